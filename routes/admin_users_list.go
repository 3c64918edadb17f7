package routes

import (
	"net/http"
	"strings"
	"unicode/utf8"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"selah/internal/csvsafe"
	"selah/internal/visibility"
)

// userFilter is the admin user list's query: search by name or email and
// the account status.
type userFilter struct {
	search, status string
}

func readUserFilter(e *core.RequestEvent) (userFilter, error) {
	q := e.Request.URL.Query()
	uf := userFilter{search: strings.TrimSpace(q.Get("search")), status: q.Get("status")}
	f := &form{}
	switch uf.status {
	case "", "all":
		uf.status = ""
	case visibility.AccountActive, visibility.AccountSuspended:
	case "inactive":
		uf.status = visibility.AccountSuspended // SPEC's "Inactive"
	default:
		f.add("status", "invalid", "Status must be active or suspended")
	}
	if utf8.RuneCountInString(uf.search) > maxSearch {
		f.add("search", "too_long", "Search must be at most 200 characters long")
	}
	return uf, f.err()
}

func (uf userFilter) where() dbx.Expression {
	var conds []dbx.Expression
	if uf.status != "" {
		conds = append(conds, dbx.HashExp{"accountStatus": uf.status})
	}
	if uf.search != "" {
		conds = append(conds, dbx.Or(dbx.Like("name", uf.search), dbx.Like("email", uf.search)))
	}
	return and(conds...)
}

// adminUserJSON is a user as the admin list shows it.
type adminUserJSON struct {
	userJSON
	MediaCount int `json:"mediaCount"`
}

func (d *deps) listUsers(e *core.RequestEvent) error {
	page, limit, err := paging(e, 10)
	if err != nil {
		return err
	}
	uf, err := readUserFilter(e)
	if err != nil {
		return err
	}
	total, err := countUsers(e.App, uf)
	if err != nil {
		return err
	}
	items, err := d.usersPage(e.App, uf, page, limit)
	if err != nil {
		return err
	}
	return ok(e, http.StatusOK, "", map[string]any{"data": items, "totalCount": total, "page": page, "limit": limit})
}

// pageSQL is the list's page with each user's media count, for the
// filter's shape (prepared once per shape, internal/sqlprep), and its
// arguments before LIMIT and OFFSET. The (accountStatus, created, id)
// index answers the order and holds the id, so the skipped rows of a deep
// page are index entries; SQLite reads a user's row and counts their media
// only for the page's own.
func (uf userFilter) pageSQL() (string, []any) {
	var conds []string
	var args []any
	if uf.status != "" {
		conds, args = append(conds, "u.accountStatus = +?"), append(args, uf.status)
	}
	if uf.search != "" {
		p := likePattern(uf.search)
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

// usersPage renders a page of the admin user list.
func (d *deps) usersPage(app core.App, uf userFilter, page, limit int) ([]adminUserJSON, error) {
	users, err := app.FindCachedCollectionByNameOrId(usersCollection)
	if err != nil {
		return nil, err
	}
	q, args := uf.pageSQL()
	rows, err := d.sql.Query(app, q, append(args, limit, (page-1)*limit)...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	items := make([]adminUserJSON, 0, limit)
	for rows.Next() {
		var r userRow
		var media int
		err := rows.Scan(&r.Id, &r.Name, &r.Email, &r.AccountStatus, &r.IsPremiumUser, &r.Verified, &r.Bio, &r.Avatar, &r.Created, &media)
		if err != nil {
			return nil, err
		}
		items = append(items, adminUserJSON{userJSON: r.json(users.Id), MediaCount: media})
	}
	return items, rows.Err()
}

// countUsers counts the list: without a search, a sum over rollup_users
// (migration 1763771200_rollups.go) instead of one index entry per user.
func countUsers(app core.App, uf userFilter) (int, error) {
	var total int
	if uf.search != "" {
		err := app.DB().Select("COUNT(*)").From("users").Where(uf.where()).Row(&total)
		return total, err
	}
	key := dbx.HashExp{}
	if uf.status != "" {
		key["status"] = uf.status
	}
	err := app.DB().Select("COALESCE(SUM([[n]]), 0)").From("rollup_users").Where(key).Row(&total)
	return total, err
}

// mediaCounts counts the media of each user of a page in one query.
func mediaCounts(app core.App, users []*core.Record) (map[string]int, error) {
	counts := map[string]int{}
	if len(users) == 0 {
		return counts, nil
	}
	ids := make([]any, len(users))
	for i, u := range users {
		ids[i] = u.Id
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

// exportUsers answers the filtered users as CSV, every page of them. The
// csvsafe writer neutralises every cell (names and emails are the users'
// own text), so a spreadsheet never runs one as a formula.
func (d *deps) exportUsers(e *core.RequestEvent) error {
	uf, err := readUserFilter(e)
	if err != nil {
		return err
	}
	var users []*core.Record
	if err := e.App.RecordQuery(usersCollection).AndWhere(uf.where()).OrderBy("created DESC", "id DESC").All(&users); err != nil {
		return err
	}
	counts, err := mediaCounts(e.App, users)
	if err != nil {
		return err
	}
	e.Response.Header().Set("Content-Type", "text/csv; charset=utf-8")
	e.Response.Header().Set("Content-Disposition", `attachment; filename="selah-users.csv"`)
	e.Response.WriteHeader(http.StatusOK)
	w := csvsafe.NewWriter(e.Response)
	_ = w.Write([]string{"id", "name", "email", "status", "subscription", "verified", "uploads", "joined"})
	for _, u := range users {
		sub := "Free"
		if u.GetBool("isPremiumUser") {
			sub = "Premium"
		}
		j := toUserJSON(u)
		_ = w.Write([]string{u.Id, j.Name, j.Email, j.AccountStatus, sub, boolWord(j.Verified),
			itoa(counts[u.Id]), j.CreatedAt})
	}
	w.Flush()
	return w.Error()
}

func boolWord(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}
