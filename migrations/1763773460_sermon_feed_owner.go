package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// sermonFeedOwnerEmail is the address a creator chose to publish as the
// owner (itunes:owner's itunes:email, podcast:locked's owner) of their
// sermon feed and of each of their series' feeds, as a podcast's
// ownerEmail is for its feed: Apple and Spotify mail it a code to verify
// who owns the feed. Empty: the platform's address stands in. Hidden:
// through PocketBase's REST API only superusers read it; PUT
// /api/media/sermon-feed sets it and shows it to its owner.
func init() {
	m.Register(func(app core.App) error {
		users, err := app.FindCollectionByNameOrId(usersId)
		if err != nil {
			return err
		}
		users.Fields.Add(&core.EmailField{Name: "sermonFeedOwnerEmail", Hidden: true})
		return app.Save(users)
	}, func(app core.App) error {
		users, err := app.FindCollectionByNameOrId(usersId)
		if err != nil {
			return err
		}
		users.Fields.RemoveByName("sermonFeedOwnerEmail")
		return app.Save(users)
	})
}
