package routes_test

import (
	"fmt"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
	"github.com/pocketbase/pocketbase/tools/mailer"

	"selah/internal/follows"
	"selah/testutil"
)

// followsRows are the authorization matrix's rows of the follow routes
// (routes/follows.go) and of the creator's public profile
// (routes/public_creators.go), plus the REST rows of their collections.
func followsRows() []authzRow {
	followURL := func(id string) func(roleCtx) string { return at("/api/users/follows/" + id) }
	// A token naming me as a follower of the other creator: valid for
	// anyone who holds it (the link works without signing in), whether or
	// not the follow exists (the fixture has none: emails are off).
	validToken := func(c roleCtx) string {
		tok, err := follows.UnsubscribeToken(c.fx.base, azMe, azOther)
		if err != nil {
			panic(err)
		}
		return "/api/users/unsubscribe?token=" + tok
	}
	oneClick := func(roleCtx) reqBody {
		return reqBody{"application/x-www-form-urlencoded", []byte("List-Unsubscribe=One-Click")}
	}
	rows := []authzRow{
		{route: "POST /api/users/follows/{creatorId}", name: "the other creator, who has an approved podcast",
			url: followURL(azOther), want: userOnly(200).set(400, other),
			see: map[role][]string{user: {`"following":true`, `"followers":1`}}},
		{route: "POST /api/users/follows/{creatorId}", name: "a suspended creator", url: followURL(azSuspended), want: userOnly(404)},
		{route: "POST /api/users/follows/{creatorId}", name: "someone with nothing public", url: followURL(azUnverified), want: userOnly(404)},
		{route: "DELETE /api/users/follows/{creatorId}", name: "the other creator (nobody follows yet)", url: followURL(azOther),
			want: userOnly(200), see: map[role][]string{user: {`"following":false`, `"followers":0`}}},
		{route: "DELETE /api/users/follows/{creatorId}", name: "no such creator", url: followURL("nosuchuser00001"), want: userOnly(404)},
		{route: "GET /api/users/follows", want: userOnly(200), see: map[role][]string{user: {`"total":0`}}},
		{route: "GET /api/media/following", want: userOnly(200), see: map[role][]string{user: {`"total":0`}}},
		{route: "GET /api/users/unsubscribe", name: "a valid token: reads, changes nothing", url: validToken, want: everyone(200),
			see: map[role][]string{guest: {`"unsubscribed":true`, `"name":"Other Creator"`}}},
		{route: "GET /api/users/unsubscribe", name: "a forged token",
			url: at("/api/users/unsubscribe?token=" + azMe + "." + azOther + ".AAAA"), want: everyone(400)},
		{route: "POST /api/users/unsubscribe", name: "one-click with a valid token", url: validToken, body: oneClick, want: everyone(200)},
		{route: "POST /api/users/unsubscribe", name: "no token", url: at("/api/users/unsubscribe"), body: oneClick, want: everyone(400)},
		// The public profile: anyone, with or without an account, but a
		// token of an account that may not sign in.
		{route: "GET /api/public/creators/{userId}", name: "the other creator", url: at("/api/public/creators/" + azOther),
			want: publicRead(200), see: map[role][]string{guest: {"Their Open Podcast", `"following":false`}}},
		{route: "GET /api/public/creators/{userId}", name: "a suspended creator", url: at("/api/public/creators/" + azSuspended),
			want: publicRead(404)},
		{route: "GET /api/public/creators/{userId}", name: "someone with nothing public", url: at("/api/public/creators/" + azUnverified),
			want: publicRead(404)},
	}
	for _, c := range followsCollections() {
		rows = append(rows, restCollectionRows(c)...)
	}
	return rows
}

// followsCollections are the REST declarations of follows and
// follow_notices: nil rules, so only superusers reach them. The matrix's
// fixture holds no follow and no notice (the record named does not
// exist, so a superuser gets 404 where it would read one);
// TestFollowsRESTLocked reads real ones.
func followsCollections() []restCollection {
	absent := everyone(403).set(404, superuser)
	return []restCollection{
		{name: "follows", id: fixed("azfollow0000001"), whose: "a follow (none in the fixture)",
			list: locked(200), view: absent, create: locked(400), update: absent, delete: absent},
		{name: "follow_notices", id: fixed("aznotice0000001"), whose: "a notice (none in the fixture)",
			list: locked(200), view: absent, create: locked(400), update: absent, delete: absent},
	}
}

