package routes_test

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/johannesboyne/gofakes3"
	"github.com/johannesboyne/gofakes3/backend/s3mem"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"selah/routes"
	"selah/testutil"
)

// fakeS3 is an S3 server (gofakes3) on loopback for one test; it does not
// check signatures (systemtest/s3_redirect_test.go runs one that does).
func fakeS3(t testing.TB) string {
	t.Helper()
	srv := httptest.NewServer(gofakes3.New(s3mem.New(), gofakes3.WithAutoBucket(true)).Server())
	t.Cleanup(srv.Close)
	return srv.URL
}

// useS3 turns the app's S3 storage on, at endpoint, path style.
func useS3(app core.App, endpoint string) {
	s := &app.Settings().S3
	s.Enabled, s.Bucket, s.Region, s.Endpoint = true, "selah-test", "us-east-1", endpoint
	s.AccessKey, s.Secret, s.ForcePathStyle = "test", "test-secret", true
}

// checkSignedLocation fails unless res is a bodiless no-store 302 to a
// presigned GET of the bucket, and returns the Location.
func checkSignedLocation(t testing.TB, endpoint string, res *http.Response, body string) string {
	t.Helper()
	loc := res.Header.Get("Location")
	if res.StatusCode != http.StatusFound || body != "" || res.Header.Get("Cache-Control") != "no-store" {
		t.Fatalf("status %d, Cache-Control %q, body %q", res.StatusCode, res.Header.Get("Cache-Control"), body)
	}
	u, err := url.Parse(loc)
	if err != nil || !strings.HasPrefix(loc, endpoint+"/selah-test/") {
		t.Fatalf("Location %q", loc)
	}
	q := u.Query()
	for _, k := range []string{"X-Amz-Credential", "X-Amz-Date", "X-Amz-Signature"} {
		if q.Get(k) == "" {
			t.Errorf("Location %q has no %s", loc, k)
		}
	}
	if q.Get("X-Amz-Algorithm") != "AWS4-HMAC-SHA256" || q.Get("X-Amz-SignedHeaders") != "host" ||
		q.Get("X-Amz-Expires") != "600" || q.Get("response-content-type") == "" {
		t.Errorf("Location %q", loc)
	}
	return loc
}

// fetchRange GETs a signed URL with a Range header, as a browser would
// after the redirect, and returns the bytes; the status of a ranged answer
// is not checked here (gofakes3 sends 200 with the range's bytes; the
// system test's s3rver sends 206).
func fetchRange(t testing.TB, loc, rng string) []byte {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, loc, nil)
	req.Header.Set("Range", rng)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	if res.StatusCode != http.StatusOK && res.StatusCode != http.StatusPartialContent {
		t.Fatalf("the bucket answered %d %q", res.StatusCode, b)
	}
	return b
}

