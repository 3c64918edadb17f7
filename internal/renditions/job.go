package renditions

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"selah/internal/storage"
	"selah/internal/transcode"
)

// MaxAttempts is how many times a job may start without ending: a job that
// never ends took the server down with it (a crash, an out-of-memory kill),
// and after the third such start the episode is failed rather than
// rendered (and crashed on) again at every start.
const MaxAttempts = 3

// AbandonedSentence is the creator's sentence for an episode whose job
// never ended MaxAttempts times.
const AbandonedSentence = "Processing this audio stopped three times without finishing. " +
	"Try again, or upload the recording again in another format (MP3, WAV or FLAC)."

// outcome is what became of one job.
type outcome int

const (
	finished      outcome = iota // done, failed, or taken over by another change
	retryLater                   // an error of ours: still pending, tried at the next pass
	engineMissing                // ffmpeg is gone: still pending
	stopping                     // the worker is stopping: still pending
)

// progressEvery spaces the writes of a job's progress.
const progressEvery = time.Second

// tempDirName is the folder, in the data dir, where renditions are written
// before they are stored; emptied at every start (what a crash left there
// is garbage), and on the same file system as local storage, so storing a
// rendition is a rename.
const tempDirName = "renditions_tmp"

// ClearTemp removes what an earlier run left half-written.
func ClearTemp(app core.App) error {
	return os.RemoveAll(filepath.Join(app.DataDir(), tempDirName))
}

// process runs the job of one waiting episode.
func (w *Worker) process(ctx context.Context, render Render, id string) outcome {
	app := w.app
	// Counted before the work, so a job that takes the server down is
	// counted; undone when the job ends without rendering for a reason
	// that is not the audio's (stopping, an error of ours).
	started, err := w.begin(id)
	if err != nil {
		app.Logger().Warn("renditions: could not start a job", "episode", id, "error", err)
		return retryLater
	}
	if !started {
		return finished // failed at the attempts cap, or no longer waiting
	}
	undo := func() {
		if _, err := app.DB().NewQuery("UPDATE episodes SET processingAttempts = MAX(processingAttempts - 1, 0), " +
			"processingProgress = 0 WHERE id = {:id}").Bind(dbx.Params{"id": id}).Execute(); err != nil {
			app.Logger().Warn("renditions: could not undo an attempt", "episode", id, "error", err)
		}
	}

	ep, err := app.FindRecordById("episodes", id)
	if err != nil {
		return finished // deleted meanwhile
	}
	audio := ep.GetString("audio")
	kind := transcode.Speech
	if media, err := app.FindRecordById("media", ep.GetString("media")); err == nil {
		kind = transcode.KindOf(media.GetString("type"))
	}

	res, out, cleanup, err := w.render(ctx, render, ep, kind)
	defer cleanup()
	var failure *transcode.Failure
	switch {
	case ctx.Err() != nil:
		undo()
		return stopping
	case errors.Is(err, transcode.ErrMissing):
		undo()
		return engineMissing
	case errors.As(err, &failure):
		app.Logger().Warn("renditions: the audio could not be rendered", "episode", id, "detail", failure.Detail)
		w.fail(id, audio, failure.Sentence)
		return finished
	case err != nil:
		undo()
		app.Logger().Warn("renditions: job failed, will retry", "episode", id, "error", err)
		return retryLater
	}
	if err := w.store(ep, audio, out, res); err != nil {
		undo()
		app.Logger().Warn("renditions: could not store the rendition, will retry", "episode", id, "error", err)
		return retryLater
	}
	return finished
}

// begin counts an attempt of a waiting episode, or fails it when its jobs
// already started MaxAttempts times: each one statement, so a change to the
// episode in between is never overwritten. started is false when the
// episode is no longer waiting or was failed here.
func (w *Worker) begin(id string) (started bool, err error) {
	db := w.app.DB()
	res, err := db.NewQuery("UPDATE episodes SET processing = {:failed}, processingError = {:sentence}, " +
		"processingProgress = 0 WHERE id = {:id} AND processing = {:pending} AND processingAttempts >= {:max}").
		Bind(dbx.Params{"failed": Failed, "sentence": AbandonedSentence, "id": id, "pending": Pending, "max": MaxAttempts}).
		Execute()
	if err != nil {
		return false, err
	}
	if n, _ := res.RowsAffected(); n > 0 {
		w.app.Logger().Warn("renditions: abandoned after repeated crashes", "episode", id, "attempts", MaxAttempts)
		return false, nil
	}
	res, err = db.NewQuery("UPDATE episodes SET processingAttempts = processingAttempts + 1, processingProgress = 0 " +
		"WHERE id = {:id} AND processing = {:pending}").Bind(dbx.Params{"id": id, "pending": Pending}).Execute()
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n > 0, err
}

