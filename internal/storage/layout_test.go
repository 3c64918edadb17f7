package storage_test

import (
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
	"github.com/pocketbase/pocketbase/tools/filesystem"

	"selah/internal/storage"
	"selah/testutil/migrated"
)

// TestLayoutIsPocketBases fails if PocketBase keeps record files anywhere
// else than package storage says: a file saved through PocketBase's own
// path must be at storage.LocalPath, with its attributes side file at
// storage.AttrsPath (the one PocketBase's filesystem reads), the folders and
// keys must be the ones the sweep walks, and a file placed at LocalPath by
// hand (as the upload routes place audio) must be what PocketBase's
// filesystem reads, serves and deletes under record.BaseFilesPath().
func TestLayoutIsPocketBases(t *testing.T) {
	app, err := tests.NewTestApp(migrated.Dir(t))
	if err != nil {
		t.Fatal(err)
	}
	defer app.Cleanup()
	if !storage.IsLocal(app) {
		t.Fatal("a test app keeps files on S3")
	}
	coll := core.NewBaseCollection("things")
	coll.Fields.Add(&core.FileField{Name: "doc", MaxSelect: 1, MaxSize: 1 << 20})
	if err := app.Save(coll); err != nil {
		t.Fatal(err)
	}
	fsys, err := app.NewFilesystem()
	if err != nil {
		t.Fatal(err)
	}
	defer fsys.Close()

	// A file saved the normal way.
	saved := []byte("%PDF-1.4 saved through PocketBase\n")
	f, err := filesystem.NewFileFromBytes(saved, "report.pdf")
	if err != nil {
		t.Fatal(err)
	}
	rec := core.NewRecord(coll)
	rec.Set("doc", f)
	if err := app.Save(rec); err != nil {
		t.Fatal(err)
	}
	name := rec.GetString("doc")
	key := storage.Key(rec, name)
	if key != rec.BaseFilesPath()+"/"+name || storage.KeyOf(coll, rec.Id, name) != key {
		t.Fatalf("keys differ: Key %q, KeyOf %q, PocketBase's %q", key, storage.KeyOf(coll, rec.Id, name), rec.BaseFilesPath()+"/"+name)
	}
	if id, ok := storage.RecordIdOfKey(coll, key); !ok || id != rec.Id {
		t.Fatalf("RecordIdOfKey(%q) = %q, %v", key, id, ok)
	}
	listed, err := fsys.List(storage.CollectionPrefix(coll))
	if err != nil || len(listed) != 1 || listed[0].Key != key {
		t.Fatalf("PocketBase lists %v under %q (err %v), want only %q", listed, storage.CollectionPrefix(coll), err, key)
	}
	path, ok := storage.LocalPath(app, key)
	if !ok {
		t.Fatalf("no local path for %q", key)
	}
	if b, err := os.ReadFile(path); err != nil || string(b) != string(saved) {
		t.Fatalf("the saved file is not at %s (%v)", path, err)
	}
	dir, ok := storage.RecordDir(app, rec)
	if dirOf, okOf := storage.RecordDirOf(app, coll, rec.Id); !ok || !okOf || dir != filepath.Dir(path) || dirOf != dir {
		t.Fatalf("record folder %q / %q, the file is in %q", dir, dirOf, filepath.Dir(path))
	}
	folders, err := storage.RecordFolders(app, coll)
	if err != nil || !slices.Equal(folders, []storage.RecordFolder{{RecordId: rec.Id, Path: dir}}) {
		t.Fatalf("record folders %v (err %v), want %s at %s", folders, err, rec.Id, dir)
	}
	// The side file there is the one PocketBase reads the type from.
	attrs, err := fsys.Attributes(key)
	if err != nil || attrs.ContentType != "application/pdf" {
		t.Fatalf("PocketBase's attributes: %+v (err %v)", attrs, err)
	}
	if err := os.Remove(storage.AttrsPath(path)); err != nil {
		t.Fatalf("no attributes side file at %s: %v", storage.AttrsPath(path), err)
	}
	if attrs, err := fsys.Attributes(key); err != nil || attrs.ContentType == "application/pdf" {
		t.Fatalf("PocketBase still knows the type without %s: %+v (err %v)", storage.AttrsPath(path), attrs, err)
	}

	// A file placed by hand, and the column set directly (internal/ingest).
	placed := []byte("ID3 placed by hand")
	tmp := filepath.Join(t.TempDir(), "upload")
	if err := os.WriteFile(tmp, placed, 0o644); err != nil {
		t.Fatal(err)
	}
	const placedName = "song_abcdef1234.mp3"
	placedPath, err := storage.Place(app, rec, placedName, tmp)
	if err != nil {
		t.Fatal(err)
	}
	if want, _ := storage.LocalPath(app, storage.Key(rec, placedName)); placedPath != want {
		t.Fatalf("placed at %s, LocalPath says %s", placedPath, want)
	}
	if _, err := app.DB().Update(coll.Name, dbx.Params{"doc": placedName}, dbx.HashExp{"id": rec.Id}).Execute(); err != nil {
		t.Fatal(err)
	}
	again, err := app.FindRecordById(coll, rec.Id)
	if err != nil {
		t.Fatal(err)
	}
	placedKey := again.BaseFilesPath() + "/" + again.GetString("doc")
	r, err := fsys.GetReader(placedKey)
	if err != nil {
		t.Fatalf("PocketBase cannot read the placed file as %q: %v", placedKey, err)
	}
	b, err := io.ReadAll(r)
	r.Close()
	if err != nil || string(b) != string(placed) {
		t.Fatalf("PocketBase reads %q as %q (err %v)", placedKey, b, err)
	}
	res := httptest.NewRecorder()
	if err := fsys.Serve(res, httptest.NewRequest(http.MethodGet, "/", nil), placedKey, placedName); err != nil ||
		res.Code != http.StatusOK || res.Body.String() != string(placed) {
		t.Fatalf("PocketBase serves %q: %d %q (err %v)", placedKey, res.Code, res.Body.String(), err)
	}

	// Deleting the record deletes the placed file too (in the background).
	if err := app.Delete(again); err != nil {
		t.Fatal(err)
	}
	for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		_, errPlaced := os.Stat(placedPath)
		_, errSaved := os.Stat(path)
		if os.IsNotExist(errPlaced) && os.IsNotExist(errSaved) {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("files left after the record's deletion: %v, %v", errPlaced, errSaved)
		}
	}
}

