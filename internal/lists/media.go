package lists

import (
	"strings"
	"unicode/utf8"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// MediaFilter is the list query shared by the creator and admin lists.
type MediaFilter struct {
	Kind   string // album, podcast, sermon; "" for all
	Status string // "" for every status
	Search string
}

// whereNoSearch is where without the search condition.
func (mf MediaFilter) whereNoSearch() dbx.Expression {
	mf.Search = ""
	return mf.where()
}

// where turns the filter into a condition on the media table (alias m).
func (mf MediaFilter) where() dbx.Expression {
	var conds []dbx.Expression
	if mf.Kind != "" {
		conds = append(conds, dbx.HashExp{"m.type": mf.Kind})
	}
	if mf.Status != "" {
		conds = append(conds, dbx.HashExp{"m.adminStatus": mf.Status})
	}
	if mf.Search != "" {
		conds = append(conds, dbx.Or(
			dbx.Like("m.title", mf.Search),
			dbx.Like("m.theme", mf.Search),
			dbx.Like("m.preacher", mf.Search),
		))
	}
	return and(conds...)
}

// countMedia counts a media list. Without a search, the count is a sum
// over a roll-up (migration 1763771200_rollups.go: a few dozen rows, not one
// per item); with one, it counts the matching rows (where, on media m).
func countMedia(app core.App, where dbx.Expression, mf MediaFilter, rollup string, key dbx.HashExp) (int, error) {
	var total int
	if mf.Search != "" {
		err := app.DB().Select("COUNT(*)").From("media m").Where(where).Row(&total)
		return total, err
	}
	if mf.Kind != "" {
		key["type"] = mf.Kind
	}
	if mf.Status != "" {
		key["status"] = mf.Status
	}
	err := app.DB().Select("COALESCE(SUM([[n]]), 0)").From(rollup).Where(key).Row(&total)
	return total, err
}

// mediaListPage is the ids of a page of a media list newest first, picked
// by q (a SELECT of m.id from media m, filtered) from an index that holds
// them. Reading m.* with the OFFSET read every skipped row of a deep page
// from the table.
func mediaListPage(q *dbx.SelectQuery, page, limit int) ([]string, error) {
	var ids []string
	err := q.OrderBy("m.created DESC", "m.id DESC").Limit(int64(limit)).Offset(int64(offset(page, limit))).Column(&ids)
	return ids, err
}

// CreatorPage is the length of a creator's media list (owner's media
// filtered by f) and the ids of its page (1-based) of limit items, newest
// first.
func CreatorPage(app core.App, owner string, f MediaFilter, page, limit int) (total int, ids []string, err error) {
	where := and(dbx.HashExp{"m.artist": owner}, f.where())
	total, err = countMedia(app, where, f, "rollup_creator_media", dbx.HashExp{"artist": owner})
	if err != nil {
		return 0, nil, err
	}
	ids, err = mediaListPage(app.DB().Select("m.id").From("media m").Where(where), page, limit)
	if err != nil {
		return 0, nil, err
	}
	return total, ids, nil
}

// AdminPage is the length of the admin's media list (every creator's
// media, filtered by f and, unless "", a category id) and the ids of its
// page (1-based) of limit items, newest first. A search of three
// characters or more is answered from the admin search index
// (adminSearchPage), a shorter one by LIKE (adminListPage).
func AdminPage(app core.App, f MediaFilter, category string, page, limit int) (total int, ids []string, err error) {
	conds := []dbx.Expression{f.whereNoSearch()}
	if category != "" {
		conds = append(conds, dbx.HashExp{"m.category": category})
	}
	if utf8.RuneCountInString(f.Search) >= 3 {
		return adminSearchPage(app, f.Search, f.Kind == "" && f.Status == "" && category == "",
			and(conds...), page, limit)
	}
	return adminListPage(app, f, category != "", conds, page, limit)
}

// adminListPage is the admin list without a search of three characters
// or more: counted from the roll-ups when only the status and type filter
// it, else by the filter; a shorter search is a LIKE over title, preacher,
// theme and the creator's name.
func adminListPage(app core.App, filter MediaFilter, byCategory bool, conds []dbx.Expression, page, limit int) (int, []string, error) {
	if filter.Search != "" {
		conds = append(conds, dbx.Or(
			dbx.Like("m.title", filter.Search), dbx.Like("m.preacher", filter.Search),
			dbx.Like("m.theme", filter.Search), dbx.Like("u.name", filter.Search),
		))
	}
	where := and(conds...)
	// The artist's row is needed only to search their name: SQLite does
	// not drop an unused LEFT JOIN from a COUNT, and every row would pay
	// for a lookup.
	count := app.DB().Select("COUNT(*)").From("media m")
	list := app.DB().Select("m.id").From("media m")
	if filter.Search != "" {
		count.LeftJoin("users u", dbx.NewExp("u.id = m.artist"))
		list.LeftJoin("users u", dbx.NewExp("u.id = m.artist"))
	}
	var total int
	var err error
	if filter.Search != "" || byCategory {
		err = count.Where(where).Row(&total)
	} else {
		total, err = countMedia(app, where, filter, "rollup_media", dbx.HashExp{})
	}
	if err != nil || total <= offset(page, limit) {
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
	match := dbx.Params{"q": adminSearchMatch(search)}
	var total int
	var ids []string
	if unfiltered {
		err := app.DB().NewQuery("SELECT COUNT(*) FROM {{media_admin_fts}} WHERE {{media_admin_fts}} MATCH {:q}").Bind(match).Row(&total)
		if err != nil || total <= offset(page, limit) {
			return total, nil, err
		}
		err = app.DB().NewQuery(`SELECT k.[[media]] FROM (SELECT rowid AS r FROM {{media_admin_fts}} WHERE {{media_admin_fts}} MATCH {:q}
				ORDER BY rowid DESC LIMIT {:limit} OFFSET {:offset}) x
			JOIN {{media_admin_fts_keys}} k ON k.[[rid]] = x.r ORDER BY x.r DESC`).
			Bind(dbx.Params{"q": match["q"], "limit": limit, "offset": offset(page, limit)}).Column(&ids)
		return total, ids, err
	}
	matched := func(cols string) *dbx.SelectQuery {
		return app.DB().Select(cols).From("media_admin_fts").
			InnerJoin("media_admin_fts_keys k", dbx.NewExp("k.rid = media_admin_fts.rowid")).
			InnerJoin("media m", dbx.NewExp("m.id = k.media")).
			Where(and(dbx.NewExp("media_admin_fts MATCH {:q}", match), where))
	}
	if err := matched("COUNT(*)").Row(&total); err != nil || total <= offset(page, limit) {
		return total, nil, err
	}
	err := matched("m.id").OrderBy("media_admin_fts.rowid DESC").Limit(int64(limit)).Offset(int64(offset(page, limit))).Column(&ids)
	return total, ids, err
}

// adminSearchMatch is the admin index's query for typed text: one FTS5
// string, so the text is matched as it is typed (quotes doubled).
func adminSearchMatch(search string) string {
	return `"` + strings.ReplaceAll(search, `"`, `""`) + `"`
}
