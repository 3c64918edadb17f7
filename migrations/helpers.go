package migrations

import (
	"slices"

	"github.com/pocketbase/pocketbase/core"
)

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

// withoutRateLimits is rules less every rule labelled as one of ours, for
// the down half of a migration that added rate limits (staff's own rules
// and PocketBase's defaults stay).
func withoutRateLimits(rules, ours []core.RateLimitRule) []core.RateLimitRule {
	return slices.DeleteFunc(rules, func(have core.RateLimitRule) bool {
		return slices.ContainsFunc(ours, func(r core.RateLimitRule) bool { return r.Label == have.Label })
	})
}
