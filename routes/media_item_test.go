package routes_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"selah/internal/moderation"
	"selah/testutil"
)

// statusOf reads a media item's review status in an AfterTestFunc.
func statusIs(id, want string) func(testing.TB, *tests.TestApp) {
	return func(t testing.TB, app *tests.TestApp) {
		m, err := app.FindRecordById("media", id)
		if err != nil {
			t.Fatal(err)
		}
		if got := m.GetString("adminStatus"); got != want {
			t.Fatalf("status of %s is %q, want %q", id, got, want)
		}
	}
}

func gone(coll, id string) func(testing.TB, *tests.TestApp) {
	return func(t testing.TB, app *tests.TestApp) {
		if _, err := app.FindRecordById(coll, id); err == nil {
			t.Fatalf("%s %s still exists", coll, id)
		}
	}
}

func TestMediaItem(t *testing.T) {
	t.Parallel()
	runMediaRows(t, []mediaRow{
		// GET: owner and admin see everything; others only approved media of active creators.
		{name: "owner, pending", method: "GET", url: "/api/media/" + idMine, who: "user", status: 200,
			content: []string{`"title":"Pending Praise"`, `"episodes":[{`, `"audioUrl":"/api/files/pbc_selah_episodes/`}},
		{name: "admin, someone's pending", method: "GET", url: "/api/media/" + idTheirsPending, who: "admin", status: 200,
			content: []string{`"title":"Their Draft"`}},
		{name: "other user, approved", method: "GET", url: "/api/media/" + idTheirsActive, who: "user", status: 200,
			content: []string{`"title":"Their Anthem"`, `"adminStatus":"active"`}},
		{name: "other user, pending", method: "GET", url: "/api/media/" + idTheirsPending, who: "user", status: 404,
			content: []string{`"success":false`}, notContent: []string{"Their Draft"}},
		{name: "other user, suspended creator", method: "GET", url: "/api/media/" + idSuspendedOwner, who: "user", status: 404,
			content: []string{`"success":false`}},
		{name: "unknown id", method: "GET", url: "/api/media/nothing00000000", who: "user", status: 404, content: []string{`"success":false`}},
		{name: "guest", method: "GET", url: "/api/media/" + idTheirsActive, status: 401, content: []string{`"success":false`}},

		// PATCH: owner only; an approved or rejected item goes back to review.
		{name: "owner edits a pending item", method: "PATCH", url: "/api/media/" + idMine, who: "user",
			body: `{"title":"  Praise Renewed ","description":"New words"}`, status: 200,
			content: []string{`"title":"Praise Renewed"`, `"adminStatus":"pending"`}},
		// A live item stays live: the edit waits as its revision (revisions_test.go).
		{name: "owner edits an approved item", method: "PATCH", url: "/api/media/" + idMineActive, who: "user",
			body: `{"preacher":"Pastor Jo","bibleReferences":"Eph 2:8-9"}`, status: 200,
			content: []string{`"preacher":""`, `"adminStatus":"active"`, `"fields":["preacher","bibleReferences"]`, `"preacher":"Pastor Jo"`, `"text":"Ephesians 2:8-9"`},
			after:   statusIs(idMineActive, moderation.Active)},
		{name: "owner edits a rejected item", method: "PATCH", url: "/api/media/" + idMineRejected, who: "user",
			body: `{"title":"Quiet Hour, remastered"}`, status: 200, content: []string{`"adminStatus":"pending"`}},
		{name: "owner sends adminStatus", method: "PATCH", url: "/api/media/" + idMine, who: "user",
			body: `{"adminStatus":"active"}`, status: 200, content: []string{`"adminStatus":"pending"`},
			after: statusIs(idMine, moderation.Pending)},
		{name: "owner blanks the title", method: "PATCH", url: "/api/media/" + idMine, who: "user",
			body: `{"title":" "}`, status: 400, content: []string{`"message":"Please enter a title."`}},
		{name: "owner sets an unknown genre", method: "PATCH", url: "/api/media/" + idMine, who: "user",
			body: `{"genre":"nope"}`, status: 400, content: []string{`"message":"Unknown genre."`}},
		{name: "owner sets a bad date", method: "PATCH", url: "/api/media/" + idMineActive, who: "user",
			body: `{"preachedAt":"last sunday"}`, status: 400, content: []string{`"message":"Preach date must be a date like 2025-08-18."`}},
		{name: "malformed JSON", method: "PATCH", url: "/api/media/" + idMine, who: "user",
			body: `{"title":`, status: 400, content: []string{`"message":"The request body is not valid JSON."`}},
		{name: "other user, approved item", method: "PATCH", url: "/api/media/" + idTheirsActive, who: "user",
			body: `{"title":"Mine now"}`, status: 403, content: []string{`"success":false`}, after: statusIs(idTheirsActive, moderation.Active)},
		{name: "other user, pending item", method: "PATCH", url: "/api/media/" + idTheirsPending, who: "user",
			body: `{"title":"Mine now"}`, status: 404, content: []string{`"success":false`}},
		{name: "admin", method: "PATCH", url: "/api/media/" + idMine, who: "admin", body: `{"title":"x"}`, status: 403,
			content: []string{`"success":false`}},
		{name: "guest", method: "PATCH", url: "/api/media/" + idMine, body: `{"title":"x"}`, status: 401, content: []string{`"success":false`}},

		// DELETE: owner only.
		{name: "owner", method: "DELETE", url: "/api/media/" + idMineActive, who: "user", status: 200,
			content: []string{`"message":"Sermon deleted"`}, after: gone("media", idMineActive)},
		{name: "other user, approved item", method: "DELETE", url: "/api/media/" + idTheirsActive, who: "user", status: 403,
			content: []string{`"success":false`}},
		{name: "other user, pending item", method: "DELETE", url: "/api/media/" + idTheirsPending, who: "user", status: 404,
			content: []string{`"success":false`}},
		{name: "admin", method: "DELETE", url: "/api/media/" + idMine, who: "admin", status: 403, content: []string{`"success":false`}},
		{name: "guest", method: "DELETE", url: "/api/media/" + idMine, status: 401, content: []string{`"success":false`}},
	})
}

