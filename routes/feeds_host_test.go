package routes_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"selah/internal/feed"
	"selah/internal/publicurl"
)

// A fresh install has PocketBase's placeholder URL: its feeds must name the
// host they were fetched from (httptest requests go to example.com), the
// scheme from X-Forwarded-Proto only behind a trusted proxy, and keep the
// podcast:guid whatever the host.
func TestFeedURLsFromRequestHost(t *testing.T) {
	t.Parallel()
	unconfigured := func(t testing.TB, app *tests.TestApp) {
		app.Settings().Meta.AppURL = publicurl.Placeholder
	}
	guid := `<podcast:guid>` + feed.UUIDv5(feed.PodcastNamespace, "selah/podcasts/"+fdPodcast) + `</podcast:guid>`
	runFeedRows(t, []feedRow{
		{name: "unconfigured: the request's host", method: http.MethodGet, url: feedURL, status: 200, downloads: -1,
			alter: unconfigured,
			content: []string{
				`<atom:link href="http://example.com/api/feeds/podcasts/` + fdPodcast + `.xml"`,
				`<itunes:image href="http://example.com/api/files/`,
				`<enclosure url="http://example.com/api/feeds/episodes/`,
				guid,
			},
			not: []string{"localhost:8090", feedSite}},
		{name: "unconfigured, forwarded proto not trusted", method: http.MethodGet, url: feedURL, status: 200, downloads: -1,
			alter: func(t testing.TB, app *tests.TestApp) {
				unconfigured(t, app)
				app.Settings().TrustedProxy.Headers = nil // the fixture trusts one
			},
			headers: map[string]string{"X-Forwarded-Proto": "https"},
			content: []string{`<enclosure url="http://example.com/api/feeds/episodes/`},
			not:     []string{"https://example.com", "localhost:8090"}},
		{name: "unconfigured behind a trusted proxy", method: http.MethodGet, url: feedURL, status: 200, downloads: -1,
			alter:   unconfigured, // the fixture trusts X-Forwarded-For
			headers: map[string]string{"X-Forwarded-Proto": "https"},
			content: []string{`<enclosure url="https://example.com/api/feeds/episodes/`, guid},
			not:     []string{"http://example.com", "localhost:8090"}},
		{name: "a configured URL wins over the host", method: http.MethodGet, url: feedURL, status: 200, downloads: -1,
			content: []string{`<enclosure url="` + feedSite + `/api/feeds/episodes/`, guid},
			not:     []string{"example.com/api"}},
	})
}

// The code mail links to the host the sign-up was sent to while no public
// URL is configured (httptest requests go to example.com).
func TestCodeMailLinksToRequestHost(t *testing.T) {
	t.Parallel()
	s := newSession(t)
	s.app.Settings().Meta.AppURL = publicurl.Placeholder
	s.do(tests.ApiScenario{
		Name: "sign-up on an unconfigured server", Method: http.MethodPost, URL: "/api/users/create-new-account",
		Body:           strings.NewReader(`{"name":"Ann Lee","email":"ann@example.org","password":"password123"}`),
		Headers:        map[string]string{"Content-Type": "application/json"},
		ExpectedStatus: 201, ExpectedContent: []string{`"success":true`},
		AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
			text := app.TestMailer.LastMessage().Text
			if !strings.Contains(text, "http://example.com/otp") || strings.Contains(text, "localhost:8090") {
				t.Errorf("the code mail links elsewhere:\n%s", text)
			}
		},
	})
}
