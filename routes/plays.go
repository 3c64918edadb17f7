package routes

import (
	"net/http"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"

	"selah/internal/likes"
	"selah/internal/listening"
	"selah/internal/renditions"
)

// requireUserOrGuest lets through a request with no Authorization header
// (a listener without an account: the handler then serves only what is
// public) and otherwise does what requireUser does: an expired token is a
// 401 (the player signs in again rather than listening as someone else),
// an admin's a 403, a suspended or unverified account's a 403.
func requireUserOrGuest() *hook.Handler[*core.RequestEvent] {
	user := requireUser()
	return &hook.Handler[*core.RequestEvent]{
		Id: "selahRequireUserOrGuest",
		Func: func(e *core.RequestEvent) error {
			if e.Auth == nil && e.Request.Header.Get("Authorization") == "" {
				return e.Next()
			}
			return user.Func(e)
		},
	}
}

// listenerOf is who listens, as the listening tables key them: the
// account's id, or with no account (e.Auth nil) the guest key of the
// request's address and user agent on today's UTC day.
func listenerOf(e *core.RequestEvent) (string, error) {
	if e.Auth != nil {
		return e.Auth.Id, nil
	}
	return listening.GuestKey(e.App, e.RealIP(), e.Request.UserAgent(), time.Now())
}

// reportPlay takes the player's report of how far a listener got and
// counts a play when the rules of listening.Judge allow it. A listener
// without an account is judged by the same rules under their guest key.
func (d *deps) reportPlay(e *core.RequestEvent) error {
	in := &playForm{}
	if err := bind(e, in); err != nil {
		return err
	}
	episodeId, pos := in.EpisodeId, in.Position.V
	ep, media, err := visibleEpisode(e.App, e.Auth, episodeId)
	if err != nil {
		return e.NotFoundError("", nil)
	}
	listener, err := listenerOf(e)
	if err != nil {
		return err
	}
	address := ""
	if e.Auth == nil {
		if address, err = guestAddress(e); err != nil {
			return err
		}
	}
	// Judge and record in one write transaction: SQLite runs them one at a
	// time, so two reports racing for the same play cannot both count. The
	// ledger first writes, in that transaction, what it holds of this
	// listener's listen of this episode (bytes streamed, signed URLs
	// issued, positions reported); JudgePlay credits this report to the
	// listener's session, if any, and judges it. A guest's play then takes
	// one of its address's plays of the episode today
	// (listening.GuestPlaysPerAddress) in the same transaction.
	var verdict listening.Verdict
	err = d.listens.Settle(listener, ep.Id, func(tx core.App) error {
		var err error
		now := time.Now()
		verdict, err = listening.JudgePlay(tx, listener, ep.Id, media.GetString("type"), episodeAudio(tx, ep), pos, now)
		if err != nil || !verdict.Counted {
			return err
		}
		if address != "" {
			claimed, err := listening.ClaimGuestPlay(tx, address, ep.Id, now)
			if err != nil {
				return err
			}
			if !claimed {
				verdict = listening.Verdict{Reason: listening.ReasonAddressCap}
				return nil
			}
		}
		coll, err := tx.FindCachedCollectionByNameOrId("plays")
		if err != nil {
			return err
		}
		play := core.NewRecord(coll)
		play.Set("episode", ep.Id)
		play.Set("media", media.Id)
		if e.Auth != nil { // a guest's play names no account
			play.Set("listener", e.Auth.Id)
		}
		play.Set("listenerKey", listener)
		return tx.Save(play)
	})
	if err != nil {
		return err
	}
	msg := "Play counted"
	if !verdict.Counted {
		msg = "Play not counted: " + verdict.Reason
	}
	return ok(e, http.StatusAccepted, msg, map[string]any{"counted": verdict.Counted})
}

