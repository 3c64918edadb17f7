package routes_test

import (
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tests"
	"golang.org/x/net/html"
)

// crawled is what a crawler (a link preview, a search engine) reads of a
// page without running its scripts: the head's tags.
type crawled struct {
	titles []string
	metas  map[string][]string // by name or property
	links  []map[string]string // every <link>'s attributes
	ld     []string            // JSON-LD scripts' text
}

func (c crawled) meta(key string) string {
	if v := c.metas[key]; len(v) > 0 {
		return v[0]
	}
	return ""
}

// link is the first <link> with rel (and type, when given).
func (c crawled) link(rel, typ string) map[string]string {
	for _, l := range c.links {
		if l["rel"] == rel && (typ == "" || l["type"] == typ) {
			return l
		}
	}
	return nil
}

// crawl parses a page as an HTML parser does (golang.org/x/net/html).
func crawl(t testing.TB, page string) crawled {
	t.Helper()
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	c := crawled{metas: map[string][]string{}}
	var walkNode func(n *html.Node, inHead bool)
	walkNode = func(n *html.Node, inHead bool) {
		if n.Type == html.ElementNode {
			attrs := map[string]string{}
			for _, a := range n.Attr {
				attrs[a.Key] = a.Val
			}
			switch n.Data {
			case "head":
				inHead = true
			case "title":
				c.titles = append(c.titles, nodeText(n))
			case "meta":
				key := attrs["property"] + attrs["name"]
				c.metas[key] = append(c.metas[key], attrs["content"])
			case "link":
				c.links = append(c.links, attrs)
			case "script":
				if attrs["type"] == "application/ld+json" {
					if !inHead {
						t.Errorf("JSON-LD outside the head")
					}
					c.ld = append(c.ld, nodeText(n))
				}
			}
		}
		for ch := n.FirstChild; ch != nil; ch = ch.NextSibling {
			walkNode(ch, inHead)
		}
	}
	walkNode(doc, false)
	return c
}

func readBody(t testing.TB, res *http.Response) string {
	t.Helper()
	b, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func nodeText(n *html.Node) string {
	var b strings.Builder
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.TextNode {
			b.WriteString(c.Data)
		}
	}
	return b.String()
}

// checkHead checks every tag API.md asks of an item's page, and that the
// absolute URLs it names (the audio, the oEmbed, the embed) answer.
func checkHead(t testing.TB, mux http.Handler, c crawled, wantType, wantCanonical string, wantAudio bool) map[string]any {
	t.Helper()
	abs := func(what, u string) {
		if !strings.HasPrefix(u, pgSite+"/") {
			t.Errorf("%s %q is not absolute on %s", what, u, pgSite)
		}
	}
	if len(c.titles) != 1 || c.titles[0] == "" || c.titles[0] == "Selah" {
		t.Errorf("titles %q", c.titles)
	}
	if len(c.metas["description"]) != 1 || c.meta("description") == "" {
		t.Errorf("descriptions %q", c.metas["description"])
	}
	canonical := c.link("canonical", "")
	if canonical == nil || canonical["href"] != wantCanonical {
		t.Errorf("canonical %v, want %s", canonical, wantCanonical)
	}
	for _, k := range []string{"og:title", "og:description", "og:image", "og:url", "og:type", "twitter:card", "twitter:player",
		"twitter:player:width", "twitter:player:height"} {
		if c.meta(k) == "" {
			t.Errorf("no %s", k)
		}
	}
	abs("og:image", c.meta("og:image"))
	abs("og:url", c.meta("og:url"))
	abs("twitter:player", c.meta("twitter:player"))
	if c.meta("og:url") != wantCanonical || c.meta("twitter:card") != "player" ||
		!strings.HasPrefix(c.meta("twitter:player"), pgSite+"/embed/") {
		t.Errorf("og:url %q, twitter:card %q, twitter:player %q", c.meta("og:url"), c.meta("twitter:card"), c.meta("twitter:player"))
	}
	for _, u := range []string{c.meta("og:image"), c.meta("twitter:player")} {
		if res := getPage(mux, strings.TrimPrefix(u, pgSite), nil); res.Code != http.StatusOK {
			t.Errorf("GET %s: %d", u, res.Code)
		}
	}
	if audio := c.meta("og:audio"); wantAudio {
		abs("og:audio", audio)
		// The audio plays with no account (a preview's player has none).
		if res := getPage(mux, strings.TrimPrefix(audio, pgSite), map[string]string{"Range": "bytes=0-99"}); res.Code != http.StatusPartialContent {
			t.Errorf("GET og:audio %s: %d", audio, res.Code)
		}
		if c.meta("og:audio:type") != "audio/mpeg" {
			t.Errorf("og:audio:type %q", c.meta("og:audio:type"))
		}
	} else if audio != "" {
		t.Errorf("og:audio %q on a page of many", audio)
	}
	oembed := c.link("alternate", "application/json+oembed")
	if oembed == nil {
		t.Fatal("no oEmbed discovery link")
	}
	abs("oEmbed", oembed["href"])
	res := getPage(mux, strings.TrimPrefix(oembed["href"], pgSite), nil)
	if res.Code != http.StatusOK || !strings.Contains(res.Body.String(), `"type":"rich"`) {
		t.Errorf("GET %s: %d %s", oembed["href"], res.Code, res.Body.String())
	}
	if len(c.ld) != 1 {
		t.Fatalf("%d JSON-LD scripts", len(c.ld))
	}
	var ld map[string]any
	if err := json.Unmarshal([]byte(c.ld[0]), &ld); err != nil {
		t.Fatalf("the JSON-LD does not parse: %v\n%s", err, c.ld[0])
	}
	if ld["@context"] != "https://schema.org" || ld["@type"] != wantType {
		t.Errorf("JSON-LD @type %v, want %s: %s", ld["@type"], wantType, c.ld[0])
	}
	return ld
}

