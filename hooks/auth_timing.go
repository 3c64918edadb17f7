package hooks

import (
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"

	"selah/internal/authtiming"
)

// authTimingPriority runs the equaliser after the handlers bound at the
// default priority, so it sees the record PocketBase's check will get even
// if another handler looked the identity up its own way.
const authTimingPriority = 1000

// registerAuthTiming equalises PocketBase's own POST
// /api/collections/{collection}/auth-with-password on every auth collection
// (users, admins, _superusers): PocketBase compares the password with
// bcrypt only when it found a record, so an unknown identity answered in
// about 1 ms and a registered one in about 60 ms. When no record (or one
// without a password hash) reaches the check, the equaliser spends the one
// bcrypt comparison, at the collection's cost, that a registered account's
// wrong password costs. A right password signs in as before.
func registerAuthTiming(app core.App, timing *authtiming.Equalizer) {
	app.OnRecordAuthWithPasswordRequest().Bind(&hook.Handler[*core.RecordAuthWithPasswordRequestEvent]{
		Id:       "selahAuthTiming",
		Priority: authTimingPriority,
		Func: func(e *core.RecordAuthWithPasswordRequestEvent) error {
			if e.Record == nil || e.Record.GetString(core.FieldNamePassword+":hash") == "" {
				timing.Equalize(e.Collection, e.Password)
			}
			return e.Next()
		},
	})
}