// TestStreamRedirectsWithS3: with S3 on, the stream answers 302 to a
// signed URL of the object (GET and HEAD, after the same checks), the
// bucket serves it with Range, no byte is charged to the ledger, and a play
// is judged by the session the redirect opened: refused before enough wall
// time, for another listener, counted once after it.
func TestStreamRedirectsWithS3(t *testing.T) {
	t.Parallel()
	s := newSession(t)
	endpoint := fakeS3(t)
	useS3(s.app, endpoint)
	fx := &meFixture{}
	listeningFixture(t, s.app, fx)
	// A 3-minute song: a play needs 30 s heard, 15 s of wall time at 2x.
	if _, err := s.app.DB().Update("episodes", dbx.Params{"duration": 180}, dbx.HashExp{"id": idSongEp}).Execute(); err != nil {
		t.Fatal(err)
	}
	streamURL := "/api/media/episodes/" + idSongEp + "/stream"
	var loc string
	for _, method := range []string{http.MethodHead, http.MethodGet} {
		s.do(tests.ApiScenario{Name: method + " stream with S3", Method: method, URL: streamURL,
			Headers: map[string]string{"Authorization": "Bearer " + fx.user, "Range": "bytes=0-2"}, ExpectedStatus: http.StatusFound,
			AfterTestFunc: func(t testing.TB, _ *tests.TestApp, res *http.Response) {
				body, _ := io.ReadAll(res.Body)
				loc = checkSignedLocation(t, endpoint, res, string(body))
			}})
	}
	s.do(tests.ApiScenario{Name: "the checks come first", Method: http.MethodGet, URL: "/api/media/episodes/" + idDraftEp + "/stream",
		Headers: bearer(fx.user), ExpectedStatus: 404, ExpectedContent: []string{`"success":false`}})
	if b := fetchRange(t, loc, "bytes=0-2"); string(b) != "ID3" {
		t.Fatalf("the bucket sent %q", b)
	}

	var listen *core.Record
	waitFor(t, "the redirect's session", func() bool {
		var err error
		listen, err = s.app.FindFirstRecordByFilter("listens", "episode = {:e}", dbx.Params{"e": idSongEp})
		return err == nil
	})
	if listen.GetInt("bytesServed") != 0 || listen.GetDateTime("sessionAt").IsZero() ||
		listen.GetDateTime("sessionUntil").Time().Before(time.Now().Add(9*time.Minute)) {
		t.Fatalf("listen %v", listen.FieldsData())
	}
	if n, _ := s.app.CountRecords("listens"); n != 1 {
		t.Errorf("%d listens: the HEAD opened a session too", n)
	}

	report := func(name, token string, counted bool, reason string) {
		t.Helper()
		want := []string{fmt.Sprintf(`"counted":%t`, counted)}
		if reason != "" {
			want = append(want, reason)
		}
		s.do(tests.ApiScenario{Name: name, Method: http.MethodPost, URL: "/api/media/plays",
			Body: jsonBody(fmt.Sprintf(`{"episodeId":%q,"position":30}`, idSongEp)), Headers: bearer(token),
			ExpectedStatus: 202, ExpectedContent: want})
	}
	report("right after the redirect", fx.user, false, "less time passed")
	other := testutil.Token(t, s.user("other-listener@example.com", testutil.UserOpts{}))
	report("another listener, no session of theirs", other, false, "nothing was streamed")

	// A minute of the session has passed (the ledger's times are the
	// clock's: the test moves the session back instead).
	minuteAgo := time.Now().UTC().Add(-time.Minute).Format("2006-01-02 15:04:05.000Z")
	if _, err := s.app.DB().Update("listens", dbx.Params{"sessionAt": minuteAgo, "reportedAt": minuteAgo, "startedAt": minuteAgo},
		dbx.HashExp{"id": listen.Id}).Execute(); err != nil {
		t.Fatal(err)
	}
	report("after a minute of the session", fx.user, true, "")
	report("again within 24 h", fx.user, false, "already counted")
	if n, _ := s.app.CountRecords("plays"); n != 1 {
		t.Errorf("%d plays", n)
	}
	listen, _ = s.app.FindRecordById("listens", listen.Id)
	if listen.GetInt("bytesServed") != 0 || listen.GetFloat("credited") < 29.5 {
		t.Errorf("listen after the plays %v", listen.FieldsData())
	}
}

