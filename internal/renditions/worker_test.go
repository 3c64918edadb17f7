package renditions_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"selah/internal/renditions"
	"selah/internal/services"
	"selah/internal/storage"
	"selah/internal/transcode"
	"selah/testutil"
)

// fakeEngine stands in for ffmpeg: each call is recorded; then is what
// the call does (nil: write a small "rendition" and succeed).
type fakeEngine struct {
	mu    sync.Mutex
	calls []fakeCall
	then  func(ctx context.Context, call int, progress func(float64)) (transcode.Result, error)
}

type fakeCall struct {
	in   string // the local copy's path (its name is the stored audio's)
	kind transcode.Kind
}

var fakeResult = transcode.Result{
	Input:    transcode.Loudness{Integrated: -23.5, TruePeak: -3.2},
	Output:   transcode.Loudness{Integrated: -16.1, TruePeak: -1.4},
	Duration: 12.25, Size: int64(len(renditionBytes)), Bitrate: 128000, HeaderSize: 45,
}

const renditionBytes = "ID3 rendition bytes"

func (f *fakeEngine) render(ctx context.Context, in, out string, kind transcode.Kind, _ float64, progress func(float64)) (transcode.Result, error) {
	f.mu.Lock()
	f.calls = append(f.calls, fakeCall{in: in, kind: kind})
	n := len(f.calls)
	then := f.then
	f.mu.Unlock()
	if then != nil {
		res, err := then(ctx, n, progress)
		if err != nil {
			return res, err
		}
	}
	return fakeResult, os.WriteFile(out, []byte(renditionBytes), 0o644)
}

func (f *fakeEngine) count() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return len(f.calls)
}

func (f *fakeEngine) call(i int) fakeCall {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.calls[i]
}

// newEpisode saves a media item of kind and one episode with a WAV tune
// as its audio, through PocketBase's file field (so with its hooks).
func newEpisode(t *testing.T, app core.App, kind string) *core.Record {
	t.Helper()
	return testutil.CreateTuneEpisode(t, app, "creator-"+kind+"@example.com", kind, 12)
}

// waitFor polls the episode until ok says it is as expected.
func waitFor(t *testing.T, app core.App, id, what string, ok func(ep *core.Record) bool) *core.Record {
	t.Helper()
	deadline := time.Now().Add(15 * time.Second)
	for {
		ep, err := app.FindRecordById("episodes", id)
		if err == nil && ok(ep) {
			return ep
		}
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for the episode to be %s (last: %v)", what, ep)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func processing(state string) func(*core.Record) bool {
	return func(ep *core.Record) bool { return ep.GetString("processing") == state }
}

// storedNames lists the files in the episode's storage folder.
func storedNames(t *testing.T, app core.App, ep *core.Record) []string {
	t.Helper()
	dir, _ := storage.RecordDir(app, ep)
	entries, err := os.ReadDir(dir)
	if err != nil && !os.IsNotExist(err) {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), storage.AttrsExt) {
			names = append(names, e.Name())
		}
	}
	return names
}

func startWorker(t *testing.T, app *tests.TestApp, f *fakeEngine) *renditions.Worker {
	t.Helper()
	w := services.Of(app).Renditions
	if w == nil {
		t.Fatal("the app has no rendition worker")
	}
	w.Start(f.render)
	t.Cleanup(w.Stop)
	return w
}

