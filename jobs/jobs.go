// Package jobs starts and stops the app's background workers: the waveform
// worker (internal/waveforms), the rendition worker (internal/renditions),
// the storage sweep after a crash (internal/storage) and the sender of
// followers' new-item emails (internal/follows). main.go and the test apps
// call Register beside hooks.Register and routes.Register, so tests run the
// workers the binary runs (test apps hold the rendition worker: see
// renditions.Worker.Hold). The workers are built here, once per app, and
// live on no package variable.
package jobs

import (
	"github.com/pocketbase/pocketbase/core"

	"selah/internal/cronjob"
	"selah/internal/follows"
	"selah/internal/renditions"
	"selah/internal/storage"
	"selah/internal/visibility"
	"selah/internal/waveforms"
)

// Register builds the app's workers and binds them to its life: started on
// serve, stopped (and awaited) on terminate, so none meets a closing
// database.
func Register(app core.App) {
	peaks := waveforms.New(app)
	sweep := storage.NewSweeper(app)
	notices := follows.NewSender(app)
	// A stored rendition is what listeners hear: its waveform is drawn
	// again from it (the worker reset it in the same update).
	renders := renditions.New(app, peaks.Enqueue)
	registerCheckpoint(app)

	// A new episode is queued when its transaction commits (never on a
	// rollback). Bound here, not in hooks/: it is the worker's trigger, not
	// a rule on the save, and it is bound before serve so an episode saved
	// before the worker starts is queued too.
	app.OnRecordAfterCreateSuccess("episodes").BindFunc(func(e *core.RecordEvent) error {
		peaks.Enqueue(e.Record.Id)
		renders.Wake()
		return e.Next()
	})
	// An approval commits its followers' notices with it (hooks/moderation.go):
	// the sender looks at once rather than at its next poll.
	app.OnRecordAfterUpdateSuccess("media").BindFunc(func(e *core.RecordEvent) error {
		if visibility.Approved(e.Record) {
			notices.Wake()
		}
		return e.Next()
	})
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		peaks.Start()
		// Notices left waiting by the last run are sent now.
		notices.Start()
		// Episodes still waiting (a full queue, a crash) are queued again.
		cronjob.Add(se.App, "selahPeaks", "*/10 * * * *", peaks.EnqueueWaiting)
		sweep.Start()
		startRenditions(se.App, renders)
		return se.Next()
	})
	app.OnTerminate().BindFunc(func(e *core.TerminateEvent) error {
		renders.Stop()
		peaks.Stop()
		sweep.Stop()
		notices.Stop()
		return e.Next()
	})
}

// startRenditions starts the rendition worker with this machine's ffmpeg,
// and says once in the log whether audio is processed here. Without ffmpeg
// the worker does not run: episodes stay pending and the originals are
// served until a restart finds it. A held worker (test apps) is left to
// the test.
func startRenditions(app core.App, w *renditions.Worker) {
	if w.Held() {
		return
	}
	if err := renditions.ClearTemp(app); err != nil {
		app.Logger().Warn("renditions: could not clear the temporary folder", "error", err)
	}
	engine := renditions.FindEngine(app)
	if engine.Err != nil {
		app.Logger().Warn("audio processing unavailable: " + engine.Err.Error())
		return
	}
	app.Logger().Info("audio processing with ffmpeg", "version", engine.Tool.Version, "path", engine.Tool.FFmpeg)
	w.Start(engine.Tool.Render)
}
