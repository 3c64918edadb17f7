package routes

import (
	"errors"
	"net/http"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"

	"selah/internal/moderation"
	"selah/internal/publicurl"
	"selah/internal/stats"
)

const maxReason = 1000

func (d *deps) registerMediaAdmin(media, admin *router.RouterGroup[*core.RequestEvent]) {
	media.GET("/media-by-admin-status", d.cached(adminsScope, d.mediaByAdminStatus)).Bind(requireAdmin(), apis.SkipSuccessActivityLog())
	media.PUT("/media-status", d.changeMediaStatus).Bind(requireAdmin())
	admin.GET("/media/{id}/history", d.mediaHistory).Bind(requireAdmin())
}

// mediaByAdminStatus is the admin's media list: every creator's media,
// filtered by status, type, category and a search over title and artist.
func (d *deps) mediaByAdminStatus(e *core.RequestEvent) error {
	page, limit, err := paging(e, 10)
	if err != nil {
		return err
	}
	filter, err := readMediaFilter(e, "adminStatus")
	if err != nil {
		return err
	}
	conds := []dbx.Expression{filter.whereNoSearch()}
	cat := strings.TrimSpace(e.Request.URL.Query().Get("category"))
	if cat != "" {
		conds = append(conds, dbx.HashExp{"m.category": cat})
	}
	var total int
	var ids []string
	if utf8.RuneCountInString(filter.search) >= 3 {
		total, ids, err = adminSearchPage(e.App, filter.search, filter.kind == "" && filter.status == "" && cat == "",
			and(conds...), page, limit)
	} else {
		total, ids, err = adminListPage(e.App, filter, cat != "", conds, page, limit)
	}
	if err != nil {
		return err
	}
	items, err := d.mediaPage(e.App, ids, true)
	if err != nil {
		return err
	}
	stats, err := platformMediaStats(e.App, filter.kind)
	if err != nil {
		return err
	}
	return ok(e, http.StatusOK, "", map[string]any{"media": items, "total": total, "page": page, "limit": limit, "stats": stats})
}

// adminListPage is the admin list without a search of three characters
// or more: counted from the roll-ups when only the status and type filter
// it, else by the filter; a shorter search is a LIKE over title, preacher,
// theme and the creator's name.
func adminListPage(app core.App, filter mediaFilter, byCategory bool, conds []dbx.Expression, page, limit int) (int, []string, error) {
	if filter.search != "" {
		conds = append(conds, dbx.Or(
			dbx.Like("m.title", filter.search), dbx.Like("m.preacher", filter.search),
			dbx.Like("m.theme", filter.search), dbx.Like("u.name", filter.search),
		))
	}
	where := and(conds...)
	// The artist's row is needed only to search their name: SQLite does
	// not drop an unused LEFT JOIN from a COUNT, and every row would pay
	// for a lookup.
	count := app.DB().Select("COUNT(*)").From("media m")
	list := app.DB().Select("m.id").From("media m")
	if filter.search != "" {
		count.LeftJoin("users u", dbx.NewExp("u.id = m.artist"))
		list.LeftJoin("users u", dbx.NewExp("u.id = m.artist"))
	}
	var total int
	var err error
	if filter.search != "" || byCategory {
		err = count.Where(where).Row(&total)
	} else {
		total, err = countMedia(app, where, filter, "rollup_media", dbx.HashExp{})
	}
	if err != nil || total <= (page-1)*limit {
		return total, nil, err
	}
	ids, err := mediaListPage(list.Where(where), page, limit)
	return total, ids, err
}