func TestUploadEpisode(t *testing.T) {
	t.Parallel()
	mp3 := audioFixture(t, "cbr.mp3")
	for _, c := range []struct {
		name, who, media string
		file             []byte
		title            string
		status           int
		content          []string
		after            func(testing.TB, *tests.TestApp)
	}{
		{"owner adds a track to an approved album", "user", idMineActive, mp3, "Encore", 201,
			[]string{`"title":"Encore"`, `"position":2`, `"adminStatus":"pending"`, `"format":"mp3"`},
			func(t testing.TB, app *tests.TestApp) {
				// The album stays live; the new track waits for review with
				// it, and counts from its approval.
				statusIs(idMineActive, moderation.Active)(t, app)
				revisionRows(idMineActive, 1)(t, app)
				m, _ := app.FindRecordById("media", idMineActive)
				if m.GetInt("episodeCount") != 1 {
					t.Fatalf("counters not kept: %d episodes, %.2f s", m.GetInt("episodeCount"), m.GetFloat("duration"))
				}
			}},
		{"owner + no title", "user", idMine, mp3, "", 400, []string{`"message":"Please enter a title."`}, nil},
		{"owner + PNG as audio", "user", idMine, pngBytes(t), "Track", 415, []string{`"audio":{"code":"validation_invalid_type"`}, nil},
		{"other user's approved album", "other", idMine, mp3, "Track", 404, []string{`"success":false`}, nil},
		{"other user on an approved item", "user", idTheirsActive, mp3, "Track", 403, []string{`"success":false`}, nil},
		{"unknown media", "user", "nothing00000000", mp3, "Track", 404, []string{`"success":false`}, nil},
		{"admin", "admin", idMine, mp3, "Track", 403, []string{`"success":false`}, nil},
		{"guest", "", idMine, mp3, "Track", 401, []string{`"success":false`}, nil},
	} {
		fx, headers := &mediaFixture{}, map[string]string{}
		body, ct := multipartBody(t, [][2]string{{"mediaId", c.media}, {"title", c.title}, {"lyrics", "Alleluia"}},
			part{"audio", "encore.mp3", c.file})
		headers["Content-Type"] = ct
		after := c.after
		sc := tests.ApiScenario{
			Name: "POST upload-episode (" + c.name + ")", Method: http.MethodPost, URL: "/api/media/upload-episode",
			Body: body, Headers: headers, BeforeTestFunc: asMediaRole(fx, c.who, headers),
			ExpectedStatus: c.status, ExpectedContent: c.content, TestAppFactory: testutil.Factory,
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				if after != nil {
					after(t, app)
				}
			},
		}
		sc.Test(t)
	}
}

