package routes

import (
	"net/http"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"

	"selah/internal/moderation"
	"selah/internal/refs"
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
	rows, err := refs.Genres(e.App)
	if err != nil {
		return err
	}
	out := make([]ref, 0, len(rows))
	for _, r := range rows {
		out = append(out, ref{Id: r.Id, Title: r.Title})
	}
	return ok(e, http.StatusOK, "", map[string]any{"data": out})
}

func (d *deps) audioCategories(e *core.RequestEvent) error {
	kind := e.Request.URL.Query().Get("type")
	switch kind {
	case "", "podcast", "sermon":
	default:
		f := &form{}
		f.add("type", "invalid", "Type must be podcast or sermon")
		return f.err()
	}
	rows, err := refs.Categories(e.App, kind)
	if err != nil {
		return err
	}
	out := make([]ref, 0, len(rows))
	for _, r := range rows {
		out = append(out, ref{Id: r.Id, Title: r.Title, Type: r.Type})
	}
	return ok(e, http.StatusOK, "", out)
}

// nonNil makes an empty list encode as [] rather than null.
func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}
