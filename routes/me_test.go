package routes_test

import (
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"selah/testutil"
)

// meFixture makes a verified user "me@example.com", an admin and a suspended
// user, and returns their tokens through the pointers.
type meFixture struct{ user, admin, suspended, superuser string }

func (f *meFixture) setup(t testing.TB, app *tests.TestApp, _ *core.ServeEvent) {
	f.user = testutil.Token(t, testutil.CreateUser(t, app, "me@example.com", testutil.UserOpts{Name: "Me"}))
	f.admin = testutil.Token(t, testutil.CreateAdmin(t, app, "staff@example.com"))
	f.suspended = testutil.Token(t, testutil.CreateUser(t, app, "out@example.com", testutil.UserOpts{Suspended: true}))
	f.superuser = testutil.SuperuserToken(t, app)
}

// token picks the fixture's token for a role ("" is a guest).
func (f *meFixture) token(who string) string {
	switch who {
	case "user":
		return f.user
	case "admin":
		return f.admin
	case "suspended":
		return f.suspended
	case "superuser":
		return f.superuser
	}
	return ""
}

// asRole fills headers with the role's token once the fixture exists: the
// scenario copies the map reference, so the request sees the header.
func asRole(fx *meFixture, who string, headers map[string]string) func(testing.TB, *tests.TestApp, *core.ServeEvent) {
	return func(t testing.TB, app *tests.TestApp, e *core.ServeEvent) {
		fx.setup(t, app, e)
		if tok := fx.token(who); tok != "" {
			headers["Authorization"] = "Bearer " + tok
		}
	}
}

func TestMe(t *testing.T) {
	t.Parallel()
	type row struct {
		name    string
		method  string
		url     string
		body    string
		who     string // user, admin, suspended, superuser or "" for a guest
		status  int
		content []string
	}
	rows := []row{
		{"user reads their profile", "GET", "/api/users/me", "", "user", 200, []string{`"user":{`, `"email":"me@example.com"`, `"name":"Me"`}},
		{"guest reads a profile", "GET", "/api/users/me", "", "", 401, []string{`"success":false`}},
		{"admin reads /me", "GET", "/api/users/me", "", "admin", 403, []string{`"success":false`}},
		{"superuser reads /me", "GET", "/api/users/me", "", "superuser", 403, []string{`"success":false`}},
		{"suspended user reads /me", "GET", "/api/users/me", "", "suspended", 403, []string{`"message":"Your account has been suspended."`}},
		{"user renames", "PATCH", "/api/users/me", `{"name":"  New Name "}`, "user", 200, []string{`"name":"New Name"`, `"message":"Your profile has been updated"`}},
		{"user + blank name", "PATCH", "/api/users/me", `{"name":"  "}`, "user", 400, []string{`"message":"Please enter your full name."`}},
		{"user + name of the wrong type", "PATCH", "/api/users/me", `{"name":{}}`, "user", 400, []string{`"message":"Name must be text."`}},
		{"user + oversized bio", "PATCH", "/api/users/me", `{"bio":"` + strings.Repeat("b", 501) + `"}`, "user", 400, []string{`"message":"Bio must be at most 500 characters long."`}},
		{"guest renames", "PATCH", "/api/users/me", `{"name":"X"}`, "", 401, []string{`"success":false`}},
		{"user changes password", "POST", "/api/users/change-password", `{"currentPassword":"` + testutil.Password + `","password":"new-password-1"}`, "user", 200, []string{`"message":"Your password has been changed"`, `"token":"`}},
		{"user + wrong current password", "POST", "/api/users/change-password", `{"currentPassword":"nope-nope","password":"new-password-1"}`, "user", 400, []string{`"message":"Your current password is incorrect."`}},
		{"user + short new password", "POST", "/api/users/change-password", `{"currentPassword":"` + testutil.Password + `","password":"short"}`, "user", 400, []string{`"message":"Password must be at least 8 characters long."`}},
		{"user + missing current password", "POST", "/api/users/change-password", `{"password":"new-password-1"}`, "user", 400, []string{`"message":"Please enter your current password."`}},
		{"admin changes a user password", "POST", "/api/users/change-password", `{}`, "admin", 403, []string{`"success":false`}},
		{"user + delete without email", "DELETE", "/api/users/me", `{}`, "user", 400, []string{`"message":"Email address is required."`}},
		{"user + delete with malformed email", "DELETE", "/api/users/me", `{"email":"me@"}`, "user", 400, []string{`"message":"Please enter a valid email address."`}},
		{"user + delete with another email", "DELETE", "/api/users/me", `{"email":"someone@example.com"}`, "user", 400, []string{`"message":"The email address does not match your account."`}},
		{"guest deletes", "DELETE", "/api/users/me", `{"email":"me@example.com"}`, "", 401, []string{`"success":false`}},
		{"admin deletes /me", "DELETE", "/api/users/me", `{"email":"staff@example.com"}`, "admin", 403, []string{`"success":false`}},
		{"user lists messages (none)", "GET", "/api/users/messages", "", "user", 200, []string{`"data":[]`, `"totalCount":0`}},
		{"user + bad page", "GET", "/api/users/messages?page=0", "", "user", 400, []string{`"message":"Page must be a whole number from 1."`}},
		{"user + limit over 100", "GET", "/api/users/messages?limit=101", "", "user", 400, []string{`"message":"Limit must be a whole number from 1 to 100."`}},
		{"guest lists messages", "GET", "/api/users/messages", "", "", 401, []string{`"success":false`}},
	}
	for _, r := range rows {
		fx, headers := &meFixture{}, map[string]string{}
		sc := tests.ApiScenario{
			Name: r.method + " " + r.url + " (" + r.name + ")", Method: r.method, URL: r.url,
			Headers: headers, BeforeTestFunc: asRole(fx, r.who, headers),
			ExpectedStatus: r.status, ExpectedContent: r.content,
			TestAppFactory: testutil.Factory,
		}
		if r.body != "" {
			sc.Body = jsonBody(r.body)
		}
		sc.Test(t)
	}
}

