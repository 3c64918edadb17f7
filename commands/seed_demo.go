package commands

import (
	"errors"

	"github.com/pocketbase/pocketbase"
	"github.com/spf13/cobra"
)

func seedDemoCommand(app *pocketbase.PocketBase) *cobra.Command {
	return &cobra.Command{
		Use:          "demo",
		Short:        "Fill an empty database with demo creators, albums, podcasts and sermons",
		Args:         cobra.NoArgs,
		SilenceUsage: true,
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := migrate(app); err != nil {
				return err
			}
			return errors.New("not written yet")
		},
	}
}
