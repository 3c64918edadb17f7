package commands

import (
	"errors"
	"fmt"
	"strings"
	"text/tabwriter"

	"github.com/pocketbase/pocketbase"
	"github.com/pocketbase/pocketbase/core"
	"github.com/spf13/cobra"
)

const adminsCollection = "admins"

func adminsCommand(app *pocketbase.PocketBase) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "admins",
		Short: "Create, list and delete Selah admins (who review media at /admin)",
	}
	var name string
	create := &cobra.Command{
		Use:          "create EMAIL PASSWORD",
		Short:        "Create an admin",
		Args:         cobra.ExactArgs(2),
		SilenceUsage: true,
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := migrate(app); err != nil {
				return err
			}
			admin, err := createAdmin(app, args[0], args[1], name)
			if err != nil {
				return err
			}
			fmt.Fprintf(cmd.OutOrStdout(), "Admin %s created. Sign in at /admin-login.\n", admin.Email())
			return nil
		},
	}
	create.Flags().StringVar(&name, "name", "", "the admin's display name (default: the part of the email before @)")

	list := &cobra.Command{
		Use:          "list",
		Short:        "List admins",
		Args:         cobra.NoArgs,
		SilenceUsage: true,
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := migrate(app); err != nil {
				return err
			}
			admins, err := app.FindAllRecords(adminsCollection)
			if err != nil {
				return err
			}
			if len(admins) == 0 {
				fmt.Fprintln(cmd.OutOrStdout(), "No admins yet. Create one with: selah admins create EMAIL PASSWORD")
				return nil
			}
			w := tabwriter.NewWriter(cmd.OutOrStdout(), 0, 4, 2, ' ', 0)
			fmt.Fprintln(w, "EMAIL\tNAME\tCREATED")
			for _, a := range admins {
				fmt.Fprintf(w, "%s\t%s\t%s\n", a.Email(), a.GetString("name"), a.GetDateTime("created").Time().Format("2006-01-02 15:04"))
			}
			return w.Flush()
		},
	}

	del := &cobra.Command{
		Use:          "delete EMAIL",
		Short:        "Delete an admin",
		Args:         cobra.ExactArgs(1),
		SilenceUsage: true,
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := migrate(app); err != nil {
				return err
			}
			admin, err := app.FindAuthRecordByEmail(adminsCollection, strings.TrimSpace(args[0]))
			if err != nil {
				return fmt.Errorf("no admin with the email %q", args[0])
			}
			if err := app.Delete(admin); err != nil {
				return err
			}
			fmt.Fprintf(cmd.OutOrStdout(), "Admin %s deleted.\n", admin.Email())
			return nil
		},
	}
	cmd.AddCommand(create, list, del)
	return cmd
}

// createAdmin validates and saves a new admin.
func createAdmin(app core.App, email, password, name string) (*core.Record, error) {
	email = strings.ToLower(strings.TrimSpace(email))
	if !strings.Contains(email, "@") || strings.ContainsAny(email, " \t") {
		return nil, fmt.Errorf("%q is not a valid email address", email)
	}
	if len(password) < 8 {
		return nil, errors.New("the password must be at least 8 characters long")
	}
	if _, err := app.FindAuthRecordByEmail(adminsCollection, email); err == nil {
		return nil, fmt.Errorf("an admin with the email %s already exists", email)
	}
	if name = strings.TrimSpace(name); name == "" {
		name, _, _ = strings.Cut(email, "@")
	}
	coll, err := app.FindCollectionByNameOrId(adminsCollection)
	if err != nil {
		return nil, err
	}
	admin := core.NewRecord(coll)
	admin.SetEmail(email)
	admin.SetPassword(password)
	admin.SetVerified(true)
	admin.Set("name", name)
	if err := app.Save(admin); err != nil {
		return nil, fmt.Errorf("save admin: %w", err)
	}
	return admin, nil
}
