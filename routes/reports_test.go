package routes_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"selah/internal/accounts"
	"selah/internal/moderation"
	"selah/internal/reports"
	"selah/testutil"
)

// Trust and safety (API.md "Reports", issue 30): reports and copyright
// notices, the admins' queue and its verdicts, appeals, blocked sign-up
// domains, the dashboard's figures.

const (
	reportedEmail = "watcher@example.net"
	appealMessage = "The song is mine: I wrote it in 2019."
)

// reportsFixture adds to the media fixture: an open report of the other
// creator's approved album by a signed-out visitor; my pending album
// rejected (so appealable) and my rejected podcast already appealed; and a
// blocked domain.
func reportsFixture(t testing.TB, app *tests.TestApp) {
	theirs := mustFind(t, app, "media", idTheirsActive)
	if _, err := reports.File(app, reports.Report{Media: theirs, Email: reportedEmail, Reason: "spam", Details: "Links in every title"}); err != nil {
		t.Fatal(err)
	}
	if err := moderation.SetStatus(app, mustFind(t, app, "media", idMine), moderation.Rejected, nil, "Clipping at 1:02"); err != nil {
		t.Fatal(err)
	}
	me, _ := app.FindAuthRecordByEmail("users", "me@example.com")
	if _, err := reports.FileAppeal(app, mustFind(t, app, "media", idMineRejected), me, appealMessage); err != nil {
		t.Fatal(err)
	}
	if _, err := accounts.BlockDomain(app, "spam.example"); err != nil {
		t.Fatal(err)
	}
}

// reportsOf checks how many reports media has in state status.
func reportsOf(id, status string, want int) func(testing.TB, *tests.TestApp) {
	return func(t testing.TB, app *tests.TestApp) {
		n, err := app.CountRecords(reports.ReportsCollection, dbx.HashExp{"media": id, "status": status})
		if err != nil || int(n) != want {
			t.Fatalf("%s has %d %s reports (%v), want %d", id, n, status, err, want)
		}
	}
}

// lastKind checks media's newest history row's kind and move.
func lastKind(id, kind, from, to string) func(testing.TB, *tests.TestApp) {
	return func(t testing.TB, app *tests.TestApp) {
		evs, err := app.FindRecordsByFilter("moderation_events", "media = {:m}", "-created", 1, 0, dbx.Params{"m": id})
		if err != nil || len(evs) != 1 {
			t.Fatalf("history of %s: %v", id, err)
		}
		if ev := evs[0]; ev.GetString("kind") != kind || ev.GetString("fromStatus") != from || ev.GetString("toStatus") != to {
			t.Fatalf("last history row of %s: %v", id, ev.FieldsData())
		}
	}
}

// mailedTo checks that some email to address has subject in its subject.
func mailedTo(address, subject string) func(testing.TB, *tests.TestApp) {
	return func(t testing.TB, app *tests.TestApp) {
		var got []string
		for _, m := range app.TestMailer.Messages() {
			got = append(got, m.To[0].Address+": "+m.Subject)
			if m.To[0].Address == address && strings.Contains(m.Subject, subject) {
				return
			}
		}
		t.Fatalf("no email to %s about %q; sent: %v", address, subject, got)
	}
}

