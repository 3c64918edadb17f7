package routes

import (
	"net/http"
	"strings"
	"unicode/utf8"

	"github.com/pocketbase/pocketbase/core"

	"selah/internal/csvsafe"
	"selah/internal/lists"
	"selah/internal/visibility"
)

// readUserFilter reads ?search= and ?status= (active, suspended or
// inactive, all), with a 400 for unknown values.
func readUserFilter(e *core.RequestEvent) (lists.UserFilter, error) {
	q := e.Request.URL.Query()
	uf := lists.UserFilter{Search: strings.TrimSpace(q.Get("search")), Status: q.Get("status")}
	f := &form{}
	switch {
	case uf.Status == "" || uf.Status == "all":
		uf.Status = ""
	case uf.Status == "inactive":
		uf.Status = visibility.AccountSuspended // SPEC's "Inactive"
	case !visibility.ValidAccountStatus(uf.Status):
		f.add("status", "invalid", "Status must be active or suspended")
	}
	if utf8.RuneCountInString(uf.Search) > maxSearch {
		f.add("search", "too_long", "Search must be at most 200 characters long")
	}
	return uf, f.err()
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
	total, err := lists.CountUsers(e.App, d.sql, uf)
	if err != nil {
		return err
	}
	items, err := d.usersPage(e.App, uf, page, limit)
	if err != nil {
		return err
	}
	return ok(e, http.StatusOK, "", map[string]any{"data": items, "totalCount": total, "page": page, "limit": limit})
}

// usersPage renders a page of the admin user list.
func (d *deps) usersPage(app core.App, uf lists.UserFilter, page, limit int) ([]adminUserJSON, error) {
	users, err := app.FindCachedCollectionByNameOrId(usersCollection)
	if err != nil {
		return nil, err
	}
	rows, err := lists.UsersPage(app, d.sql, uf, page, limit)
	if err != nil {
		return nil, err
	}
	items := make([]adminUserJSON, 0, limit)
	for _, r := range rows {
		u := userRow{
			Id: r.Id, Name: r.Name, Email: r.Email, AccountStatus: r.AccountStatus,
			IsPremiumUser: r.IsPremiumUser, Verified: r.Verified, Bio: r.Bio, Avatar: r.Avatar, Created: r.Created,
		}
		items = append(items, adminUserJSON{userJSON: u.json(users.Id), MediaCount: r.MediaCount})
	}
	return items, nil
}

// mediaCounts counts the media of each user of a page in one query
// (lists.MediaCounts).
func mediaCounts(app core.App, users []*core.Record) (map[string]int, error) {
	return lists.MediaCounts(app, recordIds(users))
}

// exportUsers answers the filtered users as CSV, every page of them. The
// csvsafe writer neutralises every cell (names and emails are the users'
// own text), so a spreadsheet never runs one as a formula.
func (d *deps) exportUsers(e *core.RequestEvent) error {
	uf, err := readUserFilter(e)
	if err != nil {
		return err
	}
	users, err := lists.AllUsers(e.App, uf)
	if err != nil {
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
