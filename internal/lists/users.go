package lists

import (
	"encoding/json"
	"strconv"
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"selah/internal/seek"
	"selah/internal/sqlprep"
	"selah/internal/visibility"
)

// UserFilter is the admin user list's query: search by name or email and
// the account status.
type UserFilter struct {
	Search string
	Status string // an account status; "" for every status
}

// Where is the filter as a condition on the users table (no alias).
func (uf UserFilter) Where() dbx.Expression {
	var conds []dbx.Expression
	if uf.Status != "" {
		conds = append(conds, visibility.AccountStatusIs(uf.Status))
	}
	if uf.Search != "" {
		conds = append(conds, dbx.Or(dbx.Like("name", uf.Search), dbx.Like("email", uf.Search)))
	}
	return and(conds...)
}

// UserRow is a users row of the admin list as stored, with the user's
// media count.
type UserRow struct {
	Id, Name, Email, AccountStatus string
	IsPremiumUser, Verified        bool
	Bio, Avatar, Created           string
	MediaCount                     int
}

// filter is the list's conditions on users (with their arguments) and,
// without a search, the roll-up that counts it by month (internal/seek).
func (uf UserFilter) filter() ([]string, []any, seek.Months) {
	var conds []string
	var args []any
	var months seek.Months
	if uf.Status != "" {
		conds, args = append(conds, visibility.AccountStatusIsSQL("")), append(args, uf.Status)
	}
	if uf.Search != "" {
		p := likePattern(uf.Search)
		conds, args = append(conds, `(name LIKE +? ESCAPE '\' OR email LIKE +? ESCAPE '\')`), append(args, p, p)
	} else {
		// rollup_users counts users by status and month of sign-up.
		months = seek.Months{Table: "rollup_users"}
		if uf.Status != "" {
			months.Conds, months.Args = []string{"status = +?"}, []any{uf.Status}
		}
	}
	return conds, args, months
}

// userRowsSQL reads the rows of a JSON array of rowids in its order, with
// each user's media count from totals: the kept totals (migration
// 1763772800_rollup_totals.go: a dozen rows rather than one per item) or,
// with the totals layer off, the monthly roll-up they total.
func userRowsSQL(totals string) string {
	return `SELECT u.id, u.name, u.email, u.accountStatus, u.isPremiumUser, u.verified, u.bio, u.avatar, u.created,
	(SELECT COALESCE(SUM(n), 0) FROM ` + totals + ` t WHERE t.artist = u.id)
	FROM json_each(?) j JOIN users u ON u.rowid = j.value ORDER BY j.key`
}

// likePattern is dbx.Like's pattern for text: contained anywhere, with
// LIKE's own characters escaped by a backslash.
func likePattern(text string) string {
	return "%" + strings.NewReplacer(`\`, `\\`, "%", `\%`, "_", `\_`).Replace(text) + "%"
}

// UsersPage is a page (1-based) of limit users of the admin list, newest
// first: the page's rowids are picked from the (accountStatus, created,
// id) index alone (deep pages by month, seek.go), then their rows are read
// (userRowsSQL). Selecting the rows' columns straight away made SQLite find
// each skipped entry's row too (a fifth of a deep page's CPU at the full
// size).
func UsersPage(app core.App, s *sqlprep.Statements, uf UserFilter, page, limit int) ([]UserRow, error) {
	conds, args, months := uf.filter()
	rowids, err := months.Page(app, s, "SELECT rowid FROM users", conds, args, "created", "id", page, limit)
	if err != nil || len(rowids) == 0 {
		return nil, err
	}
	list := make([]int64, len(rowids))
	for i, r := range rowids {
		if list[i], err = strconv.ParseInt(r, 10, 64); err != nil {
			return nil, err
		}
	}
	ids, err := json.Marshal(list)
	if err != nil {
		return nil, err
	}
	rows, err := s.Query(app, userRowsSQL(totalsOf(s, "rollup_creator_totals", "rollup_creator_media")), string(ids))
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := make([]UserRow, 0, limit)
	for rows.Next() {
		var r UserRow
		err := rows.Scan(&r.Id, &r.Name, &r.Email, &r.AccountStatus, &r.IsPremiumUser, &r.Verified, &r.Bio, &r.Avatar, &r.Created, &r.MediaCount)
		if err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

// CountUsers counts the list: without a search, a sum over rollup_users
// (migration 1763771200_rollups.go) instead of one index entry per user,
// one prepared statement of s.
func CountUsers(app core.App, s *sqlprep.Statements, uf UserFilter) (int, error) {
	if uf.Search != "" {
		var total int
		err := app.DB().Select("COUNT(*)").From("users").Where(uf.Where()).Row(&total)
		return total, err
	}
	if uf.Status != "" {
		return s.Int(app, "SELECT COALESCE(SUM(n), 0) FROM rollup_users WHERE status = +?", uf.Status)
	}
	return s.Int(app, "SELECT COALESCE(SUM(n), 0) FROM rollup_users")
}

// MediaCounts counts the media of each of users (ids) in one query.
func MediaCounts(app core.App, users []string) (map[string]int, error) {
	counts := map[string]int{}
	if len(users) == 0 {
		return counts, nil
	}
	ids := make([]any, len(users))
	for i, u := range users {
		ids[i] = u
	}
	var rows []struct {
		Artist string `db:"artist"`
		N      int    `db:"n"`
	}
	err := app.DB().Select("artist", "COUNT(*) AS n").From("media").Where(dbx.In("artist", ids...)).GroupBy("artist").All(&rows)
	for _, r := range rows {
		counts[r.Artist] = r.N
	}
	return counts, err
}

// AllUsers reads every user the filter keeps, newest first, as records
// (the CSV export: every page at once).
func AllUsers(app core.App, uf UserFilter) ([]*core.Record, error) {
	var users []*core.Record
	err := app.RecordQuery("users").AndWhere(uf.Where()).OrderBy("created DESC", "id DESC").All(&users)
	return users, err
}
