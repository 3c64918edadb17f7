package routes_test

import (
	"net/http"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"selah/testutil"
)

func TestUserStatistics(t *testing.T) {
	t.Parallel()
	url := "/api/admin/users/get-user-statistics"
	for _, c := range []struct {
		who     string
		status  int
		content []string
	}{
		// me (verified), out (suspended) and two more: one premium, one unverified.
		{"admin", 200, []string{`"totalUsers":{"count":4,"monthlyGrowth":100}`, `"verifiedUsers":{"count":2,"percentage":50}`,
			`"premiumUsers":{"count":1,"percentage":25}`, `"newUsersThisMonth":{"count":4}`}},
		{"user", 403, []string{`"success":false`, `"message":"Only admins can do this."`}},
		{"suspended", 403, []string{`"success":false`}},
		{"superuser", 403, []string{`"success":false`}},
		{"", 401, []string{`"success":false`}},
	} {
		fx, headers := &meFixture{}, map[string]string{}
		role := asRole(fx, c.who, headers)
		sc := tests.ApiScenario{
			Name: "GET get-user-statistics (" + c.who + ")", Method: http.MethodGet, URL: url, Headers: headers,
			BeforeTestFunc: func(t testing.TB, app *tests.TestApp, e *core.ServeEvent) {
				role(t, app, e)
				testutil.CreateUser(t, app, "rich@example.com", testutil.UserOpts{Premium: true, Unverified: false})
				testutil.CreateUser(t, app, "new@example.com", testutil.UserOpts{Unverified: true})
			},
			ExpectedStatus: c.status, ExpectedContent: c.content, TestAppFactory: testutil.Factory,
		}
		sc.Test(t)
	}
}

func TestUnknownApiPath(t *testing.T) {
	t.Parallel()
	for _, m := range []string{http.MethodGet, http.MethodPost} {
		sc := tests.ApiScenario{
			Name: m + " unknown /api path", Method: m, URL: "/api/users/nothing-here",
			ExpectedStatus: 404, ExpectedContent: []string{`"status":404`},
			NotExpectedContent: []string{"<html"}, TestAppFactory: testutil.Factory,
		}
		sc.Test(t)
	}
}

func TestMessagesList(t *testing.T) {
	t.Parallel()
	fx, headers := &meFixture{}, map[string]string{}
	role := asRole(fx, "user", headers)
	sc := tests.ApiScenario{
		Name: "GET messages (two messages, page size 1)", Method: http.MethodGet, URL: "/api/users/messages?limit=1&page=1",
		Headers: headers,
		BeforeTestFunc: func(t testing.TB, app *tests.TestApp, e *core.ServeEvent) {
			role(t, app, e)
			me, _ := app.FindAuthRecordByEmail("users", "me@example.com")
			other, _ := app.FindAuthRecordByEmail("users", "out@example.com")
			admin, _ := app.FindAuthRecordByEmail("admins", "staff@example.com")
			coll, _ := app.FindCollectionByNameOrId("messages")
			for _, m := range []struct{ to, text string }{{me.Id, "first"}, {me.Id, "second"}, {other.Id, "not yours"}} {
				r := core.NewRecord(coll)
				r.Set("from", admin.Id)
				r.Set("to", m.to)
				r.Set("text", m.text)
				if err := app.Save(r); err != nil {
					t.Fatal(err)
				}
			}
		},
		ExpectedStatus:     200,
		ExpectedContent:    []string{`"totalCount":2`, `"from":{"name":"Test Admin"}`, `"text":"`},
		NotExpectedContent: []string{"not yours"},
		TestAppFactory:     testutil.Factory,
	}
	sc.Test(t)
}

// TestAdminUsersScenarios is admin_users.go's table (its routes live in
// admin_users.go, admin_users_list.go and admin_users_actions.go): a
// suspension is one users update, a message one messages row and one mail;
// an unknown account is a 404, an empty message or a bad status a 400, with
// nothing written.
func TestAdminUsersScenarios(t *testing.T) {
	t.Parallel()
	fx := newReaderFixture(t)
	listener := fx.ids[rdListener]
	var table []tests.ApiScenario
	table = append(table, fx.forRoles("statistics", "GET", "/api/admin/users/get-user-statistics", "",
		adminsOnly(ownedWant{status: 200, content: []string{`"totalUsers":{"count":4`}}))...)
	table = append(table, fx.forRoles("profile", "GET", "/api/admin/users/"+fx.ids[rdOwner], "",
		adminsOnly(ownedWant{status: 200, content: []string{"owner@example.com", rdDraftTitle, rdCastTitle}}))...)
	table = append(table, fx.forRoles("unknown profile", "GET", "/api/admin/users/nobody000000000", "",
		map[readerRole]ownedWant{rdAdmin: {status: 404, content: []string{`"success":false`}}})...)
	table = append(table, fx.forRoles("suspend", "PUT", "/api/admin/users/"+listener+"/status", `{"accountStatus":"suspended"}`,
		adminsOnly(ownedWant{status: 200, content: []string{"User suspended successfully", `"accountStatus":"suspended"`},
			events: with(saved("update", 1), saved("create", 0))}))...)
	table = append(table, fx.forRoles("bad status", "PUT", "/api/admin/users/"+listener+"/status", `{"accountStatus":"gone"}`,
		map[readerRole]ownedWant{rdAdmin: {status: 400, content: []string{`"success":false`}}})...)
	table = append(table, fx.forRoles("message", "POST", "/api/admin/users/"+listener+"/messages", `{"text":"Welcome aboard"}`,
		adminsOnly(ownedWant{status: 201, content: []string{"Message sent successfully"},
			events: with(saved("create", 1), map[string]int{"OnMailerSend": 1}), after: mailsSent(1)}))...)
	table = append(table, fx.forRoles("empty message", "POST", "/api/admin/users/"+listener+"/messages", `{"text":"  "}`,
		map[readerRole]ownedWant{rdAdmin: {status: 400, content: []string{`"success":false`}, after: mailsSent(0)}})...)
	table = append(table, fx.forRoles("message to nobody", "POST", "/api/admin/users/nobody000000000/messages", `{"text":"Hello"}`,
		map[readerRole]ownedWant{rdAdmin: {status: 404, content: []string{`"success":false`}, after: mailsSent(0)}})...)
	fx.run(t, table)
}
