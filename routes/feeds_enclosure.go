package routes

import (
	"net/http"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"
	"github.com/pocketbase/pocketbase/tools/types"

	"selah/internal/downloads"
	"selah/internal/feedfacts"
	"selah/internal/renditions"
)

// episodeEnclosure serves a public episode's audio to podcast apps, with
// HEAD, Range (206, 416) and conditional requests from http.ServeContent,
// and counts the request toward a download by the IAB rules.
func episodeEnclosure(e *core.RequestEvent) error {
	ep, media, err := publicEpisode(e.App, e.Request.PathValue("episodeId"))
	if err != nil {
		return e.NotFoundError("", nil)
	}
	served := renditions.Served(ep)
	name := served.Name
	// Any name of an audio file's shape is the episode's current audio: the
	// published one (feeds_audio_name.go), one published before the
	// rendition replaced the upload, the stored one URLs carried before.
	// The name answered with is the published one, never the stored one.
	if name == "" || !enclosureNameAllowed(e.Request.PathValue("filename")) {
		return e.NotFoundError("", nil)
	}
	public := publicAudioName(ep.Id, name)
	fsys, err := e.App.NewFilesystem()
	if err != nil {
		return err
	}
	defer fsys.Close()
	key := ep.BaseFilesPath() + "/" + name
	// With S3 on: 302 to a signed URL, counted at the redirect.
	if done, err := redirectEnclosure(e, fsys, ep, media, served, key); done || err != nil {
		return err
	}

	h := e.Response.Header()
	h.Set("Content-Type", audioMIME(name))
	h.Set("Content-Disposition", "inline; filename="+public)
	// Browsers may keep it; shared caches may not, or the downloads they
	// answer would go uncounted.
	h.Set("Cache-Control", "private, max-age=3600")

	serve := func(w http.ResponseWriter) error {
		if err := fsys.Serve(w, e.Request, key, public); err != nil { // nothing written yet
			for _, k := range []string{"Content-Type", "Content-Disposition", "Cache-Control"} {
				h.Del(k) // the error envelope sets only what is missing
			}
			return e.NotFoundError("", err)
		}
		return nil
	}

	rangeHeader := e.Request.Header.Get("Range")
	ua := e.Request.UserAgent()
	if e.Request.Method != http.MethodGet || downloads.IsBot(ua) || downloads.IsProbe(rangeHeader) {
		return serve(e.Response)
	}
	w := &servedWriter{ResponseWriter: e.Response}
	if err := serve(w); err != nil {
		return err
	}
	listener := downloads.ListenerKey(e.RealIP(), ua, listenerSalt(e.App))
	if err := countDownload(e.App, fsys, ep, media, served, key, listener, w, rangeHeader); err != nil {
		logError(e, err) // the listener has the audio: a counting failure is ours alone
	}
	return nil
}

// countDownload credits the spans served to the listener and, when they
// pass the threshold, stores one download unless the listener already has
// one for the episode within the window (a restart forgets the tracker, not
// the table).
func countDownload(app core.App, fsys *filesystem.System, ep, media *core.Record, served renditions.File,
	key, listener string, w *servedWriter, rangeHeader string) error {
	if w.n == 0 {
		return nil // 304, 416, or a client gone before the first byte
	}
	st := feedStateOf(app)
	facts, err := feedfacts.AudioOf(fsys, key, served)
	if err != nil {
		return err
	}
	spans := w.spans(rangeHeader, facts.Size)
	if len(spans) == 0 {
		return nil
	}
	now := st.Now()
	threshold := downloads.Threshold(facts.Size, facts.Header, facts.Bitrate, served.Duration)
	if !st.Tracker.Serve(key+"\x00"+listener, spans, facts.Header, facts.Size, threshold, now) {
		return nil
	}
	return saveDownload(app, ep, media, listener, now)
}

// saveDownload stores a download of ep by listener at now unless the
// listener has one for the episode within the window: the check and the
// insert are one transaction, so two requests racing cannot both count.
func saveDownload(app core.App, ep, media *core.Record, listener string, now time.Time) error {
	since, err := types.ParseDateTime(now.Add(-downloads.Window))
	if err != nil {
		return err
	}
	created, err := types.ParseDateTime(now)
	if err != nil {
		return err
	}
	return app.RunInTransaction(func(tx core.App) error {
		n, err := tx.CountRecords("downloads", dbx.HashExp{"episode": ep.Id, "listenerKey": listener},
			dbx.NewExp("[[created]] > {:since}", dbx.Params{"since": since.String()}))
		if err != nil || n > 0 {
			return err
		}
		coll, err := tx.FindCachedCollectionByNameOrId("downloads")
		if err != nil {
			return err
		}
		rec := core.NewRecord(coll)
		rec.Set("episode", ep.Id)
		rec.Set("media", media.Id)
		rec.Set("listenerKey", listener)
		rec.SetRaw("created", created) // the request's time, from the (testable) clock
		return tx.Save(rec)
	})
}

// servedWriter notes the status and the body bytes of an answer, to know
// which bytes of the file the listener got.
type servedWriter struct {
	http.ResponseWriter
	status int
	n      int64
}

func (w *servedWriter) WriteHeader(code int) {
	if w.status == 0 {
		w.status = code
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *servedWriter) Write(p []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	n, err := w.ResponseWriter.Write(p)
	w.n += int64(n)
	return n, err
}

// Unwrap lets http.ResponseController reach the underlying writer.
func (w *servedWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// spans are the file bytes the answer carried: from the start for a 200,
// from the Content-Range start for a single range (as far as the body got),
// the requested ranges for a multipart answer that was sent in full.
func (w *servedWriter) spans(rangeHeader string, size int64) []downloads.Span {
	switch w.status {
	case http.StatusOK:
		return []downloads.Span{{Start: 0, End: w.n}}
	case http.StatusPartialContent:
		if s, _, ok := downloads.ParseContentRange(w.Header().Get("Content-Range")); ok {
			return []downloads.Span{{Start: s.Start, End: min(s.End, s.Start+w.n)}}
		}
		ranges, err := downloads.ParseRange(rangeHeader, size)
		if err != nil {
			return nil
		}
		var total int64
		for _, r := range ranges {
			total += r.Len()
		}
		if w.n >= total { // multipart: part headers make a complete body longer
			return ranges
		}
	}
	return nil
}
