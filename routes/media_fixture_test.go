package routes_test

import (
	"net/http"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"selah/internal/moderation"
	"selah/testutil"
)

// mediaFixture is a small catalogue: me@example.com (the meFixture user)
// owns a pending album, an approved sermon and a rejected podcast; another
// creator owns an approved album and a pending one; a suspended creator
// owns an approved album.
type mediaFixture struct {
	me meFixture
}

// Fixed ids, so URLs can name the records before the app exists.
const (
	idMine           = "mediamine000001"
	idMineActive     = "mediaminact0001"
	idMineRejected   = "mediaminerej001"
	idTheirsActive   = "mediatheiract01"
	idTheirsPending  = "mediatheirpnd01"
	idSuspendedOwner = "mediasuspowner1"
)

func (f *mediaFixture) setup(t testing.TB, app *tests.TestApp, e *core.ServeEvent) {
	f.me.setup(t, app, e)
	catalogFixture(t, app)
	me, _ := app.FindAuthRecordByEmail("users", "me@example.com")
	other := testutil.CreateUser(t, app, "other@example.com", testutil.UserOpts{Name: "Other Artist"})
	out, _ := app.FindAuthRecordByEmail("users", "out@example.com")
	admin, _ := app.FindAuthRecordByEmail("admins", "staff@example.com")
	for _, m := range []struct {
		id, title, kind, status string
		owner                   *core.Record
	}{
		{idMine, "Pending Praise", "album", moderation.Pending, me},
		{idMineActive, "Grace Abounds", "sermon", moderation.Active, me},
		{idMineRejected, "Quiet Hour", "podcast", moderation.Rejected, me},
		{idTheirsActive, "Their Anthem", "album", moderation.Active, other},
		{idTheirsPending, "Their Draft", "album", moderation.Pending, other},
		{idSuspendedOwner, "Hidden Hymn", "album", moderation.Active, out},
	} {
		rec := newMediaRecord(t, app, m.id, m.title, m.kind, m.owner)
		saveEpisode(t, app, rec)
		if m.status != moderation.Pending {
			if err := moderation.SetStatus(app, rec, m.status, admin, "reviewed"); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func newMediaRecord(t testing.TB, app core.App, id, title, kind string, owner *core.Record) *core.Record {
	t.Helper()
	return newMediaRecordWith(t, app, id, title, kind, owner, func(*core.Record) {})
}

// newMediaRecordWith is newMediaRecord with set applied before the save.
func newMediaRecordWith(t testing.TB, app core.App, id, title, kind string, owner *core.Record, set func(*core.Record)) *core.Record {
	t.Helper()
	coll, _ := app.FindCollectionByNameOrId("media")
	m := core.NewRecord(coll)
	m.Id = id
	m.Set("title", title)
	m.Set("description", "About "+title)
	m.Set("type", kind)
	m.Set("genre", genreId)
	m.Set("artist", owner.Id)
	set(m)
	if err := app.Save(m); err != nil {
		t.Fatal(err)
	}
	return m
}

// asMediaRole is asRole over the media fixture: it fills the fixture, then
// the headers (mediaRoleHeaders).
func asMediaRole(fx *mediaFixture, who string, headers map[string]string) func(testing.TB, *tests.TestApp, *core.ServeEvent) {
	return func(t testing.TB, app *tests.TestApp, e *core.ServeEvent) {
		fx.setup(t, app, e)
		mediaRoleHeaders(fx, who, headers)(t, app, e)
	}
}

// mediaRoleHeaders fills headers with who's token on an app that holds the
// fixture already.
func mediaRoleHeaders(fx *mediaFixture, who string, headers map[string]string) func(testing.TB, *tests.TestApp, *core.ServeEvent) {
	return func(t testing.TB, app *tests.TestApp, e *core.ServeEvent) {
		if tok := fx.me.token(who); tok != "" {
			headers["Authorization"] = "Bearer " + tok
		}
		if who == "other" {
			other, _ := app.FindAuthRecordByEmail("users", "other@example.com")
			headers["Authorization"] = "Bearer " + testutil.Token(t, other)
		}
	}
}

// mediaRow is one scenario over the media fixture.
type mediaRow struct {
	name, method, url, body, who string
	status                       int
	content, notContent          []string
	after                        func(testing.TB, *tests.TestApp)
}

// runMediaRows runs each row as its role. The fixture is filled once, on an app of factory (testutil.Factory by
// default), and every row runs on a copy of its data dir: the tokens made
// while filling it hold on each copy.
func runMediaRows(t *testing.T, rows []mediaRow, factory ...func(testing.TB) *tests.TestApp) {
	t.Helper()
	appFactory := testutil.Factory
	if len(factory) > 0 {
		appFactory = factory[0]
	}
	runMediaRowsOn(t, rows, appFactory, nil)
}

// runMediaRowsOn is runMediaRows on an app of appFactory, with more (when
// not nil) added to the fixture before the rows run.
func runMediaRowsOn(t *testing.T, rows []mediaRow, appFactory func(testing.TB) *tests.TestApp, more func(testing.TB, *tests.TestApp)) {
	t.Helper()
	fx := &mediaFixture{}
	dir := testutil.FilledOn(t, appFactory(t), func(app *tests.TestApp) {
		fx.setup(t, app, nil)
		if more != nil {
			more(t, app)
		}
	})
	for _, r := range rows {
		headers := map[string]string{}
		sc := tests.ApiScenario{
			Name: r.method + " " + r.url + " (" + r.name + ")", Method: r.method, URL: r.url,
			Headers: headers, BeforeTestFunc: mediaRoleHeaders(fx, r.who, headers),
			ExpectedStatus: r.status, ExpectedContent: r.content, NotExpectedContent: r.notContent,
			TestAppFactory: func(t testing.TB) *tests.TestApp { return testutil.NewAppOn(t, dir) },
		}
		if r.body != "" {
			sc.Body = jsonBody(r.body)
		}
		if r.after != nil {
			after := r.after
			sc.AfterTestFunc = func(t testing.TB, app *tests.TestApp, _ *http.Response) { after(t, app) }
		}
		sc.Test(t)
	}
}

// setActive approves media as a command would.
func setActive(app core.App, m *core.Record) error {
	return moderation.SetStatus(app, m, moderation.Active, nil, "")
}
