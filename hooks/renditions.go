package hooks

import (
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"selah/internal/renditions"
)

// workerColumns are the episodes' columns the rendition worker writes
// (internal/renditions), with plain column updates.
var workerColumns = []string{
	"processing", "processingError", "processingProgress", "processingAttempts",
	"rendition", "renditionSize", "renditionDuration", "renditionBitrate", "renditionHeaderSize", "loudness",
}

// registerRenditions keeps an episode's rendition true to its audio
// however the episode is saved (our routes, REST, the dashboard, a
// script): a new episode waits for its rendition, a new audio file
// discards the old rendition and waits for a new one, and any other save
// keeps what the worker wrote since the record was read.
func registerRenditions(app core.App) {
	app.OnRecordCreate("episodes").BindFunc(func(e *core.RecordEvent) error {
		if e.Record.GetString("processing") == "" {
			e.Record.Set("processing", renditions.Pending)
		}
		return e.Next()
	})

	app.OnRecordUpdate("episodes").BindFunc(func(e *core.RecordEvent) error {
		original := e.Record.Original()
		if changed(e.Record, original, "audio") {
			// PocketBase deletes the old rendition's file with the save.
			e.Record.Set("processing", renditions.Pending)
			e.Record.Set("processingError", "")
			e.Record.Set("processingProgress", 0)
			e.Record.Set("processingAttempts", 0)
			e.Record.Set("rendition", "")
			e.Record.Set("renditionSize", 0)
			e.Record.Set("renditionDuration", 0)
			e.Record.Set("renditionBitrate", 0)
			e.Record.Set("renditionHeaderSize", 0)
			e.Record.Set("loudness", nil)
			return e.Next()
		}
		if err := keepWorkerColumns(e.App, e.Record, original); err != nil {
			return err
		}
		return e.Next()
	})
}

// keepWorkerColumns gives a saved episode the worker's columns as they are
// now, unless the save itself changes them (a superuser in the
// dashboard): a record read before the worker stored a rendition and saved
// after it (a moderation decision, an edit) would otherwise write back the
// old state, and point at a rendition file the worker already removed.
// Inside the save's transaction when there is one, so the worker's guarded
// update is either read here or still waiting to be written.
func keepWorkerColumns(app core.App, record, original *core.Record) error {
	var untouched []string
	for _, f := range workerColumns {
		if !changed(record, original, f) {
			untouched = append(untouched, f)
		}
	}
	if len(untouched) == 0 {
		return nil
	}
	row := dbx.NullStringMap{}
	if err := app.DB().Select(untouched...).From(record.Collection().Name).
		Where(dbx.HashExp{"id": record.Id}).One(row); err != nil {
		return nil // deleted meanwhile: the save reports it
	}
	for _, f := range untouched {
		v := row[f]
		if !v.Valid {
			record.Set(f, nil)
			continue
		}
		record.Set(f, v.String)
	}
	return nil
}