func TestReportRoutes(t *testing.T) {
	t.Parallel()
	report := func(id string) string { return "/api/media/" + id + "/report" }
	spam := func(email string) string { return `{"reason":"spam","details":"Buy now","email":"` + email + `"}` }
	notice := `{"reason":"copyright","email":"label@example.org","work":"Hymn of Dawn (2019 recording)","rightsHolder":"Dawn Records",` +
		`"contact":"Dawn Records, 1 Main St, Springfield","goodFaith":true,"accurate":true}`
	rows := []mediaRow{
		// Reporting: anyone who can see the item.
		{name: "guest with an email", method: "POST", url: report(idMineActive), body: spam("visitor@example.org"), status: 201,
			content: []string{`"message":"Thank you. Your report was received and will be reviewed."`, `"reportId":"`},
			after:   both(reportsOf(idMineActive, reports.Open, 1), mailedTo("visitor@example.org", "We received your report"))},
		{name: "guest reports again", method: "POST", url: report(idTheirsActive), body: spam(strings.ToUpper(reportedEmail)), status: 409,
			content: []string{`"message":"You have already reported this item. We will let you know what happens."`},
			after:   reportsOf(idTheirsActive, reports.Open, 1)},
		{name: "guest without an email", method: "POST", url: report(idMineActive), body: `{"reason":"spam"}`, status: 400,
			content: []string{`"email":{"code":"validation_required","message":"Please enter your email so we can tell you what happens."}`},
			after:   reportsOf(idMineActive, reports.Open, 0)},
		{name: "no reason", method: "POST", url: report(idMineActive), body: `{"reason":"boring","email":"a@example.org"}`, status: 400,
			content: []string{`"reason":{"code":"validation_invalid","message":"Please choose a reason."}`}},
		{name: "something else without details", method: "POST", url: report(idMineActive), body: `{"reason":"other","email":"a@example.org"}`, status: 400,
			content: []string{`"details":{"code":"validation_required"`}},
		{name: "details too long", method: "POST", url: report(idMineActive),
			body: `{"reason":"spam","email":"a@example.org","details":"` + strings.Repeat("x", 2001) + `"}`, status: 400,
			content: []string{`"message":"Details must be at most 2,000 characters."`}},
		{name: "a copyright notice without its fields", method: "POST", url: report(idMineActive),
			body: `{"reason":"copyright","email":"a@example.org","goodFaith":true}`, status: 400,
			content: []string{`"work":{"code":"validation_required"`, `"accurate":{"code":"validation_required","message":"Please confirm this statement."}`}},
		{name: "a copyright notice", method: "POST", url: report(idMineActive), body: notice, status: 201, content: []string{`"reportId":"`},
			after: func(t testing.TB, app *tests.TestApp) {
				r, err := app.FindFirstRecordByData(reports.ReportsCollection, "media", idMineActive)
				if err != nil || r.GetString("reason") != "copyright" || !strings.Contains(r.GetString("notice"), "Dawn Records") {
					t.Fatalf("notice stored as %v (%v)", r, err)
				}
			}},
		{name: "a signed-in listener (email ignored)", method: "POST", url: report(idTheirsActive), who: "user", body: spam("x@example.org"), status: 201, content: []string{`"reportId":"`},
			after: both(reportsOf(idTheirsActive, reports.Open, 2), mailedTo("me@example.com", "We received your report"))},
		{name: "an episode of another item", method: "POST", url: report(idMineActive), who: "user",
			body: `{"reason":"spam","episodeId":"nothing00000000"}`, status: 400, content: []string{`"episodeId":{"code":"validation_invalid"`}},
		{name: "a pending item", method: "POST", url: report(idTheirsPending), body: spam("a@example.org"), status: 404, content: []string{`"success":false`}},
		{name: "an unknown item", method: "POST", url: report("nothing00000000"), body: spam("a@example.org"), status: 404, content: []string{`"success":false`}},
		{name: "an admin", method: "POST", url: report(idMineActive), who: "admin", body: spam("a@example.org"), status: 403, content: []string{`"success":false`}},

		// The queue: admins only; reporters' emails are for admins.
		{name: "admin reads the queue", method: "GET", url: "/api/admin/reports", who: "admin", status: 200,
			content: []string{`"total":1`, `"openReports":1`, `"_id":"` + idTheirsActive + `"`, `"count":1`, `"reasons":["spam"]`,
				`"email":"` + reportedEmail + `"`, `"details":"Links in every title"`}},
		{name: "admin reads resolved reports", method: "GET", url: "/api/admin/reports?status=resolved", who: "admin", status: 200,
			content: []string{`"total":0`, `"data":[]`}},
		{name: "a bad status", method: "GET", url: "/api/admin/reports?status=closed", who: "admin", status: 400, content: []string{`"success":false`}},
		{name: "user reads the queue", method: "GET", url: "/api/admin/reports", who: "user", status: 403, notContent: []string{reportedEmail}},
		{name: "guest reads the queue", method: "GET", url: "/api/admin/reports", status: 401, notContent: []string{reportedEmail}},

		// Verdicts.
		{name: "admin dismisses", method: "PUT", url: "/api/admin/reports/" + idTheirsActive, who: "admin",
			body: `{"action":"dismiss","reason":"Not spam"}`, status: 200, content: []string{`"message":"Reports dismissed"`, `"resolved":1`},
			after: both(reportsOf(idTheirsActive, reports.Resolved, 1), statusIs(idTheirsActive, moderation.Active),
				lastKind(idTheirsActive, "reports_dismissed", moderation.Active, moderation.Active))},
		{name: "takedown without a reason", method: "PUT", url: "/api/admin/reports/" + idTheirsActive, who: "admin",
			body: `{"action":"takedown"}`, status: 400, content: []string{`"reason":{"code":"validation_required","message":"Please give the reason for the takedown."}`},
			after: reportsOf(idTheirsActive, reports.Open, 1)},
		{name: "admin takes it down", method: "PUT", url: "/api/admin/reports/" + idTheirsActive, who: "admin",
			body: `{"action":"takedown","reason":"Spam links"}`, status: 200, content: []string{`"message":"Item taken down"`},
			after: both(reportsOf(idTheirsActive, reports.Resolved, 1), statusIs(idTheirsActive, moderation.Suspended),
				lastKind(idTheirsActive, "takedown", moderation.Active, moderation.Suspended),
				mailedTo("other@example.com", "was taken down"), mailedTo(reportedEmail, "was taken down"))},
		{name: "an item without open reports", method: "PUT", url: "/api/admin/reports/" + idMineActive, who: "admin",
			body: `{"action":"dismiss"}`, status: 409, content: []string{`"message":"This item has no open reports."`}},
		{name: "a bad action", method: "PUT", url: "/api/admin/reports/" + idTheirsActive, who: "admin", body: `{"action":"ban"}`, status: 400, content: []string{`"success":false`}},
		{name: "an unknown item", method: "PUT", url: "/api/admin/reports/nothing00000000", who: "admin", body: `{"action":"dismiss"}`, status: 404, content: []string{`"success":false`}},
		{name: "user", method: "PUT", url: "/api/admin/reports/" + idTheirsActive, who: "user", body: `{"action":"dismiss"}`, status: 403, content: []string{`"success":false`},
			after: reportsOf(idTheirsActive, reports.Open, 1)},

		// Appeals.
		{name: "owner appeals a rejection", method: "POST", url: "/api/media/" + idMine + "/appeal", who: "user",
			body: `{"message":"I fixed the clipping."}`, status: 201,
			content: []string{`"message":"Your appeal was sent. An admin will look at it."`, `"status":"open"`}},
		{name: "owner appeals the same decision again", method: "POST", url: "/api/media/" + idMineRejected + "/appeal", who: "user",
			body: `{"message":"Again"}`, status: 409, content: []string{`"message":"You have already appealed this decision."`}},
		{name: "owner appeals an approved item", method: "POST", url: "/api/media/" + idMineActive + "/appeal", who: "user",
			body: `{"message":"Why"}`, status: 400, content: []string{`"message":"Only a rejected or taken down item can be appealed."`}},
		{name: "an empty appeal", method: "POST", url: "/api/media/" + idMine + "/appeal", who: "user", body: `{"message":" "}`, status: 400,
			content: []string{`"message":{"code":"validation_required"`}},
		{name: "guest appeals", method: "POST", url: "/api/media/" + idMine + "/appeal", body: `{"message":"x"}`, status: 401, content: []string{`"success":false`}},
		{name: "owner sees the appeal on the item", method: "GET", url: "/api/media/" + idMineRejected, who: "user", status: 200,
			content: []string{`"appeal":{"_id":"`, `"status":"open"`, appealMessage}},
		{name: "an item without an appeal", method: "GET", url: "/api/media/" + idMineActive, who: "user", status: 200,
			content: []string{`"appeal":null`}},
		{name: "admin lists appeals", method: "GET", url: "/api/admin/appeals", who: "admin", status: 200,
			content: []string{`"total":1`, appealMessage, `"decision":{"createdAt":"`, `"fromStatus":"pending","reason":"reviewed","toStatus":"rejected"}`,
				`"email":"me@example.com"`}},
		{name: "user lists appeals", method: "GET", url: "/api/admin/appeals", who: "user", status: 403, notContent: []string{appealMessage}},
		{name: "history shows the appeal", method: "GET", url: "/api/admin/media/" + idMineRejected + "/history", who: "admin", status: 200,
			content: []string{`"appeals":[{`, appealMessage, `"kind":""`}},
		{name: "dashboard figures", method: "GET", url: "/api/admin/dashboard", who: "admin", status: 200,
			content: []string{`"trust":{"openReports":1,"appealsWaiting":1,"medianResolveHours":null}`}},

		// Blocked sign-up domains.
		{name: "admin lists blocked domains", method: "GET", url: "/api/admin/blocked-domains", who: "admin", status: 200,
			content: []string{`"domain":"spam.example"`}},
		{name: "admin blocks a domain", method: "POST", url: "/api/admin/blocked-domains", who: "admin", body: `{"domain":" @Junk.Example. "}`,
			status: 201, content: []string{`"domain":"junk.example"`}},
		{name: "admin blocks it twice", method: "POST", url: "/api/admin/blocked-domains", who: "admin", body: `{"domain":"spam.example"}`,
			status: 409, content: []string{`"message":"This domain is already blocked."`}},
		{name: "not a domain", method: "POST", url: "/api/admin/blocked-domains", who: "admin", body: `{"domain":"not a domain"}`,
			status: 400, content: []string{`"domain":{"code":"validation_invalid","message":"Please enter a domain like example.com."}`}},
		{name: "user blocks a domain", method: "POST", url: "/api/admin/blocked-domains", who: "user", body: `{"domain":"x.example"}`, status: 403, content: []string{`"success":false`}},
		{name: "a sign-up from a blocked domain's subdomain", method: "POST", url: "/api/users/create-new-account",
			body: `{"name":"Spammer","email":"bot@mail.spam.example","password":"longenough1"}`, status: 400,
			content: []string{`"email":{"code":"validation_blocked_domain","message":"Sign-ups from this email domain are not allowed."}`},
			after: func(t testing.TB, app *tests.TestApp) {
				if _, err := app.FindAuthRecordByEmail("users", "bot@mail.spam.example"); err == nil {
					t.Fatal("the account was created")
				}
			}},
		{name: "a sign-up from a domain that only ends alike", method: "POST", url: "/api/users/create-new-account",
			body: `{"name":"Fine","email":"fine@notspam.example","password":"longenough1"}`, status: 201,
			content: []string{`"email":"fine@notspam.example"`}},
	}
	runMediaRowsOn(t, rows, testutil.Factory, reportsFixture)
}

