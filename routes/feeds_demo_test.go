package routes_test

import (
	"io"
	"net/http"
	"net/url"
	"os/exec"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/tests"

	"selah/commands"
	"selah/internal/demo"
	"selah/internal/feed"
	"selah/testutil"
)

// The demo catalogue's feeds are ones Apple Podcasts takes as they are. The
// demo is seeded once (its audio is converted with ffmpeg) and both kinds
// of feed are read from it. Without ffmpeg the demo's audio stays WAV
// (which Apple refuses): make test installs it.
func TestDemoFeedsSuitApple(t *testing.T) {
	if _, err := exec.LookPath(demo.FFmpeg); err != nil {
		t.Skip("ffmpeg is not on PATH: `selah seed demo` then writes WAV, which Apple refuses")
	}
	t.Parallel()
	app := newSession(t).app
	app.Settings().Meta.AppURL = feedSite + "/"
	if err := commands.SeedDemo(app, io.Discard); err != nil {
		t.Fatal(err)
	}
	t.Run("podcasts", func(t *testing.T) { demoPodcastsSuitApple(t, &session{t: t, app: app}) })
	t.Run("sermon feeds", func(t *testing.T) { demoSermonFeedsSuitApple(t, &session{t: t, app: app}) })
}

// The demo's approved podcasts: their feeds pass feed.CheckApple and their
// creators see no feed warnings.
func demoPodcastsSuitApple(t *testing.T, s *session) {
	podcasts, err := s.app.FindAllRecords("media", dbx.HashExp{"type": "podcast", "adminStatus": "active"})
	if err != nil || len(podcasts) == 0 {
		t.Fatalf("%d approved demo podcasts (%v)", len(podcasts), err)
	}
	for _, p := range podcasts {
		creator, err := s.app.FindRecordById("users", p.GetString("artist"))
		if err != nil {
			t.Fatal(err)
		}
		rss := s.do(tests.ApiScenario{Name: "feed of " + p.GetString("title"), Method: http.MethodGet,
			URL: "/api/feeds/podcasts/" + p.Id + ".xml", ExpectedStatus: 200,
			ExpectedContent: []string{"<itunes:email>" + creator.Email() + "</itunes:email>", ".mp3", `type="audio/mpeg"`}})
		if err := feed.CheckApple([]byte(rss)); err != nil {
			t.Errorf("%s: %v", p.GetString("title"), err)
		}
		out := s.do(tests.ApiScenario{Name: "owner's view of " + p.GetString("title"), Method: http.MethodGet,
			URL: "/api/media/" + p.Id, Headers: bearer(testutil.Token(t, creator)), ExpectedStatus: 200,
			ExpectedContent: []string{`"feedWarnings":[]`, `"language":"en"`}})
		if strings.Contains(out, `"code":"`) {
			t.Errorf("%s: %s", p.GetString("title"), out)
		}
	}
}

// The demo's sermon feeds (each preacher's, and each of their series') pass
// feed.CheckApple (the rules, and MP3 enclosures), with every approved
// sermon's parts in them.
func demoSermonFeedsSuitApple(t *testing.T, s *session) {
	sermons, err := s.app.FindAllRecords("media", dbx.HashExp{"type": "sermon", "adminStatus": "active"})
	if err != nil || len(sermons) == 0 {
		t.Fatalf("%d approved demo sermons (%v)", len(sermons), err)
	}
	byCreator := map[string][]string{} // creator: themes
	for _, m := range sermons {
		byCreator[m.GetString("artist")] = append(byCreator[m.GetString("artist")], m.GetString("theme"))
	}
	check := func(url string, parts int) {
		rss := s.do(tests.ApiScenario{Name: "feed " + url, Method: http.MethodGet, URL: url, ExpectedStatus: 200,
			ExpectedContent: []string{`type="audio/mpeg"`, "<itunes:author>Pastor Daniel Reyes</itunes:author>", "Scripture: "}})
		if err := feed.CheckApple([]byte(rss)); err != nil {
			t.Errorf("%s: %v", url, err)
		}
		if n := strings.Count(rss, "<item>"); n != parts {
			t.Errorf("%s: %d items, want %d", url, n, parts)
		}
	}
	for creator, themes := range byCreator {
		var all int
		for _, m := range sermons {
			if m.GetString("artist") == creator {
				all += m.GetInt("episodeCount")
			}
		}
		check("/api/feeds/creators/"+creator+"/sermons.xml", all)
		for _, series := range feed.SeriesOf(themes) {
			var parts int
			for _, m := range sermons {
				if m.GetString("artist") == creator && feed.SeriesSlug(m.GetString("theme")) == series.Slug {
					parts += m.GetInt("episodeCount")
				}
			}
			check("/api/feeds/series/"+creator+"/"+url.PathEscape(series.Slug)+".xml", parts)
		}
	}
}
