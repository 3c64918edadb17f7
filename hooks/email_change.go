package hooks

import (
	"errors"
	"strings"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// Selah has no email change: an account keeps the address it verified.
// PocketBase's own POST /api/collections/{collection}/request-email-change
// would mail a confirmation link to any address a signed-in user names
// (limited only by the /api/ rate rule), and its answer (400 "already in
// use" or 204) would tell them which addresses are registered. Both the
// request and the confirmation are refused for every auth collection
// (users, admins; PocketBase itself refuses superusers, who change theirs
// directly), before the body is read, and PocketBase's email-change mail is
// refused whatever path would send it.

// errNoEmailChange is the one sentence of every refusal.
const errNoEmailChange = "Email addresses cannot be changed."

// emailChangeActions are the last segments of PocketBase's email-change
// routes under /api/collections/{collection}/.
var emailChangeActions = []string{"/request-email-change", "/confirm-email-change"}

// isEmailChangePath reports whether path is one of PocketBase's
// email-change routes, of any collection.
func isEmailChangePath(path string) bool {
	if !strings.HasPrefix(path, "/api/collections/") {
		return false
	}
	for _, action := range emailChangeActions {
		if strings.HasSuffix(path, action) {
			return true
		}
	}
	return false
}

func registerNoEmailChange(app core.App) {
	app.OnServe().Bind(&hook.Handler[*core.ServeEvent]{
		Id: "selahNoEmailChange",
		Func: func(se *core.ServeEvent) error {
			// A router middleware, not OnRecordRequestEmailChangeRequest:
			// that hook runs after PocketBase validated the new address,
			// uniqueness included, which is the oracle described above.
			se.Router.BindFunc(func(e *core.RequestEvent) error {
				if isEmailChangePath(e.Request.URL.Path) {
					return e.ForbiddenError(errNoEmailChange, nil)
				}
				return e.Next()
			})
			return se.Next()
		},
	})
	app.OnMailerRecordEmailChangeSend().Bind(&hook.Handler[*core.MailerRecordEvent]{
		Id: "selahNoEmailChangeMail",
		Func: func(e *core.MailerRecordEvent) error {
			return errors.New(errNoEmailChange)
		},
	})
}
