package hooks

import (
	"strings"

	"github.com/pocketbase/pocketbase/core"
)

// registerUsers keeps user records well-formed however they are written:
// emails are stored lower-case (the unique index ignores case anyway) and a
// new account is active unless said otherwise.
func registerUsers(app core.App) {
	app.OnRecordCreate("users", "admins").BindFunc(func(e *core.RecordEvent) error {
		e.Record.SetEmail(strings.ToLower(strings.TrimSpace(e.Record.Email())))
		if e.Record.Collection().Name == "users" && e.Record.GetString("accountStatus") == "" {
			e.Record.Set("accountStatus", "active")
		}
		return e.Next()
	})
	app.OnRecordUpdate("users", "admins").BindFunc(func(e *core.RecordEvent) error {
		e.Record.SetEmail(strings.ToLower(strings.TrimSpace(e.Record.Email())))
		return e.Next()
	})
}
