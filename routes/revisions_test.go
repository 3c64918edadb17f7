package routes_test

import (
	"strings"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
	"github.com/pocketbase/pocketbase/tools/filesystem"

	"selah/internal/moderation"
	"selah/testutil"
)

// Pending revisions of live items (API.md, "Creators' workflow"): an edit
// of an approved item, or a new episode of one, waits for review while the
// approved version stays live; approval swaps it in, rejection keeps the
// live version and tells the creator why.

const idNewTrack = "episodenewtrk01"

// revisionFixture adds to the media fixture a waiting revision of my live
// sermon: a new title (saved as any creator's save is, so the hooks hold
// it) and a new episode.
func revisionFixture(t testing.TB, app *tests.TestApp) {
	m, err := app.FindRecordById("media", idMineActive)
	if err != nil {
		t.Fatal(err)
	}
	m.Set("title", "Grace Abounds, revised")
	if err := app.Save(m); err != nil {
		t.Fatal(err)
	}
	coll, _ := app.FindCollectionByNameOrId("episodes")
	ep := core.NewRecord(coll)
	ep.Id = idNewTrack
	ep.Set("media", m.Id)
	ep.Set("title", "A new track")
	ep.Set("position", 2)
	ep.Set("audio", testAudioFile(t))
	if err := app.Save(ep); err != nil {
		t.Fatal(err)
	}
}

// titleIs checks media's stored (live) title.
func titleIs(id, want string) func(testing.TB, *tests.TestApp) {
	return func(t testing.TB, app *tests.TestApp) {
		m, err := app.FindRecordById("media", id)
		if err != nil || m.GetString("title") != want {
			t.Fatalf("title of %s: %q (%v), want %q", id, m.GetString("title"), err, want)
		}
	}
}

// revisionRows checks how many revision rows media has.
func revisionRows(id string, want int) func(testing.TB, *tests.TestApp) {
	return func(t testing.TB, app *tests.TestApp) {
		n, err := app.CountRecords(moderation.RevisionsCollection, dbx.HashExp{"media": id})
		if err != nil || int(n) != want {
			t.Fatalf("%s has %d revision rows (%v), want %d", id, n, err, want)
		}
	}
}

// episodeIs checks one episode's state.
func episodeIs(id, want string) func(testing.TB, *tests.TestApp) {
	return func(t testing.TB, app *tests.TestApp) {
		ep, err := app.FindRecordById("episodes", id)
		if err != nil || ep.GetString("adminStatus") != want {
			t.Fatalf("episode %s: %q (%v), want %q", id, ep.GetString("adminStatus"), err, want)
		}
	}
}

// episodeCountIs checks media's stored episodeCount, and that its
// duration is the length of as many episodes (each test track's, read back).
func episodeCountIs(id string, want int) func(testing.TB, *tests.TestApp) {
	return func(t testing.TB, app *tests.TestApp) {
		m, err := app.FindRecordById("media", id)
		if err != nil || m.GetInt("episodeCount") != want {
			t.Fatalf("%s counts %d episodes (%v), want %d", id, m.GetInt("episodeCount"), err, want)
		}
		eps, err := app.FindRecordsByFilter("episodes", "media = {:m} && adminStatus = {:s}", "", 0, 0,
			dbx.Params{"m": id, "s": m.GetString("adminStatus")})
		if err != nil {
			t.Fatal(err)
		}
		length := 0.0
		for _, ep := range eps {
			length += ep.GetFloat("duration")
		}
		if len(eps) != want || m.GetFloat("duration") != length {
			t.Fatalf("%s: %d episodes in its state, duration %.2f against %.2f", id, len(eps), m.GetFloat("duration"), length)
		}
	}
}

// lastRevisionEvent checks media's newest history row is a verdict on a
// revision to state to, with reason.
func lastRevisionEvent(id, to, reason string) func(testing.TB, *tests.TestApp) {
	return func(t testing.TB, app *tests.TestApp) {
		events, err := app.FindRecordsByFilter("moderation_events", "media = {:m}", "-created", 1, 0, dbx.Params{"m": id})
		if err != nil || len(events) != 1 {
			t.Fatalf("history of %s: %v", id, err)
		}
		ev := events[0]
		if !ev.GetBool("revision") || ev.GetString("fromStatus") != moderation.Active || ev.GetString("toStatus") != to || ev.GetString("reason") != reason {
			t.Fatalf("last history row of %s: %v", id, ev.FieldsData())
		}
	}
}

// mailed checks the last email's subject and text.
func mailed(subject, text string) func(testing.TB, *tests.TestApp) {
	return func(t testing.TB, app *tests.TestApp) {
		if app.TestMailer.TotalSend() == 0 {
			t.Fatal("no email sent")
		}
		msg := app.TestMailer.LastMessage()
		if !strings.Contains(msg.Subject, subject) || !strings.Contains(msg.Text, text) {
			t.Fatalf("last email: %q\n%s", msg.Subject, msg.Text)
		}
	}
}

