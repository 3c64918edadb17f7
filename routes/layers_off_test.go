package routes_test

import (
	"bytes"
	"net/http"
	"testing"

	"selah/routes"
)

// The speed layers' off switches (internal/layers) read by the routes:
// each answers the same without its layer. t.Setenv: not parallel.

// TestSitemapCacheOff: with SELAH_SITEMAP_CACHE=off every request renders
// the sitemap, and every answer is the kept one's.
func TestSitemapCacheOff(t *testing.T) {
	t.Setenv("SELAH_SITEMAP_CACHE", "off")
	fx := newPagesFixture(t, 50_000)
	mux, _ := serveAuthz(t, fx.app)
	before := routes.SitemapRenders(fx.app)
	_, first := sitemapGet(mux, "/sitemap.xml")
	for i := 0; i < 2; i++ {
		if code, body := sitemapGet(mux, "/sitemap.xml"); code != http.StatusOK || body != first {
			t.Fatalf("request %d: %d, same body %v", i+2, code, body == first)
		}
	}
	if n := routes.SitemapRenders(fx.app) - before; n != 3 {
		t.Fatalf("3 requests rendered the sitemap %d times, want 3", n)
	}
}

// TestStaticPrecompressedOff: with SELAH_PRECOMPRESSED=off the build's
// copies are not read: the answer compressor gzips the script instead,
// and it decodes to the same bytes.
func TestStaticPrecompressedOff(t *testing.T) {
	t.Setenv("SELAH_PRECOMPRESSED", "off")
	dir, script := builtDir(t)
	mux := staticServer(t, dir)
	res := staticGet(mux, http.MethodGet, "/assets/index-wI7qBK_R.js", "Accept-Encoding", "br, gzip")
	if res.StatusCode != 200 || res.Header.Get("Content-Encoding") != "gzip" {
		t.Fatalf("%d, Content-Encoding %q, want 200 gzip from the compressor", res.StatusCode, res.Header.Get("Content-Encoding"))
	}
	if body := decoded(t, res); !bytes.Equal(body, script) {
		t.Errorf("the body decodes to %d bytes, not the script's %d", len(body), len(script))
	}
}

// TestAuthCacheOff: with SELAH_AUTH_CACHE=off (and the answer cache off)
// PocketBase's own loader reads every token: a suspension or deletion by
// raw SQL shuts the door on the next request, as with the cache on.
func TestAuthCacheOff(t *testing.T) {
	t.Setenv("SELAH_AUTH_CACHE", "off")
	t.Setenv("SELAH_ANSWER_CACHE", "off")
	s, listener, _, _, _ := cachedCatalogue(t)
	const browse = "/api/media/browse"
	get(s, browse, listener, 200, []string{"Morning Hymns"}, nil)
	rawSQL(t, s, "UPDATE users SET accountStatus = 'suspended' WHERE email = 'fan@example.com'")
	get(s, browse, listener, 403, nil, []string{"Morning Hymns"})
	rawSQL(t, s, "DELETE FROM users WHERE email = 'fan@example.com'")
	get(s, browse, listener, 401, nil, []string{"Morning Hymns"})
}
