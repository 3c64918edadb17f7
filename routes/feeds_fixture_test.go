package routes_test

import (
	"encoding/binary"
	"io"
	"net/http"
	"net/http/httptest"
	"path"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
	"github.com/pocketbase/pocketbase/tools/filesystem"

	"selah/internal/moderation"
	"selah/internal/visibility"
	"selah/routes"
	"selah/testutil"
)

// The feed fixture's fixed ids.
const (
	fdHost = "feedhostuser001" // the creator of everything below but fdPodOut
	fdOut  = "feedoutuser0001" // a suspended creator

	fdPodcast      = "feedpodcast0001" // approved podcast, with cover and category
	fdPodPending   = "feedpodpending1"
	fdPodRejected  = "feedpodreject01"
	fdPodSuspended = "feedpodsuspend1"
	fdPodOut       = "feedpodout00001" // approved, of a suspended creator
	fdAlbum        = "feedalbum000001"
	fdSermon       = "feedsermon00001"

	fdEpShort     = "feedepshort0001" // pcm16.wav, 2 s: the whole audio is the threshold
	fdEpLong      = "feedeplong00001" // 90 s of 8-bit WAV: a minute is 480000 bytes
	fdEpAAC       = "feedepaac000001" // raw ADTS: no header, so a 0-1 probe is audio
	fdEpPending   = "feedeppending01" // pending episode of the approved podcast
	fdEpAlbum     = "feedepalbum0001"
	fdEpOut       = "feedepout000001"
	fdEpPodPend   = "feedeppodpend01"
	fdEpPodReject = "feedeppodrejct1"
)

const (
	feedSender        = "Selah"
	feedSenderAddress = "hello@selah.example"
)

const (
	feedSite   = "https://selah.example"
	listenerUA = "AppleCoreMedia/1.0.0.21A329 (iPhone; U; CPU OS 17_0 like Mac OS X; en_us)"
	longHeader = 44
	longMinute = 480_000 // 8000 bytes a second
)

// feedT0 is the fixture clock's start.
var feedT0 = time.Date(2025, 6, 1, 8, 0, 0, 0, time.UTC)

// feedFixture holds the bytes stored for each episode.
type feedFixture struct {
	audio map[string][]byte
}

// enclosureURL is the URL published for an episode whose served file is
// stored as name: the episode's id with that file's extension, never the
// stored name (routes/feeds_audio_name.go).
func enclosureURL(epId, name string) string {
	return "/api/feeds/episodes/" + epId + "/" + epId + path.Ext(name)
}

// storedEnclosureURL is the URL's older form, which named the stored file:
// URLs published so still answer with the episode's audio.
func storedEnclosureURL(epId, name string) string { return "/api/feeds/episodes/" + epId + "/" + name }

// longWAV is seconds of 8-bit mono silence at 8 kHz: 64 kbit/s, 44-byte header.
func longWAV(seconds int) []byte {
	n := 8000 * seconds
	b := make([]byte, longHeader+n)
	le := binary.LittleEndian
	copy(b, "RIFF")
	le.PutUint32(b[4:], uint32(36+n))
	copy(b[8:], "WAVEfmt ")
	le.PutUint32(b[16:], 16)
	le.PutUint16(b[20:], 1) // PCM
	le.PutUint16(b[22:], 1) // mono
	le.PutUint32(b[24:], 8000)
	le.PutUint32(b[28:], 8000)
	le.PutUint16(b[32:], 1)
	le.PutUint16(b[34:], 8)
	copy(b[36:], "data")
	le.PutUint32(b[40:], uint32(n))
	for i := longHeader; i < len(b); i++ {
		b[i] = 128
	}
	return b
}

