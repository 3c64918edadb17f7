package routes

import (
	"net/http"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"

	"selah/internal/stats"
)

func (d *deps) registerMediaStats(g *router.RouterGroup[*core.RequestEvent]) {
	g.GET("/media-stats", d.mediaStats).Bind(requireUser())
}

// mediaStats is the creator's dashboard (internal/stats.Creator).
func (d *deps) mediaStats(e *core.RequestEvent) error {
	o, err := stats.Creator(e.App, e.Auth.Id, time.Now())
	if err != nil {
		return err
	}
	return ok(e, http.StatusOK, "", map[string]any{
		"totalMedia":             o.Total,
		"totalAlbums":            o.Albums,
		"totalPodcasts":          o.Podcasts,
		"totalSermons":           o.Sermons,
		"newMediaThisMonthCount": o.NewThisMonth,
		"totalPlays":             o.Plays,
		"monthlyPlays":           o.MonthlyPlays,
	})
}

// creatorStats are the stat cards of a creator's list page, for one type
// (or all), as SPEC names them (internal/stats.Cards).
func (d *deps) creatorStats(app core.App, artist, kind string) (map[string]any, error) {
	c, err := stats.Cards(app, d.sql, artist, kind, time.Now())
	if err != nil {
		return nil, err
	}
	return map[string]any{
		"total":               c.Total,
		"approved":            c.Approved,
		"pending":             c.Pending,
		"rejected":            c.Rejected,
		"suspended":           c.Suspended,
		"totalPlays":          c.Plays,
		"monthlyPlays":        c.MonthlyPlays,
		"averageApprovalTime": c.AverageApprovalTime(),
	}, nil
}
