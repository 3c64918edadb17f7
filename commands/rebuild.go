package commands

import (
	"fmt"
	"io"

	"github.com/pocketbase/pocketbase/core"

	"selah/internal/derived"
)

// rebuild recomputes tables (with what is computed from them) in one
// transaction, after applying pending migrations. Unless tables were
// named, the ledgers are left: no query gives their past rows back.
func rebuild(app core.App, tables []derived.Table, named bool, out io.Writer) error {
	if err := migrate(app); err != nil {
		return err
	}
	if !named {
		tables = withoutLedgers(tables)
	}
	tables = derived.WithDependents(tables)
	if err := app.RunInTransaction(func(tx core.App) error {
		return derived.Rebuild(tx.DB(), tables)
	}); err != nil {
		return err
	}
	fmt.Fprintf(out, "%d derived tables rebuilt.\n", len(tables))
	return nil
}

func withoutLedgers(tables []derived.Table) []derived.Table {
	var out []derived.Table
	for _, t := range tables {
		if !t.Ledger {
			out = append(out, t)
		}
	}
	return out
}
