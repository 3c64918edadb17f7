package routes

import (
	"errors"
	"net/http"
	"net/url"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"

	"selah/internal/listening"
	"selah/internal/moderation"
)

func (d *deps) registerListening(g *router.RouterGroup[*core.RequestEvent]) {
	// The stream authenticates itself: an <audio> element cannot send headers.
	g.GET("/episodes/{episodeId}/stream", d.stream)
	g.POST("/plays", d.reportPlay).Bind(requireUser())
	g.PUT("/episodes/{episodeId}/position", d.savePosition).Bind(requireUser())
	g.GET("/continue-listening", d.continueListening).Bind(requireUser())
	g.POST("/{id}/like", d.like).Bind(requireUser())
	g.DELETE("/{id}/like", d.unlike).Bind(requireUser())
}

// streamCaller is who asks for a stream: the Authorization header, else
// ?token= holding a stream token, an auth token or a file token.
func streamCaller(e *core.RequestEvent, episodeId string) *core.Record {
	if e.Auth != nil {
		return e.Auth
	}
	token := e.Request.URL.Query().Get("token")
	if token == "" {
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

// visibleEpisode finds an episode and its media that who may hear: their
// own, anything for an admin, else an approved episode of approved media of
// an active creator. Anything else is sql.ErrNoRows (a 404).
func visibleEpisode(app core.App, who *core.Record, episodeId string) (ep, media *core.Record, err error) {
	ep, err = app.FindRecordById("episodes", episodeId)
	if err != nil {
		return nil, nil, err
	}
	media, err = app.FindRecordById("media", ep.GetString("media"))
	if err != nil {
		return nil, nil, err
	}
	switch {
	case who.Collection().Name == adminsCollection, media.GetString("artist") == who.Id:
		return ep, media, nil
	case who.Collection().Name != usersCollection || who.GetString("accountStatus") == "suspended",
		media.GetString("adminStatus") != moderation.Active, ep.GetString("adminStatus") != moderation.Active:
		return nil, nil, errNotVisible
	}
	artist, err := app.FindRecordById(usersCollection, media.GetString("artist"))
	if err != nil || artist.GetString("accountStatus") == "suspended" {
		return nil, nil, errNotVisible
	}
	return ep, media, nil
}

var errNotVisible = errors.New("not visible")

func (d *deps) stream(e *core.RequestEvent) error {
	episodeId := e.Request.PathValue("episodeId")
	who := streamCaller(e, episodeId)
	if who == nil {
		return e.UnauthorizedError("Please sign in to listen", nil)
	}
	if who.Collection().Name == usersCollection {
		if err := refuseBlocked(e, who); err != nil {
			return err
		}
	}
	ep, _, err := visibleEpisode(e.App, who, episodeId)
	if err != nil {
		return e.NotFoundError("", nil)
	}
	fs, err := e.App.NewFilesystem()
	if err != nil {
		return err
	}
	defer fs.Close()
	counter := &countingWriter{ResponseWriter: e.Response}
	// http.ServeContent answers Range (206), suffix ranges, 416 beyond the
	// end, HEAD and conditional requests.
	e.Response.Header().Set("Cache-Control", "private, max-age=3600")
	if err := fs.Serve(counter, e.Request, ep.BaseFilesPath()+"/"+ep.GetString("audio"), ep.GetString("audio")); err != nil {
		return e.NotFoundError("", err)
	}
	if e.Request.Method == http.MethodGet && counter.n > 0 && who.Collection().Name == usersCollection {
		if err := recordListen(e.App, who.Id, ep.Id, counter.n, time.Now()); err != nil {
			logError(e, err)
		}
	}
	return nil
}

// countingWriter counts the body bytes a response carried.
type countingWriter struct {
	http.ResponseWriter
	n int64
}

func (c *countingWriter) Write(p []byte) (int, error) {
	n, err := c.ResponseWriter.Write(p)
	c.n += int64(n)
	return n, err
}

// recordListen adds served bytes to the listener's listen of an episode; a
// listen older than the play window starts over.
func recordListen(app core.App, listener, episode string, n int64, now time.Time) error {
	rec, err := app.FindFirstRecordByFilter("listens", "listener = {:l} && episode = {:e}", dbx.Params{"l": listener, "e": episode})
	if err != nil {
		coll, cerr := app.FindCachedCollectionByNameOrId("listens")
		if cerr != nil {
			return cerr
		}
		rec = core.NewRecord(coll)
		rec.Set("listener", listener)
		rec.Set("episode", episode)
	}
	if started := rec.GetDateTime("startedAt").Time(); started.IsZero() || now.Sub(started) > listening.Window {
		rec.Set("startedAt", now)
		rec.Set("bytesServed", 0)
	}
	rec.Set("bytesServed", rec.GetInt("bytesServed")+int(n))
	return app.Save(rec)
}

// streamURL is the URL an <audio> element plays an episode from, signed for
// the viewer.
func streamURL(viewer *core.Record, ep *core.Record) string {
	return streamURLFor(viewer, ep.Id, ep.GetFloat("duration"))
}

func streamURLFor(viewer *core.Record, episodeId string, duration float64) string {
	until := time.Now().Add(listening.StreamTokenLifetime(duration))
	return "/api/media/episodes/" + url.PathEscape(episodeId) + "/stream?token=" + url.QueryEscape(listening.NewStreamToken(viewer, episodeId, until))
}
