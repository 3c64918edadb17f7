package routes_test

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"selah/internal/feed"
	"selah/testutil"
)

// sermonFeedAnswer is GET and PUT /api/media/sermon-feed's data.
type sermonFeedAnswer struct {
	Data struct {
		OwnerEmail *string `json:"ownerEmail"`
		Feeds      []struct {
			Kind, Title, Url string
			Warnings         []feed.Warning
		}
	}
}

// TestSermonFeedSettings: a creator sets the owner email their sermon
// feeds publish, as a podcast's creator does for its feed, and sees, for
// their sermons' feed and each series', the warnings a podcast shows (a
// cover Apple would refuse, audio it does not take); the feeds then name
// that email as their owner.
func TestSermonFeedSettings(t *testing.T) {
	t.Parallel()
	s := newSession(t)
	catalogFixture(t, s.app)
	s.app.Settings().Meta.AppURL = feedSite + "/"
	s.app.Settings().Meta.SenderName, s.app.Settings().Meta.SenderAddress = "Selah", "hello@selah.example"
	host := s.user("host@example.com", testutil.UserOpts{Name: "Ada Obi"})
	other := s.user("other@example.com", testutil.UserOpts{Name: "Other"})
	admin := testutil.CreateAdmin(t, s.app, "staff@example.com")
	hostTok := testutil.Token(t, host)
	mp3, wav := audioFixture(t, "vbr.mp3"), audioFixture(t, "pcm16.wav")

	call := func(method, tok, body string, status int) string {
		t.Helper()
		sc := tests.ApiScenario{Name: method + " sermon-feed", Method: method, URL: "/api/media/sermon-feed",
			Headers: map[string]string{}, ExpectedStatus: status, ExpectedContent: []string{`"success"`}}
		if tok != "" {
			sc.Headers = bearer(tok)
		}
		if body != "" {
			sc.Body = jsonBody(body)
			sc.Headers["Content-Type"] = jsonCT
		}
		return s.do(sc)
	}
	read := func(body string) sermonFeedAnswer {
		t.Helper()
		var a sermonFeedAnswer
		must(t, json.Unmarshal([]byte(body), &a))
		return a
	}
	upload := func(meta string, cover []byte, audio part) string {
		t.Helper()
		body, ct := multipartBody(t, [][2]string{{"podcastMetadata", meta}, {"episodesMetadata", `[{"title":"Part 1"}]`}},
			part{"coverArt", "cover.png", cover}, audio)
		headers := bearer(hostTok)
		headers["Content-Type"] = ct
		out := s.do(tests.ApiScenario{Name: "upload a sermon", Method: http.MethodPost, URL: "/api/media/upload-media",
			Body: body, Headers: headers, ExpectedStatus: 201, ExpectedContent: []string{`"success":true`}})
		id := readMediaAnswer(t, out).Data.Media.Id
		m, err := s.app.FindRecordById("media", id)
		must(t, err)
		must(t, setActive(s.app, m))
		return id
	}

	// Nobody else reads or sets it.
	call("GET", "", "", 401)
	call("GET", testutil.Token(t, admin), "", 403)

	// No public sermon yet: no feed to warn about, no owner email.
	if a := read(call("GET", hostTok, "", 200)); a.Data.OwnerEmail == nil || *a.Data.OwnerEmail != "" || len(a.Data.Feeds) != 0 {
		t.Fatalf("before any sermon: %+v", a)
	}

	// A small cover and a WAV recording: what a podcast would be warned of.
	upload(`{"title":"Born Again","description":"John 3","genre":"`+genreId+`","type":"sermon","theme":"The Gospel of John"}`,
		squarePNG(t, 600, 600), part{"episodeAudios", "one.wav", wav})
	a := read(call("GET", hostTok, "", 200))
	if len(a.Data.Feeds) != 2 || a.Data.Feeds[0].Kind != "sermons" || a.Data.Feeds[1].Kind != "series" ||
		a.Data.Feeds[0].Url != feedSite+"/api/feeds/creators/"+host.Id+"/sermons.xml" ||
		a.Data.Feeds[1].Url != feedSite+"/api/feeds/series/"+host.Id+"/the-gospel-of-john.xml" {
		t.Fatalf("feeds %+v", a.Data.Feeds)
	}
	for _, f := range a.Data.Feeds {
		var codes []string
		for _, w := range f.Warnings {
			codes = append(codes, w.Code)
		}
		if strings.Join(codes, " ") != "cover_too_small audio_format" || !strings.Contains(f.Warnings[0].Message, "this one is 600 × 600") {
			t.Errorf("%s feed warnings %+v", f.Kind, f.Warnings)
		}
	}
	// The feeds name the platform meanwhile, never the account's email.
	for _, path := range []string{"/api/feeds/creators/" + host.Id + "/sermons.xml", "/api/feeds/series/" + host.Id + "/the-gospel-of-john.xml"} {
		s.do(tests.ApiScenario{Name: "feed without owner", URL: path, ExpectedStatus: 200,
			ExpectedContent: []string{"<itunes:email>hello@selah.example</itunes:email>"}, NotExpectedContent: []string{"host@example.com"}})
	}

	// The owner email: validated, then published by every sermon feed.
	out := call("PUT", hostTok, `{"ownerEmail":"not an email"}`, 400)
	if !strings.Contains(out, `"ownerEmail":{"code":"validation_invalid_email"`) {
		t.Errorf("bad owner email: %s", out)
	}
	a = read(call("PUT", hostTok, `{"ownerEmail":" sermons@church.example "}`, 200))
	if a.Data.OwnerEmail == nil || *a.Data.OwnerEmail != "sermons@church.example" || len(a.Data.Feeds) != 2 {
		t.Errorf("after the PUT: %+v", a)
	}
	for _, path := range []string{"/api/feeds/creators/" + host.Id + "/sermons.xml", "/api/feeds/series/" + host.Id + "/the-gospel-of-john.xml"} {
		rss := s.do(tests.ApiScenario{Name: "feed with owner", URL: path, ExpectedStatus: 200,
			ExpectedContent: []string{"<itunes:name>Ada Obi</itunes:name>", "<itunes:email>sermons@church.example</itunes:email>",
				`<podcast:locked owner="sermons@church.example">no</podcast:locked>`}})
		if err := feed.Check([]byte(rss)); err != nil {
			t.Errorf("%s: feed.Check: %v", path, err)
		}
	}
	if o := read(call("GET", testutil.Token(t, other), "", 200)); *o.Data.OwnerEmail != "" || len(o.Data.Feeds) != 0 {
		t.Errorf("another creator sees %+v", o)
	}

	// A newer sermon with a 1400 px cover and an MP3: the sermons' feed
	// takes that cover, and has nothing to warn about.
	upload(`{"title":"Living Water","description":"John 4","genre":"`+genreId+`","type":"sermon"}`,
		squarePNG(t, 1400, 1400), part{"episodeAudios", "one.mp3", mp3})
	a = read(call("GET", hostTok, "", 200))
	if len(a.Data.Feeds) != 2 {
		t.Fatalf("feeds %+v", a.Data.Feeds)
	}
	if w := a.Data.Feeds[0].Warnings; len(w) != 1 || w[0].Code != "audio_format" {
		t.Errorf("sermons' feed warnings %+v, want only the older sermon's WAV", w)
	}
	out = call("PUT", hostTok, `{"ownerEmail":""}`, 200)
	if a := read(out); *a.Data.OwnerEmail != "" {
		t.Errorf("cleared: %s", out)
	}
}

