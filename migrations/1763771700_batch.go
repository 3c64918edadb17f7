package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// Scripts and the SDK's pb.createBatch() may send several record writes as
// one transaction through POST /api/batch (each write under its own
// collection's rules and our hooks, so a batch can do nothing a caller's
// single requests could not). PocketBase ships it switched off. Up to 50
// writes, 10 s for the whole (an approval saves every episode of the item),
// 32 MiB of body.
func init() {
	m.Register(func(app core.App) error {
		s := app.Settings()
		s.Batch.Enabled = true
		s.Batch.MaxRequests = 50
		s.Batch.Timeout = 10
		s.Batch.MaxBodySize = 32 << 20
		return app.Save(s)
	}, func(app core.App) error {
		s := app.Settings()
		s.Batch.Enabled = false
		return app.Save(s)
	})
}
