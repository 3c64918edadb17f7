package routes_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"
)

// TestEpisodeOriginalName: the stored name of an episode's original upload
// (its audio field) reaches, through PocketBase's REST list, view, expand
// and realtime, only the item's creator and staff, also for an approved
// episode every signed-in listener may read; nobody else can spell it out
// with a filter or a sort; our own JSON gives its URL to them alone.
func TestEpisodeOriginalName(t *testing.T) {
	t.Parallel()
	fx := newAuthzFixture(t)
	app, mux := fx.clone(t)
	defer app.Cleanup()
	name := fx.audios[azEpMeActive] // my approved sermon's upload
	mayKnow := []role{user, admin, superuser}
	get := func(r role, path string) (int, string) {
		req := httptest.NewRequest(http.MethodGet, path, nil)
		if tok := fx.tokens[r]; tok != "" {
			req.Header.Set("Authorization", "Bearer "+tok)
		}
		res := httptest.NewRecorder()
		mux.ServeHTTP(res, req)
		return res.Code, res.Body.String()
	}
	for _, r := range allRoles {
		for _, path := range []string{
			"/api/collections/episodes/records?perPage=100",
			"/api/collections/episodes/records/" + azEpMeActive,
			"/api/collections/media/records/" + azMeActive + "?expand=episodes_via_media",
			"/api/media/" + azMeActive,
		} {
			if r == superuser && strings.HasPrefix(path, "/api/media/") {
				continue // our routes act as a person: 403 to a superuser
			}
			code, body := get(r, path)
			if knows := strings.Contains(body, name); knows != slices.Contains(mayKnow, r) {
				t.Errorf("%s GET %s: %d, shows the original's name: %v", r, path, code, knows)
			}
		}
		// A filter on the field is refused to all but superusers (a guest
		// lists nothing: the REST rules are for signed-in accounts).
		filter := "/api/collections/episodes/records?filter=" + url.QueryEscape("audio ~ 'track%'")
		if code, body := get(r, filter); r != superuser && r != guest && (code != 400 || strings.Contains(body, azEpMeActive)) {
			t.Errorf("%s filters on audio: %d %s", r, code, clipBody(body))
		}
	}

	// Realtime: a change of the episode reaches every signed-in role (it is
	// approved), the name only the creator and staff.
	srv := httptest.NewServer(mux)
	defer srv.Close()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	clients := map[role]*sseClient{}
	for _, r := range signedIn {
		clients[r] = openSSE(t, ctx, srv.URL)
		clients[r].subscribe(t, srv.URL, fx.tokens[r], []string{"episodes/*", "episodes/" + azEpMeActive})
	}
	ep := mustFind(t, app, "episodes", azEpMeActive)
	ep.Set("playsCount", ep.GetInt("playsCount")+1)
	must(t, app.Save(ep))
	deadline := time.Now().Add(5 * time.Second)
	for _, r := range signedIn {
		for !(clients[r].got("episodes/*", azEpMeActive) && clients[r].got("episodes/"+azEpMeActive, azEpMeActive)) && time.Now().Before(deadline) {
			time.Sleep(5 * time.Millisecond)
		}
		if !clients[r].got("episodes/*", azEpMeActive) {
			t.Errorf("%s heard nothing", r)
		}
		for _, m := range clients[r].all() {
			if knows := strings.Contains(m.data, name); knows != slices.Contains(mayKnow, r) {
				t.Errorf("realtime %s to %s shows the original's name: %v", m.topic, r, knows)
			}
		}
	}
}
