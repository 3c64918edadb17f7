package suite

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"

	"selah/bench/internal/load"
	"selah/bench/internal/report"
	"selah/bench/internal/server"
	"selah/internal/layers"
	"selah/internal/seek"
)

// Target 10: what each speed layer buys (issue 27). For every layer of
// internal/layers, a server with its switch off runs beside one with it
// on, on the same database, and the rows the layer serves are measured on
// both in alternating rounds (load.Compare), with the listening writer
// saving 50 positions a second throughout, as people streaming do. A
// layer earns its place when it buys at least 1.5x on one of its rows:
// throughput (on over off), or p99 (off over on) for a layer that exists
// for the tail (the render gate). Both are shown; only the layer's own
// figure is judged, since the larger of two noisy ratios over several
// rows would let noise keep a layer.
//
// Layers that serve rendered answers (everything below the answer cache)
// are measured with the answer cache off on both sides, so every request
// goes through them, as the first request after a write does; the caches
// and the connection settings are measured on the server as it runs.
const (
	LayersSection = "Speed layers: each layer on against off (its switch), same run, 50 position saves/s"
	layerGoal     = 1.5
	layerURLs     = 3000
	layerSeed     = 27
)

// layerRow is one row of a layer: requests (paths and queries) taken in
// turn, with a token and headers.
type layerRow struct {
	name   string
	paths  []string
	token  string
	header map[string]string
}

// layerPlan is how a layer is measured.
type layerPlan struct {
	rendered bool // on the rendered path: the answer cache off on both sides
	tail     bool // judged by p99 (off over on), not throughput
	rows     func(w *layerWorld) []layerRow
}

// layerWorld is what rows are made of: tokens, the data set's ids and the
// lists' page counts, read once from the server.
type layerWorld struct {
	t         tokens
	srv       *server.Server
	publicDir string
	pages     map[string]int
}

// list paths (with %d for the page) of the lists the layers serve, with
// the role that reads each.
const (
	browseNew     = "/api/media/browse?limit=20&page=%d"
	browsePopular = "/api/media/browse?limit=20&sort=popular&page=%d"
	browseSermons = "/api/media/browse?limit=20&type=sermon&page=%d"
	adminAll      = "/api/media/media-by-admin-status?limit=20&page=%d"
	creatorOwn    = "/api/media/user-media?limit=20&page=%d"
	usersActive   = "/api/admin/users/get-paginated-list-of-users?status=active&limit=20&page=%d"
)

func (w *layerWorld) token(list string) string {
	switch list {
	case adminAll, usersActive:
		return w.t.admin
	case creatorOwn:
		return w.t.label
	}
	return w.t.listener
}

// drawn is a list's pages as people draw them (draw.go), the name saying so.
func (w *layerWorld) drawn(name, list string) layerRow {
	pages := w.pages[list]
	d := newPageDraw(layerSeed, uint64(len(list)), pages)
	var paths []string
	for i := 0; i < layerURLs; i++ {
		paths = append(paths, fmt.Sprintf(list, d.next()))
	}
	return layerRow{name: fmt.Sprintf("%s, pages drawn 1-%d", name, pages), paths: paths, token: w.token(list)}
}

// deep is a list's pages past seek.From, uniformly: only they seek by
// month, so only they show what the month seek buys.
func (w *layerWorld) deep(name, list string) layerRow {
	first := seek.From/20 + 1
	pages := max(first, w.pages[list])
	r := rand.New(rand.NewPCG(layerSeed, uint64(len(list))+1))
	var paths []string
	for i := 0; i < layerURLs; i++ {
		paths = append(paths, fmt.Sprintf(list, first+r.IntN(pages-first+1)))
	}
	return layerRow{name: fmt.Sprintf("%s, deep pages %d-%d", name, first, pages), paths: paths, token: w.token(list)}
}

// first is a list's page 1 asked again and again.
func (w *layerWorld) first(name, list string) layerRow {
	return layerRow{name: name + ", page 1", paths: []string{fmt.Sprintf(list, 1)}, token: w.token(list)}
}

