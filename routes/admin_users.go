package routes

import (
	"math"
	"net/http"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"

	"selah/internal/visibility"
)

func (d *deps) registerAdminUsers(g *router.RouterGroup[*core.RequestEvent]) {
	g.GET("/users/get-user-statistics", d.cached(adminsScope, d.userStatistics)).Bind(requireAdmin())
	g.GET("/users/get-paginated-list-of-users", d.cached(adminsScope, d.listUsers)).Bind(requireAdmin(), apis.SkipSuccessActivityLog())
	g.GET("/users/export.csv", d.exportUsers).Bind(requireAdmin())
	g.GET("/users/{id}", d.getUser).Bind(requireAdmin())
	g.PUT("/users/{id}/status", d.setUserStatus).Bind(requireAdmin())
	g.POST("/users/{id}/messages", d.sendMessage).Bind(requireAdmin())
}

// userStatistics answers SPEC's user statistics from the users table:
// monthly growth is this month's sign-ups as a percentage of the users who
// existed when the month began.
func (d *deps) userStatistics(e *core.RequestEvent) error {
	now := time.Now().UTC()
	monthStart := time.Date(now.Year(), now.Month(), 1, 0, 0, 0, 0, time.UTC).Format("2006-01-02 15:04:05.000Z")

	var row struct {
		Total    int `db:"total"`
		Verified int `db:"verified"`
		Premium  int `db:"premium"`
		New      int `db:"new"`
	}
	err := e.App.DB().NewQuery(`SELECT
			COUNT(*) AS total,
			COALESCE(SUM(verified = 1 AND accountStatus != '` + visibility.AccountSuspended + `'), 0) AS verified,
			COALESCE(SUM(isPremiumUser = 1), 0) AS premium,
			COALESCE(SUM(created >= {:monthStart}), 0) AS new
		FROM users`).Bind(dbx.Params{"monthStart": monthStart}).One(&row)
	if err != nil {
		return err
	}
	growth := 0.0
	if before := row.Total - row.New; before > 0 {
		growth = percent(row.New, before)
	} else if row.New > 0 {
		growth = 100
	}
	return ok(e, http.StatusOK, "", map[string]any{
		"totalUsers":        map[string]any{"count": row.Total, "monthlyGrowth": growth},
		"verifiedUsers":     map[string]any{"count": row.Verified, "percentage": percent(row.Verified, row.Total)},
		"premiumUsers":      map[string]any{"count": row.Premium, "percentage": percent(row.Premium, row.Total)},
		"newUsersThisMonth": map[string]any{"count": row.New},
	})
}

// percent is part of whole in percent, one decimal, 0 for an empty whole.
func percent(part, whole int) float64 {
	if whole == 0 {
		return 0
	}
	return math.Round(float64(part)*1000/float64(whole)) / 10
}
