package commands

import (
	"fmt"

	"github.com/pocketbase/pocketbase"
	"github.com/pocketbase/pocketbase/core"
	"github.com/spf13/cobra"

	"selah/internal/derived"
)

func rebuildCommand(app *pocketbase.PocketBase) *cobra.Command {
	return &cobra.Command{
		Use:   "rebuild [TABLE...]",
		Short: "Recompute every derived table (or those named, and what is computed from them) from its sources",
		Long: "rebuild recomputes derived tables from the queries that define them, in one transaction; run it with " +
			"the server stopped. With no names it leaves the ledgers (rollup_plays, rollup_listener_days), whose past " +
			"rows no query gives back, unless they are named.",
		SilenceUsage: true,
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := migrate(app); err != nil {
				return err
			}
			tables, err := derived.Named(args)
			if err != nil {
				return err
			}
			if len(args) == 0 {
				tables = withoutLedgers(tables)
			}
			tables = derived.WithDependents(tables)
			if err := app.RunInTransaction(func(tx core.App) error {
				return derived.Rebuild(tx.DB(), tables)
			}); err != nil {
				return err
			}
			fmt.Fprintf(cmd.OutOrStdout(), "%d derived tables rebuilt.\n", len(tables))
			return nil
		},
	}
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
