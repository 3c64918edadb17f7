package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// The users' avatar takes what PATCH /api/users/me takes: JPEG, PNG or WebP
// (by the bytes). PocketBase's default also allows SVG and GIF, and its REST
// API let an account store an SVG with a script as its avatar, served as
// image/svg+xml to anyone with the URL.
var avatarTypes = []string{"image/jpeg", "image/png", "image/webp"}

func init() {
	m.Register(func(app core.App) error {
		return setAvatarTypes(app, avatarTypes)
	}, func(app core.App) error {
		return setAvatarTypes(app, []string{"image/jpeg", "image/png", "image/svg+xml", "image/gif", "image/webp"})
	})
}

func setAvatarTypes(app core.App, types []string) error {
	users, err := app.FindCollectionByNameOrId("users")
	if err != nil {
		return err
	}
	if avatar, ok := users.Fields.GetByName("avatar").(*core.FileField); ok {
		avatar.MimeTypes = types
	}
	return app.Save(users)
}