// TestAppealDecisions: an admin grants an appeal (the item is approved
// again, with the history row and the creator's email) or denies it (the
// decision stands); a decided appeal cannot be decided again.
func TestAppealDecisions(t *testing.T) {
	t.Parallel()
	appealId := func(app *tests.TestApp) string {
		a, err := app.FindFirstRecordByData(reports.AppealsCollection, "media", idMineRejected)
		if err != nil {
			t.Fatal(err)
		}
		return a.Id
	}
	for _, c := range []struct {
		action, message, status, kind, subject string
	}{
		{"grant", "Appeal granted", moderation.Active, "appeal_granted", "was granted"},
		{"deny", "Appeal denied", moderation.Rejected, "appeal_denied", "was not granted"},
	} {
		fx := &mediaFixture{}
		headers := map[string]string{}
		var id string
		(&tests.ApiScenario{
			Name: "PUT /api/admin/appeals/{id} (" + c.action + ")", Method: http.MethodPut,
			URL: "/api/admin/appeals/appealidfixed01", Body: jsonBody(`{"action":"` + c.action + `","reason":"We listened again"}`),
			Headers: headers, TestAppFactory: testutil.Factory,
			BeforeTestFunc: func(t testing.TB, app *tests.TestApp, e *core.ServeEvent) {
				asMediaRole(fx, "admin", headers)(t, app, e)
				reportsFixture(t, app)
				// The fixture's appeal under a fixed id, so the URL can name it.
				id = appealId(app)
				if _, err := app.DB().Update(reports.AppealsCollection, dbx.Params{"id": "appealidfixed01"}, dbx.HashExp{"id": id}).Execute(); err != nil {
					t.Fatal(err)
				}
			},
			ExpectedStatus: 200, ExpectedContent: []string{fmt.Sprintf(`"message":"%s"`, c.message)},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				statusIs(idMineRejected, c.status)(t, app)
				lastKind(idMineRejected, c.kind, moderation.Rejected, c.status)(t, app)
				mailedTo("me@example.com", c.subject)(t, app)
				if _, err := reports.DecideAppeal(app, "appealidfixed01", true, "", nil, ""); err != reports.ErrAppealDecided {
					t.Fatalf("deciding again: %v", err)
				}
				// The creator still sees the appeal and its outcome, and
				// cannot appeal the same decision again.
				media := mustFind(t, app, "media", idMineRejected)
				a, err := reports.AppealOf(app, media)
				if err != nil || a == nil || a.GetString("status") != map[string]string{"grant": reports.Granted, "deny": reports.Denied}[c.action] {
					t.Fatalf("the appeal the creator sees after %s: %v (%v)", c.action, a, err)
				}
				me, _ := app.FindAuthRecordByEmail("users", "me@example.com")
				if _, err := reports.FileAppeal(app, media, me, "Once more"); c.action == "deny" && err != reports.ErrAlreadyAppealed ||
					c.action == "grant" && err != reports.ErrNotAppealable {
					t.Fatalf("appealing again after %s: %v", c.action, err)
				}
			},
		}).Test(t)
	}
}

// TestReportsAreRateLimited: one caller address makes at most
// reports.PerWindow reports an hour, whatever email it gives.
func TestReportsAreRateLimited(t *testing.T) {
	s := newSession(t)
	fx := &mediaFixture{}
	fx.setup(t, s.app, nil)
	for i := 0; i <= reports.PerWindow; i++ {
		status, content := http.StatusCreated, `"reportId":"`
		if i == reports.PerWindow {
			status, content = http.StatusTooManyRequests, `"message":"You have sent many reports in a short time. Please try again later."`
		}
		s.do(tests.ApiScenario{Name: fmt.Sprintf("report %d", i+1), Method: http.MethodPost, URL: "/api/media/" + idMineActive + "/report",
			Body: jsonBody(fmt.Sprintf(`{"reason":"spam","email":"caller%d@example.org"}`, i)), ExpectedStatus: status,
			ExpectedContent: []string{content}})
	}
	if n, _ := s.app.CountRecords(reports.ReportsCollection); int(n) != reports.PerWindow {
		t.Fatalf("%d reports stored, want %d", n, reports.PerWindow)
	}
}