// A waiting episode is rendered: the rendition is stored in the episode's
// folder under a new name and the episode is done, with the measurements
// and the waveform reset. A second run (a retry) replaces the rendition and
// removes the first one's file.
func TestWorkerRendersWaitingEpisodes(t *testing.T) {
	app := testutil.NewApp(t)
	defer app.Cleanup()
	ep := newEpisode(t, app, "album")
	if got := ep.GetString("processing"); got != renditions.Pending {
		t.Fatalf("a new episode is %q, want pending", got)
	}
	if _, err := app.DB().Update("episodes", dbx.Params{"peaksStatus": "ready"}, dbx.HashExp{"id": ep.Id}).Execute(); err != nil {
		t.Fatal(err)
	}
	f := &fakeEngine{}
	startWorker(t, app, f)
	done := waitFor(t, app, ep.Id, "done", processing(renditions.Done))

	first := done.GetString("rendition")
	if !strings.HasPrefix(first, "rendition_") || !strings.HasSuffix(first, ".mp3") {
		t.Fatalf("rendition name %q", first)
	}
	if f.call(0).kind != transcode.Music {
		t.Errorf("an album track was rendered as %v, want music", f.call(0).kind)
	}
	if filepath.Base(f.call(0).in) != ep.GetString("audio") {
		t.Errorf("rendered %s, want the stored audio %s", f.call(0).in, ep.GetString("audio"))
	}
	path, _ := storage.LocalPath(app, storage.Key(done, first))
	if b, err := os.ReadFile(path); err != nil || string(b) != renditionBytes {
		t.Fatalf("stored rendition %q (%v)", b, err)
	}
	for col, want := range map[string]float64{"processingProgress": 100, "processingAttempts": 1,
		"renditionSize": float64(len(renditionBytes)), "renditionDuration": 12.25, "renditionBitrate": 128000, "renditionHeaderSize": 45} {
		if got := done.GetFloat(col); got != want {
			t.Errorf("%s = %v, want %v", col, got, want)
		}
	}
	if l := renditions.MeasuredLoudness(done); l == nil || *l != (renditions.Loudness{Input: -23.5, Output: -16.1, InputTruePeak: -3.2, OutputTruePeak: -1.4}) {
		t.Errorf("loudness %+v", l)
	}
	if done.GetString("peaksStatus") != "" {
		t.Errorf("the waveform was not reset for the rendition: %q", done.GetString("peaksStatus"))
	}
	served := renditions.Served(done)
	if !served.Rendition || served.Name != first || served.Bitrate != 128000 || served.Size != int64(len(renditionBytes)) {
		t.Errorf("served %+v", served)
	}

	// A retry renders again; the new rendition replaces the old file.
	if _, err := app.DB().Update("episodes", dbx.Params{"processing": renditions.Pending},
		dbx.HashExp{"id": ep.Id}).Execute(); err != nil {
		t.Fatal(err)
	}
	services.Of(app).Renditions.Wake()
	again := waitFor(t, app, ep.Id, "done again", func(r *core.Record) bool {
		return r.GetString("processing") == renditions.Done && r.GetString("rendition") != first
	})
	names := storedNames(t, app, again)
	if len(names) != 2 || !contains(names, again.GetString("audio")) || !contains(names, again.GetString("rendition")) {
		t.Errorf("stored files %v, want the audio and the new rendition only", names)
	}
	tmp, _ := os.ReadDir(filepath.Join(app.DataDir(), "renditions_tmp"))
	if len(tmp) != 0 {
		t.Errorf("left in the temporary folder: %v", tmp)
	}
}

func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}

// Audio the engine refuses ends failed with the engine's sentence; the
// original stays what is served. Speech kinds are rendered as speech.
func TestWorkerFailureIsFailedWithSentence(t *testing.T) {
	app := testutil.NewApp(t)
	defer app.Cleanup()
	ep := newEpisode(t, app, "sermon")
	f := &fakeEngine{then: func(context.Context, int, func(float64)) (transcode.Result, error) {
		return transcode.Result{}, &transcode.Failure{Sentence: "This file is not audio ffmpeg can read.", Detail: "Invalid data"}
	}}
	startWorker(t, app, f)
	failed := waitFor(t, app, ep.Id, "failed", processing(renditions.Failed))
	if got := failed.GetString("processingError"); got != "This file is not audio ffmpeg can read." {
		t.Errorf("processingError %q", got)
	}
	if f.call(0).kind != transcode.Speech {
		t.Errorf("a sermon was rendered as %v, want speech", f.call(0).kind)
	}
	if s := renditions.Served(failed); s.Rendition || s.Name != ep.GetString("audio") {
		t.Errorf("a failed episode serves %+v, want its audio", s)
	}
	if names := storedNames(t, app, failed); len(names) != 1 {
		t.Errorf("stored files %v, want the audio only", names)
	}
}

// Without ffmpeg (ErrMissing) the episode stays pending, its attempt is
// not counted, and the worker stops asking until a restart.
func TestWorkerWithoutFFmpegLeavesEpisodesPending(t *testing.T) {
	app := testutil.NewApp(t)
	defer app.Cleanup()
	ep := newEpisode(t, app, "podcast")
	f := &fakeEngine{then: func(context.Context, int, func(float64)) (transcode.Result, error) {
		return transcode.Result{}, transcode.ErrMissing
	}}
	startWorker(t, app, f)
	waitFor(t, app, ep.Id, "tried", func(*core.Record) bool { return f.count() == 1 })
	services.Of(app).Renditions.Wake()
	second := newEpisode(t, app, "album")
	services.Of(app).Renditions.Wake()
	// The worker is idle for good: give it the chance to misbehave by
	// stopping it (Stop waits for its goroutine), then look.
	services.Of(app).Renditions.Stop()
	if n := f.count(); n != 1 {
		t.Errorf("ffmpeg was asked %d times, want once", n)
	}
	for _, id := range []string{ep.Id, second.Id} {
		got, _ := app.FindRecordById("episodes", id)
		if got.GetString("processing") != renditions.Pending || got.GetInt("processingAttempts") != 0 {
			t.Errorf("episode %s: %q with %d attempts, want pending with 0", id, got.GetString("processing"), got.GetInt("processingAttempts"))
		}
	}
}

