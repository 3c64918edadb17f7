package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// The search indexes of GET /api/media/browse.
//
// media_fts is an FTS5 table over the text a listener searches: title, the
// creator's name, preacher, theme (a sermon's series) and description. The
// unicode61 tokenizer with remove_diacritics 2 folds case and accents on
// both sides, so "eglise" finds "Église". SQL triggers keep it in step with
// media and users however a row is written (our routes, the REST API, the
// dashboard, a raw UPDATE in a hook), which no Go hook could promise.
//
// FTS5 can only find a row quickly by its rowid, and the media table's own
// rowid may change on VACUUM (it has no INTEGER PRIMARY KEY), so
// media_fts_keys gives every media id a stable integer that the FTS row
// uses as its rowid. Without it, every re-index would scan the whole index.
//
// media_passages holds one [span_from, span_to] interval per Bible passage
// of a media item (see bible.Passage.Span), so "which sermons touch John 3"
// is an indexed range query. SQLite cannot parse references, so a Go hook
// (hooks/passages.go) fills it; a trigger empties it when media is deleted.
//
// SQLite refuses to DROP a column a trigger names: a later migration that
// removes title, description, preacher, theme or artist from media, or name
// from users, must drop and recreate these triggers around it.

// indexNew (re)writes the FTS row of NEW; the INSERT OR IGNORE keeps an
// existing key so the rowid stays the same.
const indexNew = `
	INSERT OR IGNORE INTO {{media_fts_keys}} ([[media]]) VALUES (NEW.[[id]]);
	DELETE FROM {{media_fts}} WHERE rowid = (SELECT [[rid]] FROM {{media_fts_keys}} WHERE [[media]] = NEW.[[id]]);
	INSERT INTO {{media_fts}} (rowid, [[media]], [[title]], [[artist]], [[preacher]], [[theme]], [[description]])
	VALUES (
		(SELECT [[rid]] FROM {{media_fts_keys}} WHERE [[media]] = NEW.[[id]]),
		NEW.[[id]], NEW.[[title]],
		COALESCE((SELECT [[name]] FROM {{users}} WHERE [[id]] = NEW.[[artist]]), ''),
		NEW.[[preacher]], NEW.[[theme]], NEW.[[description]]
	);`

// unindexOld removes the FTS row and key of OLD.
const unindexOld = `
	DELETE FROM {{media_fts}} WHERE rowid = (SELECT [[rid]] FROM {{media_fts_keys}} WHERE [[media]] = OLD.[[id]]);
	DELETE FROM {{media_fts_keys}} WHERE [[media]] = OLD.[[id]];`

var searchUp = []string{
	`CREATE VIRTUAL TABLE {{media_fts}} USING fts5(
		media UNINDEXED, title, artist, preacher, theme, description,
		tokenize = 'unicode61 remove_diacritics 2'
	)`,
	`CREATE TABLE {{media_fts_keys}} ([[rid]] INTEGER PRIMARY KEY, [[media]] TEXT NOT NULL UNIQUE)`,
	`CREATE TRIGGER [[media_fts_insert]] AFTER INSERT ON {{media}} BEGIN` + indexNew + ` END`,
	// Only when searchable text changes: every record save rewrites every
	// column, and counters (plays, likes, episodes) change far more often
	// than titles.
	`CREATE TRIGGER [[media_fts_update]] AFTER UPDATE ON {{media}}
	WHEN OLD.[[id]] IS NOT NEW.[[id]] OR OLD.[[title]] IS NOT NEW.[[title]] OR OLD.[[artist]] IS NOT NEW.[[artist]]
		OR OLD.[[preacher]] IS NOT NEW.[[preacher]] OR OLD.[[theme]] IS NOT NEW.[[theme]]
		OR OLD.[[description]] IS NOT NEW.[[description]]
	BEGIN` + unindexOld + indexNew + ` END`,
	`CREATE TRIGGER [[media_fts_delete]] AFTER DELETE ON {{media}} BEGIN` + unindexOld + ` END`,
	// A creator's new name must find their media at once.
	`CREATE TRIGGER [[media_fts_artist_name]] AFTER UPDATE OF [[name]] ON {{users}}
	WHEN OLD.[[name]] IS NOT NEW.[[name]]
	BEGIN
		UPDATE {{media_fts}} SET [[artist]] = NEW.[[name]] WHERE rowid IN (
			SELECT k.[[rid]] FROM {{media}} m JOIN {{media_fts_keys}} k ON k.[[media]] = m.[[id]]
			WHERE m.[[artist]] = NEW.[[id]]);
	END`,
	`INSERT INTO {{media_fts_keys}} ([[media]]) SELECT [[id]] FROM {{media}}`,
	`INSERT INTO {{media_fts}} (rowid, [[media]], [[title]], [[artist]], [[preacher]], [[theme]], [[description]])
	SELECT k.[[rid]], m.[[id]], m.[[title]], COALESCE(u.[[name]], ''), m.[[preacher]], m.[[theme]], m.[[description]]
	FROM {{media}} m JOIN {{media_fts_keys}} k ON k.[[media]] = m.[[id]] LEFT JOIN {{users}} u ON u.[[id]] = m.[[artist]]`,

	`CREATE TABLE {{media_passages}} (
		[[media]] TEXT NOT NULL,
		[[span_from]] INTEGER NOT NULL,
		[[span_to]] INTEGER NOT NULL
	)`,
	`CREATE INDEX [[idx_media_passages_span]] ON {{media_passages}} ([[span_from]], [[span_to]])`,
	`CREATE INDEX [[idx_media_passages_media]] ON {{media_passages}} ([[media]])`,
	`CREATE TRIGGER [[media_passages_delete]] AFTER DELETE ON {{media}} BEGIN
		DELETE FROM {{media_passages}} WHERE [[media]] = OLD.[[id]];
	END`,
}

var searchDown = []string{
	`DROP TRIGGER IF EXISTS [[media_passages_delete]]`,
	`DROP TABLE IF EXISTS {{media_passages}}`,
	`DROP TRIGGER IF EXISTS [[media_fts_artist_name]]`,
	`DROP TRIGGER IF EXISTS [[media_fts_delete]]`,
	`DROP TRIGGER IF EXISTS [[media_fts_update]]`,
	`DROP TRIGGER IF EXISTS [[media_fts_insert]]`,
	`DROP TABLE IF EXISTS {{media_fts}}`,
	`DROP TABLE IF EXISTS {{media_fts_keys}}`,
}

func init() {
	m.Register(func(app core.App) error {
		// The passage index of media made before it needs the Bible parser
		// (internal/search.IndexAllPassages), live code a migration may not
		// import; the migration came before any media existed outside
		// development, so it makes the tables and triggers only.
		return searchExec(app, searchUp)
	}, func(app core.App) error {
		return searchExec(app, searchDown)
	})
}

// searchExec runs statements in order, on the migration's transaction.
func searchExec(app core.App, statements []string) error {
	for _, q := range statements {
		if _, err := app.DB().NewQuery(q).Execute(); err != nil {
			return err
		}
	}
	return nil
}
