// Package stats computes the figures of the dashboards and stat cards
// (the admin home, the creator's overview and list pages, the admin's user
// statistics) from the roll-ups of migration 1763771200_rollups.go and the
// users table: a few dozen rows whatever the catalogue or the plays. It
// returns plain structs; the routes shape them into SPEC's JSON.
package stats

import (
	"fmt"
	"math"
	"strconv"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"selah/internal/visibility"
)

// MonthKey is the UTC month of now as the roll-ups store it (2026-11).
func MonthKey(now time.Time) string { return now.UTC().Format("2006-01") }

// monthStartDay is the first day of now's UTC month (2026-11-01).
func monthStartDay(now time.Time) string { return MonthKey(now) + "-01" }

// PlatformUsers are the accounts by state, and this month's sign-ups.
type PlatformUsers struct {
	Total        int `db:"total"`
	Active       int `db:"active"`
	Suspended    int `db:"suspended"`
	Verified     int `db:"verified"`
	NewThisMonth int `db:"new"`
}

// PlatformMedia are the items by type and status, and their plays.
type PlatformMedia struct {
	Total     int `db:"total"`
	Album     int `db:"album"`
	Podcast   int `db:"podcast"`
	Sermon    int `db:"sermon"`
	Pending   int `db:"pending"`
	Active    int `db:"active"`
	Rejected  int `db:"rejected"`
	Suspended int `db:"suspended"`
	Plays     int `db:"plays"`
}

// Dashboard is the admin home's live figures and its newest records.
type Dashboard struct {
	Users          PlatformUsers
	Media          PlatformMedia
	PlaysThisMonth int
	RecentUsers    []*core.Record // the five newest users
	RecentMedia    []*core.Record // the five newest items
}

// AdminDashboard reads the admin home's figures at now.
func AdminDashboard(app core.App, now time.Time) (Dashboard, error) {
	var d Dashboard
	db := app.DB()
	err := db.NewQuery(`SELECT COALESCE(SUM([[n]]), 0) AS total,
			COALESCE(SUM(CASE WHEN [[status]] != '` + visibility.AccountSuspended + `' THEN [[n]] END), 0) AS active,
			COALESCE(SUM(CASE WHEN [[status]] = '` + visibility.AccountSuspended + `' THEN [[n]] END), 0) AS suspended,
			COALESCE(SUM(CASE WHEN [[verified]] = 1 THEN [[n]] END), 0) AS verified,
			COALESCE(SUM(CASE WHEN [[month]] = {:month} THEN [[n]] END), 0) AS new
		FROM {{rollup_users}}`).Bind(dbx.Params{"month": MonthKey(now)}).One(&d.Users)
	if err != nil {
		return d, err
	}
	err = db.NewQuery(`SELECT COALESCE(SUM([[n]]), 0) AS total,
			COALESCE(SUM(CASE WHEN [[type]] = 'album' THEN [[n]] END), 0) AS album,
			COALESCE(SUM(CASE WHEN [[type]] = 'podcast' THEN [[n]] END), 0) AS podcast,
			COALESCE(SUM(CASE WHEN [[type]] = 'sermon' THEN [[n]] END), 0) AS sermon,
			COALESCE(SUM(CASE WHEN [[status]] = '` + visibility.Pending + `' THEN [[n]] END), 0) AS pending,
			COALESCE(SUM(CASE WHEN [[status]] = '` + visibility.Active + `' THEN [[n]] END), 0) AS active,
			COALESCE(SUM(CASE WHEN [[status]] = '` + visibility.Rejected + `' THEN [[n]] END), 0) AS rejected,
			COALESCE(SUM(CASE WHEN [[status]] = '` + visibility.Suspended + `' THEN [[n]] END), 0) AS suspended,
			COALESCE(SUM([[plays]]), 0) AS plays
		FROM {{rollup_media}}`).One(&d.Media)
	if err != nil {
		return d, err
	}
	err = db.NewQuery(`SELECT COALESCE(SUM([[plays]]), 0) FROM {{rollup_plays}} WHERE [[day]] >= {:day}`).
		Bind(dbx.Params{"day": monthStartDay(now)}).Row(&d.PlaysThisMonth)
	if err != nil {
		return d, err
	}
	if err := app.RecordQuery("users").OrderBy("created DESC", "id DESC").Limit(5).All(&d.RecentUsers); err != nil {
		return d, err
	}
	if err := app.RecordQuery("media").OrderBy("created DESC", "id DESC").Limit(5).All(&d.RecentMedia); err != nil {
		return d, err
	}
	return d, nil
}

// CreatorOverview is a creator's dashboard: items by type, this month's
// new items, plays in all and this month.
type CreatorOverview struct {
	Total        int `db:"total"`
	Albums       int `db:"albums"`
	Podcasts     int `db:"podcasts"`
	Sermons      int `db:"sermons"`
	NewThisMonth int `db:"new"`
	Plays        int `db:"plays"`
	MonthlyPlays int `db:"-"`
}

