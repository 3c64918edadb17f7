package routes

import (
	"io"
	"net/http"
	"os"

	"github.com/pocketbase/pocketbase/core"

	"selah/internal/renditions"
	"selah/internal/storage"
	"selah/internal/visibility"
)

// The stream route's hot path: one query per Range request
// (internal/streamlookup) and, with local storage, the kernel's sendfile.

// streamEpisode is what the stream route needs of an episode.
type streamEpisode struct {
	id    string
	audio string // the stored file's name: the rendition once done, else the upload
}

// streamableEpisode is visibleEpisode in one query: the episode, its
// creator and whether it is public (visibility's SQL form of the rule
// visibleEpisode asks in Go), then the same decision (visibility.Hears).
func (d *deps) streamableEpisode(app core.App, who *core.Record, episodeId string) (streamEpisode, error) {
	row, err := d.lookup.Episode(app, episodeId)
	if err != nil {
		return streamEpisode{}, err
	}
	if !visibility.Hears(who, row.Artist, func() bool { return row.Public }) {
		return streamEpisode{}, errNotVisible
	}
	return streamEpisode{id: episodeId, audio: renditions.ServedName(row.Processing, row.Audio, row.Rendition)}, nil
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
