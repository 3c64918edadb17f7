package suite

import (
	"fmt"
	"path/filepath"
	"sort"
	"time"

	"selah/bench/internal/report"
	"selah/bench/internal/server"
)

// Target 6: from exec to the first 200 of /api/health on the big
// database, beside the same on an empty (already migrated) data dir, taking
// turns. The page cache stays warm: dropping it would hurt everyone else
// on this machine.
const coldGoal = time.Second

// ColdStart runs target 6.
func ColdStart(env *Env) {
	emptyDir := filepath.Join(env.Out, "empty")
	// A first start applies the migrations; the peer is a server that has
	// run before, like the big one.
	if s, err := server.Start(env.Bin, emptyDir); err == nil {
		s.Stop()
	}
	var big, empty []time.Duration
	for i := 0; i < env.Cold; i++ {
		for _, side := range []struct {
			dir string
			out *[]time.Duration
		}{{env.Data.BigDir, &big}, {emptyDir, &empty}} {
			s, err := server.Start(env.Bin, side.dir)
			if err != nil {
				env.Table.Add(report.Row{Target: "6", Measure: "cold start", Note: err.Error()})
				return
			}
			*side.out = append(*side.out, s.Ready)
			s.Stop()
		}
	}
	worst, median := maxDur(big), medianDur(big)
	row := report.Row{
		Target: "6", Measure: fmt.Sprintf("cold start to first healthy answer, %s media", thousands(float64(env.Size.Media))),
		Ours:  fmt.Sprintf("median %s · worst %s", ms(median), ms(worst)),
		Peer:  fmt.Sprintf("empty data dir: median %s", ms(medianDur(empty))),
		Ratio: ratio(float64(median) / float64(medianDur(empty))),
		Goal:  "≤ 1 s", Met: worst <= coldGoal,
	}
	if worst > coldGoal {
		row.Note = fmt.Sprintf("worst %s over by %s", ms(worst), ms(worst-coldGoal))
	}
	env.Table.Add(row)
}

func medianDur(xs []time.Duration) time.Duration {
	s := append([]time.Duration{}, xs...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	return s[len(s)/2]
}

func maxDur(xs []time.Duration) time.Duration {
	m := xs[0]
	for _, x := range xs {
		m = max(m, x)
	}
	return m
}
