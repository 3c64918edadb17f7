package routes_test

import (
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
	"github.com/pocketbase/pocketbase/tools/filesystem"

	"selah/hooks"
	"selah/internal/moderation"
	"selah/routes"
	"selah/testutil"
)

// Accounts of TestPublicProfiles (fixed ids, 15 characters of [a-z0-9]).
const (
	ppAda   = "ppada0000000001" // the owner: a creator with an approved album, premium
	ppOlga  = "ppolga000000001" // another creator with an approved album
	ppLee   = "pplee0000000001" // a listener: no media
	ppPat   = "pppat0000000001" // a creator whose only item is pending
	ppSam   = "ppsam0000000001" // a suspended creator with an approved album
	ppStaff = "ppadmin00000001" // an admin (admins collection)
)

// ppRole is who asks in TestPublicProfiles.
type ppRole string

const (
	ppGuest     ppRole = "guest"
	ppListener  ppRole = "listener"
	ppOther     ppRole = "other creator"
	ppOwner     ppRole = "owner"
	ppAdmin     ppRole = "admin"
	ppSuperuser ppRole = "superuser"
)

var ppRoles = []ppRole{ppGuest, ppListener, ppOther, ppOwner, ppAdmin, ppSuperuser}

// ppSelf is the users record each role owns ("" for none).
var ppSelf = map[ppRole]string{ppListener: ppLee, ppOther: ppOlga, ppOwner: ppAda}

// ppEmails are the accounts' addresses: each may appear only in answers
// to the account itself and to superusers.
var ppEmails = map[string]string{
	ppAda: "ada@example.com", ppOlga: "olga@example.com", ppLee: "lee@example.com",
	ppPat: "pat@example.com", ppSam: "sam@example.com",
}

// ppPublicKeys are all a users record shows to anyone but its account and
// superusers.
var ppPublicKeys = map[string]bool{
	"id": true, "collectionId": true, "collectionName": true,
	"name": true, "avatar": true, "bio": true, "created": true, "expand": true,
}

// ppPrivateKeys are what the account itself and superusers also get.
var ppPrivateKeys = []string{"email", "emailVisibility", "verified", "accountStatus", "isPremiumUser", "updated"}

type ppFixture struct {
	base   *tests.TestApp
	tokens map[ppRole]string
}

// newPPFixture builds the accounts and media once; each request runs on a
// copy (clone).
func newPPFixture(t *testing.T) *ppFixture {
	t.Helper()
	app := testutil.NewApp(t)
	t.Cleanup(app.Cleanup)
	fx := &ppFixture{base: app, tokens: map[ppRole]string{}}
	settings := app.Settings()
	settings.RateLimits.Enabled = false
	must(t, app.Save(settings))

	users, err := app.FindCollectionByNameOrId("users")
	must(t, err)
	save := func(id, email, name, bio string, premium, suspended bool, avatar []byte) *core.Record {
		r := core.NewRecord(users)
		r.Id = id
		r.SetEmail(email)
		testutil.SetFixturePassword(r)
		r.SetVerified(true)
		r.Set("name", name)
		r.Set("bio", bio)
		r.Set("isPremiumUser", premium)
		r.Set("accountStatus", "active")
		if suspended {
			r.Set("accountStatus", "suspended")
		}
		if avatar != nil {
			f, err := filesystem.NewFileFromBytes(avatar, "ada-portrait.png")
			must(t, err)
			r.Set("avatar", f)
		}
		must(t, app.Save(r))
		return r
	}
	ada := save(ppAda, "ada@example.com", "Ada Lovelace", "Composer of analytical hymns", true, false, pngBytes(t))
	olga := save(ppOlga, "olga@example.com", "Olga Other", "Sings", false, false, nil)
	lee := save(ppLee, "lee@example.com", "Lee Listener", "Only listens", false, false, nil)
	save(ppPat, "pat@example.com", "Pat Pending", "Waiting", false, false, nil)
	save(ppSam, "sam@example.com", "Sam Suspended", "Gone quiet", false, true, nil)

	admins, err := app.FindCollectionByNameOrId("admins")
	must(t, err)
	staff := core.NewRecord(admins)
	staff.Id = ppStaff
	staff.SetEmail("staff@example.com")
	testutil.SetFixturePassword(staff)
	staff.SetVerified(true)
	staff.Set("name", "Staff")
	must(t, app.Save(staff))

	media, err := app.FindCollectionByNameOrId("media")
	must(t, err)
	for _, m := range []struct {
		id, title, artist string
		approve           bool
	}{
		{"ppmadaact000001", "Analytical Hymns", ppAda, true},
		{"ppmolgact000001", "Olga Songs", ppOlga, true},
		{"ppmpatpnd000001", "Pat Pending Psalms", ppPat, false},
		{"ppmsamact000001", "Sam Quiet Songs", ppSam, true},
	} {
		r := core.NewRecord(media)
		r.Id = m.id
		r.Set("title", m.title)
		r.Set("type", "album")
		r.Set("artist", m.artist)
		must(t, app.Save(r))
		if m.approve {
			must(t, moderation.SetStatus(app, r, moderation.Active, staff, ""))
		}
	}

	fx.tokens[ppListener] = testutil.Token(t, lee)
	fx.tokens[ppOther] = testutil.Token(t, olga)
	fx.tokens[ppOwner] = testutil.Token(t, ada)
	fx.tokens[ppAdmin] = testutil.Token(t, staff)
	fx.tokens[ppSuperuser] = testutil.SuperuserToken(t, app)

	testutil.Checkpoint(t, app)
	return fx
}

