package routes

import (
	"io"
	"mime"
	"net/http"
	"regexp"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/router"
)

// noStoreMiddlewareId names the middleware, so a route could exclude it.
const noStoreMiddlewareId = "selahNoStore"

// noStore keeps private answers out of every cache (the browser's, a
// proxy's, a CDN's): when the response is about to be sent without a
// Cache-Control of its handler's choosing, it gets `Cache-Control: no-store`
// if
//   - the request carried credentials (an Authorization header, an auth
//     record, or a ?token= query parameter): whatever it answers is that
//     caller's (profile, admin lists, exports, stream URLs signed for them),
//     our routes and PocketBase's REST alike;
//   - the method writes (not GET, HEAD or OPTIONS): sign-ins, code checks
//     and PocketBase's auth and file-token routes answer tokens to guests;
//   - it is a guest's JSON answer whose body names a token (`token=` in a
//     URL, or a `…token` key): a signed URL must not outlive its viewer in a
//     shared cache. Only the first write is looked at (e.JSON and the
//     answer cache write the whole body at once); a handler that streams
//     JSON with a token must set its own header.
//
// A handler's own Cache-Control always wins: the audio stream's
// `private, max-age=3600` (seeking and replays reuse the bytes; its URL is
// the viewer's own, and only the browser keeps them), /api/files' caching
// of stored bytes, the feeds'. Even their error answers are covered: net/http
// drops a file's caching headers from a 416, which then gets no-store for a
// signed-in caller. Other guest answers (the health check, public lists,
// pages) are left as they were: they carry nothing of anyone's.
//
// It runs first of all (before CORS and the activity logger), so it also
// covers error answers: those PocketBase's router writes itself after the
// chain returns get the header set before it writes them.
func noStore() *hook.Handler[*core.RequestEvent] {
	return &hook.Handler[*core.RequestEvent]{
		Id:       noStoreMiddlewareId,
		Priority: apis.DefaultCorsMiddlewarePriority - 1,
		Func: func(e *core.RequestEvent) error {
			w := &noStoreWriter{ResponseWriter: e.Response, e: e}
			e.Response = w
			err := e.Next()
			w.commit()
			if err != nil && !e.Written() {
				// PocketBase's router writes the error answer after the
				// chain, on the writer beneath: decide on its header now.
				w.decide()
			}
			return err
		},
	}
}

// tokenInBody spots a token in a JSON body: a URL's token parameter
// (encoding/json writes & as \u0026, so the = is what is looked for) or a
// key ending in "token" ("token", "resetToken").
var tokenInBody = regexp.MustCompile(`(?i)token(=|"\s*:)`)

// noStoreWriter adds the header as the status line goes out. It passes
// ReadFrom (sendfile), Flush and Unwrap on, so streaming is unchanged.
type noStoreWriter struct {
	http.ResponseWriter
	e       *core.RequestEvent
	decided bool
	pending int // a guest JSON answer's status, held until its first bytes
}

// private reports whether the answer is the caller's own by the request
// alone.
func (w *noStoreWriter) private() bool {
	r := w.e.Request
	switch r.Method {
	case http.MethodGet, http.MethodHead, http.MethodOptions: // a CORS preflight carries nothing
	default:
		return true
	}
	return w.e.Auth != nil || r.Header.Get("Authorization") != "" || r.URL.Query().Has("token")
}

// decide sets no-store when the answer is private by the request, and
// reports whether the body must be seen first (a guest's JSON answer).
func (w *noStoreWriter) decide() (sniff bool) {
	if w.decided {
		return false
	}
	w.decided = true
	h := w.Header()
	if h.Get("Cache-Control") != "" {
		return false
	}
	if w.private() {
		h.Set("Cache-Control", "no-store")
		return false
	}
	ct, _, _ := mime.ParseMediaType(h.Get("Content-Type"))
	return ct == "application/json"
}

func (w *noStoreWriter) WriteHeader(status int) {
	switch {
	case w.pending != 0:
		return // the first status wins, as with PocketBase's writer
	case status >= 100 && status < 200 && status != http.StatusSwitchingProtocols:
		w.ResponseWriter.WriteHeader(status) // informational: not the answer
		return
	case w.decide() && status != http.StatusNoContent && status != http.StatusNotModified:
		w.pending = status // no body to look at otherwise
		return
	}
	w.ResponseWriter.WriteHeader(status)
}

// commit sends a held status line (without looking at any body).
func (w *noStoreWriter) commit() {
	if w.pending != 0 {
		status := w.pending
		w.pending = 0
		w.ResponseWriter.WriteHeader(status)
	}
}

func (w *noStoreWriter) Write(p []byte) (int, error) {
	if !w.decided && w.decide() {
		w.pending = http.StatusOK
	}
	if w.pending != 0 {
		if tokenInBody.Match(p) {
			w.Header().Set("Cache-Control", "no-store")
		}
		w.commit()
	}
	return w.ResponseWriter.Write(p)
}

// ReadFrom keeps sendfile for http.ServeContent (the stream, /api/files).
func (w *noStoreWriter) ReadFrom(r io.Reader) (int64, error) {
	if !w.decided {
		w.decide()
	}
	w.commit()
	if rf, ok := w.ResponseWriter.(io.ReaderFrom); ok {
		return rf.ReadFrom(r)
	}
	return io.Copy(writerOnly{w.ResponseWriter}, r)
}

// FlushError sends the status line (deciding first) and flushes: an SSE
// stream flushes before it writes.
func (w *noStoreWriter) FlushError() error {
	if !w.decided {
		w.decide()
	}
	w.commit()
	return http.NewResponseController(w.ResponseWriter).Flush()
}

func (w *noStoreWriter) Flush() { _ = w.FlushError() }

// Unwrap lets http.ResponseController (hijack, deadlines) and PocketBase's
// Written/Status reach the writer beneath.
func (w *noStoreWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

var (
	_ router.RWUnwrapper = (*noStoreWriter)(nil)
	_ io.ReaderFrom      = (*noStoreWriter)(nil)
	_ http.Flusher       = (*noStoreWriter)(nil)
)
