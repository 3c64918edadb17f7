package routes_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/tests"

	"selah/internal/moderation"
	"selah/testutil"
)

func TestMediaByAdminStatus(t *testing.T) {
	t.Parallel()
	url := "/api/media/media-by-admin-status"
	runMediaRows(t, []mediaRow{
		{name: "admin, all", method: "GET", url: url, who: "admin", status: 200,
			content: []string{`"total":6`, `"media":[`, `"stats":{`, `"newThisMonth":6`, `"averageSessionMinutes":0`, `"email":"`}},
		{name: "admin, all as 'all'", method: "GET", url: url + "?adminStatus=all", who: "admin", status: 200, content: []string{`"total":6`}},
		{name: "admin, pending", method: "GET", url: url + "?adminStatus=pending", who: "admin", status: 200,
			content: []string{`"total":2`, "Pending Praise", "Their Draft"}, notContent: []string{"Their Anthem"}},
		{name: "admin, albums", method: "GET", url: url + "?type=album", who: "admin", status: 200, content: []string{`"total":4`}},
		{name: "admin, search by artist", method: "GET", url: url + "?search=other%20artist", who: "admin", status: 200,
			content: []string{`"total":2`, "Their Anthem", "Their Draft"}},
		{name: "admin, search by title", method: "GET", url: url + "?search=grace", who: "admin", status: 200,
			content: []string{`"total":1`, "Grace Abounds"}},
		// Three characters or more: the admin search index alone, or with
		// the filters read from media; shorter: the LIKE scan.
		{name: "admin, search, other case", method: "GET", url: url + "?search=GRACE%20ab", who: "admin", status: 200,
			content: []string{`"total":1`, "Grace Abounds"}},
		{name: "admin, search by artist, pending only", method: "GET", url: url + "?search=other%20artist&adminStatus=pending",
			who: "admin", status: 200, content: []string{`"total":1`, "Their Draft"}, notContent: []string{"Their Anthem"}},
		{name: "admin, search by artist, sermons only", method: "GET", url: url + "?search=other%20artist&type=sermon",
			who: "admin", status: 200, content: []string{`"total":0`, `"media":[]`}},
		{name: "admin, search, newest first, page 2 of 2", method: "GET", url: url + "?search=their&limit=1&page=2",
			who: "admin", status: 200, content: []string{`"total":2`, "Their Anthem"}, notContent: []string{"Their Draft"}},
		{name: "admin, search past the last page", method: "GET", url: url + "?search=their&page=3",
			who: "admin", status: 200, content: []string{`"total":2`, `"media":[]`}},
		{name: "admin, two-letter search", method: "GET", url: url + "?search=ra", who: "admin", status: 200,
			content: []string{`"total":3`, "Grace Abounds", "Pending Praise", "Their Draft"}},
		{name: "admin, search with a quote", method: "GET", url: url + `?search=%22grace`, who: "admin", status: 200,
			content: []string{`"total":0`}},
		{name: "admin, page 2 of 3", method: "GET", url: url + "?limit=2&page=2", who: "admin", status: 200,
			content: []string{`"total":6`, `"page":2`}},
		{name: "admin, page 1000", method: "GET", url: url + "?page=1000", who: "admin", status: 200, content: []string{`"media":[]`, `"total":6`}},
		{name: "admin, page 0", method: "GET", url: url + "?page=0", who: "admin", status: 400, content: []string{`"page"`}},
		{name: "admin, page -1", method: "GET", url: url + "?page=-1", who: "admin", status: 400, content: []string{`"page"`}},
		{name: "admin, limit 1000", method: "GET", url: url + "?limit=1000", who: "admin", status: 400, content: []string{`"limit"`}},
		{name: "admin, page text", method: "GET", url: url + "?page=two", who: "admin", status: 400, content: []string{`"page"`}},
		{name: "admin, unknown status", method: "GET", url: url + "?adminStatus=live", who: "admin", status: 400, content: []string{`"adminStatus"`}},
		{name: "user token", method: "GET", url: url, who: "user", status: 403, content: []string{`"success":false`}},
		{name: "guest", method: "GET", url: url, status: 401, content: []string{`"success":false`}},
	})
}

