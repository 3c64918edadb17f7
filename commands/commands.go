// Package commands adds Selah's own commands to the binary: admins and seed.
package commands

import (
	"fmt"
	"sync/atomic"

	"github.com/spf13/cobra"

	"github.com/pocketbase/pocketbase"
	"github.com/pocketbase/pocketbase/core"
)

// failed records that one of our commands returned an error: PocketBase's
// Execute ignores command errors, and scripts need a non-zero exit code.
var failed atomic.Bool

// Register adds the commands to the app's root command.
func Register(app *pocketbase.PocketBase) {
	for _, cmd := range []*cobra.Command{adminsCommand(app), seedCommand(app)} {
		markFailures(cmd)
		app.RootCmd.AddCommand(cmd)
	}
}

// Failed reports whether a command of ours failed (main exits with 1).
func Failed() bool { return failed.Load() }

func markFailures(cmd *cobra.Command) {
	if run := cmd.RunE; run != nil {
		cmd.RunE = func(c *cobra.Command, args []string) error {
			err := run(c, args)
			if err != nil {
				failed.Store(true)
			}
			return err
		}
	}
	for _, sub := range cmd.Commands() {
		markFailures(sub)
	}
}

// migrate applies pending migrations, so a command works on a fresh data
// dir before the server has ever run (the server does the same on serve).
func migrate(app core.App) error {
	if err := app.RunAllMigrations(); err != nil {
		return fmt.Errorf("apply migrations: %w", err)
	}
	return nil
}
