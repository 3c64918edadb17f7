package routes_test

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"selah/internal/storage"
)

// TestStreamAnswersAsFsServe: with local storage the stream route serves
// the stored file itself (for sendfile); its answers must be the ones
// PocketBase's fs.Serve gives for a file of the audio's real type: status,
// body and every header that matters, with and without the type PocketBase
// records beside a file (audio moved into storage by internal/ingest has
// none, and must still go out as audio/mpeg, inline).
func TestStreamAnswersAsFsServe(t *testing.T) {
	t.Parallel()
	s := newSession(t)
	fx := &meFixture{}
	listeningFixture(t, s.app, fx)
	ep, err := s.app.FindRecordById("episodes", idSongEp)
	if err != nil {
		t.Fatal(err)
	}
	key := ep.BaseFilesPath() + "/" + ep.GetString("audio")
	size := len(audioFixture(t, "cbr.mp3"))
	future := time.Now().Add(time.Hour).UTC().Format(http.TimeFormat)
	past := time.Now().Add(-24 * time.Hour).UTC().Format(http.TimeFormat)
	requests := []struct {
		name, method, query string
		headers             map[string]string
	}{
		{"whole file", "GET", "", nil},
		{"first bytes", "GET", "", map[string]string{"Range": "bytes=0-9"}},
		{"middle", "GET", "", map[string]string{"Range": "bytes=100-199"}},
		{"suffix", "GET", "", map[string]string{"Range": "bytes=-128"}},
		{"open end", "GET", "", map[string]string{"Range": fmt.Sprintf("bytes=%d-", size-5)}},
		{"two ranges", "GET", "", map[string]string{"Range": "bytes=0-3,10-13"}},
		{"beyond the end", "GET", "", map[string]string{"Range": fmt.Sprintf("bytes=%d-", size+10)}},
		{"HEAD", "HEAD", "", nil},
		{"HEAD of a range", "HEAD", "", map[string]string{"Range": "bytes=0-9"}},
		{"not modified", "GET", "", map[string]string{"If-Modified-Since": future}},
		{"modified", "GET", "", map[string]string{"If-Modified-Since": past}},
		{"If-Range, stale", "GET", "", map[string]string{"Range": "bytes=0-9", "If-Range": past}},
		{"as a download", "GET", "?download=1", nil},
	}
	compared := []string{"Content-Type", "Content-Disposition", "Content-Security-Policy", "Cache-Control",
		"Content-Length", "Content-Range", "Last-Modified", "Accept-Ranges"}
	check := func(variant string) {
		for _, r := range requests {
			// What fs.Serve answers, behind the route's own Cache-Control.
			fs, err := s.app.NewFilesystem()
			if err != nil {
				t.Fatal(err)
			}
			req := httptest.NewRequest(r.method, "/x"+r.query, nil)
			for k, v := range r.headers {
				req.Header.Set(k, v)
			}
			want := httptest.NewRecorder()
			want.Header().Set("Cache-Control", "private, max-age=3600")
			want.Header().Set("Content-Type", "audio/mpeg")
			disposition := "inline"
			if r.query == "?download=1" {
				disposition = "attachment"
			}
			// Named as published: the episode's id and the extension.
			want.Header().Set("Content-Disposition", disposition+"; filename="+ep.Id+path.Ext(ep.GetString("audio")))
			if err := fs.Serve(want, req, key, ep.GetString("audio")); err != nil {
				t.Fatal(err)
			}
			fs.Close()
			wantBody := want.Body.String()

			headers := bearer(fx.user)
			for k, v := range r.headers {
				headers[k] = v
			}
			s.do(tests.ApiScenario{
				Name: variant + ": " + r.name, Method: r.method, URL: "/api/media/episodes/" + idSongEp + "/stream" + r.query,
				Headers: headers, ExpectedStatus: want.Code, NotExpectedContent: []string{"never-present"},
				AfterTestFunc: func(t testing.TB, _ *tests.TestApp, res *http.Response) {
					multipart := r.headers["Range"] == "bytes=0-3,10-13"
					for _, h := range compared {
						got, w := res.Header.Get(h), want.Header().Get(h)
						if multipart && h == "Content-Type" { // boundaries are random
							got, w = strings.SplitN(got, "boundary=", 2)[0], strings.SplitN(w, "boundary=", 2)[0]
						}
						if h == "Cache-Control" && w == "" && want.Code >= 400 {
							// net/http drops the caching headers from an error (the
							// 416); the signed-in caller's answer is then no-store
							// (cache_control.go).
							w = "no-store"
						}
						if got != w {
							t.Errorf("%s: %s: %s %q, fs.Serve %q", variant, r.name, h, got, w)
						}
					}
					body, _ := io.ReadAll(res.Body)
					if !multipart && string(body) != wantBody {
						t.Errorf("%s: %s: %d bytes of body, fs.Serve %d", variant, r.name, len(body), len(wantBody))
					}
				},
			})
		}
	}
	check("with the recorded type")
	path, _ := storage.LocalPath(s.app, key)
	attrs := storage.AttrsPath(path)
	if _, err := os.Stat(attrs); err != nil {
		t.Fatalf("the fixture has no .attrs file: %v", err)
	}
	if err := os.Remove(attrs); err != nil {
		t.Fatal(err)
	}
	check("without a recorded type")
}

