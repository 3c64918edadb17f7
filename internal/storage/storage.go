// Package storage is all Selah knows of how PocketBase keeps record files
// on local disk, so that nothing else copies it: PocketBase's filesystem
// (app.NewFilesystem) stores the file `name` of a record under the key
// record.BaseFilesPath()+"/"+name, which is "<collectionId>/<recordId>/<name>",
// and its local driver keeps that key at <dataDir>/storage/<key>, with the
// file's attributes (type, original name) in a side file "<key>.attrs".
//
// The routes that bypass PocketBase's filesystem for speed (the stream
// route opens the file for sendfile, the upload routes rename audio into
// place instead of copying it) and the storage sweep (which must see what
// the filesystem's listing hides) go through this package;
// layout_test.go fails if PocketBase ever keeps files elsewhere.
package storage

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/pocketbase/pocketbase/core"
)

// AttrsExt ends the name of the side file in which PocketBase's local
// filesystem keeps a stored file's attributes ("<file>.attrs"). Files placed
// by Place have none; PocketBase's filesystem then reports no type.
const AttrsExt = ".attrs"

// IsLocal reports whether the app keeps files on local disk (not S3).
func IsLocal(app core.App) bool {
	return !app.Settings().S3.Enabled
}

// Root is the folder of PocketBase's local filesystem: every key below is
// relative to it.
func Root(app core.App) string {
	return filepath.Join(app.DataDir(), core.LocalStorageDirName)
}

// Key is the filesystem key of a record's file `name` (PocketBase's own
// record.BaseFilesPath).
func Key(record *core.Record, name string) string {
	return record.BaseFilesPath() + "/" + name
}

// KeyOf is Key for a record known only by its collection and id (the
// stream route reads a row, not a record).
func KeyOf(coll *core.Collection, recordId, name string) string {
	return RecordPrefix(coll, recordId) + name
}

// CollectionPrefix is what the keys of a collection's files begin with.
func CollectionPrefix(coll *core.Collection) string {
	return coll.BaseFilesPath() + "/"
}

// RecordPrefix is what the keys of a record's files begin with.
func RecordPrefix(coll *core.Collection, recordId string) string {
	return CollectionPrefix(coll) + recordId + "/"
}

// RecordIdOfKey is the id of the record a key of the collection's belongs
// to, or false for a key that is not a record's file.
func RecordIdOfKey(coll *core.Collection, key string) (string, bool) {
	rest, ok := strings.CutPrefix(key, CollectionPrefix(coll))
	if !ok {
		return "", false
	}
	id, name, ok := strings.Cut(rest, "/")
	if !ok || id == "" || name == "" {
		return "", false
	}
	return id, true
}

// LocalPath is where PocketBase's local filesystem keeps the key on disk.
// It is false for a key the filesystem would escape (any segment not Plain):
// callers then go through app.NewFilesystem instead.
func LocalPath(app core.App, key string) (string, bool) {
	for part := range strings.SplitSeq(key, "/") {
		if !Plain(part) {
			return "", false
		}
	}
	return filepath.Join(Root(app), filepath.FromSlash(key)), true
}

// RecordDir is the folder of a record's files (on local storage).
func RecordDir(app core.App, record *core.Record) (string, bool) {
	return LocalPath(app, record.BaseFilesPath())
}

// RecordDirOf is RecordDir for a record known by its collection and id.
func RecordDirOf(app core.App, coll *core.Collection, recordId string) (string, bool) {
	return LocalPath(app, CollectionPrefix(coll)+recordId)
}

// AttrsPath is the attributes side file of the file at path.
func AttrsPath(path string) string {
	return path + AttrsExt
}

// Plain is a file or folder name that PocketBase's local filesystem keeps
// as it is (its key escaping leaves these alone), and not an attributes
// side file's.
func Plain(s string) bool {
	if s == "" || s == "." || s == ".." || filepath.Ext(s) == AttrsExt {
		return false
	}
	for _, c := range s {
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9', c == '.', c == '_', c == '-':
		default:
			return false
		}
	}
	return true
}

// Place moves the file at `from` into the record's folder as `name`, where
// PocketBase's filesystem reads it as Key(record, name); a rename across
// file systems falls back to a copy. It returns the file's new path (also
// when it fails after choosing it, so the caller can remove what is
// there). The record's column must then be given `name`: Place writes no
// attributes side file and touches no row.
func Place(app core.App, record *core.Record, name, from string) (string, error) {
	dst, ok := LocalPath(app, Key(record, name))
	if !ok {
		return "", errors.New("storage: not a plain file name: " + record.BaseFilesPath() + "/" + name)
	}
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		return "", err
	}
	if err := os.Rename(from, dst); err != nil {
		if err := copyFile(from, dst); err != nil {
			return dst, err
		}
	}
	return dst, nil
}

func copyFile(from, to string) error {
	src, err := os.Open(from)
	if err != nil {
		return err
	}
	defer src.Close()
	dst, err := os.Create(to)
	if err != nil {
		return err
	}
	if _, err := io.Copy(dst, src); err != nil {
		dst.Close()
		return err
	}
	return dst.Close()
}

// RecordFolder is one record's folder of files on local storage.
type RecordFolder struct {
	RecordId string // the folder's name
	Path     string
}

// RecordFolders lists the record folders of a collection on local storage
// (none when the collection has never stored a file). Unlike the
// filesystem's listing, it shows folders whose only file is an attributes
// side file, and empty ones.
func RecordFolders(app core.App, coll *core.Collection) ([]RecordFolder, error) {
	root, ok := LocalPath(app, coll.BaseFilesPath())
	if !ok {
		return nil, nil
	}
	entries, err := os.ReadDir(root)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var folders []RecordFolder
	for _, entry := range entries {
		if entry.IsDir() {
			folders = append(folders, RecordFolder{RecordId: entry.Name(), Path: filepath.Join(root, entry.Name())})
		}
	}
	return folders, nil
}
