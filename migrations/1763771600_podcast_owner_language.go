package migrations

import (
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"

	"selah/internal/feed"
)

// What Apple and Spotify read from a podcast feed (routes/feeds.go):
//
//   - language: the ISO 639-1 code of the language spoken (feed.Languages,
//     a list ISO keeps stable), the feed's <language>. Media made before
//     this said "en" in their feed, so they get "en".
//   - ownerEmail: the address the creator chose to publish as itunes:owner's
//     itunes:email and podcast:locked's owner, which Spotify mails to
//     verify who owns the show. Empty: the feed names the platform (its
//     mail sender address); an account's email is never published unasked.
//     Hidden: through PocketBase's REST API only superusers read it (our
//     routes show it to the owner and admins).
func init() {
	m.Register(func(app core.App) error {
		media, err := app.FindCollectionByNameOrId(mediaId)
		if err != nil {
			return err
		}
		media.Fields.Add(
			&core.SelectField{Name: "language", MaxSelect: 1, Values: feed.Languages},
			&core.EmailField{Name: "ownerEmail", Hidden: true},
		)
		if err := app.Save(media); err != nil {
			return err
		}
		_, err = app.DB().Update("media", dbx.Params{"language": feed.DefaultLanguage}, dbx.HashExp{"language": ""}).Execute()
		return err
	}, func(app core.App) error {
		media, err := app.FindCollectionByNameOrId(mediaId)
		if err != nil {
			return err
		}
		media.Fields.RemoveByName("language")
		media.Fields.RemoveByName("ownerEmail")
		return app.Save(media)
	})
}