// layerPlans are the rows of every layer.
func layerPlans() map[string]layerPlan {
	return map[string]layerPlan{
		layers.AnswerCache: {rows: func(w *layerWorld) []layerRow {
			return []layerRow{w.drawn("browse (newest)", browseNew), w.drawn("media-by-admin-status (all)", adminAll),
				w.drawn("user-media", creatorOwn)}
		}},
		layers.AuthCache: {rows: func(w *layerWorld) []layerRow {
			return []layerRow{w.first("browse (newest)", browseNew), w.first("user-media", creatorOwn)}
		}},
		layers.Catalogue: {rendered: true, rows: func(w *layerWorld) []layerRow {
			return []layerRow{w.drawn("browse (newest)", browseNew), w.drawn("browse (popular)", browsePopular),
				w.drawn("browse (sermons)", browseSermons)}
		}},
		layers.Seek: {rendered: true, rows: func(w *layerWorld) []layerRow {
			return []layerRow{w.deep("media-by-admin-status (all)", adminAll), w.deep("users (active)", usersActive),
				w.deep("browse (newest)", browseNew)}
		}},
		layers.Totals: {rendered: true, rows: func(w *layerWorld) []layerRow {
			return []layerRow{w.drawn("user-media", creatorOwn), w.drawn("media-by-admin-status (all)", adminAll),
				w.drawn("users (active)", usersActive)}
		}},
		layers.AnalyticsCache: {rendered: true, rows: func(w *layerWorld) []layerRow {
			return []layerRow{{name: "creator analytics, 30 days (the label)", paths: []string{"/api/media/analytics?days=30"}, token: w.t.label}}
		}},
		layers.Prepared: {rendered: true, rows: func(w *layerWorld) []layerRow {
			return []layerRow{w.drawn("user-media", creatorOwn), w.drawn("browse (newest)", browseNew)}
		}},
		layers.RenderGate: {rendered: true, tail: true, rows: func(w *layerWorld) []layerRow {
			return []layerRow{w.drawn("browse (newest)", browseNew), w.drawn("media-by-admin-status (all)", adminAll)}
		}},
		layers.SitemapCache: {rows: func(w *layerWorld) []layerRow {
			return []layerRow{{name: "/sitemap.xml", paths: []string{"/sitemap.xml"}}}
		}},
		layers.Precompressed: {rows: func(w *layerWorld) []layerRow {
			asset := largestScript(w.publicDir)
			if asset == "" {
				return nil
			}
			return []layerRow{{name: "the largest script (" + asset + "), br or gzip", paths: []string{"/" + asset},
				header: map[string]string{"Accept-Encoding": "br, gzip"}}}
		}},
		layers.Mmap: {rendered: true, rows: func(w *layerWorld) []layerRow {
			return []layerRow{w.drawn("browse (newest)", browseNew), w.deep("media-by-admin-status (all)", adminAll)}
		}},
	}
}

// Layers runs target 10: the layers whose name holds one of only's
// comma-separated words, or all.
func Layers(env *Env, only string) {
	want := func(name string) bool {
		if only == "" {
			return true
		}
		for _, w := range strings.Split(only, ",") {
			if w != "" && strings.Contains(name, strings.TrimSpace(w)) {
				return true
			}
		}
		return false
	}
	var cached, rendered *server.Server
	// The first server runs on the data set's dir, every other on a shadow
	// of it (server.Shadow: the same database, its own running marker).
	shadows := 0
	start := func(extra ...string) *server.Server {
		dir := env.Data.BigDir
		if cached != nil {
			shadows++
			var err error
			if dir, err = server.Shadow(env.Data.BigDir, filepath.Join(env.Out, "layers", fmt.Sprint(shadows))); err != nil {
				env.Table.Warn("target 10: %v", err)
				return nil
			}
		}
		s, err := server.StartEnv(env.Bin, dir, extra...)
		if err != nil {
			env.Table.Warn("target 10: %v", err)
			return nil
		}
		took, idle := s.Settle(env.Settle)
		if !idle {
			env.Table.Warn("target 10: the server with %v was still busy %s after its start; measuring anyway", extra, took)
		}
		return s
	}
	if cached = start(); cached == nil {
		return
	}
	defer cached.Stop()
	if rendered = start("SELAH_ANSWER_CACHE=off"); rendered == nil {
		return
	}
	defer rendered.Stop()
	t, err := SignIn(cached)
	if err != nil {
		env.Table.Warn("target 10: %v", err)
		return
	}
	w := newLayerWorld(env, cached, t)
	var eps []string
	for _, f := range env.Data.StreamFiles {
		eps = append(eps, f.EpisodeId)
	}
	stop := load.StartPositionWriter(cached.Base, t.listener, eps, writerRate)
	defer func() {
		r := stop()
		env.Table.Note("Speed layers: the writer saved %d positions (%.0f/s; %d failed) during the table.", r.OK, r.Rate, r.Failed)
	}()
	env.Table.Note("Speed layers (target 10): a layer's row compares a server with the layer on to one with its switch off (internal/layers), on the same database in alternating rounds at %d connections. Its ratio is what the layer buys: throughput on over off (p99 off over on for the render gate, which exists for the tail); both are shown. Layers below the answer cache are measured with it off on both sides (every answer rendered). A layer keeps its place when one of its rows reaches %.1fx.",
		env.Layers.Conns, layerGoal)
	plans := layerPlans()
	for _, l := range layers.All() {
		if !want(l.Name) {
			continue
		}
		plan, ok := plans[l.Name]
		rows := []layerRow(nil)
		if ok {
			rows = plan.rows(w)
		}
		if len(rows) == 0 {
			env.Table.Warn("target 10: layer %s has no row to measure", l.Name)
			continue
		}
		on := cached
		base := []string{}
		if plan.rendered {
			on, base = rendered, []string{"SELAH_ANSWER_CACHE=off"}
		}
		var off *server.Server
		if l.Name == layers.AnswerCache {
			off = rendered
		} else if off = start(append(base, l.Off...)...); off == nil {
			continue
		}
		best := 0.0
		for _, r := range rows {
			best = max(best, layerRowRun(env, l, plan.tail, r, on, off))
		}
		if off != rendered {
			off.Stop()
		}
		verdict := "keeps its place"
		if best < layerGoal {
			verdict = fmt.Sprintf("buys under %.1fx on every row: it goes", layerGoal)
		}
		env.Table.Note("Layer %s (%s): best row %.2fx, %s.", l.Name, strings.Join(l.Off, " "), best, verdict)
	}
}

