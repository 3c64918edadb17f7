package routes

import (
	"net/http"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"selah/internal/reports"
	"selah/internal/stats"
)

// adminDashboard answers the admin home's live figures
// (internal/stats.AdminDashboard, from the roll-ups: the page costs the
// same with a thousand users or a million plays).
func (d *deps) adminDashboard(e *core.RequestEvent) error {
	s, err := stats.AdminDashboard(e.App, time.Now())
	if err != nil {
		return err
	}
	usersOut := make([]userJSON, 0, len(s.RecentUsers))
	for _, u := range s.RecentUsers {
		usersOut = append(usersOut, toUserJSON(u))
	}
	recentMedia, err := d.mediaPage(e.App, recordIds(s.RecentMedia), true)
	if err != nil {
		return err
	}
	trust, err := reports.TrustFigures(e.App, time.Now())
	if err != nil {
		return err
	}
	return ok(e, http.StatusOK, "", map[string]any{
		"trust": trust,
		"users": map[string]any{"total": s.Users.Total, "active": s.Users.Active, "suspended": s.Users.Suspended,
			"verified": s.Users.Verified, "newThisMonth": s.Users.NewThisMonth},
		"media": map[string]any{"total": s.Media.Total,
			"byType":   map[string]int{"album": s.Media.Album, "podcast": s.Media.Podcast, "sermon": s.Media.Sermon},
			"byStatus": map[string]int{"pending": s.Media.Pending, "active": s.Media.Active, "rejected": s.Media.Rejected, "suspended": s.Media.Suspended}},
		"plays":        map[string]any{"total": s.Media.Plays, "thisMonth": s.PlaysThisMonth},
		"recentUsers":  usersOut,
		"recentMedia":  recentMedia,
		"pendingCount": s.Media.Pending,
	})
}
