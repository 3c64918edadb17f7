package hooks

import (
	"strings"

	validation "github.com/go-ozzo/ozzo-validation/v4"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"selah/internal/safetext"
	"selah/internal/visibility"
)

// registerUsers keeps user records well-formed however they are written:
// emails are stored lower-case (the unique index ignores case anyway), names
// hold no line break or control character, a new account is active unless
// said otherwise, and a suspension revokes the account's tokens.
func registerUsers(app core.App) {
	app.OnRecordCreate("users", "admins").BindFunc(func(e *core.RecordEvent) error {
		e.Record.SetEmail(strings.ToLower(strings.TrimSpace(e.Record.Email())))
		if e.Record.Collection().Name == "users" {
			visibility.DefaultStanding(e.Record)
		}
		return e.Next()
	})
	// A name goes into the greeting of our emails: it may not hold a line
	// break or a control character, however it is written (our routes,
	// PocketBase's REST API, the dashboard, a script). A name stored before
	// this rule may stay as it is when something else of the record is
	// saved; the mails flatten it (internal/mail).
	app.OnRecordValidate("users", "admins").BindFunc(func(e *core.RecordEvent) error {
		name := e.Record.GetString("name")
		if safetext.HasUnsafe(name) && (e.Record.IsNew() || storedName(e.App, e.Record) != name) {
			return validation.Errors{"name": validation.NewError("validation_invalid_characters", safetext.MsgUnsafeName)}
		}
		return e.Next()
	})
	app.OnRecordUpdate("users", "admins").BindFunc(func(e *core.RecordEvent) error {
		e.Record.SetEmail(strings.ToLower(strings.TrimSpace(e.Record.Email())))
		// A suspension ends every session at once, whoever suspends: the
		// admin route, a superuser in the dashboard or a script. Rotating
		// the token key voids every token and signed stream URL issued
		// before (the AuthRule refuses new ones).
		if e.Record.Collection().Name == "users" && visibility.IsSuspended(e.Record) &&
			!visibility.IsSuspended(e.Record.Original()) {
			e.Record.RefreshTokenKey()
		}
		return e.Next()
	})
}

// storedName reads the record's name as the database holds it (not from
// Original(), which is stale when one record object is saved twice).
func storedName(app core.App, r *core.Record) string {
	var name string
	err := app.DB().Select("name").From(r.Collection().Name).
		Where(dbx.HashExp{"id": r.LastSavedPK()}).Row(&name)
	if err != nil {
		return ""
	}
	return name
}
