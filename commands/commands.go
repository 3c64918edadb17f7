// Package commands adds Selah's own commands to the binary: admins and seed.
package commands

import (
	"fmt"

	"github.com/pocketbase/pocketbase"
	"github.com/pocketbase/pocketbase/core"
)

// Register adds the commands to the app's root command.
func Register(app *pocketbase.PocketBase) {
	app.RootCmd.AddCommand(adminsCommand(app))
	app.RootCmd.AddCommand(seedCommand(app))
}

// migrate applies pending migrations, so a command works on a fresh data
// dir before the server has ever run (the server does the same on serve).
func migrate(app core.App) error {
	if err := app.RunAllMigrations(); err != nil {
		return fmt.Errorf("apply migrations: %w", err)
	}
	return nil
}
