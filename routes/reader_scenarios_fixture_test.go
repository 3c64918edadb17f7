package routes_test

import (
	"net/http"
	"path/filepath"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"selah/hooks"
	"selah/internal/moderation"
	"selah/routes"
	"selah/testutil"
)

// The public readers' scenario tables (one []tests.ApiScenario per route
// file, issue 27) share this fixture: every role the readers tell apart,
// and an item in each state that decides what they show. Each scenario
// runs on its own copy of the fixture's data, so the tokens made here hold.
const (
	rdOwnerCast  = "rdownercast0001" // the owner's approved podcast
	rdOwnerDraft = "rdownerdraft001" // the owner's pending album
	rdSuspCast   = "rdsuspcast00001" // an approved podcast of a suspended creator
	rdEpCast     = "rdepcast0000001"
	rdEpDraft    = "rdepdraft000001"
	rdEpSusp     = "rdepsusp0000001"
	rdDraftTitle = "Reader Draft Psalm"
	rdSuspTitle  = "Reader Hidden Hymn"
	rdCastTitle  = "Reader Open Podcast"
	// The owner's approved sermon (the sermon feeds).
	rdOwnerSermon = "rdownersermon01"
	rdSermonTitle = "Reader Open Sermon"
)

// readerRole is who asks: the rows of each table go through all of them.
type readerRole string

const (
	rdGuest     readerRole = "guest"
	rdListener  readerRole = "listener" // a users account that owns nothing here (another creator's reader)
	rdOwner     readerRole = "creator owner"
	rdOther     readerRole = "other creator"
	rdAdmin     readerRole = "admin"
	rdSuspended readerRole = "suspended creator"
)

var readerRoles = []readerRole{rdGuest, rdListener, rdOwner, rdOther, rdAdmin, rdSuspended}

type readerFixture struct {
	dir    string
	tokens map[readerRole]string
	ids    map[readerRole]string
	files  map[string]string // record id -> its file's stored name (cover or audio)
}

func newReaderFixture(t *testing.T) *readerFixture {
	t.Helper()
	app := testutil.NewApp(t)
	t.Cleanup(app.Cleanup)
	settings := app.Settings()
	settings.RateLimits.Enabled = false
	must(t, app.Save(settings))
	catalogFixture(t, app)
	fx := &readerFixture{dir: app.DataDir(), tokens: map[readerRole]string{}, ids: map[readerRole]string{}, files: map[string]string{}}
	accounts := map[readerRole]*core.Record{
		rdListener:  testutil.CreateUser(t, app, "listener@example.com", testutil.UserOpts{Name: "Lee Listener"}),
		rdOwner:     testutil.CreateUser(t, app, "owner@example.com", testutil.UserOpts{Name: "Olu Owner"}),
		rdOther:     testutil.CreateUser(t, app, "other@example.com", testutil.UserOpts{Name: "Ola Other"}),
		rdSuspended: testutil.CreateUser(t, app, "out@example.com", testutil.UserOpts{Name: "Out Creator"}),
		rdAdmin:     testutil.CreateAdmin(t, app, "staff@example.com"),
	}
	png := pngBytes(t)
	mp3 := audioFixture(t, "cbr.mp3")
	for _, m := range []struct {
		id, ep, title, kind string
		owner               readerRole
	}{
		{rdOwnerCast, rdEpCast, rdCastTitle, "podcast", rdOwner},
		{rdOwnerDraft, rdEpDraft, rdDraftTitle, "album", rdOwner},
		{rdSuspCast, rdEpSusp, rdSuspTitle, "podcast", rdSuspended},
		{"rdothercast0001", "rdepother000001", "Other's Open Podcast", "podcast", rdOther},
		{rdOwnerSermon, "rdepsermon00001", rdSermonTitle, "sermon", rdOwner},
	} {
		fx.files[m.id] = azSaveMedia(t, app, m.id, m.title, m.kind, accounts[m.owner].Id, png)
		fx.files[m.ep] = azSaveEpisode(t, app, m.ep, m.id, mp3)
	}
	for _, id := range []string{rdOwnerCast, rdSuspCast, "rdothercast0001", rdOwnerSermon} {
		must(t, moderation.SetStatus(app, mustFind(t, app, "media", id), moderation.Active, accounts[rdAdmin], ""))
	}
	// Suspended after the approval: their approved item is hidden.
	susp := mustFind(t, app, "users", accounts[rdSuspended].Id)
	susp.Set("accountStatus", "suspended")
	must(t, app.Save(susp))
	// No background decoding behind a request.
	_, err := app.DB().Update("episodes", dbx.Params{"peaksStatus": "failed"}, nil).Execute()
	must(t, err)
	for r, rec := range accounts {
		fresh := mustFind(t, app, rec.Collection().Name, rec.Id)
		fx.tokens[r] = testutil.Token(t, fresh)
		fx.ids[r] = rec.Id
	}
	testutil.Checkpoint(t, app)
	return fx
}

