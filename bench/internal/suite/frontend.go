package suite

import (
	"fmt"
	"strings"

	"selah/bench/internal/frontend"
	"selah/bench/internal/report"
	"selah/bench/internal/server"
)

// Target 5: the landing page's JavaScript and its Largest Contentful Paint.
const (
	landingJSGoal = 120 << 10
	lcpGoal       = 1000.0 // ms
)

// Frontend runs target 5 against the running server (the big database).
func Frontend(env *Env, srv *server.Server) {
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
}

func joinMs(xs []float64) string {
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = fmt.Sprintf("%.0f", x)
	}
	return strings.Join(s, ", ") + " ms"
}
