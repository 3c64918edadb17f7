package routes_test

import (
	"encoding/json"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"selah/routes"
	"selah/testutil"
)

// oembedURL is the oEmbed request for a page URL.
func oembedURL(page string, extra string) string {
	return "/api/oembed?url=" + url.QueryEscape(page) + extra
}

// notFoundPage checks a 404 page: status, the built page with a "not
// found" title and noindex, nothing of the item.
func notFoundPage() func(testing.TB, *tests.TestApp, *http.Response) {
	return func(t testing.TB, _ *tests.TestApp, res *http.Response) {
		c := crawl(t, readBody(t, res))
		if len(c.titles) != 1 || !strings.HasPrefix(c.titles[0], "Not found") || c.meta("robots") != "noindex" ||
			c.meta("og:title") != "" || len(c.ld) != 0 {
			t.Errorf("404 head: titles %q, robots %q, og:title %q, JSON-LD %q", c.titles, c.meta("robots"), c.meta("og:title"), c.ld)
		}
		if res.Header.Get("Cache-Control") != "no-cache" {
			t.Errorf("Cache-Control %q", res.Header.Get("Cache-Control"))
		}
	}
}

// TestNotPublicIsNotFoundEverywhere: pending, rejected and suspended
// items, a suspended creator's item, a creator with nothing approved and
// unknown ids are 404 on every page, embed and oEmbed, whoever asks, and
// absent from the sitemap.
func TestNotPublicIsNotFoundEverywhere(t *testing.T) {
	t.Parallel()
	fx := newPagesFixture(t, 50_000)
	secrets := []string{pgSecretPending, pgSecretRejected, pgSecretSuspended, pgSecretOut, pgSecretQuiet, pgSecretTrack}
	owner := testutil.Token(t, fx.creator)
	admin := testutil.Token(t, fx.admin)
	hidden := []struct{ name, media, episode string }{
		{"pending", pgPending, pgPendingEp},
		{"rejected", pgRejected, pgRejectedEp},
		{"suspended", pgSuspended, pgSuspendedEp},
		{"a suspended creator's", pgOutAlbum, pgOutAlbumEp},
		{"a creator's only, pending", pgQuietPending, pgQuietEp},
		{"unknown", "nosuchmedia0001", "nosuchepisode01"},
	}
	var scenarios []tests.ApiScenario
	for _, h := range hidden {
		for as, who := range map[string]map[string]string{"a guest": nil, "its creator": {"Authorization": owner}, "an admin": {"Authorization": admin}} {
			h := h
			h.name += " item, as " + as
			scenarios = append(scenarios,
				tests.ApiScenario{Name: "page of " + h.name, URL: "/m/" + h.media, Headers: who,
					ExpectedStatus: 404, ExpectedContent: []string{`<div id="root">`}, NotExpectedContent: secrets,
					AfterTestFunc: notFoundPage()},
				tests.ApiScenario{Name: "embed of " + h.name, URL: "/embed/media/" + h.media, Headers: who,
					ExpectedStatus: 404, ExpectedContent: []string{`<div id="embed">`}, NotExpectedContent: secrets,
					AfterTestFunc: notFoundPage()},
				tests.ApiScenario{Name: "episode embed of " + h.name, URL: "/embed/episodes/" + h.episode, Headers: who,
					ExpectedStatus: 404, ExpectedContent: []string{`<div id="embed">`}, NotExpectedContent: secrets,
					AfterTestFunc: notFoundPage()},
				tests.ApiScenario{Name: "oEmbed of " + h.name, URL: oembedURL(pgSite+"/m/"+h.media, ""), Headers: who,
					ExpectedStatus: 404, ExpectedContent: []string{`"status":404`}, NotExpectedContent: secrets},
			)
		}
	}
	// The approved album's pending track.
	scenarios = append(scenarios,
		tests.ApiScenario{Name: "embed of a pending track", URL: "/embed/episodes/" + pgTrackHidden,
			ExpectedStatus: 404, ExpectedContent: []string{`<div id="embed">`}, NotExpectedContent: secrets},
		tests.ApiScenario{Name: "page of a pending track", URL: "/m/" + pgAlbum + "?episode=" + pgTrackHidden,
			ExpectedStatus: 200, ExpectedContent: []string{"Morning Songs"}, NotExpectedContent: secrets},
	)
	// Creators: the suspended one, the one with nothing approved, unknown.
	for name, id := range map[string]string{"suspended": fx.out.Id, "nothing approved": fx.quiet.Id, "unknown": "nosuchuser00001"} {
		scenarios = append(scenarios, tests.ApiScenario{Name: "creator page, " + name, URL: "/c/" + id,
			ExpectedStatus: 404, ExpectedContent: []string{`<div id="root">`}, NotExpectedContent: append(secrets, "Out Creator", "Quiet Creator"),
			AfterTestFunc: notFoundPage()})
	}
	scenarios = append(scenarios, tests.ApiScenario{Name: "the sitemap lists none of them", URL: "/sitemap.xml",
		ExpectedStatus:     200,
		ExpectedContent:    []string{pgSite + "/m/" + pgAlbum + "</loc>", pgSite + "/c/" + fx.creator.Id + "</loc>"},
		NotExpectedContent: []string{pgPending, pgRejected, pgSuspended, pgOutAlbum, pgQuietPending, fx.out.Id, fx.quiet.Id}})
	for _, sc := range scenarios {
		fx.scenario(sc).Test(t)
	}
}

