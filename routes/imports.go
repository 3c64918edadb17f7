package routes

import (
	"errors"
	"net/http"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"

	"selah/internal/importfeed"
	"selah/internal/services"
)

// Import from another host (API.md "Creators' workflow"): a creator names
// their podcast's RSS feed; internal/importfeed fetches it and its
// episodes in the background into a draft podcast of theirs, sent to
// review when every episode was tried. The creator follows the import's
// progress; an admin may read it too; anyone else gets a 404.
func (d *deps) registerImports(g *router.RouterGroup[*core.RequestEvent]) {
	g.POST("/import-feed", importFeed).Bind(requireUser())
	g.GET("/imports/{importId}", importProgress).Bind(requireReader())
}

func importFeed(e *core.RequestEvent) error {
	in := &importForm{}
	if err := bind(e, in); err != nil {
		return err
	}
	id, err := services.Of(e.App).Imports.Begin(e.App, e.Auth.Id, in.URL)
	switch {
	case errors.Is(err, importfeed.ErrNotURL), errors.Is(err, importfeed.ErrNotHTTP),
		errors.Is(err, importfeed.ErrTooLong), errors.Is(err, importfeed.ErrNotPublic):
		return fieldError("url", "invalid", err.Error())
	case errors.Is(err, importfeed.ErrTooManyActive):
		return router.NewApiError(http.StatusTooManyRequests, err.Error(), nil)
	case err != nil:
		return err
	}
	return ok(e, http.StatusAccepted, "Import started", map[string]any{"importId": id})
}

// importJSON is an import's progress: status (fetching, importing, done,
// failed), the episodes tried (done) of those listed (total), how many were
// imported, what could not be and why (errors: the feed's first, then each
// episode's), and the podcast it fills (mediaId, "" before it exists or
// once an import with nothing imported removed it).
type importJSON struct {
	Status   string               `json:"status"`
	Done     int                  `json:"done"`
	Total    int                  `json:"total"`
	Imported int                  `json:"imported"`
	Errors   []importfeed.Problem `json:"errors"`
	MediaId  string               `json:"mediaId"`
}

func importProgress(e *core.RequestEvent) error {
	p, err := importfeed.Find(e.App, e.Request.PathValue("importId"))
	if errors.Is(err, importfeed.ErrNotFound) {
		return e.NotFoundError("", nil)
	}
	if err != nil {
		return err
	}
	if !isAdmin(e) && p.Owner != e.Auth.Id {
		return e.NotFoundError("", nil)
	}
	problems := p.Problems
	if problems == nil {
		problems = []importfeed.Problem{}
	}
	return ok(e, http.StatusOK, "", importJSON{Status: p.Status, Done: p.Done, Total: p.Total, Imported: p.Imported,
		Errors: problems, MediaId: p.MediaId})
}
