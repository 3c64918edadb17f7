package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// Indexes for the long tail (issue 15: every page rendered, the answer
// cache off or emptied by writes; docs/BENCHMARKS.md, target 7):
//
//   - browse's "popular" order (playsCount, created, id, newest first among
//     equals) had no index: every page sorted all approved media in a
//     temporary B-tree. idx_media_status_plays walks approved media in that
//     order and holds the creator's id, so the skipped rows of a deep page
//     are read from the index (and the creator's row, for the suspension
//     check), never from the media table.
//   - a creator's own list searched with ?search= (a LIKE over title, theme
//     and preacher of that creator's media) read every one of their media
//     rows, for the count and again for the page. idx_media_artist_created
//     (1763771400_list_indexes.go) now also holds those columns after its
//     own, in the list's order, so the count is a walk of the index alone;
//     everything it answered before it still answers.
var longTailIndexes = []struct{ name, before, after string }{
	{"idx_media_status_plays", "", "`adminStatus`, `playsCount`, `created`, `id`, `artist`"},
	{"idx_media_artist_created", "`artist`, `created`, `id`", "`artist`, `created`, `id`, `title`, `theme`, `preacher`"},
}

func init() {
	m.Register(func(app core.App) error {
		return setLongTailIndexes(app, true)
	}, func(app core.App) error {
		return setLongTailIndexes(app, false)
	})
}

func setLongTailIndexes(app core.App, up bool) error {
	c, err := app.FindCollectionByNameOrId("media")
	if err != nil {
		return err
	}
	for _, ix := range longTailIndexes {
		cols := ix.before
		if up {
			cols = ix.after
		}
		c.RemoveIndex(ix.name)
		if cols != "" {
			c.AddIndex(ix.name, false, cols, "")
		}
	}
	return app.Save(c)
}
