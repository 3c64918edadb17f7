package publicpage

import (
	"bytes"
	"encoding/xml"
	"strings"
	"testing"
	"time"
)

func TestURLSetIsValidEscapedXML(t *testing.T) {
	var b bytes.Buffer
	u := NewURLSet(&b)
	_ = u.Add("https://selah.example/m/a?x=1&y=<2>", day)
	_ = u.Add("https://selah.example/c/b", time.Time{})
	if err := u.Close(); err != nil {
		t.Fatal(err)
	}
	var doc struct {
		XMLName xml.Name
		URLs    []struct {
			Loc     string `xml:"loc"`
			Lastmod string `xml:"lastmod"`
		} `xml:"url"`
	}
	if err := xml.Unmarshal(b.Bytes(), &doc); err != nil {
		t.Fatalf("%v\n%s", err, b.String())
	}
	if doc.XMLName.Space != "http://www.sitemaps.org/schemas/sitemap/0.9" || doc.XMLName.Local != "urlset" || len(doc.URLs) != 2 ||
		doc.URLs[0].Loc != "https://selah.example/m/a?x=1&y=<2>" || doc.URLs[0].Lastmod != "2026-03-01T09:30:00Z" || doc.URLs[1].Lastmod != "" {
		t.Errorf("%+v\n%s", doc, b.String())
	}
	if !strings.Contains(b.String(), "x=1&amp;y=&lt;2&gt;") {
		t.Errorf("not escaped:\n%s", b.String())
	}
}

func TestSitemapIndex(t *testing.T) {
	var b bytes.Buffer
	if err := WriteSitemapIndex(&b, []string{site.Abs(SitemapPagePath(1)), site.Abs(SitemapPagePath(2))}); err != nil {
		t.Fatal(err)
	}
	var doc struct {
		XMLName xml.Name
		Locs    []string `xml:"sitemap>loc"`
	}
	if err := xml.Unmarshal(b.Bytes(), &doc); err != nil || doc.XMLName.Local != "sitemapindex" ||
		strings.Join(doc.Locs, " ") != "https://selah.example/sitemap/1.xml https://selah.example/sitemap/2.xml" {
		t.Errorf("%v %+v\n%s", err, doc, b.String())
	}
}

func TestSitemapPages(t *testing.T) {
	for _, c := range [][3]int{{0, 3, 1}, {3, 3, 1}, {4, 3, 2}, {6, 3, 2}, {7, 3, 3}, {50_001, SitemapMaxURLs, 2}} {
		if got := SitemapPages(c[0], c[1]); got != c[2] {
			t.Errorf("SitemapPages(%d, %d) = %d, want %d", c[0], c[1], got, c[2])
		}
	}
	for path, want := range map[string]int{"/sitemap/1.xml": 1, "sitemap/12.xml": 12, "/sitemap/0.xml": 0, "/sitemap/01.xml": 0,
		"/sitemap/.xml": 0, "/sitemap/1.xml.gz": 0, "/sitemap/x.xml": 0, "/sitemap.xml": 0, "/sitemap/9999999999.xml": 0,
		"/sitemap-1.xml": 0, "/sitemap/1/2.xml": 0} {
		n, ok := SitemapPageNumber(path)
		if (want == 0 && ok) || (want != 0 && (!ok || n != want)) {
			t.Errorf("SitemapPageNumber(%q) = %d, %v; want %d", path, n, ok, want)
		}
	}
}

func TestRobots(t *testing.T) {
	got := Robots(site, "/api/files/covers/")
	want := "User-agent: *\nAllow: /m/\nAllow: /c/\nAllow: /embed/\nAllow: /api/feeds/\nAllow: /api/oembed\nAllow: /api/files/covers/\n" +
		"Disallow: /api/\nDisallow: /app\nDisallow: /user\nDisallow: /admin\nDisallow: /_/\nDisallow: /unsubscribe\n" +
		"\nSitemap: https://selah.example/sitemap.xml\n"
	if got != want {
		t.Errorf("robots.txt:\n%s\nwant:\n%s", got, want)
	}
}
