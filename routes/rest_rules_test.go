package routes_test

import (
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"selah/internal/codes"
	"selah/testutil"
)

// TestRestRules checks that PocketBase's own REST API gives scripts no more
// than our routes give people.
func TestRestRules(t *testing.T) {
	t.Parallel()
	type row struct {
		name, method, url, body, who string
		status                       int
		content, notContent          []string
	}
	rows := []row{
		{"user lists codes", "GET", "/api/collections/verification_codes/records", "", "user", 403, nil, []string{"codeHash"}},
		{"admin lists codes", "GET", "/api/collections/verification_codes/records", "", "admin", 403, nil, []string{"codeHash"}},
		{"guest lists codes", "GET", "/api/collections/verification_codes/records", "", "", 403, nil, []string{"codeHash"}},
		{"user lists plays", "GET", "/api/collections/plays/records", "", "user", 403, nil, nil},
		{"user lists moderation events", "GET", "/api/collections/moderation_events/records", "", "user", 403, nil, nil},
		{"guest signs up through REST", "POST", "/api/collections/users/records", `{"email":"x@example.com","password":"password1","passwordConfirm":"password1"}`, "", 403, nil, nil},
		// Private fields are hidden: PocketBase drops them from a
		// non-superuser's REST write, which changes nothing else.
		{"user sets their own accountStatus", "PATCH", "/api/collections/users/records/{me}", `{"accountStatus":"suspended","isPremiumUser":true}`, "user", 200, []string{`"accountStatus":"active"`, `"isPremiumUser":false`}, nil},
		{"user lists users", "GET", "/api/collections/users/records", "", "user", 200, []string{`"totalItems":1`, `"email":"me@example.com"`}, []string{"out@example.com"}},
		{"suspended user signs in through REST", "POST", "/api/collections/users/auth-with-password", `{"identity":"out@example.com","password":"` + testutil.Password + `"}`, "", 403, nil, []string{`"token"`}},
		{"user creates media through REST", "POST", "/api/collections/media/records", `{"title":"x","type":"album"}`, "user", 403, nil, nil},
	}
	for _, r := range rows {
		fx, headers := &meFixture{}, map[string]string{}
		role := asRole(fx, r.who, headers)
		url := r.url
		sc := tests.ApiScenario{
			Name: "REST " + r.method + " (" + r.name + ")", Method: r.method, Headers: headers,
			BeforeTestFunc: func(t testing.TB, app *tests.TestApp, e *core.ServeEvent) {
				role(t, app, e)
				if _, err := codes.Issue(app, "me@example.com", codes.Verify); err != nil {
					t.Fatal(err)
				}
			},
			ExpectedStatus: r.status, ExpectedContent: r.content, NotExpectedContent: r.notContent,
			TestAppFactory: testutil.Factory,
		}
		if len(sc.ExpectedContent) == 0 && len(sc.NotExpectedContent) == 0 {
			sc.NotExpectedContent = []string{`"codeHash"`}
		}
		if r.body != "" {
			sc.Body = jsonBody(r.body)
		}
		// {me} stands for the user's id, known only once the fixture ran.
		sc.URL = url
		if url == "/api/collections/users/records/{me}" {
			sc.URL = "/api/collections/users/records/" + meIdPlaceholder
			sc.BeforeTestFunc = func(t testing.TB, app *tests.TestApp, e *core.ServeEvent) {
				role(t, app, e)
			}
			sc.TestAppFactory = fixedIdFactory
		}
		sc.Test(t)
	}
}

// Ids fixedIdFactory gives the fixtures' users, so a URL can name a record
// before the scenario's app exists.
const (
	meIdPlaceholder = "meuser000000001"
	otherUserId     = "otheruser000001"
	outUserId       = "outuser00000001"
)

func fixedIdFactory(t testing.TB) *tests.TestApp {
	app := testutil.NewApp(t)
	ids := map[string]string{"me@example.com": meIdPlaceholder, "other@example.com": otherUserId, "out@example.com": outUserId}
	app.OnRecordCreate("users").BindFunc(func(e *core.RecordEvent) error {
		if id, ok := ids[e.Record.Email()]; ok {
			e.Record.Id = id
		}
		return e.Next()
	})
	return app
}
