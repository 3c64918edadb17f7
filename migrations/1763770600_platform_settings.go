package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

// platform_settings holds the admin-editable switches of the platform in one
// row (the sender name and address live in PocketBase's own settings).
func init() {
	m.Register(func(app core.App) error {
		c := core.NewBaseCollection("platform_settings", "pbc_selah_platform")
		c.Fields.Add(
			&core.BoolField{Name: "registrationClosed"},
			&core.NumberField{Name: "maxUploadMB", OnlyInt: true, Min: types.Pointer(1.0), Max: types.Pointer(2048.0)},
			&core.AutodateField{Name: "updated", OnCreate: true, OnUpdate: true},
		)
		if err := app.Save(c); err != nil {
			return err
		}
		row := core.NewRecord(c)
		row.Id = "platform0000001"
		row.Set("maxUploadMB", 2048)
		return app.Save(row)
	}, func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("platform_settings")
		if err != nil {
			return err
		}
		return app.Delete(c)
	})
}