func (fx *feedFixture) setup(t testing.TB, app core.App) {
	t.Helper()
	feedSettings(app)
	catalogFixture(t, app)
	host := feedCreator(t, app, fdHost, "host@example.com", "Pastor Ada & Friends", false)
	out := feedCreator(t, app, fdOut, "out@example.com", "Test User", true)
	fx.audio = map[string][]byte{
		"short.wav": audioFixture(t, "pcm16.wav"),
		"long.wav":  longWAV(90),
		"raw.aac":   audioFixture(t, "adts.aac"),
	}
	type ep struct{ id, name string }
	for _, m := range []struct {
		id, kind, status string
		owner            *core.Record
		eps              []ep
	}{
		{fdPodcast, "podcast", moderation.Active, host, []ep{
			{fdEpShort, "short.wav"}, {fdEpLong, "long.wav"}, {fdEpAAC, "raw.aac"}, {fdEpPending, "short.wav"}}},
		{fdPodPending, "podcast", moderation.Pending, host, []ep{{fdEpPodPend, "short.wav"}}},
		{fdPodRejected, "podcast", moderation.Rejected, host, []ep{{fdEpPodReject, "short.wav"}}},
		{fdPodSuspended, "podcast", moderation.Suspended, host, nil},
		{fdPodOut, "podcast", moderation.Active, out, []ep{{fdEpOut, "short.wav"}}},
		{fdAlbum, "album", moderation.Active, host, []ep{{fdEpAlbum, "short.wav"}}},
		{fdSermon, "sermon", moderation.Active, host, nil},
	} {
		media := fx.saveMedia(t, app, m.id, m.kind, m.owner)
		for i, e := range m.eps {
			fx.saveEpisode(t, app, media, e.id, e.name, i+1)
		}
		if m.status != moderation.Pending {
			if err := moderation.SetStatus(app, media, m.status, nil, "reviewed"); err != nil {
				t.Fatal(err)
			}
		}
	}
	// A pending episode of an approved podcast (a new episode awaiting review).
	if _, err := app.DB().Update("episodes", dbx.Params{"adminStatus": moderation.Pending},
		dbx.HashExp{"id": fdEpPending}).Execute(); err != nil {
		t.Fatal(err)
	}
}

// feedSettings are the settings the feed rows run with, set in memory (a
// copy of the fixture's data dir does not hold them).
func feedSettings(app core.App) {
	app.Settings().Meta.AppURL = feedSite + "/"
	// The feeds name the platform as their owner unless a creator gave an
	// owner email.
	app.Settings().Meta.SenderName = feedSender
	app.Settings().Meta.SenderAddress = feedSenderAddress
	// Behind a proxy, so tests can speak from several addresses.
	app.Settings().TrustedProxy.Headers = []string{"X-Forwarded-For"}
}

// feedFixtureDirs fills the feed fixture (with the sermons or without)
// once per table and returns its data dir, for every row to copy: filling
// it for each row was most of the feed tables' CPU.
type feedFixtureDirs map[bool]string

func (d feedFixtureDirs) of(t *testing.T, sermons bool) string {
	t.Helper()
	if dir, ok := d[sermons]; ok {
		return dir
	}
	d[sermons] = testutil.Filled(t, func(app *tests.TestApp) {
		fx := &feedFixture{}
		fx.setup(t, app)
		if sermons {
			fx.setupSermons(t, app)
		}
	})
	return d[sermons]
}

// feedCreator saves a creator with a fixed id, so URLs can name them
// before the app exists.
func feedCreator(t testing.TB, app core.App, id, email, name string, suspended bool) *core.Record {
	t.Helper()
	coll, err := app.FindCollectionByNameOrId("users")
	if err != nil {
		t.Fatal(err)
	}
	r := core.NewRecord(coll)
	r.Id = id
	r.SetEmail(email)
	testutil.SetFixturePassword(r)
	r.SetVerified(true)
	r.Set("name", name)
	r.Set("accountStatus", visibility.AccountActive)
	if suspended {
		r.Set("accountStatus", visibility.AccountSuspended)
	}
	if err := app.Save(r); err != nil {
		t.Fatal(err)
	}
	return r
}

func (fx *feedFixture) saveMedia(t testing.TB, app core.App, id, kind string, owner *core.Record) *core.Record {
	t.Helper()
	coll, _ := app.FindCollectionByNameOrId("media")
	m := core.NewRecord(coll)
	m.Id = id
	m.Set("title", "Morning <Grace> "+id)
	m.Set("description", "Short devotions for the road & the week")
	m.Set("type", kind)
	m.Set("genre", genreId)
	m.Set("artist", owner.Id)
	if kind == "podcast" {
		m.Set("category", podcastCat)
	}
	cover, err := filesystem.NewFileFromBytes(pngBytes(t), "cover.png")
	if err != nil {
		t.Fatal(err)
	}
	cover.Name = "cover.png"
	m.Set("coverArt", cover)
	if err := app.Save(m); err != nil {
		t.Fatal(err)
	}
	return m
}

func (fx *feedFixture) saveEpisode(t testing.TB, app core.App, media *core.Record, id, name string, position int) {
	t.Helper()
	coll, _ := app.FindCollectionByNameOrId("episodes")
	e := core.NewRecord(coll)
	e.Id = id
	e.Set("media", media.Id)
	e.Set("title", "Episode "+id)
	e.Set("description", "Notes of "+id)
	e.Set("position", position)
	e.Set("duration", 2)
	if name == "long.wav" {
		e.Set("duration", 90)
	}
	f, err := filesystem.NewFileFromBytes(fx.audio[name], name)
	if err != nil {
		t.Fatal(err)
	}
	f.Name = name // a known file name, so URLs can name it before the app exists
	e.Set("audio", f)
	if err := app.Save(e); err != nil {
		t.Fatal(err)
	}
}