// TestPublicPageAsACrawlerSeesIt fetches item pages as a crawler would
// (plain HTTP, no script) and checks every head tag.
func TestPublicPageAsACrawlerSeesIt(t *testing.T) {
	t.Parallel()
	fx := newPagesFixture(t, 50_000)
	mux := fx.mux(t)
	for _, c := range []struct {
		name, url, ldType, canonical string
		audio                        bool
		check                        func(t testing.TB, c crawled, ld map[string]any)
	}{
		{"an album", "/m/" + pgAlbum, "MusicAlbum", pgSite + "/m/" + pgAlbum, false, func(t testing.TB, c crawled, ld map[string]any) {
			if c.meta("og:type") != "music.album" || !strings.HasPrefix(c.meta("og:image"), pgSite+"/api/files/") {
				t.Errorf("og:type %q, og:image %q", c.meta("og:type"), c.meta("og:image"))
			}
			// Only the approved tracks are listed.
			if tracks, _ := ld["track"].([]any); len(tracks) != 2 {
				t.Errorf("tracks %v", ld["track"])
			}
		}},
		{"a track (?episode=)", "/m/" + pgAlbum + "?episode=" + pgTrack2 + "&t=90", "MusicRecording",
			pgSite + "/m/" + pgAlbum + "?episode=" + pgTrack2, true, func(t testing.TB, c crawled, _ map[string]any) {
				if c.meta("og:type") != "music.song" || c.meta("twitter:player") != pgSite+"/embed/episodes/"+pgTrack2 {
					t.Errorf("og:type %q, twitter:player %q", c.meta("og:type"), c.meta("twitter:player"))
				}
			}},
		{"a podcast", "/m/" + pgPodcast, "PodcastSeries", pgSite + "/m/" + pgPodcast, false, func(t testing.TB, c crawled, _ map[string]any) {
			if l := c.link("alternate", "application/rss+xml"); l == nil || l["href"] != pgSite+"/api/feeds/podcasts/"+pgPodcast+".xml" {
				t.Errorf("feed link %v", l)
			}
		}},
		{"a podcast's episode", "/m/" + pgPodcast + "?episode=" + pgPodEp2, "PodcastEpisode",
			pgSite + "/m/" + pgPodcast + "?episode=" + pgPodEp2, true, nil},
		{"a sermon with a passage", "/m/" + pgSermon, "CreativeWork", pgSite + "/m/" + pgSermon, true,
			func(t testing.TB, _ crawled, ld map[string]any) {
				if cite, _ := ld["citation"].([]any); len(cite) != 1 || cite[0] != "John 3:16-18" {
					t.Errorf("citation %v", ld["citation"])
				}
			}},
		{"a sermon without", "/m/" + pgPlain, "PodcastEpisode", pgSite + "/m/" + pgPlain, true, nil},
		{"a pending track's id is the album's page", "/m/" + pgAlbum + "?episode=" + pgTrackHidden, "MusicAlbum",
			pgSite + "/m/" + pgAlbum, false, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			fx.scenario(tests.ApiScenario{
				Name: c.name, URL: c.url, ExpectedStatus: http.StatusOK,
				ExpectedContent:    []string{`<div id="root"></div>`, `src="/assets/index-fixture.js"`},
				NotExpectedContent: []string{"<title>Selah</title>", pgSecretTrack},
				AfterTestFunc: func(t testing.TB, _ *tests.TestApp, res *http.Response) {
					if ct := res.Header.Get("Content-Type"); ct != "text/html; charset=utf-8" {
						t.Errorf("Content-Type %q", ct)
					}
					page := readBody(t, res)
					cr := crawl(t, page)
					ld := checkHead(t, mux, cr, c.ldType, c.canonical, c.audio)
					if c.check != nil {
						c.check(t, cr, ld)
					}
				},
			}).Test(t)
		})
	}
}
