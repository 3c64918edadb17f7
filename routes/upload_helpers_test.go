package routes_test

import (
	"bytes"
	"io/fs"
	"mime/multipart"
	"os"
	"path/filepath"
	"testing"

	"github.com/pocketbase/pocketbase/core"

	"selah/internal/storage"
)

// audioFixture reads one of internal/audio's test files.
func audioFixture(t testing.TB, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "internal", "audio", "testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// part is one file of a multipart upload.
type part struct {
	field, name string
	data        []byte
}

// multipartBody builds an upload body with text fields (in order) and files.
func multipartBody(t testing.TB, fields [][2]string, files ...part) (*bytes.Buffer, string) {
	t.Helper()
	buf := &bytes.Buffer{}
	mw := multipart.NewWriter(buf)
	for _, f := range fields {
		if err := mw.WriteField(f[0], f[1]); err != nil {
			t.Fatal(err)
		}
	}
	for _, p := range files {
		w, err := mw.CreateFormFile(p.field, p.name)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := w.Write(p.data); err != nil {
			t.Fatal(err)
		}
	}
	if err := mw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf, mw.FormDataContentType()
}

// assertNothingLeft fails if a media or episode record, a stored file or a
// temporary upload file exists: a failed upload must leave nothing.
func assertNothingLeft(t testing.TB, app core.App) {
	t.Helper()
	for _, coll := range []string{"media", "episodes"} {
		if n, err := app.CountRecords(coll); err != nil || n != 0 {
			t.Fatalf("%d %s records left after a failed upload (err %v)", n, coll, err)
		}
	}
	dirs := []string{filepath.Join(app.DataDir(), "uploads_tmp")}
	for _, name := range []string{"media", "episodes"} {
		coll, err := app.FindCachedCollectionByNameOrId(name)
		if err != nil {
			t.Fatal(err)
		}
		dir, _ := storage.LocalPath(app, coll.BaseFilesPath())
		dirs = append(dirs, dir)
	}
	for _, dir := range dirs {
		_ = filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err == nil && !d.IsDir() {
				t.Fatalf("file left after a failed upload: %s", path)
			}
			return nil
		})
	}
}
