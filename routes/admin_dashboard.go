package routes

import (
	"net/http"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"selah/internal/visibility"
)

// adminDashboard answers the admin home's live figures: the counts come
// from the roll-ups (migration 1763771200_rollups.go), so the page costs
// the same with a thousand users or a million plays.
func (d *deps) adminDashboard(e *core.RequestEvent) error {
	now := time.Now()
	var users struct {
		Total     int `db:"total"`
		Active    int `db:"active"`
		Suspended int `db:"suspended"`
		Verified  int `db:"verified"`
		New       int `db:"new"`
	}
	err := e.App.DB().NewQuery(`SELECT COALESCE(SUM([[n]]), 0) AS total,
			COALESCE(SUM(CASE WHEN [[status]] != '` + visibility.AccountSuspended + `' THEN [[n]] END), 0) AS active,
			COALESCE(SUM(CASE WHEN [[status]] = '` + visibility.AccountSuspended + `' THEN [[n]] END), 0) AS suspended,
			COALESCE(SUM(CASE WHEN [[verified]] = 1 THEN [[n]] END), 0) AS verified,
			COALESCE(SUM(CASE WHEN [[month]] = {:month} THEN [[n]] END), 0) AS new
		FROM {{rollup_users}}`).Bind(dbx.Params{"month": monthKey(now)}).One(&users)
	if err != nil {
		return err
	}
	var media struct {
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
	err = e.App.DB().NewQuery(`SELECT COALESCE(SUM([[n]]), 0) AS total,
			COALESCE(SUM(CASE WHEN [[type]] = 'album' THEN [[n]] END), 0) AS album,
			COALESCE(SUM(CASE WHEN [[type]] = 'podcast' THEN [[n]] END), 0) AS podcast,
			COALESCE(SUM(CASE WHEN [[type]] = 'sermon' THEN [[n]] END), 0) AS sermon,
			COALESCE(SUM(CASE WHEN [[status]] = '` + visibility.Pending + `' THEN [[n]] END), 0) AS pending,
			COALESCE(SUM(CASE WHEN [[status]] = '` + visibility.Active + `' THEN [[n]] END), 0) AS active,
			COALESCE(SUM(CASE WHEN [[status]] = '` + visibility.Rejected + `' THEN [[n]] END), 0) AS rejected,
			COALESCE(SUM(CASE WHEN [[status]] = '` + visibility.Suspended + `' THEN [[n]] END), 0) AS suspended,
			COALESCE(SUM([[plays]]), 0) AS plays
		FROM {{rollup_media}}`).One(&media)
	if err != nil {
		return err
	}
	var playsThisMonth int
	err = e.App.DB().NewQuery(`SELECT COALESCE(SUM([[plays]]), 0) FROM {{rollup_plays}} WHERE [[day]] >= {:day}`).
		Bind(dbx.Params{"day": monthKey(now) + "-01"}).Row(&playsThisMonth)
	if err != nil {
		return err
	}
	var recentUsers, recentMedia []*core.Record
	if err := e.App.RecordQuery(usersCollection).OrderBy("created DESC", "id DESC").Limit(5).All(&recentUsers); err != nil {
		return err
	}
	if err := e.App.RecordQuery("media").OrderBy("created DESC", "id DESC").Limit(5).All(&recentMedia); err != nil {
		return err
	}
	usersOut := make([]userJSON, 0, len(recentUsers))
	for _, u := range recentUsers {
		usersOut = append(usersOut, toUserJSON(u))
	}
	return ok(e, http.StatusOK, "", map[string]any{
		"users": map[string]any{"total": users.Total, "active": users.Active, "suspended": users.Suspended,
			"verified": users.Verified, "newThisMonth": users.New},
		"media": map[string]any{"total": media.Total,
			"byType":   map[string]int{"album": media.Album, "podcast": media.Podcast, "sermon": media.Sermon},
			"byStatus": map[string]int{"pending": media.Pending, "active": media.Active, "rejected": media.Rejected, "suspended": media.Suspended}},
		"plays":        map[string]any{"total": media.Plays, "thisMonth": playsThisMonth},
		"recentUsers":  usersOut,
		"recentMedia":  mediaPage(e.App, recentMedia, true),
		"pendingCount": media.Pending,
	})
}
