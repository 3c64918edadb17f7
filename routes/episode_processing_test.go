package routes_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
	"github.com/pocketbase/pocketbase/tools/filesystem"

	"selah/internal/demo"
	"selah/internal/moderation"
	"selah/internal/renditions"
	"selah/internal/services"
	"selah/internal/transcode"
	"selah/testutil"
)

// renditionOf is what the fake engine writes: the bytes say which audio
// they were made from, so a test can tell the two files apart.
func renditionOf(in string) []byte {
	return []byte("ID3 rendition of " + in[strings.LastIndexByte(in, '/')+1:])
}

// fakeRender stands in for ffmpeg: it writes renditionOf(in) and reports
// it as a 96 kbit/s MP3 of 11.5 s.
func fakeRender(_ context.Context, in, out string, _ transcode.Kind, _ float64, _ func(float64)) (transcode.Result, error) {
	b := renditionOf(in)
	return transcode.Result{
		Input:    transcode.Loudness{Integrated: -30, TruePeak: -6},
		Output:   transcode.Loudness{Integrated: -16, TruePeak: -1.5},
		Duration: 11.5, Size: int64(len(b)), Bitrate: 96000, HeaderSize: 0,
	}, os.WriteFile(out, b, 0o644)
}

// processingFixture: a creator with an approved podcast of one WAV
// episode, another user, an admin; the app served by a mux.
type processingFixture struct {
	app                 *tests.TestApp
	mux                 http.Handler
	owner, other, staff *core.Record
	media, ep           *core.Record
	wav                 []byte
}

func newProcessingFixture(t *testing.T) *processingFixture {
	t.Helper()
	app := testutil.NewApp(t)
	t.Cleanup(app.Cleanup)
	catalogFixture(t, app)
	fx := &processingFixture{app: app, wav: demo.Tune("Tune")}
	fx.owner = testutil.CreateUser(t, app, "owner@example.com", testutil.UserOpts{Name: "Owner"})
	fx.other = testutil.CreateUser(t, app, "other@example.com", testutil.UserOpts{Name: "Other"})
	fx.staff = testutil.CreateAdmin(t, app, "staff@example.com")
	fx.media = newMediaRecord(t, app, "procmedia000001", "Processed Podcast", "podcast", fx.owner)
	fx.media = mustFind(t, app, "media", fx.media.Id)
	fx.media.Set("category", podcastCat)
	must(t, app.Save(fx.media))
	coll, _ := app.FindCollectionByNameOrId("episodes")
	ep := core.NewRecord(coll)
	ep.Id = "procepisode0001"
	ep.Set("media", fx.media.Id)
	ep.Set("title", "Episode One")
	ep.Set("position", 1)
	ep.Set("duration", 12.0)
	file, err := filesystem.NewFileFromBytes(fx.wav, "one.wav")
	must(t, err)
	ep.Set("audio", file)
	must(t, app.Save(ep))
	must(t, moderation.SetStatus(app, fx.media, moderation.Active, nil, ""))
	fx.ep = mustFind(t, app, "episodes", ep.Id)
	fx.mux, _ = serveAuthz(t, app)
	return fx
}

func (fx *processingFixture) send(method, url, token string, headers map[string]string) *httptest.ResponseRecorder {
	req := httptest.NewRequest(method, url, nil)
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	res := httptest.NewRecorder()
	fx.mux.ServeHTTP(res, req)
	return res
}

// render runs the worker (with the fake engine) until the episode is done.
func (fx *processingFixture) render(t *testing.T) *core.Record {
	t.Helper()
	w := services.Of(fx.app).Renditions
	w.Start(fakeRender)
	t.Cleanup(w.Stop)
	w.Wake()
	var ep *core.Record
	waitFor(t, "the rendition", func() bool {
		ep = mustFind(t, fx.app, "episodes", fx.ep.Id)
		return ep.GetString("processing") == renditions.Done
	})
	return ep
}

func (fx *processingFixture) setProcessing(t *testing.T, state string) {
	t.Helper()
	_, err := fx.app.DB().Update("episodes", dbx.Params{"processing": state, "processingError": "It broke.",
		"processingAttempts": 2, "processingProgress": 40}, dbx.HashExp{"id": fx.ep.Id}).Execute()
	must(t, err)
}

func reprocessURL(id string) string { return "/api/media/episodes/" + id + "/reprocess" }
func originalURL(id string) string  { return "/api/media/episodes/" + id + "/original" }

