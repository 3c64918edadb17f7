package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

func init() {
	m.Register(func(app core.App) error {
		admins := core.NewAuthCollection("admins", "pbc_selah_admins")
		admins.Fields.Add(&core.TextField{Name: "name", Max: 100})
		admins.Fields.Add(&core.AutodateField{Name: "created", OnCreate: true})
		admins.Fields.Add(&core.AutodateField{Name: "updated", OnCreate: true, OnUpdate: true})
		admins.RemoveIndex("idx_email_pbc_selah_admins")
		admins.AddIndex("idx_email_pbc_selah_admins", true, "`email` COLLATE NOCASE", "`email` != ''")

		// Admins are created with `selah admins create`; through the REST API
		// an admin can only read their own record.
		self := "id = @request.auth.id"
		admins.ListRule = types.Pointer(self)
		admins.ViewRule = types.Pointer(self)
		admins.CreateRule = nil
		admins.UpdateRule = nil
		admins.DeleteRule = nil
		admins.AuthAlert.Enabled = false
		return app.Save(admins)
	}, func(app core.App) error {
		admins, err := app.FindCollectionByNameOrId("admins")
		if err != nil {
			return err
		}
		return app.Delete(admins)
	})
}
