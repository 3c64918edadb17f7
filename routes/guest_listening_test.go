package routes_test

import (
	"fmt"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"selah/internal/listening"
)

// guestClient is a listener without an account: an address (sent through
// the trusted proxy header, so tests can be several addresses), a user
// agent, and the device id its selah_guest cookie holds ("" for none).
type guestClient struct{ ip, ua, device string }

// headers are the client's request headers, plus pairs of extra ones.
func (g guestClient) headers(extra ...string) map[string]string {
	h := map[string]string{"X-Forwarded-For": g.ip, "User-Agent": g.ua}
	if g.device != "" {
		h["Cookie"] = listening.GuestCookie + "=" + g.device
	}
	for i := 0; i+1 < len(extra); i += 2 {
		h[extra[i]] = extra[i+1]
	}
	return h
}

// key is the client's guest key today on app.
func (g guestClient) key(t testing.TB, app core.App) string {
	t.Helper()
	k, err := listening.GuestKey(app, g.ip, g.ua, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	return k
}

// trustProxy makes the app read the client's address from
// X-Forwarded-For, as behind a reverse proxy.
func trustProxy(t testing.TB, app core.App) {
	t.Helper()
	s := app.Settings()
	s.TrustedProxy.Headers = []string{"X-Forwarded-For"}
	if err := app.Save(s); err != nil {
		t.Fatal(err)
	}
}

var streamURLPattern = regexp.MustCompile(`"streamUrl":"([^"]+)"`)

// streamURLIn is the first stream URL of a JSON answer.
func streamURLIn(t testing.TB, body string) string {
	t.Helper()
	m := streamURLPattern.FindStringSubmatch(body)
	if m == nil {
		t.Fatalf("no stream URL in %s", body)
	}
	return unescapeJSON(m[1])
}

// guestStreamPath is the stream URL of an episode with a guest token
// signed now for d.
func guestStreamPath(t testing.TB, app core.App, ep string, d time.Duration) string {
	t.Helper()
	tok, err := listening.NewGuestStreamToken(app, ep, time.Now().Add(d))
	if err != nil {
		t.Fatal(err)
	}
	return "/api/media/episodes/" + ep + "/stream?token=" + tok
}

// TestGuestStream: a guest token streams a public episode with no account
// (Range, HEAD), and is a 404 for everything that is not public however
// valid the token; an expired, forged or another episode's token is a 401;
// with an Authorization header the account's standing still decides.
func TestGuestStream(t *testing.T) {
	t.Parallel()
	s, fx := publicSession(t)
	open := guestStreamPath(t, s.app, pubAlbumEp, time.Hour)
	type row struct {
		name, method, url string
		headers           map[string]string
		status            int
		content           []string
	}
	rows := []row{
		{"a public track, first bytes", "GET", open, map[string]string{"Range": "bytes=0-9"}, 206, []string{"ID3"}},
		{"a public track, whole", "GET", open, nil, 200, []string{"ID3"}},
		{"a public track, HEAD", "HEAD", open, nil, 200, nil},
		{"no token", "GET", "/api/media/episodes/" + pubAlbumEp + "/stream", nil, 401, []string{`"success":false`}},
		{"an expired token", "GET", guestStreamPath(t, s.app, pubAlbumEp, -time.Minute), nil, 401, []string{`"success":false`}},
		{"another track's token", "GET", strings.Replace(guestStreamPath(t, s.app, pubOutEp, time.Hour),
			"/episodes/"+pubOutEp+"/", "/episodes/"+pubAlbumEp+"/", 1), nil, 401, []string{`"success":false`}},
		{"a forged token", "GET", open[:len(open)-4] + "AAAA", nil, 401, []string{`"success":false`}},
		{"a suspended account's header", "GET", open, fx.header("suspended"), 403, []string{`"success":false`}},
		{"an unverified account's header", "GET", open, fx.header("unverified"), 403, []string{`"success":false`}},
		{"a listener's header", "GET", open, fx.header("listener"), 200, []string{"ID3"}},
	}
	for _, hidden := range []struct{ name, ep string }{
		{"a pending item", pubPendingEp},
		{"a rejected item", pubRejectedEp},
		{"an item taken down", pubTakenEp},
		{"a suspended creator's item", pubOutEp},
		{"a pending track of a public item", pubAlbumEp2},
	} {
		rows = append(rows, row{hidden.name + ", signed token", "GET", guestStreamPath(t, s.app, hidden.ep, time.Hour),
			nil, 404, []string{`"success":false`}})
	}
	for _, r := range rows {
		sc := tests.ApiScenario{Name: r.method + " " + r.name, Method: r.method, URL: r.url, Headers: r.headers,
			ExpectedStatus: r.status, ExpectedContent: r.content}
		if r.method == "HEAD" {
			sc.ExpectedContent = nil
		}
		s.do(sc)
	}

	// A track taken down after its URL was handed out: the token is
	// refused at once.
	if err := s.app.RunInTransaction(func(tx core.App) error {
		_, err := tx.DB().Update("episodes", dbx.Params{"adminStatus": "suspended"}, dbx.HashExp{"id": pubAlbumEp}).Execute()
		return err
	}); err != nil {
		t.Fatal(err)
	}
	s.do(tests.ApiScenario{Name: "a track taken down since", Method: http.MethodGet, URL: open,
		ExpectedStatus: 404, ExpectedContent: []string{`"success":false`}})
}

// TestGuestPlays: a guest's play is judged by the rules an account's is
// (nothing streamed, too little heard, too soon, once per 24 h), under a
// key of the address and agent that holds neither; another phone on the
// same address is another listener; guest plays count in the creator's
// analytics; each play request with an account's token still acts as
// that account.
func TestGuestPlays(t *testing.T) {
	t.Parallel()
	s, fx := publicSession(t)
	trustProxy(t, s.app)
	phoneA := guestClient{ip: "203.0.113.7", ua: "Mozilla/5.0 (iPhone) A"}
	phoneB := guestClient{ip: "203.0.113.7", ua: "Mozilla/5.0 (Android) B"}
	report := func(name string, g guestClient, pos float64, want ...string) {
		t.Helper()
		s.do(tests.ApiScenario{Name: name, Method: http.MethodPost, URL: "/api/media/plays", Headers: g.headers(),
			Body: jsonBody(fmt.Sprintf(`{"episodeId":%q,"position":%g}`, pubAlbumEp, pos)), ExpectedStatus: 202, ExpectedContent: want})
	}
	stream := func(name string, g guestClient) {
		t.Helper()
		body := s.do(tests.ApiScenario{Name: name + ": the public page", Method: http.MethodGet,
			URL: "/api/public/media/" + pubAlbum, Headers: g.headers(), ExpectedStatus: 200, ExpectedContent: []string{"token=guest."}})
		s.do(tests.ApiScenario{Name: name + ": the whole track", Method: http.MethodGet, URL: streamURLIn(t, body),
			Headers: g.headers(), ExpectedStatus: 200, ExpectedContent: []string{"ID3"}})
	}
	backdate := func(table, col, key string, d time.Duration) {
		t.Helper()
		at := time.Now().UTC().Add(-d).Format("2006-01-02 15:04:05.000Z")
		if _, err := s.app.DB().Update(table, dbx.Params{col: at}, dbx.HashExp{"listenerKey": key}).Execute(); err != nil {
			t.Fatal(err)
		}
	}
	plays := func(key string) int {
		n, _ := s.app.CountRecords("plays", dbx.HashExp{"listenerKey": key})
		return int(n)
	}
	keyA, keyB := phoneA.key(t, s.app), phoneB.key(t, s.app)

	report("before streaming", phoneA, 2.1, `"counted":false`, "nothing was streamed")
	stream("phone A", phoneA)
	report("right after the first byte", phoneA, 2.1, `"counted":false`, "less time passed")
	backdate("listens", "startedAt", keyA, time.Minute)
	report("under the threshold", phoneA, 0.5, `"counted":false`, "not listened long enough")
	report("at the threshold", phoneA, 2.1, `"counted":true`)
	report("again within 24 h", phoneA, 2.1, `"counted":false`, "already counted")
	if plays(keyA) != 1 {
		t.Fatalf("%d plays of phone A, want 1", plays(keyA))
	}
	report("phone B before streaming", phoneB, 2.1, `"counted":false`, "nothing was streamed")
	stream("phone B", phoneB)
	report("phone B right after its first byte", phoneB, 2.1, `"counted":false`, "less time passed")
	backdate("listens", "startedAt", keyB, time.Minute)
	report("phone B", phoneB, 2.1, `"counted":true`)
	backdate("plays", "created", keyA, 25*time.Hour)
	report("phone A after 24 h", phoneA, 2.1, `"counted":true`)
	if plays(keyA) != 2 || plays(keyB) != 1 {
		t.Fatalf("plays: phone A %d (want 2), phone B %d (want 1)", plays(keyA), plays(keyB))
	}

	// What was stored: a key that names no account and holds neither the
	// address nor the agent.
	var rows []struct {
		Listener    string `db:"listener"`
		ListenerKey string `db:"listenerKey"`
	}
	for _, table := range []string{"plays", "listens"} {
		rows = rows[:0]
		if err := s.app.DB().Select("listener", "listenerKey").From(table).All(&rows); err != nil {
			t.Fatal(err)
		}
		for _, r := range rows {
			if r.Listener != "" || !listening.IsGuest(r.ListenerKey) {
				t.Errorf("%s: a guest row names account %q with key %q", table, r.Listener, r.ListenerKey)
			}
			for _, raw := range []string{"203.0.113.7", "203.0.113", "iPhone", "Android"} {
				if strings.Contains(r.ListenerKey, raw) {
					t.Errorf("%s: the key %q holds %q", table, r.ListenerKey, raw)
				}
			}
		}
	}

	// Guest plays are plays: the counters and the creator's analytics.
	ep, _ := s.app.FindRecordById("episodes", pubAlbumEp)
	if ep.GetInt("playsCount") != 3 {
		t.Fatalf("the track's counter says %d plays, want 3", ep.GetInt("playsCount"))
	}
	s.do(tests.ApiScenario{Name: "the creator's analytics", Method: http.MethodGet, URL: "/api/media/analytics?days=7",
		Headers: fx.header("owner"), ExpectedStatus: 200,
		ExpectedContent: []string{`"plays":3,"guestPlays":3,"signedInPlays":0`, `"uniqueListeners":2`}})

	// A guest's play of what is not public is a 404, as an account's.
	for _, hidden := range []string{pubPendingEp, pubOutEp, pubAlbumEp2} {
		s.do(tests.ApiScenario{Name: "a guest's play of " + hidden, Method: http.MethodPost, URL: "/api/media/plays",
			Headers: phoneA.headers(), Body: jsonBody(`{"episodeId":"` + hidden + `","position":2.1}`),
			ExpectedStatus: 404, ExpectedContent: []string{`"success":false`}})
	}
	// A token that cannot sign in is refused, not taken for a guest.
	for _, who := range []string{"suspended", "unverified", "admin"} {
		s.do(tests.ApiScenario{Name: "a play with a " + who + " token", Method: http.MethodPost, URL: "/api/media/plays",
			Headers: fx.header(who), Body: jsonBody(`{"episodeId":"` + pubAlbumEp + `","position":2.1}`),
			ExpectedStatus: 403, ExpectedContent: []string{`"success":false`}})
	}
}

// TestGuestPositions: the position a guest saves comes back as resumeAt to
// the same browser (its selah_guest cookie: on the public item and its
// track, from another address too), never to a request that only shares
// its address and user agent, nor to another browser on the network, nor
// to an account; a browser without the cookie is given one and its saves
// are answered but not kept; a position of what is not public is a 404.
func TestGuestPositions(t *testing.T) {
	t.Parallel()
	s, fx := publicSession(t)
	trustProxy(t, s.app)
	phone := guestClient{"198.51.100.20", "Mozilla/5.0 (iPhone) Lee", listening.NewDeviceID()}
	sameAddressAndAgent := guestClient{phone.ip, phone.ua, ""}
	otherBrowser := guestClient{phone.ip, phone.ua, listening.NewDeviceID()}
	phoneElsewhere := guestClient{"198.51.100.21", phone.ua, phone.device}
	ipv6 := guestClient{"2001:db8:7:7:aaaa::1", "Mozilla/5.0 (iPhone) Lee", listening.NewDeviceID()}

	save := func(g guestClient, ep string, pos float64, status int) {
		t.Helper()
		sc := tests.ApiScenario{Name: fmt.Sprintf("save %g on %s from %s", pos, ep, g.ip), Method: http.MethodPut,
			URL: "/api/media/episodes/" + ep + "/position", Headers: g.headers(), Body: jsonBody(fmt.Sprintf(`{"position":%g}`, pos)),
			ExpectedStatus: status}
		if status != http.StatusNoContent {
			sc.ExpectedContent = []string{`"success":false`}
		}
		s.do(sc)
	}
	resume := func(name, url string, headers map[string]string, want float64) {
		t.Helper()
		s.do(tests.ApiScenario{Name: name, Method: http.MethodGet, URL: url, Headers: headers, ExpectedStatus: 200,
			ExpectedContent: []string{`"_id":"` + pubAlbumEp + `"`, fmt.Sprintf(`"resumeAt":%g`, want)}})
	}
	save(phone, pubAlbumEp, 1.5, http.StatusNoContent)
	save(ipv6, pubAlbumEp, 0.75, http.StatusNoContent)
	// Read at once: the page settles the guest's pending positions first.
	resume("the same browser", "/api/public/media/"+pubAlbum, phone.headers(), 1.5)
	resume("the same browser, by its track", "/api/public/episodes/"+pubAlbumEp, phone.headers(), 1.5)
	resume("the same browser on another network", "/api/public/media/"+pubAlbum, phoneElsewhere.headers(), 1.5)
	resume("the same address and agent without the cookie", "/api/public/media/"+pubAlbum, sameAddressAndAgent.headers(), 0)
	resume("the same address and agent, as another site's page would ask", "/api/public/media/"+pubAlbum,
		sameAddressAndAgent.headers("Origin", "https://elsewhere.example"), 0)
	resume("another browser on the network", "/api/public/media/"+pubAlbum, otherBrowser.headers(), 0)
	resume("the IPv6 browser", "/api/public/media/"+pubAlbum, ipv6.headers(), 0.75)
	resume("an account in the same browser", "/api/public/media/"+pubAlbum,
		phone.headers("Authorization", "Bearer "+fx.tokens["listener"]), 0)
	// The position is capped at the track's length, as an account's.
	save(phone, pubAlbumEp, 5000, http.StatusNoContent)
	ep, _ := s.app.FindRecordById("episodes", pubAlbumEp)
	resume("a position past the end", "/api/public/media/"+pubAlbum, phone.headers(), ep.GetFloat("duration"))

	// No cookie: the save is answered, nothing is kept, and the answer
	// gives the browser its id.
	s.do(tests.ApiScenario{Name: "a save without the cookie", Method: http.MethodPut,
		URL: "/api/media/episodes/" + pubAlbumEp + "/position", Headers: sameAddressAndAgent.headers(), Body: jsonBody(`{"position":1}`),
		ExpectedStatus: http.StatusNoContent,
		AfterTestFunc:  func(t testing.TB, _ *tests.TestApp, res *http.Response) { checkGuestCookie(t, res) }})
	s.do(tests.ApiScenario{Name: "the public item without the cookie", Method: http.MethodGet,
		URL: "/api/public/media/" + pubAlbum, Headers: sameAddressAndAgent.headers(), ExpectedStatus: 200, ExpectedContent: []string{`"resumeAt":0`},
		AfterTestFunc: func(t testing.TB, _ *tests.TestApp, res *http.Response) { checkGuestCookie(t, res) }})

	for _, hidden := range []string{pubPendingEp, pubRejectedEp, pubTakenEp, pubOutEp, pubAlbumEp2, "nothing00000000"} {
		save(phone, hidden, 1, http.StatusNotFound)
	}
	save(phone, pubAlbumEp, -1, http.StatusBadRequest)

	var rows []struct {
		Listener    string `db:"listener"`
		ListenerKey string `db:"listenerKey"`
	}
	if err := s.app.DB().Select("listener", "listenerKey").From("positions").All(&rows); err != nil {
		t.Fatal(err)
	}
	if len(rows) != 2 {
		t.Fatalf("%d positions stored, want the two browsers'", len(rows))
	}
	for _, r := range rows {
		if r.Listener != "" || !listening.IsGuest(r.ListenerKey) || strings.Contains(r.ListenerKey, phone.device) ||
			strings.Contains(r.ListenerKey, ipv6.device) {
			t.Errorf("a guest position stored as listener %q, key %q", r.Listener, r.ListenerKey)
		}
	}
}

// checkGuestCookie fails unless res sets a new selah_guest cookie as a
// first-party, script-proof id: 128 random bits, HttpOnly, SameSite=Lax,
// for the whole site, long-lived.
func checkGuestCookie(t testing.TB, res *http.Response) {
	t.Helper()
	for _, c := range res.Cookies() {
		if c.Name != listening.GuestCookie {
			continue
		}
		if !listening.ValidDeviceID(c.Value) || !c.HttpOnly || c.SameSite != http.SameSiteLaxMode || c.Path != "/" ||
			c.MaxAge < 180*24*3600 {
			t.Errorf("the guest cookie is %s", c.String())
		}
		return
	}
	t.Errorf("no %s cookie in %v", listening.GuestCookie, res.Header.Values("Set-Cookie"))
}

// TestGuestCapsPerAddress: 25 user agents from one address, each streaming
// a track and reporting a play, count GuestPlaysPerAddress plays; another
// address and an account still count; the creator's analytics show guest
// and signed-in plays apart. 60 browsers of one address saving positions
// keep GuestKeysPerAddress rows, and every save is answered 204.
func TestGuestCapsPerAddress(t *testing.T) {
	t.Parallel()
	s, fx := publicSession(t)
	trustProxy(t, s.app)
	listen := func(name string, headers map[string]string, key string) string {
		t.Helper()
		body := s.do(tests.ApiScenario{Name: name + ": the public page", Method: http.MethodGet,
			URL: "/api/public/media/" + pubAlbum, Headers: headers, ExpectedStatus: 200, ExpectedContent: []string{`"streamUrl"`}})
		s.do(tests.ApiScenario{Name: name + ": the whole track", Method: http.MethodGet, URL: streamURLIn(t, body),
			Headers: headers, ExpectedStatus: 200, ExpectedContent: []string{"ID3"}})
		return key
	}
	report := func(name string, headers map[string]string) bool {
		t.Helper()
		body := s.do(tests.ApiScenario{Name: name + ": the play", Method: http.MethodPost, URL: "/api/media/plays", Headers: headers,
			Body: jsonBody(fmt.Sprintf(`{"episodeId":%q,"position":2.1}`, pubAlbumEp)), ExpectedStatus: 202, ExpectedContent: []string{`"counted"`}})
		return strings.Contains(body, `"counted":true`)
	}
	// backdate makes a listen a minute old: a first report right after the
	// stream settles the ledger's bytes (and is too soon to count).
	backdate := func(key string, headers map[string]string) {
		t.Helper()
		if report("too soon", headers) {
			t.Fatal("a play counted right after its first byte")
		}
		at := time.Now().UTC().Add(-time.Minute).Format("2006-01-02 15:04:05.000Z")
		res, err := s.app.DB().Update("listens", dbx.Params{"startedAt": at}, dbx.HashExp{"listenerKey": key}).Execute()
		if err != nil {
			t.Fatal(err)
		}
		if n, _ := res.RowsAffected(); n != 1 {
			t.Fatalf("%d listens of %s", n, key)
		}
	}

	counted := 0
	for i := range 25 {
		g := guestClient{ip: "203.0.113.50", ua: fmt.Sprintf("Mozilla/5.0 (fake listener %d)", i)}
		backdate(listen(g.ua, g.headers(), g.key(t, s.app)), g.headers())
		if report(g.ua, g.headers()) {
			counted++
		}
	}
	if counted != listening.GuestPlaysPerAddress {
		t.Fatalf("25 user agents of one address counted %d plays, want %d", counted, listening.GuestPlaysPerAddress)
	}
	elsewhere := guestClient{ip: "198.51.100.9", ua: "Mozilla/5.0 (fake listener 0)"}
	backdate(listen("another address", elsewhere.headers(), elsewhere.key(t, s.app)), elsewhere.headers())
	if !report("another address", elsewhere.headers()) {
		t.Error("a guest of another address was not counted")
	}
	account := fx.header("listener")
	account["X-Forwarded-For"] = "203.0.113.50"
	backdate(listen("an account on the address", account, fx.ids["listener"]), account)
	if !report("an account on the address", account) {
		t.Error("an account on a capped address was not counted")
	}
	plays, _ := s.app.CountRecords("plays", dbx.HashExp{"episode": pubAlbumEp})
	if want := listening.GuestPlaysPerAddress + 2; int(plays) != want {
		t.Fatalf("%d plays stored, want %d", plays, want)
	}
	split := fmt.Sprintf(`"totals":{"downloads":0,"plays":%d,"guestPlays":%d,"signedInPlays":1,`,
		listening.GuestPlaysPerAddress+2, listening.GuestPlaysPerAddress+1)
	s.do(tests.ApiScenario{Name: "the creator's analytics", Method: http.MethodGet, URL: "/api/media/analytics?days=7",
		Headers: fx.header("owner"), ExpectedStatus: 200, ExpectedContent: []string{split}})
	s.do(tests.ApiScenario{Name: "the creator's analytics of the item", Method: http.MethodGet, URL: "/api/media/analytics?days=7&mediaId=" + pubAlbum,
		Headers: fx.header("owner"), ExpectedStatus: 200, ExpectedContent: []string{split}})
	today := time.Now().UTC().Format(time.DateOnly)
	s.do(tests.ApiScenario{Name: "the creator's CSV", Method: http.MethodGet, URL: "/api/media/analytics.csv?days=7",
		Headers: fx.header("owner"), ExpectedStatus: 200,
		ExpectedContent: []string{fmt.Sprintf("%s,%d,%d,1,", today, listening.GuestPlaysPerAddress+2, listening.GuestPlaysPerAddress+1)}})

	// Positions: one row per browser up to the cap; the rest answered 204.
	var savers []guestClient
	for i := range listening.GuestKeysPerAddress + 10 {
		g := guestClient{ip: "192.0.2.80", ua: fmt.Sprintf("Mozilla/5.0 (saver %d)", i), device: listening.NewDeviceID()}
		savers = append(savers, g)
		s.do(tests.ApiScenario{Name: fmt.Sprintf("save %d", i), Method: http.MethodPut, URL: "/api/media/episodes/" + pubAlbumEp + "/position",
			Headers: g.headers(), Body: jsonBody(`{"position":1.5}`), ExpectedStatus: http.StatusNoContent})
	}
	// Written behind: each browser's page settles its positions, so every
	// save was written (or refused) before the count.
	resumed := 0
	for _, g := range savers {
		body := s.do(tests.ApiScenario{Name: "the page of " + g.ua, Method: http.MethodGet, URL: "/api/public/media/" + pubAlbum,
			Headers: g.headers(), ExpectedStatus: 200, ExpectedContent: []string{`"resumeAt"`}})
		if strings.Contains(body, `"resumeAt":1.5`) {
			resumed++
		}
	}
	if resumed != listening.GuestKeysPerAddress {
		t.Errorf("%d browsers of one address resume, want %d", resumed, listening.GuestKeysPerAddress)
	}
	if n, _ := s.app.CountRecords("positions", dbx.NewExp("listener = ''")); int(n) != listening.GuestKeysPerAddress {
		t.Fatalf("%d guest positions stored from one address, want %d", n, listening.GuestKeysPerAddress)
	}
}
