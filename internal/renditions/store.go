package renditions

import (
	"errors"
	"io/fs"
	"os"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"
	"github.com/pocketbase/pocketbase/tools/security"

	"selah/internal/storage"
)

// newFileName is a fresh name for a rendition, random as PocketBase's own
// file names are, so a new rendition is a new URL for every cache.
func newFileName() string {
	return "rendition_" + security.RandomStringWithAlphabet(10, "abcdefghijklmnopqrstuvwxyz0123456789") + ".mp3"
}

// put stores the file at path as the episode's file name: renamed into the
// record's folder with local storage (no copy; like the uploads' audio it
// has no attributes side file, and the routes serve it by its name's
// type), uploaded with S3.
func (w *Worker) put(ep *core.Record, name, path string) error {
	if storage.IsLocal(w.app) {
		_, err := storage.Place(w.app, ep, name, path)
		return err
	}
	fsys, err := w.app.NewFilesystem()
	if err != nil {
		return err
	}
	defer fsys.Close()
	file, err := filesystem.NewFileFromPath(path)
	if err != nil {
		return err
	}
	file.OriginalName = name
	return fsys.UploadFile(file, storage.Key(ep, name))
}

// remove deletes the episode's stored file name if it is there; a failure
// is logged (the storage sweep after a crash removes a file no field names,
// but only then).
func (w *Worker) remove(ep *core.Record, name string) {
	fsys, err := w.app.NewFilesystem()
	if err == nil {
		defer fsys.Close()
		err = fsys.Delete(storage.Key(ep, name))
	}
	if err != nil && !isNotExist(err) {
		w.app.Logger().Warn("renditions: could not remove a rendition file", "episode", ep.Id, "file", name, "error", err)
	}
	if dir, ok := storage.RecordDir(w.app, ep); ok && storage.IsLocal(w.app) {
		_ = os.Remove(dir) // the folder of an episode deleted meanwhile, if now empty
	}
}

func isNotExist(err error) bool {
	return errors.Is(err, fs.ErrNotExist) || errors.Is(err, filesystem.ErrNotFound)
}
