package migrations

import (
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
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
//
// The codes are internal/feed's Languages as they were then, frozen: the
// field a later migration changes is its own.
var languages1763771600 = []string{"aa", "ab", "ae", "af", "ak", "am", "an", "ar", "as", "av", "ay", "az", "ba", "be", "bg", "bi", "bm", "bn", "bo", "br", "bs", "ca", "ce", "ch", "co", "cr", "cs", "cu", "cv", "cy", "da", "de", "dv", "dz", "ee", "el", "en", "eo", "es", "et", "eu", "fa", "ff", "fi", "fj", "fo", "fr", "fy", "ga", "gd", "gl", "gn", "gu", "gv", "ha", "he", "hi", "ho", "hr", "ht", "hu", "hy", "hz", "ia", "id", "ie", "ig", "ii", "ik", "io", "is", "it", "iu", "ja", "jv", "ka", "kg", "ki", "kj", "kk", "kl", "km", "kn", "ko", "kr", "ks", "ku", "kv", "kw", "ky", "la", "lb", "lg", "li", "ln", "lo", "lt", "lu", "lv", "mg", "mh", "mi", "mk", "ml", "mn", "mr", "ms", "mt", "my", "na", "nb", "nd", "ne", "ng", "nl", "nn", "no", "nr", "nv", "ny", "oc", "oj", "om", "or", "os", "pa", "pi", "pl", "ps", "pt", "qu", "rm", "rn", "ro", "ru", "rw", "sa", "sc", "sd", "se", "sg", "si", "sk", "sl", "sm", "sn", "so", "sq", "sr", "ss", "st", "su", "sv", "sw", "ta", "te", "tg", "th", "ti", "tk", "tl", "tn", "to", "tr", "ts", "tt", "tw", "ty", "ug", "uk", "ur", "uz", "ve", "vi", "vo", "wa", "wo", "xh", "yi", "yo", "za", "zh", "zu"}

func init() {
	m.Register(func(app core.App) error {
		media, err := app.FindCollectionByNameOrId(mediaId)
		if err != nil {
			return err
		}
		media.Fields.Add(
			&core.SelectField{Name: "language", MaxSelect: 1, Values: languages1763771600},
			&core.EmailField{Name: "ownerEmail", Hidden: true},
		)
		if err := app.Save(media); err != nil {
			return err
		}
		_, err = app.DB().Update("media", dbx.Params{"language": "en"}, dbx.HashExp{"language": ""}).Execute()
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
