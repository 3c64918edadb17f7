package routes

import (
	"net/http"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"

	"selah/internal/listening"
	"selah/internal/visibility"
)

// registerPublicMedia serves one public item to anyone (API.md, "Reaching
// people without an account"): the public pages, the embeds and shared
// links play from these answers.
func (d *deps) registerPublicMedia(g *router.RouterGroup[*core.RequestEvent]) {
	g.GET("/media/{mediaId}", d.publicMedia)
	g.GET("/episodes/{episodeId}", d.publicEpisodeMedia)
}

// publicMedia is GET /api/public/media/{mediaId}: data {media}, 404 unless
// the item is public.
func (d *deps) publicMedia(e *core.RequestEvent) error {
	viewer := publicViewer(e)
	m, err := e.App.FindRecordById("media", e.Request.PathValue("mediaId"))
	// Asked as nobody: the owner and staff see their other states through
	// GET /api/media/{id}, not here.
	if err != nil || !visibility.MayView(e.App, nil, m) {
		return e.NotFoundError("", nil)
	}
	out, err := d.publicMediaJSON(e, viewer, m.Id)
	if err != nil {
		return err
	}
	return ok(e, http.StatusOK, "", map[string]any{"media": out})
}

// publicEpisodeMedia is GET /api/public/episodes/{episodeId}: data {media,
// episodeId} for the episode's item, 404 unless the episode is public.
func (d *deps) publicEpisodeMedia(e *core.RequestEvent) error {
	viewer := publicViewer(e)
	ep, media, err := visibleEpisode(e.App, nil, e.Request.PathValue("episodeId"))
	if err != nil {
		return e.NotFoundError("", nil)
	}
	out, err := d.publicMediaJSON(e, viewer, media.Id)
	if err != nil {
		return err
	}
	return ok(e, http.StatusOK, "", map[string]any{"media": out, "episodeId": ep.Id})
}

// publicViewer is the account a public answer is made for: a users
// account (the public group's refuseBlockedCaller has refused one that
// may not sign in). Anyone else is answered as a guest (nil): no token,
// or staff, who are not listeners.
func publicViewer(e *core.RequestEvent) *core.Record {
	if e.Auth == nil || e.Auth.Collection().Name != usersCollection {
		return nil
	}
	return e.Auth
}

// publicMediaJSON is the item as GET /api/media/{id} shows it to a
// listener (its approved episodes), made personal: for an account its
// stream URLs, positions and like; for a guest, stream URLs anyone may
// play, the positions saved under its device cookie, and no like.
// The answer is the caller's own, so no cache may keep it.
func (d *deps) publicMediaJSON(e *core.RequestEvent, viewer *core.Record, mediaId string) (mediaJSON, error) {
	out, err := d.findMediaJSON(e.App, mediaId, false)
	if err != nil {
		return mediaJSON{}, err
	}
	e.Response.Header().Set("Cache-Control", "no-store")
	if viewer != nil {
		// The positions this listener saved are written before they are read.
		if err := d.listens.SettlePositions(viewer.Id); err != nil {
			return mediaJSON{}, err
		}
		return out, personalize(e.App, viewer, &out)
	}
	// A guest's positions are its browser's (the selah_guest cookie,
	// guest_cookie.go), never its address and agent's: this answer is
	// readable by any origin (CORS *), but no other site's request
	// carries the cookie, and a browser without it gets no resumeAt.
	key, err := guestDevice(e)
	if err != nil {
		return mediaJSON{}, err
	}
	positions := map[string]float64{}
	if key != "" {
		if err := d.listens.SettlePositions(key); err != nil {
			return mediaJSON{}, err
		}
		if positions, err = listening.SavedPositions(e.App, key, mediaId); err != nil {
			return mediaJSON{}, err
		}
	}
	liked := false
	out.Liked = &liked
	for i := range out.Episodes {
		ep := &out.Episodes[i]
		ep.StreamUrl = guestStreamURL(e.App, ep.Id, ep.Duration)
		ep.ResumeAt = positions[ep.Id]
	}
	return out, nil
}
