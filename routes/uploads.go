package routes

import (
	"net/http"
	"net/url"
	"strings"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"

	"selah/internal/resumable"
)

// uploadsBasePath is where API.md mounts tus 1.0.0.
const uploadsBasePath = "/api/uploads/"

// registerResumable mounts tusd's handlers on our router, behind the same
// auth as every user route.
// Each request is checked here (signed in; the upload is the caller's)
// before tusd sees it; tusd speaks the protocol and writes the bytes.
func (d *deps) registerResumable(se *core.ServeEvent) error {
	svc, err := resumable.New(se.App, resumable.Config{
		BasePath: uploadsBasePath,
		MaxSize:  maxAudioBytes,
		Quota:    uploadLimit,
		Pace:     d.pace,
	})
	if err != nil {
		return err
	}
	d.uploads = svc // its sweep is a job (jobs/, selahUploadsSweep)

	g := se.Router.Group("/api/uploads")
	g.Bind(withEnvelope(), noBodyLimit(), d.tusDiscovery(), tusExpose())
	for _, path := range []string{"", "/{$}"} {
		g.POST(path, d.tus(http.MethodPost)).Bind(requireUser())
		g.Route(http.MethodOptions, path, d.tus(http.MethodOptions))
	}
	// Discovery on an upload's own URL too: a tus client may ask it there.
	g.Route(http.MethodOptions, "/{id}", d.tus(http.MethodOptions))
	g.Route(http.MethodHead, "/{id}", d.tus(http.MethodHead)).Bind(requireUser())
	g.PATCH("/{id}", d.tus(http.MethodPatch)).Bind(requireUser())
	g.DELETE("/{id}", d.tus(http.MethodDelete)).Bind(requireUser())
	// Clients that cannot send PATCH or DELETE (tus-js-client's
	// overridePatchMethod, behind proxies that drop them) POST to the upload
	// with X-HTTP-Method-Override, which tusd honours; our router routes by
	// the request's own method, so the override is routed here.
	g.POST("/{id}", d.tusOverride()).Bind(requireUser())
	return nil
}

// tusOverride serves a POST to an upload as the method its
// X-HTTP-Method-Override names (PATCH or DELETE).
func (d *deps) tusOverride() func(e *core.RequestEvent) error {
	patch, del := d.tus(http.MethodPatch), d.tus(http.MethodDelete)
	return func(e *core.RequestEvent) error {
		switch strings.ToUpper(e.Request.Header.Get("X-HTTP-Method-Override")) {
		case http.MethodPatch:
			return patch(e)
		case http.MethodDelete:
			return del(e)
		}
		return e.BadRequestError("Send data to an upload with PATCH and cancel it with DELETE (or POST with X-HTTP-Method-Override: PATCH or DELETE)", nil)
	}
}

// tus hands one request to tusd: the caller's id travels in the context to
// tusd's callbacks, the path is cut down to the upload id (what tusd reads),
// and tusd's plain-text errors leave as API.md's envelope.
func (d *deps) tus(method string) func(e *core.RequestEvent) error {
	return func(e *core.RequestEvent) error {
		r := e.Request
		id := r.PathValue("id")
		owner := ""
		if e.Auth != nil {
			owner = e.Auth.Id
		}
		// Discovery says nothing of the upload: anyone may ask, at any URL.
		if id != "" && method != http.MethodOptions {
			up, err := d.uploads.Find(id, owner)
			if err != nil {
				// Another user's upload answers like a missing one.
				return e.NotFoundError(msgUploadGone, nil)
			}
			e.Response.Header().Set("Upload-Expires", resumable.ExpiresAt(up.Created).UTC().Format(http.TimeFormat))
		}
		r = r.WithContext(resumable.WithOwner(r.Context(), owner))
		u := *r.URL
		u.Path, u.RawPath = "/"+url.PathEscape(id), ""
		r.URL = &u
		w := newTusWriter(e.Response)
		d.uploads.Handler(method).ServeHTTP(w, r)
		w.finish()
		return nil
	}
}

// noBodyLimit lifts PocketBase's 32 MiB body limit (same id) off the tus
// routes: tusd itself stops reading at the upload's declared length, which
// is capped at maxAudioBytes. It also takes off the router's rereadable
// wrapper, which would copy every chunk (see directBody).
func noBodyLimit() *hook.Handler[*core.RequestEvent] {
	return &hook.Handler[*core.RequestEvent]{
		Id:       apis.DefaultBodyLimitMiddlewareId,
		Priority: apis.DefaultBodyLimitMiddlewarePriority,
		Func: func(e *core.RequestEvent) error {
			e.Request.Body = directBody(e.Request.Body)
			return e.Next()
		},
	}
}