// restCollectionRows are restRows' five rows for one collection.
func restCollectionRows(c restCollection) []authzRow {
	base := "/api/collections/" + c.name + "/records"
	one := func(ctx roleCtx) string { return base + "/" + c.id(ctx.fx) }
	return []authzRow{
		{route: "GET /api/collections/{collection}/records", name: c.name, url: at(base), want: c.list},
		{route: "GET /api/collections/{collection}/records/{id}", name: c.name + ": " + c.whose, url: one, want: c.view},
		{route: "POST /api/collections/{collection}/records", name: c.name, url: at(base), body: asJSON(`{}`), want: c.create},
		{route: "PATCH /api/collections/{collection}/records/{id}", name: c.name + ": " + c.whose, url: one, body: asJSON(`{}`), want: c.update},
		{route: "DELETE /api/collections/{collection}/records/{id}", name: c.name + ": " + c.whose, url: one, want: c.delete},
	}
}

// Fixed ids of the follow tests' catalogue.
const (
	fwSermon1  = "fwsermon0000001" // "Romans: Grace", oldest
	fwSermon2  = "fwsermon0000002" // "romans grace": the same series
	fwSermon3  = "fwsermon0000003" // "Psalms"
	fwPodcast  = "fwpodcast000001" // "Morning Cast", newest of the live ones
	fwPending  = "fwpending000001" // "Secret Pending", not approved
	fwOtherAlb = "fwotheralb00001"
	fwOutAlb   = "fwoutalb0000001"
	fwQuietAlb = "fwquietalb00001"
)

// followFixture: a creator named `A & <B>` with three approved sermons
// (two of one series), an approved podcast and a pending album; another
// creator with an approved album; a listener; a suspended creator with an
// approved album; a creator with nothing approved; an admin.
type followFixture struct {
	creator, other, fan, out, quiet, unverified *core.Record
	tokens                                      map[string]string // by role: listener, owner, other, suspended, unverified, admin
}

func newFollowFixture(t testing.TB, app *tests.TestApp) *followFixture {
	t.Helper()
	catalogFixture(t, app)
	fx := &followFixture{
		creator:    testutil.CreateUser(t, app, "creator@example.com", testutil.UserOpts{Name: "A & <B>"}),
		other:      testutil.CreateUser(t, app, "other@example.com", testutil.UserOpts{Name: "Other Artist"}),
		fan:        testutil.CreateUser(t, app, "fan@example.com", testutil.UserOpts{Name: "Fan"}),
		out:        testutil.CreateUser(t, app, "out@example.com", testutil.UserOpts{Name: "Out Creator"}),
		quiet:      testutil.CreateUser(t, app, "quiet@example.com", testutil.UserOpts{Name: "Quiet Creator"}),
		unverified: testutil.CreateUser(t, app, "new@example.com", testutil.UserOpts{Unverified: true}),
	}
	staff := testutil.CreateAdmin(t, app, "staff@example.com")
	for i, m := range []struct {
		id, title, kind, theme string
		owner                  *core.Record
		live                   bool
	}{
		{fwSermon1, "First Sermon", "sermon", "Romans: Grace", fx.creator, true},
		{fwSermon2, "Second Sermon", "sermon", "romans grace", fx.creator, true},
		{fwSermon3, "Third Sermon", "sermon", "Psalms", fx.creator, true},
		{fwPodcast, "Morning Cast", "podcast", "", fx.creator, true},
		{fwPending, "Secret Pending", "album", "", fx.creator, false},
		{fwOtherAlb, "Other Album", "album", "", fx.other, true},
		{fwOutAlb, "Hidden Hymn", "album", "", fx.out, true},
		{fwQuietAlb, "Quiet Draft", "album", "", fx.quiet, false},
	} {
		rec := newMediaRecord(t, app, m.id, m.title, m.kind, m.owner)
		if m.live {
			must(t, setActive(app, rec))
		}
		// Newest first must not depend on the clock's resolution.
		_, err := app.DB().Update("media", dbx.Params{"theme": m.theme, "created": fmt.Sprintf("2025-01-%02d 10:00:00.000Z", i+1)},
			dbx.HashExp{"id": m.id}).Execute()
		must(t, err)
	}
	fx.out.Set("accountStatus", "suspended")
	must(t, app.Save(fx.out))
	out := mustFind(t, app, "users", fx.out.Id)
	fx.tokens = map[string]string{
		"listener": testutil.Token(t, fx.fan), "owner": testutil.Token(t, fx.creator), "other": testutil.Token(t, fx.other),
		"suspended": testutil.Token(t, out), "unverified": testutil.Token(t, fx.unverified), "admin": testutil.Token(t, staff),
	}
	return fx
}

