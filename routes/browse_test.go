package routes_test

import (
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"slices"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"selah/internal/bible"
	"selah/internal/moderation"
	"selah/testutil"
)

// Fixed ids of the browse fixture, beside mediaFixture's.
const (
	idBrAmazing   = "browseamazing01"
	idBrEglise    = "browseeglise001"
	idBrBornAgain = "browsebornagain"
	idBrRomans    = "browseromans001"
	idBrSuspended = "browsesuspend01"
	idBrDraft     = "browsedraftjn03"
	idBrHidden    = "browsehiddenjn3"
	hymnsGenreId  = "browsegenre0002"
)

// browseFixture is mediaFixture plus what search needs: accents, a
// preacher, a series, passages, play counts, a second genre, and hidden
// sermons on John 3 (suspended, pending, by a suspended creator). Listeners
// see six items; newest first they are Born Again, More Than Conquerors,
// the eglise podcast, Amazing Grâce, Grace Abounds and Their Anthem.
type browseFixture struct{ media mediaFixture }

// browseNew and browsePopular are the visible items in each order.
var (
	browseNew     = []string{idBrBornAgain, idBrRomans, idBrEglise, idBrAmazing, idMineActive, idTheirsActive}
	browsePopular = []string{idBrAmazing, idBrBornAgain, idBrEglise, idBrRomans, idMineActive, idTheirsActive}
)

func (f *browseFixture) setup(t testing.TB, app *tests.TestApp, e *core.ServeEvent) {
	f.media.setup(t, app, e)
	genres, _ := app.FindCollectionByNameOrId("genres")
	hymns := core.NewRecord(genres)
	hymns.Id = hymnsGenreId
	hymns.Set("title", "Test Hymns")
	if err := app.Save(hymns); err != nil {
		t.Fatal(err)
	}
	me, _ := app.FindAuthRecordByEmail("users", "me@example.com")
	other, _ := app.FindAuthRecordByEmail("users", "other@example.com")
	out, _ := app.FindAuthRecordByEmail("users", "out@example.com")
	for _, m := range []struct {
		id, title, kind, status, preacher, theme, refs string
		owner                                          *core.Record
	}{
		{idBrAmazing, "Amazing Grâce", "album", moderation.Active, "", "", "", other},
		{idBrEglise, "Notre petite eglise", "podcast", moderation.Active, "", "", "", other},
		{idBrBornAgain, "Born Again", "sermon", moderation.Active, "Abena Mensah", "New Life Series", "John 3:16-18", me},
		{idBrRomans, "More Than Conquerors", "sermon", moderation.Active, "Samuel Okafor", "", "Romans 8", other},
		{idBrSuspended, "Suspended Sermon", "sermon", moderation.Suspended, "", "", "John 3", other},
		{idBrDraft, "Draft Sermon", "sermon", moderation.Pending, "", "", "John 3:1-8", other},
		{idBrHidden, "Hidden Sermon", "sermon", moderation.Active, "", "", "John 3:1-5", out},
	} {
		coll, _ := app.FindCollectionByNameOrId("media")
		rec := core.NewRecord(coll)
		rec.Id = m.id
		rec.Set("title", m.title)
		rec.Set("description", "About "+m.title)
		rec.Set("type", m.kind)
		rec.Set("genre", genreId)
		rec.Set("artist", m.owner.Id)
		rec.Set("preacher", m.preacher)
		rec.Set("theme", m.theme)
		if m.refs != "" {
			ps, err := bible.Parse(m.refs)
			if err != nil {
				t.Fatal(err)
			}
			rec.Set("bibleReferences", ps)
		}
		if m.id == idBrAmazing {
			rec.Set("genre", hymnsGenreId)
		}
		if err := app.Save(rec); err != nil {
			t.Fatal(err)
		}
		if m.status != moderation.Pending {
			if err := moderation.SetStatus(app, rec, m.status, nil, ""); err != nil {
				t.Fatal(err)
			}
		}
	}
	// Fixed dates and plays, so both orders are known.
	for i, id := range browseNew {
		plays := map[string]int{idBrAmazing: 50, idBrBornAgain: 20, idBrEglise: 5}[id]
		_, err := app.DB().Update("media", dbx.Params{
			"created": "2025-01-0" + string(rune('0'+len(browseNew)-i)) + " 10:00:00.000Z", "playsCount": plays,
		}, dbx.HashExp{"id": id}).Execute()
		if err != nil {
			t.Fatal(err)
		}
	}
}

