package routes_test

import (
	"net/http"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
)

// libraryWorld gives the fixture's listener a library: likes of an
// approved item, of a suspended creator's and of someone's pending one
// (liked before they were hidden), and positions in the matching
// episodes: the approved podcast's half way, the other creator's at its
// end (played, and the latest), the hidden ones anywhere.
func libraryWorld(listener string) func(testing.TB, *tests.TestApp, *core.ServeEvent) {
	return func(t testing.TB, app *tests.TestApp, _ *core.ServeEvent) {
		t.Helper()
		for i, m := range []string{rdOwnerCast, rdSuspCast, rdOwnerDraft} {
			_, err := app.DB().Insert("likes", dbx.Params{"id": "lblike00000000" + string(rune('a'+i)), "user": listener, "media": m,
				"created": "2026-01-0" + string(rune('1'+i)) + " 00:00:00.000Z"}).Execute()
			must(t, err)
		}
		var otherDur float64
		must(t, app.DB().Select("duration").From("episodes").Where(dbx.HashExp{"id": "rdepother000001"}).Row(&otherDur))
		for i, p := range []struct {
			ep      string
			pos     float64
			updated string
		}{
			{rdEpCast, 1.5, "2026-02-01 00:00:00.000Z"},
			{"rdepother000001", otherDur, "2026-02-03 00:00:00.000Z"},
			{rdEpSusp, 1, "2026-02-04 00:00:00.000Z"},
			{rdEpDraft, 1, "2026-02-05 00:00:00.000Z"},
		} {
			_, err := app.DB().Insert("positions", dbx.Params{"id": "lbpos000000000" + string(rune('a'+i)), "listener": listener,
				"listenerKey": listener, "episode": p.ep, "position": p.pos, "updated": p.updated}).Execute()
			must(t, err)
		}
	}
}

// positionOf is the stored position of listener in episode (-1 for none).
func positionOf(t testing.TB, app core.App, listener, episode string) float64 {
	t.Helper()
	pos := -1.0
	_ = app.DB().Select("position").From("positions").
		Where(dbx.HashExp{"listenerKey": listener, "episode": episode}).Row(&pos)
	return pos
}

// TestLibraryScenarios is library.go's table: the liked items and the
// history hold only what the listener may still see, newest first; "mark
// as played" and "mark as unplayed" on an episode one may hear (404
// otherwise); bad pages; every role (a guest 401, an admin and a
// suspended account 403; the unverified token is in the authz matrix).
func TestLibraryScenarios(t *testing.T) {
	t.Parallel()
	fx := newReaderFixture(t)
	listener := fx.ids[rdListener]
	world := libraryWorld(listener)
	refused := map[readerRole]readerWant{
		rdGuest: {status: 401, content: []string{`"success":false`}}, rdAdmin: {status: 403, content: []string{`"success":false`}},
		rdSuspended: suspendedRefused,
	}
	var table []tests.ApiScenario
	for _, url := range []string{"/api/media/liked", "/api/media/history"} {
		table = append(table, fx.byRole("refused "+url, "GET", url, refused)...)
	}
	table = append(table, fx.byRole("liked", "GET", "/api/media/liked", map[readerRole]readerWant{
		rdListener: {status: 200, content: []string{`"total":1`, rdCastTitle, `"page":1`, `"limit":20`},
			not: []string{rdSuspTitle, rdDraftTitle}},
		// The owner liked nothing.
		rdOwner: {status: 200, content: []string{`"total":0`, `"data":[]`}},
	})...)
	table = append(table, fx.byRole("history", "GET", "/api/media/history", map[readerRole]readerWant{
		rdListener: {status: 200, content: []string{
			`"total":2`,
			// The latest first: the other creator's, played to the end.
			`"data":[{"episode":{"_id":"rdepother000001"`, `"finished":true`, `"playedAt":"2026-02-03T00:00:00.000Z"`,
			`"position":1.5`, `"finished":false`, `"title":"Other's Open Podcast"`, `"streamUrl":"`,
		}, not: []string{rdEpSusp, rdEpDraft, rdSuspTitle}},
	})...)
	table = append(table, fx.byRole("history page 2", "GET", "/api/media/history?page=2&limit=1", map[readerRole]readerWant{
		rdListener: {status: 200, content: []string{`"total":2`, `"data":[{"episode":{"_id":"` + rdEpCast + `"`}},
	})...)
	for _, bad := range []string{"?page=0", "?page=x", "?limit=101"} {
		table = append(table, fx.byRole("bad paging "+bad, "GET", "/api/media/history"+bad, map[readerRole]readerWant{
			rdListener: {status: 400, content: []string{`"success":false`}},
		})...)
		table = append(table, fx.byRole("bad paging "+bad, "GET", "/api/media/liked"+bad, map[readerRole]readerWant{
			rdListener: {status: 400, content: []string{`"success":false`}},
		})...)
	}
	played := func(id string) string { return "/api/media/episodes/" + id + "/played" }
	for _, method := range []string{http.MethodPut, http.MethodDelete} {
		table = append(table, fx.byRole(method+" played refused", method, played(rdEpCast), refused)...)
		// Hidden from the listener: a pending episode, a suspended
		// creator's, one that does not exist.
		for _, id := range []string{rdEpDraft, rdEpSusp, "nosuchepisode01"} {
			table = append(table, fx.byRole(method+" played "+id, method, played(id), map[readerRole]readerWant{
				rdListener: notFound(),
			})...)
		}
	}
	for i := range table {
		table[i].BeforeTestFunc = world
	}
	// Marks: a new position at the end, an existing one moved to the end,
	// back to the start; each one write, checked in the table afterwards.
	mark := func(name, method, ep string, events map[string]int, want func(app core.App) float64) tests.ApiScenario {
		return tests.ApiScenario{
			Name: name, Method: method, URL: played(ep), Headers: fx.as(rdListener), ExpectedStatus: 204,
			ExpectedEvents: events, BeforeTestFunc: world,
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				var dur float64
				must(t, app.DB().Select("duration").From("episodes").Where(dbx.HashExp{"id": ep}).Row(&dur))
				if got, exp := positionOf(t, app, listener, ep), want(app); got != exp || (method == http.MethodPut && dur <= 0) {
					t.Fatalf("%s: position %v, want %v (duration %v)", name, got, exp, dur)
				}
			},
		}
	}
	duration := func(ep string) func(core.App) float64 {
		return func(app core.App) float64 {
			var d float64
			_ = app.DB().Select("duration").From("episodes").Where(dbx.HashExp{"id": ep}).Row(&d)
			return d
		}
	}
	zero := func(core.App) float64 { return 0 }
	created := map[string]int{"OnRecordCreate": 1, "OnRecordUpdate": 0, "OnRecordDelete": 0}
	updated := map[string]int{"OnRecordCreate": 0, "OnRecordUpdate": 1, "OnRecordDelete": 0}
	table = append(table,
		mark("mark played: the approved podcast, half way before", http.MethodPut, rdEpCast, updated, duration(rdEpCast)),
		mark("mark unplayed: the other's, played before", http.MethodDelete, "rdepother000001", updated, zero),
		mark("mark played: the owner's sermon, never played", http.MethodPut, "rdepsermon00001", created, duration("rdepsermon00001")),
		mark("mark unplayed: never played (a start position)", http.MethodDelete, "rdepsermon00001", created, zero),
	)
	fx.run(t, table)
}