// episodeAudio is what the play rules need to know of the file the stream
// serves (the rendition once done): the bytes a listener was sent are of
// that file.
func episodeAudio(app core.App, ep *core.Record) listening.Audio {
	served := renditions.Served(ep)
	a := listening.Audio{Duration: served.Duration, Bitrate: served.Bitrate, HeaderSize: served.HeaderSize, Size: served.Size}
	if a.Size > 0 {
		return a
	}
	if fs, err := app.NewFilesystem(); err == nil {
		defer fs.Close()
		if attrs, err := fs.Attributes(ep.BaseFilesPath() + "/" + served.Name); err == nil {
			a.Size = attrs.Size
		}
	}
	return a
}

// savePosition stores where a listener stopped, to resume on any device
// (an account), or in the same browser (a guest, by its device cookie).
func (d *deps) savePosition(e *core.RequestEvent) error {
	in := &positionForm{}
	if err := bind(e, in); err != nil {
		return err
	}
	pos := in.Position.V
	ep, _, err := visibleEpisode(e.App, e.Auth, e.Request.PathValue("episodeId"))
	if err != nil {
		return e.NotFoundError("", nil)
	}
	if d := ep.GetFloat("duration"); d > 0 && pos > d {
		pos = d
	}
	listener, err := listenerOf(e)
	if err != nil {
		return err
	}
	// Written behind, with the bytes streamed (internal/listening.Ledger):
	// within a second, or before this listener's positions are read.
	if e.Auth != nil {
		d.listens.SavePosition(listener, ep.Id, pos)
		return e.NoContent(http.StatusNoContent)
	}
	// A guest: the report is credited to the listening of its address and
	// agent (plays), the position kept under its device cookie, and only
	// while its address has a place for the key (GuestKeysPerAddress).
	// Past that, or with no cookie yet, the save is answered as any other:
	// the player goes on, the position is not kept.
	d.listens.Report(listener, ep.Id, pos, time.Now())
	device, err := guestDevice(e)
	if err != nil {
		return err
	}
	if device != "" {
		address, err := guestAddress(e)
		if err != nil {
			return err
		}
		d.listens.KeepPosition(device, address, ep.Id, pos)
	}
	return e.NoContent(http.StatusNoContent)
}

// continueListening lists the episodes a listener started and did not
// finish, newest first.
func (d *deps) continueListening(e *core.RequestEvent) error {
	if err := d.listens.SettlePositions(e.Auth.Id); err != nil {
		return err
	}
	rows, err := listening.Positions(e.App, e.Auth.Id, 50)
	if err != nil {
		return err
	}
	items := make([]map[string]any, 0, len(rows))
	for _, p := range rows {
		ep, media, err := visibleEpisode(e.App, e.Auth, p.GetString("episode"))
		if err != nil {
			continue
		}
		pos, dur := p.GetFloat("position"), ep.GetFloat("duration")
		if pos <= 0 || listening.Finished(pos, dur) {
			continue // not really started, or finished
		}
		mediaOut, err := d.mediaOne(e.App, media.Id)
		if err != nil {
			return err
		}
		epJSON := toEpisodeJSON(ep)
		epJSON.StreamUrl = streamURL(e.Auth, ep)
		items = append(items, map[string]any{
			"episode": epJSON, "media": mediaOut, "position": pos, "duration": dur, "updatedAt": isoTime(p, "updated"),
		})
		if len(items) == 20 {
			break
		}
	}
	return ok(e, http.StatusOK, "", map[string]any{"data": items})
}

func (d *deps) like(e *core.RequestEvent) error   { return d.setLike(e, true) }
func (d *deps) unlike(e *core.RequestEvent) error { return d.setLike(e, false) }

// setLike likes or unlikes media the caller may see; both are idempotent.
func (d *deps) setLike(e *core.RequestEvent, liked bool) error {
	media, err := visibleMedia(e, e.Request.PathValue("id"))
	if err != nil {
		return err
	}
	n, err := likes.Set(e.App, e.Auth.Id, media.Id, liked)
	if err != nil {
		return err
	}
	return ok(e, http.StatusOK, "", map[string]any{"liked": liked, "likes": n})
}
