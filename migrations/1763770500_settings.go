package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// The app's name and sender appear in every email; staff can change them in
// the dashboard (Settings > Application / Mail settings).
func init() {
	m.Register(func(app core.App) error {
		s := app.Settings()
		s.Meta.AppName = "Selah"
		s.Meta.SenderName = "Selah"
		s.Meta.SenderAddress = "no-reply@selah.local"
		return app.Save(s)
	}, nil)
}
