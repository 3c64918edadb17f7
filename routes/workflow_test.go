package routes_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"selah/internal/moderation"
	"selah/testutil"
)

// The creator's workflow (API.md, "Creators' workflow"): drafts submitted
// for review, release times set and checked, approval of an item whose time
// is ahead scheduling it, and the release at its time.

const (
	idMineDraft     = "mediaminedrft01"
	idMineScheduled = "mediaminesched1"
	idTheirsDraft   = "mediatheirdrft1"
	idMineTimed     = "mediaminetimed1"
)

// workflowFixture adds to the media fixture a draft of mine, a draft of the
// other creator's, and two items of mine whose release is a day ahead: one
// approved (so scheduled), one pending.
func workflowFixture(t testing.TB, app *tests.TestApp) {
	me, _ := app.FindAuthRecordByEmail("users", "me@example.com")
	other, _ := app.FindAuthRecordByEmail("users", "other@example.com")
	for _, d := range []struct {
		id    string
		owner *core.Record
	}{{idMineDraft, me}, {idTheirsDraft, other}} {
		rec := newMediaRecordWith(t, app, d.id, "Sketch "+d.id, "sermon", d.owner, func(m *core.Record) { moderation.AsDraft(m) })
		saveEpisode(t, app, rec)
	}
	for _, id := range []string{idMineScheduled, idMineTimed} {
		rec := newMediaRecordWith(t, app, id, "Monday Sermon", "sermon", me, func(m *core.Record) {
			m.Set(moderation.PublishAtField, time.Now().Add(24*time.Hour))
		})
		saveEpisode(t, app, rec)
		if id == idMineScheduled {
			if err := moderation.SetStatus(app, rec, moderation.Active, nil, ""); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// historyIs checks media's moderation history, oldest first, as
// "from>to" steps.
func historyIs(id string, want ...string) func(testing.TB, *tests.TestApp) {
	return func(t testing.TB, app *tests.TestApp) {
		events, err := app.FindRecordsByFilter("moderation_events", "media = {:m}", "created", 0, 0, dbx.Params{"m": id})
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, ev := range events {
			got = append(got, ev.GetString("fromStatus")+">"+ev.GetString("toStatus"))
		}
		if strings.Join(got, " ") != strings.Join(want, " ") {
			t.Fatalf("history of %s: %v, want %v", id, got, want)
		}
	}
}

// episodesAre checks every episode of media is in state want.
func episodesAre(id, want string) func(testing.TB, *tests.TestApp) {
	return func(t testing.TB, app *tests.TestApp) {
		eps, err := app.FindRecordsByFilter("episodes", "media = {:m}", "", 0, 0, dbx.Params{"m": id})
		if err != nil || len(eps) == 0 {
			t.Fatalf("episodes of %s: %d, %v", id, len(eps), err)
		}
		for _, ep := range eps {
			if got := ep.GetString("adminStatus"); got != want {
				t.Fatalf("episode %s of %s is %q, want %q", ep.Id, id, got, want)
			}
		}
	}
}

func both(checks ...func(testing.TB, *tests.TestApp)) func(testing.TB, *tests.TestApp) {
	return func(t testing.TB, app *tests.TestApp) {
		for _, c := range checks {
			c(t, app)
		}
	}
}

func TestCreatorWorkflowRoutes(t *testing.T) {
	t.Parallel()
	future := time.Now().Add(48 * time.Hour).UTC().Format(time.RFC3339)
	past := time.Now().Add(-time.Hour).UTC().Format(time.RFC3339)
	rows := []mediaRow{
		// Submit: the owner sends a draft to review, with none of a review's effects.
		{name: "owner submits a draft", method: "POST", url: "/api/media/" + idMineDraft + "/submit", who: "user", status: 200,
			content: []string{`"message":"Submitted for review"`, `"adminStatus":"pending"`},
			after:   both(statusIs(idMineDraft, moderation.Pending), episodesAre(idMineDraft, moderation.Pending), historyIs(idMineDraft))},
		{name: "owner submits a pending item", method: "POST", url: "/api/media/" + idMine + "/submit", who: "user", status: 400,
			content: []string{`"message":"Only a draft can be submitted."`}, after: statusIs(idMine, moderation.Pending)},
		{name: "other user, a draft", method: "POST", url: "/api/media/" + idTheirsDraft + "/submit", who: "user", status: 404,
			content: []string{`"success":false`}, after: statusIs(idTheirsDraft, moderation.Draft)},
		{name: "admin", method: "POST", url: "/api/media/" + idTheirsDraft + "/submit", who: "admin", status: 403,
			content: []string{`"success":false`}, after: statusIs(idTheirsDraft, moderation.Draft)},
		{name: "guest", method: "POST", url: "/api/media/" + idMineDraft + "/submit", status: 401, content: []string{`"success":false`}},

		// A draft and a scheduled item are their creator's and staff's only.
		{name: "owner, a draft: its episodes are drafts too", method: "GET", url: "/api/media/" + idMineDraft, who: "user", status: 200,
			content: []string{`"adminStatus":"draft"`}, notContent: []string{`"adminStatus":"pending"`}, after: episodesAre(idMineDraft, moderation.Draft)},
		{name: "other user, a draft", method: "GET", url: "/api/media/" + idTheirsDraft, who: "user", status: 404,
			content: []string{`"success":false`}},
		{name: "other user, a scheduled item", method: "GET", url: "/api/media/" + idMineScheduled, who: "other", status: 404,
			content: []string{`"success":false`}},
		{name: "owner, a scheduled item", method: "GET", url: "/api/media/" + idMineScheduled, who: "user", status: 200,
			content: []string{`"adminStatus":"scheduled"`, `"publishAt":"20`}},
		{name: "admin, a draft", method: "GET", url: "/api/media/" + idTheirsDraft, who: "admin", status: 200,
			content: []string{`"adminStatus":"draft"`, `"publishAt":""`}},

		// An admin cannot decide on a draft, nor set draft or scheduled.
		{name: "admin approves a draft", method: "PUT", url: "/api/media/media-status", who: "admin",
			body: `{"mediaId":"` + idTheirsDraft + `","adminStatus":"active"}`, status: 409,
			content: []string{`"message":"This draft has not been submitted for review yet."`}, after: statusIs(idTheirsDraft, moderation.Draft)},
		{name: "admin sets scheduled", method: "PUT", url: "/api/media/media-status", who: "admin",
			body: `{"mediaId":"` + idMine + `","adminStatus":"scheduled"}`, status: 400,
			content: []string{`"message":"Status must be one of pending, active, rejected, suspended."`}, after: statusIs(idMine, moderation.Pending)},
		// Approving an item whose release time is ahead schedules it: no followers' emails yet.
		{name: "admin approves a pending item with a release time", method: "PUT", url: "/api/media/media-status", who: "admin",
			body: `{"mediaId":"` + idMineTimed + `","adminStatus":"active"}`, status: 200,
			content: []string{`"adminStatus":"scheduled"`},
			after:   both(statusIs(idMineTimed, moderation.Scheduled), historyIs(idMineTimed, "pending>scheduled"))},

		// Release times through PATCH.
		{name: "owner sets a release time on a pending item", method: "PATCH", url: "/api/media/" + idMine, who: "user",
			body: `{"publishAt":"` + future + `"}`, status: 200, content: []string{`"publishAt":"` + strings.TrimSuffix(future, "Z")},
			after: statusIs(idMine, moderation.Pending)},
		{name: "owner sets a release time in the past", method: "PATCH", url: "/api/media/" + idMine, who: "user",
			body: `{"publishAt":"` + past + `"}`, status: 400,
			content: []string{`"publishAt":{"code":"validation_in_past","message":"The release time must be in the future."}`}},
		{name: "owner sets a release time on a released item", method: "PATCH", url: "/api/media/" + idMineActive, who: "user",
			body: `{"publishAt":"` + future + `"}`, status: 400,
			content: []string{`"publishAt":{"code":"validation_released","message":"This item is already released."}`}, after: statusIs(idMineActive, moderation.Active)},
		{name: "owner sends a release time that is not a time", method: "PATCH", url: "/api/media/" + idMine, who: "user",
			body: `{"publishAt":"monday 6am"}`, status: 400,
			content: []string{`"message":"The release time must be a date and time like 2026-12-01T06:00:00Z."`}},
		{name: "owner edits a draft: it stays a draft", method: "PATCH", url: "/api/media/" + idMineDraft, who: "user",
			body: `{"title":"Sketch, revised"}`, status: 200, content: []string{`"adminStatus":"draft"`}, after: statusIs(idMineDraft, moderation.Draft)},
		{name: "owner edits a scheduled item: back to review", method: "PATCH", url: "/api/media/" + idMineScheduled, who: "user",
			body: `{"title":"Monday Sermon, corrected"}`, status: 200, content: []string{`"adminStatus":"pending"`}},
		{name: "owner moves a scheduled release later", method: "PATCH", url: "/api/media/" + idMineScheduled, who: "user",
			body: `{"publishAt":"` + future + `"}`, status: 200, content: []string{`"adminStatus":"scheduled"`}},
		// Clearing the release time of a scheduled item releases it at once, as an approval.
		{name: "owner clears a scheduled release", method: "PATCH", url: "/api/media/" + idMineScheduled, who: "user",
			body: `{"publishAt":""}`, status: 200, content: []string{`"publishAt":""`},
			after: both(statusIs(idMineScheduled, moderation.Active), historyIs(idMineScheduled, "pending>scheduled", "scheduled>active"))},

		{name: "statuses list drafts and scheduled items", method: "GET", url: "/api/media/media-statuses", who: "user", status: 200,
			content: []string{`["draft","pending","active","scheduled","rejected","suspended"]`}},
	}
	runMediaRowsOn(t, rows, testutil.Factory, workflowFixture)
}

// TestUploadDraftsAndReleaseTimes: upload-media saves a draft when asked
// (never in review), takes a release time in the future, and refuses one in
// the past or a draft flag that is not a boolean, saving nothing.
func TestUploadDraftsAndReleaseTimes(t *testing.T) {
	t.Parallel()
	mp3 := audioFixture(t, "cbr.mp3")
	future := time.Now().Add(72 * time.Hour).UTC().Format(time.RFC3339)
	past := time.Now().Add(-time.Minute).UTC().Format(time.RFC3339)
	for _, c := range []struct {
		name    string
		extra   [][2]string
		status  int
		content []string
		media   int // media rows of mine after the request
	}{
		{"a draft", [][2]string{{"draft", "true"}}, 201, []string{`"message":"Draft saved"`, `"adminStatus":"draft"`}, 1},
		{"a release time", [][2]string{{"publishAt", future}}, 201,
			[]string{`"message":"Album uploaded successfully!"`, `"adminStatus":"pending"`, `"publishAt":"` + strings.TrimSuffix(future, "Z")}, 1},
		{"a draft with a release time", [][2]string{{"draft", "true"}, {"publishAt", future}}, 201, []string{`"adminStatus":"draft"`}, 1},
		{"a release time in the past", [][2]string{{"publishAt", past}}, 400,
			[]string{`"message":"The release time must be in the future."`}, 0},
		{"draft is not a boolean", [][2]string{{"draft", "maybe"}}, 400, []string{`"message":"Draft must be true or false."`}, 0},
	} {
		fx, headers := &mediaFixture{}, map[string]string{}
		body, ct := multipartBody(t, append([][2]string{{"podcastMetadata", albumMeta("")}, {"episodesMetadata", `[{"title":"One"}]`}}, c.extra...),
			part{"coverArt", "c.png", pngBytes(t)}, part{"episodeAudios", "one.mp3", mp3})
		headers["Content-Type"] = ct
		want := c.media
		sc := tests.ApiScenario{
			Name: "POST upload-media (" + c.name + ")", Method: http.MethodPost, URL: "/api/media/upload-media",
			Body: body, Headers: headers, BeforeTestFunc: asMediaRole(fx, "user", headers),
			ExpectedStatus: c.status, ExpectedContent: c.content, TestAppFactory: fixedIdFactory,
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				me, _ := app.FindAuthRecordByEmail("users", "me@example.com")
				// The fixture's three items of mine, plus what this request saved.
				n, err := app.CountRecords("media", dbx.HashExp{"artist": me.Id})
				if err != nil || int(n) != 3+want {
					t.Fatalf("%d items of mine (%v), want %d", n, err, 3+want)
				}
			},
		}
		sc.Test(t)
	}
}
