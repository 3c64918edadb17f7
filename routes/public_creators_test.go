package routes_test

import (
	"github.com/pocketbase/pocketbase/tests"
	"testing"

	"github.com/pocketbase/dbx"

	"selah/internal/follows"
)

// A creator's public profile for every role: the creator, their public
// items newest first (never a pending one, never an email), their feeds,
// the follower count, and `following` only for a listener who follows;
// 404 for a suspended creator, one with nothing public, or no account.
func TestPublicCreator(t *testing.T) {
	t.Parallel()
	s := newSession(t)
	fx := newFollowFixture(t, s.app)
	_, err := follows.Follow(s.app, fx.fan.Id, fx.creator.Id)
	must(t, err)
	url := "/api/public/creators/" + fx.creator.Id
	id := fx.creator.Id
	profile := `"creator":{"_id":"` + id + `","name":"A \u0026 \u003cB\u003e","avatar":"","bio":"","followers":1,`
	feeds := `"feeds":[` +
		`{"kind":"podcast","title":"Morning Cast","url":"/api/feeds/podcasts/` + fwPodcast + `.xml"},` +
		`{"kind":"sermons","title":"A \u0026 \u003cB\u003e's sermons","url":"/api/feeds/creators/` + id + `/sermons.xml"},` +
		`{"kind":"series","title":"Psalms","url":"/api/feeds/series/` + id + `/psalms.xml"},` +
		`{"kind":"series","title":"romans grace","url":"/api/feeds/series/` + id + `/romans-grace.xml"}]`
	hidden := []string{"Secret Pending", "@example.com", "Other Album"}
	runFollowCases(t, s, fx, []followCase{
		{"a guest", "GET", url, "", "", "", 200, []string{profile + `"following":false}`, feeds,
			`"media":{"data":[{"_id":"` + fwPodcast + `"`, `"limit":20,"page":1,"total":4`}, hidden},
		{"the follower", "GET", url, "listener", "", "", 200, []string{profile + `"following":true}`, feeds}, hidden},
		{"the creator", "GET", url, "owner", "", "", 200, []string{profile + `"following":false}`}, hidden},
		{"another creator", "GET", url, "other", "", "", 200, []string{profile + `"following":false}`}, hidden},
		{"staff", "GET", url, "admin", "", "", 200, []string{profile + `"following":false}`}, hidden},
		{"the last page", "GET", url + "?page=2&limit=3", "", "", "", 200,
			[]string{`"media":{"data":[{"_id":"` + fwSermon1 + `"`, `"limit":3,"page":2,"total":4`}, []string{fwSermon2}},
		{"bad page", "GET", url + "?page=x", "", "", "", 400, []string{`"page"`}, nil},
		{"a suspended creator", "GET", "/api/public/creators/" + fx.out.Id, "", "", "", 404, []string{`"success":false`}, []string{"Hidden Hymn"}},
		{"a creator with nothing public", "GET", "/api/public/creators/" + fx.quiet.Id, "listener", "", "", 404, []string{`"success":false`}, nil},
		{"no account", "GET", "/api/public/creators/nosuchuser00001", "", "", "", 404, []string{`"success":false`}, nil},
		{"a listener, not a creator", "GET", "/api/public/creators/" + fx.fan.Id, "", "", "", 404, []string{`"success":false`}, nil},
	})
	// A follow shows on the very next answer (the answer cache keys by the
	// database's version), for the follower and for everyone's count.
	_, err = follows.Follow(s.app, fx.other.Id, fx.creator.Id)
	must(t, err)
	runFollowCases(t, s, fx, []followCase{
		{"after another follow", "GET", url, "", "", "", 200, []string{`"followers":2,"following":false`}, nil},
		{"the new follower", "GET", url, "other", "", "", 200, []string{`"followers":2,"following":true`}, nil},
	})
	// Sermons are in their feeds' order, the day preached first: the
	// oldest upload, preached last, now names and leads its series.
	_, err = s.app.DB().Update("media", dbx.Params{"preachedAt": "2025-06-01 00:00:00.000Z"}, dbx.HashExp{"id": fwSermon1}).Execute()
	must(t, err)
	runFollowCases(t, s, fx, []followCase{
		{"a sermon preached later", "GET", url, "", "", "", 200, []string{`{"kind":"series","title":"Romans: Grace","url":"/api/feeds/series/` + id +
			`/romans-grace.xml"},{"kind":"series","title":"Psalms","url":"/api/feeds/series/` + id + `/psalms.xml"}]`}, nil},
	})
	// Suspended: gone, for everyone.
	fx.creator.Set("accountStatus", "suspended")
	must(t, s.app.Save(fx.creator))
	runFollowCases(t, s, fx, []followCase{
		{"once suspended", "GET", url, "listener", "", "", 404, []string{`"success":false`}, nil},
	})
}

// TestPublicCreatorScenarios is public_creators.go's table: a creator with
// a public item is anyone's to read (their pending item never named); a
// suspended creator, an unknown id and a listener with nothing public are
// a 404, to every caller but a suspended account's token, refused (403)
// as on every public read. Reads fire no event.
func TestPublicCreatorScenarios(t *testing.T) {
	t.Parallel()
	fx := newReaderFixture(t)
	var table []tests.ApiScenario
	table = append(table, fx.byRole("creator with a public item", "GET", "/api/public/creators/"+fx.ids[rdOwner],
		allReaders(readerWant{status: 200, content: []string{`"name":"Olu Owner"`, rdCastTitle}, not: []string{rdDraftTitle, "owner@example.com"}}))...)
	table = append(table, fx.byRole("suspended creator", "GET", "/api/public/creators/"+fx.ids[rdSuspended],
		allReaders(notFound(rdSuspTitle, "Out Creator")))...)
	table = append(table, fx.byRole("account with nothing public", "GET", "/api/public/creators/"+fx.ids[rdListener],
		allReaders(notFound("Lee Listener")))...)
	table = append(table, fx.byRole("unknown id", "GET", "/api/public/creators/nothing00000000",
		map[readerRole]readerWant{rdGuest: notFound()})...)
	table = append(table, fx.byRole("bad paging", "GET", "/api/public/creators/"+fx.ids[rdOwner]+"?page=x",
		map[readerRole]readerWant{rdGuest: {status: 400, content: []string{`"success":false`}}})...)
	fx.run(t, table)
}
