package routes_test

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"
	"github.com/pocketbase/pocketbase/tests"

	"selah/routes"
	"selah/testutil"
)

func TestStaticSPA(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "index.html"), []byte("<!doctype html><div id=root></div>"), 0o644); err != nil {
		t.Fatal(err)
	}
	factory := func(t testing.TB) *tests.TestApp {
		app := testutil.NewApp(t)
		routes.RegisterStatic(app, &dir)
		return app
	}
	check := func(t testing.TB, _ *tests.TestApp, res *http.Response) {
		for k, want := range map[string]string{
			"X-Content-Type-Options": "nosniff", "X-Frame-Options": "DENY", "Referrer-Policy": "strict-origin-when-cross-origin",
		} {
			if got := res.Header.Get(k); got != want {
				t.Errorf("%s = %q, want %q", k, got, want)
			}
		}
		if csp := res.Header.Get("Content-Security-Policy"); csp == "" || !contains(csp, "script-src 'self';") || !contains(csp, "frame-ancestors 'none'") {
			t.Errorf("CSP %q", csp)
		}
	}
	for _, sc := range []tests.ApiScenario{
		{Name: "GET / (the app)", Method: http.MethodGet, URL: "/", ExpectedStatus: 200, ExpectedContent: []string{`<div id=root>`}},
		{Name: "GET a client route (SPA fallback)", Method: http.MethodGet, URL: "/user/songs", ExpectedStatus: 200, ExpectedContent: []string{`<div id=root>`}},
		{Name: "GET an unknown API path (JSON 404)", Method: http.MethodGet, URL: "/api/nothing", ExpectedStatus: 404,
			ExpectedContent: []string{`"status":404`}, NotExpectedContent: []string{"<div"}},
	} {
		sc.TestAppFactory = factory
		if sc.ExpectedStatus == 200 {
			sc.AfterTestFunc = check
		}
		sc.Test(t)
	}
}

func contains(s, sub string) bool { return strings.Contains(s, sub) }

