package routes

import (
	"net/http"
	"strings"
	"unicode/utf8"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"

	"selah/internal/lists"
	"selah/internal/moderation"
	"selah/internal/visibility"
)

const maxSearch = 200

func (d *deps) registerUserMedia(g *router.RouterGroup[*core.RequestEvent]) {
	// {userId...} takes an empty suffix too: /user-media/ is the caller's own.
	g.GET("/user-media/{userId...}", d.cached(callerScope, d.userMedia)).Bind(requireUser(), apis.SkipSuccessActivityLog())
	g.GET("/user-media", d.cached(callerScope, d.userMedia)).Bind(requireUser(), apis.SkipSuccessActivityLog())
}

// readMediaFilter reads ?type=, ?status= (creator names: approved, pending,
// rejected, suspended, all) and ?search=, with a 400 for unknown values.
func readMediaFilter(e *core.RequestEvent, statusParam string) (lists.MediaFilter, error) {
	q := e.Request.URL.Query()
	f := &form{}
	mf := lists.MediaFilter{Kind: q.Get("type"), Search: strings.TrimSpace(q.Get("search"))}
	switch mf.Kind {
	case "", "album", "podcast", "sermon":
	case "all":
		mf.Kind = ""
	default:
		f.add("type", "invalid", "Type must be album, podcast or sermon")
	}
	switch s := q.Get(statusParam); s {
	case "", "all":
	case "approved":
		mf.Status = moderation.Active
	default:
		if !moderation.Valid(s) {
			f.add(statusParam, "invalid", "Status must be one of all, approved, draft, pending, active, scheduled, rejected, suspended")
		}
		mf.Status = s
	}
	if utf8.RuneCountInString(mf.Search) > maxSearch {
		f.add("search", "too_long", "Search must be at most 200 characters long")
	}
	return mf, f.err()
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
		filter.Status = moderation.Active
	}

	total, ids, err := lists.CreatorPage(e.App, d.sql, owner, filter, page, limit)
	if err != nil {
		return err
	}
	items, err := d.mediaPage(e.App, ids, false)
	if err != nil {
		return err
	}
	data := map[string]any{"data": items, "total": total, "page": page, "limit": limit}
	if own {
		stats, err := d.creatorStats(e.App, owner, filter.Kind)
		if err != nil {
			return err
		}
		data["stats"] = stats
	}
	return ok(e, http.StatusOK, "", data)
}
