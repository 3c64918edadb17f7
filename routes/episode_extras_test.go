package routes_test

import (
	"bytes"
	"mime/multipart"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
	"github.com/pocketbase/pocketbase/tools/filesystem"

	"selah/testutil"
)

// Fixed episode ids for the transcript and chapter scenarios: a 10-minute
// episode of my approved sermon (public), one of my pending album (mine
// only), and one that already has both, on the other creator's approved
// album.
const (
	epLive    = "eplivesermon001"
	epPending = "eppendingalb001"
	epDone    = "epwithextras001"
)

const goodVTT = "WEBVTT\n\n00:00.000 --> 00:04.000\nGrace <b>and</b> peace\n\n00:04.000 --> 00:09.500\nto you\n"

func extrasFixture(t testing.TB, app *tests.TestApp) {
	for _, e := range []struct{ id, media string }{{epLive, idMineActive}, {epPending, idMine}, {epDone, idTheirsActive}} {
		coll, _ := app.FindCollectionByNameOrId("episodes")
		ep := core.NewRecord(coll)
		ep.Id = e.id
		ep.Set("media", e.media)
		ep.Set("title", "Part two")
		ep.Set("position", 2)
		ep.Set("duration", 600)
		f, _ := filesystem.NewFileFromBytes([]byte("ID3\x03\x00\x00\x00\x00\x00\x00not really audio"), "two.mp3")
		ep.Set("audio", f)
		if e.id == epDone {
			vtt, _ := filesystem.NewFileFromBytes([]byte(goodVTT), "transcript.vtt")
			ep.Set("transcript", vtt)
			ep.Set("chapters", []map[string]any{{"startTime": 0, "title": "Welcome"}, {"startTime": 90, "title": "Reading", "url": "https://example.org/john"}})
		}
		if err := app.Save(ep); err != nil {
			t.Fatal(err)
		}
	}
	// Both approved items were live before their new episodes came, which
	// wait for review with them: approve again, so the episodes are public.
	for _, id := range []string{idMineActive, idTheirsActive} {
		m, _ := app.FindRecordById("media", id)
		if err := setActive(app, m); err != nil {
			t.Fatal(err)
		}
	}
}

// transcriptBody is a multipart body with the file field.
func transcriptBody(name, content string) (*bytes.Buffer, string) {
	buf := &bytes.Buffer{}
	mw := multipart.NewWriter(buf)
	w, _ := mw.CreateFormFile("file", name)
	_, _ = w.Write([]byte(content))
	_ = mw.Close()
	return buf, mw.FormDataContentType()
}

