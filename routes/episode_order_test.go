package routes_test

import (
	"net/http"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"selah/internal/moderation"
	"selah/testutil"
)

// TestEpisodeOrderOfALiveItem: an episode's position is content (an album's
// track list, a series' numbering, published by the feed), but API.md lets
// the owner of an approved item reorder it without review: through
// PocketBase's REST API or its batch API the new order is live at once,
// the item stays approved, its feed serves it and other listeners see it.
// A title change of the same episode waits as a revision instead.
func TestEpisodeOrderOfALiveItem(t *testing.T) {
	s := newSession(t)
	catalogFixture(t, s.app)
	owner := s.user("order@example.com", testutil.UserOpts{})
	token := testutil.Token(t, owner)
	listener := testutil.Token(t, s.user("listener@example.com", testutil.UserOpts{}))

	m := newMediaRecord(t, s.app, "mediaorder00001", "Order Matters", "podcast", owner)
	m = mustFind(t, s.app, "media", m.Id)
	m.Set("category", podcastCat)
	if err := s.app.Save(m); err != nil {
		t.Fatal(err)
	}
	first := saveEpisode(t, s.app, m)
	second := mustFind(t, s.app, "episodes", saveEpisode(t, s.app, m).Id)
	second.Set("position", 2)
	if err := s.app.Save(second); err != nil {
		t.Fatal(err)
	}

	approve := func() {
		t.Helper()
		if err := setActive(s.app, mustFind(t, s.app, "media", m.Id)); err != nil {
			t.Fatal(err)
		}
	}
	status := func(want string) {
		t.Helper()
		if got := mustFind(t, s.app, "media", m.Id).GetString("adminStatus"); got != want {
			t.Fatalf("the item is %q, want %q", got, want)
		}
	}
	feed := func(want int) {
		t.Helper()
		s.do(tests.ApiScenario{Name: "feed", Method: http.MethodGet, URL: "/api/feeds/podcasts/" + m.Id + ".xml",
			ExpectedStatus: want, ExpectedContent: []string{""}})
	}
	restPatch := func(ep *core.Record, body string) {
		t.Helper()
		s.do(tests.ApiScenario{Name: "owner's REST edit", Method: http.MethodPatch,
			URL:     "/api/collections/episodes/records/" + ep.Id,
			Headers: map[string]string{"Authorization": token, "Content-Type": jsonCT}, Body: jsonBody(body),
			ExpectedStatus: http.StatusOK, ExpectedContent: []string{`"id":"` + ep.Id + `"`}})
	}

	approve()
	feed(http.StatusOK)

	// Not a change: the same position again, and a field listeners never see.
	restPatch(first, `{"position":1}`)
	status(moderation.Active)
	plays := mustFind(t, s.app, "episodes", first.Id)
	plays.Set("playsCount", 12)
	if err := s.app.Save(plays); err != nil {
		t.Fatal(err)
	}
	status(moderation.Active)

	// The owner reorders through REST: live at once, still approved.
	restPatch(first, `{"position":7}`)
	status(moderation.Active)
	if got := mustFind(t, s.app, "episodes", first.Id); got.GetInt("position") != 7 ||
		got.GetString("adminStatus") != moderation.Active {
		t.Fatalf("the reordered episode is at %d, %q", got.GetInt("position"), got.GetString("adminStatus"))
	}
	feed(http.StatusOK)
	s.do(tests.ApiScenario{Name: "another listener", Method: http.MethodGet, URL: "/api/media/" + m.Id,
		Headers: bearer(listener), ExpectedStatus: http.StatusOK, ExpectedContent: []string{`"_id":"` + m.Id + `"`}})

	// A title change waits for review; the live title stays.
	restPatch(first, `{"title":"Renamed track"}`)
	status(moderation.Active)
	if got := mustFind(t, s.app, "episodes", first.Id); got.GetString("title") != "Track one" {
		t.Fatalf("the live episode's title became %q before review", got.GetString("title"))
	}

	// The same through the batch API.
	approve()
	feed(http.StatusOK)
	settings := s.app.Settings()
	settings.Batch.Enabled = true
	if err := s.app.Save(settings); err != nil {
		t.Fatal(err)
	}
	s.do(tests.ApiScenario{Name: "owner's batch reorder", Method: http.MethodPost, URL: "/api/batch",
		Headers: map[string]string{"Authorization": token, "Content-Type": jsonCT},
		Body: jsonBody(`{"requests":[{"method":"PATCH","url":"/api/collections/episodes/records/` + second.Id +
			`","body":{"position":1}}]}`),
		ExpectedStatus: http.StatusOK, ExpectedContent: []string{`"status":200`}})
	status(moderation.Active)
	feed(http.StatusOK)
	if got := mustFind(t, s.app, "episodes", second.Id); got.GetInt("position") != 1 {
		t.Fatalf("the batch reorder left the episode at %d", got.GetInt("position"))
	}
}
