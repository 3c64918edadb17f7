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

	"selah/internal/moderation"
)

func (d *deps) registerMediaStats(g *router.RouterGroup[*core.RequestEvent]) {
	g.GET("/media-stats", d.mediaStats).Bind(requireUser())
}

// monthKey is the current UTC month as the roll-ups store it (2026-11).
func monthKey(now time.Time) string { return now.UTC().Format("2006-01") }

// mediaStats answers from rollup_creator_media and rollup_creator_days
// (migration 1763771200_rollups.go): a few dozen rows whatever the
// creator's catalogue or plays.
func (d *deps) mediaStats(e *core.RequestEvent) error {
	var row struct {
		Total    int `db:"total"`
		Albums   int `db:"albums"`
		Podcasts int `db:"podcasts"`
		Sermons  int `db:"sermons"`
		New      int `db:"new"`
		Plays    int `db:"plays"`
	}
	params := dbx.Params{"artist": e.Auth.Id, "month": monthKey(time.Now())}
	err := e.App.DB().NewQuery(`SELECT COALESCE(SUM([[n]]), 0) AS total,
			COALESCE(SUM(CASE WHEN [[type]] = 'album' THEN [[n]] END), 0) AS albums,
			COALESCE(SUM(CASE WHEN [[type]] = 'podcast' THEN [[n]] END), 0) AS podcasts,
			COALESCE(SUM(CASE WHEN [[type]] = 'sermon' THEN [[n]] END), 0) AS sermons,
			COALESCE(SUM(CASE WHEN [[month]] = {:month} THEN [[n]] END), 0) AS new,
			COALESCE(SUM([[plays]]), 0) AS plays
		FROM {{rollup_creator_media}} WHERE [[artist]] = {:artist}`).Bind(params).One(&row)
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
// when kind is set), from the creator's daily roll-up.
func monthlyPlays(app core.App, artist, kind string) (int, error) {
	var n int
	err := app.DB().NewQuery(`SELECT COALESCE(SUM([[plays]]), 0) FROM {{rollup_creator_days}}
		WHERE [[artist]] = {:artist} AND [[day]] >= {:day} AND ({:type} = '' OR [[type]] = {:type})`).
		Bind(dbx.Params{"artist": artist, "type": kind, "day": monthKey(time.Now()) + "-01"}).Row(&n)
	return n, err
}

// creatorStats are the stat cards of a creator's list page, for one type
// (or all): counts by status, plays, and the average time from upload to
// first approval, from the roll-ups of the media and moderation records.
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
	err := app.DB().NewQuery(`SELECT COALESCE(SUM([[n]]), 0) AS total,
			COALESCE(SUM(CASE WHEN [[status]] = '` + moderation.Active + `' THEN [[n]] END), 0) AS active,
			COALESCE(SUM(CASE WHEN [[status]] = '` + moderation.Pending + `' THEN [[n]] END), 0) AS pending,
			COALESCE(SUM(CASE WHEN [[status]] = '` + moderation.Rejected + `' THEN [[n]] END), 0) AS rejected,
			COALESCE(SUM(CASE WHEN [[status]] = '` + moderation.Suspended + `' THEN [[n]] END), 0) AS suspended,
			COALESCE(SUM([[plays]]), 0) AS plays
		FROM {{rollup_creator_media}} WHERE [[artist]] = {:artist} AND ({:type} = '' OR [[type]] = {:type})`).Bind(params).One(&row)
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
	err = app.DB().NewQuery(`SELECT COALESCE(AVG([[days]]), 0) AS days, COUNT(*) AS n FROM {{rollup_approvals}}
		WHERE [[artist]] = {:artist} AND ({:type} = '' OR [[type]] = {:type})`).Bind(params).One(&approval)
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
