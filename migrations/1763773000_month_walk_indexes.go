package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// Month-walk indexes: a deep page of the creator's, the admin's or the
// users list finds its month by summing the list's monthly roll-up rows
// newest month first (internal/seek). Keyed by type and status before the
// month, those rows came out of order and SQLite sorted them for every
// deep page: for the full data set's label, the walk cost twice the page's
// own query (perf, docs/BENCHMARKS.md target 7). These indexes hand the
// rows over in month order, each holding what the walk reads.
var monthWalkUp = []string{
	`CREATE INDEX [[idx_rollup_creator_media_walk]] ON {{rollup_creator_media}} ([[artist]], [[month]], [[type]], [[status]], [[n]])`,
	`CREATE INDEX [[idx_rollup_media_status_walk]] ON {{rollup_media}} ([[status]], [[month]], [[type]], [[n]])`,
	`CREATE INDEX [[idx_rollup_users_walk]] ON {{rollup_users}} ([[status]], [[month]], [[n]])`,
}

var monthWalkDown = []string{
	`DROP INDEX IF EXISTS [[idx_rollup_users_walk]]`,
	`DROP INDEX IF EXISTS [[idx_rollup_media_status_walk]]`,
	`DROP INDEX IF EXISTS [[idx_rollup_creator_media_walk]]`,
}

func init() {
	m.Register(func(app core.App) error {
		return searchExec(app, monthWalkUp)
	}, func(app core.App) error {
		return searchExec(app, monthWalkDown)
	})
}