// followCase is one request of a follow test, as a role ("" for a guest).
type followCase struct {
	name, method, url, who string
	body, contentType      string
	status                 int
	want, notWant          []string
}

// runFollowCases sends the cases in order on one app: a later case sees
// what an earlier one wrote (a follow, then the list that shows it).
func runFollowCases(t *testing.T, s *session, fx *followFixture, cases []followCase) {
	t.Helper()
	for _, c := range cases {
		headers := map[string]string{}
		if c.who != "" {
			headers["Authorization"] = "Bearer " + fx.tokens[c.who]
		}
		var body io.Reader
		if c.body != "" {
			body = strings.NewReader(c.body)
			headers["Content-Type"] = c.contentType
		}
		who := c.who
		if who == "" {
			who = "guest"
		}
		s.do(tests.ApiScenario{
			Name: c.method + " " + c.url + " as " + who + " (" + c.name + ")", Method: c.method, URL: c.url, Body: body,
			Headers: headers, ExpectedStatus: c.status, ExpectedContent: c.want, NotExpectedContent: c.notWant,
		})
	}
}

// The follow routes for every role, bad input, idempotency and the count;
// the lists show only what listeners may see.
func TestFollowRoutes(t *testing.T) {
	t.Parallel()
	s := newSession(t)
	fx := newFollowFixture(t, s.app)
	follow := "/api/users/follows/" + fx.creator.Id
	secret := []string{"Secret Pending", "@example.com"}
	runFollowCases(t, s, fx, []followCase{
		{"no sign-in", "POST", follow, "", "", "", 401, []string{`"success":false`}, nil},
		{"staff act as nobody's follower", "POST", follow, "admin", "", "", 403, []string{`"success":false`}, nil},
		{"suspended account", "POST", follow, "suspended", "", "", 403, []string{`"success":false`}, nil},
		{"unverified account", "POST", follow, "unverified", "", "", 403, []string{`"success":false`}, nil},
		{"oneself", "POST", follow, "owner", "", "", 400, []string{`"message":"You cannot follow yourself."`}, nil},
		{"a suspended creator", "POST", "/api/users/follows/" + fx.out.Id, "listener", "", "", 404, []string{`"success":false`}, nil},
		{"a creator with nothing public", "POST", "/api/users/follows/" + fx.quiet.Id, "listener", "", "", 404, []string{`"success":false`}, nil},
		{"no such account", "POST", "/api/users/follows/nosuchuser00001", "listener", "", "", 404, []string{`"success":false`}, nil},
		{"a listener", "POST", follow, "listener", "", "", 200, []string{`"data":{"following":true,"followers":1}`}, nil},
		{"again: nothing changes", "POST", follow, "listener", "", "", 200, []string{`"data":{"following":true,"followers":1}`}, nil},
		{"another creator", "POST", follow, "other", "", "", 200, []string{`"data":{"following":true,"followers":2}`}, nil},
		{"the listener's follows", "GET", "/api/users/follows", "listener", "", "", 200,
			[]string{`"total":1`, `"_id":"` + fx.creator.Id + `"`, `"name":"A \u0026 \u003cB\u003e"`, `"followers":2`, `"avatar":""`}, secret},
		{"bad page", "GET", "/api/users/follows?page=0", "listener", "", "", 400, []string{`"page"`}, nil},
		{"page past the end", "GET", "/api/users/follows?page=2", "listener", "", "", 200, []string{`"data":[]`, `"total":1`}, nil},
		{"no sign-in", "GET", "/api/users/follows", "", "", "", 401, []string{`"success":false`}, nil},
		{"staff", "GET", "/api/users/follows", "admin", "", "", 403, []string{`"success":false`}, nil},
		{"suspended account", "GET", "/api/users/follows", "suspended", "", "", 403, []string{`"success":false`}, nil},
		{"someone who follows nobody", "GET", "/api/users/follows", "owner", "", "", 200, []string{`"data":[]`, `"total":0`}, nil},
		// From creators you follow: the four approved items, newest first.
		{"newest first", "GET", "/api/media/following", "listener", "", "", 200,
			[]string{`"total":4`, `"data":[{"_id":"` + fwPodcast + `"`}, append(secret, "Other Album", "Hidden Hymn")},
		{"second page of two", "GET", "/api/media/following?page=2&limit=2", "listener", "", "", 200,
			[]string{`"total":4`, `"data":[{"_id":"` + fwSermon2 + `"`, `"_id":"` + fwSermon1 + `"`}, []string{fwPodcast}},
		{"bad limit", "GET", "/api/media/following?limit=101", "listener", "", "", 400, []string{`"limit"`}, nil},
		{"no sign-in", "GET", "/api/media/following", "", "", "", 401, []string{`"success":false`}, nil},
		{"staff", "GET", "/api/media/following", "admin", "", "", 403, []string{`"success":false`}, nil},
		{"suspended account", "GET", "/api/media/following", "suspended", "", "", 403, []string{`"success":false`}, nil},
		{"the creator's own (they follow nobody)", "GET", "/api/media/following", "owner", "", "", 200, []string{`"total":0`}, nil},
		// Leaving.
		{"no sign-in", "DELETE", follow, "", "", "", 401, []string{`"success":false`}, nil},
		{"staff", "DELETE", follow, "admin", "", "", 403, []string{`"success":false`}, nil},
		{"suspended account", "DELETE", follow, "suspended", "", "", 403, []string{`"success":false`}, nil},
		{"no such account", "DELETE", "/api/users/follows/nosuchuser00001", "listener", "", "", 404, []string{`"success":false`}, nil},
		{"a hidden creator one never followed", "DELETE", "/api/users/follows/" + fx.out.Id, "listener", "", "", 404, []string{`"success":false`}, nil},
		{"the listener leaves", "DELETE", follow, "listener", "", "", 200, []string{`"data":{"following":false,"followers":1}`}, nil},
		{"again: nothing changes", "DELETE", follow, "listener", "", "", 200, []string{`"data":{"following":false,"followers":1}`}, nil},
		{"the creator themselves", "DELETE", follow, "owner", "", "", 200, []string{`"data":{"following":false,"followers":1}`}, nil},
		{"after leaving", "GET", "/api/users/follows", "listener", "", "", 200, []string{`"total":0`}, nil},
		{"after leaving", "GET", "/api/media/following", "listener", "", "", 200, []string{`"total":0`}, nil},
	})
}

