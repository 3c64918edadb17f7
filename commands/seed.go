package commands

import (
	"github.com/pocketbase/pocketbase"
	"github.com/spf13/cobra"
)

// seedCommand is `selah seed demo` (see seed_demo.go).
func seedCommand(app *pocketbase.PocketBase) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "seed",
		Short: "Fill the database with sample content",
	}
	cmd.AddCommand(seedDemoCommand(app))
	return cmd
}
