package routes_test

import (
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
	"github.com/pocketbase/pocketbase/tools/filesystem"

	"selah/internal/bible"
	"selah/internal/moderation"
	"selah/routes"
	"selah/testutil"
)

// The public pages' fixture: a creator with an approved album (two tracks
// and a track still pending), podcast, sermon with a passage, sermon
// without, and an album whose title is made to break out of HTML; their
// pending, rejected and suspended items; a creator with nothing approved;
// a suspended creator with an approved album.
const (
	pgSite = "https://selah.example"

	pgAlbum       = "pgalbum00000001"
	pgTrack1      = "pgtrack00000001"
	pgTrack2      = "pgtrack00000002"
	pgTrackHidden = "pgtrackhidden01" // a pending track of the approved album
	pgPodcast     = "pgpodcast000001"
	pgPodEp1      = "pgpodep00000001"
	pgPodEp2      = "pgpodep00000002"
	pgSermon      = "pgsermon0000001" // with a passage: a CreativeWork
	pgSermonEp    = "pgsermonep00001"
	pgPlain       = "pgplainsermon01" // without one: a PodcastEpisode
	pgPlainEp     = "pgplainep000001"
	pgHostile     = "pghostile000001"
	pgHostileEp   = "pghostileep0001"

	pgPending      = "pgpending000001"
	pgPendingEp    = "pgpendingep0001"
	pgRejected     = "pgrejected00001"
	pgRejectedEp   = "pgrejectedep001"
	pgSuspended    = "pgsuspended0001"
	pgSuspendedEp  = "pgsuspendedep01"
	pgOutAlbum     = "pgoutalbum00001" // approved, of the suspended creator
	pgOutAlbumEp   = "pgoutalbumep001"
	pgQuietPending = "pgquietpend0001" // the quiet creator's only item
	pgQuietEp      = "pgquietep000001"
)

// Titles of what must never show (the 404 answers may not name them).
const (
	pgSecretPending   = "Secret Pending Psalm"
	pgSecretRejected  = "Secret Rejected Song"
	pgSecretSuspended = "Secret Suspended Hymn"
	pgSecretOut       = "Secret Out Anthem"
	pgSecretQuiet     = "Secret Quiet Draft"
	pgSecretTrack     = "Secret Pending Track"
)

// pgHostileTitle tries to close the title, an attribute, the JSON-LD
// script, and to run a script of its own.
const pgHostileTitle = `Grace "&" 'Glory' </title></script><script>alert(1)</script>`

// pagesFixture is one app holding the fixture, serving the built pages of
// routes/testdata/pages.
type pagesFixture struct {
	app                        *tests.TestApp
	creator, quiet, out, admin *core.Record
	dir                        string
}

