package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

// usersEmailIndex replaces PocketBase's case-sensitive email index so that
// "Ann@Example.com" and "ann@example.com" are one account and sign-in
// ignores case (PocketBase honours COLLATE NOCASE on identity lookups).
const usersEmailIndex = "idx_email__pb_users_auth_"

func init() {
	m.Register(func(app core.App) error {
		users, err := app.FindCollectionByNameOrId("users")
		if err != nil {
			return err
		}

		users.Fields.Add(&core.SelectField{
			Name:      "accountStatus",
			Values:    []string{"active", "suspended"},
			MaxSelect: 1,
		})
		users.Fields.Add(&core.BoolField{Name: "isPremiumUser"})
		users.Fields.Add(&core.TextField{Name: "bio", Max: 500})
		if name, ok := users.Fields.GetByName("name").(*core.TextField); ok {
			name.Max = 100
		}

		users.RemoveIndex(usersEmailIndex)
		users.AddIndex(usersEmailIndex, true, "`email` COLLATE NOCASE", "`email` != ''")
		users.AddIndex("idx_users_created", false, "`created`", "")
		users.AddIndex("idx_users_status_created", false, "`accountStatus`, `created`", "")

		// Our create-account route is the only way in (it sends the code);
		// scripts may read and edit their own record but never moderation
		// fields, and deletion goes through DELETE /api/users/me.
		self := "id = @request.auth.id"
		users.ListRule = types.Pointer(self)
		users.ViewRule = types.Pointer(self)
		users.CreateRule = nil
		users.UpdateRule = types.Pointer(self +
			" && @request.body.accountStatus:isset = false" +
			" && @request.body.isPremiumUser:isset = false" +
			" && @request.body.verified:isset = false")
		users.DeleteRule = nil
		// Unverified and suspended accounts cannot authenticate by any method.
		users.AuthRule = types.Pointer("verified = true && accountStatus != 'suspended'")
		users.PasswordResetToken.Duration = 600
		users.AuthAlert.Enabled = false

		return app.Save(users)
	}, func(app core.App) error {
		users, err := app.FindCollectionByNameOrId("users")
		if err != nil {
			return err
		}
		users.Fields.RemoveByName("accountStatus")
		users.Fields.RemoveByName("isPremiumUser")
		users.Fields.RemoveByName("bio")
		users.RemoveIndex("idx_users_created")
		users.RemoveIndex("idx_users_status_created")
		users.RemoveIndex(usersEmailIndex)
		users.AddIndex(usersEmailIndex, true, "`email`", "`email` != ''")
		users.AuthRule = types.Pointer("")
		users.CreateRule = types.Pointer("")
		users.DeleteRule = types.Pointer("id = @request.auth.id")
		users.UpdateRule = types.Pointer("id = @request.auth.id")
		return app.Save(users)
	})
}
