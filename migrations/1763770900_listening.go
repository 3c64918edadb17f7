package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

// Listening: what the stream route served (to check play reports), resume
// positions, and daily play totals (so figures stay fast at millions of
// plays). None of it is readable through the REST API.
func init() {
	m.Register(func(app core.App) error {
		episodes, err := app.FindCollectionByNameOrId("episodes")
		if err != nil {
			return err
		}
		// Measured at upload: what a minute of audio costs in bytes and
		// where the audio starts, for the play and download thresholds.
		episodes.Fields.Add(
			&core.NumberField{Name: "bitrate", OnlyInt: true, Min: types.Pointer(0.0)},
			&core.NumberField{Name: "headerSize", OnlyInt: true, Min: types.Pointer(0.0)},
		)
		if err := app.Save(episodes); err != nil {
			return err
		}

		listens := core.NewBaseCollection("listens", "pbc_selah_listens")
		listens.Fields.Add(
			&core.RelationField{Name: "listener", CollectionId: usersId, MaxSelect: 1, Required: true, CascadeDelete: true},
			&core.RelationField{Name: "episode", CollectionId: episodesId, MaxSelect: 1, Required: true, CascadeDelete: true},
			&core.DateField{Name: "startedAt", Required: true},
			&core.NumberField{Name: "bytesServed", OnlyInt: true, Min: types.Pointer(0.0)},
			&core.AutodateField{Name: "updated", OnCreate: true, OnUpdate: true},
		)
		listens.AddIndex("idx_listens_listener_episode", true, "`listener`, `episode`", "")
		if err := app.Save(listens); err != nil {
			return err
		}

		positions := core.NewBaseCollection("positions", "pbc_selah_positions")
		positions.Fields.Add(
			&core.RelationField{Name: "listener", CollectionId: usersId, MaxSelect: 1, Required: true, CascadeDelete: true},
			&core.RelationField{Name: "episode", CollectionId: episodesId, MaxSelect: 1, Required: true, CascadeDelete: true},
			&core.NumberField{Name: "position", Min: types.Pointer(0.0)},
			&core.AutodateField{Name: "updated", OnCreate: true, OnUpdate: true},
		)
		positions.AddIndex("idx_positions_listener_episode", true, "`listener`, `episode`", "")
		positions.AddIndex("idx_positions_listener_updated", false, "`listener`, `updated`", "")
		if err := app.Save(positions); err != nil {
			return err
		}

		days := core.NewBaseCollection("play_days", "pbc_selah_playdays")
		days.Fields.Add(
			&core.RelationField{Name: "media", CollectionId: mediaId, MaxSelect: 1, Required: true, CascadeDelete: true},
			&core.TextField{Name: "day", Required: true, Pattern: `^\d{4}-\d{2}-\d{2}$`},
			&core.NumberField{Name: "plays", OnlyInt: true, Min: types.Pointer(0.0)},
		)
		days.AddIndex("idx_playdays_media_day", true, "`media`, `day`", "")
		days.AddIndex("idx_playdays_day", false, "`day`", "")
		return app.Save(days)
	}, func(app core.App) error {
		if err := deleteCollections(app, "play_days", "positions", "listens"); err != nil {
			return err
		}
		episodes, err := app.FindCollectionByNameOrId("episodes")
		if err != nil {
			return err
		}
		episodes.Fields.RemoveByName("bitrate")
		episodes.Fields.RemoveByName("headerSize")
		return app.Save(episodes)
	})
}
