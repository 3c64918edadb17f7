// Package commands adds Selah's own commands to the binary: admins, seed,
// check and rebuild.
package commands

import (
	"fmt"
	"sync/atomic"

	"github.com/spf13/cobra"

	"github.com/pocketbase/pocketbase"
	"github.com/pocketbase/pocketbase/core"
)

// Outcome is what one run of the binary ended in. PocketBase's Execute
// drops the error cobra returns (an unknown command, a command's RunE), so
// main asks the outcome for the exit status after Start returns.
type Outcome struct {
	failed atomic.Bool
}

// Register adds the commands to the app's root command and returns the
// run's outcome.
func Register(app *pocketbase.PocketBase) *Outcome {
	out := &Outcome{}
	for _, cmd := range append([]*cobra.Command{adminsCommand(app), seedCommand(app)}, derivedCommands(app)...) {
		out.watch(cmd)
		app.RootCmd.AddCommand(cmd)
	}
	return out
}

// ExitCode is 1 when a command of ours returned an error or args name no
// command of root (cobra has printed "unknown command" already), else 0.
func (o *Outcome) ExitCode(root *cobra.Command, args []string) int {
	if o.failed.Load() {
		return 1
	}
	if _, _, err := root.Find(args); err != nil {
		return 1
	}
	return 0
}

// watch records the errors of cmd and its subcommands.
func (o *Outcome) watch(cmd *cobra.Command) {
	if run := cmd.RunE; run != nil {
		cmd.RunE = func(c *cobra.Command, args []string) error {
			err := run(c, args)
			if err != nil {
				o.failed.Store(true)
			}
			return err
		}
	}
	for _, sub := range cmd.Commands() {
		o.watch(sub)
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
