package hooks

import (
	"context"
	"errors"
	"io"
	"os"
	"sync"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"selah/internal/audio"
	"selah/internal/cronjob"
	"selah/internal/peaks"
	"selah/internal/storage"
)

// Waveform states of an episode (episodes.peaksStatus; "" is waiting).
const (
	peaksReady       = "ready"
	peaksUnavailable = "unavailable" // no decoder here (AAC/Opus without ffmpeg)
	peaksFailed      = "failed"
)

// registerPeaks computes every episode's waveform in the background, one
// at a time, after the episode is saved: the upload's answer never waits
// for decoding. New episodes are queued when their transaction commits;
// when the server starts (and every ten minutes) the ones still waiting
// are queued again, so a crash or a full queue loses nothing.
func registerPeaks(app core.App) {
	w := &peaksWorker{app: app, queue: make(chan string, 512), queued: map[string]bool{}}
	app.OnRecordAfterCreateSuccess("episodes").BindFunc(func(e *core.RecordEvent) error {
		w.enqueue(e.Record.Id)
		return e.Next()
	})
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		w.start()
		cronjob.Add(se.App, "selahPeaks", "*/10 * * * *", w.enqueueWaiting)
		return se.Next()
	})
	app.OnTerminate().BindFunc(func(e *core.TerminateEvent) error {
		w.stop()
		return e.Next()
	})
}

type peaksWorker struct {
	app    core.App
	queue  chan string
	mu     sync.Mutex
	queued map[string]bool // ids in the queue, so a re-scan adds no twin
	once   sync.Once
	cancel context.CancelFunc
	done   chan struct{}
}

func (w *peaksWorker) start() {
	w.once.Do(func() {
		ctx, cancel := context.WithCancel(context.Background())
		w.mu.Lock()
		w.cancel, w.done = cancel, make(chan struct{})
		w.mu.Unlock()
		go w.run(ctx)
		w.enqueueWaiting()
	})
}

// stop cancels the episode being decoded and waits for the worker to end,
// so nothing writes to a database that is closing.
func (w *peaksWorker) stop() {
	w.mu.Lock()
	cancel, done := w.cancel, w.done
	w.mu.Unlock()
	if cancel != nil {
		cancel()
		<-done
	}
}

// enqueue adds an episode without blocking; a full queue drops it, and the
// next re-scan brings it back.
func (w *peaksWorker) enqueue(id string) {
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

func (w *peaksWorker) enqueueWaiting() {
	var ids []string
	err := w.app.DB().Select("id").From("episodes").
		Where(dbx.HashExp{"peaksStatus": ""}).AndWhere(dbx.NewExp("audio != ''")).
		OrderBy("created ASC").Limit(int64(cap(w.queue))).Column(&ids)
	if err != nil {
		w.app.Logger().Warn("peaks: could not list waiting episodes", "error", err)
		return
	}
	for _, id := range ids {
		w.enqueue(id)
	}
}

func (w *peaksWorker) run(ctx context.Context) {
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
func (w *peaksWorker) compute(ctx context.Context, id string) {
	ep, err := w.app.FindRecordById("episodes", id)
	if err != nil || ep.GetString("peaksStatus") != "" || ep.GetString("audio") == "" {
		return // deleted meanwhile, or already done
	}
	format := audio.FormatOfName(ep.GetString("audio"))
	path, cleanup, err := localCopy(ctx, w.app, ep)
	var values []int
	if err == nil {
		values, err = peaks.FromFile(ctx, path, format)
		cleanup()
	}
	if ctx.Err() != nil {
		return // stopping: the episode stays waiting for the next start
	}
	status := peaksReady
	switch {
	case errors.Is(err, peaks.ErrUnsupported):
		status = peaksUnavailable
		w.app.Logger().Info("peaks: no decoder for this format here (install ffmpeg)", "episode", id, "format", string(format))
	case err != nil:
		status = peaksFailed
		w.app.Logger().Warn("peaks: could not decode", "episode", id, "error", err)
	}
	cols := dbx.Params{"peaksStatus": status, "peaks": nil}
	if values != nil {
		cols["peaks"] = types.JSONArray[int](values)
	}
	if _, err := w.app.DB().Update("episodes", cols, dbx.HashExp{"id": id}).Execute(); err != nil {
		w.app.Logger().Warn("peaks: could not save", "episode", id, "error", err)
	}
}

// localCopy is a path to the episode's audio on this machine: the stored
// file itself with local storage, a temporary copy with S3 (or a name
// the local filesystem would escape).
func localCopy(ctx context.Context, app core.App, ep *core.Record) (string, func(), error) {
	key := storage.Key(ep, ep.GetString("audio"))
	if path, ok := storage.LocalPath(app, key); ok && storage.IsLocal(app) {
		return path, func() {}, nil
	}
	fsys, err := app.NewFilesystem()
	if err != nil {
		return "", nil, err
	}
	defer fsys.Close()
	r, err := fsys.GetReader(key)
	if err != nil {
		return "", nil, err
	}
	defer r.Close()
	tmp, err := os.CreateTemp("", "selah-peaks-*")
	if err != nil {
		return "", nil, err
	}
	remove := func() { _ = os.Remove(tmp.Name()) }
	_, err = io.Copy(tmp, &ctxReader{ctx: ctx, r: r})
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		remove()
		return "", nil, err
	}
	return tmp.Name(), remove, nil
}

// ctxReader stops a copy when ctx ends.
type ctxReader struct {
	ctx context.Context
	r   io.Reader
}

func (c *ctxReader) Read(p []byte) (int, error) {
	if err := c.ctx.Err(); err != nil {
		return 0, err
	}
	return c.r.Read(p)
}
