package hooks

import (
	"github.com/pocketbase/pocketbase/core"

	"selah/internal/moderation"
)

// registerSuperuserModeration lets staff moderate from the dashboard: a
// superuser's REST edit of a media item may change its status, and the
// change is recorded in moderation_events like an admin's (with no admin).
func registerSuperuserModeration(app core.App) {
	app.OnRecordUpdateRequest("media").BindFunc(func(e *core.RecordRequestEvent) error {
		if !e.HasSuperuserAuth() {
			return e.Next()
		}
		release := moderation.Grant(e.Record)
		defer release()
		from := e.Record.Original().GetString("adminStatus")
		if err := e.Next(); err != nil {
			return err
		}
		to := e.Record.GetString("adminStatus")
		if to == from {
			return nil
		}
		return moderation.Record(e.App, e.Record.Id, from, to, nil, e.Record.GetString("statusReason"))
	})
}
