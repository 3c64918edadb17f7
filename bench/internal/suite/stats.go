package suite

import (
	"fmt"

	"selah/bench/internal/load"
	"selah/bench/internal/report"
	"selah/bench/internal/server"
)

// Target 2: the stat routes must not slow down as plays pile up: p99 on
// the big database within 1.5x of p99 on its twin with a hundredth of the
// plays (same catalogue, same users), both servers up and taking turns.
const statsGoal = 1.5

type statCase struct {
	name, path string
	admin      bool
}

var statCases = []statCase{
	{"media-stats (the label)", "/api/media/media-stats", false},
	{"get-user-statistics", "/api/admin/users/get-user-statistics", true},
	{"/api/admin/dashboard", "/api/admin/dashboard", true},
	{"creator analytics, 30 days (the label)", "/api/media/analytics?days=30", false},
}

// Stats runs target 2.
func Stats(env *Env, big, small *server.Server, tb, ts tokens) {
	for _, c := range statCases {
		tokBig, tokSmall := tb.label, ts.label
		if c.admin {
			tokBig, tokSmall = tb.admin, ts.admin
		}
		for _, s := range []struct {
			srv *server.Server
			tok string
		}{{big, tokBig}, {small, tokSmall}} {
			if code, err := s.srv.GetJSON(c.path, s.tok, nil); err != nil || code != 200 {
				env.Table.Warn("%s answered %d (%v) on %s", c.path, code, err, s.srv.Dir)
			}
		}
		rb, rs := load.Compare(env.Stats,
			load.Leg{Name: "big", URLs: []string{big.Base + c.path}, Token: tokBig},
			load.Leg{Name: "small", URLs: []string{small.Base + c.path}, Token: tokSmall})
		r := float64(rb.P99) / float64(rs.P99)
		row := report.Row{
			Target: "2", Measure: c.name,
			Ours:  fmt.Sprintf("%s plays: %s", thousands(float64(env.Size.Plays)), reqs(rb)),
			Peer:  fmt.Sprintf("%s plays: %s", thousands(float64(env.Size.SmallPlays)), reqs(rs)),
			Ratio: ratio(r), Goal: fmt.Sprintf("p99 ratio ≤ %.1f (%d conns)", statsGoal, env.Stats.Conns),
			Met: r <= statsGoal,
		}
		if !row.Met {
			row.Note = fmt.Sprintf("p99 %.1fx the small database's", r)
		}
		if f := failures(rb) + failures(rs); f != "" {
			row.Met, row.Note = false, f
		}
		env.Table.Add(row)
	}
}
