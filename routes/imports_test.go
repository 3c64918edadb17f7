package routes_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"selah/hooks"
	"selah/internal/importfeed"
	"selah/internal/moderation"
	"selah/routes"
	"selah/testutil"
)

// importsRows are the authorization matrix's rows of the import routes
// (routes/imports.go): a creator starts one (admins act as no creator);
// the import is read by its owner and admins, a 404 for anyone else.
// The fixture holds their import (azImport, one failed episode).
func importsRows() []authzRow {
	one := func(id string) func(roleCtx) string { return at("/api/media/imports/" + id) }
	rows := []authzRow{
		{route: "POST /api/media/import-feed", name: "a public feed (no worker in the matrix: nothing is fetched)",
			body: asJSON(`{"url":"https://feeds.example.com/show.xml"}`), want: userOnly(202)},
		{route: "POST /api/media/import-feed", name: "a loopback address",
			body: asJSON(`{"url":"http://127.0.0.1:8090/api/feeds/podcasts/x.xml"}`), want: userOnly(400)},
		{route: "GET /api/media/imports/{importId}", name: "their import", url: one(azImport),
			want: readers(200).set(404, user), see: map[role][]string{other: {secretImportReason}, admin: {secretImportReason}}},
		{route: "GET /api/media/imports/{importId}", name: "no such import", url: one("nosuchimport001"), want: readers(404)},
	}
	for _, c := range importsCollections() {
		rows = append(rows, restCollectionRows(c)...)
	}
	return rows
}

// importsCollections: nil rules, superusers only (the routes are the API).
func importsCollections() []restCollection {
	return []restCollection{
		{name: "imports", id: fixed(azImport), whose: "their import",
			list: locked(200), view: locked(200), create: locked(400), update: locked(200), delete: locked(204)},
		{name: "import_items", id: fixed(azImportItem), whose: "an episode of their import",
			list: locked(200), view: locked(200), create: locked(400), update: locked(200), delete: locked(204)},
	}
}

// The matrix fixture's import: other's, failed (a finished one: the
// fixture's app serves, so its import worker runs), one episode failed
// with a reason only they and staff may read.
const (
	azImport           = "azimport0000001"
	azImportItem       = "azimportitem001"
	secretImportReason = "Their secret import reason"
)

func azSaveImport(t testing.TB, app core.App) {
	azSaveRaw(t, app, "imports", azImport, map[string]any{"owner": azOther, "url": "https://old-host.example/their.xml",
		"status": importfeed.StatusFailed, "total": 1, "done": 1, "errors": []any{}})
	azSaveRaw(t, app, "import_items", azImportItem, map[string]any{"import": azImport, "position": 1, "guid": "their-guid",
		"title": "Their Episode", "state": "failed", "reason": secretImportReason})
}

// importFixture: a creator with an import under way (one episode failed),
// another creator, a suspended one and an admin; each scenario runs on a
// copy, with hooks and routes but no background job (nothing is fetched).
type importFixture struct {
	dir    string
	tokens map[string]string
	id     string // the creator's import
	owner  string // the creator's id
}

func newImportFixture(t *testing.T) *importFixture {
	t.Helper()
	app := testutil.NewApp(t)
	t.Cleanup(app.Cleanup)
	settings := app.Settings()
	settings.RateLimits.Enabled = false
	must(t, app.Save(settings))
	fx := &importFixture{dir: app.DataDir(), tokens: map[string]string{}}
	owner := testutil.CreateUser(t, app, "owner@example.com", testutil.UserOpts{Name: "Olu Owner"})
	other := testutil.CreateUser(t, app, "other@example.com", testutil.UserOpts{Name: "Ola Other"})
	out := testutil.CreateUser(t, app, "out@example.com", testutil.UserOpts{Name: "Out", Suspended: true})
	staff := testutil.CreateAdmin(t, app, "staff@example.com")
	for name, r := range map[string]*core.Record{"owner": owner, "other": other, "suspended": out, "admin": staff} {
		fx.tokens[name] = testutil.Token(t, r)
	}
	id, err := importfeed.New(app, importfeed.DefaultOptions()).Begin(app, owner.Id, "https://old-host.example/feed.xml")
	must(t, err)
	fx.id, fx.owner = id, owner.Id
	imp := mustFind(t, app, "imports", id)
	imp.Set("status", importfeed.StatusImporting)
	imp.Set("total", 3)
	imp.Set("done", 2)
	imp.Set("imported", 1)
	must(t, app.Save(imp))
	azSaveRaw(t, app, "import_items", "imitem000000001", map[string]any{"import": id, "position": 2, "guid": "tag:old,2025:2",
		"title": "Gone Missing", "state": "failed", "reason": "The audio could not be downloaded: the server answered 404 Not Found"})
	testutil.Checkpoint(t, app)
	return fx
}

