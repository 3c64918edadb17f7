package routes

import (
	"os"
	"runtime"
	"strconv"

	"github.com/pocketbase/pocketbase/core"
)

// renderGate bounds how many list answers are rendered at once; the others
// wait their turn in arrival order (a Go channel queues blocked senders
// first come, first served).
//
// A rendered page is CPU work (SQLite and JSON): two cores finish two at a
// time no matter how many run, and 64 interleaved renders each take 32
// times as long, with the garbage collector and the scheduler spreading
// them unevenly. Measured at 64 connections on random deep pages
// (docs/BENCHMARKS.md, target 7): unbounded, p99 190 ms at 700 req/s; two
// at a time, p99 74 ms at 1,040 req/s; four, 88 ms; eight, 128 ms.
// Authentication, rate limits and role checks run before the gate, so a
// refused request never waits in it.
type renderGate chan struct{}

// newRenderGate lets GOMAXPROCS renders run at once, or SELAH_RENDERS
// (0 for no bound).
func newRenderGate() renderGate {
	n := runtime.GOMAXPROCS(0)
	if v, err := strconv.Atoi(os.Getenv("SELAH_RENDERS")); err == nil {
		n = v
	}
	if n <= 0 {
		return nil
	}
	return make(renderGate, n)
}

// wrap runs h when a render slot is free; a request whose client went away
// while it waited is not rendered.
func (g renderGate) wrap(h func(*core.RequestEvent) error) func(*core.RequestEvent) error {
	if g == nil {
		return h
	}
	return func(e *core.RequestEvent) error {
		select {
		case g <- struct{}{}:
		case <-e.Request.Context().Done():
			return e.Request.Context().Err()
		}
		defer func() { <-g }()
		return h(e)
	}
}