// render makes the rendition in a fresh folder under the data dir; cleanup
// removes that folder and any local copy of the original.
func (w *Worker) render(ctx context.Context, render Render, ep *core.Record, kind transcode.Kind) (
	res transcode.Result, out string, cleanup func(), err error) {
	var cleanups []func()
	cleanup = func() {
		for i := len(cleanups) - 1; i >= 0; i-- {
			cleanups[i]()
		}
	}
	tempRoot := filepath.Join(w.app.DataDir(), tempDirName)
	if err := os.MkdirAll(tempRoot, 0o755); err != nil {
		return res, "", cleanup, err
	}
	dir, err := os.MkdirTemp(tempRoot, "job-*")
	if err != nil {
		return res, "", cleanup, err
	}
	cleanups = append(cleanups, func() { _ = os.RemoveAll(dir) })
	in, removeCopy, err := storage.LocalCopy(ctx, w.app, ep, ep.GetString("audio"))
	if err != nil {
		return res, "", cleanup, err
	}
	cleanups = append(cleanups, removeCopy)
	out = filepath.Join(dir, "rendition.mp3")
	res, err = render(ctx, in, out, kind, ep.GetFloat("duration"), w.progress(ep.Id, ep.GetString("audio")))
	return res, out, cleanup, err
}

// progress writes a job's progress (0..99; 100 is done's) at most once a
// second, and only when the whole percent moved.
func (w *Worker) progress(id, audio string) func(float64) {
	var mu sync.Mutex
	var last time.Time
	lastPercent := 0
	return func(fraction float64) {
		percent := int(min(max(fraction, 0), 1) * 100)
		percent = min(percent, 99)
		mu.Lock()
		defer mu.Unlock()
		if percent <= lastPercent || time.Since(last) < progressEvery {
			return
		}
		last, lastPercent = time.Now(), percent
		if _, err := w.app.DB().Update("episodes", dbx.Params{"processingProgress": percent},
			dbx.HashExp{"id": id, "audio": audio, "processing": Pending}).Execute(); err != nil {
			w.app.Logger().Warn("renditions: could not save progress", "episode", id, "error", err)
		}
	}
}

// fail marks the episode failed with the creator's sentence, unless its
// audio changed or it stopped waiting meanwhile.
func (w *Worker) fail(id, audio, sentence string) {
	if _, err := w.app.DB().Update("episodes",
		dbx.Params{"processing": Failed, "processingError": sentence, "processingProgress": 0},
		dbx.HashExp{"id": id, "audio": audio, "processing": Pending}).Execute(); err != nil {
		w.app.Logger().Warn("renditions: could not save a failure", "episode", id, "error", err)
	}
}

// store puts the rendition into the episode's storage folder under a new
// name, then in one transaction reads the previous rendition and writes
// the new one, guarded on the audio that was rendered and on the episode
// still waiting. When the guard fails (the audio was replaced, the episode
// deleted or reset meanwhile) the new file is removed; when it holds, the
// previous rendition's file is, after the commit.
func (w *Worker) store(ep *core.Record, audio, out string, res transcode.Result) error {
	app := w.app
	name := newFileName()
	if err := w.put(ep, name, out); err != nil {
		w.remove(ep, name)
		return err
	}
	loudness, err := types.ParseJSONRaw(Loudness{Input: res.Input.Integrated, Output: res.Output.Integrated,
		InputTruePeak: res.Input.TruePeak, OutputTruePeak: res.Output.TruePeak})
	if err != nil {
		w.remove(ep, name)
		return err
	}
	var previous string
	stored := false
	err = app.RunInTransaction(func(tx core.App) error {
		if err := tx.DB().Select("rendition").From("episodes").Where(dbx.HashExp{"id": ep.Id}).Row(&previous); err != nil {
			return nil // deleted meanwhile
		}
		r, err := tx.DB().Update("episodes", dbx.Params{
			"rendition": name, "processing": Done, "processingProgress": 100, "processingError": "",
			"renditionSize": res.Size, "renditionDuration": res.Duration, "renditionBitrate": res.Bitrate,
			"renditionHeaderSize": res.HeaderSize, "loudness": loudness,
			// The waveform is drawn again, from what listeners now hear.
			"peaksStatus": "", "peaks": nil,
		}, dbx.HashExp{"id": ep.Id, "audio": audio, "processing": Pending}).Execute()
		if err != nil {
			return err
		}
		n, err := r.RowsAffected()
		stored = n > 0
		return err
	})
	if err != nil || !stored {
		w.remove(ep, name)
		return err
	}
	if previous != "" && previous != name {
		w.remove(ep, previous)
	}
	if w.rendered != nil {
		w.rendered(ep.Id)
	}
	return nil
}
