package suite

import (
	"fmt"
	"math/rand/v2"
	"net/url"
	"strings"
	"time"

	"selah/bench/internal/load"
	"selah/bench/internal/report"
	"selah/bench/internal/server"
	"selah/internal/visibility"
)

// Target 7: the long tail under writes (issue 15). A listener's next page
// is rarely one somebody just asked for: random pages 1-1000 and random
// search terms, with a writer saving a listening position 50 times a
// second, on a server started with the answer cache off
// (SELAH_ANSWER_CACHE=off), so every answer is rendered. PocketBase's
// records list answers the same pages in the same run.
const (
	LongTailSection  = "Long tail under writes (answer cache off; random pages 1-1000, random search terms, 50 position saves/s)"
	longTailP99Goal  = 50 * time.Millisecond
	longTailRatio    = 10.0
	longTailMaxPage  = 1000
	longTailURLs     = 3000 // random pages per leg, taken in turn
	longTailLimit    = 20
	writerRate       = 50 // position saves a second
	longTailSeedBase = 15 // the number: the same pages every run

	OpenLoopSection = "Long tail at half capacity, open loop (answer cache off; pages drawn as people draw them: Zipf, s = 1.5, to page 1,000; 50 position saves/s)"
	openSeedBase    = 27 // issue 27: the open loop's own draws
)

// longTailWords are the search terms: words of the generated titles,
// creator names and descriptions (bench/internal/dataset/words.go), some
// as prefixes, as a person types them.
var longTailWords = []string{"grace", "morning", "light", "river", "hope", "glory", "shepherd", "mercy",
	"kingdom", "promise", "praise", "harvest", "journey", "peace", "fire", "mountain", "covenant", "victory",
	"song", "water", "crown", "dawn", "healing", "hymns", "psalms", "sessions", "choir", "worship", "faith",
	"church", "accra", "lagos", "esther", "mensah", "okafor", "beatitudes", "prom", "sheph", "heal", "cov"}

type tailCase struct {
	name    string
	ours    func(page int, word string) string // path and query
	token   string
	coll    string
	filter  func(word string) string
	sort    string
	expand  string
	search  bool // a random word per request
	seedOff uint64
}

func tailCases(t tokens, labelId string) []tailCase {
	const media = "genre,category,artist"
	pub := visibility.PublicMediaFilter("")
	fixed := func(f string) func(string) string { return func(string) string { return f } }
	browse := func(extra string) func(int, string) string {
		return func(p int, _ string) string {
			return fmt.Sprintf("/api/media/browse?limit=%d&page=%d%s", longTailLimit, p, extra)
		}
	}
	cases := []tailCase{
		{name: "browse (newest)", ours: browse(""), token: t.listener, coll: "media", filter: fixed(pub),
			sort: "-created,-id", expand: media},
		{name: "browse (popular)", ours: browse("&sort=popular"), token: t.listener, coll: "media", filter: fixed(pub),
			sort: "-playsCount,-created,-id", expand: media},
	}
	for _, kind := range []string{"album", "podcast", "sermon"} {
		cases = append(cases, tailCase{name: "browse (" + kind + "s)", ours: browse("&type=" + kind), token: t.listener,
			coll: "media", filter: fixed(pub + " && type = '" + kind + "'"), sort: "-created,-id", expand: media})
	}
	cases = append(cases,
		tailCase{name: "search (random words)", token: t.listener, coll: "media", sort: "-created,-id", expand: media, search: true,
			ours: func(p int, w string) string {
				return fmt.Sprintf("/api/media/browse?limit=%d&page=%d&search=%s", longTailLimit, p, url.QueryEscape(w))
			},
			filter: func(w string) string {
				return pub + " && (title ~ '" + w + "' || artist.name ~ '" + w + "' || preacher ~ '" + w +
					"' || theme ~ '" + w + "' || description ~ '" + w + "')"
			}},
		tailCase{name: "user-media (the label's own)", token: t.label, coll: "media", filter: fixed("artist = '" + labelId + "'"),
			sort: "-created,-id", expand: media,
			ours: func(p int, _ string) string {
				return fmt.Sprintf("/api/media/user-media?limit=%d&page=%d", longTailLimit, p)
			}},
		tailCase{name: "user-media (the label's own), search", token: t.label, coll: "media", sort: "-created,-id", expand: media, search: true,
			filter: func(w string) string {
				return "artist = '" + labelId + "' && (title ~ '" + w + "' || theme ~ '" + w + "' || preacher ~ '" + w + "')"
			},
			ours: func(p int, w string) string {
				return fmt.Sprintf("/api/media/user-media?limit=%d&page=%d&search=%s", longTailLimit, p, url.QueryEscape(w))
			}},
		tailCase{name: "media-by-admin-status (all)", token: t.admin, coll: "media", filter: fixed(""), sort: "-created,-id", expand: media,
			ours: func(p int, _ string) string {
				return fmt.Sprintf("/api/media/media-by-admin-status?limit=%d&page=%d", longTailLimit, p)
			}},
		tailCase{name: "media-by-admin-status (pending)", token: t.admin, coll: "media", filter: fixed("adminStatus = 'pending'"),
			sort: "-created,-id", expand: media,
			ours: func(p int, _ string) string {
				return fmt.Sprintf("/api/media/media-by-admin-status?adminStatus=pending&limit=%d&page=%d", longTailLimit, p)
			}},
		tailCase{name: "media-by-admin-status, search", token: t.admin, coll: "media", sort: "-created,-id", expand: media, search: true,
			filter: func(w string) string {
				return "(title ~ '" + w + "' || preacher ~ '" + w + "' || theme ~ '" + w + "' || artist.name ~ '" + w + "')"
			},
			ours: func(p int, w string) string {
				return fmt.Sprintf("/api/media/media-by-admin-status?limit=%d&page=%d&search=%s", longTailLimit, p, url.QueryEscape(w))
			}},
		tailCase{name: "get-paginated-list-of-users (active)", token: t.admin, coll: "users", filter: fixed("accountStatus = 'active'"),
			sort: "-created,-id",
			ours: func(p int, _ string) string {
				return fmt.Sprintf("/api/admin/users/get-paginated-list-of-users?status=active&limit=%d&page=%d", longTailLimit, p)
			}},
	)
	for i := range cases {
		cases[i].seedOff = uint64(i)
	}
	return cases
}

