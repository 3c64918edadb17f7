package ingest

import (
	"os"
	"path/filepath"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"selah/internal/storage"
)

// movedFiles are audio files moved into local storage by a transaction that
// may still fail; undo removes them again (the storage sweep would too,
// after a crash).
type movedFiles []string

func (m *movedFiles) undo() {
	for _, p := range *m {
		_ = os.Remove(p)
		_ = os.Remove(filepath.Dir(p)) // the record's folder, if now empty
	}
	*m = nil
}

// moveAudioIntoStorage is the fast path for local storage: instead of
// letting PocketBase copy the upload into storage (every byte written a
// second time), it renames the temporary file into the saved record's
// storage folder (storage.Place) and sets the field's column directly. The
// bytes were already sniffed, measured and size-checked, which is what the
// file field's validation would do.
func moveAudioIntoStorage(tx core.App, ep *core.Record, tmpPath, name string, moved *movedFiles) error {
	dst, err := storage.Place(tx, ep, name, tmpPath)
	if dst != "" {
		*moved = append(*moved, dst)
	}
	if err != nil {
		return err
	}
	if _, err := tx.DB().Update(ep.Collection().Name, dbx.Params{"audio": name},
		dbx.HashExp{"id": ep.Id}).Execute(); err != nil {
		return err
	}
	ep.Set("audio", name)
	return nil
}
