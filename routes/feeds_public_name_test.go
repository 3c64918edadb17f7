package routes_test

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"selah/internal/renditions"
	"selah/internal/services"
)

// TestOriginalNameIsNotPublished: a public episode whose rendition is not
// done yet serves its upload, and nothing a stranger reads of it names the
// upload's stored file (its creator's and staff's only): not its feed, its
// page's head (og:audio, twitter:player:stream, JSON-LD), its embed, its
// oEmbed answer, the public JSON, nor the headers of its enclosure's
// answers. The URL published then answers 200 with the rendition once
// that is done: an app or a preview cache that kept it keeps playing.
func TestOriginalNameIsNotPublished(t *testing.T) {
	t.Parallel()
	fx := newPagesFixture(t, 50_000)
	mux := fx.mux(t)
	ep := mustFind(t, fx.app, "episodes", pgPodEp2)
	if ep.GetString("processing") == renditions.Done {
		t.Fatal("the fixture's episode is already rendered")
	}
	stored := ep.GetString("audio")
	// The stored name without its extension: what would give it away,
	// however a URL or a header spelled the rest.
	trace := strings.TrimSuffix(stored, ".mp3")
	if trace == stored || len(trace) < len("track_") {
		t.Fatalf("stored as %q", stored)
	}
	page := pgSite + "/m/" + pgPodcast + "?episode=" + pgPodEp2
	published := pgSite + enclosureURL(pgPodEp2, stored)

	bodies := map[string]string{
		"/api/feeds/podcasts/" + pgPodcast + ".xml":    "the feed",
		"/m/" + pgPodcast + "?episode=" + pgPodEp2:     "the page",
		"/embed/episodes/" + pgPodEp2:                  "the embed",
		oembedURL(page, "&maxwidth=300&maxheight=200"): "oEmbed",
		"/api/public/media/" + pgPodcast:               "the public JSON",
		"/api/public/episodes/" + pgPodEp2:             "the public episode JSON",
		strings.TrimPrefix(published, pgSite):          "the enclosure",
		"/api/feeds/episodes/" + pgPodEp2 + "/x.mp3":   "an enclosure under another name",
	}
	for u, what := range bodies {
		for _, method := range []string{http.MethodGet, http.MethodHead} {
			req := httptest.NewRequest(method, u, nil)
			res := httptest.NewRecorder()
			mux.ServeHTTP(res, req)
			if res.Code != http.StatusOK {
				t.Errorf("%s %s (%s): %d %s", method, u, what, res.Code, clipBody(res.Body.String()))
				continue
			}
			for k, vs := range res.Header() {
				for _, v := range vs {
					if strings.Contains(v, trace) {
						t.Errorf("%s %s (%s): header %s: %q names the stored file %q", method, u, what, k, v, stored)
					}
				}
			}
			if strings.Contains(res.Body.String(), trace) && !strings.Contains(what, "enclosure") {
				t.Errorf("%s %s (%s) names the stored file %q:\n%s", method, u, what, stored, clipBody(res.Body.String()))
			}
		}
	}

	// What the page and the feed publish is the published name.
	c := crawl(t, getPage(mux, "/m/"+pgPodcast+"?episode="+pgPodEp2, nil).Body.String())
	if c.meta("og:audio") != published || c.meta("twitter:player:stream") != published {
		t.Errorf("og:audio %q, twitter:player:stream %q; want %q", c.meta("og:audio"), c.meta("twitter:player:stream"), published)
	}
	if ld := strings.Join(c.ld, ""); !strings.Contains(ld, `"contentUrl":"`+published+`"`) {
		t.Errorf("JSON-LD has no contentUrl %q: %s", published, ld)
	}
	feed := getPage(mux, "/api/feeds/podcasts/"+pgPodcast+".xml", nil).Body.String()
	if !strings.Contains(feed, `<enclosure url="`+published+`"`) {
		t.Errorf("the feed has no enclosure %q:\n%s", published, feed)
	}
	enclosure := getPage(mux, strings.TrimPrefix(published, pgSite), nil)
	if cd := enclosure.Header().Get("Content-Disposition"); cd != "inline; filename="+pgPodEp2+".mp3" {
		t.Errorf("the enclosure's Content-Disposition %q", cd)
	}

	// The rendition is made: the URL published before serves it.
	w := services.Of(fx.app).Renditions
	w.Start(fakeRender)
	t.Cleanup(w.Stop)
	w.Wake()
	waitFor(t, "the rendition", func() bool {
		return mustFind(t, fx.app, "episodes", pgPodEp2).GetString("processing") == renditions.Done
	})
	res := getPage(mux, strings.TrimPrefix(published, pgSite), nil)
	if res.Code != http.StatusOK || !strings.HasPrefix(res.Body.String(), "ID3 rendition of ") ||
		res.Header().Get("Content-Type") != "audio/mpeg" {
		t.Errorf("GET %s after the rendition: %d %q %q, want 200 with the rendition", published, res.Code,
			res.Header().Get("Content-Type"), clipBody(res.Body.String()))
	}
	// The rendition is an MP3 too: the page still names the same URL.
	c = crawl(t, getPage(mux, "/m/"+pgPodcast+"?episode="+pgPodEp2, nil).Body.String())
	if c.meta("og:audio") != published {
		t.Errorf("og:audio after the rendition %q, want %q still", c.meta("og:audio"), published)
	}
}