// TestEnclosureRedirectsWithS3: with S3 on, a feed enclosure answers 302
// to a signed URL, and the download is counted at the redirect by the IAB
// rules applied to the bytes asked for: a whole-file GET or a range of a
// minute of audio counts once per listener per 24 h; HEAD, a 0-1 probe and
// a shorter range do not.
func TestEnclosureRedirectsWithS3(t *testing.T) {
	t.Parallel()
	long := enclosureURL(fdEpLong, "long.wav")
	upTo := func(n int) string { return fmt.Sprintf("bytes=0-%d", longHeader+n-1) }
	rows := []struct {
		name, method, rng string
		prior             []string // Range headers of earlier GETs ("" for none)
		downloads         int
	}{
		{name: "whole file", method: http.MethodGet, downloads: 1},
		{name: "a minute of audio", method: http.MethodGet, rng: upTo(longMinute), downloads: 1},
		{name: "a byte under a minute", method: http.MethodGet, rng: upTo(longMinute - 1)},
		{name: "a 0-1 probe", method: http.MethodGet, rng: "bytes=0-1"},
		{name: "HEAD", method: http.MethodHead},
		{name: "twice in 24 hours", method: http.MethodGet, prior: []string{""}, downloads: 1},
		{name: "two ranges that make a minute", method: http.MethodGet, rng: fmt.Sprintf("bytes=%d-", longHeader+300_000),
			prior: []string{upTo(300_000)}, downloads: 1},
	}
	for _, r := range rows {
		endpoint := fakeS3(t)
		fx := &feedFixture{}
		headers := map[string]string{"User-Agent": listenerUA}
		if r.rng != "" {
			headers["Range"] = r.rng
		}
		sc := tests.ApiScenario{
			Name: r.method + " enclosure with S3 (" + r.name + ")", Method: r.method, URL: long, Headers: headers,
			ExpectedStatus: http.StatusFound, TestAppFactory: testutil.Factory,
			BeforeTestFunc: func(t testing.TB, app *tests.TestApp, e *core.ServeEvent) {
				useS3(app, endpoint)
				fx.setup(t, app)
				routes.SetFeedClock(app, func() time.Time { return feedT0 })
				mux, err := e.Router.BuildMux()
				if err != nil {
					t.Fatal(err)
				}
				for _, rng := range r.prior {
					if res := feedRequest(mux, feedCall{url: long, rangeHeader: rng}); res.Code != http.StatusFound {
						t.Fatalf("prior GET: %d", res.Code)
					}
				}
			},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
				body, _ := io.ReadAll(res.Body)
				loc := checkSignedLocation(t, endpoint, res, string(body))
				// The bucket names the file as the route would: its published
				// name, not the stored one.
				if u, _ := url.Parse(loc); u.Query().Get("response-content-disposition") != "inline; filename="+fdEpLong+".wav" {
					t.Errorf("the bucket is told to name it %q", u.Query().Get("response-content-disposition"))
				}
				if n, _ := app.CountRecords("downloads"); int(n) != r.downloads {
					t.Errorf("%d downloads, want %d", n, r.downloads)
				}
				if got := fetchRange(t, loc, "bytes=0-3"); string(got) != "RIFF" {
					t.Errorf("the bucket sent %q", got)
				}
			},
		}
		sc.Test(t)
	}
}

// TestPageCSPAllowsTheBucket: a page's media-src and connect-src add the
// bucket's origin only while S3 is on (the player follows the stream's
// redirect there, and so does the app's download for offline listening),
// and never a value that would end the source list.
func TestPageCSPAllowsTheBucket(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "index.html"), []byte("<!doctype html><div id=root></div>"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name, endpoint string
		pathStyle      bool
		media, connect string
	}{
		{"local storage", "", false, "media-src 'self' blob:;", "connect-src 'self';"},
		{"S3, path style", "http://127.0.0.1:9000/", true, "media-src 'self' blob: http://127.0.0.1:9000;", "connect-src 'self' http://127.0.0.1:9000;"},
		{"S3, virtual host", "objects.example.org", false, "media-src 'self' blob: https://selah-test.objects.example.org;", "connect-src 'self' https://selah-test.objects.example.org;"},
		{"an endpoint that would inject a directive", "https://x.example.org; script-src *", true, "media-src 'self' blob:;", "connect-src 'self';"},
	} {
		sc := tests.ApiScenario{Name: "GET / (" + c.name + ")", Method: http.MethodGet, URL: "/", ExpectedStatus: 200,
			ExpectedContent: []string{"<div id=root>"},
			TestAppFactory: func(t testing.TB) *tests.TestApp {
				app := testutil.NewApp(t)
				if c.endpoint != "" {
					useS3(app, c.endpoint)
					app.Settings().S3.ForcePathStyle = c.pathStyle
				}
				routes.RegisterStatic(app, &dir)
				return app
			},
			AfterTestFunc: func(t testing.TB, _ *tests.TestApp, res *http.Response) {
				csp := res.Header.Get("Content-Security-Policy")
				if !strings.Contains(csp, c.media) || !strings.Contains(csp, c.connect) || strings.Contains(csp, "script-src *") || !strings.Contains(csp, "frame-ancestors 'none'") {
					t.Errorf("CSP %q, want %q and %q", csp, c.media, c.connect)
				}
			},
		}
		sc.Test(t)
	}
}
