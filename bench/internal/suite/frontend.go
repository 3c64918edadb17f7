package suite

import (
	"fmt"
	"strings"

	"selah/bench/internal/frontend"
	"selah/bench/internal/report"
	"selah/bench/internal/server"
)

// Target 5: the landing page's JavaScript and its Largest Contentful Paint;
// the embeddable player's weight and an item's public page's paint (issue 16).
const (
	landingJSGoal = 120 << 10
	embedJSGoal   = 30 << 10
	lcpGoal       = 1000.0 // ms
)

// Frontend runs target 5 against the running server (the big database).
func Frontend(env *Env, srv *server.Server, t tokens) {
	r, err := frontend.Measure(srv.Base, env.PublicDir, env.LCPLoads)
	if err != nil {
		env.Table.Add(report.Row{Target: "5", Measure: "landing page", Note: err.Error()})
		return
	}
	js := report.Row{
		Target: "5", Measure: fmt.Sprintf("landing JavaScript (%d files)", len(r.Scripts)),
		Ours:  fmt.Sprintf("%.1f KB gzipped (%.0f KB raw)", float64(r.GzipBytes)/1024, float64(r.RawBytes)/1024),
		Ratio: ratio(float64(r.GzipBytes) / landingJSGoal),
		Goal:  "≤ 120 KB gzipped, every area lazy", Met: r.GzipBytes <= landingJSGoal && len(r.EagerAreas) == 0,
		Peer: "lazy areas: " + strings.Join(r.LazyAreas, ", "),
	}
	if r.GzipBytes > landingJSGoal {
		js.Note = fmt.Sprintf("%.1f KB over", float64(r.GzipBytes-landingJSGoal)/1024)
	}
	if len(r.EagerAreas) > 0 {
		js.Note += " loads the " + strings.Join(r.EagerAreas, ", ") + " area(s) eagerly"
	}
	env.Table.Add(js)
	embedSize(env, r)
	lcp := r.MedianLCP()
	row := report.Row{
		Target: "5", Measure: fmt.Sprintf("landing LCP, headless Chromium (median of %d cold loads)", len(r.LCP)),
		Ours: fmt.Sprintf("%.0f ms", lcp), Ratio: ratio(lcp / lcpGoal), Goal: "≤ 1 s", Met: lcp >= 0 && lcp <= lcpGoal,
		Peer: "loads: " + joinMs(r.LCP),
	}
	if lcp < 0 {
		row.Note = "no LCP entry was reported"
	} else if lcp > lcpGoal {
		row.Note = fmt.Sprintf("%.0f ms over", lcp-lcpGoal)
	}
	env.Table.Add(row)
	publicPageLCP(env, srv, t, r)
}

// embedSize is the row of the embeddable player's weight: its scripts and
// styles gzipped (what a site that frames it makes its visitors fetch), with
// the landing page's JavaScript of the same build as the peer. It is met
// only when the embed carries nothing of the app: no imported chunk, none
// of React, the router or the PocketBase SDK.
func embedSize(env *Env, landing *frontend.Report) {
	const measure = "embed player JavaScript + CSS"
	e, err := frontend.MeasureEmbed(env.PublicDir)
	if err != nil {
		env.Table.Add(report.Row{Target: "5", Measure: measure, Note: err.Error()})
		return
	}
	row := report.Row{
		Target: "5", Measure: fmt.Sprintf("%s (%d + %d files)", measure, len(e.Scripts), len(e.Styles)),
		Ours: fmt.Sprintf("%.1f KB JS + %.1f KB CSS gzipped (%.0f KB JS raw)",
			float64(e.JSGzip)/1024, float64(e.CSSGzip)/1024, float64(e.JSRaw)/1024),
		Peer:  fmt.Sprintf("landing JavaScript %.1f KB gzipped", float64(landing.GzipBytes)/1024),
		Ratio: ratio(float64(e.JSGzip) / embedJSGoal),
		Goal:  "≤ 30 KB gzipped JS, nothing of the app",
		Met:   e.JSGzip <= embedJSGoal && len(e.Imports) == 0 && len(e.Foreign) == 0,
	}
	var notes []string
	if e.JSGzip > embedJSGoal {
		notes = append(notes, fmt.Sprintf("%.1f KB over", float64(e.JSGzip-embedJSGoal)/1024))
	}
	if len(e.Imports) > 0 {
		notes = append(notes, "imports "+strings.Join(e.Imports, ", "))
	}
	if len(e.Foreign) > 0 {
		notes = append(notes, "carries "+strings.Join(e.Foreign, ", "))
	}
	row.Note = strings.Join(notes, "; ")
	env.Table.Add(row)
}

// publicPageLCP is the row of an item's public page (/m/{id}, signed out,
// the newest public item) measured as the landing page is, with the
// landing page's LCP of the same run as the peer.
func publicPageLCP(env *Env, srv *server.Server, t tokens, landing *frontend.Report) {
	const measure = "public page /m/{id} LCP, headless Chromium"
	var browse struct {
		Data struct {
			Data []struct {
				Id string `json:"_id"`
			} `json:"data"`
		} `json:"data"`
	}
	status, err := srv.GetJSON("/api/media/browse?limit=1", t.listener, &browse)
	if err == nil && (status != 200 || len(browse.Data.Data) == 0) {
		err = fmt.Errorf("browse answered %d with %d items", status, len(browse.Data.Data))
	}
	if err != nil {
		env.Table.Add(report.Row{Target: "5", Measure: measure, Note: "no public item: " + err.Error()})
		return
	}
	r, err := frontend.MeasurePage(srv.Base+"/m/"+browse.Data.Data[0].Id, env.PublicDir, env.LCPLoads)
	if err != nil {
		env.Table.Add(report.Row{Target: "5", Measure: measure, Note: err.Error()})
		return
	}
	lcp := r.MedianLCP()
	row := report.Row{
		Target: "5", Measure: fmt.Sprintf("%s (median of %d cold loads)", measure, len(r.LCP)),
		Ours: fmt.Sprintf("%.0f ms (loads: %s)", lcp, joinMs(r.LCP)), Ratio: ratio(lcp / lcpGoal),
		Peer: fmt.Sprintf("landing %.0f ms", landing.MedianLCP()),
		Goal: "≤ 1 s", Met: lcp >= 0 && lcp <= lcpGoal,
	}
	if lcp < 0 {
		row.Note = "no LCP entry was reported"
	} else if lcp > lcpGoal {
		row.Note = fmt.Sprintf("%.0f ms over", lcp-lcpGoal)
	}
	env.Table.Add(row)
}

func joinMs(xs []float64) string {
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = fmt.Sprintf("%.0f", x)
	}
	return strings.Join(s, ", ") + " ms"
}