// A creator suspended after being followed drops out of the follower's
// lists (their follow stays), and can still be left.
func TestFollowedCreatorSuspended(t *testing.T) {
	t.Parallel()
	s := newSession(t)
	fx := newFollowFixture(t, s.app)
	_, err := follows.Follow(s.app, fx.fan.Id, fx.other.Id)
	must(t, err)
	_, err = follows.Follow(s.app, fx.fan.Id, fx.creator.Id)
	must(t, err)
	fx.other.Set("accountStatus", "suspended")
	must(t, s.app.Save(fx.other))
	runFollowCases(t, s, fx, []followCase{
		{"the suspended one is gone", "GET", "/api/users/follows", "listener", "", "", 200, []string{`"total":1`}, []string{"Other Artist"}},
		{"and their items", "GET", "/api/media/following", "listener", "", "", 200, []string{`"total":4`}, []string{"Other Album"}},
		{"following them again", "POST", "/api/users/follows/" + fx.other.Id, "listener", "", "", 404, []string{`"success":false`}, nil},
		{"leaving them", "DELETE", "/api/users/follows/" + fx.other.Id, "listener", "", "", 200, []string{`"following":false`}, nil},
	})
}

// Unsubscribing needs no sign-in: the token names the follow. POST (RFC
// 8058's one-click, and the /unsubscribe page) stops the emails and keeps
// the follow, again and again; GET only reads; a bad or forged token is a
// 400 with the sentence the page shows.
func TestUnsubscribeRoutes(t *testing.T) {
	t.Parallel()
	s := newSession(t)
	fx := newFollowFixture(t, s.app)
	_, err := follows.Follow(s.app, fx.fan.Id, fx.creator.Id)
	must(t, err)
	tok, err := follows.UnsubscribeToken(s.app, fx.fan.Id, fx.creator.Id)
	must(t, err)
	otherTok, err := follows.UnsubscribeToken(s.app, fx.other.Id, fx.creator.Id)
	must(t, err)
	url := "/api/users/unsubscribe?token=" + tok
	notify := func() bool {
		on, err := follows.Subscribed(s.app, fx.fan.Id, fx.creator.Id)
		must(t, err)
		return on
	}
	const form = "application/x-www-form-urlencoded"
	bad := []string{`"message":"This unsubscribe link is not valid."`}
	answer := `"creator":{"_id":"` + fx.creator.Id + `","name":"A \u0026 \u003cB\u003e"}`
	runFollowCases(t, s, fx, []followCase{
		{"GET reads", "GET", url, "", "", "", 200, []string{answer, `"unsubscribed":false`}, nil},
	})
	if !notify() {
		t.Fatal("a GET unsubscribed")
	}
	runFollowCases(t, s, fx, []followCase{
		{"one-click", "POST", url, "", "List-Unsubscribe=One-Click", form, 200, []string{answer, `"unsubscribed":true`}, nil},
		{"again", "POST", url, "", "List-Unsubscribe=One-Click", form, 200, []string{`"unsubscribed":true`}, nil},
		{"with someone's sign-in: the token decides", "POST", url, "other", "", "", 200, []string{`"unsubscribed":true`}, nil},
		{"GET after", "GET", url, "", "", "", 200, []string{`"unsubscribed":true`}, nil},
		{"no token", "POST", "/api/users/unsubscribe", "", "List-Unsubscribe=One-Click", form, 400, bad, nil},
		{"garbage", "GET", "/api/users/unsubscribe?token=garbage", "", "", "", 400, bad, nil},
		{"another follower's signature", "POST", "/api/users/unsubscribe?token=" + fx.fan.Id + "." + fx.creator.Id + "." +
			otherTok[strings.LastIndexByte(otherTok, '.')+1:], "", "List-Unsubscribe=One-Click", form, 400, bad, nil},
		{"an auth token", "POST", "/api/users/unsubscribe?token=" + fx.tokens["listener"], "", "", "", 400, bad, nil},
		// The follow is still there.
		{"still following", "GET", "/api/users/follows", "listener", "", "", 200, []string{`"total":1`}, nil},
	})
	if notify() {
		t.Error("the one-click POST left the emails on")
	}
	var n int
	must(t, s.app.DB().Select("COUNT(*)").From("follows").Where(dbx.HashExp{"notify": true}).Row(&n))
	if n != 0 {
		t.Errorf("%d follows still send emails", n)
	}
}

