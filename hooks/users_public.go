package hooks

import (
	"strings"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/search"
)

// usersPrivateFields are the users fields that only the account itself and
// superusers read through PocketBase's REST API, expand and realtime.
// migrations/1763771500_public_profiles.go marks them Hidden in the schema
// (PocketBase then drops them from answers, refuses them in client filters
// and sorts, and ignores them in non-superuser REST writes) except email,
// which PocketBase keeps unhidden and guards with emailVisibility.
// password and tokenKey are never shown to anyone.
var usersPrivateFields = []string{"email", "emailVisibility", "verified", "accountStatus", "isPremiumUser", "updated"}

// registerPublicProfiles lets others read only a creator's public profile
// (id, name, avatar, bio, created) through PocketBase's REST API, expand
// and realtime; who may read a users record at all is its list/view rule.
// Our own routes build their JSON themselves and are not concerned.
func registerPublicProfiles(app core.App) {
	// The account itself reads its private fields; everyone else (but
	// superusers, whom PocketBase shows every field after this hook) does
	// not, whatever the schema or emailVisibility say.
	app.OnRecordEnrich("users").BindFunc(func(e *core.RecordEnrichEvent) error {
		auth := e.RequestInfo.Auth
		if auth != nil && auth.Collection().Name == "users" && auth.Id == e.Record.Id {
			e.Record.Unhide(usersPrivateFields...)
			e.Record.IgnoreEmailVisibility(true)
		} else {
			e.Record.Hide(usersPrivateFields...)
		}
		return e.Next()
	})

	// emailVisibility stays false however a user is written: PocketBase
	// lets a client filter on another account's email only where it is
	// true, so it would turn such filters into an address oracle.
	app.OnRecordCreate("users").BindFunc(func(e *core.RecordEvent) error {
		e.Record.SetEmailVisibility(false)
		return e.Next()
	})
	app.OnRecordUpdate("users").BindFunc(func(e *core.RecordEvent) error {
		e.Record.SetEmailVisibility(false)
		return e.Next()
	})

	// PocketBase cannot hide an auth collection's email field, and a sort
	// is not subject to emailVisibility: ?sort=email (or artist.email on
	// media) would order visible accounts by their addresses, next to the
	// asker's own. Only superusers sort by an email.
	app.OnRecordsListRequest().BindFunc(func(e *core.RecordsListRequestEvent) error {
		if !e.HasSuperuserAuth() && sortsByEmail(e.Request.URL.Query()[search.SortQueryParam]) {
			return e.BadRequestError("Only superusers can sort by email.", nil)
		}
		return e.Next()
	})
}

// sortsByEmail reports whether a sort expression names a field called
// email at any step of a path (email, artist.email, email:lower,
// media_via_artist.artist.email).
func sortsByEmail(values []string) bool {
	for _, v := range values {
		for _, f := range search.ParseSortFromString(v) {
			for _, step := range strings.Split(f.Name, ".") {
				name, _, _ := strings.Cut(step, ":")
				if strings.EqualFold(strings.TrimSpace(name), core.FieldNameEmail) {
					return true
				}
			}
		}
	}
	return false
}
