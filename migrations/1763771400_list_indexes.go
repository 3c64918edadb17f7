package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// Every list is ordered "created DESC, id DESC" (ours and PocketBase's
// records API alike). With indexes ending in created alone, SQLite sorts
// each page's rows by id in a temporary B-tree, so it reads every row it
// skips: page 500 read 5,000 rows. Ending them in (created, id) lets it
// walk the index in the list's order and read only the rows it returns.
// The unfiltered lists (the dashboard's newest users and media) had no
// such index at all: SQLite scanned and sorted the whole table for five
// rows.
var listIndexes = []struct {
	collection, name, before, after string
}{
	{"media", "idx_media_created", "", "`created`, `id`"},
	{"media", "idx_media_status_created", "`adminStatus`, `created`", "`adminStatus`, `created`, `id`"},
	{"media", "idx_media_type_status_created", "`type`, `adminStatus`, `created`", "`type`, `adminStatus`, `created`, `id`"},
	{"media", "idx_media_artist_created", "`artist`, `created`", "`artist`, `created`, `id`"},
	{"media", "idx_media_artist_type_created", "`artist`, `type`, `created`", "`artist`, `type`, `created`, `id`"},
	{"users", "idx_users_created", "`created`", "`created`, `id`"},
	{"users", "idx_users_status_created", "`accountStatus`, `created`", "`accountStatus`, `created`, `id`"},
}

func init() {
	m.Register(func(app core.App) error {
		return setListIndexes(app, true)
	}, func(app core.App) error {
		return setListIndexes(app, false)
	})
}

func setListIndexes(app core.App, up bool) error {
	for _, name := range []string{"media", "users"} {
		c, err := app.FindCollectionByNameOrId(name)
		if err != nil {
			return err
		}
		for _, ix := range listIndexes {
			if ix.collection != name {
				continue
			}
			cols := ix.before
			if up {
				cols = ix.after
			}
			c.RemoveIndex(ix.name)
			if cols != "" {
				c.AddIndex(ix.name, false, cols, "")
			}
		}
		if err := app.Save(c); err != nil {
			return err
		}
	}
	return nil
}