// TestMediaRestRules: through PocketBase's REST API a creator cannot create
// media, approve their own, or read another creator's pending media.
func TestMediaRestRules(t *testing.T) {
	t.Parallel()
	runMediaRows(t, []mediaRow{
		{name: "creator creates media", method: "POST", url: "/api/collections/media/records", who: "user",
			body: `{"title":"x","type":"album","adminStatus":"active"}`, status: 403, content: []string{`"status":403`}},
		{name: "creator approves their own", method: "PATCH", url: "/api/collections/media/records/" + idMine, who: "user",
			body: `{"adminStatus":"active"}`, status: 404, content: []string{`"status":404`}, after: statusIs(idMine, moderation.Pending)},
		{name: "creator edits their approved item", method: "PATCH", url: "/api/collections/media/records/" + idMineActive, who: "user",
			body: `{"title":"Renamed"}`, status: 200, content: []string{`"adminStatus":"active"`, `"title":"Grace Abounds"`},
			after: both(statusIs(idMineActive, moderation.Active), revisionRows(idMineActive, 1))},
		{name: "creator lists media", method: "GET", url: "/api/collections/media/records?perPage=50", who: "user", status: 200,
			content: []string{"Pending Praise", "Their Anthem"}, notContent: []string{"Their Draft", "Hidden Hymn"}},
		{name: "creator reads another's pending item", method: "GET", url: "/api/collections/media/records/" + idTheirsPending, who: "user",
			status: 404, content: []string{`"status":404`}},
		{name: "creator lists episodes", method: "GET", url: "/api/collections/episodes/records?perPage=50", who: "other", status: 200,
			content: []string{`"totalItems":3`, idMineActive}, notContent: []string{idMine + `"`, idMineRejected, idSuspendedOwner}},
		// A guest lists what a public page shows: approved items of
		// creators in good standing, without their review fields.
		{name: "guest lists media", method: "GET", url: "/api/collections/media/records?perPage=50", status: 200,
			content: []string{"Their Anthem"}, notContent: []string{"Pending Praise", "Their Draft", "Hidden Hymn", `"adminStatus"`, `"statusReason"`}},
		{name: "creator reads moderation events", method: "GET", url: "/api/collections/moderation_events/records", who: "user",
			status: 403, content: []string{`"status":403`}},
	})
}

