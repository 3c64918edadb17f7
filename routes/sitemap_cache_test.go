package routes_test

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"selah/internal/moderation"
	"selah/routes"
)

// sitemapGet asks the served app for path from httptest's one address
// (192.0.2.1) and returns the status and the body.
func sitemapGet(h http.Handler, path string) (int, string) {
	res := httptest.NewRecorder()
	h.ServeHTTP(res, httptest.NewRequest(http.MethodGet, path, nil))
	return res.Code, res.Body.String()
}

// TestSitemapOncePerChange: the sitemap is rendered once per data version
// (each render reads the whole catalogue): asked again and again before
// anything is written, it is served from what was kept; a write (here an
// item taken down) makes the next answer a new render that no longer
// lists the item.
func TestSitemapOncePerChange(t *testing.T) {
	t.Parallel()
	fx := newPagesFixture(t, 50_000)
	mux, _ := serveAuthz(t, fx.app)
	item := pgSite + "/m/" + pgPlain
	before := routes.SitemapRenders(fx.app)
	for i := 0; i < 5; i++ {
		code, body := sitemapGet(mux, "/sitemap.xml")
		if code != http.StatusOK || !strings.Contains(body, item) {
			t.Fatalf("request %d: %d, lists %s: %v", i+1, code, item, strings.Contains(body, item))
		}
	}
	if n := routes.SitemapRenders(fx.app) - before; n != 1 {
		t.Fatalf("5 requests rendered the sitemap %d times, want once", n)
	}
	must(t, moderation.SetStatus(fx.app, mustFind(t, fx.app, "media", pgPlain), moderation.Suspended, nil, "taken down"))
	for i := 0; i < 3; i++ {
		code, body := sitemapGet(mux, "/sitemap.xml")
		if code != http.StatusOK || strings.Contains(body, item) {
			t.Fatalf("after the takedown, request %d: %d, lists %s: %v", i+1, code, item, strings.Contains(body, item))
		}
	}
	if n := routes.SitemapRenders(fx.app) - before; n != 2 {
		t.Fatalf("rendered %d times in all, want twice (once per version)", n)
	}
}

// TestSitemapFlood: one address asking for the sitemap (or robots.txt)
// again and again is refused with 429 past its rule: 60 a minute for the
// sitemap and its index's pages together, 30 for robots.txt. The limiter
// reads them under names its labels can hold (sitemap_rate_limit.go); the
// answers themselves are unchanged.
func TestSitemapFlood(t *testing.T) {
	t.Parallel()
	fx := newPagesFixture(t, 50_000)
	s := fx.app.Settings()
	s.RateLimits.Enabled = true // the fixture turns it off
	must(t, fx.app.Save(s))
	mux, _ := serveAuthz(t, fx.app)
	for _, c := range []struct {
		path, then string // then: another path counted with it
		allowed    int
		want       string
	}{
		{"/sitemap.xml", "/sitemap/1.xml", 60, "<urlset"},
		{"/robots.txt", "", 30, "Sitemap: " + pgSite + "/sitemap.xml"},
	} {
		for i := 0; i < c.allowed; i++ {
			if code, body := sitemapGet(mux, c.path); code != http.StatusOK || !strings.Contains(body, c.want) {
				t.Fatalf("%s, request %d: %d %s", c.path, i+1, code, clipBody(body))
			}
		}
		if code, body := sitemapGet(mux, c.path); code != http.StatusTooManyRequests || !strings.Contains(body, `"status":429`) {
			t.Fatalf("%s, request %d: %d %s, want 429", c.path, c.allowed+1, code, clipBody(body))
		}
		if c.then != "" {
			if code, _ := sitemapGet(mux, c.then); code != http.StatusTooManyRequests {
				t.Errorf("%s after the flood: %d, want 429", c.then, code)
			}
		}
	}
	// Another address is not concerned.
	req := httptest.NewRequest(http.MethodGet, "/sitemap.xml", nil)
	req.RemoteAddr = "198.51.100.7:1234"
	res := httptest.NewRecorder()
	mux.ServeHTTP(res, req)
	if res.Code != http.StatusOK {
		t.Errorf("another address: %d", res.Code)
	}
}
