package routes

import (
	"net/url"
	"os"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"

	"selah/internal/layers"
	"selah/internal/publicpage"
	"selah/internal/services"
	"selah/internal/storage"
)

// pageCSP is the policy of every page: only our own scripts (the build has
// no inline script), styles inline (React style attributes), media and
// images from us, blob: and data: for previews. With S3 storage on, media
// may also come from the bucket: the stream route answers 302 to a signed
// URL there, and media-src applies to the redirect's target too; so does
// connect-src to the app's fetch of the stream for offline listening
// (frontend/src/features/offline), which follows the same redirect.
// frameAncestors says who may frame the page.
func pageCSP(app core.App, frameAncestors string) string {
	media, connect := "'self' blob:", "'self'"
	if origin, ok := storage.BucketOrigin(app); ok {
		if src, ok := cspHostSource(origin); ok {
			media += " " + src
			connect += " " + src
		}
	}
	return "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
		"img-src 'self' data: blob:; media-src " + media + "; font-src 'self' data:; connect-src " + connect + "; " +
		"object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors " + frameAncestors
}

// cspHostSource is origin (scheme://host[:port], from the S3 settings) as
// a CSP host-source, or false when it holds anything a source expression
// cannot (a space or a semicolon would end it and begin another).
func cspHostSource(origin string) (string, bool) {
	u, err := url.Parse(origin)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.Path != "" || u.RawQuery != "" || u.User != nil {
		return "", false
	}
	for _, c := range u.Host {
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9', c == '.', c == '-', c == ':', c == '[', c == ']':
		default:
			return "", false
		}
	}
	return u.Scheme + "://" + u.Host, true
}

// RegisterStatic serves the built front end from *publicDir (read when the
// server starts, after flags are parsed), after our routes: the public
// pages with their head tags written in (public_pages.go), the embeds
// (embed_pages.go), oEmbed (oembed.go), the sitemap (sitemap.go),
// robots.txt (robots.go), and
// every other path from the directory (static_serve.go: precompressed
// copies by Accept-Encoding, hashed assets cached for a year, the rest
// revalidated), with SPA fallback for page routes (a path without an
// extension gets index.html, so client routes deep-link; a missing file
// is a 404), with the security headers of a web app.
func RegisterStatic(app core.App, publicDir *string) {
	registerStatic(app, publicDir, publicpage.SitemapMaxURLs)
}

// registerStatic is RegisterStatic with the sitemap's page length (a test
// uses a short one).
func registerStatic(app core.App, publicDir *string, sitemapLimit int) {
	stmts := services.Of(app).SQL
	app.OnServe().Bind(&hook.Handler[*core.ServeEvent]{
		Func: func(se *core.ServeEvent) error {
			if se.Router.HasRoute("GET", "/{path...}") {
				return se.Next()
			}
			shells := newPageShells(*publicDir)
			maps := &sitemaps{limit: sitemapLimit, sql: stmts, keep: stmts.Layers().On(layers.SitemapCache)}
			registerPublicPages(se, shells)
			registerEmbedPages(se, shells)
			registerOEmbed(se)
			registerRobots(se)
			maps.register(se)

			built := builtFiles{fsys: os.DirFS(*publicDir), precompressed: stmts.Layers().On(layers.Precompressed)}
			se.Router.GET("/{path...}", func(e *core.RequestEvent) error {
				// A ServeMux wildcard cannot carry a prefix and a suffix:
				// the sitemap index's pages are /sitemap-{n}.xml.
				if n, ok := publicpage.SitemapPageNumber(e.Request.PathValue("path")); ok {
					return maps.page(e, n)
				}
				return built.serve(e)
			}).Bind(securityHeaders(), apis.SkipSuccessActivityLog())
			return se.Next()
		},
		Priority: 999, // after our routes, so they win
	})
}

// securityHeaders are the headers of every page but the embeds: no site
// may frame it.
func securityHeaders() *hook.Handler[*core.RequestEvent] {
	return pageHeaders("'none'", true)
}

// embedSecurityHeaders are the embeds' headers: framable by any site, so
// frame-ancestors * and no X-Frame-Options (which cannot say "anyone"):
// PocketBase's own middleware, which runs first on every route, sets it
// to SAMEORIGIN, and it is taken off again here.
func embedSecurityHeaders() *hook.Handler[*core.RequestEvent] {
	return pageHeaders("*", false)
}

// pageHeaders sets a page's security headers; frameAncestors is the CSP's
// frame-ancestors (the policy is made per request: the S3 settings may
// change while the server runs).
func pageHeaders(frameAncestors string, denyFraming bool) *hook.Handler[*core.RequestEvent] {
	return &hook.Handler[*core.RequestEvent]{
		Id: "selahSecurityHeaders",
		Func: func(e *core.RequestEvent) error {
			h := e.Response.Header()
			h.Set("Content-Security-Policy", pageCSP(e.App, frameAncestors))
			h.Set("X-Content-Type-Options", "nosniff")
			if denyFraming {
				h.Set("X-Frame-Options", "DENY")
			} else {
				h.Del("X-Frame-Options")
			}
			h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
			h.Set("Permissions-Policy", "camera=(), microphone=(), geolocation=()")
			return e.Next()
		},
	}
}
