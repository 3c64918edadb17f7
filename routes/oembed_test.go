package routes_test

import (
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tests"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// iframeAttrs parses oEmbed's html: one <iframe>, its attributes.
func iframeAttrs(t testing.TB, frag string) map[string]string {
	t.Helper()
	nodes, err := html.ParseFragment(strings.NewReader(frag), &html.Node{Type: html.ElementNode, Data: "div", DataAtom: atom.Div})
	if err != nil || len(nodes) != 1 || nodes[0].Data != "iframe" {
		t.Fatalf("html %q: %v", frag, err)
	}
	out := map[string]string{}
	for _, a := range nodes[0].Attr {
		out[a.Key] = a.Val
	}
	return out
}

// oembedAnswer is the bare oEmbed object.
type oembedAnswer struct {
	Type, Version, Title, HTML string
	AuthorName                 string `json:"author_name"`
	AuthorURL                  string `json:"author_url"`
	ProviderName               string `json:"provider_name"`
	ProviderURL                string `json:"provider_url"`
	ThumbnailURL               string `json:"thumbnail_url"`
	ThumbnailWidth             int    `json:"thumbnail_width"`
	ThumbnailHeight            int    `json:"thumbnail_height"`
	Width, Height              int
	Success                    *bool
}

func TestOEmbed(t *testing.T) {
	t.Parallel()
	fx := newPagesFixture(t, 50_000)
	answer := func(check func(t testing.TB, o oembedAnswer, frame map[string]string)) func(testing.TB, *tests.TestApp, *http.Response) {
		return func(t testing.TB, _ *tests.TestApp, res *http.Response) {
			var o oembedAnswer
			must(t, json.Unmarshal([]byte(readBody(t, res)), &o))
			if o.Success != nil {
				t.Error("the oEmbed object is wrapped in the envelope")
			}
			if o.Type != "rich" || o.Version != "1.0" || o.ProviderName != "Selah" || o.ProviderURL != pgSite+"/" ||
				o.AuthorName != "Grace Choir" || o.AuthorURL != pgSite+"/c/"+fx.creator.Id {
				t.Errorf("%+v", o)
			}
			frame := iframeAttrs(t, o.HTML)
			if frame["loading"] != "lazy" || frame["allow"] != "autoplay; encrypted-media" || !strings.HasSuffix(frame["title"], " on Selah") ||
				frame["height"] != itoa(o.Height) {
				t.Errorf("iframe %v", frame)
			}
			check(t, o, frame)
		}
	}
	album := pgSite + "/m/" + pgAlbum
	for _, sc := range []tests.ApiScenario{
		{Name: "an album: the embed with its track list", URL: oembedURL(album, "&format=json"), ExpectedStatus: 200,
			ExpectedContent: []string{`"type":"rich"`},
			AfterTestFunc: answer(func(t testing.TB, o oembedAnswer, f map[string]string) {
				if f["src"] != pgSite+"/embed/media/"+pgAlbum || f["width"] != "100%" || o.Width != 480 || o.Height != 260 ||
					o.Title != "Morning Songs" || !strings.HasPrefix(o.ThumbnailURL, pgSite+"/api/files/") ||
					o.ThumbnailWidth != 600 || o.ThumbnailHeight != 600 {
					t.Errorf("%+v %v", o, f)
				}
			})},
		{Name: "maxwidth and maxheight", URL: oembedURL(album, "&maxwidth=320&maxheight=200"), ExpectedStatus: 200,
			ExpectedContent: []string{`"type":"rich"`},
			AfterTestFunc: answer(func(t testing.TB, o oembedAnswer, f map[string]string) {
				if o.Width != 320 || o.Height != 200 || f["width"] != "320" || f["height"] != "200" {
					t.Errorf("%+v %v", o, f)
				}
			})},
		{Name: "a maxheight above the natural height", URL: oembedURL(album, "&maxheight=900"), ExpectedStatus: 200,
			ExpectedContent: []string{`"height":260`}},
		{Name: "one episode, from a time, on the request's own host", URL: oembedURL("http://example.com/m/"+pgPodcast+"?episode="+pgPodEp1+"&t=90", ""),
			ExpectedStatus: 200, ExpectedContent: []string{`"type":"rich"`},
			AfterTestFunc: answer(func(t testing.TB, o oembedAnswer, f map[string]string) {
				if f["src"] != pgSite+"/embed/episodes/"+pgPodEp1+"?t=90" || o.Height != 180 || o.Title != "Day one – Daily Bread" {
					t.Errorf("%+v %v", o, f)
				}
			})},
		{Name: "format=xml", URL: oembedURL(album, "&format=xml"), ExpectedStatus: 501,
			ExpectedContent: []string{`"success":false`, `"status":501`}},
		{Name: "no url", URL: "/api/oembed?format=json", ExpectedStatus: 400, ExpectedContent: []string{`"success":false`, `"status":400`}},
		{Name: "a bad maxwidth", URL: oembedURL(album, "&maxwidth=wide"), ExpectedStatus: 400, ExpectedContent: []string{`maxwidth`}},
		{Name: "a zero maxheight", URL: oembedURL(album, "&maxheight=0"), ExpectedStatus: 400, ExpectedContent: []string{`maxheight`}},
		{Name: "a creator's page is not embeddable", URL: oembedURL(pgSite+"/c/"+fx.creator.Id, ""), ExpectedStatus: 404,
			ExpectedContent: []string{`"status":404`}},
		{Name: "another site's URL", URL: oembedURL("https://elsewhere.example/m/"+pgAlbum, ""), ExpectedStatus: 404,
			ExpectedContent: []string{`"status":404`}},
		{Name: "an embed's URL", URL: oembedURL(pgSite+"/embed/media/"+pgAlbum, ""), ExpectedStatus: 404,
			ExpectedContent: []string{`"status":404`}},
		{Name: "not a URL", URL: oembedURL("::not a url", ""), ExpectedStatus: 404, ExpectedContent: []string{`"status":404`}},
	} {
		fx.scenario(sc).Test(t)
	}
}

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}