func TestEpisodeTranscriptsAndChapters(t *testing.T) {
	t.Parallel()
	fx := &mediaFixture{}
	dir := testutil.FilledOn(t, testutil.Factory(t), func(app *tests.TestApp) {
		fx.setup(t, app, nil)
		extrasFixture(t, app)
	})
	transcriptURL := func(ep string) string { return "/api/media/episodes/" + ep + "/transcript" }
	chaptersURL := func(ep string) string { return "/api/media/episodes/" + ep + "/chapters" }
	type row struct {
		name, method, url, who string
		body                   string
		file                   [2]string // name, content: a multipart transcript
		status                 int
		content, notContent    []string
	}
	rows := []row{
		// A transcript: WebVTT or SRT, read and written back as WebVTT.
		{name: "owner sends WebVTT", method: "PUT", url: transcriptURL(epLive), who: "user", file: [2]string{"sermon.vtt", goodVTT}, status: 200,
			content: []string{`"message":"Transcript saved"`, `"transcriptUrl":"/api/feeds/episodes/` + epLive + `/transcript.vtt"`}},
		{name: "owner sends SRT", method: "PUT", url: transcriptURL(epPending), who: "user",
			file: [2]string{"album.srt", "1\r\n00:00:00,000 --> 00:00:03,000\r\nHallelujah\r\n"}, status: 200, content: []string{`"transcriptUrl":"/api/feeds/`}},
		{name: "a bad line", method: "PUT", url: transcriptURL(epLive), who: "user",
			file: [2]string{"bad.vtt", "WEBVTT\n\n00:00.000 --> 00:02.000\nok\n\n00:02.000 -> 00:03.000\nbad\n"}, status: 400,
			content: []string{`"message":"Line 6: expected a cue's times like 00:00:01.000 --\u003e 00:00:04.000, found \"00:02.000 -\u003e 00:03.000\"."`}},
		{name: "not a transcript", method: "PUT", url: transcriptURL(epLive), who: "user", file: [2]string{"notes.txt", "just words"}, status: 400,
			content: []string{`"file":{"code":"validation_invalid"`}},
		{name: "over 2 MB", method: "PUT", url: transcriptURL(epLive), who: "user", file: [2]string{"big.vtt", "WEBVTT\n\n" + strings.Repeat("a", 2<<20)}, status: 413,
			content: []string{`"message":"The transcript is larger than 2 MB."`}},
		{name: "no file", method: "PUT", url: transcriptURL(epLive), who: "user", body: `{}`, status: 400, content: []string{`"success":false`}},
		{name: "other user", method: "PUT", url: transcriptURL(epLive), who: "other", file: [2]string{"x.vtt", goodVTT}, status: 404, content: []string{`"success":false`}},
		{name: "admin", method: "PUT", url: transcriptURL(epLive), who: "admin", file: [2]string{"x.vtt", goodVTT}, status: 200},
		{name: "guest", method: "PUT", url: transcriptURL(epLive), file: [2]string{"x.vtt", goodVTT}, status: 401, content: []string{`"success":false`}},
		{name: "owner removes one", method: "DELETE", url: transcriptURL(epLive), who: "user", status: 200, content: []string{`"transcriptUrl":""`}},
		{name: "other user removes one", method: "DELETE", url: transcriptURL(epDone), who: "user", status: 404},

		// Chapters: checked against the episode's length.
		{name: "owner sets chapters", method: "PUT", url: chaptersURL(epLive), who: "user",
			body: `{"chapters":[{"startTime":0,"title":" Welcome "},{"startTime":95.5,"title":"Sermon","url":"https://example.org/notes"}]}`, status: 200,
			content: []string{`"message":"Chapters saved"`, `"chapters":[{"startTime":0,"title":"Welcome"},{"startTime":95.5,"title":"Sermon","url":"https://example.org/notes"}]`}},
		{name: "a chapter past the end", method: "PUT", url: chaptersURL(epLive), who: "user",
			body: `{"chapters":[{"startTime":0,"title":"A"},{"startTime":601,"title":"B"}]}`, status: 400,
			content: []string{`"chapters.1.startTime":{"code":"validation_past_end","message":"Chapter 2 starts at 10:01, after the episode ends (10:00)."}`}},
		{name: "out of order", method: "PUT", url: chaptersURL(epLive), who: "user",
			body: `{"chapters":[{"startTime":60,"title":"A"},{"startTime":30,"title":"B"}]}`, status: 400, content: []string{`"message":"Chapter 2 must start after chapter 1."`}},
		{name: "not a list", method: "PUT", url: chaptersURL(epLive), who: "user", body: `{"chapters":"intro at 0"}`, status: 400,
			content: []string{`"chapters":{"code":"validation_invalid_type"`}},
		{name: "other user", method: "PUT", url: chaptersURL(epLive), who: "other", body: `{"chapters":[]}`, status: 404},
		{name: "guest", method: "PUT", url: chaptersURL(epLive), body: `{"chapters":[]}`, status: 401},
		{name: "owner removes them", method: "DELETE", url: chaptersURL(epLive), who: "user", status: 200, content: []string{`"chapters":[]`}},

		// Served to whoever may hear the episode, guests too.
		{name: "guest, a public episode's chapters", method: "GET", url: "/api/feeds/episodes/" + epDone + "/chapters.json", status: 200,
			content: []string{`{"version":"1.2.0","chapters":[{"startTime":0,"title":"Welcome"},{"startTime":90,"title":"Reading","url":"https://example.org/john"}]}`}},
		{name: "guest, a public episode's transcript", method: "GET", url: "/api/feeds/episodes/" + epDone + "/transcript.vtt", status: 200,
			content: []string{"WEBVTT\n\n00:00.000 --> 00:04.000\nGrace <b>and</b> peace"}},
		{name: "guest, a pending episode's chapters", method: "GET", url: "/api/feeds/episodes/" + epPending + "/chapters.json", status: 404},
		{name: "owner, a pending episode's chapters", method: "GET", url: "/api/feeds/episodes/" + epPending + "/chapters.json", who: "user", status: 200,
			content: []string{`"chapters":[]`}},
		{name: "guest, no transcript", method: "GET", url: "/api/feeds/episodes/" + epLive + "/transcript.vtt", status: 404},
		{name: "the item shows both", method: "GET", url: "/api/media/" + idTheirsActive, who: "user", status: 200,
			content: []string{`"transcriptUrl":"/api/feeds/episodes/` + epDone + `/transcript.vtt"`, `"title":"Reading","url":"https://example.org/john"`}},
	}
	for _, r := range rows {
		headers := map[string]string{}
		sc := tests.ApiScenario{
			Name: r.method + " " + r.url + " (" + r.name + ")", Method: r.method, URL: r.url,
			Headers: headers, BeforeTestFunc: mediaRoleHeaders(fx, r.who, headers),
			ExpectedStatus: r.status, ExpectedContent: r.content, NotExpectedContent: r.notContent,
			TestAppFactory: func(t testing.TB) *tests.TestApp { return testutil.NewAppOn(t, dir) },
		}
		switch {
		case r.file[0] != "":
			body, ct := transcriptBody(r.file[0], r.file[1])
			sc.Body, headers["Content-Type"] = body, ct
		case r.body != "":
			sc.Body = jsonBody(r.body)
		}
		if len(sc.ExpectedContent) == 0 && r.status >= 400 {
			sc.ExpectedContent = []string{`"success":false`}
		}
		if len(sc.ExpectedContent) == 0 {
			sc.ExpectedContent = []string{`"success":true`}
		}
		sc.Test(t)
	}
}