// The REST API does not reach follows or notices but for superusers.
func TestFollowsRESTLocked(t *testing.T) {
	t.Parallel()
	s := newSession(t)
	fx := newFollowFixture(t, s.app)
	_, err := follows.Follow(s.app, fx.fan.Id, fx.creator.Id)
	must(t, err)
	var id string
	must(t, s.app.DB().Select("id").From("follows").Row(&id))
	root := testutil.SuperuserToken(t, s.app)
	for _, who := range []string{"", "listener", "owner", "admin"} {
		tok := fx.tokens[who]
		for _, url := range []string{"/api/collections/follows/records", "/api/collections/follows/records/" + id,
			"/api/collections/follow_notices/records"} {
			headers := map[string]string{}
			if tok != "" {
				headers["Authorization"] = "Bearer " + tok
			}
			s.do(tests.ApiScenario{Name: "GET " + url + " as " + who, Method: "GET", URL: url, Headers: headers,
				ExpectedStatus: 403, ExpectedContent: []string{`"status":403`}})
		}
	}
	s.do(tests.ApiScenario{Name: "a superuser reads the follow", Method: "GET", URL: "/api/collections/follows/records/" + id,
		Headers: bearer(root), ExpectedStatus: 200, ExpectedContent: []string{`"follower":"` + fx.fan.Id + `"`, `"notify":true`}})
}

