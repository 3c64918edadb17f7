package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// Roll-up totals: the list pages' cards and counts, kept rather than
// summed. rollup_creator_media and rollup_approvals hold a row per month
// and per approved item, so a creator's cards summed hundreds to thousands
// of rows on every rendered page of their list (a third of its CPU at the
// quick size, more at the full size: docs/BENCHMARKS.md, target 7). These
// tables hold the same totals without the month or the item:
//
//   - rollup_creator_totals: a creator's media by type and status (count
//     and plays), at most twelve rows per creator;
//   - rollup_approval_totals: a creator's first approvals by type, their
//     number and the days they waited (the average is days / n);
//   - rollup_media_totals: every creator's media by type and status, the
//     admin list's count and cards.
//
// Triggers on the roll-ups themselves keep them, so whatever keeps a
// roll-up (its own triggers, RebuildRollups) keeps its totals too, in the
// same transaction. Their names do not start with rollup_, so a bulk loader
// that drops the roll-up triggers keeps these: the roll-ups are not written
// while it fills, and its RebuildRollups moves the totals with them.
var rollupTotalsUp = []string{
	`CREATE TABLE {{rollup_creator_totals}} ([[artist]] TEXT NOT NULL, [[type]] TEXT NOT NULL, [[status]] TEXT NOT NULL,
		[[n]] INTEGER NOT NULL DEFAULT 0, [[plays]] INTEGER NOT NULL DEFAULT 0,
		PRIMARY KEY ([[artist]], [[type]], [[status]])) WITHOUT ROWID`,
	`CREATE TABLE {{rollup_approval_totals}} ([[artist]] TEXT NOT NULL, [[type]] TEXT NOT NULL,
		[[n]] INTEGER NOT NULL DEFAULT 0, [[days]] REAL NOT NULL DEFAULT 0,
		PRIMARY KEY ([[artist]], [[type]])) WITHOUT ROWID`,
	`CREATE TABLE {{rollup_media_totals}} ([[type]] TEXT NOT NULL, [[status]] TEXT NOT NULL,
		[[n]] INTEGER NOT NULL DEFAULT 0, [[plays]] INTEGER NOT NULL DEFAULT 0,
		PRIMARY KEY ([[type]], [[status]])) WITHOUT ROWID`,
	// "New this month" of the admin's cards: one month's rows, not all.
	`CREATE INDEX [[idx_rollup_media_month]] ON {{rollup_media}} ([[month]], [[type]], [[n]])`,

	`INSERT INTO {{rollup_creator_totals}} SELECT [[artist]], [[type]], [[status]], SUM([[n]]), SUM([[plays]])
		FROM {{rollup_creator_media}} GROUP BY 1, 2, 3`,
	`INSERT INTO {{rollup_media_totals}} SELECT [[type]], [[status]], SUM([[n]]), SUM([[plays]])
		FROM {{rollup_media}} GROUP BY 1, 2`,
	`INSERT INTO {{rollup_approval_totals}} SELECT [[artist]], [[type]], COUNT(*), SUM([[days]])
		FROM {{rollup_approvals}} GROUP BY 1, 2`,
}

// totalsTrigger is the three triggers (insert, update, delete) that keep
// totals (keyed by key) equal to source's rows summed over their other
// columns: n and value are the summed columns of both.
func totalsTrigger(name, source, totals string, key []string, n, value string) []string {
	cols, newVals, oldMatch := "", "", ""
	for i, k := range key {
		if i > 0 {
			cols, newVals, oldMatch = cols+", ", newVals+", ", oldMatch+" AND "
		}
		cols += "[[" + k + "]]"
		newVals += "NEW.[[" + k + "]]"
		oldMatch += "[[" + k + "]] = OLD.[[" + k + "]]"
	}
	add := `INSERT INTO {{` + totals + `}} (` + cols + `, [[` + n + `]], [[` + value + `]])
			VALUES (` + newVals + `, NEW.[[` + n + `]], NEW.[[` + value + `]])
			ON CONFLICT DO UPDATE SET [[` + n + `]] = [[` + n + `]] + excluded.[[` + n + `]],
				[[` + value + `]] = [[` + value + `]] + excluded.[[` + value + `]];`
	sub := `UPDATE {{` + totals + `}} SET [[` + n + `]] = [[` + n + `]] - OLD.[[` + n + `]],
			[[` + value + `]] = [[` + value + `]] - OLD.[[` + value + `]] WHERE ` + oldMatch + `;`
	return []string{
		`CREATE TRIGGER [[` + name + `_insert]] AFTER INSERT ON {{` + source + `}} BEGIN ` + add + ` END`,
		`CREATE TRIGGER [[` + name + `_update]] AFTER UPDATE ON {{` + source + `}} BEGIN ` + sub + ` ` + add + ` END`,
		`CREATE TRIGGER [[` + name + `_delete]] AFTER DELETE ON {{` + source + `}} BEGIN ` + sub + ` END`,
	}
}

