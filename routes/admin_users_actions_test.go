package routes_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"selah/testutil"
)

func TestAdminUsers(t *testing.T) {
	t.Parallel()
	list := "/api/admin/users/get-paginated-list-of-users"
	runMediaRows(t, []mediaRow{
		{name: "admin, all", method: "GET", url: list, who: "admin", status: 200,
			content: []string{`"totalCount":3`, `"email":"me@example.com"`, `"mediaCount":3`, `"accountStatus":"suspended"`}},
		{name: "admin, search", method: "GET", url: list + "?search=OTHER", who: "admin", status: 200,
			content: []string{`"totalCount":1`, `"email":"other@example.com"`}},
		{name: "admin, suspended", method: "GET", url: list + "?status=suspended", who: "admin", status: 200,
			content: []string{`"totalCount":1`, `"email":"out@example.com"`}},
		{name: "admin, page size 20", method: "GET", url: list + "?limit=20&page=1", who: "admin", status: 200, content: []string{`"limit":20`}},
		{name: "admin, bad status", method: "GET", url: list + "?status=banned", who: "admin", status: 400, content: []string{`"status"`}},
		{name: "admin, page 0", method: "GET", url: list + "?page=0", who: "admin", status: 400, content: []string{`"page"`}},
		{name: "admin, limit 1000", method: "GET", url: list + "?limit=1000", who: "admin", status: 400, content: []string{`"limit"`}},
		{name: "admin, limit text", method: "GET", url: list + "?limit=many", who: "admin", status: 400, content: []string{`"limit"`}},
		{name: "user token", method: "GET", url: list, who: "user", status: 403, content: []string{`"success":false`}},
		{name: "guest", method: "GET", url: list, status: 401, content: []string{`"success":false`}},

		{name: "admin exports", method: "GET", url: "/api/admin/users/export.csv?status=active", who: "admin", status: 200,
			content:    []string{"id,name,email,status,subscription,verified,uploads,joined", "me@example.com", "other@example.com"},
			notContent: []string{"out@example.com"}},
		{name: "user exports", method: "GET", url: "/api/admin/users/export.csv", who: "user", status: 403, content: []string{`"success":false`}},

		{name: "admin views a profile", method: "GET", url: "/api/admin/users/" + otherUserId, who: "admin", status: 200,
			content: []string{`"user":{`, `"email":"other@example.com"`, "Their Draft", "Their Anthem", `"stats":{`}},
		{name: "admin, unknown user", method: "GET", url: "/api/admin/users/nobody000000000", who: "admin", status: 404, content: []string{`"success":false`}},
		{name: "user views a profile", method: "GET", url: "/api/admin/users/" + otherUserId, who: "user", status: 403, content: []string{`"success":false`}},

		{name: "admin suspends", method: "PUT", url: "/api/admin/users/" + otherUserId + "/status", who: "admin",
			body: `{"accountStatus":"suspended"}`, status: 200, content: []string{`"message":"User suspended successfully"`}},
		{name: "admin reactivates", method: "PUT", url: "/api/admin/users/" + outUserId + "/status", who: "admin",
			body: `{"accountStatus":"active"}`, status: 200, content: []string{`"message":"User reactivated successfully"`}},
		{name: "admin, bad status", method: "PUT", url: "/api/admin/users/" + otherUserId + "/status", who: "admin",
			body: `{"accountStatus":"gone"}`, status: 400, content: []string{`"message":"Account status must be active or suspended."`}},
		{name: "admin, unknown user", method: "PUT", url: "/api/admin/users/nobody000000000/status", who: "admin",
			body: `{"accountStatus":"suspended"}`, status: 404, content: []string{`"success":false`}},
		{name: "user suspends", method: "PUT", url: "/api/admin/users/" + otherUserId + "/status", who: "user",
			body: `{"accountStatus":"suspended"}`, status: 403, content: []string{`"success":false`}},

		{name: "admin sends a message", method: "POST", url: "/api/admin/users/" + otherUserId + "/messages", who: "admin",
			body: `{"text":"  Please add lyrics to track 2.  "}`, status: 201, content: []string{`"message":"Message sent successfully"`},
			after: func(t testing.TB, app *tests.TestApp) {
				if app.TestMailer.TotalSend() == 0 || !strings.Contains(app.TestMailer.LastMessage().Text, "Please add lyrics to track 2.") {
					t.Fatal("the message was not emailed")
				}
				if n, _ := app.CountRecords("messages"); n != 1 {
					t.Fatalf("%d messages stored", n)
				}
			}},
		{name: "admin, blank message", method: "POST", url: "/api/admin/users/" + otherUserId + "/messages", who: "admin",
			body: `{"text":"   "}`, status: 400, content: []string{`"message":"Please write a message."`}},
		{name: "admin, message too long", method: "POST", url: "/api/admin/users/" + otherUserId + "/messages", who: "admin",
			body: `{"text":"` + strings.Repeat("a", 2001) + `"}`, status: 400, content: []string{`"message":"A message must be at most 2000 characters long."`}},
		{name: "admin, unknown user", method: "POST", url: "/api/admin/users/nobody000000000/messages", who: "admin",
			body: `{"text":"hi"}`, status: 404, content: []string{`"success":false`}},
		{name: "user sends a message", method: "POST", url: "/api/admin/users/" + otherUserId + "/messages", who: "user",
			body: `{"text":"hi"}`, status: 403, content: []string{`"success":false`}},
	}, fixedIdFactory)
}

