package hooks

import (
	"strings"

	"github.com/pocketbase/pocketbase/core"
)

// registerUsers keeps user records well-formed however they are written:
// emails are stored lower-case (the unique index ignores case anyway), a
// new account is active unless said otherwise, and a suspension revokes
// the account's tokens.
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
		// A suspension ends every session at once, whoever suspends: the
		// admin route, a superuser in the dashboard or a script. Rotating
		// the token key voids every token and signed stream URL issued
		// before (the AuthRule refuses new ones).
		if e.Record.Collection().Name == "users" && e.Record.GetString("accountStatus") == "suspended" &&
			e.Record.Original().GetString("accountStatus") != "suspended" {
			e.Record.RefreshTokenKey()
		}
		return e.Next()
	})
}
