package migrations

import (
	"strings"

	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// The browse index: media_fts (1763770700_search.go) becomes the index of
// the listener's catalogue, not only of its words, so GET /api/media/browse
// answers its count and any page from the index alone (docs/BENCHMARKS.md,
// target 1):
//
//   - a facets column holds "visible" (approved media of a creator who is
//     not suspended), "t<type>" and "g<genre>" as tokens, so a filter is one
//     more term of the MATCH and a count never reads a media or users row;
//   - an FTS row's number (media_fts_keys.rid) is its media's creation time
//     in milliseconds times 1024, plus a sequence for items created in the
//     same millisecond (by id for what the backfill numbers, in order of
//     insertion after), so "newest first" is FTS5's own ORDER BY rowid DESC
//     and page 500 skips index entries, not rows. A re-index keeps the
//     number unless created changed.
//
// Triggers keep both right however a row is written: a media save re-indexes
// its row (keeping its number) when its words, status, type or genre change;
// a creator's rename or suspension re-indexes their media.
//
// As with the search migration, SQLite refuses to DROP a column these
// triggers name (media: title, description, preacher, theme, artist,
// adminStatus, type, genre, created; users: name, accountStatus).

// ftsFacets is the facets column of a media row (NEW, OLD or an alias).
// History: 1763771800_visibility_rules.go remakes the triggers with the
// "visible" condition from internal/visibility (PublicMediaRowSQL).
func ftsFacets(row string) string {
	return `CASE WHEN ` + row + `.[[adminStatus]] = 'active' AND COALESCE((SELECT u.[[accountStatus]] FROM {{users}} u
			WHERE u.[[id]] = ` + row + `.[[artist]]), '') != 'suspended' THEN 'visible ' ELSE '' END
		|| 't' || ` + row + `.[[type]] || ' g' || ` + row + `.[[genre]]`
}

// ftsBase is the first row number of a row's creation millisecond (NULL
// for an empty created, which then takes the next free number).
func ftsBase(row string) string {
	return `CAST(round((julianday(` + row + `.[[created]]) - 2440587.5) * 86400000) AS INTEGER) * 1024`
}

// ftsNumber numbers NEW in the keys table keys, unless it has a number:
// the first free number of its creation millisecond (ftsBase).
// 1763772200_admin_search_order.go numbers the admin index the same way.
func ftsNumber(keys string) string {
	return `INSERT OR IGNORE INTO {{` + keys + `}} ([[rid]], [[media]]) VALUES (
		(SELECT COALESCE(MAX(k.[[rid]]) + 1, x.b) FROM (SELECT ` + ftsBase("NEW") + ` AS b) x
			LEFT JOIN {{` + keys + `}} k ON k.[[rid]] BETWEEN x.b AND x.b + 1023),
		NEW.[[id]]);`
}

// ftsNumberAll numbers every media row in keys (items of the same
// millisecond in id order, as the lists break ties).
func ftsNumberAll(keys string) string {
	return `INSERT INTO {{` + keys + `}} ([[rid]], [[media]])
	SELECT b + ROW_NUMBER() OVER (PARTITION BY b ORDER BY [[id]]) - 1, [[id]] FROM (SELECT ` + ftsBase("m") + ` AS b, m.[[id]] FROM {{media}} m)`
}

// ftsWrite (re)writes the FTS row of NEW under its number, numbering it
// first if it has none.
var ftsWrite = `
	` + ftsNumber("media_fts_keys") + `
	DELETE FROM {{media_fts}} WHERE rowid = (SELECT [[rid]] FROM {{media_fts_keys}} WHERE [[media]] = NEW.[[id]]);
	INSERT INTO {{media_fts}} (rowid, [[media]], [[title]], [[artist]], [[preacher]], [[theme]], [[description]], [[facets]])
	VALUES (
		(SELECT [[rid]] FROM {{media_fts_keys}} WHERE [[media]] = NEW.[[id]]),
		NEW.[[id]], NEW.[[title]],
		COALESCE((SELECT [[name]] FROM {{users}} WHERE [[id]] = NEW.[[artist]]), ''),
		NEW.[[preacher]], NEW.[[theme]], NEW.[[description]], `

var browseIndexUp = []string{
	`DROP TRIGGER IF EXISTS [[media_fts_insert]]`,
	`DROP TRIGGER IF EXISTS [[media_fts_update]]`,
	`DROP TRIGGER IF EXISTS [[media_fts_delete]]`,
	`DROP TRIGGER IF EXISTS [[media_fts_artist_name]]`,
	`DROP TABLE IF EXISTS {{media_fts}}`,
	`DROP TABLE IF EXISTS {{media_fts_keys}}`,
	`CREATE VIRTUAL TABLE {{media_fts}} USING fts5(
		media UNINDEXED, title, artist, preacher, theme, description, facets,
		tokenize = 'unicode61 remove_diacritics 2'
	)`,
	`CREATE TABLE {{media_fts_keys}} ([[rid]] INTEGER PRIMARY KEY, [[media]] TEXT NOT NULL UNIQUE)`,
	// The trigger names are the search migration's, so its down step
	// still removes them.
	`CREATE TRIGGER [[media_fts_insert]] AFTER INSERT ON {{media}} BEGIN` + ftsWrite + ftsFacets("NEW") + `); END`,
	`CREATE TRIGGER [[media_fts_update]] AFTER UPDATE ON {{media}}
	WHEN OLD.[[title]] IS NOT NEW.[[title]] OR OLD.[[artist]] IS NOT NEW.[[artist]]
		OR OLD.[[preacher]] IS NOT NEW.[[preacher]] OR OLD.[[theme]] IS NOT NEW.[[theme]]
		OR OLD.[[description]] IS NOT NEW.[[description]] OR OLD.[[adminStatus]] IS NOT NEW.[[adminStatus]]
		OR OLD.[[type]] IS NOT NEW.[[type]] OR OLD.[[genre]] IS NOT NEW.[[genre]] OR OLD.[[created]] IS NOT NEW.[[created]]
	BEGIN
		DELETE FROM {{media_fts}} WHERE rowid = (SELECT [[rid]] FROM {{media_fts_keys}} WHERE [[media]] = OLD.[[id]]);
		DELETE FROM {{media_fts_keys}} WHERE [[media]] = OLD.[[id]] AND OLD.[[created]] IS NOT NEW.[[created]];` +
		ftsWrite + ftsFacets("NEW") + `); END`,
	`CREATE TRIGGER [[media_fts_delete]] AFTER DELETE ON {{media}} BEGIN
		DELETE FROM {{media_fts}} WHERE rowid = (SELECT [[rid]] FROM {{media_fts_keys}} WHERE [[media]] = OLD.[[id]]);
		DELETE FROM {{media_fts_keys}} WHERE [[media]] = OLD.[[id]];
	END`,
	// A creator's new name must find their media at once; a suspension
	// hides them from listeners at once.
	`CREATE TRIGGER [[media_fts_artist_name]] AFTER UPDATE ON {{users}}
	WHEN OLD.[[name]] IS NOT NEW.[[name]] OR OLD.[[accountStatus]] IS NOT NEW.[[accountStatus]]
	BEGIN
		UPDATE {{media_fts}} SET [[artist]] = NEW.[[name]],
			[[facets]] = (SELECT ` + ftsFacets("m") + ` FROM {{media}} m WHERE m.[[id]] = {{media_fts}}.[[media]])
		WHERE rowid IN (SELECT k.[[rid]] FROM {{media}} m JOIN {{media_fts_keys}} k ON k.[[media]] = m.[[id]]
			WHERE m.[[artist]] = NEW.[[id]]);
	END`,
	ftsNumberAll("media_fts_keys"),
	`INSERT INTO {{media_fts}} (rowid, [[media]], [[title]], [[artist]], [[preacher]], [[theme]], [[description]], [[facets]])
	SELECT k.[[rid]], m.[[id]], m.[[title]], COALESCE(u.[[name]], ''), m.[[preacher]], m.[[theme]], m.[[description]], ` + ftsFacets("m") + `
	FROM {{media}} m JOIN {{media_fts_keys}} k ON k.[[media]] = m.[[id]] LEFT JOIN {{users}} u ON u.[[id]] = m.[[artist]]`,
}

func init() {
	m.Register(func(app core.App) error {
		return searchExec(app, browseIndexUp)
	}, func(app core.App) error {
		// Back to the search migration's index: its FTS statements, not
		// its passage table (which this migration left alone).
		down := []string{
			`DROP TRIGGER IF EXISTS [[media_fts_insert]]`, `DROP TRIGGER IF EXISTS [[media_fts_update]]`,
			`DROP TRIGGER IF EXISTS [[media_fts_delete]]`, `DROP TRIGGER IF EXISTS [[media_fts_artist_name]]`,
			`DROP TABLE IF EXISTS {{media_fts}}`, `DROP TABLE IF EXISTS {{media_fts_keys}}`,
		}
		for _, q := range searchUp {
			if !strings.Contains(q, "media_passages") {
				down = append(down, q)
			}
		}
		return searchExec(app, down)
	})
}