// TestSuspension: a suspended creator's token stops working, they cannot
// sign in, and their media leaves every list a listener sees.
func TestSuspension(t *testing.T) {
	t.Parallel()
	s := newSession(t)
	catalogFixture(t, s.app)
	creator := s.user("creator@example.com", testutil.UserOpts{})
	listener := testutil.Token(t, s.user("listener@example.com", testutil.UserOpts{}))
	creatorToken := testutil.Token(t, creator)
	admin := testutil.Token(t, testutil.CreateAdmin(t, s.app, "staff@example.com"))
	m := newMediaRecord(t, s.app, "suspendmedia001", "Soon Hidden", "album", creator)
	if err := setActive(s.app, m); err != nil {
		t.Fatal(err)
	}
	s.do(tests.ApiScenario{Name: "listener sees the item", Method: http.MethodGet, URL: "/api/media/suspendmedia001",
		Headers: bearer(listener), ExpectedStatus: 200, ExpectedContent: []string{"Soon Hidden"}})
	s.do(tests.ApiScenario{Name: "admin suspends the creator", Method: http.MethodPut,
		URL: "/api/admin/users/" + creator.Id + "/status", Body: jsonBody(`{"accountStatus":"suspended"}`),
		Headers: bearer(admin), ExpectedStatus: 200, ExpectedContent: []string{"User suspended successfully"}})
	s.do(tests.ApiScenario{Name: "the creator's token is revoked", Method: http.MethodGet, URL: "/api/users/me",
		Headers: bearer(creatorToken), ExpectedStatus: 401, ExpectedContent: []string{`"success":false`}})
	s.do(tests.ApiScenario{Name: "the creator cannot sign in", Method: http.MethodPost, URL: "/api/users/login",
		Body:           jsonBody(`{"email":"creator@example.com","password":"` + testutil.Password + `"}`),
		ExpectedStatus: 403, ExpectedContent: []string{`"message":"Your account has been suspended."`}})
	s.do(tests.ApiScenario{Name: "listener no longer sees the item", Method: http.MethodGet, URL: "/api/media/suspendmedia001",
		Headers: bearer(listener), ExpectedStatus: 404, ExpectedContent: []string{`"success":false`}})
	s.do(tests.ApiScenario{Name: "nor through REST", Method: http.MethodGet, URL: "/api/collections/media/records",
		Headers: bearer(listener), ExpectedStatus: 200, ExpectedContent: []string{`"totalItems":0`}})
	s.do(tests.ApiScenario{Name: "nor on the creator's page", Method: http.MethodGet, URL: "/api/media/user-media/" + creator.Id,
		Headers: bearer(listener), ExpectedStatus: 404, ExpectedContent: []string{`"success":false`}})
	s.do(tests.ApiScenario{Name: "admin reactivates", Method: http.MethodPut,
		URL: "/api/admin/users/" + creator.Id + "/status", Body: jsonBody(`{"accountStatus":"active"}`),
		Headers: bearer(admin), ExpectedStatus: 200, ExpectedContent: []string{"User reactivated successfully"}})
	s.do(tests.ApiScenario{Name: "the creator signs in again", Method: http.MethodPost, URL: "/api/users/login",
		Body:           jsonBody(`{"email":"creator@example.com","password":"` + testutil.Password + `"}`),
		ExpectedStatus: 200, ExpectedContent: []string{`"token":"`}})
	s.do(tests.ApiScenario{Name: "the item is back", Method: http.MethodGet, URL: "/api/media/suspendmedia001",
		Headers: bearer(listener), ExpectedStatus: 200, ExpectedContent: []string{"Soon Hidden"}})
}