// Reprocess: the owner or an admin sends a failed or done episode back to
// the worker (202, reset, woken); a pending one is a 409; anyone else, and
// an unknown id, a 404; no token a 401.
func TestReprocessEpisode(t *testing.T) {
	t.Parallel()
	fx := newProcessingFixture(t)
	ownerTok, otherTok, staffTok := testutil.Token(t, fx.owner), testutil.Token(t, fx.other), testutil.Token(t, fx.staff)

	for _, c := range []struct {
		name, url, token string
		want             int
		message          string
	}{
		{"no token", reprocessURL(fx.ep.Id), "", 401, "Please sign in"},
		{"someone else's episode", reprocessURL(fx.ep.Id), otherTok, 404, ""},
		{"unknown episode", reprocessURL("nosuchepisode01"), ownerTok, 404, ""},
		{"already pending", reprocessURL(fx.ep.Id), ownerTok, 409, "This episode is already being processed"},
		{"already pending, admin", reprocessURL(fx.ep.Id), staffTok, 409, "This episode is already being processed"},
	} {
		res := fx.send(http.MethodPost, c.url, c.token, nil)
		if res.Code != c.want || !strings.Contains(res.Body.String(), c.message) {
			t.Errorf("%s: %d %s, want %d %q", c.name, res.Code, res.Body, c.want, c.message)
		}
	}

	for _, c := range []struct {
		state, token string
	}{{renditions.Failed, ownerTok}, {renditions.Done, staffTok}} {
		fx.setProcessing(t, c.state)
		res := fx.send(http.MethodPost, reprocessURL(fx.ep.Id), c.token, nil)
		if res.Code != http.StatusAccepted {
			t.Fatalf("reprocess of a %s episode: %d %s", c.state, res.Code, res.Body)
		}
		var body struct {
			Message string
			Data    struct{ Episode map[string]any }
		}
		must(t, json.Unmarshal(res.Body.Bytes(), &body))
		ep := body.Data.Episode
		if body.Message != "Processing started" || ep["processing"] != "pending" || ep["processingError"] != "" ||
			ep["processingProgress"] != 0.0 || ep["_id"] != fx.ep.Id {
			t.Errorf("reprocess of a %s episode answered %s", c.state, res.Body)
		}
		got := mustFind(t, fx.app, "episodes", fx.ep.Id)
		if got.GetInt("processingAttempts") != 0 || got.GetString("processing") != renditions.Pending {
			t.Errorf("after reprocess: %v", got)
		}
	}

	// The worker is woken: started now with a fake engine, it renders.
	if ep := fx.render(t); ep.GetString("rendition") == "" {
		t.Error("no rendition after reprocess")
	}
}

// The original: the owner or an admin downloads the upload as an
// attachment with its own extension (token in the header or ?token=),
// with Range; a listener of the public item, another user and an unknown
// id get 404; no token 401. It stays the original once a rendition exists.
func TestEpisodeOriginal(t *testing.T) {
	t.Parallel()
	fx := newProcessingFixture(t)
	fx.render(t)
	ownerTok, otherTok, staffTok := testutil.Token(t, fx.owner), testutil.Token(t, fx.other), testutil.Token(t, fx.staff)
	fileTok, err := fx.owner.NewFileToken()
	must(t, err)
	audio := fx.ep.GetString("audio")
	if !strings.HasSuffix(audio, ".wav") {
		t.Fatalf("stored audio %q", audio)
	}

	for _, c := range []struct {
		name, url, token string
		want             int
	}{
		{"owner", originalURL(fx.ep.Id), ownerTok, 200},
		{"admin", originalURL(fx.ep.Id), staffTok, 200},
		{"owner's file token in the URL", originalURL(fx.ep.Id) + "?token=" + fileTok, "", 200},
		{"a listener of the public item", originalURL(fx.ep.Id), otherTok, 404},
		{"no token", originalURL(fx.ep.Id), "", 401},
		{"a made-up token", originalURL(fx.ep.Id) + "?token=nope", "", 401},
		{"unknown episode", originalURL("nosuchepisode01"), ownerTok, 404},
	} {
		res := fx.send(http.MethodGet, c.url, c.token, nil)
		if res.Code != c.want {
			t.Errorf("%s: %d, want %d: %s", c.name, res.Code, c.want, clipBody(res.Body.String()))
			continue
		}
		if c.want != 200 {
			continue
		}
		if res.Body.String() != string(fx.wav) {
			t.Errorf("%s: the body is not the original upload", c.name)
		}
		if cd := res.Header().Get("Content-Disposition"); cd != "attachment; filename="+audio {
			t.Errorf("%s: Content-Disposition %q", c.name, cd)
		}
		if ct := res.Header().Get("Content-Type"); ct != "audio/wav" {
			t.Errorf("%s: Content-Type %q", c.name, ct)
		}
	}
	res := fx.send(http.MethodGet, originalURL(fx.ep.Id), ownerTok, map[string]string{"Range": "bytes=0-9"})
	if res.Code != http.StatusPartialContent || res.Body.String() != string(fx.wav[:10]) {
		t.Errorf("a range of the original: %d, %q", res.Code, res.Body)
	}
}