func TestRevisionRoutes(t *testing.T) {
	t.Parallel()
	decide := func(status, reason string) string {
		return `{"mediaId":"` + idMineActive + `","adminStatus":"` + status + `","reason":"` + reason + `"}`
	}
	rows := []mediaRow{
		// The live version is what everyone sees; the owner and admins see the revision beside it.
		{name: "owner sees the live item and its revision", method: "GET", url: "/api/media/" + idMineActive, who: "user", status: 200,
			content: []string{`"title":"Grace Abounds"`, `"adminStatus":"active"`, `"revision":{"submittedAt":"`,
				`"fields":["title"]`, `"values":{"title":"Grace Abounds, revised"}`, `"id":"` + idNewTrack + `","title":"A new track","new":true`}},
		{name: "admin sees the revision", method: "GET", url: "/api/media/" + idMineActive, who: "admin", status: 200,
			content: []string{`"revision":{"submittedAt":"`}},
		{name: "the public answer is the live version", method: "GET", url: "/api/public/media/" + idMineActive, status: 200,
			content: []string{`"title":"Grace Abounds"`, `"episodeCount":1`, `"noOfEpisodes":1`}, notContent: []string{`"revision"`, `revised`, `A new track`}},
		// Lists count the episodes they would play: the waiting track is counted once approved.
		{name: "a list counts the live episodes only", method: "GET", url: "/api/media/browse?type=sermon&search=Grace", who: "user", status: 200,
			content: []string{`"_id":"` + idMineActive + `"`, `"episodeCount":1`}, notContent: []string{`"episodeCount":2`},
			after: episodeCountIs(idMineActive, 1)},
		{name: "an item without revision: null", method: "GET", url: "/api/media/" + idMineRejected, who: "user", status: 200,
			content: []string{`"revision":null`}},

		// The queue of revisions: admins only.
		{name: "admin lists waiting revisions", method: "GET", url: "/api/admin/revisions", who: "admin", status: 200,
			content: []string{`"total":1`, `"_id":"` + idMineActive + `"`, `"fields":["title"]`}},
		{name: "user lists waiting revisions", method: "GET", url: "/api/admin/revisions", who: "user", status: 403, content: []string{`"success":false`}},
		{name: "guest lists waiting revisions", method: "GET", url: "/api/admin/revisions", status: 401, content: []string{`"success":false`}},
		{name: "bad page", method: "GET", url: "/api/admin/revisions?page=0", who: "admin", status: 400, content: []string{`"success":false`}},
		{name: "the admin list carries it", method: "GET", url: "/api/media/media-by-admin-status?adminStatus=active&type=sermon", who: "admin", status: 200,
			content: []string{`"revision":{"submittedAt":"`}},

		// More edits join the revision; the item stays live.
		{name: "owner edits the description too", method: "PATCH", url: "/api/media/" + idMineActive, who: "user",
			body: `{"description":"Now with notes"}`, status: 200,
			content: []string{`"message":"Your changes were sent for review. The published version stays live until they are approved."`,
				`"adminStatus":"active"`, `"fields":["title","description"]`},
			after: both(statusIs(idMineActive, moderation.Active), titleIs(idMineActive, "Grace Abounds"), revisionRows(idMineActive, 2))},
		{name: "the REST API holds an edit the same way", method: "PATCH", url: "/api/collections/media/records/" + idMineActive, who: "user",
			body: `{"title":"Grace Abounds (REST)"}`, status: 200, content: []string{`"title":"Grace Abounds"`},
			after: both(statusIs(idMineActive, moderation.Active), titleIs(idMineActive, "Grace Abounds"))},

		// Approval swaps the revision in; the new episode goes live with it.
		{name: "admin approves the changes", method: "PUT", url: "/api/media/media-status", who: "admin", body: decide("active", ""), status: 200,
			content: []string{`"message":"Changes approved"`, `"title":"Grace Abounds, revised"`, `"adminStatus":"active"`, `"revision":null`},
			after: both(titleIs(idMineActive, "Grace Abounds, revised"), revisionRows(idMineActive, 0), episodeIs(idNewTrack, moderation.Active),
				episodeCountIs(idMineActive, 2), lastRevisionEvent(idMineActive, moderation.Active, ""), mailed("Your changes to “Grace Abounds, revised” are live", "were approved"))},
		// Rejection keeps the live version and tells the creator why.
		{name: "admin rejects the changes", method: "PUT", url: "/api/media/media-status", who: "admin",
			body: decide("rejected", "The new title misspells the book"), status: 200,
			content: []string{`"message":"Changes rejected"`, `"title":"Grace Abounds"`, `"adminStatus":"active"`, `"revision":null`},
			after: both(titleIs(idMineActive, "Grace Abounds"), statusIs(idMineActive, moderation.Active), revisionRows(idMineActive, 0),
				episodeIs(idNewTrack, moderation.Rejected), episodeCountIs(idMineActive, 1), lastRevisionEvent(idMineActive, moderation.Rejected, "The new title misspells the book"),
				mailed("Your changes to “Grace Abounds” were not approved", "The new title misspells the book"))},
		{name: "user cannot approve", method: "PUT", url: "/api/media/media-status", who: "user", body: decide("active", ""), status: 403,
			content: []string{`"success":false`}, after: both(titleIs(idMineActive, "Grace Abounds"), revisionRows(idMineActive, 2))},
		// Suspending a live item with changes waiting suspends it; the changes wait on.
		{name: "admin suspends it", method: "PUT", url: "/api/media/media-status", who: "admin", body: decide("suspended", "Reported"), status: 200,
			content: []string{`"adminStatus":"suspended"`}, after: both(statusIs(idMineActive, moderation.Suspended), revisionRows(idMineActive, 2))},

		// An item never approved is edited in place, as before.
		{name: "owner edits a rejected item: in place, back to review", method: "PATCH", url: "/api/media/" + idMineRejected, who: "user",
			body: `{"title":"Quiet Hour, fixed"}`, status: 200, content: []string{`"message":"Your changes have been saved"`, `"adminStatus":"pending"`, `"revision":null`},
			after: both(titleIs(idMineRejected, "Quiet Hour, fixed"), revisionRows(idMineRejected, 0))},
	}
	runMediaRowsOn(t, rows, testutil.Factory, revisionFixture)
}

