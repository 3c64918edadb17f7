package routes

import (
	"net/http"
	"time"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"

	"selah/internal/stats"
)

func (d *deps) registerAdminUsers(g *router.RouterGroup[*core.RequestEvent]) {
	g.GET("/users/get-user-statistics", d.cached(adminsScope, d.userStatistics)).Bind(requireAdmin())
	g.GET("/users/get-paginated-list-of-users", d.cached(adminsScope, d.listUsers)).Bind(requireAdmin(), apis.SkipSuccessActivityLog())
	g.GET("/users/export.csv", d.exportUsers).Bind(requireAdmin())
	g.GET("/users/{id}", d.getUser).Bind(requireAdmin())
	g.PUT("/users/{id}/status", d.setUserStatus).Bind(requireAdmin())
	g.POST("/users/{id}/messages", d.sendMessage).Bind(requireAdmin())
}

// userStatistics answers SPEC's user statistics (internal/stats).
func (d *deps) userStatistics(e *core.RequestEvent) error {
	u, err := stats.UserStatistics(e.App, time.Now())
	if err != nil {
		return err
	}
	return ok(e, http.StatusOK, "", map[string]any{
		"totalUsers":        map[string]any{"count": u.Total, "monthlyGrowth": u.MonthlyGrowth},
		"verifiedUsers":     map[string]any{"count": u.Verified, "percentage": stats.Percent(u.Verified, u.Total)},
		"premiumUsers":      map[string]any{"count": u.Premium, "percentage": stats.Percent(u.Premium, u.Total)},
		"newUsersThisMonth": map[string]any{"count": u.NewThisMonth},
	})
}
