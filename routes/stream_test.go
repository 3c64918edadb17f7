package routes_test

import (
	"fmt"
	"net/http"
	"net/url"
	"regexp"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
	"github.com/pocketbase/pocketbase/tools/filesystem"

	"selah/internal/audio"
	"selah/internal/moderation"
	"selah/testutil"
)

// Fixed ids of the listening fixture.
const (
	idSongMedia   = "listensong00001"
	idSongEp      = "listensongep001"
	idDraftMedia  = "listendraft0001"
	idDraftEp     = "listendraftep01"
	idSermonMedia = "listensermon001"
	idSermonEp    = "listensermonep1"
)

// listeningFixture: the meFixture accounts plus, owned by other@example.com,
// an approved album and an approved sermon with real MP3 audio, and a
// pending album.
func listeningFixture(t testing.TB, app *tests.TestApp, fx *meFixture) {
	fx.setup(t, app, nil)
	catalogFixture(t, app)
	other := testutil.CreateUser(t, app, "other@example.com", testutil.UserOpts{Name: "Other Artist"})
	mp3 := audioFixture(t, "cbr.mp3")
	for _, m := range []struct{ media, ep, title, kind, status string }{
		{idSongMedia, idSongEp, "Streamed Song", "album", moderation.Active},
		{idSermonMedia, idSermonEp, "Streamed Sermon", "sermon", moderation.Active},
		{idDraftMedia, idDraftEp, "Draft Song", "album", moderation.Pending},
	} {
		rec := newMediaRecord(t, app, m.media, m.title, m.kind, other)
		coll, _ := app.FindCollectionByNameOrId("episodes")
		ep := core.NewRecord(coll)
		ep.Id = m.ep
		ep.Set("media", rec.Id)
		ep.Set("title", m.title)
		ep.Set("position", 1)
		file, _ := filesystem.NewFileFromBytes(mp3, "song.mp3")
		ep.Set("audio", file)
		info := probeBytes(t, mp3)
		ep.Set("duration", info.Duration)
		ep.Set("bitrate", info.Bitrate)
		ep.Set("headerSize", info.HeaderSize)
		if err := app.Save(ep); err != nil {
			t.Fatal(err)
		}
		if m.status == moderation.Active {
			if err := moderation.SetStatus(app, rec, moderation.Active, nil, ""); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func probeBytes(t testing.TB, b []byte) audio.Info {
	info, err := audio.Probe(bytesReaderAt(b), int64(len(b)))
	if err != nil {
		t.Fatal(err)
	}
	return info
}

func TestStream(t *testing.T) {
	t.Parallel()
	mp3 := audioFixture(t, "cbr.mp3")
	size := len(mp3)
	streamURL := func(id string) string { return "/api/media/episodes/" + id + "/stream" }
	type row struct {
		name, who, url string
		headers        map[string]string
		method         string
		status         int
		content        []string
	}
	rows := []row{
		{"listener, whole file", "user", streamURL(idSongEp), nil, "GET", 200, []string{"ID3"}},
		{"listener, first bytes", "user", streamURL(idSongEp), map[string]string{"Range": "bytes=0-9"}, "GET", 206, []string{"ID3"}},
		{"listener, middle", "user", streamURL(idSongEp), map[string]string{"Range": "bytes=100-199"}, "GET", 206, nil},
		{"listener, suffix", "user", streamURL(idSongEp), map[string]string{"Range": "bytes=-128"}, "GET", 206, []string{"TAG"}},
		{"listener, beyond the end", "user", streamURL(idSongEp), map[string]string{"Range": fmt.Sprintf("bytes=%d-", size+10)}, "GET", 416, nil},
		{"listener, HEAD", "user", streamURL(idSongEp), nil, "HEAD", 200, nil},
		{"listener, pending media", "user", streamURL(idDraftEp), nil, "GET", 404, []string{`"success":false`}},
		{"admin, pending media", "admin", streamURL(idDraftEp), nil, "GET", 200, []string{"ID3"}},
		{"suspended listener", "suspended", streamURL(idSongEp), nil, "GET", 403, nil},
		{"guest", "", streamURL(idSongEp), nil, "GET", 401, []string{`"success":false`}},
		{"wrong token in the query", "", streamURL(idSongEp) + "?token=forged.token.value.1.x", nil, "GET", 401, []string{`"success":false`}},
		{"unknown episode", "user", streamURL("nothing00000000"), nil, "GET", 404, []string{`"success":false`}},
	}
	for _, r := range rows {
		fx, headers := &meFixture{}, map[string]string{}
		for k, v := range r.headers {
			headers[k] = v
		}
		who := r.who
		content := r.content
		sc := tests.ApiScenario{
			Name: r.method + " stream (" + r.name + ")", Method: r.method, URL: r.url, Headers: headers,
			BeforeTestFunc: func(t testing.TB, app *tests.TestApp, _ *core.ServeEvent) {
				listeningFixture(t, app, fx)
				if tok := fx.token(who); tok != "" {
					headers["Authorization"] = "Bearer " + tok
				}
			},
			ExpectedStatus: r.status, ExpectedContent: content, TestAppFactory: testutil.Factory,
		}
		if len(content) == 0 {
			sc.NotExpectedContent = []string{"never-present"}
		}
		if r.method == "HEAD" {
			sc.ExpectedContent, sc.NotExpectedContent = nil, nil
		}
		if r.who == "suspended" {
			sc.ExpectedContent = []string{`"success":false`}
		}
		sc.Test(t)
	}
}

// TestStreamTokenInQuery: the signed stream URL of GET /api/media/{id}
// works without a header; another episode's token does not.
func TestStreamTokenInQuery(t *testing.T) {
	t.Parallel()
	s := newSession(t)
	fx := &meFixture{}
	listeningFixture(t, s.app, fx)
	body := s.do(tests.ApiScenario{Name: "listener opens the album", Method: http.MethodGet, URL: "/api/media/" + idSongMedia,
		Headers: bearer(fx.user), ExpectedStatus: 200, ExpectedContent: []string{`"streamUrl":"/api/media/episodes/` + idSongEp + `/stream?token=`}})
	m := regexp.MustCompile(`"streamUrl":"([^"]+)"`).FindStringSubmatch(body)
	streamURL := unescapeJSON(m[1])
	s.do(tests.ApiScenario{Name: "the signed URL streams", Method: http.MethodGet, URL: streamURL,
		Headers: map[string]string{"Range": "bytes=0-2"}, ExpectedStatus: 206, ExpectedContent: []string{"ID3"}})
	u, _ := url.Parse(streamURL)
	s.do(tests.ApiScenario{Name: "the token does not open another episode", Method: http.MethodGet,
		URL: "/api/media/episodes/" + idSermonEp + "/stream?" + u.RawQuery, ExpectedStatus: 401, ExpectedContent: []string{`"success":false`}})
	s.do(tests.ApiScenario{Name: "an auth token in the query works too", Method: http.MethodGet,
		URL:            "/api/media/episodes/" + idSermonEp + "/stream?token=" + fx.user,
		Headers:        map[string]string{"Range": "bytes=0-2"},
		ExpectedStatus: 206, ExpectedContent: []string{"ID3"}})
}

// TestPlays shows each counting rule.
func TestPlays(t *testing.T) {
	t.Parallel()
	s := newSession(t)
	fx := &meFixture{}
	listeningFixture(t, s.app, fx)
	report := func(name, ep string, pos float64, counted bool) {
		t.Helper()
		s.do(tests.ApiScenario{Name: name, Method: http.MethodPost, URL: "/api/media/plays",
			Body:    jsonBody(fmt.Sprintf(`{"episodeId":%q,"position":%g}`, ep, pos)),
			Headers: bearer(fx.user), ExpectedStatus: 202, ExpectedContent: []string{fmt.Sprintf(`"counted":%t`, counted)}})
	}
	stream := func(name, ep, rng string) {
		t.Helper()
		h := bearer(fx.user)
		if rng != "" {
			h["Range"] = rng
		}
		want := 200
		if rng != "" {
			want = 206
		}
		s.do(tests.ApiScenario{Name: name, Method: http.MethodGet, URL: "/api/media/episodes/" + ep + "/stream",
			Headers: h, ExpectedStatus: want, NotExpectedContent: []string{"never-present"}})
	}
	backdate := func(table, ep string, d time.Duration) {
		t.Helper()
		col := "startedAt"
		if table == "plays" {
			col = "created"
		}
		at := time.Now().UTC().Add(-d).Format("2006-01-02 15:04:05.000Z")
		if _, err := s.app.DB().Update(table, dbx.Params{col: at}, dbx.HashExp{"episode": ep}).Execute(); err != nil {
			t.Fatal(err)
		}
	}
	plays := func() int {
		n, _ := s.app.CountRecords("plays")
		return int(n)
	}

	report("a report without any streaming", idSongEp, 2.1, false)
	stream("a 0-1 probe", idSongEp, "bytes=0-1")
	backdate("listens", idSongEp, time.Minute)
	report("after a probe only", idSongEp, 2.1, false)
	stream("the whole song", idSongEp, "")
	backdate("listens", idSongEp, time.Minute)
	report("under the threshold", idSongEp, 0.5, false)
	if plays() != 0 {
		t.Fatalf("%d plays counted before the threshold", plays())
	}
	report("at the threshold (the whole 2 s song)", idSongEp, 2.1, true)
	report("twice in 24 h", idSongEp, 2.1, false)
	if plays() != 1 {
		t.Fatalf("%d plays, want 1", plays())
	}
	backdate("plays", idSongEp, 25*time.Hour)
	report("again after 24 h", idSongEp, 2.1, true)
	if plays() != 2 {
		t.Fatalf("%d plays, want 2", plays())
	}

	stream("a sermon, streamed at once", idSermonEp, "")
	report("too soon after the first byte", idSermonEp, 2.1, false)
	backdate("listens", idSermonEp, time.Minute)
	report("a sermon after enough time", idSermonEp, 2.1, true)

	m, _ := s.app.FindRecordById("media", idSongMedia)
	ep, _ := s.app.FindRecordById("episodes", idSongEp)
	if m.GetInt("playsCount") != 2 || ep.GetInt("playsCount") != 2 {
		t.Fatalf("counters: media %d, episode %d, want 2", m.GetInt("playsCount"), ep.GetInt("playsCount"))
	}
	s.do(tests.ApiScenario{Name: "plays of a pending episode", Method: http.MethodPost, URL: "/api/media/plays",
		Body: jsonBody(`{"episodeId":"` + idDraftEp + `","position":5}`), Headers: bearer(fx.user),
		ExpectedStatus: 404, ExpectedContent: []string{`"success":false`}})
	s.do(tests.ApiScenario{Name: "plays with a bad position", Method: http.MethodPost, URL: "/api/media/plays",
		Body: jsonBody(`{"episodeId":"` + idSongEp + `","position":"lots"}`), Headers: bearer(fx.user),
		ExpectedStatus: 400, ExpectedContent: []string{`"position"`}})
	s.do(tests.ApiScenario{Name: "plays by an admin", Method: http.MethodPost, URL: "/api/media/plays",
		Body: jsonBody(`{"episodeId":"` + idSongEp + `","position":5}`), Headers: bearer(fx.admin),
		ExpectedStatus: 403, ExpectedContent: []string{`"success":false`}})
	// Without an account a play is judged by the same rules (guest_listening_test.go);
	// a token that no longer signs anyone in is still refused.
	s.do(tests.ApiScenario{Name: "plays by a guest", Method: http.MethodPost, URL: "/api/media/plays",
		Body: jsonBody(`{"episodeId":"` + idSongEp + `","position":5}`), ExpectedStatus: 202, ExpectedContent: []string{`"counted":false`}})
	s.do(tests.ApiScenario{Name: "plays with a dead token", Method: http.MethodPost, URL: "/api/media/plays",
		Body: jsonBody(`{"episodeId":"` + idSongEp + `","position":5}`), Headers: bearer("not-a-token"),
		ExpectedStatus: 401, ExpectedContent: []string{`"success":false`}})
}

func TestLikesAndPositions(t *testing.T) {
	t.Parallel()
	s := newSession(t)
	fx := &meFixture{}
	listeningFixture(t, s.app, fx)
	like := func(method string, id string, status int, content ...string) {
		s.do(tests.ApiScenario{Name: method + " like " + id, Method: method, URL: "/api/media/" + id + "/like",
			Headers: bearer(fx.user), ExpectedStatus: status, ExpectedContent: content})
	}
	like("POST", idSongMedia, 200, `"liked":true`, `"likes":1`)
	like("POST", idSongMedia, 200, `"liked":true`, `"likes":1`)
	like("DELETE", idSongMedia, 200, `"liked":false`, `"likes":0`)
	like("DELETE", idSongMedia, 200, `"liked":false`, `"likes":0`)
	like("POST", idDraftMedia, 404, `"success":false`)

	put := func(ep, body string, status int, content ...string) {
		s.do(tests.ApiScenario{Name: "PUT position " + ep + " " + body, Method: http.MethodPut,
			URL: "/api/media/episodes/" + ep + "/position", Body: jsonBody(body), Headers: bearer(fx.user),
			ExpectedStatus: status, ExpectedContent: content})
	}
	put(idSermonEp, `{"position":1.25}`, 204)
	put(idSermonEp, `{"position":-1}`, 400, `"position"`)
	put(idSermonEp, `{}`, 400, `"position"`)
	put(idDraftEp, `{"position":1}`, 404, `"success":false`)
	s.do(tests.ApiScenario{Name: "continue listening", Method: http.MethodGet, URL: "/api/media/continue-listening",
		Headers: bearer(fx.user), ExpectedStatus: 200,
		ExpectedContent: []string{`"position":1.25`, `"title":"Streamed Sermon"`, `"streamUrl":"`}})
	s.do(tests.ApiScenario{Name: "continue listening (guest)", Method: http.MethodGet, URL: "/api/media/continue-listening",
		ExpectedStatus: 401, ExpectedContent: []string{`"success":false`}})
}

// TestStreamScenarios is stream.go's (and stream_serve.go's) table: the
// one decision (visibility.Hears) for every role, on an approved episode,
// a pending one, a suspended creator's; bad input (a range past the end,
// an unknown episode, no credentials). A stream writes nothing during the
// request (its bytes reach the ledger after it): no event fires.
func TestStreamScenarios(t *testing.T) {
	t.Parallel()
	fx := newReaderFixture(t)
	stream := func(id string) string { return "/api/media/episodes/" + id + "/stream" }
	audio := []string{"ID3"}
	var table []tests.ApiScenario
	table = append(table, fx.byRole("approved episode", "GET", stream(rdEpCast), map[readerRole]readerWant{
		rdGuest: {status: 401, content: []string{`"success":false`}}, rdListener: {status: 200, content: audio},
		rdOwner: {status: 200, content: audio}, rdOther: {status: 200, content: audio}, rdAdmin: {status: 200, content: audio},
		rdSuspended: suspendedRefused,
	})...)
	table = append(table, fx.byRole("pending episode", "GET", stream(rdEpDraft), map[readerRole]readerWant{
		rdListener: notFound(), rdOwner: {status: 200, content: audio}, rdOther: notFound(), rdAdmin: {status: 200, content: audio},
	})...)
	table = append(table, fx.byRole("suspended creator's episode", "GET", stream(rdEpSusp), map[readerRole]readerWant{
		rdListener: notFound(), rdOther: notFound(), rdAdmin: {status: 200, content: audio}, rdSuspended: suspendedRefused,
	})...)
	table = append(table, fx.byRole("unknown episode", "GET", stream("nothing00000000"),
		map[readerRole]readerWant{rdListener: notFound()})...)
	table = append(table, fx.byRole("forged token", "GET", stream(rdEpCast)+"?token=forged.token.value.1.x",
		map[readerRole]readerWant{rdGuest: {status: 401, content: []string{`"success":false`}}})...)
	past := fx.byRole("range past the end", "GET", stream(rdEpCast), map[readerRole]readerWant{rdListener: {status: 416, content: []string{""}}})
	past[0].Headers = map[string]string{"Authorization": fx.tokens[rdListener], "Range": "bytes=99999999-"}
	table = append(table, past...)
	fx.run(t, table)
}
