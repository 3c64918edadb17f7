// Package renditions runs the background job that gives every episode its
// streaming rendition (internal/transcode renders it): one episode at a
// time, oldest first, surviving restarts. The queue is the database: the
// episodes whose processing is pending. The job's writes are plain column
// updates (derived data: no hook, counter or review rule should see them),
// each guarded so that an audio replaced or an episode deleted meanwhile
// wins over the job.
package renditions

import (
	"context"
	"sync"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"selah/internal/transcode"
)

// Render makes the rendition of in at out (transcode.Tool.Render; tests
// pass their own).
type Render func(ctx context.Context, in, out string, kind transcode.Kind, duration float64,
	progress func(fraction float64)) (transcode.Result, error)

// Worker is one app's rendition worker. It is woken when an episode
// starts waiting (a new upload, a retry) and re-scans on its own every
// RescanEvery, which is when a job left waiting by an error of ours (disk,
// S3) is tried again.
type Worker struct {
	app core.App
	// rendered is called with an episode's id after its rendition was
	// stored (jobs/ queues its waveform, now drawn from the rendition).
	rendered func(episodeId string)

	wake chan struct{}
	once sync.Once

	mu       sync.Mutex
	engine   *Engine // found at start (FindEngine), or on the first ask
	held     bool
	cancel   context.CancelFunc
	finished chan struct{}
}

// RescanEvery is how often the worker looks for waiting episodes unasked.
const RescanEvery = 5 * time.Minute

// New builds the worker of app (one per app: internal/services keeps it);
// nothing runs before Start. rendered may be nil.
func New(app core.App, rendered func(episodeId string)) *Worker {
	return &Worker{app: app, rendered: rendered, wake: make(chan struct{}, 1)}
}

// Hold keeps jobs/ from starting the worker at serve: test apps, in which a
// render finishing under a running test would change what its stream
// serves. Such a test starts the worker itself, with its own Render.
func (w *Worker) Hold() {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.held = true
}

// Held reports whether Hold was called.
func (w *Worker) Held() bool {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.held
}

// Start starts the worker (once) with render; it looks for waiting
// episodes at once.
func (w *Worker) Start(render Render) {
	w.once.Do(func() {
		ctx, cancel := context.WithCancel(context.Background())
		w.mu.Lock()
		w.cancel, w.finished = cancel, make(chan struct{})
		w.mu.Unlock()
		w.Wake()
		go w.run(ctx, render)
	})
}

// Stop cancels the job in flight (its episode stays pending, for the next
// start) and waits for the worker to end, so nothing writes to a database
// that is closing. Stop before Start does nothing.
func (w *Worker) Stop() {
	w.mu.Lock()
	cancel, finished := w.cancel, w.finished
	w.mu.Unlock()
	if cancel != nil {
		cancel()
		<-finished
	}
}

// Wake asks the worker to look for waiting episodes; it never blocks.
func (w *Worker) Wake() {
	select {
	case w.wake <- struct{}{}:
	default: // a look is already due
	}
}

func (w *Worker) run(ctx context.Context, render Render) {
	defer close(w.finished)
	ticker := time.NewTicker(RescanEvery)
	defer ticker.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-w.wake:
		case <-ticker.C:
		}
		if !w.pass(ctx, render) {
			// ffmpeg went missing: nothing can be rendered until a
			// restart finds it again; episodes stay pending.
			<-ctx.Done()
			return
		}
	}
}

// pass renders the waiting episodes, oldest first, until none is left. An
// episode left waiting by an error of ours is skipped until the next pass,
// so a broken disk or S3 never makes the worker spin. It is false when
// ffmpeg is gone (transcode.ErrMissing).
func (w *Worker) pass(ctx context.Context, render Render) bool {
	skip := map[string]bool{}
	for ctx.Err() == nil {
		id, err := w.next(skip)
		if err != nil {
			w.app.Logger().Warn("renditions: could not list waiting episodes", "error", err)
			return true
		}
		if id == "" {
			return true
		}
		switch w.process(ctx, render, id) {
		case retryLater:
			skip[id] = true
		case engineMissing:
			w.app.Logger().Warn("renditions: " + transcode.ErrMissing.Error())
			return false
		}
	}
	return true
}

// next is the oldest waiting episode not in skip, "" when there is none
// (idx_episodes_processing).
func (w *Worker) next(skip map[string]bool) (string, error) {
	q := w.app.DB().Select("id").From("episodes").
		Where(dbx.HashExp{"processing": Pending}).AndWhere(dbx.NewExp("audio != ''")).
		OrderBy("created ASC", "id ASC").Limit(1)
	if len(skip) > 0 {
		ids := make([]any, 0, len(skip))
		for id := range skip {
			ids = append(ids, id)
		}
		q.AndWhere(dbx.NotIn("id", ids...))
	}
	var ids []string
	if err := q.Column(&ids); err != nil || len(ids) == 0 {
		return "", err
	}
	return ids[0], nil
}
