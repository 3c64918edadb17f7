package publicpage

import (
	"bufio"
	"encoding/xml"
	"io"
	"time"
)

// SitemapMaxURLs is the most URLs one sitemap may list (sitemaps.org);
// past it, /sitemap.xml is a sitemap index of pages this long.
const SitemapMaxURLs = 50_000

const (
	xmlHeader     = `<?xml version="1.0" encoding="UTF-8"?>` + "\n"
	sitemapXMLNS  = `http://www.sitemaps.org/schemas/sitemap/0.9`
	urlsetOpen    = `<urlset xmlns="` + sitemapXMLNS + `">` + "\n"
	urlsetClose   = "</urlset>\n"
	indexOpen     = `<sitemapindex xmlns="` + sitemapXMLNS + `">` + "\n"
	indexClose    = "</sitemapindex>\n"
	sitemapLayout = "2006-01-02T15:04:05Z07:00" // W3C Datetime
)

// URLSet writes a sitemap (<urlset>) as it goes, so a long one is never
// held in memory. Errors stick: the first one is returned by every later
// call and by Close.
type URLSet struct {
	w   *bufio.Writer
	err error
}

// NewURLSet starts a sitemap on w.
func NewURLSet(w io.Writer) *URLSet {
	u := &URLSet{w: bufio.NewWriterSize(w, 32<<10)}
	u.write(xmlHeader + urlsetOpen)
	return u
}

// Add lists one absolute URL, with the time its page last changed (zero:
// left out).
func (u *URLSet) Add(loc string, lastmod time.Time) error {
	u.write("<url><loc>")
	u.escaped(loc)
	u.write("</loc>")
	if !lastmod.IsZero() {
		u.write("<lastmod>" + lastmod.UTC().Format(sitemapLayout) + "</lastmod>")
	}
	u.write("</url>\n")
	return u.err
}

// Close ends the sitemap and flushes it.
func (u *URLSet) Close() error {
	u.write(urlsetClose)
	if u.err == nil {
		u.err = u.w.Flush()
	}
	return u.err
}

func (u *URLSet) write(s string) {
	if u.err == nil {
		_, u.err = u.w.WriteString(s)
	}
}

func (u *URLSet) escaped(s string) {
	if u.err == nil {
		u.err = xml.EscapeText(u.w, []byte(s))
	}
}

// WriteSitemapIndex writes a sitemap index of the absolute URLs of its
// sitemaps.
func WriteSitemapIndex(w io.Writer, sitemaps []string) error {
	u := &URLSet{w: bufio.NewWriter(w)}
	u.write(xmlHeader + indexOpen)
	for _, loc := range sitemaps {
		u.write("<sitemap><loc>")
		u.escaped(loc)
		u.write("</loc></sitemap>\n")
	}
	u.write(indexClose)
	if u.err == nil {
		u.err = u.w.Flush()
	}
	return u.err
}

// SitemapPages is how many sitemaps of at most limit URLs total URLs take
// (at least one, so an empty site still has a valid sitemap).
func SitemapPages(total, limit int) int {
	if total <= limit {
		return 1
	}
	return (total + limit - 1) / limit
}