// newPagesFixture builds the app; sitemaps have at most limit URLs.
func newPagesFixture(t *testing.T, limit int) *pagesFixture {
	t.Helper()
	app := testutil.NewApp(t)
	t.Cleanup(app.Cleanup)
	dir, err := filepath.Abs(filepath.Join("testdata", "pages"))
	must(t, err)
	fx := &pagesFixture{app: app, dir: dir}
	routes.RegisterStaticWithSitemapLimit(app, &fx.dir, limit)

	settings := app.Settings()
	settings.Meta.AppURL = pgSite
	settings.RateLimits.Enabled = false
	must(t, app.Save(settings))
	catalogFixture(t, app)

	fx.creator = testutil.CreateUser(t, app, "choir@example.com", testutil.UserOpts{Name: "Grace Choir"})
	fx.creator.Set("bio", "We sing <loudly> & gladly.")
	must(t, app.Save(fx.creator))
	fx.quiet = testutil.CreateUser(t, app, "quiet@example.com", testutil.UserOpts{Name: "Quiet Creator"})
	fx.out = testutil.CreateUser(t, app, "out@example.com", testutil.UserOpts{Name: "Out Creator"})
	fx.admin = testutil.CreateAdmin(t, app, "staff@example.com")

	passages, err := bible.Parse("John 3:16-18")
	must(t, err)
	png := pngBytes(t)
	mediaColl, err := app.FindCollectionByNameOrId("media")
	must(t, err)
	for _, m := range []struct {
		id, title, kind, status string
		owner                   *core.Record
		episodes                [][2]string // id, title
		extra                   map[string]any
	}{
		{pgAlbum, "Morning Songs", "album", moderation.Active, fx.creator,
			[][2]string{{pgTrack1, "Sunrise"}, {pgTrack2, "Noon"}, {pgTrackHidden, pgSecretTrack}}, nil},
		{pgPodcast, "Daily Bread", "podcast", moderation.Active, fx.creator,
			[][2]string{{pgPodEp1, "Day one"}, {pgPodEp2, "Day two"}}, map[string]any{"category": podcastCat}},
		{pgSermon, "Born Again", "sermon", moderation.Active, fx.creator, [][2]string{{pgSermonEp, "Born Again"}},
			map[string]any{"preacher": "Pastor Ann", "theme": "The Gospel of John", "bibleReferences": passages, "category": sermonCatId}},
		{pgPlain, "Plain Words", "sermon", moderation.Active, fx.creator, [][2]string{{pgPlainEp, "Plain Words"}},
			map[string]any{"category": sermonCatId}},
		{pgHostile, pgHostileTitle, "album", moderation.Active, fx.creator, [][2]string{{pgHostileEp, pgHostileTitle}},
			map[string]any{"description": pgHostileTitle}},
		{pgPending, pgSecretPending, "album", moderation.Pending, fx.creator, [][2]string{{pgPendingEp, pgSecretPending}}, nil},
		{pgRejected, pgSecretRejected, "album", moderation.Rejected, fx.creator, [][2]string{{pgRejectedEp, pgSecretRejected}}, nil},
		{pgSuspended, pgSecretSuspended, "album", moderation.Suspended, fx.creator, [][2]string{{pgSuspendedEp, pgSecretSuspended}}, nil},
		{pgOutAlbum, pgSecretOut, "album", moderation.Active, fx.out, [][2]string{{pgOutAlbumEp, pgSecretOut}}, nil},
		{pgQuietPending, pgSecretQuiet, "album", moderation.Pending, fx.quiet, [][2]string{{pgQuietEp, pgSecretQuiet}}, nil},
	} {
		rec := core.NewRecord(mediaColl)
		rec.Id = m.id
		rec.Load(map[string]any{"title": m.title, "description": "About " + m.title, "type": m.kind, "genre": genreId, "artist": m.owner.Id})
		cover, err := filesystem.NewFileFromBytes(png, "cover.png")
		must(t, err)
		rec.Set("coverArt", cover)
		for k, v := range m.extra {
			rec.Set(k, v)
		}
		must(t, app.Save(rec))
		for i, ep := range m.episodes {
			savePageEpisode(t, app, ep[0], m.id, ep[1], i+1)
		}
		if m.status != moderation.Pending {
			must(t, moderation.SetStatus(app, rec, m.status, fx.admin, "reviewed"))
		}
	}
	// A track added to the approved album, not yet reviewed.
	_, err = app.DB().Update("episodes", dbx.Params{"adminStatus": moderation.Pending}, dbx.HashExp{"id": pgTrackHidden}).Execute()
	must(t, err)
	// Suspended after their album was approved.
	fx.out.Set("accountStatus", "suspended")
	must(t, app.Save(fx.out))
	// Nothing decodes waveforms behind the requests.
	_, err = app.DB().Update("episodes", dbx.Params{"peaksStatus": "failed"}, nil).Execute()
	must(t, err)
	return fx
}

func savePageEpisode(t testing.TB, app core.App, id, media, title string, position int) {
	t.Helper()
	coll, _ := app.FindCollectionByNameOrId("episodes")
	e := core.NewRecord(coll)
	e.Id = id
	e.Set("media", media)
	e.Set("title", title)
	e.Set("position", position)
	e.Set("duration", 125+position)
	f, err := filesystem.NewFileFromBytes(audioFixture(t, "cbr.mp3"), "track.mp3")
	must(t, err)
	e.Set("audio", f)
	must(t, app.Save(e))
}

// mux serves the fixture's app as the binary does (routes.Register and
// RegisterStatic), for requests a test makes beyond its scenarios.
func (fx *pagesFixture) mux(t testing.TB) http.Handler {
	mux, _ := serveAuthz(t, fx.app)
	return mux
}

// getPage sends a GET through mux.
func getPage(mux http.Handler, url string, headers map[string]string) *httptest.ResponseRecorder {
	req := httptest.NewRequest(http.MethodGet, url, nil)
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	res := httptest.NewRecorder()
	mux.ServeHTTP(res, req)
	return res
}

// scenario is an ApiScenario on the fixture's app, which it keeps.
func (fx *pagesFixture) scenario(sc tests.ApiScenario) *tests.ApiScenario {
	sc.TestAppFactory = func(testing.TB) *tests.TestApp { return fx.app }
	sc.DisableTestAppCleanup = true
	if sc.Method == "" {
		sc.Method = http.MethodGet
	}
	return &sc
}
