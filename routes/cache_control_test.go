package routes_test

import (
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"selah/internal/listening"
	"selah/testutil"
)

// TestPrivateAnswersAreNotStored: every answer to a caller with credentials,
// and every answer carrying a token, says Cache-Control: no-store, unless
// its route chose its own caching (the stream, /api/files); a guest's
// answer with nothing of anyone's in it is left cacheable.
func TestPrivateAnswersAreNotStored(t *testing.T) {
	t.Parallel()
	s := newSession(t)
	fx := &meFixture{}
	listeningFixture(t, s.app, fx)
	me, err := s.app.FindAuthRecordByEmail("users", "me@example.com")
	if err != nil {
		t.Fatal(err)
	}
	ep, err := s.app.FindRecordById("episodes", idSongEp)
	if err != nil {
		t.Fatal(err)
	}
	// The original on /api/files is its owner's (and staff's) only.
	media, err := s.app.FindRecordById("media", ep.GetString("media"))
	if err != nil {
		t.Fatal(err)
	}
	owner, err := s.app.FindRecordById("users", media.GetString("artist"))
	if err != nil {
		t.Fatal(err)
	}
	fileToken, err := owner.NewFileToken()
	if err != nil {
		t.Fatal(err)
	}
	fileURL := "/api/files/episodes/" + ep.Id + "/" + ep.GetString("audio") + "?token=" + fileToken
	const streamCaching = "private, max-age=3600" // stream.go
	// /api/files chooses its own (PocketBase's fs.Serve, or our file hooks):
	// whatever it is, it must not be replaced.
	const ownCaching = "(the route's own)"
	login := `{"email":"me@example.com","password":"` + testutil.Password + `"}`
	adminLogin := `{"email":"staff@example.com","password":"` + testutil.Password + `"}`
	pbLogin := `{"identity":"me@example.com","password":"` + testutil.Password + `"}`

	for _, r := range []struct {
		name, method, url, token, body string
		headers                        map[string]string
		route                          func(e *core.RequestEvent) error // a test-only GET /api/test-answer
		status                         int
		content                        []string
		cacheControl                   string // "" means none at all; ownCaching any but no-store
	}{
		// Our routes, signed in.
		{name: "own profile", method: "GET", url: "/api/users/me", token: fx.user, status: 200, content: []string{`"email":"me@example.com"`}, cacheControl: "no-store"},
		{name: "admin user list", method: "GET", url: "/api/admin/users/get-paginated-list-of-users", token: fx.admin, status: 200, content: []string{`"totalCount"`}, cacheControl: "no-store"},
		{name: "admin user statistics", method: "GET", url: "/api/admin/users/get-user-statistics", token: fx.admin, status: 200, content: []string{`"totalUsers"`}, cacheControl: "no-store"},
		{name: "admin users export", method: "GET", url: "/api/admin/users/export.csv", token: fx.admin, status: 200, content: []string{"id,name,email"}, cacheControl: "no-store"},
		{name: "admin media list", method: "GET", url: "/api/media/media-by-admin-status", token: fx.admin, status: 200, content: []string{`"media"`}, cacheControl: "no-store"},
		{name: "one item, with signed stream URLs", method: "GET", url: "/api/media/" + idSongMedia, token: fx.user, status: 200, content: []string{`"streamUrl":"/api/media/episodes/`, `stream?token=`}, cacheControl: "no-store"},
		{name: "browse (an answer shared by readers)", method: "GET", url: "/api/media/browse", token: fx.user, status: 200, content: []string{`"data"`}, cacheControl: "no-store"},
		{name: "creator analytics CSV", method: "GET", url: "/api/media/analytics.csv", token: fx.user, status: 200, content: []string{"date,plays"}, cacheControl: "no-store"},
		{name: "an error to a signed-in caller", method: "GET", url: "/api/media/nosuchmedia0000", token: fx.user, status: 404, content: []string{`"success":false`}, cacheControl: "no-store"},
		{name: "a rejected token", method: "GET", url: "/api/users/me", token: "not-a-token", status: 401, content: []string{`"success":false`}, cacheControl: "no-store"},

		// Answers carrying tokens, to guests.
		{name: "sign-in", method: "POST", url: "/api/users/login", body: login, status: 200, content: []string{`"token":"`}, cacheControl: "no-store"},
		{name: "admin sign-in", method: "POST", url: "/api/admin/login", body: adminLogin, status: 200, content: []string{`"token":"`}, cacheControl: "no-store"},
		{name: "PocketBase sign-in", method: "POST", url: "/api/collections/users/auth-with-password", body: pbLogin, status: 200, content: []string{`"token":"`}, cacheControl: "no-store"},
		{name: "a guest JSON answer with a signed URL", method: "GET", url: "/api/test-answer",
			route: func(e *core.RequestEvent) error {
				return e.JSON(200, map[string]any{"streamUrl": "/api/media/episodes/x/stream?token=abc&x=1"})
			}, status: 200, content: []string{`stream?token=abc`}, cacheControl: "no-store"},

		// PocketBase's REST, signed in.
		{name: "REST list", method: "GET", url: "/api/collections/users/records", token: fx.user, status: 200, content: []string{`"me@example.com"`}, cacheControl: "no-store"},
		{name: "REST error", method: "GET", url: "/api/collections/users/records/nosuchuser00000", token: fx.user, status: 404, content: []string{`"status":404`}, cacheControl: "no-store"},

		// Routes that choose their own caching keep it.
		{name: "stream, signed in, a range", method: "GET", url: "/api/media/episodes/" + idSongEp + "/stream", token: fx.user,
			headers: map[string]string{"Range": "bytes=0-9"}, status: 206, content: []string{""}, cacheControl: streamCaching},
		{name: "stream by its signed URL", method: "GET", url: "/api/media/episodes/" + idSongEp + "/stream?token=" + url.QueryEscape(listening.NewStreamToken(me, idSongEp, time.Now().Add(time.Hour))),
			status: 200, content: []string{""}, cacheControl: streamCaching},
		{name: "a protected file with a file token", method: "GET", url: fileURL, status: 200, content: []string{""}, cacheControl: ownCaching},
		{name: "a protected file, signed in too", method: "GET", url: fileURL, token: fx.user,
			headers: map[string]string{"Range": "bytes=0-9"}, status: 206, content: []string{""}, cacheControl: ownCaching},

		// Guests' answers with nothing private stay as they were.
		{name: "health", method: "GET", url: "/api/health", status: 200, content: []string{`"code":200`}},
		{name: "a guest's public REST list", method: "GET", url: "/api/collections/media/records", status: 200, content: []string{`"items"`}},
		{name: "a guest's JSON answer without a token", method: "GET", url: "/api/test-answer",
			route: func(e *core.RequestEvent) error {
				return e.JSON(200, map[string]any{"title": "Tokens of grace", "tokens": 3})
			}, status: 200, content: []string{`"tokens":3`}},
		{name: "a guest refused", method: "GET", url: "/api/users/me", status: 401, content: []string{`"success":false`}},
		{name: "a guest asks for an item (no stream URL without an account)", method: "GET", url: "/api/media/" + idSongMedia, status: 401, content: []string{`"success":false`}},
	} {
		headers := map[string]string{}
		for k, v := range r.headers {
			headers[k] = v
		}
		if r.token != "" {
			headers["Authorization"] = "Bearer " + r.token
		}
		sc := tests.ApiScenario{
			Name: r.method + " " + r.url + " (" + r.name + ")", Method: r.method, URL: r.url, Headers: headers,
			ExpectedStatus: r.status, ExpectedContent: r.content,
			AfterTestFunc: func(t testing.TB, _ *tests.TestApp, res *http.Response) {
				got := strings.Join(res.Header.Values("Cache-Control"), ", ")
				if r.cacheControl == ownCaching && (got == "" || got == "no-store") || r.cacheControl != ownCaching && got != r.cacheControl {
					t.Errorf("Cache-Control %q, want %q", got, r.cacheControl)
				}
			},
		}
		if r.body != "" {
			sc.Body = jsonBody(r.body)
		}
		if r.route != nil {
			route := r.route
			sc.BeforeTestFunc = func(_ testing.TB, _ *tests.TestApp, e *core.ServeEvent) {
				e.Router.GET("/api/test-answer", route)
			}
		}
		s.do(sc)
	}
}