func TestCreatorPage(t *testing.T) {
	t.Parallel()
	fx := newPagesFixture(t, 50_000)
	fx.scenario(tests.ApiScenario{
		Name: "a creator with public items", URL: "/c/" + fx.creator.Id, ExpectedStatus: 200,
		ExpectedContent:    []string{`<div id="root">`},
		NotExpectedContent: []string{pgSecretPending, "choir@example.com"},
		AfterTestFunc: func(t testing.TB, _ *tests.TestApp, res *http.Response) {
			c := crawl(t, readBody(t, res))
			canonical := pgSite + "/c/" + fx.creator.Id
			if len(c.titles) != 1 || c.titles[0] != "Grace Choir | Selah" || c.meta("description") != "We sing <loudly> & gladly." ||
				c.link("canonical", "")["href"] != canonical || c.meta("og:url") != canonical || c.meta("og:type") != "profile" ||
				c.meta("og:image") != pgSite+"/share-image.png" {
				t.Errorf("head: titles %q, metas %v, links %v", c.titles, c.metas, c.links)
			}
			var feeds []string
			for _, l := range c.links {
				if l["type"] == "application/rss+xml" {
					feeds = append(feeds, strings.TrimPrefix(l["href"], pgSite))
				}
			}
			want := []string{"/api/feeds/podcasts/" + pgPodcast + ".xml", "/api/feeds/creators/" + fx.creator.Id + "/sermons.xml",
				"/api/feeds/series/" + fx.creator.Id + "/the-gospel-of-john.xml"}
			if strings.Join(feeds, " ") != strings.Join(want, " ") {
				t.Errorf("feeds %q, want %q", feeds, want)
			}
			if len(c.ld) != 1 || !strings.Contains(c.ld[0], `"@type":"ProfilePage"`) || !strings.Contains(c.ld[0], `"@type":"Person"`) {
				t.Errorf("JSON-LD %q", c.ld)
			}
		},
	}).Test(t)
}