// TestMediaHooks: the rules hold for writes from Go too.
func TestMediaHooks(t *testing.T) {
	t.Parallel()
	app := testutil.NewApp(t)
	defer app.Cleanup()
	catalogFixture(t, app)
	owner := testutil.CreateUser(t, app, "hooks@example.com", testutil.UserOpts{})

	coll, _ := app.FindCollectionByNameOrId("media")
	m := core.NewRecord(coll)
	m.Set("title", "Forced")
	m.Set("type", "album")
	m.Set("artist", owner.Id)
	m.Set("adminStatus", moderation.Active)
	if err := app.Save(m); err != nil {
		t.Fatal(err)
	}
	if m.GetString("adminStatus") != moderation.Pending {
		t.Fatalf("new media saved as %q", m.GetString("adminStatus"))
	}
	m.Set("adminStatus", moderation.Active)
	if err := app.Save(m); err == nil {
		t.Fatal("a save without an admin decision changed the status")
	}
	fresh, _ := app.FindRecordById("media", m.Id)
	if err := moderation.SetStatus(app, fresh, moderation.Active, nil, ""); err != nil {
		t.Fatal(err)
	}
	ep := saveEpisode(t, app, fresh)
	fresh, _ = app.FindRecordById("media", m.Id)
	// A live album stays live; the new track waits for review, and is not
	// counted until it is approved.
	if fresh.GetString("adminStatus") != moderation.Active || fresh.GetInt("episodeCount") != 0 ||
		mustFind(t, app, "episodes", ep.Id).GetString("adminStatus") != moderation.Pending {
		t.Fatalf("a new track left the album %q with %d episodes", fresh.GetString("adminStatus"), fresh.GetInt("episodeCount"))
	}
	if err := app.Delete(ep); err != nil {
		t.Fatal(err)
	}
	fresh, _ = app.FindRecordById("media", m.Id)
	if fresh.GetInt("episodeCount") != 0 {
		t.Fatalf("episodeCount %d after deleting the only episode", fresh.GetInt("episodeCount"))
	}
	if n, _ := app.CountRecords("moderation_events"); n != 1 {
		t.Fatalf("%d moderation events, want 1", n)
	}
}

// newOwnAlbum saves a new album, waiting for review, of a new creator
// with this email.
func newOwnAlbum(t testing.TB, app core.App, email, title string) *core.Record {
	t.Helper()
	owner := testutil.CreateUser(t, app, email, testutil.UserOpts{})
	coll, _ := app.FindCollectionByNameOrId("media")
	m := core.NewRecord(coll)
	m.Set("title", title)
	m.Set("type", "album")
	m.Set("artist", owner.Id)
	if err := app.Save(m); err != nil {
		t.Fatal(err)
	}
	return m
}

// TestEpisodeCountFollowsItemStatus: an approved item counts its approved
// episodes, any other item all of its own, so a change of the item's
// status alone moves its counters (here no episode is saved: the only one
// is already pending).
func TestEpisodeCountFollowsItemStatus(t *testing.T) {
	t.Parallel()
	app := testutil.NewApp(t)
	defer app.Cleanup()
	m := newOwnAlbum(t, app, "count@example.com", "Counted")
	if err := moderation.SetStatus(app, m, moderation.Active, nil, ""); err != nil {
		t.Fatal(err)
	}
	saveEpisode(t, app, mustFind(t, app, "media", m.Id)) // waits for review on the live album
	if n := mustFind(t, app, "media", m.Id).GetInt("episodeCount"); n != 0 {
		t.Fatalf("a live album counts its waiting track: %d", n)
	}
	if err := moderation.SetStatus(app, mustFind(t, app, "media", m.Id), moderation.Pending, nil, ""); err != nil {
		t.Fatal(err)
	}
	if n := mustFind(t, app, "media", m.Id).GetInt("episodeCount"); n != 1 {
		t.Fatalf("the album back in review counts %d tracks, want 1", n)
	}
}

