package publicpage

import "strings"

// Robots is robots.txt: crawlers may read the public pages (items,
// creators, embeds: those say noindex themselves, which a crawler must be
// allowed to read) and the feeds and oEmbed, never the signed-in areas,
// the staff dashboard, the unsubscribe links or the rest of the API; the
// sitemap's absolute URL ends it. Allow lines come first and are longer
// than the Disallow lines they carve out of, so crawlers that take the
// first match and those that take the longest match read them alike.
func Robots(s Site) string {
	var b strings.Builder
	b.WriteString("User-agent: *\n")
	for _, p := range []string{"/m/", "/c/", "/embed/", "/api/feeds/", "/api/oembed"} {
		b.WriteString("Allow: " + p + "\n")
	}
	for _, p := range []string{"/api/", "/app", "/user", "/admin", "/_/", "/unsubscribe"} {
		b.WriteString("Disallow: " + p + "\n")
	}
	b.WriteString("\nSitemap: " + s.Abs(SitemapPath) + "\n")
	return b.String()
}
