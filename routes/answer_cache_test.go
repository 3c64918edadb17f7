package routes_test

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"selah/testutil"
)

// The list routes answer from memory until the next commit to data.db,
// whatever made it: these tests change rows behind PocketBase's back (raw
// SQL, no record hooks) and expect the very next request to see it.

func cachedCatalogue(t *testing.T) (s *session, listener, creator, other, admin string) {
	s = newSession(t)
	catalogFixture(t, s.app)
	me := s.user("creator@example.com", testutil.UserOpts{Name: "First Creator"})
	them := s.user("second@example.com", testutil.UserOpts{Name: "Second Creator"})
	fan := s.user("fan@example.com", testutil.UserOpts{})
	for _, m := range []struct{ id, title string }{{"cachemedia00001", "Morning Hymns"}, {"cachemedia00002", "Evening Psalms"}} {
		rec := newMediaRecord(t, s.app, m.id, m.title, "album", me)
		saveEpisode(t, s.app, rec)
		if err := setActive(s.app, rec); err != nil {
			t.Fatal(err)
		}
	}
	newMediaRecord(t, s.app, "cachemedia00003", "Their Only Song", "album", them)
	staff := testutil.CreateAdmin(t, s.app, "staff@example.com")
	return s, testutil.Token(t, fan), testutil.Token(t, me), testutil.Token(t, them), testutil.Token(t, staff)
}

func get(s *session, url, token string, status int, want, notWant []string) string {
	return s.do(tests.ApiScenario{
		Name: "GET " + url, Method: http.MethodGet, URL: url, Headers: bearer(token),
		ExpectedStatus: status, ExpectedContent: want, NotExpectedContent: notWant,
	})
}

func rawSQL(t *testing.T, s *session, sql string) {
	t.Helper()
	if _, err := s.app.DB().NewQuery(sql).Execute(); err != nil {
		t.Fatal(err)
	}
}

func TestCachedListsSeeRawCommitsAtOnce(t *testing.T) {
	s, listener, _, _, admin := cachedCatalogue(t)
	const browse = "/api/media/browse?limit=20"
	const pending = "/api/media/media-by-admin-status?adminStatus=pending"
	for range 2 { // the second answer comes from memory
		get(s, browse, listener, 200, []string{"Morning Hymns", "Evening Psalms"}, nil)
		get(s, pending, admin, 200, []string{"Their Only Song"}, nil)
	}
	rawSQL(t, s, "UPDATE media SET title = 'Morning Hymns Renamed' WHERE id = 'cachemedia00001'")
	get(s, browse, listener, 200, []string{"Morning Hymns Renamed"}, nil)
	rawSQL(t, s, "UPDATE media SET adminStatus = 'active' WHERE id = 'cachemedia00003'")
	get(s, pending, admin, 200, []string{`"total":0`}, []string{"Their Only Song"})

	const stats = "/api/admin/users/get-user-statistics"
	for range 2 {
		get(s, stats, admin, 200, []string{`"premiumUsers":{"count":0,`}, nil)
	}
	rawSQL(t, s, "UPDATE users SET isPremiumUser = 1 WHERE email = 'fan@example.com'")
	get(s, stats, admin, 200, []string{`"premiumUsers":{"count":1,`}, nil)
}

func TestCachedAnswersAreNotSharedAcrossCallers(t *testing.T) {
	s, _, creator, other, _ := cachedCatalogue(t)
	const own = "/api/media/user-media"
	for range 2 {
		get(s, own, creator, 200, []string{"Morning Hymns"}, []string{"Their Only Song"})
		get(s, own, other, 200, []string{"Their Only Song"}, []string{"Morning Hymns"})
	}
}

// A refused request goes through the cached route's error path to the
// failure envelope, the first time and the next (a kept error would give
// the same answer, so this shows the path, not that errors are not kept:
// internal/answercache's tests show that).
func TestCachedRoutesAnswerErrorsInTheEnvelope(t *testing.T) {
	s, listener, _, _, _ := cachedCatalogue(t)
	for range 2 {
		body := get(s, "/api/media/browse?limit=1000", listener, 400, []string{"Limit must be a whole number from 1 to 100"}, nil)
		if !strings.Contains(body, `"success":false`) {
			t.Fatalf("the failure envelope is missing: %s", body)
		}
	}
}