// adminSearchPage answers a search of three characters or more from the
// admin search index (1763772200_admin_search_order.go): the typed text as
// a substring of the title, preacher, theme or creator's name, case folded,
// newest first. Unfiltered, the count and the page are the index's alone;
// with a status, type or category filter (where, on media m), each match's
// media row is read for it.
func adminSearchPage(app core.App, search string, unfiltered bool, where dbx.Expression, page, limit int) (int, []string, error) {
	match := dbx.Params{"q": `"` + strings.ReplaceAll(search, `"`, `""`) + `"`}
	var total int
	var ids []string
	if unfiltered {
		err := app.DB().NewQuery("SELECT COUNT(*) FROM {{media_admin_fts}} WHERE {{media_admin_fts}} MATCH {:q}").Bind(match).Row(&total)
		if err != nil || total <= (page-1)*limit {
			return total, nil, err
		}
		err = app.DB().NewQuery(`SELECT k.[[media]] FROM (SELECT rowid AS r FROM {{media_admin_fts}} WHERE {{media_admin_fts}} MATCH {:q}
				ORDER BY rowid DESC LIMIT {:limit} OFFSET {:offset}) x
			JOIN {{media_admin_fts_keys}} k ON k.[[rid]] = x.r ORDER BY x.r DESC`).
			Bind(dbx.Params{"q": match["q"], "limit": limit, "offset": (page - 1) * limit}).Column(&ids)
		return total, ids, err
	}
	matched := func(cols string) *dbx.SelectQuery {
		return app.DB().Select(cols).From("media_admin_fts").
			InnerJoin("media_admin_fts_keys k", dbx.NewExp("k.rid = media_admin_fts.rowid")).
			InnerJoin("media m", dbx.NewExp("m.id = k.media")).
			Where(and(dbx.NewExp("media_admin_fts MATCH {:q}", match), where))
	}
	if err := matched("COUNT(*)").Row(&total); err != nil || total <= (page-1)*limit {
		return total, nil, err
	}
	err := matched("m.id").OrderBy("media_admin_fts.rowid DESC").Limit(int64(limit)).Offset(int64((page - 1) * limit)).Column(&ids)
	return total, ids, err
}

// platformMediaStats are the admin media page's stat cards (of one type
// when kind is set; internal/stats).
func platformMediaStats(app core.App, kind string) (map[string]any, error) {
	c, err := stats.Platform(app.DB(), kind, time.Now())
	if err != nil {
		return nil, err
	}
	return map[string]any{
		"total":                 c.Total,
		"totalPlays":            c.Plays,
		"playsThisMonth":        c.PlaysThisMonth,
		"newThisMonth":          c.NewThisMonth,
		"averageSessionMinutes": c.AverageSessionMinutes(),
	}, nil
}

func (d *deps) changeMediaStatus(e *core.RequestEvent) error {
	in := &mediaStatusForm{}
	if err := bind(e, in); err != nil {
		return err
	}
	mediaId, status, reason := in.MediaId, in.AdminStatus, in.Reason
	media, err := e.App.FindRecordById("media", mediaId)
	if err != nil {
		return e.NotFoundError("", nil)
	}
	decision := moderation.Decision{Admin: e.Auth, BaseURL: publicurl.Base(e.App, e.Request)}
	if err := moderation.Decide(e.Request.Context(), e.App, media, status, reason, decision); err != nil {
		if errors.Is(err, moderation.ErrUnknownStatus) {
			return router.NewBadRequestError("Status must be one of pending, active, rejected, suspended", nil)
		}
		return err
	}
	out, err := d.findMediaJSON(e.App, media.Id, true)
	if err != nil {
		return err
	}
	return ok(e, http.StatusOK, "Status changed to "+status, map[string]any{"media": out})
}

func (d *deps) mediaHistory(e *core.RequestEvent) error {
	id := e.Request.PathValue("id")
	if _, err := e.App.FindRecordById("media", id); err != nil {
		return e.NotFoundError("", nil)
	}
	var events []*core.Record
	err := e.App.RecordQuery("moderation_events").AndWhere(dbx.HashExp{"media": id}).
		OrderBy("created DESC", "id DESC").All(&events)
	if err != nil {
		return err
	}
	if len(events) > 0 {
		e.App.ExpandRecords(events, []string{"admin"}, nil)
	}
	items := make([]map[string]any, 0, len(events))
	for _, ev := range events {
		var admin any
		if a := ev.ExpandedOne("admin"); a != nil {
			admin = map[string]any{"_id": a.Id, "name": a.GetString("name")}
		}
		items = append(items, map[string]any{
			"_id": ev.Id, "fromStatus": ev.GetString("fromStatus"), "toStatus": ev.GetString("toStatus"),
			"reason": ev.GetString("reason"), "admin": admin, "createdAt": isoTime(ev, "created"),
		})
	}
	return ok(e, http.StatusOK, "", map[string]any{"data": items})
}
