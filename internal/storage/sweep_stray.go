package storage

import (
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/core"
)

// The sweep's second half: files left in a living record's folder that
// none of its file fields names. A crash between storing a file and
// recording it leaves one (the rendition worker stores rendition_*.mp3,
// then updates the episode; PocketBase writes a new file, then commits the
// row, and removes a replaced file and its thumbs only after the commit).

// thumbsPrefix begins the folder in which PocketBase keeps the thumbs of a
// record's file `name`: "<record folder>/thumbs_<name>/<size>_<name>".
const thumbsPrefix = "thumbs_"

// namedFiles is every file name the record's file fields hold, read from
// the collection's schema (any file field, of any collection).
func namedFiles(record *core.Record) map[string]bool {
	named := map[string]bool{}
	for _, field := range record.Collection().Fields {
		if _, ok := field.(*core.FileField); !ok {
			continue
		}
		for _, name := range record.GetStringSlice(field.GetName()) {
			if name != "" {
				named[name] = true
			}
		}
	}
	return named
}

// stray reports whether rel, a path inside a record's folder ("name",
// "name.attrs", or below "thumbs_name/"), belongs to no file of named.
// Anything of another shape (a folder that is not thumbs) is not ours to
// judge and is kept.
func stray(named map[string]bool, rel string) bool {
	head, _, nested := strings.Cut(rel, "/")
	if nested {
		of, ok := strings.CutPrefix(head, thumbsPrefix)
		return ok && of != "" && !named[of]
	}
	return !named[head] && !named[strings.TrimSuffix(head, AttrsExt)]
}

// sweepStrayLocal removes from the folder of a living record what it does
// not name and what was last changed before `before`; it returns how many
// entries it removed. A folder whose own time is not older (an entry was
// added, renamed in or removed in this run: audio renamed into place keeps
// its older file time, and its row may not be committed yet) is left
// alone, checked again after listing, so nothing that arrives while the
// sweep reads is judged by a record read before it. A name the local
// filesystem would escape is never on disk as such: such a folder is kept.
func sweepStrayLocal(app core.App, record *core.Record, folder string, before time.Time) (int, error) {
	named := namedFiles(record)
	for name := range named {
		if !Plain(name) {
			return 0, nil
		}
	}
	entries, err := os.ReadDir(folder)
	if err != nil || ownChangedSince(folder, before) {
		return 0, nil // gone meanwhile, or changed: when in doubt, keep
	}
	removed := 0
	for _, entry := range entries {
		rel := entry.Name()
		if entry.IsDir() {
			rel += "/"
		} else if !entry.Type().IsRegular() {
			continue
		}
		path := filepath.Join(folder, entry.Name())
		if !stray(named, rel) || changedSince(path, before) {
			continue
		}
		app.Logger().Info("storage sweep: removing a file no record names",
			"collection", record.Collection().Name, "record", record.Id, "file", entry.Name())
		if err := os.RemoveAll(path); err != nil {
			return removed, err
		}
		removed++
	}
	return removed, nil
}

// ownChangedSince reports whether the folder's own time (not its
// content's) is at or after t: an entry was created, renamed in or removed
// since. An error counts as changed.
func ownChangedSince(folder string, t time.Time) bool {
	info, err := os.Stat(folder)
	return err != nil || !info.ModTime().Before(t)
}