// TestSermonFeedSettingsScenarios is feeds_settings.go's table: a creator
// reads and sets their sermon feeds' owner email (one users update, a
// refused or invalid one none); guests, staff and a suspended account are
// refused.
func TestSermonFeedSettingsScenarios(t *testing.T) {
	t.Parallel()
	fx := newReaderFixture(t)
	guest := readerWant{status: 401, content: []string{`"success":false`}}
	refused := readerWant{status: 403, content: []string{`"success":false`}}
	none := map[string]int{"OnRecordUpdate": 0, "OnRecordCreate": 0, "OnRecordDelete": 0}
	var table []tests.ApiScenario
	table = append(table, fx.byRole("read", "GET", "/api/media/sermon-feed", map[readerRole]readerWant{
		rdGuest: guest, rdListener: {status: 200, content: []string{`"ownerEmail":""`}},
		rdOwner: {status: 200, content: []string{`"ownerEmail":""`}}, rdAdmin: refused, rdSuspended: suspendedRefused})...)
	put := func(name, body string, want map[readerRole]readerWant) {
		for _, sc := range fx.byRole(name, "PUT", "/api/media/sermon-feed", want) {
			sc.Body = strings.NewReader(body)
			table = append(table, sc)
		}
	}
	put("set an owner email", `{"ownerEmail":" feeds@example.com "}`, map[readerRole]readerWant{
		rdGuest: {status: 401, content: guest.content, events: none},
		rdOwner: {status: 200, content: []string{`"ownerEmail":"feeds@example.com"`},
			events: map[string]int{"OnRecordUpdate": 1, "OnRecordAfterUpdateSuccess": 1, "OnRecordCreate": 0, "OnRecordDelete": 0}},
		rdAdmin:     {status: 403, content: refused.content, events: none},
		rdSuspended: {status: 403, content: suspendedRefused.content, events: none}})
	put("not an email", `{"ownerEmail":"nope"}`, map[readerRole]readerWant{
		rdOwner: {status: 400, content: []string{`"success":false`, "ownerEmail"}, events: none}})
	put("malformed JSON", `{"ownerEmail":`, map[readerRole]readerWant{
		rdOwner: {status: 400, content: []string{`"message":"The request body is not valid JSON."`}, events: none}})
	fx.run(t, table)
}
