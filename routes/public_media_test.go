package routes_test

import (
	"net/http"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
	"github.com/pocketbase/pocketbase/tools/filesystem"

	"selah/internal/listening"
	"selah/internal/moderation"
	"selah/testutil"
)

// Fixed ids of the public fixture.
const (
	pubAlbum      = "pubalbum0000001" // approved; its first track approved, its second pending
	pubAlbumEp    = "pubalbumep00001"
	pubAlbumEp2   = "pubalbumep00002" // a pending track of an approved item
	pubPending    = "pubpending00001"
	pubPendingEp  = "pubpendingep001"
	pubRejected   = "pubrejected0001"
	pubRejectedEp = "pubrejectedep01"
	pubTakenDown  = "pubtakendown001" // suspended by staff
	pubTakenEp    = "pubtakendownep1"
	pubOutItem    = "puboutitem00001" // approved, of a suspended creator
	pubOutEp      = "puboutitemep001"
)

// publicFixture is who asks, by role: a listener, the creator of every
// item, another creator, a suspended creator (who owns an approved item),
// an unverified account, an admin and a superuser; "" is a guest.
type publicFixture struct {
	tokens map[string]string
	ids    map[string]string // role -> users id
}

func (f *publicFixture) header(who string) map[string]string {
	if tok := f.tokens[who]; tok != "" {
		return bearer(tok)
	}
	return map[string]string{}
}

// newPublicFixture fills app with the fixture's accounts and items.
func newPublicFixture(t testing.TB, app core.App) *publicFixture {
	t.Helper()
	catalogFixture(t, app)
	f := &publicFixture{tokens: map[string]string{}, ids: map[string]string{}}
	creator := testutil.CreateUser(t, app, "creator@example.com", testutil.UserOpts{Name: "Pastor Ann"})
	listener := testutil.CreateUser(t, app, "listener@example.com", testutil.UserOpts{Name: "Lee"})
	other := testutil.CreateUser(t, app, "other@example.com", testutil.UserOpts{Name: "Other Creator"})
	out := testutil.CreateUser(t, app, "out@example.com", testutil.UserOpts{Name: "Out Creator", Suspended: true})
	unverified := testutil.CreateUser(t, app, "new@example.com", testutil.UserOpts{Unverified: true})
	admin := testutil.CreateAdmin(t, app, "staff@example.com")
	for role, rec := range map[string]*core.Record{"listener": listener, "owner": creator, "other": other,
		"suspended": out, "unverified": unverified, "admin": admin} {
		f.tokens[role] = testutil.Token(t, rec)
		f.ids[role] = rec.Id
	}
	f.tokens["superuser"] = testutil.SuperuserToken(t, app)

	mp3 := audioFixture(t, "cbr.mp3")
	info := probeBytes(t, mp3)
	for _, m := range []struct {
		id, ep, title, status string
		owner                 *core.Record
	}{
		{pubAlbum, pubAlbumEp, "Open Hymns", moderation.Active, creator},
		{pubPending, pubPendingEp, "Waiting Hymns", moderation.Pending, creator},
		{pubRejected, pubRejectedEp, "Refused Hymns", moderation.Rejected, creator},
		{pubTakenDown, pubTakenEp, "Taken Down Hymns", moderation.Suspended, creator},
		{pubOutItem, pubOutEp, "Hymns of the Suspended", moderation.Active, out},
	} {
		rec := newMediaRecord(t, app, m.id, m.title, "album", m.owner)
		saveTrack(t, app, m.ep, rec.Id, 1, mp3, info.Duration, info.Bitrate, info.HeaderSize)
		if m.id == pubAlbum {
			saveTrack(t, app, pubAlbumEp2, rec.Id, 2, mp3, info.Duration, info.Bitrate, info.HeaderSize)
		}
		if m.status != moderation.Pending {
			reason := ""
			if m.status != moderation.Active {
				reason = "Not for now"
			}
			if err := moderation.SetStatus(app, rec, m.status, admin, reason); err != nil {
				t.Fatal(err)
			}
		}
	}
	// A track of an approved item that is itself under review: set in the
	// table, as no route makes this state on its own.
	if _, err := app.DB().Update("episodes", dbx.Params{"adminStatus": moderation.Pending},
		dbx.HashExp{"id": pubAlbumEp2}).Execute(); err != nil {
		t.Fatal(err)
	}
	// The listener likes the open album.
	likes, _ := app.FindCollectionByNameOrId("likes")
	like := core.NewRecord(likes)
	like.Set("user", listener.Id)
	like.Set("media", pubAlbum)
	if err := app.Save(like); err != nil {
		t.Fatal(err)
	}
	return f
}

func saveTrack(t testing.TB, app core.App, id, media string, position int, mp3 []byte, duration float64, bitrate int, header int64) {
	t.Helper()
	coll, _ := app.FindCollectionByNameOrId("episodes")
	ep := core.NewRecord(coll)
	ep.Id = id
	ep.Set("media", media)
	ep.Set("title", "Track "+id)
	ep.Set("position", position)
	file, _ := filesystem.NewFileFromBytes(mp3, "track.mp3")
	ep.Set("audio", file)
	ep.Set("duration", duration)
	ep.Set("bitrate", bitrate)
	ep.Set("headerSize", header)
	if err := app.Save(ep); err != nil {
		t.Fatal(err)
	}
}