func (fx *importFixture) factory(t testing.TB) *tests.TestApp {
	t.Helper()
	app, err := tests.NewTestApp(fx.dir)
	must(t, err)
	hooks.Register(app)
	routes.Register(app)
	return app
}

func (fx *importFixture) as(who string) map[string]string {
	if who == "guest" {
		return nil
	}
	return map[string]string{"Authorization": fx.tokens[who]}
}

// TestImportsScenarios is imports.go's table: starting an import (good
// input, each bad input, every role) and reading one (its owner, another
// creator, an admin, a guest).
func TestImportsScenarios(t *testing.T) {
	t.Parallel()
	fx := newImportFixture(t)
	post := func(name, who, body string, status int, content ...string) tests.ApiScenario {
		events := map[string]int{"*": 0}
		if status == http.StatusAccepted {
			events = map[string]int{"OnModelCreate": 1, "OnModelCreateExecute": 1, "OnModelAfterCreateSuccess": 1,
				"OnModelValidate": 1, "OnRecordCreate": 1, "OnRecordCreateExecute": 1, "OnRecordAfterCreateSuccess": 1,
				"OnRecordValidate": 1}
		}
		return tests.ApiScenario{Name: "POST import-feed: " + name + " as " + who, Method: http.MethodPost,
			URL: "/api/media/import-feed", Body: strings.NewReader(body), Headers: withJSON(fx.as(who)),
			ExpectedStatus: status, ExpectedContent: content, ExpectedEvents: events}
	}
	get := func(name, who, id string, status int, content, not []string) tests.ApiScenario {
		return tests.ApiScenario{Name: "GET imports: " + name + " as " + who, Method: http.MethodGet,
			URL: "/api/media/imports/" + id, Headers: fx.as(who), ExpectedStatus: status,
			ExpectedContent: content, NotExpectedContent: not, ExpectedEvents: map[string]int{"*": 0}}
	}
	const good = `{"url":"https://feeds.example.com/show.xml"}`
	progress := []string{`"status":"importing"`, `"done":2`, `"total":3`, `"imported":1`,
		`"errors":[{"title":"Gone Missing","guid":"tag:old,2025:2","reason":"The audio could not be downloaded: the server answered 404 Not Found"}]`}
	table := []tests.ApiScenario{
		post("a public feed", "owner", good, 202, `"success":true`, `"importId":"`),
		post("a public feed", "other", good, 202, `"importId":"`),
		post("a public feed", "guest", good, 401, `"success":false`),
		post("a public feed", "admin", good, 403, `"message":"This action needs a user account`),
		post("a public feed", "suspended", good, 403, `"Your account has been suspended."`),
		post("no url", "owner", `{}`, 400, `"url":{"code":"validation_required"`),
		post("a url that is not text", "owner", `{"url":42}`, 400, `"url":{"code":"validation_invalid_type"`),
		post("not a URL", "owner", `{"url":"my podcast"}`, 400, `"url":{"code":"validation_invalid"`,
			`"message":"Please enter the address of the podcast's RSS feed, like https://example.com/feed.xml`),
		post("not http", "owner", `{"url":"ftp://feeds.example.com/show.xml"}`, 400,
			`"message":"The feed's address must start with http:// or https://`),
		post("a file URL", "owner", `{"url":"file:///etc/passwd"}`, 400, `"message":"The feed's address must start with http:// or https://`),
		post("a loopback address", "owner", `{"url":"http://127.0.0.1:8090/feed.xml"}`, 400,
			`"message":"The feed's address must be a public one, not a private, loopback or link-local address`),
		post("localhost", "owner", `{"url":"http://localhost/feed.xml"}`, 400, `must be a public one`),
		post("a private address", "owner", `{"url":"http://192.168.1.20/feed.xml"}`, 400, `must be a public one`),
		post("the metadata service", "owner", `{"url":"http://169.254.169.254/latest/meta-data/"}`, 400, `must be a public one`),
		post("malformed JSON", "owner", `{"url":`, 400, `"message":"The request body is not valid JSON`),
		get("my import", "owner", fx.id, 200, progress, nil),
		get("their import", "admin", fx.id, 200, progress, nil),
		get("their import", "other", fx.id, 404, []string{`"success":false`}, []string{"Gone Missing"}),
		get("their import", "guest", fx.id, 401, []string{`"success":false`}, []string{"Gone Missing"}),
		get("their import", "suspended", fx.id, 403, []string{`"success":false`}, []string{"Gone Missing"}),
		get("no such import", "owner", "nosuchimport001", 404, []string{`"success":false`}, nil),
	}
	// A creator with three imports running starts no fourth.
	busy := post("a fourth import at once", "owner", good, 429, `"message":"You already have imports in progress`)
	busy.BeforeTestFunc = func(t testing.TB, app *tests.TestApp, _ *core.ServeEvent) {
		svc := importfeed.New(app, importfeed.DefaultOptions())
		for _, u := range []string{"https://a.example/feed.xml", "https://b.example/feed.xml"} {
			if _, err := svc.Begin(app, fx.owner, u); err != nil {
				t.Fatal(err)
			}
		}
	}
	table = append(table, busy)
	for _, sc := range table {
		sc.TestAppFactory = fx.factory
		sc.Test(t)
	}
}

