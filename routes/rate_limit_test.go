package routes_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"selah/testutil"
)

// TestSignInRateLimit: the 21st sign-in attempt within a minute from one
// address is refused with 429, in the API's envelope.
func TestSignInRateLimit(t *testing.T) {
	t.Parallel()
	s := newSession(t)
	for i := 0; i < 20; i++ {
		s.do(tests.ApiScenario{Name: "a wrong sign-in", Method: http.MethodPost, URL: "/api/users/login",
			Body: jsonBody(`{"email":"nobody@example.com","password":"wrong-password"}`), ExpectedStatus: 401,
			ExpectedContent: []string{`"message":"Invalid email or password."`}})
	}
	s.do(tests.ApiScenario{Name: "one sign-in too many", Method: http.MethodPost, URL: "/api/users/login",
		Body: jsonBody(`{"email":"nobody@example.com","password":"wrong-password"}`), ExpectedStatus: 429,
		ExpectedContent: []string{`"success":false`, `"status":429`}})
}

// TestCrowdBehindOneAddress: a congregation on one church Wi-Fi is one
// address to the rate limiter. 1,000 Range requests of the stream, with
// the page loads, position saves and play reports of 200 phones, all get
// through at once; sign-ins from that address are still cut off after
// their 20 a minute. Without the read limits (PocketBase's "/api/" rule
// alone) the same stream is refused after 300.
func TestCrowdBehindOneAddress(t *testing.T) {
	t.Parallel()
	app := testutil.NewApp(t)
	t.Cleanup(app.Cleanup)
	newPublicFixture(t, app)
	mux, _ := serveAuthz(t, app)
	// Every request comes from httptest's one address, 192.0.2.1.
	send := func(method, url, body string, headers map[string]string) int {
		req := httptest.NewRequest(method, url, strings.NewReader(body))
		if body != "" {
			req.Header.Set("Content-Type", "application/json")
		}
		for k, v := range headers {
			req.Header.Set(k, v)
		}
		res := httptest.NewRecorder()
		mux.ServeHTTP(res, req)
		return res.Code
	}
	phone := func(i int) string { return fmt.Sprintf("Mozilla/5.0 (phone %d)", i%200) }
	stream := guestStreamPath(t, app, pubAlbumEp, time.Hour)
	began := time.Now()
	for i := 0; i < 1000; i++ {
		from := (i * 37) % 7000
		code := send(http.MethodGet, stream, "", map[string]string{"Range": fmt.Sprintf("bytes=%d-%d", from, from+1023), "User-Agent": phone(i)})
		if code != http.StatusPartialContent && code != http.StatusOK {
			t.Fatalf("Range request %d: status %d", i+1, code)
		}
	}
	for i := 0; i < 200; i++ {
		ua := map[string]string{"User-Agent": phone(i)}
		for _, c := range []struct {
			method, url, body string
			want              int
		}{
			{http.MethodGet, "/api/public/media/" + pubAlbum, "", http.StatusOK},
			{http.MethodGet, "/api/public/episodes/" + pubAlbumEp, "", http.StatusOK},
			{http.MethodPut, "/api/media/episodes/" + pubAlbumEp + "/position", `{"position":1}`, http.StatusNoContent},
			{http.MethodPut, "/api/media/episodes/" + pubAlbumEp + "/position", `{"position":2}`, http.StatusNoContent},
			{http.MethodPost, "/api/media/plays", `{"episodeId":"` + pubAlbumEp + `","position":2.1}`, http.StatusAccepted},
		} {
			if code := send(c.method, c.url, c.body, ua); code != c.want {
				t.Fatalf("phone %d, %s %s: status %d, want %d", i, c.method, c.url, code, c.want)
			}
		}
	}
	t.Logf("2,000 requests from one address in %s", time.Since(began).Round(time.Millisecond))
	// Not luck of the clock: the rule the stream falls under allows the
	// crowd in every 10 s.
	rule, ok := app.Settings().RateLimits.FindRateLimitRule(
		[]string{"GET /api/media/episodes/" + pubAlbumEp + "/stream", "/api/media/episodes/" + pubAlbumEp + "/stream"}, "", "@guest")
	if !ok || rule.MaxRequests*10/int(rule.Duration) < 1000 {
		t.Fatalf("the stream's rule %+v allows fewer than 1,000 requests in 10 s", rule)
	}

	login := func() int {
		return send(http.MethodPost, "/api/users/login", `{"email":"nobody@example.com","password":"wrong-password"}`, nil)
	}
	for i := 0; i < 20; i++ {
		if code := login(); code != http.StatusUnauthorized {
			t.Fatalf("sign-in %d: status %d, want 401", i+1, code)
		}
	}
	if code := login(); code != http.StatusTooManyRequests {
		t.Fatalf("the 21st sign-in from the crowd's address: status %d, want 429", code)
	}

	// The same stream under PocketBase's catch-all alone (the limiter is
	// rebuilt when the settings change).
	s := app.Settings()
	s.RateLimits.Rules = slices.DeleteFunc(s.RateLimits.Rules, func(r core.RateLimitRule) bool {
		return strings.HasPrefix(r.Label, "GET /api/media/")
	})
	if err := app.Save(s); err != nil {
		t.Fatal(err)
	}
	refused := 0
	for i := 0; i < 301 && refused == 0; i++ {
		if send(http.MethodGet, stream, "", map[string]string{"Range": "bytes=0-1023"}) == http.StatusTooManyRequests {
			refused = i + 1
		}
	}
	if refused != 301 {
		t.Fatalf("under /api/ alone the stream was refused at request %d, want 301", refused)
	}
}