// TestHostileTitleIsEscapedEverywhere: a title made to break out of HTML
// and of the JSON-LD script stays text on the page, in the embed, in the
// oEmbed answer and in the sitemap.
func TestHostileTitleIsEscapedEverywhere(t *testing.T) {
	t.Parallel()
	fx := newPagesFixture(t, 50_000)
	raw := []string{"<script>alert(1)</script>", `content="Grace "&"`}
	checkPage := func(t testing.TB, _ *tests.TestApp, res *http.Response) {
		c := crawl(t, readBody(t, res))
		if len(c.titles) != 1 || !strings.HasPrefix(c.titles[0], pgHostileTitle) ||
			c.meta("og:title") != pgHostileTitle || c.meta("description") != pgHostileTitle {
			t.Errorf("titles %q, og:title %q, description %q", c.titles, c.meta("og:title"), c.meta("description"))
		}
		if len(c.ld) != 1 || !strings.Contains(c.ld[0], `\u003c/script\u003e`) {
			t.Errorf("JSON-LD %q", c.ld)
		}
	}
	for _, sc := range []tests.ApiScenario{
		{Name: "page", URL: "/m/" + pgHostile, ExpectedStatus: 200, ExpectedContent: []string{`<div id="root">`},
			NotExpectedContent: raw, AfterTestFunc: checkPage},
		{Name: "track page", URL: "/m/" + pgHostile + "?episode=" + pgHostileEp, ExpectedStatus: 200,
			ExpectedContent: []string{`<div id="root">`}, NotExpectedContent: raw},
		{Name: "embed", URL: "/embed/media/" + pgHostile, ExpectedStatus: 200, ExpectedContent: []string{`<div id="embed">`},
			NotExpectedContent: raw, AfterTestFunc: checkPage},
		{Name: "oEmbed", URL: oembedURL(pgSite+"/m/"+pgHostile, ""), ExpectedStatus: 200,
			ExpectedContent: []string{`"type":"rich"`}, NotExpectedContent: []string{"<script>alert(1)</script>"},
			AfterTestFunc: func(t testing.TB, _ *tests.TestApp, res *http.Response) {
				var o struct{ Title, HTML string }
				must(t, json.Unmarshal([]byte(readBody(t, res)), &o))
				frame := iframeAttrs(t, o.HTML)
				if o.Title != pgHostileTitle || frame["title"] != pgHostileTitle+" on Selah" || strings.Contains(o.HTML, "<script") {
					t.Errorf("title %q, html %q", o.Title, o.HTML)
				}
			}},
	} {
		fx.scenario(sc).Test(t)
	}
}

func TestEmbedPages(t *testing.T) {
	t.Parallel()
	fx := newPagesFixture(t, 50_000)
	checkEmbed := func(canonical string) func(testing.TB, *tests.TestApp, *http.Response) {
		return func(t testing.TB, _ *tests.TestApp, res *http.Response) {
			c := crawl(t, readBody(t, res))
			if len(c.titles) != 1 || c.titles[0] == "Selah player" || len(c.metas["robots"]) != 1 || c.meta("robots") != "noindex" ||
				c.link("canonical", "")["href"] != canonical || len(c.ld) != 1 {
				t.Errorf("embed head: titles %q, robots %q, links %v", c.titles, c.metas["robots"], c.links)
			}
		}
	}
	for _, sc := range []tests.ApiScenario{
		{Name: "an album's embed", URL: "/embed/media/" + pgAlbum + "?theme=dark&t=30", ExpectedStatus: 200,
			ExpectedContent: []string{`<div id="embed">`, `src="/assets/embed-fixture.js"`},
			AfterTestFunc:   checkEmbed(pgSite + "/m/" + pgAlbum)},
		{Name: "a track's embed", URL: "/embed/episodes/" + pgTrack1, ExpectedStatus: 200,
			ExpectedContent: []string{`<div id="embed">`, "Sunrise"},
			AfterTestFunc:   checkEmbed(pgSite + "/m/" + pgAlbum + "?episode=" + pgTrack1)},
	} {
		fx.scenario(sc).Test(t)
	}

	// Without a built embed.html the embeds answer 503 (and say why in the
	// log); the other pages are unaffected.
	empty := t.TempDir()
	index, err := os.ReadFile(filepath.Join(fx.dir, "index.html"))
	must(t, err)
	must(t, os.WriteFile(filepath.Join(empty, "index.html"), index, 0o644))
	app := testutil.NewApp(t)
	t.Cleanup(app.Cleanup)
	routes.RegisterStatic(app, &empty)
	settings := app.Settings()
	settings.Meta.AppURL = pgSite
	must(t, app.Save(settings))
	for _, sc := range []tests.ApiScenario{
		{Name: "no embed.html: 503", URL: "/embed/media/anything000001", ExpectedStatus: 503,
			ExpectedContent: []string{"not available right now"}},
		{Name: "no embed.html: pages still served", URL: "/m/anything000001", ExpectedStatus: 404,
			ExpectedContent: []string{`<div id="root">`}},
	} {
		sc.Method = http.MethodGet
		sc.TestAppFactory = func(testing.TB) *tests.TestApp { return app }
		sc.DisableTestAppCleanup = true
		sc.Test(t)
	}
}

