package routes

import (
	"mime"
	"net/http"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"

	"selah/internal/renditions"
)

// An episode's processing (API.md, "Audio as listeners receive it"): its
// owner or an admin starts it again, and downloads the original upload,
// which listeners never get once the rendition is made.
func (d *deps) registerEpisodeProcessing(g *router.RouterGroup[*core.RequestEvent]) {
	g.POST("/episodes/{episodeId}/reprocess", d.reprocessEpisode).Bind(requireReader())
	// A download link cannot send headers: the route reads the caller as
	// the stream does (a file token in ?token=).
	g.GET("/episodes/{episodeId}/original", d.episodeOriginal).Bind(apis.SkipSuccessActivityLog())
}

// ownEpisode is an episode whose media the caller created, or any episode
// for an admin; anything else (unknown, someone else's, public or not) is a
// 404, so the route tells nobody what exists.
func ownEpisode(e *core.RequestEvent, who *core.Record, episodeId string) (*core.Record, error) {
	ep, err := e.App.FindRecordById("episodes", episodeId)
	if err != nil {
		return nil, e.NotFoundError("", nil)
	}
	if who.Collection().Name == adminsCollection {
		return ep, nil
	}
	media, err := e.App.FindRecordById("media", ep.GetString("media"))
	if err != nil || media.GetString("artist") != who.Id {
		return nil, e.NotFoundError("", nil)
	}
	return ep, nil
}

// reprocessEpisode sends a done or failed episode back to the worker
// (renditions.Requeue); one pending or running already is a 409.
func (d *deps) reprocessEpisode(e *core.RequestEvent) error {
	ep, err := ownEpisode(e, e.Auth, e.Request.PathValue("episodeId"))
	if err != nil {
		return err
	}
	requeued, err := renditions.Requeue(e.App, d.renditions, ep.Id)
	if err != nil {
		return err
	}
	if !requeued {
		if _, err := e.App.FindRecordById("episodes", ep.Id); err != nil {
			return e.NotFoundError("", nil) // deleted meanwhile
		}
		return router.NewApiError(http.StatusConflict, "This episode is already being processed", nil)
	}
	fresh, err := e.App.FindRecordById("episodes", ep.Id)
	if err != nil {
		return e.NotFoundError("", nil)
	}
	return ok(e, http.StatusAccepted, "Processing started", map[string]any{"episode": toOwnEpisodeJSON(fresh)})
}

// episodeOriginal answers the episode's upload as a download (Range,
// HEAD and conditional requests as the stream), counted as no listening.
func (d *deps) episodeOriginal(e *core.RequestEvent) error {
	episodeId := e.Request.PathValue("episodeId")
	who := streamCaller(e, episodeId)
	if who == nil {
		return e.UnauthorizedError("Please sign in to continue", nil)
	}
	switch who.Collection().Name {
	case usersCollection:
		if err := refuseBlocked(e, who); err != nil {
			return err
		}
	case adminsCollection:
	default:
		return e.ForbiddenError("This action needs a user or admin account", nil)
	}
	ep, err := ownEpisode(e, who, episodeId)
	if err != nil {
		return err
	}
	name := ep.GetString("audio")
	if name == "" {
		return e.NotFoundError("", nil)
	}
	h := e.Response.Header()
	h.Set("Content-Disposition", mime.FormatMediaType("attachment", map[string]string{"filename": name}))
	h.Set("Cache-Control", "private, no-store")
	if err := serveAudio(e.App, e.Response, e.Request, streamEpisode{id: ep.Id, audio: name}); err != nil {
		h.Del("Content-Disposition")
		h.Del("Cache-Control")
		return e.NotFoundError("", err)
	}
	return nil
}