func (c tailCase) pbPath(page int, word string) string {
	q := url.Values{}
	if f := c.filter(word); f != "" {
		q.Set("filter", f)
	}
	q.Set("sort", c.sort)
	q.Set("page", fmt.Sprint(page))
	q.Set("perPage", fmt.Sprint(longTailLimit))
	if c.expand != "" {
		q.Set("expand", c.expand)
	}
	return "/api/collections/" + c.coll + "/records?" + q.Encode()
}

// LongTail runs target 7 on srv, which must have been started with the
// answer cache off.
func LongTail(env *Env, srv *server.Server, t tokens, only string) {
	// The stream test's episodes: the label's approved albums.
	var eps []string
	for _, f := range env.Data.StreamFiles {
		eps = append(eps, f.EpisodeId)
	}
	stop := load.StartPositionWriter(srv.Base, t.listener, eps, writerRate)
	defer func() {
		w := stop()
		note := fmt.Sprintf("Long tail: the writer saved %d positions (%.0f/s; %d failed) through PUT /api/media/episodes/{id}/position during the table.",
			w.OK, w.Rate, w.Failed)
		if w.Failed > 0 {
			note = strings.TrimSuffix(note, ".") + "; first failure: " + w.FirstError + "."
		}
		env.Table.Note("%s", note)
	}()
	env.Table.Note("Open loop (target 7's second table): each row's capacity is measured first on the same drawn pages at %d connections back to back; then requests leave at half that rate, one every 1/rate s whether or not earlier ones were answered (vegeta's constant pacer), for %s. Its ratio is p99 over the %s goal.",
		env.LongTail.Conns, time.Duration(env.OpenLoop.Rounds)*env.OpenLoop.Round, ms(longTailP99Goal))
	for _, c := range tailCases(t, env.Data.LabelId) {
		if only != "" && !strings.Contains(strings.ToLower(c.name), strings.ToLower(only)) {
			continue
		}
		r := rand.New(rand.NewPCG(longTailSeedBase, c.seedOff))
		var ours, pb []string
		pages := map[string]int{} // pages of each word ("" without a search)
		words := []string{""}
		if c.search {
			words = longTailWords
		}
		for _, w := range words {
			pages[w] = tailPages(srv, c, w)
		}
		for i := 0; i < longTailURLs; i++ {
			w := words[r.IntN(len(words))]
			p := 1 + r.IntN(pages[w])
			ours = append(ours, srv.Base+c.ours(p, w))
			pb = append(pb, srv.Base+c.pbPath(p, w))
		}
		ro, rp := load.Compare(env.LongTail, load.Leg{Name: "ours", URLs: ours, Token: c.token},
			load.Leg{Name: "pocketbase", URLs: pb, Token: t.superuser})
		row := report.Row{
			Target: "7", Section: LongTailSection, Measure: c.name + tailPagesNote(c, words, pages),
			Ours: reqs(ro), Peer: "PocketBase " + reqs(rp),
			Goal: fmt.Sprintf("ratio ≥ %.0f, p99 ≤ %s (%d conns)", longTailRatio, ms(longTailP99Goal), env.LongTail.Conns),
		}
		ratioV := 0.0
		if rp.Throughput > 0 {
			ratioV = ro.Throughput / rp.Throughput
		}
		row.Ratio = ratio(ratioV)
		row.Met = ratioV >= longTailRatio && ro.P99 <= longTailP99Goal
		var why []string
		if ratioV < longTailRatio {
			why = append(why, fmt.Sprintf("ratio %.1f below %.0f", ratioV, longTailRatio))
		}
		if ro.P99 > longTailP99Goal {
			why = append(why, fmt.Sprintf("p99 %s over %s", ms(ro.P99), ms(longTailP99Goal)))
		}
		row.Note = strings.Join(why, "; ")
		if f := failures(ro); f != "" {
			row.Met, row.Note = false, "ours: "+f
		} else if f := failures(rp); f != "" && !rp.OnlyTimeouts() {
			row.Met, row.Note = false, "PocketBase: "+f
		} else if f != "" {
			row.Note = strings.TrimPrefix(row.Note+"; PocketBase: "+timeoutNote(rp), "; ")
		}
		env.Table.Add(row)
		openLoop(env, srv, c, words, pages)
	}
}