// browseRow is one GET /api/media/browse scenario over the browse fixture.
type browseRow struct {
	name, query, who    string
	status              int
	ids                 []string // the page's ids in order; nil skips the check
	total               int      // checked when ids is set
	content, notContent []string
	before              func(testing.TB, *tests.TestApp) // after the fixture, before the request
	after               func(testing.TB, *tests.TestApp)
}

// runBrowseRows runs each row on a copy of one browse fixture, filled once
// (testutil.Filled): the tokens made while filling it hold on every copy.
func runBrowseRows(t *testing.T, rows []browseRow) {
	t.Helper()
	fx := &browseFixture{}
	dir := testutil.Filled(t, func(app *tests.TestApp) { fx.setup(t, app, nil) })
	for _, r := range rows {
		headers := map[string]string{}
		sc := tests.ApiScenario{
			Name: "GET /api/media/browse?" + r.query + " (" + r.name + ")", Method: http.MethodGet,
			URL: "/api/media/browse?" + r.query, Headers: headers,
			TestAppFactory: func(t testing.TB) *tests.TestApp { return testutil.NewAppOn(t, dir) },
			BeforeTestFunc: func(t testing.TB, app *tests.TestApp, e *core.ServeEvent) {
				if tok := fx.media.me.token(r.who); tok != "" {
					headers["Authorization"] = "Bearer " + tok
				}
				if r.before != nil {
					r.before(t, app)
				}
			},
			ExpectedStatus: r.status, ExpectedContent: r.content, NotExpectedContent: r.notContent,
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
				if r.ids != nil {
					checkBrowsePage(t, res, r.ids, r.total)
				}
				if r.after != nil {
					r.after(t, app)
				}
			},
		}
		if sc.ExpectedContent == nil && sc.NotExpectedContent == nil {
			sc.ExpectedContent = []string{`"success":`}
		}
		sc.Test(t)
	}
}

// checkBrowsePage asserts the page holds exactly ids, in order, of total.
func checkBrowsePage(t testing.TB, res *http.Response, ids []string, total int) {
	t.Helper()
	raw, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	var body struct {
		Data struct {
			Data []struct {
				Id string `json:"_id"`
			} `json:"data"`
			Total int `json:"total"`
		} `json:"data"`
	}
	if err := json.Unmarshal(raw, &body); err != nil {
		t.Fatalf("%v in %s", err, raw)
	}
	got := []string{}
	for _, m := range body.Data.Data {
		got = append(got, m.Id)
	}
	if !slices.Equal(got, ids) || body.Data.Total != total {
		t.Errorf("got ids %v of %d, want %v of %d", got, body.Data.Total, ids, total)
	}
}

