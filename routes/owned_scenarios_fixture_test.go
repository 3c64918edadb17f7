package routes_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tests"
)

// The account, creator and admin routes' scenario tables (one per route
// file, issue 27) run on the readers' fixture (reader_scenarios_fixture_test.go):
// the same six roles and items in each state. A write's row names the
// events it fires (record saves, mails); a read's row, and a refused
// write's, fire none ("*": 0).

// noEvents is a read's or a refused write's: no model, record or mail event.
var noEvents = map[string]int{"*": 0}

// ownedWant is what one role gets from one request.
type ownedWant struct {
	status       int
	content, not []string
	events       map[string]int // nil: noEvents
	after        func(t testing.TB, app *tests.TestApp)
}

// forRoles is one scenario per role of want (in readerRoles' order), each
// sending body (JSON; none when empty).
func (fx *readerFixture) forRoles(name, method, url, body string, want map[readerRole]ownedWant) []tests.ApiScenario {
	var out []tests.ApiScenario
	for _, r := range readerRoles {
		w, ok := want[r]
		if !ok {
			continue
		}
		out = append(out, fx.scenario(name+" as "+string(r), r, method, url, body, w))
	}
	return out
}

// scenario is one request by r.
func (fx *readerFixture) scenario(name string, r readerRole, method, url, body string, w ownedWant) tests.ApiScenario {
	headers := map[string]string{}
	for k, v := range fx.as(r) {
		headers[k] = v
	}
	sc := tests.ApiScenario{
		Name: name, Method: method, URL: url, Headers: headers,
		ExpectedStatus: w.status, ExpectedContent: w.content, NotExpectedContent: w.not, ExpectedEvents: w.events,
	}
	if sc.ExpectedEvents == nil {
		sc.ExpectedEvents = noEvents
	}
	if body != "" {
		headers["Content-Type"] = "application/json"
		sc.Body = strings.NewReader(body)
	}
	if w.after != nil {
		after := w.after
		sc.AfterTestFunc = func(t testing.TB, app *tests.TestApp, _ *http.Response) { after(t, app) }
	}
	return sc
}

// refusals are the answers of a route for signed-in accounts only (users'
// routes): a guest's 401, an admin's and a suspended account's 403.
func refusals(m map[readerRole]ownedWant) map[readerRole]ownedWant {
	m[rdGuest] = ownedWant{status: 401, content: []string{`"success":false`}}
	m[rdAdmin] = ownedWant{status: 403, content: []string{`"success":false`}}
	m[rdSuspended] = ownedWant{status: 403, content: []string{`"message":"Your account has been suspended."`}}
	return m
}

// adminsOnly is a route only admins may call: want for the admin, a 401
// for a guest, a 403 for every account.
func adminsOnly(w ownedWant) map[readerRole]ownedWant {
	m := map[readerRole]ownedWant{rdAdmin: w, rdGuest: {status: 401, content: []string{`"success":false`}}}
	for _, r := range []readerRole{rdListener, rdOwner, rdOther, rdSuspended} {
		m[r] = ownedWant{status: 403, content: []string{`"success":false`}}
	}
	return m
}

// mailsSent is an after check: the test mailer sent n messages.
func mailsSent(n int) func(t testing.TB, app *tests.TestApp) {
	return func(t testing.TB, app *tests.TestApp) {
		if got := app.TestMailer.TotalSend(); got != n {
			t.Fatalf("%d mails sent, want %d", got, n)
		}
	}
}

// saved is the events of one record save of kind (create, update or
// delete) through PocketBase: the record's and the model's hooks.
func saved(kind string, n int) map[string]int {
	k := map[string]string{"create": "Create", "update": "Update", "delete": "Delete"}[kind]
	return map[string]int{"OnRecord" + k: n, "OnModel" + k: n, "OnRecordAfter" + k + "Success": n}
}

// with adds events to m.
func with(m map[string]int, more map[string]int) map[string]int {
	out := map[string]int{}
	for k, v := range m {
		out[k] = v
	}
	for k, v := range more {
		out[k] = v
	}
	return out
}

// followRowsNow is an after check: the follows table holds n rows.
func followRowsNow(n int) func(t testing.TB, app *tests.TestApp) {
	return func(t testing.TB, app *tests.TestApp) {
		if got, err := app.CountRecords("follows"); err != nil || int(got) != n {
			t.Fatalf("%d follows rows (%v), want %d", got, err, n)
		}
	}
}
