package lists

import (
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"selah/internal/sqlprep"
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
		conds = append(conds, dbx.HashExp{"accountStatus": uf.Status})
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

// pageSQL is the list's page with each user's media count, for the
// filter's shape (prepared once per shape, internal/sqlprep), and its
// arguments before LIMIT and OFFSET. The (accountStatus, created, id)
// index answers the order and holds the id, so the skipped rows of a deep
// page are index entries; SQLite reads a user's row and counts their media
// only for the page's own.
func (uf UserFilter) pageSQL() (string, []any) {
	var conds []string
	var args []any
	if uf.Status != "" {
		conds, args = append(conds, "u.accountStatus = +?"), append(args, uf.Status)
	}
	if uf.Search != "" {
		p := likePattern(uf.Search)
		conds, args = append(conds, `(u.name LIKE ? ESCAPE '\' OR u.email LIKE ? ESCAPE '\')`), append(args, p, p)
	}
	q := `SELECT u.id, u.name, u.email, u.accountStatus, u.isPremiumUser, u.verified, u.bio, u.avatar, u.created,
		(SELECT COUNT(*) FROM media m WHERE m.artist = u.id) FROM users u`
	if len(conds) > 0 {
		q += " WHERE " + strings.Join(conds, " AND ")
	}
	return q + " ORDER BY u.created DESC, u.id DESC LIMIT ? OFFSET ?", args
}

// likePattern is dbx.Like's pattern for text: contained anywhere, with
// LIKE's own characters escaped by a backslash.
func likePattern(text string) string {
	return "%" + strings.NewReplacer(`\`, `\\`, "%", `\%`, "_", `\_`).Replace(text) + "%"
}

// UsersPage is a page (1-based) of limit users of the admin list, newest
// first, read with one prepared statement of s (pageSQL).
func UsersPage(app core.App, s *sqlprep.Statements, uf UserFilter, page, limit int) ([]UserRow, error) {
	q, args := uf.pageSQL()
	rows, err := s.Query(app, q, append(args, limit, offset(page, limit))...)
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
