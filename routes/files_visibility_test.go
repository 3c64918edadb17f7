package routes_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
	"github.com/pocketbase/pocketbase/tools/filesystem"

	"selah/internal/moderation"
	"selah/testutil"
)

// TestFileVisibility's items (fixed ids and stored names, so URLs name
// them before the app exists): me@example.com's items in every review
// state and an approved item of the suspended out@example.com.
const (
	fvMinePending   = "fvminepending01"
	fvMineRejected  = "fvminereject001"
	fvMineSuspended = "fvminesuspend01"
	fvMineActive    = "fvmineactive001"
	fvOutActive     = "fvoutactive0001"
	fvEpPending     = "fvepminepend001"
	fvEpActive      = "fvepmineact0001"
	fvEpOut         = "fvepoutactive01"
	fvCover         = "cover_fixture01.png"
	fvAudio         = "track_fixture01.mp3"
)

// fileVisibilityFixture is the meFixture accounts (me, staff, the
// suspended out, a superuser), another listener and the items above.
type fileVisibilityFixture struct {
	me    meFixture
	other string // another listener's auth token
	files map[string]string
}

func (f *fileVisibilityFixture) setup(t testing.TB, app *tests.TestApp, e *core.ServeEvent) {
	f.me.setup(t, app, e)
	catalogFixture(t, app)
	f.other = testutil.Token(t, testutil.CreateUser(t, app, "other@example.com", testutil.UserOpts{Name: "Other Listener"}))
	me, _ := app.FindAuthRecordByEmail("users", "me@example.com")
	out, _ := app.FindAuthRecordByEmail("users", "out@example.com")
	png, mp3 := pngBytes(t), audioFixture(t, "cbr.mp3")
	for _, m := range []struct {
		id, ep, status string
		owner          *core.Record
	}{
		{fvMinePending, fvEpPending, moderation.Pending, me},
		{fvMineRejected, "", moderation.Rejected, me},
		{fvMineSuspended, "", moderation.Suspended, me},
		{fvMineActive, fvEpActive, moderation.Active, me},
		{fvOutActive, fvEpOut, moderation.Active, out},
	} {
		coll, _ := app.FindCollectionByNameOrId("media")
		rec := core.NewRecord(coll)
		rec.Id = m.id
		rec.Set("title", "Item "+m.id)
		rec.Set("type", "album")
		rec.Set("genre", genreId)
		rec.Set("artist", m.owner.Id)
		cover, err := filesystem.NewFileFromBytes(png, "cover.png")
		must(t, err)
		cover.Name = fvCover
		rec.Set("coverArt", cover)
		must(t, app.Save(rec))
		if m.ep != "" {
			coll, _ := app.FindCollectionByNameOrId("episodes")
			ep := core.NewRecord(coll)
			ep.Id = m.ep
			ep.Set("media", m.id)
			ep.Set("title", "Track of "+m.id)
			ep.Set("position", 1)
			audio, err := filesystem.NewFileFromBytes(mp3, "track.mp3")
			must(t, err)
			audio.Name = fvAudio
			ep.Set("audio", audio)
			must(t, app.Save(ep))
		}
		if m.status != moderation.Pending {
			must(t, moderation.SetStatus(app, rec, m.status, nil, ""))
		}
	}
}

// token is the role's auth token: me (the creator), other, staff, out (the
// suspended creator), superuser; "" for a guest.
func (f *fileVisibilityFixture) token(who string) string {
	switch who {
	case "me":
		return f.me.user
	case "other":
		return f.other
	case "staff":
		return f.me.admin
	case "out":
		return f.me.suspended
	case "superuser":
		return f.me.superuser
	}
	return ""
}

// fileToken is a PocketBase file token of the account behind an auth token.
func fileToken(t testing.TB, app core.App, authToken string) string {
	t.Helper()
	rec, err := app.FindAuthRecordByToken(authToken, core.TokenTypeAuth)
	must(t, err)
	ft, err := rec.NewFileToken()
	must(t, err)
	return ft
}

