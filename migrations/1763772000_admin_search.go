package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// The admin media list's ?search= is a LIKE '%word%' over title, preacher,
// theme and the creator's name (routes/media_admin.go): no B-tree index
// answers a leading wildcard, so every search read every media row and its
// creator, for the count and again for the page (docs/BENCHMARKS.md, target
// 7). media_admin_fts is an FTS5 trigram index of those four columns: a
// phrase query of the words finds every row holding them as a substring
// (case folded, so a superset of LIKE's ASCII-only folding), and the route
// keeps its LIKE on the rows found, so the answer is exactly what it was.
// Trigram queries need three characters: shorter searches scan as before.
//
// media_admin_fts_keys numbers each media row for the index (rowids of a
// table without an INTEGER PRIMARY KEY may change on VACUUM). Triggers keep
// both right however a row is written. The index only ever needs to hold
// at least the rows a LIKE would find: a stale extra row is filtered out.
//
// As with media_fts, SQLite refuses to DROP a column these triggers name
// (media: title, preacher, theme, artist; users: name).
var adminSearchUp = []string{
	`CREATE VIRTUAL TABLE {{media_admin_fts}} USING fts5(media UNINDEXED, title, preacher, theme, artist, tokenize = 'trigram')`,
	`CREATE TABLE {{media_admin_fts_keys}} ([[rid]] INTEGER PRIMARY KEY, [[media]] TEXT NOT NULL UNIQUE)`,
	`CREATE TRIGGER [[media_admin_fts_insert]] AFTER INSERT ON {{media}} BEGIN
		INSERT OR IGNORE INTO {{media_admin_fts_keys}} ([[media]]) VALUES (NEW.[[id]]);
		INSERT INTO {{media_admin_fts}} (rowid, [[media]], [[title]], [[preacher]], [[theme]], [[artist]]) VALUES (
			(SELECT [[rid]] FROM {{media_admin_fts_keys}} WHERE [[media]] = NEW.[[id]]), NEW.[[id]],
			NEW.[[title]], NEW.[[preacher]], NEW.[[theme]],
			COALESCE((SELECT [[name]] FROM {{users}} WHERE [[id]] = NEW.[[artist]]), ''));
	END`,
	`CREATE TRIGGER [[media_admin_fts_update]] AFTER UPDATE ON {{media}}
	WHEN OLD.[[id]] IS NOT NEW.[[id]] OR OLD.[[title]] IS NOT NEW.[[title]] OR OLD.[[preacher]] IS NOT NEW.[[preacher]]
		OR OLD.[[theme]] IS NOT NEW.[[theme]] OR OLD.[[artist]] IS NOT NEW.[[artist]]
	BEGIN
		DELETE FROM {{media_admin_fts}} WHERE rowid = (SELECT [[rid]] FROM {{media_admin_fts_keys}} WHERE [[media]] = OLD.[[id]]);
		UPDATE {{media_admin_fts_keys}} SET [[media]] = NEW.[[id]] WHERE [[media]] = OLD.[[id]];
		INSERT OR IGNORE INTO {{media_admin_fts_keys}} ([[media]]) VALUES (NEW.[[id]]);
		INSERT INTO {{media_admin_fts}} (rowid, [[media]], [[title]], [[preacher]], [[theme]], [[artist]]) VALUES (
			(SELECT [[rid]] FROM {{media_admin_fts_keys}} WHERE [[media]] = NEW.[[id]]), NEW.[[id]],
			NEW.[[title]], NEW.[[preacher]], NEW.[[theme]],
			COALESCE((SELECT [[name]] FROM {{users}} WHERE [[id]] = NEW.[[artist]]), ''));
	END`,
	`CREATE TRIGGER [[media_admin_fts_delete]] AFTER DELETE ON {{media}} BEGIN
		DELETE FROM {{media_admin_fts}} WHERE rowid = (SELECT [[rid]] FROM {{media_admin_fts_keys}} WHERE [[media]] = OLD.[[id]]);
		DELETE FROM {{media_admin_fts_keys}} WHERE [[media]] = OLD.[[id]];
	END`,
	// A creator's name as the admin's search sees it: on a rename, and when
	// a creator row appears for media that named it before it existed.
	`CREATE TRIGGER [[media_admin_fts_artist_name]] AFTER UPDATE ON {{users}}
	WHEN OLD.[[name]] IS NOT NEW.[[name]] OR OLD.[[id]] IS NOT NEW.[[id]]
	BEGIN
		UPDATE {{media_admin_fts}} SET [[artist]] = COALESCE(NEW.[[name]], '')
		WHERE rowid IN (SELECT k.[[rid]] FROM {{media}} m JOIN {{media_admin_fts_keys}} k ON k.[[media]] = m.[[id]]
			WHERE m.[[artist]] = NEW.[[id]]);
	END`,
	`CREATE TRIGGER [[media_admin_fts_artist_insert]] AFTER INSERT ON {{users}} BEGIN
		UPDATE {{media_admin_fts}} SET [[artist]] = COALESCE(NEW.[[name]], '')
		WHERE rowid IN (SELECT k.[[rid]] FROM {{media}} m JOIN {{media_admin_fts_keys}} k ON k.[[media]] = m.[[id]]
			WHERE m.[[artist]] = NEW.[[id]]);
	END`,
	`INSERT INTO {{media_admin_fts_keys}} ([[media]]) SELECT [[id]] FROM {{media}} ORDER BY [[created]], [[id]]`,
	`INSERT INTO {{media_admin_fts}} (rowid, [[media]], [[title]], [[preacher]], [[theme]], [[artist]])
	SELECT k.[[rid]], m.[[id]], m.[[title]], m.[[preacher]], m.[[theme]], COALESCE(u.[[name]], '')
	FROM {{media}} m JOIN {{media_admin_fts_keys}} k ON k.[[media]] = m.[[id]] LEFT JOIN {{users}} u ON u.[[id]] = m.[[artist]]`,
}

var adminSearchDown = []string{
	`DROP TRIGGER IF EXISTS [[media_admin_fts_insert]]`,
	`DROP TRIGGER IF EXISTS [[media_admin_fts_update]]`,
	`DROP TRIGGER IF EXISTS [[media_admin_fts_delete]]`,
	`DROP TRIGGER IF EXISTS [[media_admin_fts_artist_name]]`,
	`DROP TRIGGER IF EXISTS [[media_admin_fts_artist_insert]]`,
	`DROP TABLE IF EXISTS {{media_admin_fts}}`,
	`DROP TABLE IF EXISTS {{media_admin_fts_keys}}`,
}

func init() {
	m.Register(func(app core.App) error {
		return searchExec(app, adminSearchUp)
	}, func(app core.App) error {
		return searchExec(app, adminSearchDown)
	})
}
