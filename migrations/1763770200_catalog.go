package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

// Collection ids are fixed so relations and tests can name them.
const (
	genresId          = "pbc_selah_genres"
	audioCategoriesId = "pbc_selah_categories"
)

// seedGenres are the gospel genres a creator picks from.
var seedGenres = []string{
	"Worship", "Praise", "Hymns", "Contemporary Christian", "Gospel Choir",
	"Urban Gospel", "Afro Gospel", "Southern Gospel", "Traditional Gospel",
	"Christian Hip Hop", "Instrumental", "Acapella",
}

// seedCategories are SPEC's sermon and podcast categories.
var seedCategories = []struct{ title, kind string }{
	{"Teaching", "sermon"}, {"Prayer", "sermon"}, {"Worship", "sermon"},
	{"Devotional", "podcast"}, {"Bible Study", "podcast"}, {"Christian Living", "podcast"},
}

func init() {
	m.Register(func(app core.App) error {
		signedIn := types.Pointer("@request.auth.id != ''")

		genres := core.NewBaseCollection("genres", genresId)
		genres.Fields.Add(&core.TextField{Name: "title", Required: true, Max: 60})
		genres.Fields.Add(&core.AutodateField{Name: "created", OnCreate: true})
		genres.AddIndex("idx_genres_title", true, "`title` COLLATE NOCASE", "")
		genres.ListRule, genres.ViewRule = signedIn, signedIn
		if err := app.Save(genres); err != nil {
			return err
		}

		categories := core.NewBaseCollection("audio_categories", audioCategoriesId)
		categories.Fields.Add(&core.TextField{Name: "title", Required: true, Max: 60})
		categories.Fields.Add(&core.SelectField{Name: "type", Required: true, MaxSelect: 1, Values: []string{"podcast", "sermon"}})
		categories.Fields.Add(&core.AutodateField{Name: "created", OnCreate: true})
		categories.AddIndex("idx_categories_type_title", true, "`type`, `title` COLLATE NOCASE", "")
		categories.ListRule, categories.ViewRule = signedIn, signedIn
		if err := app.Save(categories); err != nil {
			return err
		}

		for _, title := range seedGenres {
			r := core.NewRecord(genres)
			r.Set("title", title)
			if err := app.Save(r); err != nil {
				return err
			}
		}
		for _, c := range seedCategories {
			r := core.NewRecord(categories)
			r.Set("title", c.title)
			r.Set("type", c.kind)
			if err := app.Save(r); err != nil {
				return err
			}
		}
		return nil
	}, func(app core.App) error {
		return deleteCollections(app, "audio_categories", "genres")
	})
}
