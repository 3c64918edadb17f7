package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// Catalogue months: each browse list's length per month of creation, so a
// deep page of a newest-first browse list starts at the month that holds
// its first item (internal/seek) instead of stepping over up to 20,000
// catalogue entries (docs/BENCHMARKS.md, target 7). Kept like
// catalogue_counts, by triggers on the catalogue in the same transaction,
// under the same keys (catalogueKeys) with the month ("YYYY-MM" of
// created) beside them. Catalogue rows are only inserted and deleted (a
// changed media row is deleted and inserted again), as catalogue_counts
// relies on too.
var catalogueMonthsUp = []string{
	`CREATE TABLE {{catalogue_months}} ([[key]] TEXT NOT NULL, [[month]] TEXT NOT NULL, [[n]] INTEGER NOT NULL,
		PRIMARY KEY ([[key]], [[month]])) WITHOUT ROWID`,
	`CREATE TRIGGER [[catalogue_months_add]] AFTER INSERT ON {{catalogue}} BEGIN
		INSERT INTO {{catalogue_months}} ([[key]], [[month]], [[n]])
		SELECT value, substr(NEW.[[created]], 1, 7), 1 FROM json_each(json_array(` + catalogueKeys("NEW") + `)) WHERE true
		ON CONFLICT ([[key]], [[month]]) DO UPDATE SET [[n]] = [[n]] + 1;
	END`,
	`CREATE TRIGGER [[catalogue_months_remove]] AFTER DELETE ON {{catalogue}} BEGIN
		UPDATE {{catalogue_months}} SET [[n]] = [[n]] - 1
		WHERE [[key]] IN (` + catalogueKeys("OLD") + `) AND [[month]] = substr(OLD.[[created]], 1, 7);
	END`,
	`INSERT INTO {{catalogue_months}} ([[key]], [[month]], [[n]])
		SELECT k.value, substr(c.[[created]], 1, 7), COUNT(*)
		FROM {{catalogue}} c, json_each(json_array(` + catalogueKeys("c") + `)) k GROUP BY 1, 2`,
}

var catalogueMonthsDown = []string{
	`DROP TRIGGER IF EXISTS [[catalogue_months_remove]]`,
	`DROP TRIGGER IF EXISTS [[catalogue_months_add]]`,
	`DROP TABLE IF EXISTS {{catalogue_months}}`,
}

func init() {
	m.Register(func(app core.App) error {
		return searchExec(app, catalogueMonthsUp)
	}, func(app core.App) error {
		return searchExec(app, catalogueMonthsDown)
	})
}