// approvalTotalsTriggers keep rollup_approval_totals: one approval per
// rollup_approvals row, its days summed.
var approvalTotalsTriggers = []string{`CREATE TRIGGER [[totals_approvals_insert]] AFTER INSERT ON {{rollup_approvals}} BEGIN
		INSERT INTO {{rollup_approval_totals}} ([[artist]], [[type]], [[n]], [[days]]) VALUES (NEW.[[artist]], NEW.[[type]], 1, NEW.[[days]])
		ON CONFLICT DO UPDATE SET [[n]] = [[n]] + 1, [[days]] = [[days]] + excluded.[[days]]; END`,
	`CREATE TRIGGER [[totals_approvals_update]] AFTER UPDATE ON {{rollup_approvals}} BEGIN
		UPDATE {{rollup_approval_totals}} SET [[n]] = [[n]] - 1, [[days]] = [[days]] - OLD.[[days]]
			WHERE [[artist]] = OLD.[[artist]] AND [[type]] = OLD.[[type]];
		INSERT INTO {{rollup_approval_totals}} ([[artist]], [[type]], [[n]], [[days]]) VALUES (NEW.[[artist]], NEW.[[type]], 1, NEW.[[days]])
		ON CONFLICT DO UPDATE SET [[n]] = [[n]] + 1, [[days]] = [[days]] + excluded.[[days]]; END`,
	`CREATE TRIGGER [[totals_approvals_delete]] AFTER DELETE ON {{rollup_approvals}} BEGIN
		UPDATE {{rollup_approval_totals}} SET [[n]] = [[n]] - 1, [[days]] = [[days]] - OLD.[[days]]
			WHERE [[artist]] = OLD.[[artist]] AND [[type]] = OLD.[[type]]; END`}

var rollupTotalsDown = []string{
	`DROP TRIGGER IF EXISTS [[totals_approvals_delete]]`,
	`DROP TRIGGER IF EXISTS [[totals_approvals_update]]`,
	`DROP TRIGGER IF EXISTS [[totals_approvals_insert]]`,
	`DROP TRIGGER IF EXISTS [[totals_media_delete]]`,
	`DROP TRIGGER IF EXISTS [[totals_media_update]]`,
	`DROP TRIGGER IF EXISTS [[totals_media_insert]]`,
	`DROP TRIGGER IF EXISTS [[totals_creator_delete]]`,
	`DROP TRIGGER IF EXISTS [[totals_creator_update]]`,
	`DROP TRIGGER IF EXISTS [[totals_creator_insert]]`,
	`DROP INDEX IF EXISTS [[idx_rollup_media_month]]`,
	`DROP TABLE IF EXISTS {{rollup_media_totals}}`,
	`DROP TABLE IF EXISTS {{rollup_approval_totals}}`,
	`DROP TABLE IF EXISTS {{rollup_creator_totals}}`,
}

func init() {
	m.Register(func(app core.App) error {
		up := append([]string{}, rollupTotalsUp...)
		up = append(up, totalsTrigger("totals_creator", "rollup_creator_media", "rollup_creator_totals",
			[]string{"artist", "type", "status"}, "n", "plays")...)
		up = append(up, totalsTrigger("totals_media", "rollup_media", "rollup_media_totals",
			[]string{"type", "status"}, "n", "plays")...)
		return searchExec(app, append(up, approvalTotalsTriggers...))
	}, func(app core.App) error {
		return searchExec(app, rollupTotalsDown)
	})
}
