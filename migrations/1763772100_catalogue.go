package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// The catalogue (issue 15, "speed without the answer cache"): the media a
// listener may see, one narrow row each, with the columns the browse lists
// filter and order on, and their counts kept beside them.
//
//   - catalogue holds a row for each media item visibility calls public
//     (visibility.PublicMediaRowSQL: approved, of a creator who exists and
//     is not suspended), and no other. Its indexes answer each list's
//     filter and order (newest, popular; all, by type, by genre) and hold
//     the media id, so a deep page skips index entries only: no media or
//     users row is read until the page's 20 are known.
//   - catalogue_counts holds each list's length under a key ("" for all,
//     "t:<type>", "g:<genre>", "tg:<type>:<genre>"; internal/catalogue
//     names them), so a page's total is one row, not a count of thousands.
//
// SQL triggers keep both right however a row is written (our routes, the
// REST API, the dashboard, a raw UPDATE), in the same transaction: a media
// row's status, type, genre, creator or creation time moves its catalogue
// row; its plays move only the plays; a creator's suspension or return
// moves all their media; the counts follow catalogue's own inserts and
// deletes. SQLite refuses to DROP a column these triggers name.

// catalogueRow selects a media row's catalogue columns (alias m).
const catalogueRow = `m.[[id]], m.[[type]], m.[[genre]], m.[[created]], CAST(m.[[playsCount]] AS INTEGER)`

// catalogueKeys are the counts a catalogue row r belongs to, as a list of
// SQL values (internal/catalogue's List.key names the same keys).
func catalogueKeys(r string) string {
	return `'', 't:' || ` + r + `.[[type]], 'g:' || ` + r + `.[[genre]], 'tg:' || ` + r + `.[[type]] || ':' || ` + r + `.[[genre]]`
}

// publicMediaMU1763772100 is internal/visibility's PublicMediaSQL("m", "u")
// as it was when this migration was written, frozen (as is the condition
// of catalogueAddNew): the migration makes the same triggers whatever
// visibility says later.
const publicMediaMU1763772100 = `(m.adminStatus = 'active' AND u.id IS NOT NULL AND u.accountStatus != 'suspended')`

// catalogueAddNew writes NEW's catalogue row when it is public.
var catalogueAddNew = `INSERT INTO {{catalogue}} ([[media]], [[type]], [[genre]], [[created]], [[plays]])
	SELECT NEW.[[id]], NEW.[[type]], NEW.[[genre]], NEW.[[created]], CAST(NEW.[[playsCount]] AS INTEGER)
	WHERE EXISTS (SELECT 1 FROM users vu WHERE vu.id = NEW.artist AND (NEW.adminStatus = 'active' AND vu.id IS NOT NULL AND vu.accountStatus != 'suspended'));`

