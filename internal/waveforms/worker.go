// Package waveforms computes every episode's waveform in the background,
// one at a time, after the episode is saved: the upload's answer never
// waits for decoding. internal/peaks decodes; this package queues, stores
// the result and knows the episodes' waveform states.
package waveforms

import (
	"context"
	"errors"
	"sync"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"selah/internal/audio"
	"selah/internal/peaks"
	"selah/internal/renditions"
	"selah/internal/storage"
)

// Waveform states of an episode (episodes.peaksStatus; "" is waiting).
const (
	Ready       = "ready"
	Unavailable = "unavailable" // no decoder here (AAC/Opus without ffmpeg)
	Failed      = "failed"
)

// queueSize bounds the queue; a full queue drops an id, and the next
// re-scan (EnqueueWaiting) brings it back.
const queueSize = 512

// Worker is one app's waveform worker: a bounded queue of episode ids and
// one goroutine that decodes them. New episodes are queued when their
// transaction commits (Enqueue); at start and on every re-scan the ones
// still waiting are queued again (EnqueueWaiting), so a crash or a full
// queue loses nothing.
type Worker struct {
	app    core.App
	queue  chan string
	mu     sync.Mutex
	queued map[string]bool // ids in the queue, so a re-scan adds no twin
	once   sync.Once
	cancel context.CancelFunc
	done   chan struct{}
}

// New builds the worker of app; nothing runs before Start.
func New(app core.App) *Worker {
	return &Worker{app: app, queue: make(chan string, queueSize), queued: map[string]bool{}}
}

// Start starts the goroutine (once) and queues the episodes still waiting.
func (w *Worker) Start() {
	w.once.Do(func() {
		ctx, cancel := context.WithCancel(context.Background())
		w.mu.Lock()
		w.cancel, w.done = cancel, make(chan struct{})
		w.mu.Unlock()
		go w.run(ctx)
		w.EnqueueWaiting()
	})
}

// Stop cancels the episode being decoded and waits for the worker to end,
// so nothing writes to a database that is closing. Stop before Start does
// nothing.
func (w *Worker) Stop() {
	w.mu.Lock()
	cancel, done := w.cancel, w.done
	w.mu.Unlock()
	if cancel != nil {
		cancel()
		<-done
	}
}

// Enqueue adds an episode without blocking; a full queue drops it, and the
// next re-scan brings it back.
func (w *Worker) Enqueue(id string) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.queued[id] {
		return
	}
	select {
	case w.queue <- id:
		w.queued[id] = true
	default:
	}
}

// EnqueueWaiting queues the oldest episodes with audio and no waveform yet.
func (w *Worker) EnqueueWaiting() {
	var ids []string
	err := w.app.DB().Select("id").From("episodes").
		Where(dbx.HashExp{"peaksStatus": ""}).AndWhere(dbx.NewExp("audio != ''")).
		OrderBy("created ASC").Limit(int64(cap(w.queue))).Column(&ids)
	if err != nil {
		w.app.Logger().Warn("peaks: could not list waiting episodes", "error", err)
		return
	}
	for _, id := range ids {
		w.Enqueue(id)
	}
}

func (w *Worker) run(ctx context.Context) {
	defer close(w.done)
	for {
		select {
		case <-ctx.Done():
			return
		case id := <-w.queue:
			w.mu.Lock()
			delete(w.queued, id)
			w.mu.Unlock()
			w.compute(ctx, id)
		}
	}
}

// compute decodes one episode and stores its peaks, or why there are none.
// The write is a plain column update: peaks are derived data, not an edit,
// so no hook, counter or review rule should see it.
func (w *Worker) compute(ctx context.Context, id string) {
	ep, err := w.app.FindRecordById("episodes", id)
	if err != nil || ep.GetString("peaksStatus") != "" || ep.GetString("audio") == "" {
		return // deleted meanwhile, or already done
	}
	// The waveform is of what listeners hear: the rendition once it is
	// made (which resets the waveform and queues it again), else the upload.
	served := renditions.Served(ep).Name
	format := audio.FormatOfName(served)
	path, cleanup, err := storage.LocalCopy(ctx, w.app, ep, served)
	var values []int
	if err == nil {
		values, err = peaks.FromFile(ctx, path, format)
		cleanup()
	}
	if ctx.Err() != nil {
		return // stopping: the episode stays waiting for the next start
	}
	status := Ready
	switch {
	case errors.Is(err, peaks.ErrUnsupported):
		status = Unavailable
		w.app.Logger().Info("peaks: no decoder for this format here (install ffmpeg)", "episode", id, "format", string(format))
	case err != nil:
		status = Failed
		w.app.Logger().Warn("peaks: could not decode", "episode", id, "error", err)
	}
	cols := dbx.Params{"peaksStatus": status, "peaks": nil}
	if values != nil {
		cols["peaks"] = types.JSONArray[int](values)
	}
	// Only if the file decoded is still the one served: a rendition stored
	// meanwhile reset the waveform and queued it again, and wins.
	where := dbx.HashExp{"id": id, "audio": ep.GetString("audio"), "rendition": ep.GetString("rendition")}
	if _, err := w.app.DB().Update("episodes", cols, where).Execute(); err != nil {
		w.app.Logger().Warn("peaks: could not save", "episode", id, "error", err)
	}
}
