// Package cronjob schedules our background jobs on PocketBase's cron so
// that they stop with the app. PocketBase stops its cron when the app
// resets, but a job the cron already started runs on its own goroutine
// and can meet a database that is being closed (a test app torn down at a
// ten-minute mark panicked that way). A job added here never starts after
// the app began to terminate, and termination waits for one that runs.
package cronjob

import (
	"sync"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// Add schedules run on app's cron as id with the cron expression expr.
// Adding the same id again (each serve of a test app does) replaces the
// job and its stop.
func Add(app core.App, id, expr string, run func()) {
	g := &guard{}
	app.Cron().MustAdd(id, expr, func() {
		if !g.enter() {
			return
		}
		defer g.leave()
		run()
	})
	app.OnTerminate().Bind(&hook.Handler[*core.TerminateEvent]{
		Id: "selahCronStop_" + id,
		Func: func(e *core.TerminateEvent) error {
			e.App.Cron().Remove(id)
			g.stop()
			return e.Next()
		},
	})
}

// guard lets runs in until stop, and stop waits for the runs in flight.
type guard struct {
	mu      sync.Mutex
	stopped bool
	running sync.WaitGroup
}

func (g *guard) enter() bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.stopped {
		return false
	}
	g.running.Add(1)
	return true
}

func (g *guard) leave() { g.running.Done() }

func (g *guard) stop() {
	g.mu.Lock()
	g.stopped = true
	g.mu.Unlock()
	g.running.Wait()
}
