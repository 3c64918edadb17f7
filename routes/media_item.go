package routes

import (
	"errors"
	"net/http"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"
	"github.com/pocketbase/pocketbase/tools/router"

	"selah/internal/listening"
	"selah/internal/moderation"
	"selah/internal/publicread"
	"selah/internal/sniff"
	"selah/internal/visibility"
)

func (d *deps) registerMediaItem(g *router.RouterGroup[*core.RequestEvent]) {
	g.GET("/{id}", d.getMedia).Bind(requireReader())
	g.PATCH("/{id}", d.patchMedia).Bind(requireUser(), apis.BodyLimit(maxImageBytes+maxMetadataBytes))
	g.DELETE("/{id}", d.deleteMedia).Bind(requireUser())
	g.POST("/{id}/submit", d.submitMedia).Bind(requireUser())
}

// visibleMedia finds a media item the caller may see: their own, any for an
// admin, else only approved media of an active creator. Anything else is a
// 404, so existence does not leak. The caller is a users or admins account
// (requireReader, requireUser); the rule is visibility's.
func visibleMedia(e *core.RequestEvent, id string) (*core.Record, error) {
	m, err := e.App.FindRecordById("media", id)
	if err != nil || !visibility.MayView(e.App, e.Auth, m) {
		return nil, e.NotFoundError("", nil)
	}
	return m, nil
}

// ownMedia finds a media item the caller owns: 404 when they may not see
// it, 403 when they may see it but it is someone else's.
func ownMedia(e *core.RequestEvent, id string) (*core.Record, error) {
	m, err := visibleMedia(e, id)
	if err != nil {
		return nil, err
	}
	if m.GetString("artist") != e.Auth.Id {
		return nil, e.ForbiddenError("Only the creator can change this item", nil)
	}
	return m, nil
}

// findMediaJSON renders one media item, with its episodes when asked
// (all of them for the owner and admins, only approved ones for others).
func (d *deps) findMediaJSON(app core.App, id string, allEpisodes bool) (mediaJSON, error) {
	m, err := app.FindRecordById("media", id)
	if err != nil {
		return mediaJSON{}, err
	}
	out, err := d.mediaOne(app, m.Id)
	if err != nil {
		return mediaJSON{}, err
	}
	// Others see this item (visibleMedia), so it is public: they get its
	// public episodes.
	eps, err := publicread.Episodes(app, id, !allEpisodes, false)
	if err != nil {
		return mediaJSON{}, err
	}
	out.Episodes = make([]episodeJSON, 0, len(eps))
	for _, ep := range eps {
		if allEpisodes { // the owner or an admin
			out.Episodes = append(out.Episodes, toOwnEpisodeJSON(ep))
		} else {
			out.Episodes = append(out.Episodes, toEpisodeJSON(ep))
		}
	}
	if allEpisodes { // the owner or an admin
		withOwnerFeedInfo(app, m, eps, &out)
		if err := withRevision(app, &out); err != nil {
			return mediaJSON{}, err
		}
		if err := withAppeal(app, m, &out); err != nil {
			return mediaJSON{}, err
		}
	}
	return out, nil
}

func (d *deps) getMedia(e *core.RequestEvent) error {
	m, err := visibleMedia(e, e.Request.PathValue("id"))
	if err != nil {
		return err
	}
	all := isAdmin(e) || m.GetString("artist") == e.Auth.Id
	out, err := d.findMediaJSON(e.App, m.Id, all)
	if err != nil {
		return err
	}
	if e.Auth.Collection().Name == usersCollection {
		// The positions this listener saved are written before they are read.
		if err := d.listens.SettlePositions(e.Auth.Id); err != nil {
			return err
		}
	}
	if err := personalize(e.App, e.Auth, &out); err != nil {
		return err
	}
	return ok(e, http.StatusOK, "", map[string]any{"media": out})
}

func (d *deps) patchMedia(e *core.RequestEvent) error {
	m, err := ownMedia(e, e.Request.PathValue("id"))
	if err != nil {
		return err
	}
	in := &mediaForm{app: e.App, partial: true, kind: m.GetString("type"),
		status: m.GetString("adminStatus"), published: moderation.PublishAt(m)}
	if err := bind(e, in); err != nil {
		return err
	}
	for k, v := range in.meta().set {
		m.Set(k, v)
	}
	if e.Request.MultipartForm != nil {
		if fhs := e.Request.MultipartForm.File["coverArt"]; len(fhs) > 0 {
			if fhs[0].Size > maxImageBytes {
				return fileError(http.StatusRequestEntityTooLarge, "coverArt", "too_large", "The cover image is larger than the limit of 10 MB")
			}
			isImage, err := sniff.IsImage(fhs[0])
			if err != nil {
				return err
			}
			if !isImage {
				return fileError(http.StatusUnsupportedMediaType, "coverArt", "invalid_type", "The cover image must be a JPEG, PNG or WebP image")
			}
			file, err := filesystem.NewFileFromMultipart(fhs[0])
			if err != nil {
				return err
			}
			file.OriginalName = originalName(file.OriginalName, 255)
			m.Set("coverArt", file)
		}
	}
	// The hooks keep a live item live with the changes as its revision,
	// and send a rejected item back to review.
	live := moderation.Released(m.GetString("adminStatus"))
	if err := e.App.Save(m); err != nil {
		return err
	}
	out, err := d.findMediaJSON(e.App, m.Id, true)
	if err != nil {
		return err
	}
	msg := "Your changes have been saved"
	if live && out.Revision != nil && out.Revision.Of != nil {
		msg = "Your changes were sent for review. The published version stays live until they are approved."
	}
	return ok(e, http.StatusOK, msg, map[string]any{"media": out})
}

// submitMedia is POST /api/media/{id}/submit: the owner sends a draft to
// review.
func (d *deps) submitMedia(e *core.RequestEvent) error {
	m, err := ownMedia(e, e.Request.PathValue("id"))
	if err != nil {
		return err
	}
	if err := moderation.Submit(e.App, m); err != nil {
		if errors.Is(err, moderation.ErrNotDraft) {
			return router.NewBadRequestError(err.Error(), nil)
		}
		return err
	}
	out, err := d.findMediaJSON(e.App, m.Id, true)
	if err != nil {
		return err
	}
	return ok(e, http.StatusOK, "Submitted for review", map[string]any{"media": out})
}

func (d *deps) deleteMedia(e *core.RequestEvent) error {
	m, err := ownMedia(e, e.Request.PathValue("id"))
	if err != nil {
		return err
	}
	// Episodes cascade; PocketBase removes the files after the commit.
	if err := e.App.Delete(m); err != nil {
		return err
	}
	return ok(e, http.StatusOK, typeLabels[m.GetString("type")]+" deleted", map[string]any{"_id": m.Id})
}

// personalize adds what is the viewer's own: signed stream URLs (an <audio>
// element sends no headers), saved positions and, for a user, the like.
func personalize(app core.App, viewer *core.Record, out *mediaJSON) error {
	positions := map[string]float64{}
	if viewer.Collection().Name == usersCollection {
		var err error
		if positions, err = listening.SavedPositions(app, viewer.Id, out.Id); err != nil {
			return err
		}
		liked := exists(app, "likes", dbx.HashExp{"user": viewer.Id, "media": out.Id})
		out.Liked = &liked
	}
	for i := range out.Episodes {
		ep := &out.Episodes[i]
		ep.StreamUrl = streamURLFor(viewer, ep.Id, ep.Duration)
		ep.ResumeAt = positions[ep.Id]
	}
	return nil
}