// layerRowRun measures one row on and off and adds it; it returns what
// the layer bought on it.
func layerRowRun(env *Env, l layers.Layer, tailLayer bool, r layerRow, on, off *server.Server) float64 {
	leg := func(name string, s *server.Server) load.Leg {
		urls := make([]string, len(r.paths))
		for i, p := range r.paths {
			urls[i] = s.Base + p
		}
		return load.Leg{Name: name, URLs: urls, Token: r.token, Header: r.header}
	}
	ro, rf := load.Compare(env.Layers, leg("on", on), leg("off", off))
	tp, tail := 0.0, 0.0
	if rf.Throughput > 0 {
		tp = ro.Throughput / rf.Throughput
	}
	if ro.P99 > 0 {
		tail = float64(rf.P99) / float64(ro.P99)
	}
	buys, by := tp, "req/s"
	if tailLayer {
		buys, by = tail, "p99"
	}
	row := report.Row{Target: "10", Section: LayersSection, Measure: l.Name + ": " + r.name,
		Ours: "on: " + reqs(ro), Peer: "off (" + strings.Join(l.Off, " ") + "): " + reqs(rf),
		Ratio: fmt.Sprintf("%.2f by %s (req/s %.2f, p99 %.2f)", buys, by, tp, tail),
		Goal:  fmt.Sprintf("≥ %.1f (%d conns)", layerGoal, env.Layers.Conns), Met: buys >= layerGoal}
	if !row.Met {
		row.Note = fmt.Sprintf("buys %.2fx", buys)
	}
	for name, res := range map[string]*load.Result{"on": ro, "off": rf} {
		if f := failures(res); f != "" {
			row.Met, row.Note = false, name+": "+f
		}
	}
	env.Table.Add(row)
	return buys
}

// newLayerWorld reads what the rows need from srv.
func newLayerWorld(env *Env, srv *server.Server, t tokens) *layerWorld {
	w := &layerWorld{t: t, srv: srv, publicDir: env.PublicDir, pages: map[string]int{}}
	for _, list := range []string{browseNew, browsePopular, browseSermons, adminAll, creatorOwn, usersActive} {
		w.pages[list] = listPages(srv, fmt.Sprintf(list, 1), w.token(list))
	}
	return w
}

// listPages is how many pages of 20 the list at path has (its total or
// totalCount), at most 1,000 and at least 1.
func listPages(srv *server.Server, path, token string) int {
	var page struct {
		Data map[string]any `json:"data"`
	}
	total := 0
	if code, err := srv.GetJSON(path, token, &page); err == nil && code == 200 {
		if f, ok := page.Data["total"].(float64); ok {
			total = int(f)
		} else if f, ok := page.Data["totalCount"].(float64); ok {
			total = int(f)
		}
	}
	return max(1, min(longTailMaxPage, (total+19)/20))
}

// largestScript is the built front end's largest script (its path under
// publicDir, slash-separated), "" when there is none.
func largestScript(publicDir string) string {
	matches, _ := filepath.Glob(filepath.Join(publicDir, "assets", "*.js"))
	best, size := "", int64(0)
	for _, m := range matches {
		if fi, err := os.Stat(m); err == nil && fi.Size() > size {
			best, size = m, fi.Size()
		}
	}
	if best == "" {
		return ""
	}
	rel, err := filepath.Rel(publicDir, best)
	if err != nil {
		return ""
	}
	return filepath.ToSlash(rel)
}
