package lists

import (
	"strings"
	"unicode/utf8"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"selah/internal/layers"
	"selah/internal/moderation"
	"selah/internal/seek"
	"selah/internal/sqlprep"
)

// MediaFilter is the list query shared by the creator and admin lists.
type MediaFilter struct {
	Kind   string // album, podcast, sermon; "" for all
	Status string // "" for every status
	Search string
}

// conds are the filter's conditions on the media table (alias m) as plain
// SQL for a prepared statement, with their arguments in order; the search
// (over title, theme and preacher) only when search is set. Values are
// bound as +? (internal/sqlprep: a bare ? that may sway the plan makes
// SQLite compile the statement again for each new value).
func (mf MediaFilter) conds(search bool) ([]string, []any) {
	var conds []string
	var args []any
	if mf.Kind != "" {
		conds, args = append(conds, "m.type = +?"), append(args, mf.Kind)
	}
	if mf.Status != "" {
		conds, args = append(conds, moderation.StatusIsSQL("m")), append(args, mf.Status)
	}
	if search && mf.Search != "" {
		p := likePattern(mf.Search)
		conds = append(conds, `(m.title LIKE +? ESCAPE '\' OR m.theme LIKE +? ESCAPE '\' OR m.preacher LIKE +? ESCAPE '\')`)
		args = append(args, p, p, p)
	}
	return conds, args
}

// whereSQL joins conditions into a WHERE clause ("" for none).
func whereSQL(conds []string) string {
	if len(conds) == 0 {
		return ""
	}
	return " WHERE " + strings.Join(conds, " AND ")
}

// pageIds is the ids of a page of a media list newest first, picked by a
// prepared SELECT of m.id from media m with conds from an index that holds
// them (reading m.* with the OFFSET read every skipped row of a deep page
// from the table); by months (internal/seek) when months count the list.
func pageIds(app core.App, s *sqlprep.Statements, months seek.Months, conds []string, args []any, page, limit int) ([]string, error) {
	return months.Page(app, s, "SELECT m.id FROM media m", conds, args, "m.created", "m.id", page, limit)
}

// rollupConds are the conditions (with args) on a media roll-up or its
// totals for key (columns and values, in order) and the filter's type and
// status.
func rollupConds(mf MediaFilter, key []string, args []any) ([]string, []any) {
	var conds []string
	args = append([]any{}, args...)
	for _, k := range key {
		conds = append(conds, k+" = +?")
	}
	if mf.Kind != "" {
		conds, args = append(conds, "type = +?"), append(args, mf.Kind)
	}
	if mf.Status != "" {
		conds, args = append(conds, "status = +?"), append(args, mf.Status)
	}
	return conds, args
}

// totalsOf is the table that totals a roll-up: the roll-up itself when the
// totals layer is off (SELAH_TOTALS=off), which the same sum over n
// answers from a row per month instead of one per type and status.
func totalsOf(s *sqlprep.Statements, totals, rollup string) string {
	if s.Layers().On(layers.Totals) {
		return totals
	}
	return rollup
}

// sumN sums the n of table's rows under conds.
func sumN(app core.App, s *sqlprep.Statements, table string, conds []string, args []any) (int, error) {
	return s.Int(app, "SELECT COALESCE(SUM(n), 0) FROM "+table+whereSQL(conds), args...)
}

// CreatorPage is the length of a creator's media list (owner's media
// filtered by f) and the ids of its page (1-based) of limit items, newest
// first. Without a search the length is a sum over kept totals (migration
// 1763772800_rollup_totals.go: a dozen rows, not one per item); with one,
// the creator's index entries (idx_media_artist_created holds title, theme
// and preacher) are counted.
func CreatorPage(app core.App, s *sqlprep.Statements, owner string, f MediaFilter, page, limit int) (total int, ids []string, err error) {
	conds, args := f.conds(true)
	conds, args = append([]string{"m.artist = +?"}, conds...), append([]any{owner}, args...)
	var months seek.Months
	if f.Search == "" {
		rc, ra := rollupConds(f, []string{"artist"}, []any{owner})
		total, err = sumN(app, s, totalsOf(s, "rollup_creator_totals", "rollup_creator_media"), rc, ra)
		months = seek.Months{Table: "rollup_creator_media", Conds: rc, Args: ra}
	} else {
		total, err = s.Int(app, "SELECT COUNT(*) FROM media m"+whereSQL(conds), args...)
	}
	if err != nil || total <= offset(page, limit) {
		return total, nil, err
	}
	ids, err = pageIds(app, s, months, conds, args, page, limit)
	return total, ids, err
}

