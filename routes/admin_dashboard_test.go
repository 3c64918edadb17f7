package routes_test

import (
	"testing"
)

// TestAdminDashboardScenarios is admin_dashboard.go's table: the admin
// home's figures are admins' only.
func TestAdminDashboardScenarios(t *testing.T) {
	t.Parallel()
	fx := newReaderFixture(t)
	fx.run(t, fx.forRoles("dashboard", "GET", "/api/admin/dashboard", "",
		adminsOnly(ownedWant{status: 200, content: []string{`"success":true`}})))
}
