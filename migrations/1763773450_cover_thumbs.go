package migrations

import (
	"slices"

	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// Thumbnail sizes PocketBase may make of covers and avatars (?thumb=WxH;
// any other size is served as the original):
//
//   - covers 150x150, 200x200 and 400x400: oEmbed's thumbnail must fit the
//     consumer's maxwidth and maxheight (oEmbed 1.0 §2.3.4), so
//     publicpage.OEmbedFor picks the largest square that does from these
//     and the 100, 300 and 600 the covers had;
//   - covers and avatars 1400x1400 and 3000x3000: a feed's artwork must be a
//     square of 1400 to 3000 pixels in JPEG or PNG (Apple Podcasts); a cover
//     at least that large but not square, larger, or WebP is served as one of
//     these (routes/feeds_artwork.go).
var (
	coverThumbsAdded  = []string{"150x150", "200x200", "400x400", "1400x1400", "3000x3000"}
	avatarThumbsAdded = []string{"1400x1400", "3000x3000"}
)

func init() {
	m.Register(func(app core.App) error {
		if err := editThumbs(app, mediaId, "coverArt", coverThumbsAdded, true); err != nil {
			return err
		}
		return editThumbs(app, usersId, "avatar", avatarThumbsAdded, true)
	}, func(app core.App) error {
		if err := editThumbs(app, mediaId, "coverArt", coverThumbsAdded, false); err != nil {
			return err
		}
		return editThumbs(app, usersId, "avatar", avatarThumbsAdded, false)
	})
}

// editThumbs adds sizes to (or removes them from) a file field's thumbs.
func editThumbs(app core.App, collection, field string, sizes []string, add bool) error {
	c, err := app.FindCollectionByNameOrId(collection)
	if err != nil {
		return err
	}
	f, ok := c.Fields.GetByName(field).(*core.FileField)
	if !ok {
		return nil
	}
	for _, s := range sizes {
		i := slices.Index(f.Thumbs, s)
		switch {
		case add && i < 0:
			f.Thumbs = append(f.Thumbs, s)
		case !add && i >= 0:
			f.Thumbs = slices.Delete(f.Thumbs, i, i+1)
		}
	}
	return app.Save(c)
}
