package routes

import (
	"net/http"
	"time"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"

	"selah/internal/resumable"
)

// What a tus client in a browser on another site needs beyond PocketBase's
// CORS middleware (apis.Serve binds it to every route with the server's
// allowed origins, "*" by default). That middleware stays the one judge of
// origins; these two only add tus's part to the answers it makes:
//
//   - a preflight (OPTIONS): PocketBase answers it itself, allowing
//     POST, HEAD, PATCH and DELETE and echoing the requested headers
//     (Upload-Length, Upload-Offset, Tus-Resumable, Upload-Metadata,
//     Authorization, ...), and never calls the route; tusDiscovery adds
//     tus's discovery headers to that answer.
//   - an actual request: PocketBase sets Access-Control-Allow-Origin but
//     exposes no header, so the browser hides Location and Upload-Offset
//     from the client ("Refused to get unsafe header") and tus-js-client
//     cannot go on after the creation; tusExpose exposes them.

// tusDiscovery puts tusd's protocol discovery headers (Tus-Resumable,
// Tus-Version, Tus-Extension, Tus-Max-Size) on every OPTIONS answer of the
// uploads paths. It runs just before the CORS middleware, which answers
// each OPTIONS request itself (a 204 with Access-Control-* for an allowed
// Origin) and never lets it reach the route, so that one answer serves both
// a browser's preflight and a tus client's discovery. Without CORS (route
// tests), the route answers too.
func (d *deps) tusDiscovery() *hook.Handler[*core.RequestEvent] {
	return &hook.Handler[*core.RequestEvent]{
		Id:       "selahTusDiscovery",
		Priority: apis.DefaultCorsMiddlewarePriority - 1,
		Func: func(e *core.RequestEvent) error {
			if e.Request.Method == http.MethodOptions {
				w := newTusWriter(headersOnly{e.Response.Header()})
				d.uploads.Handler(http.MethodOptions).ServeHTTP(w, e.Request)
			}
			return e.Next()
		},
	}
}

// tusExpose runs just after the CORS middleware: where it allowed the
// request's origin (it set Access-Control-Allow-Origin), the answer also
// names the tus headers a script may read (resumable.ExposeHeaders, tusd's
// list). Where it did not, nothing is added: no origin is allowed here that
// the server's CORS settings refuse.
func tusExpose() *hook.Handler[*core.RequestEvent] {
	return &hook.Handler[*core.RequestEvent]{
		Id:       "selahTusExpose",
		Priority: apis.DefaultCorsMiddlewarePriority + 1,
		Func: func(e *core.RequestEvent) error {
			h := e.Response.Header()
			if h.Get("Access-Control-Allow-Origin") != "" {
				h.Set("Access-Control-Expose-Headers", resumable.ExposeHeaders)
			}
			return e.Next()
		},
	}
}

// headersOnly keeps what a handler sets in its headers and drops the rest:
// the status and body are the CORS middleware's (or the route's) to write.
type headersOnly struct{ h http.Header }

func (w headersOnly) Header() http.Header            { return w.h }
func (headersOnly) Write(p []byte) (int, error)      { return len(p), nil }
func (headersOnly) WriteHeader(int)                  {}
func (headersOnly) SetReadDeadline(time.Time) error  { return nil } // tusd sets them on every request
func (headersOnly) SetWriteDeadline(time.Time) error { return nil }