// TestOnlyEmbedsMayBeFramed walks pages of every kind: the embeds are
// framable by any site, every other page by none.
func TestOnlyEmbedsMayBeFramed(t *testing.T) {
	t.Parallel()
	fx := newPagesFixture(t, 50_000)
	mux := fx.mux(t)
	for _, path := range []string{"/", "/app", "/login", "/user/songs", "/m/" + pgAlbum, "/m/" + pgPending, "/m/" + pgAlbum + "?episode=" + pgTrack1,
		"/c/" + fx.creator.Id, "/c/" + fx.quiet.Id, "/sitemap.xml", "/robots.txt", "/unsubscribe?token=x", "/embed.html",
		"/embed/", "/embed/media/", "/embed/other/" + pgAlbum} {
		res := getPage(mux, path, nil)
		csp := res.Header().Get("Content-Security-Policy")
		if res.Header().Get("X-Frame-Options") != "DENY" || !strings.Contains(csp, "frame-ancestors 'none'") {
			t.Errorf("%s (%d): X-Frame-Options %q, CSP %q", path, res.Code, res.Header().Get("X-Frame-Options"), csp)
		}
	}
	for _, path := range []string{"/embed/media/" + pgAlbum, "/embed/episodes/" + pgTrack1, "/embed/media/" + pgPending,
		"/embed/episodes/" + pgPendingEp} {
		res := getPage(mux, path, nil)
		csp := res.Header().Get("Content-Security-Policy")
		if res.Header().Get("X-Frame-Options") != "" || !strings.HasSuffix(csp, "; frame-ancestors *") ||
			strings.Count(csp, "frame-ancestors") != 1 || !strings.Contains(csp, "script-src 'self';") {
			t.Errorf("%s (%d): X-Frame-Options %q, CSP %q", path, res.Code, res.Header().Get("X-Frame-Options"), csp)
		}
	}
}

// TestPublicPageScenarios is public_pages.go's table: an item's and a
// creator's page show what is public to anyone, whoever's token comes
// along; anything else is the same 404 page. Reads fire no event.
func TestPublicPageScenarios(t *testing.T) {
	t.Parallel()
	fx := newReaderFixture(t)
	var table []tests.ApiScenario
	table = append(table, fx.byRole("approved item's page", "GET", "/m/"+rdOwnerCast,
		sameForAll(readerWant{status: 200, content: []string{rdCastTitle, "og:title"}}))...)
	table = append(table, fx.byRole("pending item's page", "GET", "/m/"+rdOwnerDraft,
		sameForAll(readerWant{status: 404, not: []string{rdDraftTitle}, content: []string{"<"}}))...)
	table = append(table, fx.byRole("suspended creator's item page", "GET", "/m/"+rdSuspCast,
		sameForAll(readerWant{status: 404, not: []string{rdSuspTitle}, content: []string{"<"}}))...)
	table = append(table, fx.byRole("creator's page", "GET", "/c/"+fx.ids[rdOwner],
		sameForAll(readerWant{status: 200, content: []string{"Olu Owner"}, not: []string{rdDraftTitle}}))...)
	table = append(table, fx.byRole("suspended creator's page", "GET", "/c/"+fx.ids[rdSuspended],
		sameForAll(readerWant{status: 404, not: []string{"Out Creator"}, content: []string{"<"}}))...)
	fx.run(t, table)
}

// TestEmbedPageScenarios is embed_pages.go's table: the player of a public
// item or episode is anyone's; a hidden one is a 404.
func TestEmbedPageScenarios(t *testing.T) {
	t.Parallel()
	fx := newReaderFixture(t)
	var table []tests.ApiScenario
	table = append(table, fx.byRole("public item's player", "GET", "/embed/media/"+rdOwnerCast,
		sameForAll(readerWant{status: 200, content: []string{rdCastTitle}}))...)
	table = append(table, fx.byRole("public episode's player", "GET", "/embed/episodes/"+rdEpCast,
		sameForAll(readerWant{status: 200, content: []string{rdCastTitle}}))...)
	table = append(table, fx.byRole("pending item's player", "GET", "/embed/media/"+rdOwnerDraft,
		sameForAll(readerWant{status: 404, not: []string{rdDraftTitle}, content: []string{"<"}}))...)
	table = append(table, fx.byRole("suspended creator's episode", "GET", "/embed/episodes/"+rdEpSusp,
		sameForAll(readerWant{status: 404, not: []string{rdSuspTitle}, content: []string{"<"}}))...)
	fx.run(t, table)
}
