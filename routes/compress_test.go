package routes_test

import (
	"bufio"
	"bytes"
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"

	"selah/testutil"
)

// TestAnswersCompressed: with Accept-Encoding: gzip, a JSON list answer
// and a feed of 1400 bytes and more go out gzipped, decode to the very
// bytes sent without it, vary by Accept-Encoding, and carry a weak ETag
// that still revalidates; small answers, HEAD, audio and every range go
// out as they are; an error answer written after the chain arrives
// whole; the realtime stream is never encoded.
func TestAnswersCompressed(t *testing.T) {
	t.Parallel()
	app := testutil.NewApp(t)
	t.Cleanup(app.Cleanup)
	fx := &feedFixture{}
	fx.setup(t, app)
	mux, _ := serveAuthz(t, app)
	get := func(method, url string, headers ...string) (*http.Response, []byte) {
		req := httptest.NewRequest(method, url, nil)
		req.Header.Set("User-Agent", listenerUA)
		for i := 0; i+1 < len(headers); i += 2 {
			req.Header.Set(headers[i], headers[i+1])
		}
		rec := httptest.NewRecorder()
		mux.ServeHTTP(rec, req)
		res := rec.Result()
		body, _ := io.ReadAll(res.Body)
		if cl := res.Header.Get("Content-Length"); method != "HEAD" && cl != "" && cl != strconv.Itoa(len(body)) {
			t.Errorf("%s %s: Content-Length %s, body %d bytes", method, url, cl, len(body))
		}
		return res, body
	}

	for _, url := range []string{
		"/api/public/creators/" + fdHost, // a list answer, through the answer cache
		"/api/public/creators/" + fdHost, // again: the cached answer's replay
		feedURL,
	} {
		plain, want := get("GET", url)
		if plain.StatusCode != 200 || plain.Header.Get("Content-Encoding") != "" || len(want) < 1400 {
			t.Fatalf("%s without Accept-Encoding: %d %q, %d bytes (the test needs 1400 and more)", url, plain.StatusCode, plain.Header.Get("Content-Encoding"), len(want))
		}
		res, body := get("GET", url, "Accept-Encoding", "gzip, deflate, br")
		if res.StatusCode != 200 || res.Header.Get("Content-Encoding") != "gzip" || res.Header.Get("Vary") == "" {
			t.Errorf("%s with gzip: %d, Content-Encoding %q, Vary %q", url, res.StatusCode, res.Header.Get("Content-Encoding"), res.Header.Get("Vary"))
			continue
		}
		if !strings.Contains(strings.Join(plain.Header.Values("Vary"), ","), "Accept-Encoding") {
			t.Errorf("%s without Accept-Encoding: Vary %q", url, plain.Header.Values("Vary"))
		}
		if got := decoded(t, &http.Response{Header: res.Header, Body: io.NopCloser(bytes.NewReader(body))}); !bytes.Equal(got, want) {
			t.Errorf("%s: the gzip body decodes to %d bytes unlike the %d sent as they are", url, len(got), len(want))
		}
		if len(body) >= len(want) {
			t.Errorf("%s: gzip %d bytes, not below %d", url, len(body), len(want))
		}
		if etag := plain.Header.Get("ETag"); etag != "" {
			weak := res.Header.Get("ETag")
			if weak != "W/"+etag {
				t.Errorf("%s: ETag %q gzipped, %q plain", url, weak, etag)
			}
			if res, _ := get("GET", url, "Accept-Encoding", "gzip", "If-None-Match", weak); res.StatusCode != http.StatusNotModified {
				t.Errorf("%s: If-None-Match %s: %d, want 304", url, weak, res.StatusCode)
			}
		}
	}

	for _, c := range []struct {
		name, method, url string
		headers           []string
		status            int
	}{
		{"a small answer", "GET", "/api/health", nil, 200},
		{"gzip refused", "GET", feedURL, []string{"Accept-Encoding", "gzip;q=0, br"}, 200},
		{"HEAD of a feed", "HEAD", feedURL, nil, 200},
		{"a range of a feed", "GET", feedURL, []string{"Range", "bytes=0-99"}, 206},
		{"audio", "GET", enclosureURL(fdEpLong, "long.wav"), nil, 200},
		{"a range of audio", "GET", enclosureURL(fdEpLong, "long.wav"), []string{"Range", "bytes=0-4999"}, 206},
	} {
		res, body := get(c.method, c.url, append([]string{"Accept-Encoding", "gzip"}, c.headers...)...)
		if res.StatusCode != c.status || res.Header.Get("Content-Encoding") != "" {
			t.Errorf("%s: %d, Content-Encoding %q; want %d as it is", c.name, res.StatusCode, res.Header.Get("Content-Encoding"), c.status)
		}
		if c.status == 206 && len(body) != 100 && len(body) != 5000 {
			t.Errorf("%s: %d bytes", c.name, len(body))
		}
	}

	// PocketBase writes a REST error after the chain has returned.
	res, body := get("GET", "/api/collections/users/records/nosuchuser00000", "Accept-Encoding", "gzip")
	if res.StatusCode != 404 || !bytes.Contains(decoded(t, &http.Response{Header: res.Header, Body: io.NopCloser(bytes.NewReader(body))}), []byte(`"status":404`)) {
		t.Errorf("REST 404: %d %q", res.StatusCode, body)
	}

	// The realtime stream over a real connection: its first event arrives
	// at once, not encoded.
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, "GET", srv.URL+"/api/realtime", nil)
	req.Header.Set("Accept-Encoding", "gzip")
	rt, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer rt.Body.Close()
	line, err := bufio.NewReader(rt.Body).ReadString('\n')
	if err != nil || !strings.HasPrefix(line, "id:") || rt.Header.Get("Content-Encoding") != "" ||
		!strings.HasPrefix(rt.Header.Get("Content-Type"), "text/event-stream") {
		t.Errorf("realtime: %q %v, Content-Encoding %q, Content-Type %q", line, err, rt.Header.Get("Content-Encoding"), rt.Header.Get("Content-Type"))
	}
}