// withJSON adds a JSON content type to a role's headers.
func withJSON(h map[string]string) map[string]string {
	out := map[string]string{"Content-Type": "application/json"}
	for k, v := range h {
		out[k] = v
	}
	return out
}

// oldHost is a podcast on another host: its feed (iTunes tags, CDATA
// notes), its artwork, and its episodes' audio: one behind a redirect,
// one broken (404), one a web page called audio.
func oldHost(t *testing.T, mp3, png []byte) *httptest.Server {
	t.Helper()
	var srv *httptest.Server
	srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/feed.xml":
			w.Header().Set("Content-Type", "application/rss+xml")
			fmt.Fprint(w, oldFeed(srv.URL))
		case "/cover.png":
			w.Write(png)
		case "/ep/1.mp3", "/files/2.mp3":
			w.Header().Set("Content-Type", "audio/mpeg")
			w.Write(mp3)
		case "/ep/2.mp3":
			http.Redirect(w, r, "/files/2.mp3", http.StatusFound)
		case "/ep/4.mp3":
			w.Header().Set("Content-Type", "audio/mpeg")
			fmt.Fprint(w, "<!DOCTYPE html><html><body>Moved</body></html>")
		default:
			http.NotFound(w, r)
		}
	}))
	t.Cleanup(srv.Close)
	return srv
}

