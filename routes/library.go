package routes

import (
	"net/http"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"

	"selah/internal/library"
	"selah/internal/listening"
)

// registerLibrary serves a listener's library (/app/library): the items
// they liked, the episodes they played, and "mark as played" / "mark as
// unplayed" on an episode. Only what the caller may still see is listed
// (internal/library asks internal/visibility).
func (d *deps) registerLibrary(media *router.RouterGroup[*core.RequestEvent]) {
	media.GET("/liked", d.cached(callerScope, d.likedMedia)).Bind(requireUser(), apis.SkipSuccessActivityLog())
	media.GET("/history", d.history).Bind(requireUser(), apis.SkipSuccessActivityLog())
	media.PUT("/episodes/{episodeId}/played", d.markPlayed).Bind(requireUser())
	media.DELETE("/episodes/{episodeId}/played", d.markUnplayed).Bind(requireUser())
}

const defaultLibraryLimit = 20

// likedMedia is the caller's liked items, the latest liked first,
// rendered as every media list is.
func (d *deps) likedMedia(e *core.RequestEvent) error {
	return d.callerMediaPage(e, defaultLibraryLimit, library.Liked)
}

// historyJSON is one episode of the caller's history.
type historyJSON struct {
	Episode  episodeJSON `json:"episode"`
	Media    mediaJSON   `json:"media"`
	Position float64     `json:"position"`
	Duration float64     `json:"duration"`
	PlayedAt string      `json:"playedAt"`
	Finished bool        `json:"finished"`
}

// history is what the caller played, the latest first: each episode with
// where they stopped, and whether that is its end (played).
func (d *deps) history(e *core.RequestEvent) error {
	page, limit, err := paging(e, defaultLibraryLimit)
	if err != nil {
		return err
	}
	if err := d.listens.SettlePositions(e.Auth.Id); err != nil {
		return err
	}
	total, rows, err := library.History(e.App, e.Auth.Id, page, limit)
	if err != nil {
		return err
	}
	mediaIds := make([]string, 0, len(rows))
	seen := map[string]bool{}
	for _, r := range rows {
		if !seen[r.Media] {
			seen[r.Media] = true
			mediaIds = append(mediaIds, r.Media)
		}
	}
	items, err := d.mediaPage(e.App, mediaIds, false)
	if err != nil {
		return err
	}
	byId := make(map[string]mediaJSON, len(items))
	for _, m := range items {
		byId[m.Id] = m
	}
	out := make([]historyJSON, 0, len(rows))
	for _, r := range rows {
		ep, err := e.App.FindRecordById("episodes", r.Episode)
		if err != nil {
			return err
		}
		epJSON := toEpisodeJSON(ep)
		epJSON.StreamUrl = streamURL(e.Auth, ep)
		dur := ep.GetFloat("duration")
		out = append(out, historyJSON{
			Episode: epJSON, Media: byId[r.Media], Position: r.Position, Duration: dur,
			PlayedAt: isoString(r.Updated), Finished: listening.Finished(r.Position, dur),
		})
	}
	return ok(e, http.StatusOK, "", map[string]any{"data": out, "total": total, "page": page, "limit": limit})
}

func (d *deps) markPlayed(e *core.RequestEvent) error   { return d.setPlayed(e, true) }
func (d *deps) markUnplayed(e *core.RequestEvent) error { return d.setPlayed(e, false) }

// setPlayed marks an episode the caller may hear as played (its position
// at its end) or unplayed (back to the start); both are idempotent.
func (d *deps) setPlayed(e *core.RequestEvent, played bool) error {
	ep, _, err := visibleEpisode(e.App, e.Auth, e.Request.PathValue("episodeId"))
	if err != nil {
		return e.NotFoundError("", nil)
	}
	pos := 0.0
	if played {
		pos = ep.GetFloat("duration")
	}
	if err := d.listens.SettlePositions(e.Auth.Id); err != nil {
		return err
	}
	if err := listening.SetPosition(e.App, e.Auth.Id, ep.Id, pos); err != nil {
		return err
	}
	return e.NoContent(http.StatusNoContent)
}