// feedCall is a request made before a scenario's own, on the same app.
type feedCall struct {
	at              time.Duration // after feedT0
	method, url, ua string        // ua "" is listenerUA
	rangeHeader     string
	forwardedFor    string // the client address a trusted proxy reports
}

// feedRow is one scenario over the feed fixture.
type feedRow struct {
	name, method, url string
	headers           map[string]string // User-Agent defaults to listenerUA
	sermons           bool              // add the sermon fixture (feeds_sermons_fixture_test.go)
	prior             []feedCall
	restart           bool          // forget the in-memory tracker after the prior calls
	at                time.Duration // the scenario request's time after feedT0
	status            int
	content, not      []string
	downloads         int // rows expected in downloads afterwards; -1 not checked
	prepare           func(t testing.TB, mux http.Handler, headers map[string]string)
	change            func(t testing.TB, app *tests.TestApp) // after prepare, before the request
	alter             func(t testing.TB, app *tests.TestApp) // after the fixture, before any request
	after             func(t testing.TB, app *tests.TestApp, mux http.Handler, res *http.Response, body []byte)
}

func runFeedRows(t *testing.T, rows []feedRow) {
	t.Helper()
	dirs := feedFixtureDirs{}
	for _, r := range rows {
		dir := dirs.of(t, r.sermons)
		headers := map[string]string{"User-Agent": listenerUA}
		for k, v := range r.headers {
			headers[k] = v
		}
		var mux http.Handler
		sc := tests.ApiScenario{
			Name: r.method + " " + r.url + " (" + r.name + ")", Method: r.method, URL: r.url, Headers: headers,
			ExpectedStatus: r.status, ExpectedContent: r.content, NotExpectedContent: r.not,
			TestAppFactory: func(t testing.TB) *tests.TestApp { return testutil.NewAppOn(t, dir) },
			BeforeTestFunc: func(t testing.TB, app *tests.TestApp, e *core.ServeEvent) {
				feedSettings(app)
				if r.alter != nil {
					r.alter(t, app)
				}
				now := feedT0
				routes.SetFeedClock(app, func() time.Time { return now })
				m, err := e.Router.BuildMux()
				if err != nil {
					t.Fatal(err)
				}
				mux = m
				for _, c := range r.prior {
					now = feedT0.Add(c.at)
					res := feedRequest(mux, c)
					if res.Code >= 400 {
						t.Fatalf("prior %s %s: %d", c.method, c.url, res.Code)
					}
				}
				if r.restart {
					routes.ForgetFeedState(app)
				}
				now = feedT0.Add(r.at)
				if r.prepare != nil {
					r.prepare(t, mux, headers)
				}
				if r.change != nil {
					r.change(t, app)
				}
			},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
				if r.downloads >= 0 {
					n, err := app.CountRecords("downloads")
					if err != nil || int(n) != r.downloads {
						t.Errorf("downloads: %d (%v), want %d", n, err, r.downloads)
					}
				}
				if r.after != nil {
					body, _ := io.ReadAll(res.Body)
					r.after(t, app, mux, res, body)
				}
			},
		}
		sc.Test(t)
	}
}

func feedRequest(mux http.Handler, c feedCall) *httptest.ResponseRecorder {
	method := c.method
	if method == "" {
		method = http.MethodGet
	}
	req := httptest.NewRequest(method, c.url, nil)
	req.Header.Set("User-Agent", listenerUA)
	if c.ua != "" {
		req.Header.Set("User-Agent", c.ua)
	}
	if c.rangeHeader != "" {
		req.Header.Set("Range", c.rangeHeader)
	}
	if c.forwardedFor != "" {
		req.Header.Set("X-Forwarded-For", c.forwardedFor)
	}
	rec := httptest.NewRecorder()
	mux.ServeHTTP(rec, req)
	return rec
}

// dropStoredAudio deletes an episode's audio from storage, leaving its record.
func dropStoredAudio(epId string) func(testing.TB, *tests.TestApp) {
	return func(t testing.TB, app *tests.TestApp) {
		ep, err := app.FindRecordById("episodes", epId)
		if err != nil {
			t.Fatal(err)
		}
		fsys, err := app.NewFilesystem()
		if err != nil {
			t.Fatal(err)
		}
		defer fsys.Close()
		if err := fsys.Delete(ep.BaseFilesPath() + "/" + ep.GetString("audio")); err != nil {
			t.Fatal(err)
		}
	}
}