// builtDir writes a small build: the app's page, a hashed script with the
// brotli and gzip copies the build makes (frontend/vite.config.ts), a
// stylesheet too small to have copies, the icon and git's placeholder.
func builtDir(t *testing.T) (dir string, script []byte) {
	t.Helper()
	dir = t.TempDir()
	script = bytes.Repeat([]byte("export function play(episode){return fetch('/api/media/plays',{method:'POST'})}\n"), 80)
	var br, gz bytes.Buffer
	bw := brotli.NewWriterLevel(&br, brotli.BestCompression)
	gw := gzip.NewWriter(&gz)
	for _, w := range []io.WriteCloser{bw, gw} {
		if _, err := w.Write(script); err != nil {
			t.Fatal(err)
		}
		if err := w.Close(); err != nil {
			t.Fatal(err)
		}
	}
	for name, body := range map[string][]byte{
		"index.html":                  []byte("<!doctype html><div id=root></div>"),
		"favicon.svg":                 []byte(`<svg xmlns="http://www.w3.org/2000/svg"/>`),
		".gitkeep":                    nil,
		"assets/index-wI7qBK_R.js":    script,
		"assets/index-wI7qBK_R.js.br": br.Bytes(),
		"assets/index-wI7qBK_R.js.gz": gz.Bytes(),
		"assets/embed-Csqn5-KT.css":   []byte("body{margin:0}"),
	} {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, body, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir, script
}

// staticServer is the app with the built files of dir, served.
func staticServer(t *testing.T, dir string) http.Handler {
	t.Helper()
	app := testutil.NewApp(t)
	t.Cleanup(app.Cleanup)
	routes.RegisterStatic(app, &dir)
	mux, _ := serveAuthz(t, app)
	return mux
}

func staticGet(mux http.Handler, method, url string, headers ...string) *http.Response {
	req := httptest.NewRequest(method, url, nil)
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	rec := httptest.NewRecorder()
	mux.ServeHTTP(rec, req)
	return rec.Result()
}

// decoded is the body of res as its Content-Encoding says.
func decoded(t *testing.T, res *http.Response) []byte {
	t.Helper()
	var r io.Reader = res.Body
	switch res.Header.Get("Content-Encoding") {
	case "br":
		r = brotli.NewReader(res.Body)
	case "gzip":
		zr, err := gzip.NewReader(res.Body)
		if err != nil {
			t.Fatalf("not gzip: %v", err)
		}
		r = zr
	case "":
	default:
		t.Fatalf("Content-Encoding %q", res.Header.Get("Content-Encoding"))
	}
	b, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestStaticPrecompressed: a built script goes out as the brotli or gzip
// copy the request accepts best (q=0 refuses), or as it is; always with
// the script's own type, Vary, a year's immutable caching, and an ETag of
// its own per coding. A range or a HEAD is answered consistently.
func TestStaticPrecompressed(t *testing.T) {
	t.Parallel()
	dir, script := builtDir(t)
	mux := staticServer(t, dir)
	const url = "/assets/index-wI7qBK_R.js"
	etags := map[string]string{}
	for _, c := range []struct{ accept, coding string }{
		{"br, gzip", "br"},
		{"gzip, deflate, br, zstd", "br"},
		{"gzip", "gzip"},
		{"br;q=0, gzip", "gzip"},
		{"gzip;q=1, br;q=0.5", "gzip"},
		{"*", "br"},
		{"br;q=0, *;q=0.5", "gzip"},
		{"", ""},
		{"identity", ""},
		{"*;q=0", ""},
		{"deflate", ""},
	} {
		res := staticGet(mux, http.MethodGet, url, "Accept-Encoding", c.accept)
		if res.StatusCode != 200 || res.Header.Get("Content-Encoding") != c.coding {
			t.Errorf("Accept-Encoding %q: %d, Content-Encoding %q, want %q", c.accept, res.StatusCode, res.Header.Get("Content-Encoding"), c.coding)
			continue
		}
		if body := decoded(t, res); !bytes.Equal(body, script) {
			t.Errorf("Accept-Encoding %q: the body decodes to %d bytes, not the script's %d", c.accept, len(body), len(script))
		}
		for k, want := range map[string]string{
			"Content-Type":  "text/javascript; charset=utf-8",
			"Vary":          "Accept-Encoding",
			"Cache-Control": "public, max-age=31536000, immutable",
		} {
			if got := strings.Join(res.Header.Values(k), ", "); got != want {
				t.Errorf("Accept-Encoding %q: %s %q, want %q", c.accept, k, got, want)
			}
		}
		etag := res.Header.Get("ETag")
		if prev, seen := etags[c.coding]; seen && prev != etag || etag == "" {
			t.Errorf("ETag %q (before %q)", etag, prev)
		}
		etags[c.coding] = etag
	}
	if etags["br"] == etags["gzip"] || etags["br"] == etags[""] || etags["gzip"] == etags[""] {
		t.Errorf("the ETags of the codings are not distinct: %v", etags)
	}

	// Revalidation: the brotli copy's ETag is good for the brotli copy,
	// not for the gzip one.
	if res := staticGet(mux, http.MethodGet, url, "Accept-Encoding", "br", "If-None-Match", etags["br"]); res.StatusCode != http.StatusNotModified {
		t.Errorf("If-None-Match of the br copy: %d, want 304", res.StatusCode)
	}
	if res := staticGet(mux, http.MethodGet, url, "Accept-Encoding", "gzip", "If-None-Match", etags["br"]); res.StatusCode != 200 || res.Header.Get("Content-Encoding") != "gzip" {
		t.Errorf("the br copy's ETag asking for gzip: %d %q, want 200 gzip", res.StatusCode, res.Header.Get("Content-Encoding"))
	}

	// A range is of the script's own bytes, never of a compressed copy.
	res := staticGet(mux, http.MethodGet, url, "Accept-Encoding", "br, gzip", "Range", "bytes=7-21")
	body, _ := io.ReadAll(res.Body)
	if res.StatusCode != http.StatusPartialContent || res.Header.Get("Content-Encoding") != "" || !bytes.Equal(body, script[7:22]) {
		t.Errorf("range: %d, Content-Encoding %q, body %q", res.StatusCode, res.Header.Get("Content-Encoding"), body)
	}

	// HEAD: the headers of the GET, the length of the copy that would be sent.
	br, err := os.Stat(filepath.Join(dir, "assets", "index-wI7qBK_R.js.br"))
	if err != nil {
		t.Fatal(err)
	}
	res = staticGet(mux, http.MethodHead, url, "Accept-Encoding", "br")
	body, _ = io.ReadAll(res.Body)
	if res.StatusCode != 200 || res.Header.Get("Content-Encoding") != "br" || res.Header.Get("Content-Length") != strconv.FormatInt(br.Size(), 10) || len(body) != 0 {
		t.Errorf("HEAD: %d, %q, Content-Length %q (want %d), %d body bytes", res.StatusCode, res.Header.Get("Content-Encoding"), res.Header.Get("Content-Length"), br.Size(), len(body))
	}

	// A file too small for copies goes out as it is, still varying (and hashed: immutable).
	res = staticGet(mux, http.MethodGet, "/assets/embed-Csqn5-KT.css", "Accept-Encoding", "br, gzip")
	body, _ = io.ReadAll(res.Body)
	if res.StatusCode != 200 || res.Header.Get("Content-Encoding") != "" || string(body) != "body{margin:0}" ||
		res.Header.Get("Content-Type") != "text/css; charset=utf-8" || res.Header.Get("Cache-Control") != "public, max-age=31536000, immutable" {
		t.Errorf("small stylesheet: %d %q %q %q %q", res.StatusCode, res.Header.Get("Content-Encoding"), body, res.Header.Get("Content-Type"), res.Header.Get("Cache-Control"))
	}
}

// TestStaticPagesAndMissingFiles: the app's page is revalidated on each
// use; a page route (no extension) gets it; a path naming a file the build
// does not have gets a short plain 404, not the app's HTML; a file the
// build does have is served whatever its name.
func TestStaticPagesAndMissingFiles(t *testing.T) {
	t.Parallel()
	dir, _ := builtDir(t)
	mux := staticServer(t, dir)
	for _, url := range []string{"/", "/index.html", "/app/library", "/user/media/abc123", "/m/", "/unsubscribe?token=x"} {
		res := staticGet(mux, http.MethodGet, url, "Accept-Encoding", "br, gzip")
		body, _ := io.ReadAll(res.Body)
		if res.StatusCode != 200 || !strings.Contains(string(body), "<div id=root>") ||
			res.Header.Get("Cache-Control") != "no-cache" || res.Header.Get("Content-Type") != "text/html; charset=utf-8" {
			t.Errorf("GET %s: %d %q, Cache-Control %q, Content-Type %q", url, res.StatusCode, body, res.Header.Get("Cache-Control"), res.Header.Get("Content-Type"))
		}
	}
	for _, url := range []string{"/sw.js", "/manifest.webmanifest", "/foo.png", "/assets/index-00000000.js", "/app/library.json", "/.gitkeep", "/assets/.hidden"} {
		res := staticGet(mux, http.MethodGet, url)
		body, _ := io.ReadAll(res.Body)
		if res.StatusCode != 404 || strings.Contains(string(body), "<") || len(body) > 64 ||
			!strings.HasPrefix(res.Header.Get("Content-Type"), "text/plain") {
			t.Errorf("GET %s: %d %q (%s), want a short plain 404", url, res.StatusCode, body, res.Header.Get("Content-Type"))
		}
	}
	res := staticGet(mux, http.MethodGet, "/favicon.svg")
	if res.StatusCode != 200 || res.Header.Get("Content-Type") != "image/svg+xml" || res.Header.Get("Cache-Control") != "no-cache" {
		t.Errorf("favicon: %d %q %q", res.StatusCode, res.Header.Get("Content-Type"), res.Header.Get("Cache-Control"))
	}

	// A later build may add a service worker and a manifest: they are
	// built files then, and served.
	for name, body := range map[string]string{"sw.js": "self.addEventListener('fetch',()=>{})", "manifest.webmanifest": `{"name":"Selah"}`} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for url, ct := range map[string]string{"/sw.js": "text/javascript; charset=utf-8", "/manifest.webmanifest": "application/manifest+json"} {
		res := staticGet(mux, http.MethodGet, url)
		if res.StatusCode != 200 || res.Header.Get("Content-Type") != ct || res.Header.Get("Cache-Control") != "no-cache" {
			t.Errorf("GET %s once built: %d %q %q", url, res.StatusCode, res.Header.Get("Content-Type"), res.Header.Get("Cache-Control"))
		}
	}
}

// TestStaticServiceWorker: the build's service worker (vite-plugin-pwa's
// sw.js and its workbox-<hash>.js), its manifest and icons are served as
// what they are, revalidated on every use (a browser checks sw.js for an
// update; an immutable copy would pin the old app), never as the app's
// HTML; a navigation the worker hands to the network still gets the app.
func TestStaticServiceWorker(t *testing.T) {
	t.Parallel()
	dir, _ := builtDir(t)
	files := map[string]string{
		"sw.js":                      "importScripts('./workbox-9c191d2f.js');self.addEventListener('fetch',()=>{})",
		"workbox-9c191d2f.js":        "define([],function(){})",
		"manifest.webmanifest":       `{"name":"Selah","start_url":"/app","display":"standalone"}`,
		"icons/icon-192.png":         "\x89PNG\r\n\x1a\n",
		"icons/apple-touch-icon.png": "\x89PNG\r\n\x1a\n",
	}
	for name, body := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	mux := staticServer(t, dir)
	for url, ct := range map[string]string{
		"/sw.js":                      "text/javascript; charset=utf-8",
		"/workbox-9c191d2f.js":        "text/javascript; charset=utf-8",
		"/manifest.webmanifest":       "application/manifest+json",
		"/icons/icon-192.png":         "image/png",
		"/icons/apple-touch-icon.png": "image/png",
	} {
		res := staticGet(mux, http.MethodGet, url, "Accept-Encoding", "br, gzip")
		body, _ := io.ReadAll(res.Body)
		name := strings.TrimPrefix(url, "/")
		if res.StatusCode != 200 || res.Header.Get("Content-Type") != ct || res.Header.Get("Cache-Control") != "no-cache" ||
			string(body) != files[name] {
			t.Errorf("GET %s: %d %q, Content-Type %q, Cache-Control %q", url, res.StatusCode, body, res.Header.Get("Content-Type"), res.Header.Get("Cache-Control"))
		}
	}
	// A worker of another build (an old name) is gone: a 404, so the
	// browser drops it, not the app's page under its name.
	res := staticGet(mux, http.MethodGet, "/workbox-00000000.js")
	if body, _ := io.ReadAll(res.Body); res.StatusCode != 404 || strings.Contains(string(body), "<div") {
		t.Errorf("GET an old workbox file: %d %q", res.StatusCode, body)
	}
	res = staticGet(mux, http.MethodGet, "/app/library")
	if body, _ := io.ReadAll(res.Body); res.StatusCode != 200 || !strings.Contains(string(body), "<div id=root>") {
		t.Errorf("GET /app/library: %d %q", res.StatusCode, body)
	}
}