func oldFeed(origin string) string {
	item := func(n int, title, guid, date string) string {
		return fmt.Sprintf(`
    <item>
      <title>%s</title>
      <description><![CDATA[<p>Notes of <b>%s</b>.</p>]]></description>
      <guid isPermaLink="false">%s</guid>
      <pubDate>%s</pubDate>
      <itunes:episode>%d</itunes:episode>
      <enclosure url="%s/ep/%d.mp3" length="8346" type="audio/mpeg"/>
    </item>`, title, title, guid, date, n+10, origin, n)
	}
	return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd">
  <channel>
    <title>Moving House</title>
    <description><![CDATA[A podcast <em>on its way</em> to Selah.]]></description>
    <language>en</language>
    <itunes:image href="` + origin + `/cover.png"/>` +
		item(4, "A Web Page", "moving-4", "Thu, 04 Sep 2025 06:00:00 +0000") +
		item(3, "Gone", "moving-3", "Wed, 03 Sep 2025 06:00:00 +0000") +
		item(2, "Redirected", "moving-2", "Tue, 02 Sep 2025 06:00:00 +0000") +
		item(1, "First Steps", "moving-1", "Mon, 01 Sep 2025 06:00:00 +0000") + `
  </channel>
</rss>`
}

// A creator imports their podcast from another host through the routes,
// with the background job the binary runs: the good episodes arrive with
// their guids and dates, the broken ones are reported, the podcast waits
// for review, and once approved its feed here keeps each episode's guid,
// date and number, so podcast apps that move to it download nothing again.
func TestImportFromAnotherHost(t *testing.T) {
	t.Setenv(importfeed.AllowPrivateEnv, "true") // the old host is on this machine
	app := testutil.NewApp(t)
	defer app.Cleanup()
	creator := testutil.CreateUser(t, app, "mover@example.com", testutil.UserOpts{Name: "Mo Mover"})
	staff := testutil.CreateAdmin(t, app, "staff@example.com")
	host := oldHost(t, audioFixture(t, "cbr.mp3"), pngBytes(t))
	mux, _ := serveAuthz(t, app) // serve: the jobs start, the import worker with them
	send := func(method, url, token, body string) *httptest.ResponseRecorder {
		req := httptest.NewRequest(method, url, strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		if token != "" {
			req.Header.Set("Authorization", token)
		}
		res := httptest.NewRecorder()
		mux.ServeHTTP(res, req)
		return res
	}
	token := testutil.Token(t, creator)

	res := send(http.MethodPost, "/api/media/import-feed", token, `{"url":"`+host.URL+`/feed.xml"}`)
	var started struct{ Data struct{ ImportId string } }
	must(t, json.Unmarshal(res.Body.Bytes(), &started))
	if res.Code != http.StatusAccepted || started.Data.ImportId == "" {
		t.Fatalf("POST import-feed: %d %s", res.Code, res.Body)
	}
	type progress struct {
		Status, MediaId       string
		Done, Total, Imported int
		Errors                []importfeed.Problem
	}
	var p progress
	deadline := time.Now().Add(time.Minute)
	for p.Status != importfeed.StatusDone && p.Status != importfeed.StatusFailed {
		if time.Now().After(deadline) {
			t.Fatalf("the import did not finish: %+v", p)
		}
		res := send(http.MethodGet, "/api/media/imports/"+started.Data.ImportId, token, "")
		var body struct{ Data progress }
		must(t, json.Unmarshal(res.Body.Bytes(), &body))
		if res.Code != http.StatusOK {
			t.Fatalf("GET imports: %d %s", res.Code, res.Body)
		}
		p = body.Data
		time.Sleep(20 * time.Millisecond) // between polls of the state, not a wait for it
	}
	if p.Status != importfeed.StatusDone || p.Done != 4 || p.Total != 4 || p.Imported != 2 || p.MediaId == "" || len(p.Errors) != 2 ||
		p.Errors[0] != (importfeed.Problem{Title: "Gone", GUID: "moving-3", Reason: "The audio could not be downloaded: the server answered 404 Not Found"}) ||
		p.Errors[1] != (importfeed.Problem{Title: "A Web Page", GUID: "moving-4", Reason: "The file is not audio (MP3, M4A, AAC, Ogg Vorbis, Opus, WAV or FLAC)"}) {
		t.Fatalf("progress: %+v", p)
	}

	media := mustFind(t, app, "media", p.MediaId)
	if media.GetString("artist") != creator.Id || media.GetString("adminStatus") != moderation.Pending ||
		media.GetString("type") != "podcast" || media.GetString("title") != "Moving House" ||
		media.GetString("description") != "A podcast on its way to Selah." || media.GetString("coverArt") == "" {
		t.Errorf("the podcast: %v", media.FieldsData())
	}
	eps, err := app.FindRecordsByFilter("episodes", "media = {:m}", "position", 0, 0, dbx.Params{"m": p.MediaId})
	must(t, err)
	if len(eps) != 2 || eps[0].GetString("guid") != "moving-1" || eps[1].GetString("guid") != "moving-2" ||
		eps[0].GetDateTime("publishedAt").String() != "2025-09-01 06:00:00.000Z" || eps[1].GetInt("episodeNumber") != 12 ||
		eps[1].GetString("title") != "Redirected" || eps[1].GetString("description") != "Notes of Redirected." {
		t.Fatalf("episodes: %d %v", len(eps), eps)
	}
	// Another creator does not see it; an admin does.
	other := testutil.CreateUser(t, app, "nosy@example.com", testutil.UserOpts{})
	if res := send(http.MethodGet, "/api/media/imports/"+started.Data.ImportId, testutil.Token(t, other), ""); res.Code != http.StatusNotFound {
		t.Errorf("another creator reads the import: %d", res.Code)
	}
	if res := send(http.MethodGet, "/api/media/imports/"+started.Data.ImportId, testutil.Token(t, staff), ""); res.Code != http.StatusOK {
		t.Errorf("an admin reads the import: %d", res.Code)
	}

	// Approved, its feed keeps what podcast apps know the episodes by.
	must(t, moderation.SetStatus(app, media, moderation.Active, staff, ""))
	res = send(http.MethodGet, "/api/feeds/podcasts/"+p.MediaId+".xml", "", "")
	if res.Code != http.StatusOK {
		t.Fatalf("feed: %d %s", res.Code, res.Body)
	}
	rss := res.Body.String()
	for _, want := range []string{
		`<guid isPermaLink="false">moving-1</guid>`, `<guid isPermaLink="false">moving-2</guid>`,
		`<pubDate>Mon, 01 Sep 2025 06:00:00 +0000</pubDate>`, `<pubDate>Tue, 02 Sep 2025 06:00:00 +0000</pubDate>`,
		`<itunes:episode>11</itunes:episode>`, `<itunes:episode>12</itunes:episode>`,
	} {
		if !strings.Contains(rss, want) {
			t.Errorf("the feed lacks %s", want)
		}
	}
	if strings.Contains(rss, "selah-episode-") {
		t.Error("the feed names an imported episode by our own guid")
	}
}

// An episode uploaded here has our guid and its creation date in the feed.
func TestFeedGUIDAndDateOfAnUpload(t *testing.T) {
	t.Parallel()
	app := testutil.NewApp(t)
	defer app.Cleanup()
	ep := testutil.CreateTuneEpisode(t, app, "tuner@example.com", "podcast", 2)
	ep = mustFind(t, app, "episodes", ep.Id)
	ep.Set("position", 3)
	must(t, app.Save(ep))
	media := mustFind(t, app, "media", ep.GetString("media"))
	must(t, moderation.SetStatus(app, media, moderation.Active, nil, ""))
	mux, _ := serveAuthz(t, app)
	req := httptest.NewRequest(http.MethodGet, "/api/feeds/podcasts/"+media.Id+".xml", nil)
	res := httptest.NewRecorder()
	mux.ServeHTTP(res, req)
	created := ep.GetDateTime("created").Time().UTC().Format(time.RFC1123Z)
	for _, want := range []string{`<guid isPermaLink="false">selah-episode-` + ep.Id + `</guid>`, "<pubDate>" + created + "</pubDate>",
		"<itunes:episode>3</itunes:episode>"} {
		if !strings.Contains(res.Body.String(), want) {
			t.Errorf("the feed lacks %s\n%s", want, clipBody(res.Body.String()))
		}
	}
}
