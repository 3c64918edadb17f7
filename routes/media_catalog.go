package routes

import (
	"net/http"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"

	"selah/internal/moderation"
)

func (d *deps) registerCatalog(g *router.RouterGroup[*core.RequestEvent]) {
	g.GET("/media-statuses", d.mediaStatuses).Bind(requireReader())
	g.GET("/genres", d.genres).Bind(requireReader())
	g.GET("/audio-categories", d.audioCategories).Bind(requireReader())
}

func (d *deps) mediaStatuses(e *core.RequestEvent) error {
	return ok(e, http.StatusOK, "", moderation.Statuses)
}

func (d *deps) genres(e *core.RequestEvent) error {
	var rows []ref
	err := e.App.DB().Select("id AS _id", "title").From("genres").OrderBy("title ASC").All(&rows)
	if err != nil {
		return err
	}
	return ok(e, http.StatusOK, "", map[string]any{"data": nonNil(rows)})
}

func (d *deps) audioCategories(e *core.RequestEvent) error {
	kind := e.Request.URL.Query().Get("type")
	q := e.App.DB().Select("id AS _id", "title", "type").From("audio_categories").OrderBy("type ASC", "title ASC")
	switch kind {
	case "":
	case "podcast", "sermon":
		q = q.Where(dbx.HashExp{"type": kind})
	default:
		f := &form{}
		f.add("type", "invalid", "Type must be podcast or sermon")
		return f.err()
	}
	var rows []ref
	if err := q.All(&rows); err != nil {
		return err
	}
	return ok(e, http.StatusOK, "", nonNil(rows))
}

// nonNil makes an empty list encode as [] rather than null.
func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}
