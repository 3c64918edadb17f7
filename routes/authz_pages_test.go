package routes_test

import (
	"path/filepath"
	"slices"
	"testing"

	"selah/routes"
)

// pageRows are the authorization rows of the routes RegisterStatic adds
// (the server-rendered pages, embeds, oEmbed, sitemap, robots.txt and the
// SPA): the same answer for every role, since pages read no token (a
// browser sends none when it opens a page), and a 404 for anything that
// is not public, even to its creator and staff. oEmbed is a public read
// of the API: a token of an account that may not sign in gets 403 there,
// as on /api/public (publicRead). The matrix fixture's app
// does not serve the built front end (testutil.NewApp registers
// routes.Register only), so TestAuthzPages sends these on that fixture
// with RegisterStatic added.
func pageRows() []authzRow {
	page := func(p string) string { return "http://example.com" + p }
	return []authzRow{
		{route: "GET /api/oembed", name: "my approved sermon", url: at(oembedURL(page("/m/"+azMeActive), "")), want: publicRead(200),
			see: map[role][]string{guest: {`"type":"rich"`, "Grace Abounds"}}},
		{route: "GET /api/oembed", name: "their pending album", url: at(oembedURL(page("/m/"+azOtherDraft), "")), want: publicRead(404)},
		{route: "GET /api/oembed", name: "the suspended creator's album", url: at(oembedURL(page("/m/"+azSuspAlbum), "")), want: publicRead(404)},
		{route: "GET /m/{mediaId}", name: "their approved podcast", url: at("/m/" + azOtherCast), want: everyone(200),
			see: map[role][]string{guest: {"Their Open Podcast", `"@type":"PodcastSeries"`}}},
		{route: "GET /m/{mediaId}", name: "my pending album", url: at("/m/" + azMePending), want: everyone(404)},
		{route: "GET /m/{mediaId}", name: "the suspended creator's album", url: at("/m/" + azSuspAlbum), want: everyone(404)},
		{route: "GET /c/{userId}", name: "me, with an approved sermon", url: at("/c/" + azMe), want: everyone(200),
			see: map[role][]string{guest: {"Me Creator", `"@type":"ProfilePage"`}}},
		{route: "GET /c/{userId}", name: "the suspended creator", url: at("/c/" + azSuspended), want: everyone(404)},
		{route: "GET /c/{userId}", name: "an account with no item", url: at("/c/" + azUnverified), want: everyone(404)},
		{route: "GET /embed/media/{mediaId}", name: "their approved podcast", url: at("/embed/media/" + azOtherCast), want: everyone(200)},
		{route: "GET /embed/media/{mediaId}", name: "their pending album", url: at("/embed/media/" + azOtherDraft), want: everyone(404)},
		{route: "GET /embed/episodes/{episodeId}", name: "my approved sermon's", url: at("/embed/episodes/" + azEpMeActive), want: everyone(200)},
		{route: "GET /embed/episodes/{episodeId}", name: "the suspended creator's", url: at("/embed/episodes/" + azEpSuspAlbum), want: everyone(404)},
		{route: "GET /sitemap.xml", want: everyone(200), see: map[role][]string{guest: {"/m/" + azOtherCast, "/c/" + azMe}}},
		{route: "GET /robots.txt", want: everyone(200), see: map[role][]string{guest: {"Sitemap: http://example.com/sitemap.xml"}}},
		{route: "GET /share-image.png", want: everyone(200)},
		{route: "GET /{path...}", name: "a client route (the SPA)", url: at("/app"), want: everyone(200)},
		{route: "GET /{path...}", name: "a sitemap page past the last", url: at("/sitemap/2.xml"), want: everyone(404)},
	}
}

// TestAuthzPages sends pageRows as every role on the matrix's fixture
// with the built front end served, checks the statuses and that no answer
// carries anything of a hidden item, and that every route RegisterStatic
// adds has a row.
func TestAuthzPages(t *testing.T) {
	t.Parallel()
	fx := newAuthzFixture(t)
	before := registeredRoutes(fx.router)
	dir, err := filepath.Abs(filepath.Join("testdata", "pages"))
	must(t, err)
	routes.RegisterStatic(fx.base, &dir)
	mux, r := serveAuthz(t, fx.base)

	rows := pageRows()
	declared := map[string]bool{}
	for _, row := range rows {
		declared[row.route] = true
	}
	added := map[string]bool{}
	for _, route := range registeredRoutes(r) {
		if !slices.Contains(before, route) {
			added[route] = true
			if !declared[route] {
				t.Errorf("RegisterStatic's route %q has no row in pageRows", route)
			}
		}
	}
	for route := range declared {
		if !added[route] {
			t.Errorf("pageRows has a row for %q, which RegisterStatic does not add", route)
		}
	}
	for _, row := range rows {
		for _, ro := range allRoles {
			checkAuthzAnswer(t, fx, row, ro, fx.send(mux, row, ro))
		}
	}
}