// Creator reads an artist's overview at now, from rollup_creator_media
// and rollup_creator_days.
func Creator(app core.App, artist string, now time.Time) (CreatorOverview, error) {
	db := app.DB()
	var o CreatorOverview
	err := db.NewQuery(`SELECT COALESCE(SUM([[n]]), 0) AS total,
			COALESCE(SUM(CASE WHEN [[type]] = 'album' THEN [[n]] END), 0) AS albums,
			COALESCE(SUM(CASE WHEN [[type]] = 'podcast' THEN [[n]] END), 0) AS podcasts,
			COALESCE(SUM(CASE WHEN [[type]] = 'sermon' THEN [[n]] END), 0) AS sermons,
			COALESCE(SUM(CASE WHEN [[month]] = {:month} THEN [[n]] END), 0) AS new,
			COALESCE(SUM([[plays]]), 0) AS plays
		FROM {{rollup_creator_media}} WHERE [[artist]] = {:artist}`).
		Bind(dbx.Params{"artist": artist, "month": MonthKey(now)}).One(&o)
	if err != nil {
		return o, err
	}
	o.MonthlyPlays, err = MonthlyPlays(db, artist, "", now)
	return o, err
}

// MonthlyPlays counts the plays in now's month of an artist's media (of
// one type when kind is set), from the creator's daily roll-up.
func MonthlyPlays(db dbx.Builder, artist, kind string, now time.Time) (int, error) {
	var n int
	err := db.NewQuery(`SELECT COALESCE(SUM([[plays]]), 0) FROM {{rollup_creator_days}}
		WHERE [[artist]] = {:artist} AND [[day]] >= {:day} AND ({:type} = '' OR [[type]] = {:type})`).
		Bind(dbx.Params{"artist": artist, "type": kind, "day": monthStartDay(now)}).Row(&n)
	return n, err
}

// CreatorCards are the stat cards of a creator's list page, for one type
// (or all): counts by status, plays, and the time from upload to first
// approval.
type CreatorCards struct {
	Total        int `db:"total"`
	Approved     int `db:"active"`
	Pending      int `db:"pending"`
	Rejected     int `db:"rejected"`
	Suspended    int `db:"suspended"`
	Plays        int `db:"plays"`
	MonthlyPlays int `db:"-"`
	// ApprovalDays is the average wait of the Approvals first approvals.
	ApprovalDays float64 `db:"-"`
	Approvals    int     `db:"-"`
}

// AverageApprovalTime says the average wait the way a person would: '0
// days' with nothing approved yet (SPEC's default), hours under a day,
// else days.
func (c CreatorCards) AverageApprovalTime() string {
	return FormatApprovalTime(c.ApprovalDays, c.Approvals)
}

// FormatApprovalTime is AverageApprovalTime of an average of days over
// approved approvals.
func FormatApprovalTime(days float64, approved int) string {
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

// Users are SPEC's user statistics.
type Users struct {
	Total        int `db:"total"`
	Verified     int `db:"verified"` // verified and not suspended
	Premium      int `db:"premium"`
	NewThisMonth int `db:"new"`
	// MonthlyGrowth is this month's sign-ups as a percentage of the users
	// who existed when the month began (100 when there were none).
	MonthlyGrowth float64 `db:"-"`
}

// UserStatistics reads the user statistics at now from the users table.
func UserStatistics(app core.App, now time.Time) (Users, error) {
	db := app.DB()
	now = now.UTC()
	monthStart := time.Date(now.Year(), now.Month(), 1, 0, 0, 0, 0, time.UTC).Format("2006-01-02 15:04:05.000Z")
	var u Users
	err := db.NewQuery(`SELECT
			COUNT(*) AS total,
			COALESCE(SUM(verified = 1 AND ` + visibility.InGoodStandingSQL("") + `), 0) AS verified,
			COALESCE(SUM(isPremiumUser = 1), 0) AS premium,
			COALESCE(SUM(created >= {:monthStart}), 0) AS new
		FROM users`).Bind(dbx.Params{"monthStart": monthStart}).One(&u)
	if err != nil {
		return u, err
	}
	if before := u.Total - u.NewThisMonth; before > 0 {
		u.MonthlyGrowth = Percent(u.NewThisMonth, before)
	} else if u.NewThisMonth > 0 {
		u.MonthlyGrowth = 100
	}
	return u, nil
}

// Percent is part of whole in percent, one decimal, 0 for an empty whole.
func Percent(part, whole int) float64 {
	if whole == 0 {
		return 0
	}
	return math.Round(float64(part)*1000/float64(whole)) / 10
}

// PlatformCards are the admin media page's stat cards (of one type when
// kind is set).
type PlatformCards struct {
	Total, Plays, NewThisMonth, PlaysThisMonth int
	SessionSeconds                             float64 // summed over this month's plays
}

// AverageSessionMinutes is the average length of this month's plays (a
// play lasts what its episode lasts), in minutes to one decimal.
func (c PlatformCards) AverageSessionMinutes() float64 {
	if c.PlaysThisMonth == 0 {
		return 0
	}
	session := c.SessionSeconds / float64(c.PlaysThisMonth) / 60
	return float64(int(session*10+0.5)) / 10
}