// TestFileVisibility: /api/files serves a file of media (its cover) or of
// an episode (its audio) only to whoever may see the item, by the rule of
// the lists: approved media of a creator who is not suspended for anyone;
// the creator and staff see theirs whatever its state. The caller is the
// Authorization header's account or a file token's in ?token=.
func TestFileVisibility(t *testing.T) {
	t.Parallel()
	cover := func(id string) string { return "/api/files/media/" + id + "/" + fvCover }
	audio := func(id string) string { return "/api/files/episodes/" + id + "/" + fvAudio }
	type row struct {
		name, url string
		who       string // me, other, staff, out, superuser or "" for a guest
		viaToken  bool   // a file token in ?token= instead of the Authorization header
		status    int
		cache     string // the Cache-Control expected on a 200
	}
	var rows []row
	for _, hidden := range []struct{ name, id string }{
		{"pending", fvMinePending},
		{"rejected", fvMineRejected},
		{"suspended", fvMineSuspended},
		{"approved, of a suspended creator", fvOutActive},
	} {
		for _, thumb := range []string{"", "?thumb=100x100"} {
			rows = append(rows,
				row{name: hidden.name + " cover" + thumb + ", guest", url: cover(hidden.id) + thumb, status: 404},
				row{name: hidden.name + " cover" + thumb + ", another listener", url: cover(hidden.id) + thumb, who: "other", status: 404},
			)
		}
		rows = append(rows,
			row{name: hidden.name + " cover, another listener's file token", url: cover(hidden.id), who: "other", viaToken: true, status: 404},
			row{name: hidden.name + " cover, staff", url: cover(hidden.id), who: "staff", status: 200, cache: "private, max-age=3600"},
			row{name: hidden.name + " cover, superuser", url: cover(hidden.id), who: "superuser", status: 200, cache: "private, max-age=3600"},
		)
	}
	rows = append(rows,
		// The collection named by its id.
		row{name: "pending cover by the collection's id, guest", url: "/api/files/pbc_selah_media/" + fvMinePending + "/" + fvCover, status: 404},
		row{name: "approved cover by the collection's id, guest", url: "/api/files/pbc_selah_media/" + fvMineActive + "/" + fvCover, status: 200},
		// The creator sees their own item in every state.
		row{name: "pending cover, its creator", url: cover(fvMinePending), who: "me", status: 200, cache: "private, max-age=3600"},
		row{name: "pending cover, its creator's file token", url: cover(fvMinePending), who: "me", viaToken: true, status: 200},
		row{name: "pending cover thumbnail, its creator's file token", url: cover(fvMinePending) + "?thumb=300x300", who: "me", viaToken: true, status: 200},
		row{name: "pending cover, staff's file token", url: cover(fvMinePending), who: "staff", viaToken: true, status: 200},
		row{name: "rejected cover, its creator", url: cover(fvMineRejected), who: "me", status: 200},
		row{name: "suspended cover, its creator's file token", url: cover(fvMineSuspended), who: "me", viaToken: true, status: 200},
		row{name: "suspended creator's cover, the creator", url: cover(fvOutActive), who: "out", viaToken: true, status: 200},
		// Approved media of an active creator is public.
		row{name: "approved cover, guest", url: cover(fvMineActive), status: 200, cache: "public, max-age=3600"},
		row{name: "approved cover thumbnail, guest", url: cover(fvMineActive) + "?thumb=300x300", status: 200, cache: "public, max-age=3600"},
		row{name: "approved cover, another listener", url: cover(fvMineActive), who: "other", status: 200},
		row{name: "approved cover, the suspended out", url: cover(fvMineActive), who: "out", status: 200},
		// Audio, the original upload, is protected (PocketBase: a file
		// token and the episodes' view rule) and its creator's and staff's
		// alone, even when the item is public: listeners get the stream.
		row{name: "approved audio, another listener's file token", url: audio(fvEpActive), who: "other", viaToken: true, status: 404},
		row{name: "approved audio, another listener", url: audio(fvEpActive), who: "other", status: 404},
		row{name: "approved audio, the suspended out's file token", url: audio(fvEpActive), who: "out", viaToken: true, status: 404},
		row{name: "approved audio, its creator's file token", url: audio(fvEpActive), who: "me", viaToken: true, status: 200, cache: "private, max-age=3600"},
		row{name: "approved audio, staff's file token", url: audio(fvEpActive), who: "staff", viaToken: true, status: 200, cache: "private, max-age=3600"},
		row{name: "approved audio, a superuser's file token", url: audio(fvEpActive), who: "superuser", viaToken: true, status: 200},
		row{name: "approved audio, guest", url: audio(fvEpActive), status: 404},
		row{name: "pending audio, another listener's file token", url: audio(fvEpPending), who: "other", viaToken: true, status: 404},
		row{name: "pending audio, its creator's file token", url: audio(fvEpPending), who: "me", viaToken: true, status: 200},
		row{name: "pending audio, staff's file token", url: audio(fvEpPending), who: "staff", viaToken: true, status: 200},
		row{name: "suspended creator's audio, another listener's file token", url: audio(fvEpOut), who: "other", viaToken: true, status: 404},
		row{name: "suspended creator's audio, staff's file token", url: audio(fvEpOut), who: "staff", viaToken: true, status: 200},
	)
	// One fixture, filled once; each row runs on a copy of its data dir.
	fx := &fileVisibilityFixture{}
	dir := testutil.Filled(t, func(app *tests.TestApp) { fx.setup(t, app, nil) })
	for _, r := range rows {
		headers := map[string]string{}
		sc := &tests.ApiScenario{
			Name: r.name, Method: http.MethodGet, URL: r.url, Headers: headers, ExpectedStatus: r.status,
			TestAppFactory: func(t testing.TB) *tests.TestApp { return testutil.NewAppOn(t, dir) },
		}
		if r.status == 404 {
			sc.ExpectedContent = []string{`"status":404`}
		}
		sc.BeforeTestFunc = func(t testing.TB, app *tests.TestApp, e *core.ServeEvent) {
			tok := fx.token(r.who)
			switch {
			case tok == "":
			case r.viaToken:
				sep := "?"
				if strings.Contains(sc.URL, "?") {
					sep = "&"
				}
				sc.URL += sep + "token=" + fileToken(t, app, tok)
			default:
				headers["Authorization"] = "Bearer " + tok
			}
		}
		sc.AfterTestFunc = func(t testing.TB, app *tests.TestApp, res *http.Response) {
			if r.status != 200 {
				return
			}
			if ct := res.Header.Get("Content-Type"); !strings.HasPrefix(ct, "image/") && !strings.HasPrefix(ct, "audio/") {
				t.Errorf("Content-Type %q", ct)
			}
			if r.cache != "" && res.Header.Get("Cache-Control") != r.cache {
				t.Errorf("Cache-Control %q, want %q", res.Header.Get("Cache-Control"), r.cache)
			}
		}
		if r.status == 200 {
			// Any body: the file's bytes.
			sc.NotExpectedContent = []string{`"status":404`}
		}
		sc.Test(t)
	}
}

