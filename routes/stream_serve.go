package routes

import (
	"io"
	"net/http"
	"os"

	"github.com/pocketbase/pocketbase/core"

	"selah/internal/renditions"
	"selah/internal/sqlprep"
	"selah/internal/storage"
	"selah/internal/visibility"
)

// The stream route's hot path: each Range request of an <audio> element
// costs one query (besides PocketBase's own look-up of the token's
// account) and, with local storage, the kernel's sendfile.

// streamEpisode is what the stream route needs of an episode.
type streamEpisode struct {
	id    string
	audio string // the stored file's name: the rendition once done, else the upload
}

// streamRow is one row of streamableEpisode's query.
type streamRow struct {
	Audio, Rendition, Processing, Artist string
	Public                               bool // visibility.PublicEpisodeSQL
}

// streamableEpisode is visibleEpisode in one query: the episode, its
// creator and whether it is public (visibility's SQL form of the rule
// visibleEpisode asks in Go), then the same decision (visibility.Hears).
func (d *deps) streamableEpisode(app core.App, who *core.Record, episodeId string) (streamEpisode, error) {
	var row streamRow
	err := d.lookup.row(app, episodeId, &row)
	if err != nil {
		return streamEpisode{}, err
	}
	if !visibility.Hears(who, row.Artist, func() bool { return row.Public }) {
		return streamEpisode{}, errNotVisible
	}
	return streamEpisode{id: episodeId, audio: renditions.ServedName(row.Processing, row.Audio, row.Rendition)}, nil
}

// streamLookupSQL is the look-up. The unary plus on the parameter keeps
// SQLite from re-preparing the statement for each new id: with ANALYZE's
// sqlite_stat4 present, a bound value that may sway the plan (a bare `?`
// compared with an indexed column) makes every step with a new value
// compile the query again. `+?` compares the same and uses the same index.
var streamLookupSQL = "SELECT e.audio, e.rendition, e.processing, m.artist, " + visibility.PublicEpisodeSQL("e", "m", "u") +
	" FROM episodes e JOIN media m ON m.id = e.media LEFT JOIN " + usersCollection + " u ON u.id = m.artist" +
	" WHERE e.id = +? LIMIT 1"

// streamLookup runs the look-up, prepared on the app's pool
// (internal/sqlprep: SQLite then parses it once per connection, not once
// per Range request).
//
// slots bounds how many look-ups use the database at once. database/sql
// keeps only so many idle connections (main.go's DataMaxIdleConns): when
// hundreds of listeners' Range requests query at once, it opens
// connections beyond those and closes them again, and each new SQLite
// connection reads the whole schema and its statistics (with PocketBase's
// 15 it was most of the route's CPU under load, by perf). Two cores gain
// nothing from more parallel queries than this anyway.
type streamLookup struct {
	sql   *sqlprep.Statements
	slots chan struct{}
}

func newStreamLookup(stmts *sqlprep.Statements) *streamLookup {
	return &streamLookup{sql: stmts, slots: make(chan struct{}, 8)}
}

func (s *streamLookup) row(app core.App, episodeId string, row *streamRow) error {
	s.slots <- struct{}{}
	defer func() { <-s.slots }()
	r, err := s.sql.QueryRow(app, streamLookupSQL, episodeId)
	if err != nil {
		return err
	}
	return r.Scan(&row.Audio, &row.Rendition, &row.Processing, &row.Artist, &row.Public)
}

// serveAudio answers with the episode's audio by http.ServeContent (Range,
// 416, HEAD, conditional requests). With local storage it opens the stored
// file itself, so the body goes by sendfile (PocketBase's filesystem reads
// through a blob reader, copying every byte through user space), with the
// headers PocketBase's fs.Serve would send. With S3 the stream route
// answers a redirect instead (audio_redirect.go); fs.Serve serves S3 only
// when no URL could be signed.
func serveAudio(app core.App, w http.ResponseWriter, r *http.Request, ep streamEpisode) error {
	coll, err := app.FindCachedCollectionByNameOrId("episodes")
	if err != nil {
		return err
	}
	key := storage.KeyOf(coll, ep.id, ep.audio)
	// The type comes from the name, whose extension was decided from the
	// bytes; audio placed into storage by the upload routes has no
	// attributes side file to say it, and fs.Serve would then send a
	// download of application/octet-stream.
	h := w.Header()
	setIfMissing(h, "Content-Type", audioMIME(ep.audio))
	// Named as published (feeds_audio_name.go): the stored name of an
	// upload not yet rendered is its creator's and staff's only.
	setIfMissing(h, "Content-Disposition", audioDisposition(r)+"; filename="+publicAudioName(ep.id, ep.audio))
	path, local := storage.LocalPath(app, key)
	if !local || !storage.IsLocal(app) {
		fs, err := app.NewFilesystem()
		if err != nil {
			return err
		}
		defer fs.Close()
		return fs.Serve(w, r, key, ep.audio)
	}
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return err
	}
	if info.IsDir() {
		return os.ErrNotExist
	}
	setIfMissing(h, "Content-Security-Policy", "default-src 'none'; media-src 'self'; style-src 'unsafe-inline'; sandbox")
	setIfMissing(h, "Cache-Control", "max-age=2592000, stale-while-revalidate=86400")
	http.ServeContent(w, r, ep.audio, info.ModTime(), f)
	return nil
}

func setIfMissing(h http.Header, key, value string) {
	if _, ok := h[key]; !ok {
		h.Set(key, value)
	}
}

// countingWriter counts the body bytes a response carried. It passes
// ReadFrom on to the writer beneath (PocketBase's router.ResponseWriter,
// then net/http's), so http.ServeContent's copy of an *os.File still
// becomes sendfile.
type countingWriter struct {
	http.ResponseWriter
	n int64
}

func (c *countingWriter) Write(p []byte) (int, error) {
	n, err := c.ResponseWriter.Write(p)
	c.n += int64(n)
	return n, err
}

func (c *countingWriter) ReadFrom(r io.Reader) (int64, error) {
	var n int64
	var err error
	if rf, ok := c.ResponseWriter.(io.ReaderFrom); ok {
		n, err = rf.ReadFrom(r)
	} else {
		n, err = io.Copy(writerOnly{c.ResponseWriter}, r)
	}
	c.n += n
	return n, err
}

// Unwrap lets http.ResponseController reach the writer beneath.
func (c *countingWriter) Unwrap() http.ResponseWriter { return c.ResponseWriter }

// writerOnly hides a writer's ReadFrom, so io.Copy does not loop back.
type writerOnly struct{ io.Writer }
