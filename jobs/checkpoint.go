package jobs

import (
	"fmt"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// dbOptimizeJob is the id of PocketBase's nightly job (core/base.go):
// `PRAGMA wal_checkpoint(PASSIVE)` on both databases, then `PRAGMA
// optimize`. A TRUNCATE checkpoint takes the write lock and then waits,
// through the 10 s busy timeout, for every reader to leave the write-ahead
// log; Litestream keeps a read transaction open all the time, so beside it
// every write paused for 10 s once a night (a sign-up took 9.5 s) and the
// checkpoint failed anyway. The job is replaced under the same id.
const dbOptimizeJob = "__pbDBOptimize__"

// The job (Table) replaces PocketBase's nightly one with one whose
// checkpoint never waits: PASSIVE copies what no reader still needs and
// takes no write lock. The log is restarted by the next write once it is
// copied whole (Litestream checkpoints it itself as well), and
// journal_size_limit keeps its file from staying large.

// checkpoint runs a PASSIVE checkpoint on both databases and PRAGMA
// optimize on the main one. A checkpoint that a reader held back is not an
// error; one that reports itself busy is.
func checkpoint(app core.App) error {
	for _, db := range []struct {
		name string
		db   dbx.Builder
	}{{"main", app.NonconcurrentDB()}, {"auxiliary", app.AuxNonconcurrentDB()}} {
		var row struct {
			Busy         int `db:"busy"`
			Log          int `db:"log"`
			Checkpointed int `db:"checkpointed"`
		}
		if err := db.db.NewQuery("PRAGMA wal_checkpoint(PASSIVE)").One(&row); err != nil {
			return fmt.Errorf("checkpoint of the %s database: %w", db.name, err)
		}
		if row.Busy != 0 {
			return fmt.Errorf("checkpoint of the %s database: busy", db.name)
		}
	}
	if _, err := app.NonconcurrentDB().NewQuery("PRAGMA optimize").Execute(); err != nil {
		return fmt.Errorf("optimize: %w", err)
	}
	return nil
}
