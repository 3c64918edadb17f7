package routes_test

import (
	"testing"

	"github.com/pocketbase/pocketbase/tests"
)

// TestAdminUsersListScenarios is admin_users_list.go's table: the list and
// its CSV, filtered; a bad status is a 400.
func TestAdminUsersListScenarios(t *testing.T) {
	t.Parallel()
	fx := newReaderFixture(t)
	var table []tests.ApiScenario
	table = append(table, fx.forRoles("list", "GET", "/api/admin/users/get-paginated-list-of-users", "",
		adminsOnly(ownedWant{status: 200, content: []string{`"totalCount":4`, "owner@example.com"}}))...)
	table = append(table, fx.forRoles("suspended only", "GET", "/api/admin/users/get-paginated-list-of-users?status=suspended", "",
		map[readerRole]ownedWant{rdAdmin: {status: 200, content: []string{`"totalCount":1`, "out@example.com"}, not: []string{"owner@example.com"}}})...)
	table = append(table, fx.forRoles("bad status", "GET", "/api/admin/users/get-paginated-list-of-users?status=gone", "",
		map[readerRole]ownedWant{rdAdmin: {status: 400, content: []string{`"message":"Status must be active or suspended."`}}})...)
	table = append(table, fx.forRoles("csv", "GET", "/api/admin/users/export.csv?search=owner", "",
		adminsOnly(ownedWant{status: 200, content: []string{"id,name,email,status", "owner@example.com"}, not: []string{"other@example.com"}}))...)
	fx.run(t, table)
}