// clone is a fresh app on a copy of the fixture's data, with our hooks and
// routes.
func (fx *ppFixture) clone(t testing.TB) *tests.TestApp {
	app, err := tests.NewTestApp(fx.base.DataDir())
	must(t, err)
	hooks.Register(app)
	routes.Register(app)
	return app
}

// checkUserObjects walks an answer and checks every users record in it
// (items, view, expand): the account itself and superusers get the
// private fields, everyone else only the public profile. It returns the
// ids of the users records it found.
func checkUserObjects(t testing.TB, who ppRole, body []byte) []string {
	t.Helper()
	var v any
	if err := json.Unmarshal(body, &v); err != nil {
		t.Fatalf("%s: answer is not JSON: %v\n%s", who, err, body)
	}
	var ids []string
	var walk func(any)
	walk = func(v any) {
		switch x := v.(type) {
		case []any:
			for _, e := range x {
				walk(e)
			}
		case map[string]any:
			if x["collectionName"] == "users" {
				id, _ := x["id"].(string)
				ids = append(ids, id)
				if who == ppSuperuser || id == ppSelf[who] {
					for _, k := range ppPrivateKeys {
						if _, ok := x[k]; !ok {
							t.Errorf("%s: own/superuser view of %s lacks %q: %v", who, id, k, x)
						}
					}
				} else {
					for k := range x {
						if !ppPublicKeys[k] {
							t.Errorf("%s: users record %s shows private field %q: %v", who, id, k, x)
						}
					}
				}
			}
			for _, e := range x {
				walk(e)
			}
		}
	}
	walk(v)
	for id, email := range ppEmails {
		if who != ppSuperuser && id != ppSelf[who] && strings.Contains(string(body), email) {
			t.Errorf("%s: the answer leaks %s", who, email)
		}
	}
	return ids
}

