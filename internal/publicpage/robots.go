package publicpage

import "strings"

// Robots is robots.txt: crawlers may read the public pages (items,
// creators, embeds: those say noindex themselves, which a crawler must be
// allowed to read) and the feeds and oEmbed, never the signed-in areas,
// the staff dashboard, the unsubscribe links or the rest of the API; the
// sitemap's absolute URL ends it. Allow lines come first and are longer
// than the Disallow lines they carve out of, so crawlers that take the
// first match (Python's robotparser) and those that take the longest match
// (Google's, Twitterbot's) read them alike.
//
// imageDirs are the /api/files folders of the images those pages name as
// og:image, twitter:image and JSON-LD image (covers, avatars): a link
// preview whose image its crawler may not fetch shows none. Allowing a
// folder lets a crawler ask, not see: the server still answers a private
// item's cover with a 404 (routes/files_visibility.go), and a folder
// holding audio must never be listed here.
func Robots(s Site, imageDirs ...string) string {
	var b strings.Builder
	b.WriteString("User-agent: *\n")
	for _, p := range append([]string{"/m/", "/c/", "/embed/", "/api/feeds/", "/api/oembed"}, imageDirs...) {
		b.WriteString("Allow: " + p + "\n")
	}
	for _, p := range []string{"/api/", "/app", "/user", "/admin", "/_/", "/unsubscribe"} {
		b.WriteString("Disallow: " + p + "\n")
	}
	b.WriteString("\nSitemap: " + s.Abs(SitemapPath) + "\n")
	return b.String()
}
