package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

// Public profiles: through PocketBase's REST API (list, view, expand,
// realtime) a user record is readable by whoever may see at least one
// media item of that user, exactly as media's rules
// (1763770300_media.go) let them: signed-in accounts see the artist of an
// active item whose creator is not suspended, admins see the artist of any
// item, and everyone sees their own record. Guests see none, as they see
// no media.
//
// Only the public profile leaves the server for others: id, name, avatar,
// bio, created. The private fields are Hidden in the schema, so PocketBase
// drops them from answers, refuses them in a client filter or sort (400
// "non-filterable field": no oracle through users?filter=,
// media?filter=artist.x, back-relations or realtime filters) and ignores
// them in a non-superuser's REST write. Rules and Go code
// (FindRecordsByFilter, the AuthRule, media's artist.accountStatus) still
// read them. PocketBase forces email unhidden; emailVisibility guards it
// (always false: hooks/users_public.go), and that hook shows the private
// fields to the account itself, hides email from others and refuses a
// sort by email. Superusers see everything.
//
// History: the list/view rule in force is internal/visibility's
// PublicCreatorRule, set by 1763771800_visibility_rules.go (the same words).
const (
	publicProfileRule = "(@request.auth.collectionName = 'users' && id = @request.auth.id)" +
		" || (@request.auth.id != '' && accountStatus != 'suspended' && media_via_artist.adminStatus ?= 'active')" +
		" || (@request.auth.collectionName = 'admins' && media_via_artist.id ?!= '')"

	usersSelfRule = "id = @request.auth.id"
	// usersUpdateRuleBefore is 1763770000_users.go's update rule.
	usersUpdateRuleBefore = usersSelfRule +
		" && @request.body.accountStatus:isset = false" +
		" && @request.body.isPremiumUser:isset = false" +
		" && @request.body.verified:isset = false"
)

// usersHiddenFields are the private users fields the schema hides (password
// and tokenKey are hidden already; email cannot be).
var usersHiddenFields = []string{"emailVisibility", "verified", "accountStatus", "isPremiumUser", "updated"}

func init() {
	m.Register(func(app core.App) error {
		return setPublicProfiles(app, true)
	}, func(app core.App) error {
		return setPublicProfiles(app, false)
	})
}

func setPublicProfiles(app core.App, on bool) error {
	users, err := app.FindCollectionByNameOrId("users")
	if err != nil {
		return err
	}
	for _, name := range usersHiddenFields {
		if f := users.Fields.GetByName(name); f != nil {
			f.SetHidden(on)
		}
	}
	if on {
		users.ListRule = types.Pointer(publicProfileRule)
		users.ViewRule = types.Pointer(publicProfileRule)
		// Hidden fields never reach a non-superuser's REST write anyway;
		// the rule still refuses emailVisibility should it be unhidden.
		users.UpdateRule = types.Pointer(usersUpdateRuleBefore + " && @request.body.emailVisibility:isset = false")
	} else {
		users.ListRule = types.Pointer(usersSelfRule)
		users.ViewRule = types.Pointer(usersSelfRule)
		users.UpdateRule = types.Pointer(usersUpdateRuleBefore)
	}
	return app.Save(users)
}
