package migrations

import "github.com/pocketbase/pocketbase/core"

// deleteCollections drops collections in the order given (dependents
// first), for the down half of a migration.
func deleteCollections(app core.App, names ...string) error {
	for _, name := range names {
		c, err := app.FindCollectionByNameOrId(name)
		if err != nil {
			return err
		}
		if err := app.Delete(c); err != nil {
			return err
		}
	}
	return nil
}