// TestPublicProfiles checks what PocketBase's REST API shows of users:
// whoever may see a media item (media's rules) reads its creator's public
// profile (id, name, avatar, bio, created), by view, list, expand and
// filter; nobody else reads the record; only the account and superusers
// read its private fields; and no private field can be filtered or sorted
// on as an oracle.
func TestPublicProfiles(t *testing.T) {
	t.Parallel()
	fx := newPPFixture(t)
	q := url.QueryEscape
	all := func(status int) map[ppRole]int {
		m := map[ppRole]int{}
		for _, r := range ppRoles {
			m[r] = status
		}
		return m
	}
	with := func(m map[ppRole]int, status int, roles ...ppRole) map[ppRole]int {
		for _, r := range roles {
			m[r] = status
		}
		return m
	}
	// refused: a filter or sort on a private field is a 400 to everyone
	// but superusers.
	refused := func() map[ppRole]int { return with(all(400), 200, ppSuperuser) }
	type row struct {
		name, method, url, body string
		status                  map[ppRole]int
		total                   map[ppRole]int      // "totalItems" of a list answer
		users                   map[ppRole][]string // the users records the answer must show (at least)
		notUsers                []string            // users records no answer may show, except to superusers
		content                 map[ppRole][]string
		after                   func(testing.TB, *tests.TestApp, ppRole)
	}
	rows := []row{
		{name: "media expanded with their artists", method: "GET",
			url:    "/api/collections/media/records?expand=artist&sort=title",
			status: all(200),
			total:  map[ppRole]int{ppGuest: 2, ppListener: 2, ppOther: 2, ppOwner: 2, ppAdmin: 4, ppSuperuser: 4},
			users: map[ppRole][]string{ppGuest: {ppAda, ppOlga}, ppListener: {ppAda, ppOlga}, ppOther: {ppAda, ppOlga}, ppOwner: {ppAda, ppOlga},
				ppAdmin: {ppAda, ppOlga, ppPat, ppSam}, ppSuperuser: {ppAda, ppOlga, ppPat, ppSam}},
			content: map[ppRole][]string{ppListener: {`"name":"Ada Lovelace"`, `"bio":"Composer of analytical hymns"`, `"avatar":"ada_portrait_`},
				ppGuest: {`"name":"Ada Lovelace"`, `"bio":"Composer of analytical hymns"`, `"avatar":"ada_portrait_`}}},
		{name: "media of an artist by name", method: "GET",
			url:    "/api/collections/media/records?expand=artist&filter=" + q("artist.name ~ 'Ada'"),
			status: all(200),
			total:  all(1),
			users:  map[ppRole][]string{ppGuest: {ppAda}, ppListener: {ppAda}, ppOther: {ppAda}, ppOwner: {ppAda}, ppAdmin: {ppAda}, ppSuperuser: {ppAda}}},
		{name: "media of a suspended artist by name", method: "GET",
			url:    "/api/collections/media/records?filter=" + q("artist.name ~ 'Sam'"),
			status: all(200),
			total:  with(all(0), 1, ppAdmin, ppSuperuser)},
		{name: "the owner's profile", method: "GET", url: "/api/collections/users/records/" + ppAda,
			status:  all(200),
			users:   map[ppRole][]string{ppGuest: {ppAda}, ppListener: {ppAda}, ppOther: {ppAda}, ppOwner: {ppAda}, ppAdmin: {ppAda}, ppSuperuser: {ppAda}},
			content: map[ppRole][]string{ppOwner: {`"email":"ada@example.com"`, `"isPremiumUser":true`, `"accountStatus":"active"`}}},
		{name: "a creator with a pending item only", method: "GET", url: "/api/collections/users/records/" + ppPat,
			status: with(all(404), 200, ppAdmin, ppSuperuser)},
		{name: "a suspended creator", method: "GET", url: "/api/collections/users/records/" + ppSam,
			status: with(all(404), 200, ppAdmin, ppSuperuser)},
		{name: "a listener", method: "GET", url: "/api/collections/users/records/" + ppLee,
			status: with(all(404), 200, ppListener, ppSuperuser),
			users:  map[ppRole][]string{ppListener: {ppLee}}},
		{name: "users list", method: "GET", url: "/api/collections/users/records?sort=name",
			status: all(200),
			total:  map[ppRole]int{ppGuest: 2, ppListener: 3, ppOther: 2, ppOwner: 2, ppAdmin: 4, ppSuperuser: 5},
			users:  map[ppRole][]string{ppListener: {ppAda, ppOlga, ppLee}, ppAdmin: {ppAda, ppOlga, ppPat, ppSam}}},
		{name: "users by name", method: "GET", url: "/api/collections/users/records?filter=" + q("name ~ 'Ada'"),
			status: all(200), total: all(1)},
		// The private fields are no oracle, directly, through a relation,
		// a back-relation or a sort.
		// PocketBase cannot hide email: it matches a client filter only
		// where emailVisibility is true, which it never is. A guest may
		// filter only on what it reads (hooks/guest_fields.go).
		{name: "users filtered on email", method: "GET", url: "/api/collections/users/records?filter=" + q("email ~ 'ada'"),
			status: with(all(200), 400, ppGuest), total: with(all(0), 1, ppSuperuser)},
		{name: "media filtered on the artist's email", method: "GET", url: "/api/collections/media/records?filter=" + q("artist.email ~ 'ada'"),
			status: with(all(200), 400, ppGuest), total: with(all(0), 1, ppSuperuser)},
		{name: "users filtered on accountStatus", method: "GET", url: "/api/collections/users/records?filter=" + q("accountStatus = 'active'"), status: refused()},
		{name: "users filtered on isPremiumUser", method: "GET", url: "/api/collections/users/records?filter=" + q("isPremiumUser = true"), status: refused()},
		{name: "users filtered on verified", method: "GET", url: "/api/collections/users/records?filter=" + q("verified = true"), status: refused()},
		{name: "users filtered on emailVisibility", method: "GET", url: "/api/collections/users/records?filter=" + q("emailVisibility = false"), status: refused()},
		{name: "users filtered on updated", method: "GET", url: "/api/collections/users/records?filter=" + q("updated > '2000-01-01'"), status: refused()},
		{name: "users sorted by email", method: "GET", url: "/api/collections/users/records?sort=email", status: refused()},
		{name: "users sorted by isPremiumUser", method: "GET", url: "/api/collections/users/records?sort=-isPremiumUser", status: refused()},
		{name: "media filtered on the artist's premium flag", method: "GET", url: "/api/collections/media/records?filter=" + q("artist.isPremiumUser = true"), status: refused()},
		{name: "media filtered on the artist's status", method: "GET", url: "/api/collections/media/records?filter=" + q("artist.accountStatus = 'active'"), status: refused()},
		{name: "media sorted by the artist's email", method: "GET", url: "/api/collections/media/records?sort=" + q("-artist.email:lower"), status: refused()},
		{name: "users sorted by their media's artist's email", method: "GET", url: "/api/collections/users/records?sort=" + q("name,media_via_artist.artist.email"), status: refused()},
		// A back-relation reaches only the media the asker may see.
		{name: "users by the title of a pending item", method: "GET",
			url:    "/api/collections/users/records?filter=" + q("media_via_artist.title ?~ 'Pending'"),
			status: all(200), total: with(all(0), 1, ppAdmin, ppSuperuser)},
		// Private fields stay the server's: a REST write by the account
		// ignores them, and emailVisibility stays false even for superusers.
		{name: "the owner turns emailVisibility on", method: "PATCH", url: "/api/collections/users/records/" + ppAda,
			body: `{"emailVisibility":true}`, status: with(all(404), 200, ppOwner, ppSuperuser),
			after: func(t testing.TB, app *tests.TestApp, _ ppRole) {
				if mustFind(t, app, "users", ppAda).GetBool("emailVisibility") {
					t.Error("emailVisibility was turned on")
				}
			}},
		{name: "the owner sets their own private fields", method: "PATCH", url: "/api/collections/users/records/" + ppAda,
			body: `{"accountStatus":"suspended","isPremiumUser":false,"verified":false}`, status: with(all(404), 200, ppOwner, ppSuperuser),
			content: map[ppRole][]string{ppOwner: {`"accountStatus":"active"`, `"isPremiumUser":true`, `"verified":true`}},
			after: func(t testing.TB, app *tests.TestApp, who ppRole) {
				r := mustFind(t, app, "users", ppAda)
				if who != ppSuperuser && (r.GetString("accountStatus") != "active" || !r.GetBool("isPremiumUser") || !r.Verified()) {
					t.Errorf("%s changed a private field: %v", who, r.PublicExport())
				}
			}},
		{name: "the owner edits their bio", method: "PATCH", url: "/api/collections/users/records/" + ppAda,
			body: `{"bio":"New bio"}`, status: with(all(404), 200, ppOwner, ppSuperuser),
			content: map[ppRole][]string{ppOwner: {`"bio":"New bio"`, `"email":"ada@example.com"`}}},
	}
	// The GET rows share one clone (a read leaves the data as it found it, and
	// each is checked to have saved nothing); a write gets a clone of its own.
	var shared *tests.TestApp
	for _, r := range rows {
		for _, who := range ppRoles {
			headers := map[string]string{}
			if tok := fx.tokens[who]; tok != "" {
				headers["Authorization"] = "Bearer " + tok
			}
			r, who := r, who
			sc := tests.ApiScenario{
				Name:            r.name + " as " + string(who),
				Method:          r.method,
				URL:             r.url,
				Headers:         headers,
				TestAppFactory:  fx.clone,
				ExpectedStatus:  r.status[who],
				ExpectedContent: []string{"{"},
				AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
					body, err := io.ReadAll(res.Body)
					must(t, err)
					ids := checkUserObjects(t, who, body)
					seen := map[string]bool{}
					for _, id := range ids {
						seen[id] = true
					}
					for _, id := range r.users[who] {
						if !seen[id] {
							t.Errorf("users record %s missing from the answer\n%s", id, body)
						}
					}
					for _, id := range []string{ppPat, ppSam, ppLee} {
						visible := who == ppSuperuser || id == ppSelf[who] || (who == ppAdmin && id != ppLee)
						if seen[id] && !visible {
							t.Errorf("users record %s shown\n%s", id, body)
						}
					}
					if want, ok := r.total[who]; ok && r.status[who] == http.StatusOK {
						var list struct {
							TotalItems *int `json:"totalItems"`
						}
						_ = json.Unmarshal(body, &list)
						if list.TotalItems == nil || *list.TotalItems != want {
							t.Errorf("totalItems: want %d\n%s", want, body)
						}
					}
					if r.after != nil {
						r.after(t, app, who)
					}
					for _, s := range r.content[who] {
						if !strings.Contains(string(body), s) {
							t.Errorf("%q missing from the answer\n%s", s, body)
						}
					}
				},
			}
			if r.body != "" {
				sc.Body = jsonBody(r.body)
			}
			if r.method == http.MethodGet {
				if shared == nil {
					shared = fx.clone(t)
					t.Cleanup(shared.Cleanup)
				}
				app, check := shared, sc.AfterTestFunc
				sc.TestAppFactory = func(testing.TB) *tests.TestApp { return app }
				sc.DisableTestAppCleanup = true
				sc.AfterTestFunc = func(t testing.TB, app *tests.TestApp, res *http.Response) {
					check(t, app, res)
					for event := range app.EventCalls {
						if strings.Contains(event, "Create") || strings.Contains(event, "Update") || strings.Contains(event, "Delete") {
							t.Errorf("a read fired %s: it must not save anything", event)
						}
					}
				}
			}
			sc.Test(t)
		}
	}

	// A script signing in through PocketBase gets its whole record.
	(&tests.ApiScenario{
		Name: "the owner signs in through REST", Method: "POST", URL: "/api/collections/users/auth-with-password",
		Body:           jsonBody(`{"identity":"ada@example.com","password":"` + testutil.Password + `"}`),
		TestAppFactory: fx.clone, ExpectedStatus: 200,
		ExpectedContent: []string{`"token":"`, `"email":"ada@example.com"`, `"isPremiumUser":true`, `"accountStatus":"active"`,
			`"verified":true`, `"emailVisibility":false`},
	}).Test(t)
}
