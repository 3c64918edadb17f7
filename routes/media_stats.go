package routes

import (
	"fmt"
	"math"
	"net/http"
	"strconv"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

func (d *deps) registerMediaStats(g *router.RouterGroup[*core.RequestEvent]) {
	g.GET("/media-stats", d.mediaStats).Bind(requireUser())
}

// monthStart is the first instant of the current UTC month, in PocketBase's
// stored date format, so it compares as text with created columns.
func monthStart(now time.Time) string {
	now = now.UTC()
	return time.Date(now.Year(), now.Month(), 1, 0, 0, 0, 0, time.UTC).Format("2006-01-02 15:04:05.000Z")
}

func (d *deps) mediaStats(e *core.RequestEvent) error {
	var row struct {
		Total    int `db:"total"`
		Albums   int `db:"albums"`
		Podcasts int `db:"podcasts"`
		Sermons  int `db:"sermons"`
		New      int `db:"new"`
		Plays    int `db:"plays"`
	}
	params := dbx.Params{"artist": e.Auth.Id, "month": monthStart(time.Now())}
	err := e.App.DB().NewQuery(`SELECT COUNT(*) AS total,
			COALESCE(SUM([[type]] = 'album'), 0) AS albums,
			COALESCE(SUM([[type]] = 'podcast'), 0) AS podcasts,
			COALESCE(SUM([[type]] = 'sermon'), 0) AS sermons,
			COALESCE(SUM([[created]] >= {:month}), 0) AS new,
			COALESCE(SUM([[playsCount]]), 0) AS plays
		FROM {{media}} WHERE [[artist]] = {:artist}`).Bind(params).One(&row)
	if err != nil {
		return err
	}
	monthly, err := monthlyPlays(e.App, e.Auth.Id, "")
	if err != nil {
		return err
	}
	return ok(e, http.StatusOK, "", map[string]any{
		"totalMedia":             row.Total,
		"totalAlbums":            row.Albums,
		"totalPodcasts":          row.Podcasts,
		"totalSermons":           row.Sermons,
		"newMediaThisMonthCount": row.New,
		"totalPlays":             row.Plays,
		"monthlyPlays":           monthly,
	})
}

// monthlyPlays counts this month's plays of an artist's media (of one type
// when kind is set), from the raw play events.
func monthlyPlays(app core.App, artist, kind string) (int, error) {
	var n int
	err := app.DB().NewQuery(`SELECT COUNT(*) FROM {{plays}} p JOIN {{media}} m ON m.[[id]] = p.[[media]]
		WHERE m.[[artist]] = {:artist} AND ({:type} = '' OR m.[[type]] = {:type}) AND p.[[created]] >= {:month}`).
		Bind(dbx.Params{"artist": artist, "type": kind, "month": monthStart(time.Now())}).Row(&n)
	return n, err
}

// creatorStats are the stat cards of a creator's list page, for one type
// (or all): counts by status, plays, and the average time from upload to
// first approval, from the moderation records.
func creatorStats(app core.App, artist, kind string) (map[string]any, error) {
	var row struct {
		Total     int `db:"total"`
		Active    int `db:"active"`
		Pending   int `db:"pending"`
		Rejected  int `db:"rejected"`
		Suspended int `db:"suspended"`
		Plays     int `db:"plays"`
	}
	params := dbx.Params{"artist": artist, "type": kind}
	err := app.DB().NewQuery(`SELECT COUNT(*) AS total,
			COALESCE(SUM([[adminStatus]] = 'active'), 0) AS active,
			COALESCE(SUM([[adminStatus]] = 'pending'), 0) AS pending,
			COALESCE(SUM([[adminStatus]] = 'rejected'), 0) AS rejected,
			COALESCE(SUM([[adminStatus]] = 'suspended'), 0) AS suspended,
			COALESCE(SUM([[playsCount]]), 0) AS plays
		FROM {{media}} WHERE [[artist]] = {:artist} AND ({:type} = '' OR [[type]] = {:type})`).Bind(params).One(&row)
	if err != nil {
		return nil, err
	}
	monthly, err := monthlyPlays(app, artist, kind)
	if err != nil {
		return nil, err
	}
	var approval struct {
		Days  float64 `db:"days"`
		Count int     `db:"n"`
	}
	err = app.DB().NewQuery(`SELECT COALESCE(AVG(julianday(ev.created) - julianday(m.[[created]])), 0) AS days, COUNT(ev.media) AS n
		FROM {{media}} m JOIN (SELECT [[media]] AS media, MIN([[created]]) AS created FROM {{moderation_events}}
			WHERE [[toStatus]] = 'active' GROUP BY [[media]]) ev ON ev.media = m.[[id]]
		WHERE m.[[artist]] = {:artist} AND ({:type} = '' OR m.[[type]] = {:type})`).Bind(params).One(&approval)
	if err != nil {
		return nil, err
	}
	return map[string]any{
		"total":               row.Total,
		"approved":            row.Active,
		"pending":             row.Pending,
		"rejected":            row.Rejected,
		"suspended":           row.Suspended,
		"totalPlays":          row.Plays,
		"monthlyPlays":        monthly,
		"averageApprovalTime": formatApprovalTime(approval.Days, approval.Count),
	}, nil
}

// formatApprovalTime says an average wait the way a person would: '0 days'
// with nothing approved yet (SPEC's default), hours under a day, else days.
func formatApprovalTime(days float64, approved int) string {
	if approved == 0 {
		return "0 days"
	}
	hours := days * 24
	switch {
	case hours < 1:
		return "Under an hour"
	case hours < 23.5:
		h := int(math.Round(hours))
		return plural(h, "hour")
	}
	d := math.Round(days*10) / 10
	if d == math.Trunc(d) {
		return plural(int(d), "day")
	}
	return strconv.FormatFloat(d, 'f', 1, 64) + " days"
}

func plural(n int, unit string) string {
	if n == 1 {
		return "1 " + unit
	}
	return fmt.Sprintf("%d %ss", n, unit)
}
