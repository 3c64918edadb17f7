package storage_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"

	"selah/internal/storage"
	"selah/testutil"
)

// writeAt writes a file under dir (its folders made) last modified at at.
func writeAt(t *testing.T, dir, rel string, at time.Time) string {
	t.Helper()
	p := filepath.Join(dir, filepath.FromSlash(rel))
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	setTime(t, p, at)
	return p
}

func setTime(t *testing.T, p string, at time.Time) {
	t.Helper()
	if err := os.Chtimes(p, at, at); err != nil {
		t.Fatal(err)
	}
}

func recordDir(t *testing.T, app core.App, r *core.Record) string {
	t.Helper()
	dir, ok := storage.RecordDir(app, r)
	if !ok {
		t.Fatalf("no folder for %s", r.Id)
	}
	return dir
}

// A living record's folder keeps what its file fields name (audio,
// rendition, cover, with their attributes and thumbs); what none names
// and was last written before the cutoff goes: a rendition stored by a job
// that crashed before recording it, thumbs of a file that is gone, a lone
// attributes file. What is newer (a job's rendition stored and not yet
// recorded), or sits in a folder this run changed (audio renamed in for a
// save in flight, which keeps its older time), stays.
func TestStorageSweepRemovesFilesNoRecordNames(t *testing.T) {
	app := testutil.NewApp(t)
	defer app.Cleanup()
	old := time.Now().Add(-time.Hour)
	cutoff := time.Now().Add(-time.Minute)

	ep := testutil.CreateTuneEpisode(t, app, "sweep@example.com", "album", 0)
	epDir := recordDir(t, app, ep)
	// A rendition stored and recorded, as the worker does it.
	writeAt(t, epDir, "rendition_named0001.mp3", old)
	if _, err := app.DB().Update("episodes", dbx.Params{"rendition": "rendition_named0001.mp3"},
		dbx.HashExp{"id": ep.Id}).Execute(); err != nil {
		t.Fatal(err)
	}
	audio := filepath.Join(epDir, ep.GetString("audio"))
	setTime(t, audio, old)
	setTime(t, storage.AttrsPath(audio), old)
	orphan := writeAt(t, epDir, "rendition_crashed01.mp3", old)
	goneThumbs := filepath.Dir(writeAt(t, epDir, "thumbs_rendition_gone0001.mp3/100x100_rendition_gone0001.mp3", old))
	setTime(t, goneThumbs, old)
	loneAttrs := writeAt(t, epDir, storage.AttrsPath("audio_gone000001.wav"), old)
	fresh := writeAt(t, epDir, "rendition_justmade1.mp3", time.Now())
	// The folder's own time says nothing was added to it in this run (the
	// fresh file's time alone must keep it).
	setTime(t, epDir, old)

	// The media's cover and its thumbs.
	media, err := app.FindRecordById("media", ep.GetString("media"))
	if err != nil {
		t.Fatal(err)
	}
	f, err := filesystem.NewFileFromBytes(pngPixel, "cover.png")
	if err != nil {
		t.Fatal(err)
	}
	media.Set("coverArt", f)
	if err := app.Save(media); err != nil {
		t.Fatal(err)
	}
	mediaDir := recordDir(t, app, media)
	cover := filepath.Join(mediaDir, media.GetString("coverArt"))
	setTime(t, cover, old)
	setTime(t, storage.AttrsPath(cover), old)
	coverThumb := writeAt(t, mediaDir, "thumbs_"+media.GetString("coverArt")+"/150x150_"+media.GetString("coverArt"), old)
	setTime(t, filepath.Dir(coverThumb), old)
	setTime(t, mediaDir, old)

	// Another episode whose folder this run changed: audio renamed in
	// (older file time) for a save not yet committed.
	other := testutil.CreateTuneEpisode(t, app, "other@example.com", "album", 0)
	renamed := writeAt(t, recordDir(t, app, other), "audio_renamed0001.wav", old)

	n, err := storage.Sweep(context.Background(), app, cutoff)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{orphan, goneThumbs, loneAttrs} {
		if _, err := os.Stat(p); !os.IsNotExist(err) {
			t.Errorf("%s, which no record names, is still there (%v)", filepath.Base(p), err)
		}
	}
	for _, p := range []string{audio, storage.AttrsPath(audio), filepath.Join(epDir, "rendition_named0001.mp3"), fresh,
		cover, storage.AttrsPath(cover), coverThumb, renamed} {
		if _, err := os.Stat(p); err != nil {
			t.Errorf("the sweep removed %s: %v", filepath.Base(p), err)
		}
	}
	if n != 3 {
		t.Errorf("sweep removed %d, want 3", n)
	}
}
