// Package jobs starts and stops every background job and schedule of the
// app, from one table (Table, table.go): the waveform and rendition
// workers, the storage sweep after a crash, the sender of followers'
// new-item emails, the importer of other hosts' feeds, and the cron jobs
// (waveforms re-queued, guests' rows and expired uploads swept, the
// nightly checkpoint). main.go and the test apps call RegisterWith beside
// hooks and routes, so tests run the jobs the binary runs (test apps hold
// the rendition worker: renditions.Worker.Hold). The workers are built
// once per app in internal/services.
package jobs

import (
	"log/slog"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"

	"selah/internal/cronjob"
	"selah/internal/renditions"
	"selah/internal/services"
)

// Register is RegisterWith the app's services (services.Of), for tests
// that build their own app.
func Register(app core.App) { RegisterWith(app, services.Of(app)) }

// RegisterWith binds every job of Table to the app's life: cron jobs are
// put on its cron now (PocketBase starts the cron when the app serves);
// workers start on serve and stop, awaited, on terminate, after the HTTP
// server stopped, so none meets a closing database.
func RegisterWith(app core.App, svc *services.Services) {
	table := Table(app, svc)
	for _, j := range table {
		if j.bind != nil {
			j.bind(app)
		}
		if j.Cron != "" {
			cronjob.Add(app, j.Name, j.Cron, j.Run)
		}
	}
	app.OnServe().Bind(&hook.Handler[*core.ServeEvent]{
		Id: "selahJobsStart",
		// After the other serve hooks (priority 0: routes clear the upload
		// dir), before the server takes requests (PocketBase's final step
		// listens; a test scenario's runs its request).
		Priority: 900,
		Func: func(se *core.ServeEvent) error {
			for _, j := range table {
				if j.Start != nil {
					j.Start(se.App)
				}
			}
			for _, j := range table {
				if j.AtStart {
					j.Run()
				}
			}
			return se.Next()
		},
	})
	app.OnTerminate().Bind(&hook.Handler[*core.TerminateEvent]{
		Id: "selahJobsStop",
		// After PocketBase's graceful shutdown of the HTTP server
		// (priority 0): a request still in flight may wake a worker.
		Priority: 1000,
		Func: func(e *core.TerminateEvent) error {
			for i := len(table) - 1; i >= 0; i-- {
				if table[i].Stop != nil {
					table[i].Stop()
				}
			}
			return e.Next()
		},
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
	engine := w.FindEngine()
	if engine.Err != nil {
		app.Logger().Warn("audio processing unavailable: " + engine.Err.Error())
		return
	}
	app.Logger().Info("audio processing with ffmpeg", "version", engine.Tool.Version, "path", engine.Tool.FFmpeg)
	w.Start(engine.Tool.Render)
}

// nightlyCheckpoint is the nightly job's run (checkpoint.go).
func nightlyCheckpoint(app core.App) {
	if err := checkpoint(app); err != nil {
		app.Logger().Warn("Nightly checkpoint and optimize", slog.String("error", err.Error()))
	}
}
