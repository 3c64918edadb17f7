package commands

import (
	"path/filepath"

	"github.com/pocketbase/pocketbase"
	"github.com/spf13/cobra"

	"selah/internal/derived"
)

// derivedCommands are check and rebuild: commands over the derived tables
// their arguments name (every one when none is named).
func derivedCommands(app *pocketbase.PocketBase) []*cobra.Command {
	return []*cobra.Command{
		derivedCommand("check", "Compare every derived table (or those named) with the query that defines it; exit 1 on any difference",
			"check reads the data dir's database read-only, in one transaction (one snapshot), so it may run "+
				"beside a running server. Each difference is printed with its table, key, the kept values and the wanted ones.",
			func(cmd *cobra.Command, tables []derived.Table, _ bool) error {
				return Check(filepath.Join(app.DataDir(), "data.db"), tables, cmd.OutOrStdout())
			}),
		derivedCommand("rebuild", "Recompute every derived table (or those named, and what is computed from them) from its sources",
			"rebuild recomputes derived tables from the queries that define them, in one transaction; run it with "+
				"the server stopped. With no names it leaves the ledgers (rollup_plays, rollup_listener_days), whose past "+
				"rows no query gives back, unless they are named.",
			func(cmd *cobra.Command, tables []derived.Table, named bool) error {
				return rebuild(app, tables, named, cmd.OutOrStdout())
			}),
	}
}

// derivedCommand is one command of derivedCommands: an unknown table name
// fails before run, which gets the tables and whether any was named.
func derivedCommand(use, short, long string, run func(cmd *cobra.Command, tables []derived.Table, named bool) error) *cobra.Command {
	return &cobra.Command{
		Use:          use + " [TABLE...]",
		Short:        short,
		Long:         long,
		SilenceUsage: true,
		RunE: func(cmd *cobra.Command, args []string) error {
			tables, err := derived.Named(args)
			if err != nil {
				return err
			}
			return run(cmd, tables, len(args) > 0)
		},
	}
}
