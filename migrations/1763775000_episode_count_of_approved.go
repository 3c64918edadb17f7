package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// An approved item's episodeCount and duration count its approved episodes,
// no longer every episode: a new episode waiting for review on a live item
// was counted on every list and search result while its page and feed did
// not show it. An item in any other state still counts all of its episodes
// (its creator and staff see them all). hooks/counters.go keeps the
// columns from now on; this sets the rows already stored. Only the rows
// that differ are written, so the triggers reading media fire for those
// alone.
func episodeTotals(counted string) []string {
	count := `(SELECT COUNT(*) FROM {{episodes}} e WHERE e.[[media]] = {{media}}.[[id]]` + counted + `)`
	length := `(SELECT COALESCE(SUM(e.[[duration]]), 0) FROM {{episodes}} e WHERE e.[[media]] = {{media}}.[[id]]` + counted + `)`
	return []string{`UPDATE {{media}} SET [[episodeCount]] = ` + count + `, [[duration]] = ` + length + `
		WHERE [[episodeCount]] IS NOT ` + count + ` OR [[duration]] IS NOT ` + length}
}

func init() {
	m.Register(func(app core.App) error {
		return searchExec(app, episodeTotals(` AND ({{media}}.[[adminStatus]] != 'active' OR e.[[adminStatus]] = 'active')`))
	}, func(app core.App) error {
		return searchExec(app, episodeTotals(``))
	})
}