func TestBrowseRolesFiltersAndPaging(t *testing.T) {
	t.Parallel()
	hidden := []string{"Pending Praise", "Quiet Hour", "Their Draft", "Hidden Hymn", "Suspended Sermon", "Draft Sermon", "Hidden Sermon"}
	runBrowseRows(t, []browseRow{
		{name: "user", who: "user", status: 200, ids: browseNew, total: 6,
			content: []string{`"success":true`, `"page":1`, `"limit":20`, `"title":"Amazing Grâce"`, `"name":"Other Artist"`}, notContent: hidden},
		{name: "admin", who: "admin", status: 200, ids: browseNew, total: 6, notContent: append(hidden, `"email":`)},
		{name: "guest", status: 401, content: []string{`"success":false`}},
		{name: "suspended user", who: "suspended", status: 403, content: []string{`"message":"Your account has been suspended."`}},
		{name: "superuser", who: "superuser", status: 403, content: []string{`"success":false`}},

		{name: "user + sermons", query: "type=sermon", who: "user", status: 200, ids: []string{idBrBornAgain, idBrRomans, idMineActive}, total: 3},
		{name: "user + albums", query: "type=album", who: "user", status: 200, ids: []string{idBrAmazing, idTheirsActive}, total: 2},
		{name: "user + podcasts", query: "type=podcast", who: "user", status: 200, ids: []string{idBrEglise}, total: 1},
		{name: "user + all types", query: "type=all", who: "user", status: 200, ids: browseNew, total: 6},
		{name: "user + genre", query: "genre=" + hymnsGenreId, who: "user", status: 200, ids: []string{idBrAmazing}, total: 1},
		{name: "user + type and genre", query: "type=album&genre=" + genreId, who: "user", status: 200, ids: []string{idTheirsActive}, total: 1},
		{name: "user + unknown genre", query: "genre=nosuchgenre0001", who: "user", status: 200, ids: []string{}, total: 0},
		{name: "user + bad type", query: "type=song", who: "user", status: 400, content: []string{`"message":"Type must be album, podcast or sermon."`}},

		{name: "user + sort new", query: "sort=new", who: "user", status: 200, ids: browseNew, total: 6},
		{name: "user + sort popular", query: "sort=popular", who: "user", status: 200, ids: browsePopular, total: 6},
		{name: "user + popular sermons", query: "sort=popular&type=sermon", who: "user", status: 200, ids: []string{idBrBornAgain, idBrRomans, idMineActive}, total: 3},
		{name: "user + bad sort", query: "sort=oldest", who: "user", status: 400, content: []string{`"message":"Sort must be new or popular."`}},

		{name: "user + first page", query: "limit=2", who: "user", status: 200, ids: browseNew[:2], total: 6, content: []string{`"page":1`, `"limit":2`}},
		{name: "user + second page", query: "page=2&limit=2", who: "user", status: 200, ids: browseNew[2:4], total: 6, content: []string{`"page":2`}},
		{name: "user + last page", query: "page=2&limit=4", who: "user", status: 200, ids: browseNew[4:], total: 6},
		{name: "user + past the end", query: "page=9&limit=2", who: "user", status: 200, ids: []string{}, total: 6},
		{name: "user + page 0", query: "page=0", who: "user", status: 400, content: []string{`"page":{"code":"validation_invalid"`}},
		{name: "user + page -1", query: "page=-1", who: "user", status: 400, content: []string{`"page":{"code":"validation_invalid"`}},
		{name: "user + page text", query: "page=two", who: "user", status: 400, content: []string{`"page":{"code":"validation_invalid"`}},
		{name: "user + limit 0", query: "limit=0", who: "user", status: 400, content: []string{`"limit":{"code":"validation_invalid"`}},
		{name: "user + limit -1", query: "limit=-1", who: "user", status: 400, content: []string{`"limit":{"code":"validation_invalid"`}},
		{name: "user + limit 1000", query: "limit=1000", who: "user", status: 400, content: []string{`"message":"Limit must be a whole number from 1 to 100."`}},
		{name: "user + limit text", query: "limit=" + url.QueryEscape("ten"), who: "user", status: 400, content: []string{`"limit":{"code":"validation_invalid"`}},
	})
}

// TestBrowseScenarios is browse.go's table: the catalogue is the same for
// every reader (visibility.PublicFactsSQL over the catalogue's facts):
// never a pending item or a suspended creator's, not even to their owner
// or staff; guests and suspended accounts are refused; bad filters are a
// 400. Reads fire no event.
func TestBrowseScenarios(t *testing.T) {
	t.Parallel()
	fx := newReaderFixture(t)
	listed := readerWant{status: 200, content: []string{rdCastTitle}, not: []string{rdDraftTitle, rdSuspTitle}}
	var table []tests.ApiScenario
	for _, url := range []string{"/api/media/browse", "/api/media/browse?type=podcast", "/api/media/browse?sort=popular",
		"/api/media/browse?search=Reader"} {
		table = append(table, fx.byRole(url, "GET", url, map[readerRole]readerWant{
			rdGuest: {status: 401, content: []string{`"success":false`}}, rdListener: listed, rdOwner: listed, rdOther: listed,
			rdAdmin: listed, rdSuspended: suspendedRefused})...)
	}
	table = append(table, fx.byRole("bad sort", "GET", "/api/media/browse?sort=sideways", map[readerRole]readerWant{
		rdListener: {status: 400, content: []string{"Sort must be new or popular"}}})...)
	table = append(table, fx.byRole("bad page", "GET", "/api/media/browse?page=0", map[readerRole]readerWant{
		rdListener: {status: 400, content: []string{`"success":false`}}})...)
	fx.run(t, table)
}