// An episode whose jobs started MaxAttempts times without ending (the
// server died each time) is failed with a sentence, not rendered again.
func TestWorkerAbandonsAfterRepeatedCrashes(t *testing.T) {
	app := testutil.NewApp(t)
	defer app.Cleanup()
	ep := newEpisode(t, app, "album")
	if _, err := app.DB().Update("episodes", dbx.Params{"processingAttempts": renditions.MaxAttempts},
		dbx.HashExp{"id": ep.Id}).Execute(); err != nil {
		t.Fatal(err)
	}
	f := &fakeEngine{}
	startWorker(t, app, f)
	failed := waitFor(t, app, ep.Id, "failed", processing(renditions.Failed))
	if failed.GetString("processingError") != renditions.AbandonedSentence {
		t.Errorf("processingError %q", failed.GetString("processingError"))
	}
	if f.count() != 0 {
		t.Errorf("rendered %d times, want never", f.count())
	}
}

// Audio replaced while its rendition is made: the finished rendition does
// not land (its file is removed) and the episode, pending for its new
// audio, is rendered from that.
func TestWorkerAudioReplacedMidJob(t *testing.T) {
	app := testutil.NewApp(t)
	defer app.Cleanup()
	ep := newEpisode(t, app, "album")
	started, release := make(chan struct{}), make(chan struct{})
	f := &fakeEngine{then: func(_ context.Context, call int, _ func(float64)) (transcode.Result, error) {
		if call == 1 {
			close(started)
			<-release
		}
		return transcode.Result{}, nil
	}}
	startWorker(t, app, f)
	<-started
	fresh, _ := app.FindRecordById("episodes", ep.Id)
	oldAudio := fresh.GetString("audio")
	fresh.Set("audio", testutil.TuneFile(t))
	if err := app.Save(fresh); err != nil {
		t.Fatal(err)
	}
	newAudio := fresh.GetString("audio")
	close(release)
	done := waitFor(t, app, ep.Id, "done with the new audio", processing(renditions.Done))
	if f.count() != 2 || filepath.Base(f.call(1).in) != newAudio || filepath.Base(f.call(0).in) != oldAudio {
		t.Fatalf("renders %+v, want the old audio then the new %s", f.calls, newAudio)
	}
	names := storedNames(t, app, done)
	if len(names) != 2 || !contains(names, newAudio) || !contains(names, done.GetString("rendition")) {
		t.Errorf("stored files %v, want the new audio and its rendition only", names)
	}
}

// Stopping the worker cancels the job: the episode stays pending, its
// attempt uncounted, for the next start; nothing is left in the temporary
// folder. Progress is written while the job runs.
func TestWorkerStopLeavesEpisodePending(t *testing.T) {
	app := testutil.NewApp(t)
	defer app.Cleanup()
	ep := newEpisode(t, app, "album")
	f := &fakeEngine{then: func(ctx context.Context, _ int, progress func(float64)) (transcode.Result, error) {
		progress(0.42)
		<-ctx.Done()
		return transcode.Result{}, ctx.Err()
	}}
	w := startWorker(t, app, f)
	waitFor(t, app, ep.Id, "at 42%", func(r *core.Record) bool { return r.GetInt("processingProgress") == 42 })
	w.Stop()
	got, _ := app.FindRecordById("episodes", ep.Id)
	if got.GetString("processing") != renditions.Pending || got.GetInt("processingAttempts") != 0 || got.GetInt("processingProgress") != 0 {
		t.Errorf("after a stop: %q, %d attempts, %d%%; want pending, 0, 0",
			got.GetString("processing"), got.GetInt("processingAttempts"), got.GetInt("processingProgress"))
	}
	tmp, _ := os.ReadDir(filepath.Join(app.DataDir(), "renditions_tmp"))
	if len(tmp) != 0 {
		t.Errorf("left in the temporary folder: %v", tmp)
	}
}

// An error of ours (disk, S3) leaves the episode pending and uncounted,
// and the worker does not spin on it: it is tried again on the next look.
func TestWorkerOwnErrorRetriesLater(t *testing.T) {
	app := testutil.NewApp(t)
	defer app.Cleanup()
	ep := newEpisode(t, app, "album")
	f := &fakeEngine{then: func(_ context.Context, call int, _ func(float64)) (transcode.Result, error) {
		if call == 1 {
			return transcode.Result{}, errors.New("disk full")
		}
		return transcode.Result{}, nil
	}}
	startWorker(t, app, f)
	waitFor(t, app, ep.Id, "tried", func(*core.Record) bool { return f.count() == 1 })
	got := waitFor(t, app, ep.Id, "uncounted", func(r *core.Record) bool { return r.GetInt("processingAttempts") == 0 })
	if got.GetString("processing") != renditions.Pending {
		t.Fatalf("after an error of ours: %q, want pending", got.GetString("processing"))
	}
	services.Of(app).Renditions.Wake()
	waitFor(t, app, ep.Id, "done on the next look", processing(renditions.Done))
	if f.count() != 2 {
		t.Errorf("rendered %d times, want twice", f.count())
	}
}
