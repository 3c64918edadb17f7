// Package streamlookup is the stream route's hot path: each Range request
// of an <audio> element costs one query (besides PocketBase's own look-up
// of the token's account) for the episode, its creator and whether it is
// public, in visibility's SQL form of the rule the route then asks in Go
// (visibility.Hears).
package streamlookup

import (
	"github.com/pocketbase/pocketbase/core"

	"selah/internal/sqlprep"
	"selah/internal/visibility"
)

// Row is what the stream route needs of an episode.
type Row struct {
	Audio, Rendition, Processing, Artist string
	Public                               bool // visibility.PublicEpisodeSQL
}

// lookupSQL is the look-up. The unary plus on the parameter keeps SQLite
// from re-preparing the statement for each new id: with ANALYZE's
// sqlite_stat4 present, a bound value that may sway the plan (a bare `?`
// compared with an indexed column) makes every step with a new value
// compile the query again. `+?` compares the same and uses the same index.
var lookupSQL = "SELECT e.audio, e.rendition, e.processing, m.artist, " + visibility.PublicEpisodeSQL("e", "m", "u") +
	" FROM episodes e JOIN media m ON m.id = e.media LEFT JOIN " + visibility.UsersCollection + " u ON u.id = m.artist" +
	" WHERE e.id = +? LIMIT 1"

// Lookup runs the look-up, prepared on the app's pool (internal/sqlprep:
// SQLite then parses it once per connection, not once per Range request).
//
// slots bounds how many look-ups use the database at once. database/sql
// keeps only 15 idle connections (PocketBase's pool, main.go): when
// hundreds of listeners' Range requests query at once, it opens
// connections beyond those and closes them again, and each new SQLite
// connection reads the whole schema and its statistics (unbounded, that
// was most of the route's CPU under load, by perf). Two cores gain
// nothing from more parallel queries than this anyway.
type Lookup struct {
	sql   *sqlprep.Statements
	slots chan struct{}
}

// New is a Lookup on the app's statements; one per app.
func New(stmts *sqlprep.Statements) *Lookup {
	return &Lookup{sql: stmts, slots: make(chan struct{}, 8)}
}

// Episode reads the row of episodeId (sql.ErrNoRows for none).
func (l *Lookup) Episode(app core.App, episodeId string) (Row, error) {
	l.slots <- struct{}{}
	defer func() { <-l.slots }()
	var row Row
	r, err := l.sql.QueryRow(app, lookupSQL, episodeId)
	if err != nil {
		return row, err
	}
	err = r.Scan(&row.Audio, &row.Rendition, &row.Processing, &row.Artist, &row.Public)
	return row, err
}