// publicSession is a session on an app holding the public fixture.
func publicSession(t *testing.T) (*session, *publicFixture) {
	s := newSession(t)
	return s, newPublicFixture(t, s.app)
}

// TestPublicMedia: GET /api/public/media/{id} and /api/public/episodes/{id}
// answer every role with the item as a listener sees it (approved tracks
// only), personal to the caller; 404 for whatever is not public, whoever
// asks, the owner and staff included; a users token that may not sign in
// is refused.
func TestPublicMedia(t *testing.T) {
	t.Parallel()
	s, fx := publicSession(t)
	media := func(id string) string { return "/api/public/media/" + id }
	episode := func(id string) string { return "/api/public/episodes/" + id }
	everyRole := []string{"", "listener", "owner", "other", "admin", "superuser"}
	type row struct {
		name, url, who   string
		status           int
		content, missing []string
	}
	var rows []row
	for _, who := range everyRole {
		// Staff are answered as guests: they are not listeners.
		streamAs, liked := "token=guest.", `"liked":false`
		switch who {
		case "listener":
			streamAs, liked = "token=users."+fx.ids["listener"], `"liked":true`
		case "owner", "other":
			streamAs = "token=users." + fx.ids[who]
		}
		rows = append(rows,
			row{"the open album", media(pubAlbum), who, 200,
				[]string{`"_id":"` + pubAlbum + `"`, `"title":"Open Hymns"`, `"name":"Pastor Ann"`, `"_id":"` + pubAlbumEp + `"`,
					`"streamUrl":"/api/media/episodes/` + pubAlbumEp + `/stream?` + streamAs, liked, `"resumeAt":0`},
				[]string{pubAlbumEp2, "creator@example.com", `"feedWarnings"`, `"ownerEmail"`}},
			row{"a track of the open album", episode(pubAlbumEp), who, 200,
				[]string{`"episodeId":"` + pubAlbumEp + `"`, `"_id":"` + pubAlbum + `"`, streamAs, liked},
				[]string{pubAlbumEp2}},
		)
		for _, hidden := range []struct{ name, media, ep string }{
			{"a pending item", pubPending, pubPendingEp},
			{"a rejected item", pubRejected, pubRejectedEp},
			{"an item taken down", pubTakenDown, pubTakenEp},
			{"a suspended creator's item", pubOutItem, pubOutEp},
		} {
			rows = append(rows,
				row{hidden.name, media(hidden.media), who, 404, []string{`"success":false`}, nil},
				row{"a track of " + hidden.name, episode(hidden.ep), who, 404, []string{`"success":false`}, nil})
		}
		rows = append(rows,
			row{"a pending track of the open album", episode(pubAlbumEp2), who, 404, []string{`"success":false`}, nil},
			row{"no such item", media("nothing00000000"), who, 404, []string{`"success":false`}, nil},
			row{"no such track", episode("nothing00000000"), who, 404, []string{`"success":false`}, nil},
		)
	}
	for _, who := range []string{"suspended", "unverified"} {
		rows = append(rows,
			row{"the open album", media(pubAlbum), who, 403, []string{`"success":false`}, nil},
			row{"a track of the open album", episode(pubAlbumEp), who, 403, []string{`"success":false`}, nil})
	}
	for _, r := range rows {
		r := r
		who := r.who
		if who == "" {
			who = "guest"
		}
		s.do(tests.ApiScenario{Name: r.name + " as " + who, Method: http.MethodGet, URL: r.url,
			Headers: fx.header(r.who), ExpectedStatus: r.status, ExpectedContent: r.content, NotExpectedContent: r.missing,
			AfterTestFunc: func(t testing.TB, _ *tests.TestApp, res *http.Response) {
				// Each answer is its caller's (stream URLs, positions,
				// the like): no shared cache may keep one.
				if r.status == 200 && res.Header.Get("Cache-Control") != "no-store" {
					t.Errorf("Cache-Control %q, want no-store", res.Header.Get("Cache-Control"))
				}
			}})
	}
}

// TestPublicMediaStreamURLs: the stream URL a guest gets plays without an
// account; an account's plays as that account.
func TestPublicMediaStreamURLs(t *testing.T) {
	t.Parallel()
	s, fx := publicSession(t)
	for _, who := range []string{"", "listener"} {
		body := s.do(tests.ApiScenario{Name: "the open album as " + who, Method: http.MethodGet,
			URL: "/api/public/media/" + pubAlbum, Headers: fx.header(who), ExpectedStatus: 200,
			ExpectedContent: []string{`"streamUrl"`}})
		url := streamURLIn(t, body)
		s.do(tests.ApiScenario{Name: "its stream URL plays without a header (" + who + ")", Method: http.MethodGet, URL: url,
			Headers: map[string]string{"Range": "bytes=0-2"}, ExpectedStatus: 206, ExpectedContent: []string{"ID3"}})
	}
}