// TestMeScenarios is me.go's table: a profile edit is one users update; a
// too long name a 400 with nothing written; messages and the profile read.
func TestMeScenarios(t *testing.T) {
	t.Parallel()
	fx := newReaderFixture(t)
	var table []tests.ApiScenario
	table = append(table, fx.forRoles("profile", "GET", "/api/users/me", "", refusals(map[readerRole]ownedWant{
		// isCreator: the owner has uploaded, the listener never has
		// (where the app lands each after sign-in).
		rdListener: {status: 200, content: []string{"listener@example.com", `"isCreator":false`}},
		rdOwner:    {status: 200, content: []string{"owner@example.com", `"isCreator":true`}, not: []string{"listener@example.com"}},
	}))...)
	table = append(table, fx.forRoles("rename", "PATCH", "/api/users/me", `{"name":"Lee Renamed"}`, refusals(map[readerRole]ownedWant{
		rdListener: {status: 200, content: []string{`"name":"Lee Renamed"`, `"isCreator":false`}, events: with(saved("update", 1), saved("create", 0))},
	}))...)
	table = append(table, fx.forRoles("empty name", "PATCH", "/api/users/me", `{"name":""}`, map[readerRole]ownedWant{
		rdListener: {status: 400, content: []string{`"success":false`, `"name"`}},
	})...)
	table = append(table, fx.forRoles("messages", "GET", "/api/users/messages", "", refusals(map[readerRole]ownedWant{
		rdListener: {status: 200, content: []string{`"data":[]`, `"totalCount":0`}},
	}))...)
	table = append(table, fx.forRoles("delete with the wrong email", "DELETE", "/api/users/me", `{"email":"someone@example.com"}`, map[readerRole]ownedWant{
		rdListener: {status: 400, content: []string{`"success":false`}},
	})...)
	fx.run(t, table)
}
