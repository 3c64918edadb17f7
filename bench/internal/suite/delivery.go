package suite

import (
	"fmt"
	"os"
	"path/filepath"
	"time"

	"selah/bench/internal/delivery"
	"selah/bench/internal/report"
	"selah/bench/internal/server"
	"selah/internal/transcode"
)

// Target 9: what one listener costs the origin server, with the audio
// through it (local storage, today's path: sendfile and the byte ledger)
// and with the stream redirected to a signed URL of the object in S3
// (gofakes3 in this process; its CPU is not the origin's). Each leg is a
// fresh server with the same podcast uploaded; the listeners play it
// through as a player does (player.go), all at once. The verdict is the
// origin's CPU seconds per listener, read from /proc before and after.
const deliveryCPUGoal = 0.10 // redirected / through

// deliveryPlan is how many listeners and episodes, by mode.
type deliveryPlan struct {
	Listeners int
	Episodes  int   // one 10 MB upload per group of listeners
	FileBytes int64 // each upload's size
	Chunk     int64 // bytes per Range request
	// RenderWait is how long to wait for the renditions before measuring
	// (when ffmpeg is here), so the job's work is not counted as the
	// listeners'.
	RenderWait time.Duration
}

func deliveryPlanFor(env *Env) deliveryPlan {
	// So many listeners because the kernel counts a process's CPU in 10 ms
	// ticks and a redirected listener costs the origin a fraction of a
	// millisecond: 500 of them are some 15 ticks.
	p := deliveryPlan{Listeners: 500, Episodes: 4, FileBytes: 10 << 20, Chunk: 1 << 20, RenderWait: 5 * time.Minute}
	if env.Mode == "quick" {
		p.Listeners, p.Episodes = 200, 2
	}
	return p
}

// deliveryLeg is one leg's figures.
type deliveryLeg struct {
	res     *delivery.Result
	cpu     time.Duration
	fixture *delivery.Fixture
}

func (l deliveryLeg) cpuPerListener() time.Duration { return l.cpu / time.Duration(l.res.Listeners) }

// Delivery runs target 9.
func Delivery(env *Env) {
	p := deliveryPlanFor(env)
	goal := fmt.Sprintf("origin CPU per listener, redirected ÷ through ≤ %.2f (%d listeners)", deliveryCPUGoal, p.Listeners)
	row := report.Row{Target: "9", Measure: "origin cost per listener", Goal: goal}
	_, noFFmpeg := transcode.Find()
	rendering := noFFmpeg == nil

	s3 := delivery.StartS3()
	defer s3.Close()
	through, err := runDeliveryLeg(env, p, "through", nil, rendering)
	if err != nil {
		row.Note = "through the server: " + err.Error()
		env.Table.Add(row)
		return
	}
	redirected, err := runDeliveryLeg(env, p, "redirected", s3.Env(), rendering)
	if err != nil {
		row.Note = "S3 storage: " + err.Error()
		env.Table.Add(row)
		return
	}

	served := "files"
	if rendering && allDone(through.fixture) && allDone(redirected.fixture) {
		served = "renditions"
	} else if rendering {
		env.Table.Note("Target 9: not every rendition was done after %s (through: %v, redirected: %v); the originals of those were served.",
			p.RenderWait, through.fixture.Processing, redirected.fixture.Processing)
	}
	row.Measure = fmt.Sprintf("origin cost per listener: %d players, %d MiB ranges of %s (%.1f MB)", p.Listeners, p.Chunk>>20,
		served, float64(through.res.FileBytes)/1e6)
	row.Peer = "through the server: " + deliveryFigures(through)
	for _, leg := range []struct {
		name string
		l    deliveryLeg
	}{{"through", through}, {"redirected", redirected}} {
		if leg.l.res.Errors > 0 {
			row.Note = fmt.Sprintf("%s: %d of %d listeners failed (%s)", leg.name, leg.l.res.Errors, leg.l.res.Listeners, leg.l.res.FirstErr)
			env.Table.Add(row)
			return
		}
	}
	if redirected.res.Redirects == 0 {
		row.Skipped = true
		row.Note = fmt.Sprintf("no redirect: with S3 storage on the stream answered %s", redirected.res.FirstStatus)
		env.Table.Add(row)
		return
	}
	row.Ours = "redirected to S3: " + deliveryFigures(redirected)
	r := float64(redirected.cpuPerListener()) / float64(max(through.cpuPerListener(), time.Nanosecond))
	noteHourLong(env, through, redirected)
	row.Ratio = ratio(r)
	row.Met = r <= deliveryCPUGoal
	if !row.Met {
		row.Note = fmt.Sprintf("ratio %.2f over %.2f", r, deliveryCPUGoal)
	}
	env.Table.Add(row)
}

