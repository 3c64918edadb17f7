package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

// Guests through PocketBase's REST and realtime (issue 26): a script
// without an account lists, views and subscribes to what a public page
// shows anyone, and nothing else. media's, episodes' and users' list and
// view rules become internal/visibility's, whose public branch no longer
// asks for a token (a public item, its public episodes, its creator's
// profile); genres and audio categories, the names a public page shows
// beside an item, are readable by anyone. Fields are cut down to the
// page's by hooks/guest_fields.go (enrich, and the filters and sorts a
// guest may send). Writes are unchanged.
func init() {
	m.Register(func(app core.App) error {
		if err := setVisibilityRules(app, guestMediaRule, guestEpisodeRule, guestCreatorRule); err != nil {
			return err
		}
		return setCatalogueRead(app, "")
	}, func(app core.App) error {
		if err := setVisibilityRules(app, mediaVisible, episodeVisible, publicProfileRule); err != nil {
			return err
		}
		return setCatalogueRead(app, "@request.auth.id != ''")
	})
}

// The rules internal/visibility gave then (MediaListRule, EpisodeListRule,
// PublicCreatorRule), word for word, frozen: a later change of the rules
// is a migration of its own.
const (
	guestMediaRule   = "(adminStatus = 'active' && artist.accountStatus != 'suspended') || (@request.auth.collectionName = 'users' && artist = @request.auth.id) || @request.auth.collectionName = 'admins'"
	guestEpisodeRule = "(adminStatus = 'active' && media.adminStatus = 'active' && media.artist.accountStatus != 'suspended') || (@request.auth.collectionName = 'users' && media.artist = @request.auth.id) || @request.auth.collectionName = 'admins'"
	guestCreatorRule = "(@request.auth.collectionName = 'users' && id = @request.auth.id) || (accountStatus != 'suspended' && media_via_artist.adminStatus ?= 'active') || (@request.auth.collectionName = 'admins' && media_via_artist.id ?!= '')"
)

// setCatalogueRead sets the list and view rules of genres and audio
// categories.
func setCatalogueRead(app core.App, rule string) error {
	for _, id := range []string{genresId, audioCategoriesId} {
		c, err := app.FindCollectionByNameOrId(id)
		if err != nil {
			return err
		}
		c.ListRule, c.ViewRule = types.Pointer(rule), types.Pointer(rule)
		if err := app.Save(c); err != nil {
			return err
		}
	}
	return nil
}