// TestFileVisibilityScenarios is files_visibility.go's (and files.go's)
// table: a public item's cover is anyone's; a pending item's cover and an
// episode's original upload are its creator's and staff's only
// (visibility.MayFetchFile), a 404 to anyone else. Reads fire no event of
// ours (PocketBase's OnFileDownloadRequest is the route itself).
func TestFileVisibilityScenarios(t *testing.T) {
	t.Parallel()
	fx := newReaderFixture(t)
	file := func(coll, id string) string { return "/api/files/" + coll + "/" + id + "/" + fx.files[id] }
	ok := readerWant{status: 200, content: []string{""}}
	events := map[string]int{"OnFileDownloadRequest": 1, "*": 0}
	hidden := readerWant{status: 404, content: []string{""}}
	rows := []struct {
		name, url string
		want      map[readerRole]readerWant
	}{
		{"public item's cover", file("media", rdOwnerCast), map[readerRole]readerWant{rdGuest: ok, rdListener: ok, rdOwner: ok, rdOther: ok, rdAdmin: ok}},
		{"pending item's cover", file("media", rdOwnerDraft), map[readerRole]readerWant{rdGuest: hidden, rdListener: hidden, rdOwner: ok, rdOther: hidden, rdAdmin: ok}},
		{"suspended creator's cover", file("media", rdSuspCast), map[readerRole]readerWant{rdGuest: hidden, rdListener: hidden, rdAdmin: ok}},
		{"public episode's original upload", file("episodes", rdEpCast), map[readerRole]readerWant{rdGuest: hidden, rdListener: hidden, rdOwner: ok, rdOther: hidden, rdAdmin: ok}},
		{"unknown file", "/api/files/media/" + rdOwnerCast + "/nothing.png", map[readerRole]readerWant{rdGuest: hidden}},
	}
	var table []tests.ApiScenario
	for _, r := range rows {
		for _, sc := range fx.byRole(r.name, "GET", r.url, r.want) {
			if sc.ExpectedStatus == 200 {
				sc.ExpectedEvents = events
			} else {
				sc.ExpectedEvents = nil
			}
			table = append(table, sc)
		}
	}
	fx.run(t, table)
}