// openLoop measures case c as people use it: pages drawn by pageDraw
// (most on the first pages, a tail to page 1,000), at a constant offered
// rate of half the capacity measured just before on the same draws with
// 64 connections back to back. Answers arrive late or not: the next
// request leaves on time, so a queue shows in the latencies.
func openLoop(env *Env, srv *server.Server, c tailCase, words []string, pages map[string]int) {
	r := rand.New(rand.NewPCG(openSeedBase, c.seedOff))
	draws := map[string]pageDraw{}
	for i, w := range words {
		draws[w] = newPageDraw(openSeedBase, 100*c.seedOff+uint64(i), pages[w])
	}
	var urls []string
	for i := 0; i < longTailURLs; i++ {
		w := words[r.IntN(len(words))]
		urls = append(urls, srv.Base+c.ours(draws[w].next(), w))
	}
	leg := load.Leg{Name: "ours", URLs: urls, Token: c.token}
	capacity := load.Run(env.LongTail, leg)
	row := report.Row{Target: "7", Section: OpenLoopSection, Measure: c.name + strings.Replace(tailPagesNote(c, words, pages), "pages", "pages drawn", 1),
		Peer: fmt.Sprintf("capacity, closed loop at %d conns: %s", env.LongTail.Conns, reqs(capacity)),
		Goal: fmt.Sprintf("p99 ≤ %s at half capacity", ms(longTailP99Goal))}
	if f := failures(capacity); f != "" || capacity.Throughput <= 0 {
		row.Note = "capacity run: " + f
		env.Table.Add(row)
		return
	}
	o := load.Open(env.OpenLoop, leg, capacity.Throughput/2)
	row.Ours = fmt.Sprintf("offered %s req/s, answered %s/s · p50 %s · p99 %s", thousands(o.Offered), thousands(o.Achieved), ms(o.P50), ms(o.P99))
	row.Ratio = ratio(float64(o.P99) / float64(longTailP99Goal))
	row.Met = o.P99 <= longTailP99Goal
	if !row.Met {
		row.Note = fmt.Sprintf("p99 %s over %s", ms(o.P99), ms(longTailP99Goal))
	}
	if o.Late {
		row.Met, row.Note = false, strings.TrimPrefix(row.Note+"; the driver could not keep the pace", "; ")
	}
	if f := failures(&o.Result); f != "" {
		row.Met, row.Note = false, "ours: "+f
	}
	env.Table.Add(row)
}

// tailPages is how many pages of longTailLimit the case has for word, at
// most longTailMaxPage (at least 1).
func tailPages(srv *server.Server, c tailCase, word string) int {
	var ours struct {
		Data map[string]any `json:"data"`
	}
	total := 0
	if code, err := srv.GetJSON(c.ours(1, word), c.token, &ours); err == nil && code == 200 {
		if f, ok := ours.Data["total"].(float64); ok {
			total = int(f)
		} else if f, ok := ours.Data["totalCount"].(float64); ok {
			total = int(f)
		}
	}
	return max(1, min(longTailMaxPage, (total+longTailLimit-1)/longTailLimit))
}

func tailPagesNote(c tailCase, words []string, pages map[string]int) string {
	if !c.search {
		return fmt.Sprintf(", pages 1-%d", pages[""])
	}
	most := 0
	for _, w := range words {
		most = max(most, pages[w])
	}
	return fmt.Sprintf(", %d words, pages 1-%d", len(words), most)
}
