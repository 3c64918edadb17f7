package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// Backups on a schedule, with PocketBase's backup API: a zip of pb_data
// (database and local files) every night at 03:00 UTC, the last seven
// kept. Staff change the schedule or point backups at S3 in the dashboard
// (Settings > Backups); docs/OPERATIONS.md says how to restore.
func init() {
	m.Register(func(app core.App) error {
		s := app.Settings()
		if s.Backups.Cron == "" {
			s.Backups.Cron = "0 3 * * *"
			s.Backups.CronMaxKeep = 7
		}
		return app.Save(s)
	}, func(app core.App) error {
		s := app.Settings()
		s.Backups.Cron = ""
		s.Backups.CronMaxKeep = 0
		return app.Save(s)
	})
}
