package routes_test

import (
	"encoding/xml"
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tests"
)

// sitemapDoc reads a sitemap or a sitemap index.
type sitemapDoc struct {
	XMLName  xml.Name
	URLs     []sitemapURL `xml:"url"`
	Sitemaps []string     `xml:"sitemap>loc"`
}

type sitemapURL struct {
	Loc     string `xml:"loc"`
	Lastmod string `xml:"lastmod"`
}

func readSitemap(t testing.TB, body string) sitemapDoc {
	t.Helper()
	var d sitemapDoc
	if err := xml.Unmarshal([]byte(body), &d); err != nil {
		t.Fatalf("%v\n%s", err, body)
	}
	if d.XMLName.Space != "http://www.sitemaps.org/schemas/sitemap/0.9" {
		t.Errorf("namespace %q", d.XMLName.Space)
	}
	return d
}

// publicPages are the URLs the fixture's sitemap must list: its public
// items and the one creator with any.
func (fx *pagesFixture) publicPages() []string {
	out := []string{pgSite + "/c/" + fx.creator.Id}
	for _, id := range []string{pgAlbum, pgPodcast, pgSermon, pgPlain, pgHostile} {
		out = append(out, pgSite+"/m/"+id)
	}
	slices.Sort(out)
	return out
}

func TestSitemap(t *testing.T) {
	t.Parallel()
	fx := newPagesFixture(t, 50_000)
	fx.scenario(tests.ApiScenario{Name: "one sitemap", URL: "/sitemap.xml", ExpectedStatus: 200, ExpectedContent: []string{"<urlset"},
		AfterTestFunc: func(t testing.TB, _ *tests.TestApp, res *http.Response) {
			if ct := res.Header.Get("Content-Type"); ct != "application/xml; charset=utf-8" {
				t.Errorf("Content-Type %q", ct)
			}
			d := readSitemap(t, readBody(t, res))
			var locs []string
			for _, u := range d.URLs {
				locs = append(locs, u.Loc)
				if strings.Contains(u.Loc, "/m/") && !strings.HasPrefix(u.Lastmod, "20") {
					t.Errorf("%s: lastmod %q", u.Loc, u.Lastmod)
				}
			}
			slices.Sort(locs)
			if want := fx.publicPages(); !slices.Equal(locs, want) {
				t.Errorf("locs %q\nwant %q", locs, want)
			}
		}}).Test(t)
	fx.scenario(tests.ApiScenario{Name: "no pages without an index", URL: "/sitemap/2.xml", ExpectedStatus: 404,
		ExpectedContent: []string{"Not found"}}).Test(t)
}

// TestSitemapIndex: past the limit (3 here, 50,000 in the binary) the
// sitemap is an index of pages of at most that many URLs, which list
// every public page once.
func TestSitemapIndex(t *testing.T) {
	t.Parallel()
	fx := newPagesFixture(t, 3)
	var pages []string
	fx.scenario(tests.ApiScenario{Name: "the index", URL: "/sitemap.xml", ExpectedStatus: 200, ExpectedContent: []string{"<sitemapindex"},
		AfterTestFunc: func(t testing.TB, _ *tests.TestApp, res *http.Response) {
			pages = readSitemap(t, readBody(t, res)).Sitemaps
		}}).Test(t)
	if want := []string{pgSite + "/sitemap/1.xml", pgSite + "/sitemap/2.xml"}; !slices.Equal(pages, want) {
		t.Fatalf("pages %q, want %q", pages, want)
	}
	var locs []string
	for _, p := range pages {
		fx.scenario(tests.ApiScenario{Name: p, URL: strings.TrimPrefix(p, pgSite), ExpectedStatus: 200, ExpectedContent: []string{"<urlset"},
			AfterTestFunc: func(t testing.TB, _ *tests.TestApp, res *http.Response) {
				d := readSitemap(t, readBody(t, res))
				if len(d.URLs) == 0 || len(d.URLs) > 3 {
					t.Errorf("%s lists %d URLs", p, len(d.URLs))
				}
				if res.Header.Get("X-Frame-Options") != "DENY" {
					t.Errorf("%s: X-Frame-Options %q", p, res.Header.Get("X-Frame-Options"))
				}
				for _, u := range d.URLs {
					locs = append(locs, u.Loc)
				}
			}}).Test(t)
	}
	slices.Sort(locs)
	if want := fx.publicPages(); !slices.Equal(locs, want) {
		t.Errorf("the pages list %q\nwant %q", locs, want)
	}
	fx.scenario(tests.ApiScenario{Name: "past the last page", URL: "/sitemap/3.xml", ExpectedStatus: 404,
		ExpectedContent: []string{"Not found"}, NotExpectedContent: []string{"<url"}}).Test(t)
	// Not a page number: a path naming a file the build lacks, a plain 404
	// (the app's fallback answers only paths without an extension).
	for _, url := range []string{"/sitemap/0.xml", "/sitemap/01.xml", "/sitemap-1.xml"} {
		fx.scenario(tests.ApiScenario{Name: url, URL: url, ExpectedStatus: 404, ExpectedContent: []string{"Not found"},
			NotExpectedContent: []string{"<url", `<div id="root">`}}).Test(t)
	}
}

func TestRobots(t *testing.T) {
	t.Parallel()
	fx := newPagesFixture(t, 50_000)
	fx.scenario(tests.ApiScenario{Name: "robots.txt", URL: "/robots.txt", ExpectedStatus: 200,
		ExpectedContent: []string{"User-agent: *\n", "Allow: /api/feeds/\n", "Allow: /api/oembed\n", "Disallow: /api/\n",
			"Disallow: /app\n", "Disallow: /user\n", "Disallow: /admin\n", "Disallow: /_/\n",
			"Sitemap: " + pgSite + "/sitemap.xml\n"},
		NotExpectedContent: []string{"Disallow: /m/", "Disallow: /c/", "Disallow: /api/feeds"},
		AfterTestFunc: func(t testing.TB, _ *tests.TestApp, res *http.Response) {
			if ct := res.Header.Get("Content-Type"); ct != "text/plain; charset=utf-8" {
				t.Errorf("Content-Type %q", ct)
			}
		}}).Test(t)
}

// TestSitemapScenarios is sitemap.go's table: the sitemap lists the public
// item and its creator, never a hidden item or a suspended creator, for
// anyone (it is not personal). Reads fire no event.
func TestSitemapScenarios(t *testing.T) {
	t.Parallel()
	fx := newReaderFixture(t)
	every := map[readerRole]readerWant{}
	for _, r := range readerRoles {
		every[r] = readerWant{status: 200, content: []string{"/m/" + rdOwnerCast, "/c/" + fx.ids[rdOwner]},
			not: []string{rdOwnerDraft, rdSuspCast, fx.ids[rdSuspended], fx.ids[rdListener]}}
	}
	table := fx.byRole("sitemap", "GET", "/sitemap.xml", every)
	table = append(table, fx.byRole("page past the last", "GET", "/sitemap-99.xml",
		map[readerRole]readerWant{rdGuest: {status: 404, content: []string{"Not found"}}})...)
	fx.run(t, table)
}
