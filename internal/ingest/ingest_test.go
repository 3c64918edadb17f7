package ingest

import (
	"bytes"
	"errors"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"selah/internal/audio"
	"selah/internal/storage"
	"selah/internal/upload"
	_ "selah/migrations" // the media and episodes collections
	"selah/testutil/migrated"
)

// newApp is a test app with our schema (no hooks: ingest needs none) and
// one user to own media.
func newApp(t *testing.T) (*tests.TestApp, *core.Record) {
	t.Helper()
	app, err := tests.NewTestApp(migrated.Dir(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(app.Cleanup)
	if !storage.IsLocal(app) {
		t.Fatal("a test app keeps files on S3")
	}
	users, err := app.FindCollectionByNameOrId("users")
	if err != nil {
		t.Fatal(err)
	}
	u := core.NewRecord(users)
	u.SetEmail("creator@example.com")
	u.SetPassword("correct-horse-1")
	u.SetVerified(true)
	u.Set("name", "Creator")
	u.Set("accountStatus", "active")
	if err := app.Save(u); err != nil {
		t.Fatal(err)
	}
	return app, u
}

// tempFile writes an upload's temporary file, where the upload routes keep
// them (the data dir's disk).
func tempFile(t *testing.T, app core.App, name string, data []byte) *upload.File {
	t.Helper()
	dir := filepath.Join(app.DataDir(), "uploads_tmp")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	f, err := os.CreateTemp(dir, "up-*")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.Write(data); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	head := data
	if len(head) > upload.SniffLen {
		head = head[:upload.SniffLen]
	}
	return &upload.File{Name: name, Path: f.Name(), Size: int64(len(data)), Head: head}
}

func cover(t *testing.T, app core.App) *upload.File {
	t.Helper()
	var b bytes.Buffer
	if err := png.Encode(&b, image.NewRGBA(image.Rect(0, 0, 4, 4))); err != nil {
		t.Fatal(err)
	}
	return tempFile(t, app, "My Cover.PNG", b.Bytes())
}

func episode(t *testing.T, app core.App, title, fileName, content string) Episode {
	t.Helper()
	return Episode{
		Title: title, Description: "about " + title, Lyrics: "la la",
		Audio: Audio{
			File: tempFile(t, app, fileName, []byte(content)),
			Info: audio.Info{Format: audio.MP3, Duration: 12.5, Bitrate: 128000, HeaderSize: 45},
		},
	}
}

func count(t *testing.T, app core.App, table string) int {
	t.Helper()
	var n int
	if err := app.DB().Select("COUNT(*)").From(table).Row(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

// recordFolders is how many record folders a collection has on disk.
func recordFolders(t *testing.T, app core.App, name string) int {
	t.Helper()
	coll, err := app.FindCollectionByNameOrId(name)
	if err != nil {
		t.Fatal(err)
	}
	folders, err := storage.RecordFolders(app, coll)
	if err != nil {
		t.Fatal(err)
	}
	return len(folders)
}

func podcast(user *core.Record, c *upload.File, eps ...Episode) Media {
	return Media{Artist: user.Id, Fields: map[string]any{"title": "Morning Psalms", "type": "podcast"}, Cover: c, Episodes: eps}
}

// Saving a media item writes the media and its episodes in order, each
// episode's measurements with it, and moves each audio file (not a copy)
// to where PocketBase's filesystem reads the episode's audio.
func TestSaveMediaWithEpisodes(t *testing.T) {
	app, user := newApp(t)
	eps := []Episode{
		episode(t, app, "Psalm 1", "psalm one.mp3", "first audio bytes"),
		episode(t, app, "Psalm 2", "Psalm Two.wav", "second audio bytes"),
	}
	var alsoRan bool
	mediaId, err := Save(app, podcast(user, cover(t, app), eps...), func(tx core.App) error {
		alsoRan = true
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if !alsoRan {
		t.Error("also was not run")
	}

	media, err := app.FindRecordById("media", mediaId)
	if err != nil {
		t.Fatal(err)
	}
	if media.GetString("artist") != user.Id || media.GetString("title") != "Morning Psalms" || media.GetString("type") != "podcast" {
		t.Errorf("media saved as artist %q, title %q, type %q", media.GetString("artist"), media.GetString("title"), media.GetString("type"))
	}
	if c := media.GetString("coverArt"); !strings.HasPrefix(c, "my_cover_") || !strings.HasSuffix(c, ".png") {
		t.Errorf("cover stored as %q, want my_cover_….png", c)
	}

	saved, err := app.FindRecordsByFilter("episodes", "media = {:m}", "position", 0, 0, dbx.Params{"m": mediaId})
	if err != nil {
		t.Fatal(err)
	}
	if len(saved) != 2 {
		t.Fatalf("%d episodes saved, want 2", len(saved))
	}
	contents := []string{"first audio bytes", "second audio bytes"}
	prefixes := []string{"psalm_one_", "psalm_two_"}
	for i, ep := range saved {
		if ep.GetInt("position") != i+1 || ep.GetString("title") != eps[i].Title ||
			ep.GetString("description") != eps[i].Description || ep.GetString("lyrics") != "la la" ||
			ep.GetFloat("duration") != 12.5 || ep.GetInt("bitrate") != 128000 || ep.GetInt("headerSize") != 45 {
			t.Errorf("episode %d saved as %v", i+1, ep.FieldsData())
		}
		name := ep.GetString("audio")
		// The extension is the measured format's, not the client's (.wav).
		if !strings.HasPrefix(name, prefixes[i]) || !strings.HasSuffix(name, ".mp3") {
			t.Errorf("episode %d audio named %q, want %s….mp3", i+1, name, prefixes[i])
		}
		path, ok := storage.LocalPath(app, storage.KeyOf(ep.Collection(), ep.Id, name))
		if !ok {
			t.Fatalf("no local path for episode %d's audio %q", i+1, name)
		}
		if b, err := os.ReadFile(path); err != nil || string(b) != contents[i] {
			t.Errorf("episode %d's audio is not at %s (%q, %v)", i+1, path, b, err)
		}
		if exists(eps[i].Audio.File.Path) {
			t.Errorf("episode %d's temporary file is still there: copied, not moved", i+1)
		}
	}
}

// When a step of the transaction fails nothing is left: no rows (also's
// writes are rolled back with the rest) and no audio moved into storage.
func TestSaveFailureLeavesNothing(t *testing.T) {
	t.Run("also fails", func(t *testing.T) {
		app, user := newApp(t)
		eps := []Episode{episode(t, app, "Psalm 1", "a.mp3", "one"), episode(t, app, "Psalm 2", "b.mp3", "two")}
		refused := errors.New("uploads already used")
		_, err := Save(app, podcast(user, cover(t, app), eps...), func(tx core.App) error {
			if _, err := tx.DB().Delete("users", dbx.HashExp{"id": user.Id}).Execute(); err != nil {
				return err
			}
			return refused
		})
		if !errors.Is(err, refused) {
			t.Fatalf("err %v, want also's", err)
		}
		if count(t, app, "users") != 1 {
			t.Error("also's write was not rolled back")
		}
		assertNothingSaved(t, app)
		// also runs first: nothing was moved, the temporary files are as they were.
		for i, ep := range eps {
			if !exists(ep.Audio.File.Path) {
				t.Errorf("episode %d's temporary file is gone", i+1)
			}
		}
	})

	t.Run("a later episode is invalid", func(t *testing.T) {
		app, user := newApp(t)
		eps := []Episode{episode(t, app, "Psalm 1", "a.mp3", "one"), episode(t, app, "", "b.mp3", "two")} // title is required
		_, err := Save(app, podcast(user, cover(t, app), eps...), nil)
		if err == nil || !strings.Contains(err.Error(), "save episode 2") {
			t.Fatalf("err %v, want the second episode's save to fail", err)
		}
		assertNothingSaved(t, app)
		// The first audio was moved into storage and is removed again (not
		// moved back); the second was never moved.
		if exists(eps[0].Audio.File.Path) {
			t.Error("the first episode's audio was moved back; undo removes it")
		}
		if !exists(eps[1].Audio.File.Path) {
			t.Error("the second episode's temporary file is gone")
		}
	})
}

func assertNothingSaved(t *testing.T, app core.App) {
	t.Helper()
	if n := count(t, app, "media"); n != 0 {
		t.Errorf("%d media rows left", n)
	}
	if n := count(t, app, "episodes"); n != 0 {
		t.Errorf("%d episode rows left", n)
	}
	if n := recordFolders(t, app, "episodes"); n != 0 {
		t.Errorf("%d episode folders left in storage", n)
	}
	if n := recordFolders(t, app, "media"); n != 0 { // PocketBase removes the cover it stored
		t.Errorf("%d media folders left in storage", n)
	}
}

// AddEpisode puts the episode after the media's last and moves its audio
// into storage; when it fails, no row and no audio are left.
func TestAddEpisode(t *testing.T) {
	app, user := newApp(t)
	mediaId, err := Save(app, podcast(user, cover(t, app), episode(t, app, "Psalm 1", "a.mp3", "one")), nil)
	if err != nil {
		t.Fatal(err)
	}

	ep := episode(t, app, "Psalm 2", "b.mp3", "two")
	created, err := AddEpisode(app, mediaId, ep)
	if err != nil {
		t.Fatal(err)
	}
	if created.GetInt("position") != 2 || created.GetString("media") != mediaId || created.GetString("title") != "Psalm 2" {
		t.Errorf("added episode %v", created.FieldsData())
	}
	path, _ := storage.LocalPath(app, storage.KeyOf(created.Collection(), created.Id, created.GetString("audio")))
	if b, err := os.ReadFile(path); err != nil || string(b) != "two" {
		t.Errorf("the added audio is not at %s (%q, %v)", path, b, err)
	}
	if exists(ep.Audio.File.Path) {
		t.Error("the temporary file is still there: copied, not moved")
	}

	// A missing media: the episode's save fails after nothing was moved.
	bad := episode(t, app, "Psalm 3", "c.mp3", "three")
	if _, err := AddEpisode(app, "nosuchmedia0000", bad); err == nil {
		t.Fatal("an episode of no media was saved")
	}
	if n := count(t, app, "episodes"); n != 2 {
		t.Errorf("%d episodes, want 2", n)
	}
	if n := recordFolders(t, app, "episodes"); n != 2 {
		t.Errorf("%d episode folders in storage, want 2", n)
	}
	if !exists(bad.Audio.File.Path) {
		t.Error("the refused episode's temporary file is gone")
	}
}

// undo removes each moved file and its record's folder once empty, and
// forgets them.
func TestUndo(t *testing.T) {
	dir := t.TempDir()
	alone := filepath.Join(dir, "rec1", "a.mp3")
	shared := filepath.Join(dir, "rec2", "b.mp3")
	other := filepath.Join(dir, "rec2", "cover.png")
	for _, p := range []string{alone, shared, other} {
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	moved := movedFiles{alone, shared}
	moved.undo()
	if moved != nil {
		t.Errorf("undo kept %v", moved)
	}
	for _, p := range []string{alone, filepath.Dir(alone), shared} {
		if exists(p) {
			t.Errorf("%s is still there", p)
		}
	}
	if !exists(other) {
		t.Error("undo removed a file it did not move")
	}
}

func TestOriginalName(t *testing.T) {
	for _, c := range []struct {
		in   string
		max  int
		want string
	}{
		{"psalm.mp3", 200, "psalm.mp3"},
		{"ok\xffname", 200, "okname"},
		{"ééé", 5, "éé"}, // cut between characters, never inside one
		{strings.Repeat("a", 10), 4, "aaaa"},
	} {
		if got := OriginalName(c.in, c.max); got != c.want {
			t.Errorf("OriginalName(%q, %d) = %q, want %q", c.in, c.max, got, c.want)
		}
	}
}
