package routes_test

import (
	"net/http"
	"net/url"
	"path"
	"strings"
	"testing"
	"time"

	"selah/internal/moderation"
	"selah/routes"
)

// TestOGAudioIsStable: og:audio and twitter:player:stream of a page that
// plays one episode (a sermon, a podcast's episode, an album's track) name
// the episode's audio at a stable URL: no token and no expiry (the same on
// every render), ending in the file's extension, which answers 200 audio to
// a plain GET a day later, and 404 once the item is not public. Link
// previews keep that URL for days; a guest stream URL died after 6 h.
func TestOGAudioIsStable(t *testing.T) {
	t.Parallel()
	fx := newPagesFixture(t, 50_000)
	mux := fx.mux(t)
	pages := []struct{ name, page, media string }{
		{"a sermon", "/m/" + pgSermon, pgSermon},
		{"a podcast's episode", "/m/" + pgPodcast + "?episode=" + pgPodEp2, pgPodcast},
		{"an album's track", "/m/" + pgAlbum + "?episode=" + pgTrack2, pgAlbum},
	}
	audioOf := func(t *testing.T, page string) string {
		t.Helper()
		res := getPage(mux, page, nil)
		if res.Code != http.StatusOK {
			t.Fatalf("GET %s: %d", page, res.Code)
		}
		c := crawl(t, res.Body.String())
		audio := c.meta("og:audio")
		if audio == "" || c.meta("twitter:player:stream") != audio {
			t.Fatalf("og:audio %q, twitter:player:stream %q", audio, c.meta("twitter:player:stream"))
		}
		if c.meta("twitter:player:stream:content_type") != "audio/mpeg" {
			t.Errorf("twitter:player:stream:content_type %q", c.meta("twitter:player:stream:content_type"))
		}
		return audio
	}
	for _, p := range pages {
		t.Run(p.name, func(t *testing.T) {
			audio := audioOf(t, p.page)
			u, err := url.Parse(audio)
			if err != nil || u.RawQuery != "" || strings.Contains(audio, "token") ||
				!strings.HasPrefix(audio, pgSite+"/api/feeds/episodes/") || path.Ext(u.Path) != ".mp3" {
				t.Fatalf("og:audio %q: want a token-free URL ending in .mp3", audio)
			}
			if again := audioOf(t, p.page); again != audio {
				t.Errorf("og:audio changed between two renders: %q then %q", audio, again)
			}
		})
	}

	// A day later, a preview cache fetches what it kept, with no token.
	routes.SetFeedClock(fx.app, func() time.Time { return time.Now().Add(25 * time.Hour) })
	kept := map[string]string{}
	for _, p := range pages {
		audio := audioOf(t, p.page)
		kept[p.media] = audio
		res := getPage(mux, strings.TrimPrefix(audio, pgSite), nil)
		if res.Code != http.StatusOK || res.Header().Get("Content-Type") != "audio/mpeg" || res.Body.Len() == 0 {
			t.Errorf("%s: GET %s a day later: %d %q, %d bytes", p.name, audio, res.Code, res.Header().Get("Content-Type"), res.Body.Len())
		}
	}

	// Taken down: the kept URL is a 404 from then on.
	for _, p := range pages {
		rec, err := fx.app.FindRecordById("media", p.media)
		must(t, err)
		must(t, moderation.SetStatus(fx.app, rec, moderation.Suspended, fx.admin, "taken down"))
		if res := getPage(mux, strings.TrimPrefix(kept[p.media], pgSite), nil); res.Code != http.StatusNotFound {
			t.Errorf("%s: GET %s after a takedown: %d, want 404", p.name, kept[p.media], res.Code)
		}
	}
}
