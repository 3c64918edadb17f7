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
