package hooks_test

import (
	"os"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"

	"selah/internal/moderation"
	"selah/internal/storage"
	"selah/testutil"
)

// liveItem is an approved album of one episode, read fresh.
func liveItem(t *testing.T, app core.App) (media, ep *core.Record) {
	t.Helper()
	ep = testutil.CreateTuneEpisode(t, app, "live@example.com", "album", 30)
	media, err := app.FindRecordById("media", ep.GetString("media"))
	if err != nil {
		t.Fatal(err)
	}
	if err := moderation.SetStatus(app, media, moderation.Active, nil, ""); err != nil {
		t.Fatal(err)
	}
	media, _ = app.FindRecordById("media", media.Id)
	ep, _ = app.FindRecordById("episodes", ep.Id)
	return media, ep
}

// stored reports whether record's file name exists in local storage.
func stored(app core.App, record *core.Record, name string) bool {
	path, ok := storage.LocalPath(app, storage.Key(record, name))
	if !ok {
		return false
	}
	_, err := os.Stat(path)
	return err == nil
}

// A new cover and new audio of a live item wait in its revision as files
// of their own, the live files untouched; an approval copies them into the
// item and the episode (the old ones go), a rejection removes them.
func TestRevisionFilesWaitThenSwapIn(t *testing.T) {
	for _, approve := range []bool{true, false} {
		app := testutil.NewApp(t)
		media, ep := liveItem(t, app)
		oldAudio := ep.GetString("audio")

		cover, err := filesystem.NewFileFromBytes(pngBytes(), "new-cover.png")
		if err != nil {
			t.Fatal(err)
		}
		media.Set("coverArt", cover)
		if err := app.Save(media); err != nil {
			t.Fatal(err)
		}
		ep.Set("audio", testutil.TuneFile(t))
		ep.Set("title", "Retitled")
		if err := app.Save(ep); err != nil {
			t.Fatal(err)
		}
		media, _ = app.FindRecordById("media", media.Id)
		ep, _ = app.FindRecordById("episodes", ep.Id)
		if media.GetString("coverArt") != "" || ep.GetString("audio") != oldAudio || ep.GetString("title") == "Retitled" ||
			!stored(app, ep, oldAudio) || media.GetString("adminStatus") != moderation.Active {
			t.Fatalf("the live item changed before review: cover %q, audio %q, title %q, %s",
				media.GetString("coverArt"), ep.GetString("audio"), ep.GetString("title"), media.GetString("adminStatus"))
		}
		rev, err := moderation.RevisionOf(app, media.Id)
		if err != nil || rev == nil || len(rev.Fields) != 1 || rev.Fields[0] != "coverArt" || len(rev.Episodes) != 1 ||
			rev.Episodes[0].New || len(rev.Episodes[0].Fields) != 2 {
			t.Fatalf("revision: %+v (%v)", rev, err)
		}
		revRows, _ := app.FindAllRecords(moderation.RevisionsCollection)
		newAudio := ""
		for _, r := range revRows {
			if !stored(app, r, r.GetString("file")) {
				t.Fatalf("the revision's file %q is not stored", r.GetString("file"))
			}
			if r.GetString("episode") != "" {
				newAudio = r.GetString("file")
			}
		}

		status := moderation.Rejected
		if approve {
			status = moderation.Active
		}
		if err := moderation.SetStatus(app, media, status, nil, "Too quiet"); err != nil {
			t.Fatal(err)
		}
		media, _ = app.FindRecordById("media", media.Id)
		ep, _ = app.FindRecordById("episodes", ep.Id)
		if media.GetString("adminStatus") != moderation.Active {
			t.Fatalf("after the verdict the item is %s", media.GetString("adminStatus"))
		}
		if n, _ := app.CountRecords(moderation.RevisionsCollection); n != 0 {
			t.Fatalf("%d revision rows left", n)
		}
		if approve {
			if media.GetString("coverArt") == "" || !stored(app, media, media.GetString("coverArt")) ||
				ep.GetString("audio") != newAudio || !stored(app, ep, newAudio) || stored(app, ep, oldAudio) || ep.GetString("title") != "Retitled" {
				t.Fatalf("approved: cover %q, audio %q (want %q), title %q", media.GetString("coverArt"), ep.GetString("audio"), newAudio, ep.GetString("title"))
			}
		} else if media.GetString("coverArt") != "" || ep.GetString("audio") != oldAudio || !stored(app, ep, oldAudio) {
			t.Fatalf("rejected: cover %q, audio %q", media.GetString("coverArt"), ep.GetString("audio"))
		}
		app.Cleanup()
	}
}

// pngBytes is a 1x1 PNG.
func pngBytes() []byte {
	return []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x06\x00\x00\x00\x1f\x15\xc4\x89" +
		"\x00\x00\x00\rIDATx\x9cc\xf8\x0f\x00\x00\x01\x01\x00\x05\x18\xd8N\x00\x00\x00\x00IEND\xaeB`\x82")
}
