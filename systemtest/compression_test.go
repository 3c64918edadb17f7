package systemtest

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"
)

// builtPublicDir is the front end's build (make build) beside the tests,
// with the brotli and gzip copies the build writes; without it the test
// cannot run, and says so.
func builtPublicDir(t *testing.T) string {
	t.Helper()
	dir, err := filepath.Abs(filepath.Join("..", "pb_public"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "index.html")); err != nil {
		t.Fatalf("the front end is not built (%v): run `make build` first (make test-go does)", err)
	}
	return dir
}

// pageScripts are the scripts and stylesheets a built page loads first.
var pageScripts = regexp.MustCompile(`(?:src|href)="(/assets/[^"]+\.(?:js|css))"`)

// TestBuiltFilesAndAnswersCompressed asks the real binary, as a browser
// does (Accept-Encoding: br, gzip), for the landing's script and
// stylesheet, the embed's script, a list answer and a feed: the files come
// as their brotli copies from the build, cached for a year; the answers
// come gzipped; each decodes to what is sent without compression.
func TestBuiltFilesAndAnswersCompressed(t *testing.T) {
	t.Parallel()
	public := builtPublicDir(t)
	dir := setup(t)
	s := start(t, dir, "--publicDir", public)
	acc := s.signIn()
	creatorId, token := s.creator(acc.superuser, "speaker@example.com")
	var podcast string
	for _, title := range []string{"Morning Prayer", "Evening Psalms", "The Sermon on the Mount", "Letters to the Churches"} {
		id := s.uploadKind(t, token, "podcast", title, wav(1))
		s.must(http.MethodPut, "/api/media/media-status", acc.admin, map[string]string{"mediaId": id, "adminStatus": "active"}, http.StatusOK, nil)
		podcast = id
	}

	// No transparent decoding: the test reads the bytes as sent.
	client := &http.Client{Transport: &http.Transport{DisableCompression: true}}
	get := func(path, accept string) (*http.Response, []byte) {
		t.Helper()
		req, _ := http.NewRequest(http.MethodGet, s.url+path, nil)
		if accept != "" {
			req.Header.Set("Accept-Encoding", accept)
		}
		res, err := client.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		body, err := io.ReadAll(res.Body)
		if err != nil {
			t.Fatal(err)
		}
		if res.StatusCode != http.StatusOK {
			t.Fatalf("GET %s: %d %s", path, res.StatusCode, body)
		}
		return res, body
	}

	var files []string
	for _, page := range []string{"index.html", "embed.html"} {
		html, err := os.ReadFile(filepath.Join(public, page))
		if err != nil {
			t.Fatal(err)
		}
		found := pageScripts.FindAllStringSubmatch(string(html), -1)
		if len(found) == 0 {
			t.Fatalf("%s loads no script from /assets/", page)
		}
		for _, m := range found {
			files = append(files, m[1])
		}
	}
	for _, path := range files {
		plain, want := get(path, "")
		res, body := get(path, "br, gzip")
		if res.Header.Get("Content-Encoding") != "br" {
			t.Errorf("%s: Content-Encoding %q, want br (is the build's %s.br there?)", path, res.Header.Get("Content-Encoding"), path)
			continue
		}
		got, err := io.ReadAll(brotli.NewReader(bytes.NewReader(body)))
		if err != nil || !bytes.Equal(got, want) {
			t.Errorf("%s: the brotli body decodes to %d bytes (%v), the file has %d", path, len(got), err, len(want))
		}
		for _, r := range []*http.Response{plain, res} {
			vary := strings.Join(r.Header.Values("Vary"), ", ")
			if r.Header.Get("Cache-Control") != "public, max-age=31536000, immutable" || !strings.Contains(vary, "Accept-Encoding") {
				t.Errorf("%s: Cache-Control %q, Vary %q", path, r.Header.Get("Cache-Control"), vary)
			}
		}
		if res.Header.Get("Content-Type") != plain.Header.Get("Content-Type") || !strings.Contains(res.Header.Get("Content-Type"), map[bool]string{true: "javascript", false: "css"}[strings.HasSuffix(path, ".js")]) {
			t.Errorf("%s: Content-Type %q compressed, %q plain", path, res.Header.Get("Content-Type"), plain.Header.Get("Content-Type"))
		}
		t.Logf("%s: %d bytes, %d with brotli", path, len(want), len(body))
	}

	for _, path := range []string{"/api/public/creators/" + creatorId, "/api/feeds/podcasts/" + podcast + ".xml"} {
		_, want := get(path, "")
		res, body := get(path, "br, gzip")
		if res.Header.Get("Content-Encoding") != "gzip" {
			t.Errorf("%s (%d bytes): Content-Encoding %q, want gzip", path, len(want), res.Header.Get("Content-Encoding"))
			continue
		}
		zr, err := gzip.NewReader(bytes.NewReader(body))
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		got, err := io.ReadAll(zr)
		if err != nil || !bytes.Equal(got, want) {
			t.Errorf("%s: the gzip body decodes to %d bytes (%v), %d sent plain", path, len(got), err, len(want))
		}
		t.Logf("%s: %d bytes, %d with gzip", path, len(want), len(body))
	}

	// The app's page is asked again each time; a file the build lacks is a 404.
	if res, _ := get("/app/library", "br, gzip"); res.Header.Get("Cache-Control") != "no-cache" {
		t.Errorf("the app's page: Cache-Control %q", res.Header.Get("Cache-Control"))
	}
	// The service worker is a built file, asked again each time; a file the build lacks is a 404,
	// not the app's page.
	if res, _ := get("/sw.js", "br, gzip"); res.StatusCode != http.StatusOK || res.Header.Get("Cache-Control") != "no-cache" {
		t.Errorf("/sw.js: %d, Cache-Control %q", res.StatusCode, res.Header.Get("Cache-Control"))
	}
	res, err := client.Get(s.url + "/no-such-file.js")
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusNotFound {
		t.Errorf("/no-such-file.js: %d, want 404", res.StatusCode)
	}
}