// factory is a fresh app on a copy of the fixture's data, with our hooks
// and routes (ApiScenario triggers serve itself).
func (fx *readerFixture) factory(t testing.TB) *tests.TestApp {
	t.Helper()
	app, err := tests.NewTestApp(fx.dir)
	must(t, err)
	hooks.Register(app)
	routes.Register(app)
	// The public pages and the sitemap, served from the built pages of
	// routes/testdata/pages.
	pages, err := filepath.Abs(filepath.Join("testdata", "pages"))
	must(t, err)
	routes.RegisterStaticWithSitemapLimit(app, &pages, 1000)
	return app
}

// as are the headers of a request by r (none for a guest).
func (fx *readerFixture) as(r readerRole) map[string]string {
	if r == rdGuest {
		return nil
	}
	return map[string]string{"Authorization": fx.tokens[r]}
}

// run runs a file's table. A scenario that may write runs on its own copy of
// the fixture; the plain reads (GET or HEAD with nothing prepared before the
// request and no model or record event expected, which ApiScenario checks
// for each scenario) share one copy per table: a
// copy and its app cost about 12 ms of CPU, and made for every read they were
// 8% of the routes tests' CPU. A read that wrote after all would fail its own
// scenario's event check.
func (fx *readerFixture) run(t *testing.T, table []tests.ApiScenario) {
	t.Helper()
	var shared *tests.TestApp
	for i := range table {
		sc := table[i]
		sc.TestAppFactory = fx.factory
		if readsOnly(sc) {
			if shared == nil {
				shared = fx.factory(t)
				t.Cleanup(shared.Cleanup)
			}
			app := shared
			sc.TestAppFactory = func(testing.TB) *tests.TestApp { return app }
			sc.DisableTestAppCleanup = true
		}
		sc.Test(t)
	}
}

// readsOnly tells a scenario that prepares nothing, reads, and asserts it
// fired no event.
func readsOnly(sc tests.ApiScenario) bool {
	if sc.BeforeTestFunc != nil || (sc.Method != http.MethodGet && sc.Method != http.MethodHead) {
		return false
	}
	return len(sc.ExpectedEvents) == 1 && sc.ExpectedEvents["*"] == 0
}

// byRole is one row per role with want's status and content for each;
// roles not in want are skipped.
func (fx *readerFixture) byRole(name, method, url string, want map[readerRole]readerWant) []tests.ApiScenario {
	var out []tests.ApiScenario
	for _, r := range readerRoles {
		w, ok := want[r]
		if !ok {
			continue
		}
		events := w.events
		if events == nil {
			events = map[string]int{"*": 0} // a read fires no model or record event
		}
		out = append(out, tests.ApiScenario{
			Name: name + " as " + string(r), Method: method, URL: url, Headers: fx.as(r),
			ExpectedStatus: w.status, ExpectedContent: w.content, NotExpectedContent: w.not, ExpectedEvents: events,
		})
	}
	return out
}

type readerWant struct {
	status       int
	content, not []string
	events       map[string]int
}

// suspendedRefused is what any route answers a suspended account's token.
var suspendedRefused = readerWant{status: 403, content: []string{`"message":"Your account has been suspended."`}}

// allReaders is want for every role but the suspended account, whose token
// every route refuses.
func allReaders(w readerWant) map[readerRole]readerWant {
	m := map[readerRole]readerWant{}
	for _, r := range readerRoles {
		m[r] = w
	}
	m[rdSuspended] = suspendedRefused
	return m
}

// notFound is a 404 in API.md's envelope that does not name hidden.
func notFound(hidden ...string) readerWant {
	return readerWant{status: 404, content: []string{`"success":false`}, not: hidden}
}

// sameForAll is want for every role, the suspended account's token
// included: routes whose answer is the same public text for anyone.
func sameForAll(w readerWant) map[readerRole]readerWant {
	m := map[readerRole]readerWant{}
	for _, r := range readerRoles {
		m[r] = w
	}
	return m
}
