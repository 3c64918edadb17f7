package waveforms_test

import (
	"os"
	"testing"
	"time"

	"github.com/pocketbase/dbx"

	"selah/internal/storage"
	"selah/internal/waveforms"
	"selah/testutil"
)

// An episode saved before the worker starts is found waiting at Start,
// decoded, and stored as ready with its peaks; Stop ends the worker.
func TestWorkerComputesWaitingEpisodes(t *testing.T) {
	app := testutil.NewApp(t)
	defer app.Cleanup()
	w := waveforms.New(app)
	w.Stop() // before Start: nothing to stop
	ep := testutil.CreateTuneEpisode(t, app, "creator@example.com", "album", 0)
	w.Start()
	w.Start() // once
	defer w.Stop()
	deadline := time.Now().Add(20 * time.Second)
	for {
		got, err := app.FindRecordById("episodes", ep.Id)
		if err != nil {
			t.Fatal(err)
		}
		if s := got.GetString("peaksStatus"); s != "" {
			if s != waveforms.Ready {
				t.Fatalf("peaksStatus %q, want %q", s, waveforms.Ready)
			}
			var values []int
			if err := got.UnmarshalJSONField("peaks", &values); err != nil || len(values) == 0 {
				t.Fatalf("no peaks stored (%v)", err)
			}
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the episode's waveform was never computed")
		}
		time.Sleep(20 * time.Millisecond)
	}
	w.Stop()
	w.Enqueue(ep.Id) // after Stop: queued, never decoded, never blocks
}

// Once an episode's rendition is done, its waveform is drawn from the
// rendition, not the upload: here a rendition that cannot be decoded fails
// where the upload (a good WAV) would be ready.
func TestWorkerDrawsTheRendition(t *testing.T) {
	app := testutil.NewApp(t)
	defer app.Cleanup()
	ep := testutil.CreateTuneEpisode(t, app, "creator@example.com", "album", 0)
	name := "rendition_abcdefghij.mp3"
	path, _ := storage.LocalPath(app, storage.Key(ep, name))
	if err := os.WriteFile(path, []byte("not an MP3 at all"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := app.DB().Update("episodes", dbx.Params{"rendition": name, "processing": "done"},
		dbx.HashExp{"id": ep.Id}).Execute(); err != nil {
		t.Fatal(err)
	}
	w := waveforms.New(app)
	w.Start()
	defer w.Stop()
	deadline := time.Now().Add(20 * time.Second)
	for {
		got, err := app.FindRecordById("episodes", ep.Id)
		if err != nil {
			t.Fatal(err)
		}
		if s := got.GetString("peaksStatus"); s != "" {
			if s != waveforms.Failed {
				t.Fatalf("peaksStatus %q, want %q: the upload was decoded, not the rendition", s, waveforms.Failed)
			}
			return
		}
		if time.Now().After(deadline) {
			t.Fatal("the episode's waveform was never computed")
		}
		time.Sleep(20 * time.Millisecond)
	}
}