// TestOwnVerdictsOutlastSuspension: a track with a verdict of its own on a
// live album (one whose revision was rejected, one still waiting) keeps it
// when the album is suspended and reinstated; the album's approved track
// follows the album both ways. A track added while it was suspended waits,
// on reinstatement, with the album's revision, and the next approval is
// the verdict on both waiting tracks.
func TestOwnVerdictsOutlastSuspension(t *testing.T) {
	t.Parallel()
	app := testutil.NewApp(t)
	defer app.Cleanup()
	album := newOwnAlbum(t, app, "verdicts@example.com", "Kept Apart")
	approved := saveEpisode(t, app, album)
	decide := func(status string) {
		t.Helper()
		if err := moderation.SetStatus(app, mustFind(t, app, "media", album.Id), status, nil, ""); err != nil {
			t.Fatal(err)
		}
	}
	decide(moderation.Active)
	refused := saveEpisode(t, app, album)
	decide(moderation.Rejected) // the verdict on the waiting track
	waiting := saveEpisode(t, app, album)
	want := func(when string, statuses map[string]string, count int) {
		t.Helper()
		for id, status := range statuses {
			if got := mustFind(t, app, "episodes", id).GetString("adminStatus"); got != status {
				t.Errorf("%s: episode %s is %q, want %q", when, id, got, status)
			}
		}
		if got := mustFind(t, app, "media", album.Id).GetInt("episodeCount"); got != count {
			t.Errorf("%s: the album counts %d tracks, want %d", when, got, count)
		}
	}
	want("live", map[string]string{approved.Id: moderation.Active, refused.Id: moderation.Rejected, waiting.Id: moderation.Pending}, 1)
	decide(moderation.Suspended)
	added := saveEpisode(t, app, mustFind(t, app, "media", album.Id)) // while suspended: no revision takes it
	want("suspended", map[string]string{approved.Id: moderation.Suspended, refused.Id: moderation.Rejected,
		waiting.Id: moderation.Pending, added.Id: moderation.Pending}, 4)
	revisionRows(album.Id, 1)(t, app)
	decide(moderation.Active)
	want("reinstated", map[string]string{approved.Id: moderation.Active, refused.Id: moderation.Rejected,
		waiting.Id: moderation.Pending, added.Id: moderation.Pending}, 1)
	// Both tracks wait for the verdict on the live album's revision, which lists them.
	revisionRows(album.Id, 2)(t, app)
	decide(moderation.Active)
	want("approved", map[string]string{approved.Id: moderation.Active, refused.Id: moderation.Rejected,
		waiting.Id: moderation.Active, added.Id: moderation.Active}, 3)
	revisionRows(album.Id, 0)(t, app)
}

// testAudioFile is a stand-in audio file for a record saved directly.
func testAudioFile(t testing.TB) *filesystem.File {
	t.Helper()
	f, err := filesystem.NewFileFromBytes([]byte("ID3\x03\x00\x00\x00\x00\x00\x00not really audio"), "track.mp3")
	if err != nil {
		t.Fatal(err)
	}
	return f
}
