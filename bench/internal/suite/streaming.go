package suite

import (
	"fmt"
	"path/filepath"
	"time"

	"selah/bench/internal/nginx"
	"selah/bench/internal/report"
	"selah/bench/internal/server"
	"selah/bench/internal/stream"
)

// Target 3: 256 listeners fetching 1 MiB Range requests of the 10 MB
// files through our stream route (signed in, visibility checked, bytes
// recorded) and from Debian's nginx serving the same files from disk.
const (
	streamRatioGoal = 0.8
	streamTTFBGoal  = 20 * time.Millisecond
)

// Streaming runs target 3.
func Streaming(env *Env, srv *server.Server, t tokens) {
	goal := fmt.Sprintf("ratio ≥ %.1f, TTFB p99 ≤ %s (%d listeners)", streamRatioGoal, ms(streamTTFBGoal), env.Stream.Listeners)
	fail := func(err error) {
		env.Table.Add(report.Row{Target: "3", Measure: "stream route vs nginx", Goal: goal, Note: err.Error()})
	}
	if err := nginx.Ensure(env.Log); err != nil {
		fail(err)
		return
	}
	port, err := server.FreePort()
	if err != nil {
		fail(err)
		return
	}
	ngx, err := nginx.Start(filepath.Join(env.Out, "nginx"), filepath.Join(env.Data.BigDir, "storage"), port)
	if err != nil {
		fail(err)
		return
	}
	defer ngx.Stop()
	var ours, theirs []stream.Target
	for _, f := range env.Data.StreamFiles {
		ours = append(ours, stream.Target{URL: srv.Base + "/api/media/episodes/" + f.EpisodeId + "/stream", Size: f.Size})
		theirs = append(theirs, stream.Target{URL: ngx.Base + "/" + f.Path, Size: f.Size})
	}
	ro, rn := stream.Compare(env.Stream,
		stream.Leg{Name: "ours", Targets: ours, Token: t.listener},
		stream.Leg{Name: "nginx", Targets: theirs})
	r := ro.Throughput() / rn.Throughput()
	row := report.Row{
		Target: "3", Measure: fmt.Sprintf("stream route, %d MiB ranges of 10 MB files", env.Stream.Chunk>>20),
		Ours:  streamFigures(ro),
		Peer:  "nginx " + streamFigures(rn),
		Ratio: ratio(r), Goal: goal,
		Met: r >= streamRatioGoal && ro.TTFB(0.99) <= streamTTFBGoal,
	}
	if r < streamRatioGoal {
		row.Note = fmt.Sprintf("throughput ratio %.2f below %.1f", r, streamRatioGoal)
	}
	if p := ro.TTFB(0.99); p > streamTTFBGoal {
		if row.Note != "" {
			row.Note += "; "
		}
		row.Note += fmt.Sprintf("TTFB p99 %s over %s", ms(p), ms(streamTTFBGoal))
	}
	for _, leg := range []struct {
		name string
		r    *stream.Result
	}{{"ours", ro}, {"nginx", rn}} {
		if leg.r.Errors > 0 {
			row.Met = false
			row.Note = fmt.Sprintf("%s: %d of %d requests failed (%s)", leg.name, leg.r.Errors, leg.r.Requests, leg.r.FirstError)
		}
	}
	env.Table.Add(row)
}

func streamFigures(r *stream.Result) string {
	return fmt.Sprintf("%.0f MiB/s · TTFB p50 %s · p99 %s", r.Throughput()/(1<<20), ms(r.TTFB(0.5)), ms(r.TTFB(0.99)))
}
