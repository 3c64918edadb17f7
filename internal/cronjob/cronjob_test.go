package cronjob_test

import (
	"sync/atomic"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
	"github.com/pocketbase/pocketbase/tools/cron"

	"selah/internal/cronjob"
)

func job(t *testing.T, app core.App, id string) *cron.Job {
	t.Helper()
	for _, j := range app.Cron().Jobs() {
		if j.Id() == id {
			return j
		}
	}
	return nil
}

// Terminating waits for a run in flight, removes the job, and a run the
// cron had already picked afterwards does nothing.
func TestTerminateWaitsForTheRunAndStopsTheJob(t *testing.T) {
	app, err := tests.NewTestApp()
	if err != nil {
		t.Fatal(err)
	}
	defer app.Cleanup()
	var runs atomic.Int32
	started, release := make(chan struct{}), make(chan struct{})
	cronjob.Add(app, "selahTestJob", "*/10 * * * *", func() {
		if runs.Add(1) == 1 {
			close(started)
			<-release
		}
	})
	j := job(t, app, "selahTestJob")
	if j == nil {
		t.Fatal("the job was not scheduled")
	}
	go j.Run()
	<-started

	terminated := make(chan error)
	go func() { terminated <- app.OnTerminate().Trigger(&core.TerminateEvent{App: app}) }()
	select {
	case <-terminated:
		t.Fatal("terminate returned while the job was still running")
	case <-time.After(50 * time.Millisecond): // give a wrong implementation the chance to return
	}
	close(release)
	if err := <-terminated; err != nil {
		t.Fatal(err)
	}
	if job(t, app, "selahTestJob") != nil {
		t.Fatal("the job is still scheduled after terminate")
	}
	j.Run()
	if n := runs.Load(); n != 1 {
		t.Fatalf("the job ran %d times, want 1 (none after terminate)", n)
	}
}