// TestStreamBytesReachPlayReports: the stream route's bytes wait in the
// ledger, yet a play report right after the stream is judged on them.
func TestStreamBytesReachPlayReports(t *testing.T) {
	t.Parallel()
	s := newSession(t)
	fx := &meFixture{}
	listeningFixture(t, s.app, fx)
	stream := func(rng string, status int) {
		t.Helper()
		h := bearer(fx.user)
		if rng != "" {
			h["Range"] = rng
		}
		s.do(tests.ApiScenario{Name: "stream " + rng, Method: http.MethodGet, URL: "/api/media/episodes/" + idSongEp + "/stream",
			Headers: h, ExpectedStatus: status, NotExpectedContent: []string{"never-present"}})
	}
	report := func(name string, counted bool, reason string) {
		t.Helper()
		want := []string{fmt.Sprintf(`"counted":%t`, counted)}
		if reason != "" {
			want = append(want, reason)
		}
		s.do(tests.ApiScenario{Name: name, Method: http.MethodPost, URL: "/api/media/plays",
			Body: jsonBody(`{"episodeId":"` + idSongEp + `","position":2.1}`), Headers: bearer(fx.user),
			ExpectedStatus: 202, ExpectedContent: want})
	}
	stream("bytes=0-1", 206)
	report("right after a probe", false, "less time passed")
	var n int
	if err := s.app.DB().Select("bytesServed").From("listens").Where(dbx.HashExp{"episode": idSongEp}).Row(&n); err != nil || n != 2 {
		t.Fatalf("the report did not write the probe's bytes first: %d (%v)", n, err)
	}
	at := time.Now().UTC().Add(-time.Minute).Format("2006-01-02 15:04:05.000Z")
	if _, err := s.app.DB().Update("listens", dbx.Params{"startedAt": at}, dbx.HashExp{"episode": idSongEp}).Execute(); err != nil {
		t.Fatal(err)
	}
	report("after a probe a minute ago", false, "less audio was streamed")
	stream("", 200) // the rest, still in the ledger when the report comes
	report("right after the whole song", true, "")

	// HEAD and the admin's streams are not listens.
	s.do(tests.ApiScenario{Name: "HEAD", Method: http.MethodHead, URL: "/api/media/episodes/" + idSermonEp + "/stream",
		Headers: bearer(fx.user), ExpectedStatus: 200})
	s.do(tests.ApiScenario{Name: "admin", Method: http.MethodGet, URL: "/api/media/episodes/" + idSermonEp + "/stream",
		Headers: bearer(fx.admin), ExpectedStatus: 200, NotExpectedContent: []string{"never-present"}})
	terminate(t, s.app)
	if c, _ := s.app.CountRecords("listens", dbx.HashExp{"episode": idSermonEp}); c != 0 {
		t.Fatalf("%d listens of a HEAD or an admin's stream", c)
	}
}

// terminate runs the app's terminate hooks (the ledger's flush) and stops
// before PocketBase would close the database.
func terminate(t *testing.T, app *tests.TestApp) {
	t.Helper()
	if err := app.OnTerminate().Trigger(&core.TerminateEvent{App: app}, func(*core.TerminateEvent) error { return nil }); err != nil {
		t.Fatal(err)
	}
}