func TestPlain(t *testing.T) {
	for name, want := range map[string]bool{
		"song_ab12cd34.mp3": true, "x-y.Z": true, "pbc_selah_episodes": true, "": false, ".": false, "..": false,
		"a/b.mp3": false, "a b.mp3": false, "x.attrs": false, "é.mp3": false, `a\b`: false, "a\x01b": false,
	} {
		if storage.Plain(name) != want {
			t.Errorf("Plain(%q) = %v, want %v", name, !want, want)
		}
	}
}

func TestKeys(t *testing.T) {
	coll := core.NewBaseCollection("things", "pbc_things")
	for key, want := range map[string]string{
		"pbc_things/abc/x.mp3":            "abc",
		"pbc_things/abc/thumbs_x.png/0x0": "abc",
		"pbc_things/abc/":                 "",
		"pbc_things/abc":                  "",
		"pbc_things//x.mp3":               "",
		"pbc_other/abc/x.mp3":             "",
		"pbc_thingsx/abc/x.mp3":           "",
	} {
		id, ok := storage.RecordIdOfKey(coll, key)
		if id != want || ok != (want != "") {
			t.Errorf("RecordIdOfKey(%q) = %q, %v; want %q", key, id, ok, want)
		}
	}
	app, err := tests.NewTestApp(migrated.Dir(t))
	if err != nil {
		t.Fatal(err)
	}
	defer app.Cleanup()
	for _, key := range []string{"pbc_things/a b/x.mp3", "pbc_things/abc/../x", "pbc_things/abc/x.mp3.attrs", "pbc_things//x"} {
		if p, ok := storage.LocalPath(app, key); ok {
			t.Errorf("LocalPath(%q) = %q, want none (not plain, or no file)", key, p)
		}
	}
}