// TestOEmbedScenarios is oembed.go's table: a public item's page URL gets
// its player; a hidden item, a foreign URL and bad input get API.md's
// errors; the caller's token changes nothing, but a suspended account's
// is refused (403) as on every public read. Reads fire no event.
func TestOEmbedScenarios(t *testing.T) {
	t.Parallel()
	fx := newReaderFixture(t)
	page := func(id string) string { return "/api/oembed?url=" + url.QueryEscape("http://example.com/m/"+id) }
	var table []tests.ApiScenario
	table = append(table, fx.byRole("public item", "GET", page(rdOwnerCast),
		allReaders(readerWant{status: 200, content: []string{`"type":"rich"`, rdCastTitle}}))...)
	table = append(table, fx.byRole("pending item", "GET", page(rdOwnerDraft), allReaders(notFound(rdDraftTitle)))...)
	table = append(table, fx.byRole("suspended creator's item", "GET", page(rdSuspCast), allReaders(notFound(rdSuspTitle)))...)
	table = append(table, fx.byRole("foreign page", "GET", "/api/oembed?url="+url.QueryEscape("https://elsewhere.example/m/"+rdOwnerCast),
		map[readerRole]readerWant{rdGuest: notFound()})...)
	table = append(table, fx.byRole("no url", "GET", "/api/oembed",
		map[readerRole]readerWant{rdGuest: {status: 400, content: []string{`"success":false`}}})...)
	table = append(table, fx.byRole("bad maxwidth", "GET", page(rdOwnerCast)+"&maxwidth=-3",
		map[readerRole]readerWant{rdGuest: {status: 400, content: []string{"maxwidth"}}})...)
	table = append(table, fx.byRole("xml asked", "GET", page(rdOwnerCast)+"&format=xml",
		map[readerRole]readerWant{rdGuest: {status: 501, content: []string{"format=json"}}})...)
	fx.run(t, table)
}
