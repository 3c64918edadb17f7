package routes

import (
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"

	"selah/internal/visibility"
)

// Collections whose tokens our routes accept.
const (
	usersCollection  = "users"
	adminsCollection = "admins"
)

// requireUser lets through only a signed-in, active listener or creator. An
// admin or superuser token is refused with 403: these routes act as the user.
func requireUser() *hook.Handler[*core.RequestEvent] {
	return &hook.Handler[*core.RequestEvent]{
		Id: "selahRequireUser",
		Func: func(e *core.RequestEvent) error {
			if e.Auth == nil {
				return e.UnauthorizedError("Please sign in to continue", nil)
			}
			if e.Auth.Collection().Name != usersCollection {
				return e.ForbiddenError("This action needs a user account", nil)
			}
			if err := refuseBlocked(e, e.Auth); err != nil {
				return err
			}
			return e.Next()
		},
	}
}

// requireAdmin lets through only an admin token; a user token gets 403.
func requireAdmin() *hook.Handler[*core.RequestEvent] {
	return &hook.Handler[*core.RequestEvent]{
		Id: "selahRequireAdmin",
		Func: func(e *core.RequestEvent) error {
			if e.Auth == nil {
				return e.UnauthorizedError("Please sign in as an admin to continue", nil)
			}
			if e.Auth.Collection().Name != adminsCollection {
				return e.ForbiddenError("Only admins can do this", nil)
			}
			return e.Next()
		},
	}
}

// requireReader lets through a user or an admin: for the routes that only
// read (genres, categories, one item), since admins review what they approve.
func requireReader() *hook.Handler[*core.RequestEvent] {
	return &hook.Handler[*core.RequestEvent]{
		Id: "selahRequireReader",
		Func: func(e *core.RequestEvent) error {
			if e.Auth == nil {
				return e.UnauthorizedError("Please sign in to continue", nil)
			}
			switch e.Auth.Collection().Name {
			case adminsCollection:
				return e.Next()
			case usersCollection:
				if err := refuseBlocked(e, e.Auth); err != nil {
					return err
				}
				return e.Next()
			}
			return e.ForbiddenError("This action needs a user or admin account", nil)
		},
	}
}

// refuseBlockedCaller guards the public reads (/api/public/..., oEmbed):
// anyone may call them without a token, but a users token of an account
// that may not sign in (suspended, unverified) gets 403, as API.md's
// status codes say of every route, rather than a guest's answer. Staff
// tokens pass and are answered as guests.
func refuseBlockedCaller() *hook.Handler[*core.RequestEvent] {
	return &hook.Handler[*core.RequestEvent]{
		Id: "selahRefuseBlockedCaller",
		Func: func(e *core.RequestEvent) error {
			if e.Auth != nil && e.Auth.Collection().Name == usersCollection {
				if err := refuseBlocked(e, e.Auth); err != nil {
					return err
				}
			}
			return e.Next()
		},
	}
}

// refuseBlocked answers 403 for a users token of an account that may not
// sign in: suspended, or never verified. Neither can get a token (login and
// the AuthRule refuse them, a suspension rotates the token key), so such a
// token is one that slipped through some other way (a superuser's
// impersonation, a token minted by a script): it acts as nobody.
func refuseBlocked(e *core.RequestEvent, user *core.Record) error {
	switch {
	case visibility.IsSuspended(user):
		return e.ForbiddenError(msgSuspended, nil)
	case !user.Verified():
		return e.ForbiddenError(msgUnverified, nil)
	}
	return nil
}

// isAdmin reports whether the request carries an admin token.
func isAdmin(e *core.RequestEvent) bool {
	return e.Auth != nil && e.Auth.Collection().Name == adminsCollection
}
