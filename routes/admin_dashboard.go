package routes

import (
	"net/http"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// adminDashboard answers the admin home's live figures.
func (d *deps) adminDashboard(e *core.RequestEvent) error {
	month := monthStart(time.Now())
	var users struct {
		Total     int `db:"total"`
		Active    int `db:"active"`
		Suspended int `db:"suspended"`
		Verified  int `db:"verified"`
		New       int `db:"new"`
	}
	err := e.App.DB().NewQuery(`SELECT COUNT(*) AS total,
			COALESCE(SUM([[accountStatus]] != 'suspended'), 0) AS active,
			COALESCE(SUM([[accountStatus]] = 'suspended'), 0) AS suspended,
			COALESCE(SUM([[verified]] = 1), 0) AS verified,
			COALESCE(SUM([[created]] >= {:month}), 0) AS new
		FROM {{users}}`).Bind(dbx.Params{"month": month}).One(&users)
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
	err = e.App.DB().NewQuery(`SELECT COUNT(*) AS total,
			COALESCE(SUM([[type]] = 'album'), 0) AS album, COALESCE(SUM([[type]] = 'podcast'), 0) AS podcast,
			COALESCE(SUM([[type]] = 'sermon'), 0) AS sermon,
			COALESCE(SUM([[adminStatus]] = 'pending'), 0) AS pending, COALESCE(SUM([[adminStatus]] = 'active'), 0) AS active,
			COALESCE(SUM([[adminStatus]] = 'rejected'), 0) AS rejected, COALESCE(SUM([[adminStatus]] = 'suspended'), 0) AS suspended,
			COALESCE(SUM([[playsCount]]), 0) AS plays
		FROM {{media}}`).One(&media)
	if err != nil {
		return err
	}
	var playsThisMonth int
	if err := e.App.DB().Select("COUNT(*)").From("plays").Where(dbx.NewExp("created >= {:m}", dbx.Params{"m": month})).Row(&playsThisMonth); err != nil {
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