// Listeners get the rendition once it is done (stream, feed enclosure,
// its length and type in the feed, the JSON's size, duration, format and
// loudness), and the original while it is not.
func TestRenditionIsServed(t *testing.T) {
	t.Parallel()
	fx := newProcessingFixture(t)
	listener := testutil.Token(t, fx.other)
	stream := "/api/media/episodes/" + fx.ep.Id + "/stream"
	audio := fx.ep.GetString("audio")

	res := fx.send(http.MethodGet, stream, listener, nil)
	if res.Code != 200 || res.Body.String() != string(fx.wav) || res.Header().Get("Content-Type") != "audio/wav" {
		t.Fatalf("before the rendition the stream serves %d %s, want the original WAV", res.Code, res.Header().Get("Content-Type"))
	}
	ep := fx.episodeJSON(t, listener)
	if ep["processing"] != "pending" || ep["loudness"] != nil || ep["format"] != "wav" || ep["size"] != 0.0 || ep["duration"] != 12.0 {
		t.Errorf("pending episode JSON: %v", ep)
	}

	done := fx.render(t)
	rendition := done.GetString("rendition")
	want := string(renditionOf(audio))
	res = fx.send(http.MethodGet, stream, listener, nil)
	if res.Code != 200 || res.Body.String() != want || res.Header().Get("Content-Type") != "audio/mpeg" {
		t.Errorf("the stream serves %d %s %q, want the rendition", res.Code, res.Header().Get("Content-Type"), clipBody(res.Body.String()))
	}
	ep = fx.episodeJSON(t, listener)
	loudness, _ := ep["loudness"].(map[string]any)
	if ep["processing"] != "done" || ep["format"] != "mp3" || ep["size"] != float64(len(want)) || ep["duration"] != 11.5 ||
		ep["processingProgress"] != 100.0 || loudness["input"] != -30.0 || loudness["output"] != -16.0 ||
		loudness["inputTruePeak"] != -6.0 || loudness["outputTruePeak"] != -1.5 {
		t.Errorf("done episode JSON: %v", ep)
	}

	feed := fx.send(http.MethodGet, "/api/feeds/podcasts/"+fx.media.Id+".xml", "", nil)
	enclosure := enclosureURL(fx.ep.Id, rendition) +
		`" length="` + strconv.Itoa(len(want)) + `" type="audio/mpeg">`
	if feed.Code != 200 || !strings.Contains(feed.Body.String(), enclosure) {
		t.Errorf("the feed (%d) has no %s:\n%s", feed.Code, enclosure, feed.Body)
	}
	if res := fx.send(http.MethodGet, enclosureURL(fx.ep.Id, rendition), "", nil); res.Code != 200 || res.Body.String() != want ||
		res.Header().Get("Content-Type") != "audio/mpeg" {
		t.Errorf("the enclosure serves %d %s", res.Code, res.Header().Get("Content-Type"))
	}
	// The URL published while the original was served (its extension) and
	// the older stored-name form still answer, with the rendition.
	for _, u := range []string{enclosureURL(fx.ep.Id, audio), storedEnclosureURL(fx.ep.Id, audio)} {
		if res := fx.send(http.MethodGet, u, "", nil); res.Code != 200 || res.Body.String() != want {
			t.Errorf("%s answers %d %q, want the rendition once it is served", u, res.Code, clipBody(res.Body.String()))
		}
	}

	// A failed processing serves the original again (a done one that was
	// sent back to pending too).
	fx.setProcessing(t, renditions.Failed)
	res = fx.send(http.MethodGet, stream, listener, nil)
	if res.Body.String() != string(fx.wav) {
		t.Error("a failed episode's stream is not the original")
	}
}

// episodeJSON is the fixture's episode as GET /api/media/{id} shows it.
func (fx *processingFixture) episodeJSON(t *testing.T, token string) map[string]any {
	t.Helper()
	res := fx.send(http.MethodGet, "/api/media/"+fx.media.Id, token, nil)
	var body struct {
		Data struct {
			Media struct{ Episodes []map[string]any }
		}
	}
	must(t, json.Unmarshal(res.Body.Bytes(), &body))
	if len(body.Data.Media.Episodes) != 1 {
		t.Fatalf("GET media: %d %s", res.Code, clipBody(res.Body.String()))
	}
	return body.Data.Media.Episodes[0]
}

// TestEpisodeProcessingScenarios is episode_processing.go's table: a
// reprocess of a pending episode is a 409 and writes nothing; another's
// episode is a 404; the worker's columns change by one UPDATE, so no
// record event fires even when it is accepted.
func TestEpisodeProcessingScenarios(t *testing.T) {
	t.Parallel()
	fx := newReaderFixture(t)
	url := "/api/media/episodes/" + rdEpCast + "/reprocess"
	fx.run(t, fx.forRoles("reprocess", "POST", url, "", map[readerRole]ownedWant{
		rdGuest:     {status: 401, content: []string{`"success":false`}},
		rdListener:  {status: 404, content: []string{`"success":false`}},
		rdOther:     {status: 404, content: []string{`"success":false`}},
		rdSuspended: {status: 403, content: []string{`"success":false`}},
		rdOwner:     {status: 409, content: []string{"This episode is already being processed"}},
		rdAdmin:     {status: 409, content: []string{"This episode is already being processed"}},
	}))
}