// AdminPage is the length of the admin's media list (every creator's
// media, filtered by f and, unless "", a category id) and the ids of its
// page (1-based) of limit items, newest first. A search of three
// characters or more is answered from the admin search index
// (adminSearchPage), a shorter one by LIKE (adminListPage).
func AdminPage(app core.App, s *sqlprep.Statements, f MediaFilter, category string, page, limit int) (total int, ids []string, err error) {
	conds, args := f.conds(false)
	if category != "" {
		conds, args = append(conds, "m.category = +?"), append(args, category)
	}
	if utf8.RuneCountInString(f.Search) >= 3 {
		return adminSearchPage(app, s, f.Search, conds, args, page, limit)
	}
	return adminListPage(app, s, f, category != "", conds, args, page, limit)
}

// adminListPage is the admin list without a search of three characters
// or more: counted from the roll-ups when only the status and type filter
// it, else by the filter; a shorter search is a LIKE over title, preacher,
// theme and the creator's name.
func adminListPage(app core.App, s *sqlprep.Statements, f MediaFilter, byCategory bool, conds []string, args []any, page, limit int) (int, []string, error) {
	from := "media m"
	if f.Search != "" {
		// The artist's row is needed only to search their name: SQLite
		// does not drop an unused LEFT JOIN from a COUNT, and every row
		// would pay for a look-up.
		from = "media m LEFT JOIN users u ON u.id = m.artist"
		p := likePattern(f.Search)
		conds = append(conds, `(m.title LIKE +? ESCAPE '\' OR m.preacher LIKE +? ESCAPE '\' OR m.theme LIKE +? ESCAPE '\' OR u.name LIKE +? ESCAPE '\')`)
		args = append(args, p, p, p, p)
	}
	var total int
	var err error
	var months seek.Months
	if f.Search != "" || byCategory {
		total, err = s.Int(app, "SELECT COUNT(*) FROM "+from+whereSQL(conds), args...)
	} else {
		rc, ra := rollupConds(f, nil, nil)
		total, err = sumN(app, s, totalsOf(s, "rollup_media_totals", "rollup_media"), rc, ra)
		months = seek.Months{Table: "rollup_media", Conds: rc, Args: ra}
	}
	if err != nil || total <= offset(page, limit) {
		return total, nil, err
	}
	ids, err := months.Page(app, s, "SELECT m.id FROM "+from, conds, args, "m.created", "m.id", page, limit)
	return total, ids, err
}

// adminSearchPage answers a search of three characters or more from the
// admin search index (1763772200_admin_search_order.go): the typed text as
// a substring of the title, preacher, theme or creator's name, case folded,
// newest first. Unfiltered (no conds), the count and the page are the
// index's alone; with a status, type or category filter (conds on media
// m), each match's media row is read for it.
func adminSearchPage(app core.App, s *sqlprep.Statements, search string, conds []string, args []any, page, limit int) (int, []string, error) {
	match := adminSearchMatch(search)
	if len(conds) == 0 {
		total, err := s.Int(app, "SELECT COUNT(*) FROM media_admin_fts WHERE media_admin_fts MATCH ?", match)
		if err != nil || total <= offset(page, limit) {
			return total, nil, err
		}
		ids, err := s.Strings(app, `SELECT k.media FROM (SELECT rowid AS r FROM media_admin_fts WHERE media_admin_fts MATCH ?
				ORDER BY rowid DESC LIMIT ? OFFSET ?) x
			JOIN media_admin_fts_keys k ON k.rid = x.r ORDER BY x.r DESC`, match, limit, offset(page, limit))
		return total, ids, err
	}
	from := ` FROM media_admin_fts JOIN media_admin_fts_keys k ON k.rid = media_admin_fts.rowid
		JOIN media m ON m.id = k.media`
	where := whereSQL(append([]string{"media_admin_fts MATCH ?"}, conds...))
	args = append([]any{match}, args...)
	total, err := s.Int(app, "SELECT COUNT(*)"+from+where, args...)
	if err != nil || total <= offset(page, limit) {
		return total, nil, err
	}
	ids, err := s.Strings(app, "SELECT m.id"+from+where+" ORDER BY media_admin_fts.rowid DESC LIMIT ? OFFSET ?",
		append(args, limit, offset(page, limit))...)
	return total, ids, err
}

// adminSearchMatch is the admin index's query for typed text: one FTS5
// string, so the text is matched as it is typed (quotes doubled).
func adminSearchMatch(search string) string {
	return `"` + strings.ReplaceAll(search, `"`, `""`) + `"`
}

// CreatorMediaIds are the ids of an artist's latest media (every status),
// newest first, at most limit (an admin's view of a profile).
func CreatorMediaIds(app core.App, artist string, limit int) ([]string, error) {
	var ids []string
	err := app.DB().Select("id").From("media").Where(dbx.HashExp{"artist": artist}).
		OrderBy("created DESC", "id DESC").Limit(int64(limit)).Column(&ids)
	return ids, err
}
