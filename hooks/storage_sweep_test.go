package hooks_test

import (
	"context"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"

	"selah/hooks"
	"selah/internal/testutil"
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
	if n, err := hooks.SweepStorage(context.Background(), app, time.Now().Add(-time.Hour)); err != nil || n != 0 {
		t.Fatalf("a sweep of older files removed %d (err %v)", n, err)
	}
	if !stored(t, app, lost) {
		t.Fatal("a file newer than the start was removed")
	}

	n, err := hooks.SweepStorage(context.Background(), app, time.Now().Add(time.Second))
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
