package routes_test

import (
	"testing"

	"github.com/pocketbase/pocketbase/tests"
)

// TestAuthCacheScenarios is auth_cache.go's table: whatever the token
// cache holds, each role's token is read as that role (its own profile, an
// admin's 403 on users' routes, a suspended account's 403), and a forged
// token is a 401. Reads fire no event.
func TestAuthCacheScenarios(t *testing.T) {
	t.Parallel()
	fx := newReaderFixture(t)
	var table []tests.ApiScenario
	table = append(table, fx.forRoles("profile", "GET", "/api/users/me", "", refusals(map[readerRole]ownedWant{
		rdListener: {status: 200, content: []string{"listener@example.com"}},
		rdOwner:    {status: 200, content: []string{"owner@example.com"}},
		rdOther:    {status: 200, content: []string{"other@example.com"}},
	}))...)
	forged := fx.scenario("forged token", rdGuest, "GET", "/api/users/me", "", ownedWant{status: 401, content: []string{`"success":false`}})
	forged.Headers = map[string]string{"Authorization": fx.tokens[rdListener] + "x"}
	table = append(table, forged)
	fx.run(t, table)
}
