package hooks_test

import (
	"os"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"selah/internal/moderation"
	"selah/internal/renditions"
	"selah/internal/storage"
	"selah/testutil"
)

// renderedEpisode saves an episode and then stores a "rendition" as the
// worker does: a file in the episode's folder and a column update. It
// returns the episode as read before the rendition was stored.
func renderedEpisode(t *testing.T, app core.App) (*core.Record, string) {
	t.Helper()
	ep := testutil.CreateTuneEpisode(t, app, "creator@example.com", "album", 0)
	if got := ep.GetString("processing"); got != renditions.Pending {
		t.Fatalf("a new episode is %q, want pending", got)
	}
	stale, err := app.FindRecordById("episodes", ep.Id) // read before the worker writes
	if err != nil {
		t.Fatal(err)
	}
	name := "rendition_abcdefghij.mp3"
	path, _ := storage.LocalPath(app, storage.Key(ep, name))
	if err := os.WriteFile(path, []byte("ID3"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := app.DB().Update("episodes", dbx.Params{"rendition": name, "processing": renditions.Done,
		"processingProgress": 100, "processingAttempts": 1, "renditionSize": 3, "loudness": `{"input":-20,"output":-16}`},
		dbx.HashExp{"id": ep.Id}).Execute(); err != nil {
		t.Fatal(err)
	}
	return stale, path
}

// A save of a record read before the worker stored its rendition (here a
// moderation decision, which saves every episode) keeps what the worker
// wrote: it neither writes back the old state nor lets PocketBase delete
// the rendition's file.
func TestRenditionsSurviveStaleSaves(t *testing.T) {
	app := testutil.NewApp(t)
	defer app.Cleanup()
	stale, path := renderedEpisode(t, app) // read before the "worker" wrote
	stale.Set("title", "Renamed")
	if err := app.Save(stale); err != nil {
		t.Fatal(err)
	}
	media, _ := app.FindRecordById("media", stale.GetString("media"))
	staff := testutil.CreateAdmin(t, app, "staff@example.com")
	if err := moderation.SetStatus(app, media, moderation.Active, staff, ""); err != nil {
		t.Fatal(err)
	}
	got, _ := app.FindRecordById("episodes", stale.Id)
	if got.GetString("processing") != renditions.Done || got.GetString("rendition") != "rendition_abcdefghij.mp3" ||
		got.GetInt("renditionSize") != 3 || got.GetInt("processingAttempts") != 1 || got.GetString("title") != "Renamed" {
		t.Errorf("after stale saves: %v", got)
	}
	if l := renditions.MeasuredLoudness(got); l == nil || l.Output != -16 {
		t.Errorf("loudness %v", l)
	}
	if _, err := os.Stat(path); err != nil {
		t.Errorf("the rendition's file is gone: %v", err)
	}
}

// A new audio file, however it is saved, discards the rendition (its
// file too) and waits for a new one.
func TestNewAudioResetsRendition(t *testing.T) {
	app := testutil.NewApp(t)
	defer app.Cleanup()
	stale, path := renderedEpisode(t, app)
	stale.Set("audio", testutil.TuneFile(t))
	if err := app.Save(stale); err != nil {
		t.Fatal(err)
	}
	got, _ := app.FindRecordById("episodes", stale.Id)
	if got.GetString("processing") != renditions.Pending || got.GetString("rendition") != "" ||
		got.GetInt("processingAttempts") != 0 || got.GetInt("processingProgress") != 0 ||
		got.GetInt("renditionSize") != 0 || renditions.MeasuredLoudness(got) != nil || got.GetString("loudness") != "null" && got.GetString("loudness") != "" {
		t.Errorf("after a new audio: %v", got)
	}
	if _, err := os.Stat(path); !os.IsNotExist(err) {
		t.Errorf("the old rendition's file is still there (%v)", err)
	}
}