// guestListeningRows are the authorization matrix's rows of the public
// item routes and of listening without an account (the fixture of
// authz_fixture_test.go).
func guestListeningRows() []authzRow {
	stream := func(ep string) string { return "/api/media/episodes/" + ep + "/stream" }
	// A guest stream token, signed on the matrix's base app (its copies
	// share the server secret).
	withGuestToken := func(ep string) func(roleCtx) string {
		return func(c roleCtx) string {
			tok, err := listening.NewGuestStreamToken(c.fx.base, ep, time.Now().Add(time.Hour))
			if err != nil {
				panic(err)
			}
			return stream(ep) + "?token=" + tok
		}
	}
	public := publicRead
	return []authzRow{
		{route: "GET /api/public/media/{mediaId}", name: "their approved podcast", url: at("/api/public/media/" + azOtherCast),
			want: public(200), see: map[role][]string{guest: {"Their Open Podcast", "token=guest.", `"liked":false`},
				user: {"token=users." + azMe}, admin: {"token=guest."}}},
		{route: "GET /api/public/media/{mediaId}", name: "my approved sermon", url: at("/api/public/media/" + azMeActive),
			want: public(200)},
		{route: "GET /api/public/media/{mediaId}", name: "my pending album", url: at("/api/public/media/" + azMePending),
			want: public(404)},
		{route: "GET /api/public/media/{mediaId}", name: "their pending album", url: at("/api/public/media/" + azOtherDraft),
			want: public(404)},
		{route: "GET /api/public/media/{mediaId}", name: "the suspended creator's approved album",
			url: at("/api/public/media/" + azSuspAlbum), want: public(404)},
		{route: "GET /api/public/episodes/{episodeId}", name: "their approved episode", url: at("/api/public/episodes/" + azEpOtherCast),
			want: public(200), see: map[role][]string{guest: {`"episodeId":"` + azEpOtherCast + `"`}}},
		{route: "GET /api/public/episodes/{episodeId}", name: "their pending episode", url: at("/api/public/episodes/" + azEpOtherDraft),
			want: public(404)},
		{route: "GET /api/public/episodes/{episodeId}", name: "the suspended creator's episode",
			url: at("/api/public/episodes/" + azEpSuspAlbum), want: public(404)},
		// A guest token streams a public episode to anyone; with an
		// Authorization header the account's own rule applies.
		{route: "GET /api/media/episodes/{episodeId}/stream", name: "their approved episode, guest token",
			url: withGuestToken(azEpOtherCast), want: readers(200).set(200, guest).set(404, superuser)},
		{route: "GET /api/media/episodes/{episodeId}/stream", name: "their pending episode, guest token",
			url: withGuestToken(azEpOtherDraft), want: readers(200).set(404, guest, user, superuser)},
		{route: "GET /api/media/episodes/{episodeId}/stream", name: "the suspended creator's episode, guest token",
			url: withGuestToken(azEpSuspAlbum), want: readers(404).set(404, guest, superuser).set(200, admin)},
		{route: "PUT /api/media/episodes/{episodeId}/position", name: "their approved episode",
			url: at("/api/media/episodes/" + azEpOtherCast + "/position"), body: asJSON(`{"position":5}`),
			want: userOnly(204).set(204, guest)},
		{route: "POST /api/media/plays", name: "the suspended creator's episode",
			body: asJSON(`{"episodeId":"` + azEpSuspAlbum + `","position":1}`), want: userOnly(404).set(404, guest)},
	}
}

// TestPublicMediaScenarios is public_media.go's table: an approved item and
// its episode are anyone's; a pending item, a suspended creator's item and
// an unknown id are a 404 to everyone (the public route shows only what is
// public, whoever asks, its owner and staff included); a suspended
// account's token is refused. Reads fire no event.
func TestPublicMediaScenarios(t *testing.T) {
	t.Parallel()
	fx := newReaderFixture(t)
	var table []tests.ApiScenario
	table = append(table, fx.byRole("approved item", "GET", "/api/public/media/"+rdOwnerCast,
		allReaders(readerWant{status: 200, content: []string{`"success":true`, rdCastTitle}}))...)
	table = append(table, fx.byRole("approved episode", "GET", "/api/public/episodes/"+rdEpCast,
		allReaders(readerWant{status: 200, content: []string{`"success":true`, rdCastTitle}}))...)
	table = append(table, fx.byRole("pending item", "GET", "/api/public/media/"+rdOwnerDraft,
		allReaders(notFound(rdDraftTitle)))...)
	table = append(table, fx.byRole("suspended creator's item", "GET", "/api/public/media/"+rdSuspCast,
		allReaders(notFound(rdSuspTitle)))...)
	table = append(table, fx.byRole("pending item's episode", "GET", "/api/public/episodes/"+rdEpDraft,
		allReaders(notFound(rdDraftTitle)))...)
	table = append(table, fx.byRole("unknown id", "GET", "/api/public/media/nothing00000000",
		map[readerRole]readerWant{rdGuest: {status: 404, content: []string{`"success":false`}}})...)
	fx.run(t, table)
}
