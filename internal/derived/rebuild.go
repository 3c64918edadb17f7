package derived

import (
	"fmt"

	"github.com/pocketbase/dbx"
)

// Rebuild recomputes tables from their queries, in All's order, with the
// given builder (run it in one transaction: a failure leaves every table
// as it was). The tables' own triggers fire as rows go and come, so a
// table computed from a rebuilt one must be rebuilt after it
// (WithDependents gives them). The roll-ups' generation moves, so the
// analytics drop the past days they keep in memory.
func Rebuild(db dbx.Builder, tables []Table) error {
	for _, t := range tables {
		for _, q := range t.rebuild() {
			if _, err := db.NewQuery(q).Execute(); err != nil {
				return fmt.Errorf("rebuild %s: %w", t.Name, err)
			}
		}
	}
	_, err := db.NewQuery(`UPDATE {{rollup_generation}} SET [[n]] = [[n]] + 1`).Execute()
	return err
}

// RebuildSQL is the statements that recompute t from its sources.
func RebuildSQL(t Table) []string { return t.rebuild() }