// Creators see their followers in analytics: the total, those gained in
// the period, and each day's; a new follow shows on the next request
// (cached answers key by the database's version), an older one only in
// the total; the CSV lists each day's.
func TestFollowersInAnalytics(t *testing.T) {
	t.Parallel()
	s := newSession(t)
	fx := newFollowFixture(t, s.app)
	today := time.Now().UTC().Format("2006-01-02")
	runFollowCases(t, s, fx, []followCase{
		{"none yet", "GET", "/api/media/analytics?days=7", "owner", "", "", 200, []string{`"followers":{"total":0,"gained":0}`}, nil},
	})
	_, err := follows.Follow(s.app, fx.fan.Id, fx.creator.Id)
	must(t, err)
	// A follower from two months ago.
	_, err = s.app.DB().Insert("follows", dbx.Params{"id": "oldfollow000001", "follower": fx.other.Id, "creator": fx.creator.Id,
		"notify": true, "created": time.Now().UTC().AddDate(0, -2, 0).Format("2006-01-02 15:04:05.000Z")}).Execute()
	must(t, err)
	runFollowCases(t, s, fx, []followCase{
		{"a follow today", "GET", "/api/media/analytics?days=7", "owner", "", "", 200,
			[]string{`"followers":{"total":2,"gained":1}`, `{"date":"` + today + `","plays":0,"guestPlays":0,"signedInPlays":0,"downloads":0,"listeners":0,"followers":1}`}, nil},
		{"one item's report: still the creator's followers", "GET", "/api/media/analytics?days=90&mediaId=" + fwSermon1, "owner", "", "", 200,
			[]string{`"followers":{"total":2,"gained":2}`}, nil},
		{"another creator", "GET", "/api/media/analytics?days=7", "other", "", "", 200, []string{`"followers":{"total":0,"gained":0}`}, nil},
		{"CSV", "GET", "/api/media/analytics.csv?days=7", "owner", "", "", 200,
			[]string{"date,plays,guestPlays,signedInPlays,downloads,listeners,followers\n", today + ",0,0,0,0,0,1\n", "rank,mediaId,title,plays,,,\n"}, nil},
	})
}

// The whole path through the routes: a listener follows, an admin approves
// the creator's next item, the follower gets one email whose one-click
// header works without signing in; approving again after a resubmission
// sends nothing more.
func TestNewItemEmailThroughTheRoutes(t *testing.T) {
	t.Parallel()
	s := newSession(t)
	fx := newFollowFixture(t, s.app)
	runFollowCases(t, s, fx, []followCase{
		{"follow", "POST", "/api/users/follows/" + fx.creator.Id, "listener", "", "", 200, []string{`"following":true`}, nil},
		{"approve", "PUT", "/api/media/media-status", "admin", `{"mediaId":"` + fwPending + `","adminStatus":"active"}`, jsonCT, 200,
			[]string{`"success":true`}, nil},
	})
	var mail *mailer.Message
	waitFor(t, "the follower's email", func() bool {
		for _, m := range s.app.TestMailer.Messages() {
			if m.To[0].Address == "fan@example.com" {
				mail = m
			}
		}
		return mail != nil
	})
	// The approval was made at http://example.com (the test request's
	// host; no public URL is configured): the links say so.
	for _, want := range []string{"http://example.com/m/" + fwPending, "http://example.com/unsubscribe?token="} {
		if !strings.Contains(mail.Text, want) {
			t.Errorf("the email lacks %q:\n%s", want, mail.Text)
		}
	}
	oneClick := strings.TrimSuffix(strings.TrimPrefix(mail.Headers["List-Unsubscribe"], "<http://example.com"), ">")
	if !strings.HasPrefix(oneClick, "/api/users/unsubscribe?token=") || mail.Headers["List-Unsubscribe-Post"] != "List-Unsubscribe=One-Click" {
		t.Fatalf("headers %v", mail.Headers)
	}
	runFollowCases(t, s, fx, []followCase{
		{"the mail client's one-click POST", "POST", oneClick, "", "List-Unsubscribe=One-Click", "application/x-www-form-urlencoded", 200,
			[]string{`"unsubscribed":true`}, nil},
		// Sent back to review, approved again: no second email (and the
		// follower has unsubscribed anyway; the outbox's row is what stops it).
		{"back to review", "PUT", "/api/media/media-status", "admin", `{"mediaId":"` + fwPending + `","adminStatus":"pending"}`, jsonCT, 200, []string{`"success":true`}, nil},
	})
	_, err := s.app.DB().Update("follows", dbx.Params{"notify": true}, nil).Execute()
	must(t, err)
	runFollowCases(t, s, fx, []followCase{
		{"approved again", "PUT", "/api/media/media-status", "admin", `{"mediaId":"` + fwPending + `","adminStatus":"active"}`, jsonCT, 200, []string{`"success":true`}, nil},
	})
	var rows int
	must(t, s.app.DB().Select("COUNT(*)").From("follow_notices").Row(&rows))
	if rows != 1 {
		t.Errorf("%d notices, want 1", rows)
	}
	n := 0
	for _, m := range s.app.TestMailer.Messages() {
		if m.To[0].Address == "fan@example.com" {
			n++
		}
	}
	if n != 1 {
		t.Errorf("%d emails to the follower, want 1", n)
	}
}