// TestMediaItemScenarios is media_item.go's table: GET for every role on a
// public item, a pending one and a suspended creator's; PATCH and DELETE by
// the owner (which write: one media update, or the item and its episode
// deleted) and by everyone else (refused, nothing written); bad input.
func TestMediaItemScenarios(t *testing.T) {
	t.Parallel()
	fx := newReaderFixture(t)
	item := func(id string) string { return "/api/media/" + id }
	seen := func(title string) readerWant { return readerWant{status: 200, content: []string{title}} }
	guest := readerWant{status: 401, content: []string{`"success":false`}}
	refused := readerWant{status: 403, content: []string{`"success":false`}}
	var table []tests.ApiScenario
	table = append(table, fx.byRole("public item", "GET", item(rdOwnerCast), map[readerRole]readerWant{
		rdGuest: guest, rdListener: seen(rdCastTitle), rdOwner: seen(rdCastTitle), rdOther: seen(rdCastTitle),
		rdAdmin: seen(rdCastTitle), rdSuspended: suspendedRefused})...)
	table = append(table, fx.byRole("pending item", "GET", item(rdOwnerDraft), map[readerRole]readerWant{
		rdListener: notFound(rdDraftTitle), rdOwner: seen(rdDraftTitle), rdOther: notFound(rdDraftTitle), rdAdmin: seen(rdDraftTitle)})...)
	table = append(table, fx.byRole("suspended creator's item", "GET", item(rdSuspCast), map[readerRole]readerWant{
		rdListener: notFound(rdSuspTitle), rdAdmin: seen(rdSuspTitle)})...)
	table = append(table, fx.byRole("unknown item", "GET", item("nothing00000000"), map[readerRole]readerWant{rdListener: notFound()})...)

	patch := func(name, id, body string, want map[readerRole]readerWant) {
		for _, sc := range fx.byRole(name, "PATCH", item(id), want) {
			sc.Body = strings.NewReader(body)
			table = append(table, sc)
		}
	}
	edited := readerWant{status: 200, content: []string{`"title":"Renamed Psalm"`, `"adminStatus":"pending"`},
		events: map[string]int{"OnRecordUpdate": 1, "OnRecordAfterUpdateSuccess": 1, "OnRecordCreate": 0, "OnRecordDelete": 0}}
	untouched := func(w readerWant) readerWant {
		w.events = map[string]int{"OnRecordUpdate": 0, "OnRecordCreate": 0, "OnRecordDelete": 0}
		return w
	}
	patch("rename own pending item", rdOwnerDraft, `{"title":"Renamed Psalm"}`, map[readerRole]readerWant{
		rdGuest: untouched(guest), rdOwner: edited, rdOther: untouched(notFound(rdDraftTitle)), rdAdmin: untouched(refused),
		rdSuspended: untouched(suspendedRefused)})
	patch("rename someone's public item", rdOwnerCast, `{"title":"Mine now"}`, map[readerRole]readerWant{
		rdListener: untouched(refused), rdOther: untouched(refused)})
	patch("blank title", rdOwnerDraft, `{"title":" "}`, map[readerRole]readerWant{
		rdOwner: untouched(readerWant{status: 400, content: []string{`"message":"Please enter a title."`}})})
	patch("malformed JSON", rdOwnerDraft, `{"title":`, map[readerRole]readerWant{
		rdOwner: untouched(readerWant{status: 400, content: []string{`"message":"The request body is not valid JSON."`}})})

	deleted := readerWant{status: 200, content: []string{`"success":true`, rdOwnerDraft},
		events: map[string]int{"OnRecordDelete": 2, "OnRecordAfterDeleteSuccess": 2, "OnRecordCreate": 0, "OnRecordUpdate": 0}}
	table = append(table, fx.byRole("delete own pending item", "DELETE", item(rdOwnerDraft), map[readerRole]readerWant{
		rdGuest: untouched(guest), rdListener: untouched(notFound()), rdOwner: deleted, rdAdmin: untouched(refused),
		rdSuspended: untouched(suspendedRefused)})...)
	table = append(table, fx.byRole("delete someone's public item", "DELETE", item(rdOwnerCast), map[readerRole]readerWant{
		rdListener: untouched(refused)})...)
	fx.run(t, table)
}