func TestChangeMediaStatus(t *testing.T) {
	t.Parallel()
	url := "/api/media/media-status"
	events := func(id string, want int) func(testing.TB, *tests.TestApp) {
		return func(t testing.TB, app *tests.TestApp) {
			n, _ := app.CountRecords("moderation_events", dbx.HashExp{"media": id})
			if int(n) != want {
				t.Fatalf("%d moderation events for %s, want %d", n, id, want)
			}
		}
	}
	both := func(fs ...func(testing.TB, *tests.TestApp)) func(testing.TB, *tests.TestApp) {
		return func(t testing.TB, app *tests.TestApp) {
			for _, f := range fs {
				f(t, app)
			}
		}
	}
	mailed := func(subject string) func(testing.TB, *tests.TestApp) {
		return func(t testing.TB, app *tests.TestApp) {
			if app.TestMailer.TotalSend() == 0 || !strings.Contains(app.TestMailer.LastMessage().Subject, subject) {
				t.Fatalf("no email %q to the creator", subject)
			}
		}
	}
	runMediaRows(t, []mediaRow{
		{name: "admin approves", method: "PUT", url: url, who: "admin", body: `{"mediaId":"` + idMine + `","adminStatus":"active"}`,
			status: 200, content: []string{`"message":"Status changed to active"`, `"adminStatus":"active"`},
			after: both(statusIs(idMine, moderation.Active), events(idMine, 1), mailed("is live"))},
		{name: "admin rejects with a reason (status alias)", method: "PUT", url: url, who: "admin",
			body: `{"mediaId":"` + idMine + `","status":"rejected","reason":"Audio clips at 1:02"}`, status: 200,
			content: []string{`"message":"Status changed to rejected"`, `"statusReason":"Audio clips at 1:02"`},
			after:   both(statusIs(idMine, moderation.Rejected), mailed("was not approved"))},
		{name: "admin suspends an approved item", method: "PUT", url: url, who: "admin",
			body: `{"mediaId":"` + idTheirsActive + `","adminStatus":"suspended"}`, status: 200,
			content: []string{`"message":"Status changed to suspended"`},
			after:   both(statusIs(idTheirsActive, moderation.Suspended), events(idTheirsActive, 2))},
		{name: "unknown status", method: "PUT", url: url, who: "admin", body: `{"mediaId":"` + idMine + `","adminStatus":"live"}`,
			status: 400, content: []string{`"message":"Status must be one of pending, active, rejected, suspended."`},
			after: both(statusIs(idMine, moderation.Pending), events(idMine, 0))},
		{name: "missing status", method: "PUT", url: url, who: "admin", body: `{"mediaId":"` + idMine + `"}`,
			status: 400, content: []string{`"message":"Please choose a status."`}},
		{name: "missing mediaId", method: "PUT", url: url, who: "admin", body: `{"adminStatus":"active"}`,
			status: 400, content: []string{`"mediaId"`}},
		{name: "unknown mediaId", method: "PUT", url: url, who: "admin", body: `{"mediaId":"nothing00000000","adminStatus":"active"}`,
			status: 404, content: []string{`"success":false`}},
		{name: "malformed JSON", method: "PUT", url: url, who: "admin", body: `{"mediaId":`, status: 400,
			content: []string{`"message":"The request body is not valid JSON."`}},
		{name: "user token", method: "PUT", url: url, who: "user", body: `{"mediaId":"` + idMine + `","adminStatus":"active"}`,
			status: 403, content: []string{`"success":false`}, after: statusIs(idMine, moderation.Pending)},
		{name: "guest", method: "PUT", url: url, body: `{"mediaId":"` + idMine + `","adminStatus":"active"}`,
			status: 401, content: []string{`"success":false`}},
	})
}

func TestMediaHistory(t *testing.T) {
	t.Parallel()
	runMediaRows(t, []mediaRow{
		{name: "admin", method: "GET", url: "/api/admin/media/" + idMineRejected + "/history", who: "admin", status: 200,
			content: []string{`"fromStatus":"pending"`, `"toStatus":"rejected"`, `"reason":"reviewed"`, `"admin":{"_id":"`, `"name":"Test Admin"`}},
		{name: "admin, no history", method: "GET", url: "/api/admin/media/" + idMine + "/history", who: "admin", status: 200,
			content: []string{`"data":[]`}},
		{name: "admin, unknown id", method: "GET", url: "/api/admin/media/nothing00000000/history", who: "admin", status: 404,
			content: []string{`"success":false`}},
		{name: "user token (own item)", method: "GET", url: "/api/admin/media/" + idMineRejected + "/history", who: "user", status: 403,
			content: []string{`"success":false`}},
		{name: "guest", method: "GET", url: "/api/admin/media/" + idMine + "/history", status: 401, content: []string{`"success":false`}},
	})
}

func TestSuperuserModeratesThroughREST(t *testing.T) {
	t.Parallel()
	fx, headers := &mediaFixture{}, map[string]string{}
	sc := tests.ApiScenario{
		Name: "PATCH media record as superuser", Method: http.MethodPatch,
		URL: "/api/collections/media/records/" + idMine, Body: jsonBody(`{"adminStatus":"active"}`), Headers: headers,
		BeforeTestFunc: asMediaRole(fx, "superuser", headers), ExpectedStatus: 200,
		ExpectedContent: []string{`"adminStatus":"active"`},
		AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
			statusIs(idMine, moderation.Active)(t, app)
			if n, _ := app.CountRecords("moderation_events", dbx.HashExp{"media": idMine, "toStatus": "active"}); n != 1 {
				t.Fatalf("%d moderation events for the superuser's change", n)
			}
		},
		TestAppFactory: testutil.Factory,
	}
	sc.Test(t)
}