// runDeliveryLeg starts a fresh server (with extra environment), uploads
// the podcast, waits for it to be idle, and has the listeners play it. The
// CPU is read again once the server is idle after the listeners, so the
// work that follows their requests (the ledger's flush each second) is
// theirs too.
func runDeliveryLeg(env *Env, p deliveryPlan, name string, extra []string, rendering bool) (deliveryLeg, error) {
	dir := filepath.Join(env.Out, "delivery-"+name)
	defer os.RemoveAll(dir)
	srv, err := server.StartEnv(env.Bin, dir, extra...)
	if err != nil {
		return deliveryLeg{}, err
	}
	defer srv.Stop()
	env.Log("delivery (%s): uploading %d × %d MiB", name, p.Episodes, p.FileBytes>>20)
	fix, err := delivery.Prepare(srv, p.Episodes, p.FileBytes, rendering, p.RenderWait)
	if err != nil {
		return deliveryLeg{}, err
	}
	if took, idle := srv.Settle(time.Minute); !idle {
		env.Table.Warn("target 9 (%s): the server was still busy %s after the upload; measuring anyway", name, took.Round(time.Second))
	}
	env.Log("delivery (%s): %d listeners", name, p.Listeners)
	cpu0 := srv.CPU()
	res := delivery.Play(srv.Base, fix.StreamURLs, p.Listeners, p.Chunk)
	srv.Settle(30 * time.Second)
	return deliveryLeg{res: res, cpu: srv.CPU() - cpu0, fixture: fix}, nil
}

// hourOfSpeech is the size of an hour's speech rendition (internal/transcode
// encodes speech at 96 kbit/s CBR).
const hourOfSpeech = 96_000 / 8 * 3600

// noteHourLong says what the through leg's cost per byte would make of a
// listener of an hour-long sermon, against the redirected listener, whose
// cost does not grow with the file. The bench's own episodes are short (a
// 10 MB upload), which favours the through path.
func noteHourLong(env *Env, through, redirected deliveryLeg) {
	mib := float64(through.res.OriginBytes) / (1 << 20)
	if mib <= 0 || through.cpu <= 0 {
		return
	}
	perMiB := through.cpu.Seconds() * 1000 / mib
	hour := perMiB * hourOfSpeech / (1 << 20)
	redirectedMs := float64(redirected.cpuPerListener()) / float64(time.Millisecond)
	env.Table.Note("Target 9, derived: through the server a listener cost the origin %.2f ms of CPU per MiB served; at that rate "+
		"a listener of an hour's speech rendition (%.1f MiB) costs %.1f ms, and the ratio to the redirected listener's %.2f ms would be %.2f.",
		perMiB, float64(hourOfSpeech)/(1<<20), hour, redirectedMs, redirectedMs/hour)
}

func deliveryFigures(l deliveryLeg) string {
	r := l.res
	return fmt.Sprintf("%s requests (%s req/s) · CPU %.2f s, %.2f ms per listener · %.1f MiB sent",
		thousands(float64(r.OriginRequests)), thousands(r.OriginRate()), l.cpu.Seconds(),
		float64(l.cpuPerListener())/float64(time.Millisecond), float64(r.OriginBytes)/(1<<20))
}

func allDone(f *delivery.Fixture) bool {
	for _, p := range f.Processing {
		if p != "done" {
			return false
		}
	}
	return true
}
