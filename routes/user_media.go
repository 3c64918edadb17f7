package routes

import (
	"net/http"
	"strings"
	"unicode/utf8"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"

	"selah/internal/moderation"
	"selah/internal/visibility"
)

const maxSearch = 200

func (d *deps) registerUserMedia(g *router.RouterGroup[*core.RequestEvent]) {
	// {userId...} takes an empty suffix too: /user-media/ is the caller's own.
	g.GET("/user-media/{userId...}", d.cached(callerScope, d.userMedia)).Bind(requireUser(), apis.SkipSuccessActivityLog())
	g.GET("/user-media", d.cached(callerScope, d.userMedia)).Bind(requireUser(), apis.SkipSuccessActivityLog())
}

// mediaFilter is the list query shared by the creator and admin lists.
type mediaFilter struct {
	kind   string
	status string // "" for every status
	search string
}

// readMediaFilter reads ?type=, ?status= (creator names: approved, pending,
// rejected, suspended, all) and ?search=, with a 400 for unknown values.
func readMediaFilter(e *core.RequestEvent, statusParam string) (mediaFilter, error) {
	q := e.Request.URL.Query()
	f := &form{}
	mf := mediaFilter{kind: q.Get("type"), search: strings.TrimSpace(q.Get("search"))}
	switch mf.kind {
	case "", "album", "podcast", "sermon":
	case "all":
		mf.kind = ""
	default:
		f.add("type", "invalid", "Type must be album, podcast or sermon")
	}
	switch s := q.Get(statusParam); s {
	case "", "all":
	case "approved":
		mf.status = moderation.Active
	default:
		if !moderation.Valid(s) {
			f.add(statusParam, "invalid", "Status must be one of all, approved, pending, active, rejected, suspended")
		}
		mf.status = s
	}
	if utf8.RuneCountInString(mf.search) > maxSearch {
		f.add("search", "too_long", "Search must be at most 200 characters long")
	}
	return mf, f.err()
}

// whereNoSearch is where without the search condition.
func (mf mediaFilter) whereNoSearch() dbx.Expression {
	mf.search = ""
	return mf.where()
}

// where turns the filter into a condition on the media table (alias m).
func (mf mediaFilter) where() dbx.Expression {
	var conds []dbx.Expression
	if mf.kind != "" {
		conds = append(conds, dbx.HashExp{"m.type": mf.kind})
	}
	if mf.status != "" {
		conds = append(conds, dbx.HashExp{"m.adminStatus": mf.status})
	}
	if mf.search != "" {
		conds = append(conds, dbx.Or(
			dbx.Like("m.title", mf.search),
			dbx.Like("m.theme", mf.search),
			dbx.Like("m.preacher", mf.search),
		))
	}
	return and(conds...)
}

// countMedia counts a media list. Without a search, the count is a sum
// over a roll-up (migration 1763771200_rollups.go: a few dozen rows, not one
// per item); with one, it counts the matching rows (where, on media m).
func countMedia(app core.App, where dbx.Expression, mf mediaFilter, rollup string, key dbx.HashExp) (int, error) {
	var total int
	if mf.search != "" {
		err := app.DB().Select("COUNT(*)").From("media m").Where(where).Row(&total)
		return total, err
	}
	if mf.kind != "" {
		key["type"] = mf.kind
	}
	if mf.status != "" {
		key["status"] = mf.status
	}
	err := app.DB().Select("COALESCE(SUM([[n]]), 0)").From(rollup).Where(key).Row(&total)
	return total, err
}

// and joins conditions, skipping nil ones, and is "1=1" when none is left:
// dbx renders an And of only empty or nil expressions as "()", which SQLite
// refuses (and AndWhere(nil) builds exactly that).
func and(exps ...dbx.Expression) dbx.Expression {
	var kept []dbx.Expression
	for _, e := range exps {
		if e != nil {
			kept = append(kept, e)
		}
	}
	switch len(kept) {
	case 0:
		return dbx.NewExp("1=1")
	case 1:
		return kept[0]
	}
	return dbx.And(kept...)
}

func (d *deps) userMedia(e *core.RequestEvent) error {
	page, limit, err := paging(e, 10)
	if err != nil {
		return err
	}
	filter, err := readMediaFilter(e, "status")
	if err != nil {
		return err
	}
	userId := strings.Trim(e.Request.PathValue("userId"), "/")
	own := userId == "" || userId == e.Auth.Id
	owner := e.Auth.Id
	if !own {
		// Another creator's page shows only what listeners may see.
		artist, err := e.App.FindRecordById(usersCollection, userId)
		if err != nil || visibility.IsSuspended(artist) {
			return e.NotFoundError("", nil)
		}
		owner = artist.Id
		filter.status = moderation.Active
	}

	where := and(dbx.HashExp{"m.artist": owner}, filter.where())
	total, err := countMedia(e.App, where, filter, "rollup_creator_media", dbx.HashExp{"artist": owner})
	if err != nil {
		return err
	}
	ids, err := mediaListPage(e.App.DB().Select("m.id").From("media m").Where(where), page, limit)
	if err != nil {
		return err
	}
	items, err := d.mediaPage(e.App, ids, false)
	if err != nil {
		return err
	}
	data := map[string]any{"data": items, "total": total, "page": page, "limit": limit}
	if own {
		stats, err := creatorStats(e.App, owner, filter.kind)
		if err != nil {
			return err
		}
		data["stats"] = stats
	}
	return ok(e, http.StatusOK, "", data)
}
