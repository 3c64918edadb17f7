package routes

import (
	"net/http"
	"net/url"
	"time"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"

	"selah/internal/listening"
	"selah/internal/visibility"
)

func (d *deps) registerListening(g *router.RouterGroup[*core.RequestEvent]) {
	// The stream authenticates itself: an <audio> element cannot send headers.
	// A player sends a Range request every few seconds of audio: only the
	// failures go to the activity log, as for the hot list routes.
	g.GET("/episodes/{episodeId}/stream", d.stream).Bind(apis.SkipSuccessActivityLog())
	// Plays and positions also come from listeners without an account
	// (public episodes only; plays.go).
	g.POST("/plays", d.reportPlay).Bind(requireUserOrGuest())
	g.PUT("/episodes/{episodeId}/position", d.savePosition).Bind(requireUserOrGuest())
	g.GET("/continue-listening", d.continueListening).Bind(requireUser())
	g.POST("/{id}/like", d.like).Bind(requireUser())
	g.DELETE("/{id}/like", d.unlike).Bind(requireUser())
}

// streamCaller is who asks for a stream: the Authorization header, else
// ?token= holding a stream token, an auth token or a file token. A guest
// stream token names nobody (guestMayStream).
func streamCaller(e *core.RequestEvent, episodeId string) *core.Record {
	if e.Auth != nil {
		return e.Auth
	}
	token := e.Request.URL.Query().Get("token")
	if token == "" || listening.IsGuestStreamToken(token) {
		return nil
	}
	if who, err := listening.CheckStreamToken(e.App, token, episodeId, time.Now()); err == nil {
		return who
	}
	if who, err := e.App.FindAuthRecordByToken(token, core.TokenTypeAuth, core.TokenTypeFile); err == nil {
		return who
	}
	return nil
}

// visibleEpisode finds an episode and its media that who may hear
// (visibility.MayHearEpisode): their own, anything for an admin, else an
// approved episode of approved media of an active creator. Anything else
// is an error (a 404).
func visibleEpisode(app core.App, who *core.Record, episodeId string) (ep, media *core.Record, err error) {
	ep, err = app.FindRecordById("episodes", episodeId)
	if err != nil {
		return nil, nil, err
	}
	media, err = app.FindRecordById("media", ep.GetString("media"))
	if err != nil {
		return nil, nil, err
	}
	if !visibility.MayHearEpisode(app, who, ep, media) {
		return nil, nil, errNotVisible
	}
	return ep, media, nil
}

var errNotVisible = visibility.ErrHidden

func (d *deps) stream(e *core.RequestEvent) error {
	episodeId := e.Request.PathValue("episodeId")
	who := streamCaller(e, episodeId)
	// No account: a guest stream token lets anyone hear a public episode
	// (who stays nil, so streamableEpisode asks only whether it is public).
	if who == nil && !guestMayStream(e, episodeId) {
		return e.UnauthorizedError("Please sign in to listen", nil)
	}
	if who != nil && who.Collection().Name == usersCollection {
		if err := refuseBlocked(e, who); err != nil {
			return err
		}
	}
	ep, err := d.streamableEpisode(e.App, who, episodeId)
	if err != nil {
		return e.NotFoundError("", nil)
	}
	// With S3 on: 302 to a signed URL of the object. A listener's GET opens
	// or extends their listening session, which their player's reports
	// then earn plays in (internal/listening/sessions.go).
	until, redirected, err := redirectStream(e, ep)
	if redirected {
		if e.Request.Method == http.MethodGet {
			if key, address := streamListener(e, who); key != "" {
				d.listens.RedirectFrom(key, address, ep.id, time.Now(), until)
			}
		}
		return nil
	}
	if err != nil {
		logError(e, err) // served through the server instead, and judged by its bytes
	}
	counter := &countingWriter{ResponseWriter: e.Response}
	// http.ServeContent answers Range (206), suffix ranges, 416 beyond the
	// end, HEAD and conditional requests.
	e.Response.Header().Set("Cache-Control", "private, max-age=3600")
	if err := serveAudio(e.App, counter, e.Request, ep); err != nil {
		return e.NotFoundError("", err)
	}
	if e.Request.Method == http.MethodGet && counter.n > 0 {
		// Written within a second, and always before a play report of
		// this pair is judged (reportPlay settles the ledger first). A
		// superuser's or an admin's bytes are not listening.
		if key, address := streamListener(e, who); key != "" {
			d.listens.AddFrom(key, address, ep.id, counter.n, time.Now())
		}
	}
	return nil
}

// guestMayStream reports whether the request carries a guest stream token
// for the episode that has not expired; whether the episode is public is
// the stream's look-up's to say.
func guestMayStream(e *core.RequestEvent, episodeId string) bool {
	token := e.Request.URL.Query().Get("token")
	return listening.IsGuestStreamToken(token) &&
		listening.CheckGuestStreamToken(e.App, token, episodeId, time.Now()) == nil
}

// streamListener is the listener key the bytes of a stream count for: a
// users account's id, the guest key of the request's address and user
// agent when there is no account (who is nil), "" for staff; for a guest
// also the key of its address, whose cap on guest keys (listening.
// GuestKeysPerAddress) decides whether the guest's listen is kept.
func streamListener(e *core.RequestEvent, who *core.Record) (key, address string) {
	if who != nil {
		if who.Collection().Name == usersCollection {
			return who.Id, ""
		}
		return "", ""
	}
	key, err := listening.GuestKey(e.App, e.RealIP(), e.Request.UserAgent(), time.Now())
	if err == nil {
		address, err = guestAddress(e)
	}
	if err != nil {
		logError(e, err) // the guest has the audio; only its count is lost
		return "", ""
	}
	return key, address
}

// streamURL is the URL an <audio> element plays an episode from, signed for
// the viewer.
func streamURL(viewer *core.Record, ep *core.Record) string {
	return streamURLFor(viewer, ep.Id, ep.GetFloat("duration"))
}

func streamURLFor(viewer *core.Record, episodeId string, duration float64) string {
	until := time.Now().Add(listening.StreamTokenLifetime(duration))
	return streamPath(episodeId, listening.NewStreamToken(viewer, episodeId, until))
}

// guestStreamURL is the root-relative URL anyone, with no account, streams
// a public episode from (public pages, embeds, og:audio): signed for the
// episode only, for listening.StreamTokenLifetime(duration). The stream
// refuses it once the episode is not public. "" if it cannot be signed
// (no server secret).
func guestStreamURL(app core.App, episodeId string, duration float64) string {
	until := time.Now().Add(listening.StreamTokenLifetime(duration))
	token, err := listening.NewGuestStreamToken(app, episodeId, until)
	if err != nil {
		app.Logger().Error("could not sign a guest stream URL", "episode", episodeId, "error", err)
		return ""
	}
	return streamPath(episodeId, token)
}

func streamPath(episodeId, token string) string {
	return "/api/media/episodes/" + url.PathEscape(episodeId) + "/stream?token=" + url.QueryEscape(token)
}
