package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// downloads are the podcast downloads counted by the IAB rules (see
// internal/downloads): one row per listener per episode per 24 hours. The
// listener is a salted hash, never an IP address. Nobody reads the rows
// through the REST API (nil rules: superusers only); analytics sums them.
func init() {
	m.Register(func(app core.App) error {
		downloads := core.NewBaseCollection("downloads", "pbc_selah_downloads")
		downloads.Fields.Add(
			&core.RelationField{Name: "episode", CollectionId: episodesId, MaxSelect: 1, Required: true, CascadeDelete: true},
			&core.RelationField{Name: "media", CollectionId: mediaId, MaxSelect: 1, Required: true, CascadeDelete: true},
			&core.TextField{Name: "listenerKey", Required: true, Max: 128},
			&core.AutodateField{Name: "created", OnCreate: true},
		)
		downloads.AddIndex("idx_downloads_episode_listener_created", false, "`episode`, `listenerKey`, `created`", "")
		downloads.AddIndex("idx_downloads_media_created", false, "`media`, `created`", "")
		return app.Save(downloads)
	}, func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("downloads")
		if err != nil {
			return err
		}
		return app.Delete(c)
	})
}
