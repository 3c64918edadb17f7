package moderation

import (
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// History is an item's moderation events, newest first, each with its
// admin expanded (none for staff's decisions or the automatic return to
// review).
func History(app core.App, mediaId string) ([]*core.Record, error) {
	var events []*core.Record
	err := app.RecordQuery("moderation_events").AndWhere(dbx.HashExp{"media": mediaId}).
		OrderBy("created DESC", "id DESC").All(&events)
	if err != nil {
		return nil, err
	}
	if len(events) > 0 {
		// An admin since deleted leaves the event without one: not an error.
		app.ExpandRecords(events, []string{"admin"}, nil)
	}
	return events, nil
}
