package routes

import (
	netmail "net/mail"

	"github.com/pocketbase/pocketbase/core"

	"selah/internal/mail"
	"selah/internal/moderation"
)

// notifyCreator emails the creator of media about an approval or a
// rejection. A failed email is logged, not returned: the decision stands.
func notifyCreator(e *core.RequestEvent, media *core.Record, status, reason string) {
	artist, err := e.App.FindRecordById(usersCollection, media.GetString("artist"))
	if err != nil {
		return
	}
	meta := e.App.Settings().Meta
	kind := media.GetString("type")
	msg := mail.StatusChanged(meta.AppName, meta.AppURL, netmail.Address{Name: artist.GetString("name"), Address: artist.Email()},
		media.GetString("title"), kind, status == moderation.Active, reason)
	if err := mail.Send(e.App, msg); err != nil {
		logError(e, err)
	}
}
