package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// The admin search index in creation order (issue 15): media_admin_fts
// (1763772000_admin_search.go) numbered its rows in arrival order, so the
// admin list's search read every match's media row to sort the matches by
// creation and again to keep its LIKE filters: thousands of rows per page
// for a common word (6 req/s at 64 connections, docs/BENCHMARKS.md, target
// 7). Its rows are now numbered as the browse index's are (ftsNumber: the
// creation millisecond times 1024, plus a sequence), so "newest first" is
// FTS5's own ORDER BY rowid DESC, a page skips index entries only, and a
// count is a count of index entries.
//
// The route (routes/media_admin.go) now takes the trigram match as the
// search for three characters or more: a phrase of trigrams is the typed
// text as a substring of one column, case folded, which is LIKE's
// '%text%' for ASCII and folds other letters' case too (LIKE folds ASCII
// only). Shorter searches keep the LIKE scan.
//
// A re-index keeps the row's number unless created changed. SQLite refuses
// to DROP a column these triggers name (media: title, preacher, theme,
// artist, created; users: name).
var adminSearchOrderUp = []string{
	`DROP TRIGGER IF EXISTS [[media_admin_fts_insert]]`,
	`DROP TRIGGER IF EXISTS [[media_admin_fts_update]]`,
	`DROP TRIGGER IF EXISTS [[media_admin_fts_delete]]`,
	`DROP TABLE IF EXISTS {{media_admin_fts}}`,
	`DROP TABLE IF EXISTS {{media_admin_fts_keys}}`,
	`CREATE VIRTUAL TABLE {{media_admin_fts}} USING fts5(media UNINDEXED, title, preacher, theme, artist, tokenize = 'trigram')`,
	`CREATE TABLE {{media_admin_fts_keys}} ([[rid]] INTEGER PRIMARY KEY, [[media]] TEXT NOT NULL UNIQUE)`,
	`CREATE TRIGGER [[media_admin_fts_insert]] AFTER INSERT ON {{media}} BEGIN
		` + ftsNumber("media_admin_fts_keys") + adminFTSInsert + `
	END`,
	`CREATE TRIGGER [[media_admin_fts_update]] AFTER UPDATE ON {{media}}
	WHEN OLD.[[id]] IS NOT NEW.[[id]] OR OLD.[[title]] IS NOT NEW.[[title]] OR OLD.[[preacher]] IS NOT NEW.[[preacher]]
		OR OLD.[[theme]] IS NOT NEW.[[theme]] OR OLD.[[artist]] IS NOT NEW.[[artist]] OR OLD.[[created]] IS NOT NEW.[[created]]
	BEGIN
		DELETE FROM {{media_admin_fts}} WHERE rowid = (SELECT [[rid]] FROM {{media_admin_fts_keys}} WHERE [[media]] = OLD.[[id]]);
		DELETE FROM {{media_admin_fts_keys}} WHERE [[media]] = OLD.[[id]]
			AND (OLD.[[created]] IS NOT NEW.[[created]] OR OLD.[[id]] IS NOT NEW.[[id]]);
		` + ftsNumber("media_admin_fts_keys") + adminFTSInsert + `
	END`,
	`CREATE TRIGGER [[media_admin_fts_delete]] AFTER DELETE ON {{media}} BEGIN
		DELETE FROM {{media_admin_fts}} WHERE rowid = (SELECT [[rid]] FROM {{media_admin_fts_keys}} WHERE [[media]] = OLD.[[id]]);
		DELETE FROM {{media_admin_fts_keys}} WHERE [[media]] = OLD.[[id]];
	END`,
	ftsNumberAll("media_admin_fts_keys"),
	`INSERT INTO {{media_admin_fts}} (rowid, [[media]], [[title]], [[preacher]], [[theme]], [[artist]])
	SELECT k.[[rid]], m.[[id]], m.[[title]], m.[[preacher]], m.[[theme]], COALESCE(u.[[name]], '')
	FROM {{media}} m JOIN {{media_admin_fts_keys}} k ON k.[[media]] = m.[[id]] LEFT JOIN {{users}} u ON u.[[id]] = m.[[artist]]`,
}

// adminFTSInsert writes NEW's admin index row under its number.
const adminFTSInsert = `
		INSERT INTO {{media_admin_fts}} (rowid, [[media]], [[title]], [[preacher]], [[theme]], [[artist]]) VALUES (
			(SELECT [[rid]] FROM {{media_admin_fts_keys}} WHERE [[media]] = NEW.[[id]]), NEW.[[id]],
			NEW.[[title]], NEW.[[preacher]], NEW.[[theme]],
			COALESCE((SELECT [[name]] FROM {{users}} WHERE [[id]] = NEW.[[artist]]), ''));`

func init() {
	m.Register(func(app core.App) error {
		return searchExec(app, adminSearchOrderUp)
	}, func(app core.App) error {
		// Back to 1763772000's index, numbered in arrival order: its
		// down step drops everything it made, its up step makes it again.
		if err := searchExec(app, adminSearchDown); err != nil {
			return err
		}
		return searchExec(app, adminSearchUp)
	})
}
