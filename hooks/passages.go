package hooks

import (
	"encoding/json"
	"fmt"

	"github.com/pocketbase/pocketbase/core"

	"selah/internal/search"
)

// registerPassages keeps media_passages (the Bible spans GET
// /api/media/browse searches by passage) equal to each media item's
// bibleReferences, in the same transaction as the save. It is a Go hook,
// not a trigger like media_fts, because only bible.Parse can read "John 3".
// Deleted media lose their rows through a trigger (migration
// 1763770700_search.go), which also covers deletes that skip the hooks.
func registerPassages(app core.App) {
	index := func(e *core.RecordEvent) error {
		// Re-indexed on every save, not only when the references look
		// changed: a record object saved twice keeps a stale Original(), so
		// "changed" can be wrong, and a delete plus a few inserts by an
		// indexed key cost next to nothing beside the save itself.
		if err := e.Next(); err != nil {
			return err
		}
		raw, err := json.Marshal(e.Record.Get("bibleReferences"))
		if err != nil {
			return fmt.Errorf("read bibleReferences of %s: %w", e.Record.Id, err)
		}
		return search.IndexPassages(e.App.DB(), e.Record.Id, raw)
	}
	app.OnRecordCreateExecute("media").BindFunc(index)
	app.OnRecordUpdateExecute("media").BindFunc(index)
}
