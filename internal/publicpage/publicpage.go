// Package publicpage builds what the server itself writes into the public
// pages of API.md's "Reaching people without an account": the head tags of
// an item's or a creator's page (title, description, canonical, Open
// Graph, the Twitter player card, JSON-LD, oEmbed discovery), the oEmbed
// answer, the sitemap and robots.txt. Link previews in messaging apps and
// search engines read these without running any script.
//
// Everything here is a pure function of plain values (Item, Creator, Site):
// reading the database and deciding what is public stay in routes/ and
// internal/visibility. Every value is escaped for the place it goes: HTML
// text and attributes, JSON inside a <script>, XML.
package publicpage

import (
	"net/url"
	"strconv"
	"strings"
)

// DefaultSiteName names the site when the app's name is not set.
const DefaultSiteName = "Selah"

// Site is the site a page belongs to: its name (og:site_name, oEmbed's
// provider_name) and the absolute base URL every link starts with
// (internal/publicurl.Base), without a trailing slash.
type Site struct {
	Name string
	Base string
}

// name is the site's name, DefaultSiteName when unset.
func (s Site) name() string {
	if n := strings.TrimSpace(s.Name); n != "" {
		return n
	}
	return DefaultSiteName
}

// Abs makes a root-relative path absolute; an absolute URL or "" stays as
// it is.
func (s Site) Abs(path string) string {
	if path == "" || !strings.HasPrefix(path, "/") || strings.HasPrefix(path, "//") {
		return path
	}
	return strings.TrimRight(s.Base, "/") + path
}

// MediaPath is the public page of an item, or of one of its episodes when
// episodeId is set: /m/{id}[?episode=].
func MediaPath(mediaId, episodeId string) string {
	p := "/m/" + url.PathEscape(mediaId)
	if episodeId != "" {
		p += "?episode=" + url.QueryEscape(episodeId)
	}
	return p
}

// CreatorPath is a creator's public page: /c/{id}.
func CreatorPath(userId string) string { return "/c/" + url.PathEscape(userId) }

// EmbedMediaPath and EmbedEpisodePath are the players made for an
// <iframe>.
func EmbedMediaPath(mediaId string) string { return "/embed/media/" + url.PathEscape(mediaId) }

// EmbedEpisodePath is the embed of one episode.
func EmbedEpisodePath(episodeId string) string {
	return "/embed/episodes/" + url.PathEscape(episodeId)
}

// EmbedPath is the embed of the item, or of ep when it is set, starting at
// second t when t > 0.
func EmbedPath(it Item, ep *Episode, t int) string {
	p := EmbedMediaPath(it.Id)
	if ep != nil {
		p = EmbedEpisodePath(ep.Id)
	}
	if t > 0 {
		p += "?t=" + strconv.Itoa(t)
	}
	return p
}

// OEmbedPath is the oEmbed endpoint's URL for a page (absolute), as the
// discovery link names it.
func OEmbedPath(pageURL string) string {
	return "/api/oembed?url=" + url.QueryEscape(pageURL) + "&format=json"
}

// SitemapPath is the sitemap (or sitemap index); SitemapPagePath one page
// of a sitemap index (1-based).
const SitemapPath = "/sitemap.xml"

// SitemapPagePath is the n-th (1-based) sitemap of a sitemap index. The
// pages sit under a folder, /sitemap/, so that one rate rule covers them
// all: PocketBase's limiter matches a label exactly or, when the label
// ends in "/", as a prefix (migrations/1763773100_sitemap_rate_limits.go).
func SitemapPagePath(n int) string { return sitemapPagePrefix + strconv.Itoa(n) + ".xml" }

const sitemapPagePrefix = "/sitemap/"

// SitemapPageNumber reads n from a path made by SitemapPagePath (with or
// without the leading slash); ok is false for any other path.
func SitemapPageNumber(path string) (n int, ok bool) {
	s, found := strings.CutPrefix("/"+strings.TrimPrefix(path, "/"), sitemapPagePrefix)
	if !found {
		return 0, false
	}
	s, found = strings.CutSuffix(s, ".xml")
	if !found || s == "" || len(s) > 9 || s[0] == '0' {
		return 0, false
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return 0, false
		}
	}
	n, err := strconv.Atoi(s)
	return n, err == nil && n > 0
}
