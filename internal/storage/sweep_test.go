package storage_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"

	"selah/internal/storage"
	"selah/testutil"
)

// userWithAvatar saves a user whose avatar is a stored file.
func userWithAvatar(t *testing.T, app core.App, email string) *core.Record {
	t.Helper()
	u := testutil.CreateUser(t, app, email, testutil.UserOpts{})
	f, err := filesystem.NewFileFromBytes(pngPixel, "avatar.png")
	if err != nil {
		t.Fatal(err)
	}
	u.Set("avatar", f)
	if err := app.Save(u); err != nil {
		t.Fatal(err)
	}
	return u
}

// pngPixel is a 1x1 PNG.
var pngPixel = []byte{0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
	0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89, 0, 0, 0, 0x0a, 0x49, 0x44, 0x41, 0x54,
	0x78, 0x9c, 0x63, 0, 1, 0, 0, 5, 0, 1, 0x0d, 0x0a, 0x2d, 0xb4, 0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82}

func stored(t *testing.T, app core.App, r *core.Record) bool {
	t.Helper()
	fsys, err := app.NewFilesystem()
	if err != nil {
		t.Fatal(err)
	}
	defer fsys.Close()
	ok, err := fsys.Exists(r.BaseFilesPath() + "/" + r.GetString("avatar"))
	if err != nil {
		t.Fatal(err)
	}
	return ok
}

func TestStorageSweepRemovesFilesWithoutARecord(t *testing.T) {
	app := testutil.NewApp(t)
	defer app.Cleanup()
	kept := userWithAvatar(t, app, "kept@example.com")
	lost := userWithAvatar(t, app, "lost@example.com")
	// A crash between the row's deletion and its files' leaves this state.
	if _, err := app.DB().NewQuery("DELETE FROM users WHERE id = {:id}").Bind(map[string]any{"id": lost.Id}).Execute(); err != nil {
		t.Fatal(err)
	}

	// Files newer than the process start are left alone (they may be in flight).
	if n, err := storage.Sweep(context.Background(), app, time.Now().Add(-time.Hour)); err != nil || n != 0 {
		t.Fatalf("a sweep of older files removed %d (err %v)", n, err)
	}
	if !stored(t, app, lost) {
		t.Fatal("a file newer than the start was removed")
	}

	n, err := storage.Sweep(context.Background(), app, time.Now().Add(time.Second))
	if err != nil || n != 1 {
		t.Fatalf("sweep removed %d records' files (err %v), want 1", n, err)
	}
	if stored(t, app, lost) {
		t.Fatal("the orphan avatar is still stored")
	}
	if !stored(t, app, kept) {
		t.Fatal("the sweep removed a file whose record exists")
	}
}

// orphanFolder makes a record folder under the users collection holding the
// given files, all last changed at `at` except the folder itself, which is
// given folderAt.
func orphanFolder(t *testing.T, app core.App, id string, files []string, at, folderAt time.Time) string {
	t.Helper()
	coll, err := app.FindCachedCollectionByNameOrId("users")
	if err != nil {
		t.Fatal(err)
	}
	dir, ok := storage.RecordDirOf(app, coll, id)
	if !ok {
		t.Fatalf("no folder for %q", id)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, name := range files {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(p, at, at); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Chtimes(dir, folderAt, folderAt); err != nil {
		t.Fatal(err)
	}
	return dir
}

// On local storage the sweep looks at folders, not the blob listing (which
// hides attributes side files), and keeps any folder this run has touched.
func TestStorageSweepOnDisk(t *testing.T) {
	app := testutil.NewApp(t)
	defer app.Cleanup()
	hour := time.Now().Add(-time.Hour)
	cutoff := time.Now().Add(-time.Minute)
	// A crash between the two removals of PocketBase's delete leaves the
	// attributes file alone.
	lone := orphanFolder(t, app, "loneattrs000001", []string{storage.AttrsPath("avatar_x.png")}, hour, hour)
	// Audio from an earlier run's resumable upload, renamed into the
	// folder of a record this run is saving: old file, new folder.
	renamed := orphanFolder(t, app, "inflight0000001", []string{"audio_y.mp3"}, hour, time.Now())
	// A folder this run has just made, nothing written into it yet.
	empty := orphanFolder(t, app, "justmade0000001", nil, hour, time.Now())

	n, err := storage.Sweep(context.Background(), app, cutoff)
	if err != nil || n != 1 {
		t.Fatalf("sweep removed %d records' files (err %v), want 1", n, err)
	}
	if _, err := os.Stat(lone); !os.IsNotExist(err) {
		t.Fatalf("the lone attributes file's folder is still there (%v)", err)
	}
	for _, dir := range []string{renamed, empty} {
		if _, err := os.Stat(dir); err != nil {
			t.Fatalf("a folder changed in this run was removed: %s (%v)", dir, err)
		}
	}
}

// The running marker: Start writes it; Stop of a started sweeper removes
// it; a process that never started (a command) leaves it alone; a start
// that finds one sweeps in the background and Stop waits for that.
func TestSweeperMarker(t *testing.T) {
	app := testutil.NewApp(t)
	defer app.Cleanup()
	marker := filepath.Join(app.DataDir(), storage.RunningMarker)

	storage.NewSweeper(app).Stop() // a command: never started
	if _, err := os.Stat(marker); !os.IsNotExist(err) {
		t.Fatalf("a marker appeared without a start (%v)", err)
	}
	s := storage.NewSweeper(app)
	s.Start()
	if _, err := os.Stat(marker); err != nil {
		t.Fatalf("no running marker after Start: %v", err)
	}
	storage.NewSweeper(app).Stop() // a command beside the running server
	if _, err := os.Stat(marker); err != nil {
		t.Fatalf("a process that never started removed the server's marker: %v", err)
	}
	s.Stop()
	if _, err := os.Stat(marker); !os.IsNotExist(err) {
		t.Fatalf("the marker is still there after a clean stop (%v)", err)
	}

	// A crash: the marker stays, and the next start sweeps an orphan
	// older than the marker it writes.
	if err := os.WriteFile(marker, []byte("1"), 0o644); err != nil {
		t.Fatal(err)
	}
	hour := time.Now().Add(-time.Hour)
	orphan := orphanFolder(t, app, "crashorphan0001", []string{"avatar_z.png"}, hour, hour)
	s = storage.NewSweeper(app)
	s.Start()
	deadline := time.Now().Add(10 * time.Second)
	for {
		if _, err := os.Stat(orphan); os.IsNotExist(err) {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the sweep after a crash did not remove the orphan folder")
		}
		time.Sleep(10 * time.Millisecond)
	}
	s.Stop()
}