var catalogueUp = []string{
	`CREATE TABLE {{catalogue}} (
		[[media]] TEXT PRIMARY KEY NOT NULL,
		[[type]] TEXT NOT NULL,
		[[genre]] TEXT NOT NULL,
		[[created]] TEXT NOT NULL,
		[[plays]] INTEGER NOT NULL
	) WITHOUT ROWID`,
	`CREATE INDEX [[idx_catalogue_new]] ON {{catalogue}} ([[created]] DESC, [[media]] DESC)`,
	`CREATE INDEX [[idx_catalogue_type_new]] ON {{catalogue}} ([[type]], [[created]] DESC, [[media]] DESC)`,
	`CREATE INDEX [[idx_catalogue_genre_new]] ON {{catalogue}} ([[genre]], [[created]] DESC, [[media]] DESC, [[type]])`,
	`CREATE INDEX [[idx_catalogue_popular]] ON {{catalogue}} ([[plays]] DESC, [[created]] DESC, [[media]] DESC)`,
	`CREATE INDEX [[idx_catalogue_type_popular]] ON {{catalogue}} ([[type]], [[plays]] DESC, [[created]] DESC, [[media]] DESC)`,
	`CREATE INDEX [[idx_catalogue_genre_popular]] ON {{catalogue}} ([[genre]], [[plays]] DESC, [[created]] DESC, [[media]] DESC, [[type]])`,
	`CREATE TABLE {{catalogue_counts}} ([[key]] TEXT PRIMARY KEY NOT NULL, [[n]] INTEGER NOT NULL) WITHOUT ROWID`,
	`CREATE TRIGGER [[catalogue_count_add]] AFTER INSERT ON {{catalogue}} BEGIN
		INSERT INTO {{catalogue_counts}} ([[key]], [[n]])
		SELECT value, 1 FROM json_each(json_array(` + catalogueKeys("NEW") + `)) WHERE true
		ON CONFLICT ([[key]]) DO UPDATE SET [[n]] = [[n]] + 1;
	END`,
	`CREATE TRIGGER [[catalogue_count_remove]] AFTER DELETE ON {{catalogue}} BEGIN
		UPDATE {{catalogue_counts}} SET [[n]] = [[n]] - 1 WHERE [[key]] IN (` + catalogueKeys("OLD") + `);
	END`,
	`CREATE TRIGGER [[media_catalogue_insert]] AFTER INSERT ON {{media}} BEGIN
		` + catalogueAddNew + `
	END`,
	`CREATE TRIGGER [[media_catalogue_update]] AFTER UPDATE ON {{media}}
	WHEN OLD.[[adminStatus]] IS NOT NEW.[[adminStatus]] OR OLD.[[artist]] IS NOT NEW.[[artist]]
		OR OLD.[[type]] IS NOT NEW.[[type]] OR OLD.[[genre]] IS NOT NEW.[[genre]] OR OLD.[[created]] IS NOT NEW.[[created]]
		OR OLD.[[id]] IS NOT NEW.[[id]]
	BEGIN
		DELETE FROM {{catalogue}} WHERE [[media]] = OLD.[[id]];
		` + catalogueAddNew + `
	END`,
	// Once per play: only the popular order moves.
	`CREATE TRIGGER [[media_catalogue_plays]] AFTER UPDATE OF [[playsCount]] ON {{media}}
	WHEN OLD.[[playsCount]] IS NOT NEW.[[playsCount]]
	BEGIN
		UPDATE {{catalogue}} SET [[plays]] = CAST(NEW.[[playsCount]] AS INTEGER) WHERE [[media]] = NEW.[[id]];
	END`,
	`CREATE TRIGGER [[media_catalogue_delete]] AFTER DELETE ON {{media}} BEGIN
		DELETE FROM {{catalogue}} WHERE [[media]] = OLD.[[id]];
	END`,
	// A suspension hides a creator's media at once; a return shows it.
	`CREATE TRIGGER [[users_catalogue_status]] AFTER UPDATE OF [[accountStatus]] ON {{users}}
	WHEN OLD.[[accountStatus]] IS NOT NEW.[[accountStatus]]
	BEGIN
		DELETE FROM {{catalogue}} WHERE [[media]] IN (SELECT [[id]] FROM {{media}} WHERE [[artist]] = NEW.[[id]]);
		INSERT INTO {{catalogue}} ([[media]], [[type]], [[genre]], [[created]], [[plays]])
		SELECT ` + catalogueRow + ` FROM {{media}} m LEFT JOIN {{users}} u ON u.[[id]] = m.[[artist]]
		WHERE m.[[artist]] = NEW.[[id]] AND ` + publicMediaMU1763772100 + `;
	END`,
	// Media whose creator row comes after it (an import in that order, a
	// user put back after a raw DELETE) becomes public with it.
	`CREATE TRIGGER [[users_catalogue_insert]] AFTER INSERT ON {{users}} BEGIN
		INSERT OR IGNORE INTO {{catalogue}} ([[media]], [[type]], [[genre]], [[created]], [[plays]])
		SELECT ` + catalogueRow + ` FROM {{media}} m LEFT JOIN {{users}} u ON u.[[id]] = m.[[artist]]
		WHERE m.[[artist]] = NEW.[[id]] AND ` + publicMediaMU1763772100 + `;
	END`,
	`CREATE TRIGGER [[users_catalogue_delete]] AFTER DELETE ON {{users}} BEGIN
		DELETE FROM {{catalogue}} WHERE [[media]] IN (SELECT [[id]] FROM {{media}} WHERE [[artist]] = OLD.[[id]]);
	END`,
	`INSERT INTO {{catalogue}} ([[media]], [[type]], [[genre]], [[created]], [[plays]])
	SELECT ` + catalogueRow + ` FROM {{media}} m LEFT JOIN {{users}} u ON u.[[id]] = m.[[artist]]
	WHERE ` + publicMediaMU1763772100,
}

var catalogueDown = []string{
	`DROP TRIGGER IF EXISTS [[users_catalogue_delete]]`,
	`DROP TRIGGER IF EXISTS [[users_catalogue_insert]]`,
	`DROP TRIGGER IF EXISTS [[users_catalogue_status]]`,
	`DROP TRIGGER IF EXISTS [[media_catalogue_delete]]`,
	`DROP TRIGGER IF EXISTS [[media_catalogue_plays]]`,
	`DROP TRIGGER IF EXISTS [[media_catalogue_update]]`,
	`DROP TRIGGER IF EXISTS [[media_catalogue_insert]]`,
	`DROP TABLE IF EXISTS {{catalogue_counts}}`,
	`DROP TABLE IF EXISTS {{catalogue}}`,
}

func init() {
	m.Register(func(app core.App) error {
		return searchExec(app, catalogueUp)
	}, func(app core.App) error {
		return searchExec(app, catalogueDown)
	})
}