// The token cache: a token's account is read again after any commit, so a
// suspension or a deletion made without our hooks (no token key rotation)
// still shuts the door on the next request.
func TestTokensAreCheckedAgainAfterACommit(t *testing.T) {
	s, listener, _, _, _ := cachedCatalogue(t)
	const browse = "/api/media/browse"
	for range 2 {
		get(s, browse, listener, 200, []string{"Morning Hymns"}, nil)
	}
	rawSQL(t, s, "UPDATE users SET accountStatus = 'suspended' WHERE email = 'fan@example.com'")
	get(s, browse, listener, 403, nil, []string{"Morning Hymns"})
	rawSQL(t, s, "UPDATE users SET accountStatus = 'active' WHERE email = 'fan@example.com'")
	get(s, browse, listener, 200, []string{"Morning Hymns"}, nil)
	rawSQL(t, s, "DELETE FROM users WHERE email = 'fan@example.com'")
	get(s, browse, listener, 401, nil, []string{"Morning Hymns"})
}

func TestCachedAnalyticsSeeANewPlay(t *testing.T) {
	s, listener, creator, _, _ := cachedCatalogue(t)
	const analytics = "/api/media/analytics?days=30"
	for range 2 {
		get(s, analytics, creator, 200, []string{`"totals":{"downloads":0,"plays":0,"guestPlays":0,"signedInPlays":0,"uniqueListeners":0}`}, nil)
	}
	fan, err := s.app.FindAuthRecordByToken(listener, core.TokenTypeAuth)
	if err != nil {
		t.Fatal(err)
	}
	episodes, err := s.app.FindRecordsByFilter("episodes", "media = 'cachemedia00001'", "", 1, 0)
	if err != nil || len(episodes) == 0 {
		t.Fatalf("no episode: %v", err)
	}
	coll, _ := s.app.FindCollectionByNameOrId("plays")
	play := core.NewRecord(coll)
	play.Set("episode", episodes[0].Id)
	play.Set("media", "cachemedia00001")
	play.Set("listener", fan.Id)
	play.Set("listenerKey", fan.Id)
	if err := s.app.Save(play); err != nil {
		t.Fatal(err)
	}
	get(s, analytics, creator, 200, []string{`"totals":{"downloads":0,"plays":1,"guestPlays":0,"signedInPlays":1,"uniqueListeners":1}`}, nil)
}

// TestAnswerCacheScenarios is answer_cache.go's table: each request is
// preceded by the same route's answer to someone, kept in the cache
// (warmAs); the answer then still follows the caller (their own list, a
// guest's 401) and the data (a rename committed after the warm-up shows at
// once). Reads fire no event.
func TestAnswerCacheScenarios(t *testing.T) {
	t.Parallel()
	fx := newReaderFixture(t)
	withWarmUp := func(sc tests.ApiScenario, by readerRole, then func(testing.TB, *tests.TestApp)) tests.ApiScenario {
		url := sc.URL
		sc.BeforeTestFunc = func(t testing.TB, app *tests.TestApp, e *core.ServeEvent) {
			warmAs(t, e, fx.as(by), url)
			if then != nil {
				then(t, app)
			}
		}
		return sc
	}
	rename := func(t testing.TB, app *tests.TestApp) {
		u, err := app.FindAuthRecordByEmail("users", "listener@example.com")
		must(t, err)
		u.Set("name", "Lee Renamed")
		must(t, app.Save(u))
	}
	list := "/api/admin/users/get-paginated-list-of-users"
	own := "/api/media/user-media"
	table := []tests.ApiScenario{
		withWarmUp(fx.scenario("admin list after a rename", rdAdmin, "GET", list, "",
			ownedWant{status: 200, content: []string{"Lee Renamed"}, not: []string{"Lee Listener"}}), rdAdmin, rename),
	}
	for r, w := range map[readerRole]ownedWant{
		rdGuest:     {status: 401, content: []string{`"success":false`}, not: []string{rdDraftTitle}},
		rdOther:     {status: 200, content: []string{"Other's Open Podcast"}, not: []string{rdDraftTitle}},
		rdListener:  {status: 200, content: []string{`"total":0`}, not: []string{rdDraftTitle}},
		rdOwner:     {status: 200, content: []string{rdDraftTitle}},
		rdAdmin:     {status: 403, content: []string{`"success":false`}, not: []string{rdDraftTitle}},
		rdSuspended: {status: 403, content: []string{`"success":false`}, not: []string{rdDraftTitle}},
	} {
		table = append(table, withWarmUp(fx.scenario("own list after the owner's", r, "GET", own, "", w), rdOwner, nil))
	}
	fx.run(t, table)
}

// warmAs answers one GET of url with headers through the app's router, so
// the answer cache holds it before the scenario's own request.
func warmAs(t testing.TB, e *core.ServeEvent, headers map[string]string, url string) {
	t.Helper()
	mux, err := e.Router.BuildMux()
	must(t, err)
	req := httptest.NewRequest(http.MethodGet, url, nil)
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	mux.ServeHTTP(rec, req)
	if rec.Code != http.StatusOK {
		t.Fatalf("warm-up GET %s: %d %s", url, rec.Code, rec.Body)
	}
}
