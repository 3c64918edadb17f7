package routes_test

import (
	"net/http"
	"path"
	"strings"
	"testing"

	"selah/testutil"
)

// tusExposed are the headers a tus client on another site must be able to
// read (tusd's list and our Upload-Expires).
var tusExposed = []string{
	"Location", "Upload-Offset", "Upload-Length", "Upload-Expires", "Upload-Metadata",
	"Tus-Resumable", "Tus-Version", "Tus-Extension", "Tus-Max-Size",
}

// tusRequestHeaders are what tus-js-client and Uppy may send (and so ask
// for in a preflight).
var tusRequestHeaders = []string{
	"Upload-Length", "Upload-Offset", "Tus-Resumable", "Upload-Metadata", "Upload-Defer-Length",
	"Upload-Concat", "Content-Type", "Authorization", "X-HTTP-Method-Override",
}

// headerList reads a comma-separated header value as a set, case-folded.
func headerList(v string) map[string]bool {
	set := map[string]bool{}
	for _, name := range strings.Split(v, ",") {
		set[strings.ToLower(strings.TrimSpace(name))] = true
	}
	return set
}

// TestResumableCORSExposesTusHeaders: an upload from a page on another
// origin. Every tus answer to an allowed Origin exposes the tus headers
// (without them the browser hides Location from tus-js-client, which then
// cannot go on after the creation); every preflight allows the methods and
// headers tus clients send.
func TestResumableCORSExposesTusHeaders(t *testing.T) {
	s := newSession(t)
	me := s.user("cors@example.com", testutil.UserOpts{})
	srv := liveServer(t, s.app)
	const origin = "https://church.example.org"
	c := liveTus{srv.URL, testutil.Token(t, me)}
	withOrigin := map[string]string{"Origin": origin}

	checkExposed := func(what string, h http.Header) {
		t.Helper()
		if h.Get("Access-Control-Allow-Origin") != "*" {
			t.Fatalf("%s: Access-Control-Allow-Origin %q", what, h.Get("Access-Control-Allow-Origin"))
		}
		got := headerList(h.Get("Access-Control-Expose-Headers"))
		for _, name := range tusExposed {
			if !got[strings.ToLower(name)] {
				t.Fatalf("%s: %s is not exposed (Access-Control-Expose-Headers %q)", what, name, h.Get("Access-Control-Expose-Headers"))
			}
		}
	}

	created := c.must(t, http.MethodPost, "/api/uploads/", map[string]string{
		"Origin": origin, "Upload-Length": "5",
	}, nil, http.StatusCreated)
	checkExposed("POST", created.Header)
	id := path.Base(created.Header.Get("Location"))
	patched := c.must(t, http.MethodPatch, "/api/uploads/"+id, map[string]string{
		"Origin": origin, "Upload-Offset": "0", "Content-Type": "application/offset+octet-stream",
	}, []byte("psalm"), http.StatusNoContent)
	checkExposed("PATCH", patched.Header)
	head := c.must(t, http.MethodHead, "/api/uploads/"+id, withOrigin, nil, http.StatusOK)
	checkExposed("HEAD", head.Header)
	if head.Header.Get("Upload-Offset") != "5" || head.Header.Get("Upload-Expires") == "" {
		t.Fatalf("HEAD answered %v", head.Header)
	}
	// An error answer too: the client reads Tus-Resumable off a 404.
	gone := c.must(t, http.MethodHead, "/api/uploads/nosuchupload00", withOrigin, nil, http.StatusNotFound)
	checkExposed("HEAD of a missing upload", gone.Header)
	checkExposed("DELETE", c.must(t, http.MethodDelete, "/api/uploads/"+id, withOrigin, nil, http.StatusNoContent).Header)

	// Preflights of every method a tus client uses, asking for every
	// header one may send.
	for _, p := range []string{"/api/uploads/", "/api/uploads/" + id} {
		for _, method := range []string{http.MethodPost, http.MethodHead, http.MethodPatch, http.MethodDelete} {
			pre := liveTus{srv.URL, ""}.must(t, http.MethodOptions, p, map[string]string{
				"Tus-Resumable": "", "Origin": origin,
				"Access-Control-Request-Method":  method,
				"Access-Control-Request-Headers": strings.ToLower(strings.Join(tusRequestHeaders, ",")),
			}, nil, http.StatusNoContent)
			if pre.Header.Get("Access-Control-Allow-Origin") != "*" || !headerList(pre.Header.Get("Access-Control-Allow-Methods"))[strings.ToLower(method)] {
				t.Fatalf("preflight of %s %s answered %v", method, p, pre.Header)
			}
			allowed := headerList(pre.Header.Get("Access-Control-Allow-Headers"))
			for _, name := range tusRequestHeaders {
				if !allowed[strings.ToLower(name)] {
					t.Fatalf("preflight of %s %s does not allow %s: %v", method, p, name, pre.Header)
				}
			}
		}
	}

	// Without an Origin (not a browser) there is nothing to expose.
	plain := c.must(t, http.MethodPost, "/api/uploads/", map[string]string{"Upload-Length": "5"}, nil, http.StatusCreated)
	if v := plain.Header.Get("Access-Control-Expose-Headers"); v != "" {
		t.Fatalf("a request without Origin got Access-Control-Expose-Headers %q", v)
	}
}

// TestResumableCORSRefusedOriginGetsNothing: the server's CORS settings
// stay the judge; an origin they refuse is not let in by the tus routes.
func TestResumableCORSRefusedOriginGetsNothing(t *testing.T) {
	s := newSession(t)
	me := s.user("cors-refused@example.com", testutil.UserOpts{})
	srv := liveServerFor(t, s.app, "https://church.example.org")
	c := liveTus{srv.URL, testutil.Token(t, me)}

	ok := c.must(t, http.MethodPost, "/api/uploads/", map[string]string{
		"Origin": "https://church.example.org", "Upload-Length": "5",
	}, nil, http.StatusCreated)
	if ok.Header.Get("Access-Control-Allow-Origin") != "https://church.example.org" ||
		!headerList(ok.Header.Get("Access-Control-Expose-Headers"))["location"] {
		t.Fatalf("the allowed origin got %v", ok.Header)
	}
	other := c.must(t, http.MethodPost, "/api/uploads/", map[string]string{
		"Origin": "https://elsewhere.example.net", "Upload-Length": "5",
	}, nil, http.StatusCreated)
	for _, h := range []string{"Access-Control-Allow-Origin", "Access-Control-Expose-Headers"} {
		if v := other.Header.Get(h); v != "" {
			t.Fatalf("a refused origin got %s %q", h, v)
		}
	}
}
