package routes_test

import (
	"bytes"
	"encoding/json"
	"image"
	"image/color"
	"image/png"
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"selah/internal/feed"
	"selah/testutil"
)

// squarePNG is a side × side opaque PNG.
func squarePNG(t testing.TB, w, h int) []byte {
	t.Helper()
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for i := 3; i < len(img.Pix); i += 4 {
		img.Pix[i] = 255
	}
	img.Set(1, 1, color.NRGBA{200, 160, 40, 255})
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// mediaAnswer is the little of a media answer these tests read.
type mediaAnswer struct {
	Data struct {
		Media struct {
			Id           string          `json:"_id"`
			Language     string          `json:"language"`
			OwnerEmail   *string         `json:"ownerEmail"`
			FeedWarnings *[]feed.Warning `json:"feedWarnings"`
			Episodes     []struct {
				Id    string `json:"_id"`
				Title string `json:"title"`
			} `json:"episodes"`
		} `json:"media"`
	} `json:"data"`
}

func readMediaAnswer(t *testing.T, body string) mediaAnswer {
	t.Helper()
	var a mediaAnswer
	if err := json.Unmarshal([]byte(body), &a); err != nil {
		t.Fatalf("%v\n%s", err, body)
	}
	return a
}

func podcastMeta(extra string) string {
	return `{"title":"Quiet Waters","description":"Short devotions","genre":"` + genreId + `","type":"podcast","category":"` + podcastCat + `"` + extra + `}`
}

// A podcast's owner (and admins) see what Apple Podcasts would refuse in it
// and the owner email its feed publishes; listeners see only its language.
// The language is an ISO 639-1 code, by default the creator's last one;
// the owner email is an email, or empty (the feed then names the platform,
// never the account's email).
func TestPodcastLanguageOwnerAndFeedWarnings(t *testing.T) {
	t.Parallel()
	s := newSession(t)
	catalogFixture(t, s.app)
	s.app.Settings().Meta.AppURL = feedSite + "/"
	s.app.Settings().Meta.SenderName, s.app.Settings().Meta.SenderAddress = "Selah", "hello@selah.example"
	host := s.user("host@example.com", testutil.UserOpts{Name: "Ada Obi"})
	listener := s.user("ear@example.com", testutil.UserOpts{})
	newcomer := s.user("new@example.com", testutil.UserOpts{})
	admin := testutil.CreateAdmin(t, s.app, "staff@example.com")
	mp3, wav, opus := audioFixture(t, "vbr.mp3"), audioFixture(t, "pcm16.wav"), audioFixture(t, "opus.opus")

	upload := func(who string, status int, meta, episodes string, cover []byte, audios ...part) string {
		t.Helper()
		body, ct := multipartBody(t, [][2]string{{"podcastMetadata", meta}, {"episodesMetadata", episodes}},
			append([]part{{"coverArt", "cover.png", cover}}, audios...)...)
		headers := bearer(who)
		headers["Content-Type"] = ct
		return s.do(tests.ApiScenario{
			Name: "POST upload-media", Method: http.MethodPost, URL: "/api/media/upload-media", Body: body, Headers: headers,
			ExpectedStatus: status, ExpectedContent: []string{`"success"`},
		})
	}
	call := func(method, url, tok, body string, status int) string {
		t.Helper()
		sc := tests.ApiScenario{Name: method + " " + url, Method: method, URL: url, Headers: bearer(tok), ExpectedStatus: status,
			ExpectedContent: []string{`"success"`}}
		if body != "" {
			sc.Body = jsonBody(body)
			sc.Headers["Content-Type"] = jsonCT
		}
		return s.do(sc)
	}
	hostTok, listenerTok := testutil.Token(t, host), testutil.Token(t, listener)

	// A small cover, a WAV and an Opus episode: three things Apple refuses.
	body := upload(hostTok, 201, podcastMeta(`,"language":"ES","ownerEmail":" shows@church.example "`),
		`[{"title":"Ep. 1"},{"title":"Ep. 2"},{"title":"Ep. 3"}]`, squarePNG(t, 8, 8),
		part{"episodeAudios", "one.mp3", mp3}, part{"episodeAudios", "two.wav", wav}, part{"episodeAudios", "three.opus", opus})
	a := readMediaAnswer(t, body).Data.Media
	if a.Language != "es" || a.OwnerEmail == nil || *a.OwnerEmail != "shows@church.example" || a.FeedWarnings == nil || len(a.Episodes) != 3 {
		t.Fatalf("upload answer: %+v\n%s", a, body)
	}
	var got []string
	for _, w := range *a.FeedWarnings {
		got = append(got, w.Code+"/"+w.EpisodeID)
	}
	want := []string{"cover_too_small/", "audio_format/" + a.Episodes[1].Id, "audio_format/" + a.Episodes[2].Id}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Fatalf("feedWarnings %v, want %v", got, want)
	}
	if w := (*a.FeedWarnings)[0].Message; !strings.Contains(w, "at least 1400 × 1400 pixels, and this one is 8 × 8") {
		t.Errorf("cover warning %q", w)
	}
	if w := (*a.FeedWarnings)[1].Message; !strings.Contains(w, `The audio of "Ep. 2" is WAV`) {
		t.Errorf("audio warning %q", w)
	}
	id := a.Id

	// The owner and an admin see the same; a listener sees the language only.
	for _, tok := range []string{hostTok, testutil.Token(t, admin)} {
		if b := readMediaAnswer(t, call("GET", "/api/media/"+id, tok, "", 200)).Data.Media; b.FeedWarnings == nil || len(*b.FeedWarnings) != 3 || b.OwnerEmail == nil {
			t.Errorf("owner or admin view: %+v", b)
		}
	}
	m, _ := s.app.FindRecordById("media", id)
	if err := setActive(s.app, m); err != nil {
		t.Fatal(err)
	}
	s.do(tests.ApiScenario{Name: "feed with the owner email", Method: http.MethodGet, URL: "/api/feeds/podcasts/" + id + ".xml", ExpectedStatus: 200,
		ExpectedContent: []string{"<language>es</language>", "<itunes:name>Ada Obi</itunes:name>", "<itunes:email>shows@church.example</itunes:email>",
			`<podcast:locked owner="shows@church.example">no</podcast:locked>`},
		NotExpectedContent: []string{"host@example.com"}})
	out := call("GET", "/api/media/"+id, listenerTok, "", 200)
	if b := readMediaAnswer(t, out).Data.Media; b.Language != "es" || b.FeedWarnings != nil || b.OwnerEmail != nil || strings.Contains(out, "shows@church.example") {
		t.Errorf("listener view: %+v\n%s", b, out)
	}

	// Edits: a code from the list, an email or nothing.
	call("PATCH", "/api/media/"+id, hostTok, `{"language":"xx"}`, 400)
	call("PATCH", "/api/media/"+id, hostTok, `{"language":""}`, 400)
	out = call("PATCH", "/api/media/"+id, hostTok, `{"ownerEmail":"not an email"}`, 400)
	if !strings.Contains(out, `"ownerEmail":{"code":"validation_invalid_email","message":"Please enter a valid email address."}`) {
		t.Errorf("bad owner email: %s", out)
	}
	out = call("PATCH", "/api/media/"+id, hostTok, `{"language":"pt","ownerEmail":""}`, 200)
	if b := readMediaAnswer(t, out).Data.Media; b.Language != "pt" || b.OwnerEmail == nil || *b.OwnerEmail != "" {
		t.Errorf("after the edit: %+v", b)
	}

	// Feed details are not content an admin reviews: the podcast stays
	// approved (the edit dialog says so).
	if m, _ = s.app.FindRecordById("media", id); m.GetString("adminStatus") != "active" {
		t.Errorf("after a language and owner email edit the podcast is %q", m.GetString("adminStatus"))
	}

	// Without an owner email the feed names the platform: an account's
	// email is never published unasked.
	rss := s.do(tests.ApiScenario{Name: "feed", Method: http.MethodGet, URL: "/api/feeds/podcasts/" + id + ".xml", ExpectedStatus: 200,
		ExpectedContent: []string{"<language>pt</language>", "<itunes:name>Selah</itunes:name>", "<itunes:email>hello@selah.example</itunes:email>",
			`<podcast:locked owner="hello@selah.example">no</podcast:locked>`},
		NotExpectedContent: []string{"host@example.com", "<itunes:name>Ada Obi"}})
	if err := feed.Check([]byte(rss)); err != nil {
		t.Errorf("feed.Check: %v", err)
	}
	if err := feed.CheckApple([]byte(rss)); err == nil || !strings.Contains(err.Error(), `".wav"`) || !strings.Contains(err.Error(), `".opus"`) {
		t.Errorf("feed.CheckApple = %v, want the WAV and Opus episodes", err)
	}

	// No language named: the creator's latest; a first podcast: English.
	// A 1400 px square PNG and an MP3: nothing to warn about.
	body = upload(hostTok, 201, podcastMeta(""), `[{"title":"Ep. 1"}]`, squarePNG(t, 1400, 1400), part{"episodeAudios", "one.mp3", mp3})
	if a := readMediaAnswer(t, body).Data.Media; a.Language != "pt" || a.FeedWarnings == nil || len(*a.FeedWarnings) != 0 ||
		!strings.Contains(body, `"feedWarnings":[]`) || *a.OwnerEmail != "" {
		t.Errorf("second podcast: %+v\n%s", a, body)
	}
	body = upload(testutil.Token(t, newcomer), 201, podcastMeta(""), `[{"title":"Ep. 1"}]`, squarePNG(t, 1400, 1000), part{"episodeAudios", "one.mp3", mp3})
	if a := readMediaAnswer(t, body).Data.Media; a.Language != "en" || a.FeedWarnings == nil ||
		len(*a.FeedWarnings) != 1 || (*a.FeedWarnings)[0].Code != "cover_not_square" {
		t.Errorf("newcomer's podcast: %+v\n%s", a, body)
	}
	body = upload(hostTok, 400, podcastMeta(`,"language":"klingon"`), `[{"title":"Ep. 1"}]`, squarePNG(t, 8, 8), part{"episodeAudios", "one.mp3", mp3})
	if !strings.Contains(body, `"message":"Please choose a language from the list."`) {
		t.Errorf("unknown language: %s", body)
	}

	// An album has a language too, and no feed warnings.
	body = upload(hostTok, 201, albumMeta(""), `[{"title":"Track"}]`, squarePNG(t, 8, 8), part{"episodeAudios", "one.mp3", mp3})
	if !strings.Contains(body, `"language":"pt"`) || strings.Contains(body, "feedWarnings") || strings.Contains(body, "ownerEmail") {
		t.Errorf("album: %s", body)
	}
}
