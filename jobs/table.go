package jobs

import (
	"fmt"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"selah/internal/follows"
	"selah/internal/importfeed"
	"selah/internal/listening"
	"selah/internal/moderation"
	"selah/internal/publicurl"
	"selah/internal/renditions"
	"selah/internal/resumable"
	"selah/internal/services"
	"selah/internal/visibility"
)

// Job is one background job or schedule of the app: every one is listed in
// Table and started from it, in one of two styles.
//
//   - A cron job (Cron set) runs Run on PocketBase's cron, through
//     internal/cronjob: it never starts once the app began to terminate, and
//     termination waits for a run in flight. AtStart runs it once more when
//     the app starts serving, after every other serve hook.
//   - A worker (Start set) is a goroutine of its own, started when the app
//     serves and stopped (and awaited) when it terminates; Every says when
//     it looks for work.
type Job struct {
	Name    string        // the cron id, or the worker's name in logs
	Cron    string        // a cron expression (cron jobs)
	AtStart bool          // also run once when the app starts serving (cron jobs)
	Every   time.Duration // how often a worker looks unasked; 0: only when woken
	Woken   string        // what wakes a worker ("" if nothing)
	Does    string        // what it does, in a line
	Stops   string        // how it stops

	Run   func()             // cron jobs: one run
	Start func(core.App)     // workers: start (the serving app)
	Stop  func()             // workers: stop and wait
	bind  func(app core.App) // extra hooks that feed the job (wake it)
}

// cronStop is how every cron job stops.
const cronStop = "removed from the cron on terminate; a run in flight is awaited (internal/cronjob)"

// Table is every background job of app, in start order (workers stop in
// the reverse order: the rendition worker feeds the waveform worker).
func Table(app core.App, svc *services.Services) []Job {
	return []Job{
		{
			Name: "selahWaveforms", Woken: "a new episode or a stored rendition",
			Does:  "draws each episode's waveform (internal/waveforms), one at a time, from a bounded queue",
			Stops: "the episode being decoded is cancelled; the worker is awaited",
			Start: func(core.App) { svc.Peaks.Start() }, Stop: svc.Peaks.Stop,
			bind: func(app core.App) {
				// A new episode is queued when its transaction commits (never
				// on a rollback), and bound before serve so an episode saved
				// before the worker starts is queued too.
				app.OnRecordAfterCreateSuccess("episodes").BindFunc(func(e *core.RecordEvent) error {
					svc.Peaks.Enqueue(e.Record.Id)
					svc.Renditions.Wake()
					return e.Next()
				})
			},
		},
		{
			Name: "selahPeaks", Cron: "*/10 * * * *",
			Does:  "queues again the episodes still waiting for a waveform (a full queue, a crash)",
			Stops: cronStop, Run: svc.Peaks.EnqueueWaiting,
		},
		{
			Name: "selahRenditions", Every: renditions.RescanEvery, Woken: "a new episode or a retry (POST .../processing/retry)",
			Does:  "renders each pending episode's streaming rendition with ffmpeg (internal/renditions), oldest first; not started without ffmpeg, nor in test apps (Hold)",
			Stops: "the render in flight is cancelled (its episode stays pending); the worker is awaited",
			Start: func(app core.App) { startRenditions(app, svc.Renditions) }, Stop: svc.Renditions.Stop,
		},
		{
			Name:  "selahStorageSweep",
			Does:  "once at start, after a run that did not stop cleanly: removes stored files no record names (internal/storage)",
			Stops: "a sweep in flight is cancelled and awaited; the running marker is removed",
			Start: func(core.App) { svc.Sweep.Start() }, Stop: svc.Sweep.Stop,
		},
		{
			Name: "selahFollowNotices", Every: follows.PollEvery, Woken: "an approval (a media record turning active)",
			Does:  "sends followers' new-item emails from the outbox, retrying failures at 1, 4, 16, 64 minutes (internal/follows)",
			Stops: "the email in flight is finished; the sender is awaited",
			Start: func(core.App) { svc.Notices.Start() }, Stop: svc.Notices.Stop,
			bind: func(app core.App) {
				// An approval commits its followers' notices with it
				// (hooks/moderation.go): the sender looks at once.
				app.OnRecordAfterUpdateSuccess("media").BindFunc(func(e *core.RecordEvent) error {
					if visibility.Approved(e.Record) {
						svc.Notices.Wake()
					}
					return e.Next()
				})
			},
		},
		{
			Name: "selahImports", Every: importfeed.PollEvery, Woken: "a new import (POST /api/media/import-feed)",
			Does:  "imports podcasts from other hosts' feeds (internal/importfeed): the feed, then each episode's audio, one step at a time, the imports taking turns; resumes what a stop or a crash interrupted",
			Stops: "the download in flight is cancelled (its episode waits for the next start); the worker is awaited",
			Start: func(core.App) { svc.Imports.Start() }, Stop: svc.Imports.Stop,
		},
		{
			Name: "selahRelease", Cron: "* * * * *", AtStart: true,
			Does:  "releases each scheduled item whose release time has come, at that minute or, after downtime, at start (moderation.ReleaseDue): it turns active with an approval's effects (episodes, history, followers' emails)",
			Stops: cronStop, Run: func() { releaseDue(app, time.Now()) },
		},
		{
			Name: "selahGuestSweep", Cron: "17 * * * *",
			Does:  fmt.Sprintf("deletes guests' listens and positions untouched for %d h (listening.GuestKeep)", int(listening.GuestKeep.Hours())),
			Stops: cronStop, Run: func() { sweepGuests(app) },
		},
		{
			Name: "selahUploadsSweep", Cron: "*/10 * * * *", AtStart: true,
			Does:  fmt.Sprintf("removes tus uploads older than %d h, files no row claims and rows whose file never came (internal/resumable)", int(resumable.Expiry.Hours())),
			Stops: cronStop, Run: func() { sweepUploads(app) },
		},
		{
			Name: dbOptimizeJob, Cron: "0 0 * * *",
			Does:  "replaces PocketBase's nightly job: a PASSIVE WAL checkpoint of both databases, then PRAGMA optimize",
			Stops: cronStop, Run: func() { nightlyCheckpoint(app) },
		},
	}
}

// releaseDue is the release job's run at now.
func releaseDue(app core.App, now time.Time) {
	if n, err := moderation.ReleaseDue(app, now, publicurl.OrDefault(app)); err != nil {
		app.Logger().Error("could not release scheduled media", "error", err)
	} else if n > 0 {
		app.Logger().Info("released scheduled media", "items", n)
	}
}

func sweepGuests(app core.App) {
	if n, err := listening.SweepGuests(app, time.Now()); err != nil {
		app.Logger().Error("could not sweep guests' listening rows", "error", err)
	} else if n > 0 {
		app.Logger().Info("swept guests' listening rows", "rows", n)
	}
}

// sweepUploads removes expired and orphaned uploads, and logs what went.
func sweepUploads(app core.App) {
	res, err := resumable.Sweep(app, time.Now())
	if err != nil {
		app.Logger().Error("upload sweep failed", "error", err)
		return
	}
	if res != (resumable.SweepResult{}) {
		app.Logger().Info("upload sweep", "expired", res.Expired, "orphanFiles", res.Orphans, "strandedRows", res.Stranded)
	}
}