// An approval made in the dashboard (a superuser's REST edit) has the same
// effect as the admin route's: the follower's notice is queued and sent.
func TestDashboardApprovalNotifiesFollowers(t *testing.T) {
	t.Parallel()
	s := newSession(t)
	fx := newFollowFixture(t, s.app)
	_, err := follows.Follow(s.app, fx.fan.Id, fx.creator.Id)
	must(t, err)
	root := testutil.SuperuserToken(t, s.app)
	s.do(tests.ApiScenario{Name: "PATCH the pending album active as a superuser", Method: "PATCH",
		URL: "/api/collections/media/records/" + fwPending, Body: jsonBody(`{"adminStatus":"active"}`),
		Headers: bearer(root), ExpectedStatus: 200, ExpectedContent: []string{`"adminStatus":"active"`}})
	waitFor(t, "the follower's email", func() bool {
		for _, m := range s.app.TestMailer.Messages() {
			if m.To[0].Address == "fan@example.com" && strings.Contains(m.Text, "/m/"+fwPending) {
				return true
			}
		}
		return false
	})
}

// Tokens cannot be guessed, and one address cannot try many: the
// unsubscribe route allows 30 requests a minute per address.
func TestUnsubscribeRateLimited(t *testing.T) {
	t.Parallel()
	s := newSession(t)
	for i := range 31 {
		status, want := 400, `"message":"This unsubscribe link is not valid."`
		if i == 30 {
			status, want = 429, `"status":429`
		}
		s.do(tests.ApiScenario{Name: fmt.Sprintf("guess #%d", i+1), Method: "POST",
			URL: fmt.Sprintf("/api/users/unsubscribe?token=guess%d", i), ExpectedStatus: status, ExpectedContent: []string{want}})
	}
}

// TestFollowsScenarios is follows.go's table: a follow is one follows row,
// written by one SQL insert (internal/follows: no record event fires); a
// suspended creator cannot be followed.
func TestFollowsScenarios(t *testing.T) {
	t.Parallel()
	fx := newReaderFixture(t)
	var table []tests.ApiScenario
	table = append(table, fx.forRoles("follow", "POST", "/api/users/follows/"+fx.ids[rdOwner], "", refusals(map[readerRole]ownedWant{
		rdListener: {status: 200, content: []string{`"success":true`}, after: followRowsNow(1)},
		rdOther:    {status: 200, content: []string{`"success":true`}, after: followRowsNow(1)},
	}))...)
	table = append(table, fx.forRoles("follow a suspended creator", "POST", "/api/users/follows/"+fx.ids[rdSuspended], "", map[readerRole]ownedWant{
		rdListener: {status: 404, content: []string{`"success":false`}, after: followRowsNow(0)},
	})...)
	table = append(table, fx.forRoles("follows", "GET", "/api/users/follows", "", refusals(map[readerRole]ownedWant{
		rdListener: {status: 200, content: []string{`"success":true`}},
	}))...)
	fx.run(t, table)
}
