package publicpage

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

func TestParsePageURL(t *testing.T) {
	hosts := []string{"selah.example", "localhost:8090"}
	for raw, want := range map[string]*PageRef{
		"https://selah.example/m/abc":                  {MediaId: "abc"},
		"http://SELAH.example/m/abc/":                  {MediaId: "abc"},
		"https://selah.example/m/abc?episode=ep1&t=90": {MediaId: "abc", EpisodeId: "ep1", T: 90},
		"https://selah.example/m/abc?t=-5":             {MediaId: "abc"},
		"http://localhost:8090/m/abc":                  {MediaId: "abc"},
		"https://selah.example/c/abc":                  nil, // creators are not embeddable
		"https://selah.example/embed/media/abc":        nil,
		"https://selah.example/m/":                     nil,
		"https://selah.example/m/abc/more":             nil,
		"https://selah.example/m/a%2Fb":                nil,
		"https://other.example/m/abc":                  nil,
		"https://selah.example.evil.example/m/abc":     nil,
		"https://user@selah.example/m/abc":             nil,
		"ftp://selah.example/m/abc":                    nil,
		"javascript:alert(1)//selah.example/m/abc":     nil,
		"/m/abc": nil,
		"":       nil,
	} {
		got, ok := ParsePageURL(raw, hosts)
		if want == nil {
			if ok {
				t.Errorf("%q: accepted as %+v", raw, got)
			}
			continue
		}
		if !ok || got != *want {
			t.Errorf("%q: %+v %v, want %+v", raw, got, ok, *want)
		}
	}
}

// iframeOf parses the oEmbed html and returns the iframe's attributes.
func iframeOf(t *testing.T, frag string) map[string]string {
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

func TestOEmbedSizes(t *testing.T) {
	for _, c := range []struct {
		name           string
		it             Item
		ref            PageRef
		maxW, maxH     int
		width, height  int
		widthAttr, src string
	}{
		{"an album: the list", album(), PageRef{MediaId: "album000000001"}, 0, 0, 480, 260, "100%", "https://selah.example/embed/media/album000000001"},
		{"a track", album(), PageRef{MediaId: "album000000001", EpisodeId: "track000000002", T: 90}, 0, 0, 480, 180, "100%",
			"https://selah.example/embed/episodes/track000000002?t=90"},
		{"a sermon", sermon(), PageRef{MediaId: "sermon00000001"}, 0, 0, 480, 180, "100%", "https://selah.example/embed/media/sermon00000001"},
		{"within maxwidth and maxheight", album(), PageRef{MediaId: "album000000001"}, 300, 200, 300, 200, "300",
			"https://selah.example/embed/media/album000000001"},
		{"a maxheight above the natural height", podcast(), PageRef{MediaId: "podcast0000001"}, 0, 1000, 480, 260, "100%",
			"https://selah.example/embed/media/podcast0000001"},
	} {
		o := OEmbedFor(site, c.it, c.ref, c.maxW, c.maxH)
		f := iframeOf(t, o.HTML)
		if o.Type != "rich" || o.Version != "1.0" || o.Width != c.width || o.Height != c.height ||
			f["width"] != c.widthAttr || f["height"] != itoa(c.height) || f["src"] != c.src ||
			f["loading"] != "lazy" || f["allow"] != "autoplay; encrypted-media" || f["title"] == "" {
			t.Errorf("%s: %+v\niframe %v", c.name, o, f)
		}
	}
	o := OEmbedFor(site, album(), PageRef{MediaId: "album000000001"}, 0, 0)
	if o.AuthorName != "Grace Choir" || o.AuthorURL != "https://selah.example/c/user0000000001" || o.ProviderName != "Selah" ||
		o.ProviderURL != "https://selah.example/" || o.Title != "Morning Songs" ||
		o.ThumbnailURL != "https://selah.example/api/files/pbc_selah_media/album000000001/cover.png?thumb=600x600" ||
		o.ThumbnailWidth != 600 || o.ThumbnailHeight != 600 {
		t.Errorf("%+v", o)
	}
	if o := OEmbedFor(site, podcast(), PageRef{MediaId: "podcast0000001"}, 0, 0); o.ThumbnailURL != "" || o.ThumbnailWidth != 0 {
		t.Errorf("no cover, yet a thumbnail: %+v", o)
	}
}

func TestOEmbedEscapesTheTitle(t *testing.T) {
	it := album()
	it.Title = hostile
	o := OEmbedFor(site, it, PageRef{MediaId: it.Id}, 0, 0)
	if f := iframeOf(t, o.HTML); f["title"] != hostile+" on Selah" || strings.Contains(o.HTML, "<script") {
		t.Errorf("html %q", o.HTML)
	}
}

// TestOEmbedThumbnailWithinMaximums: oEmbed 1.0 §2.3.4, the thumbnail
// respects maxwidth and maxheight; none when no size fits.
func TestOEmbedThumbnailWithinMaximums(t *testing.T) {
	for _, c := range []struct{ maxW, maxH, side int }{
		{0, 0, 600}, {300, 200, 200}, {300, 0, 300}, {0, 450, 400}, {1000, 1000, 600}, {170, 900, 150}, {99, 0, 0}, {0, 50, 0},
	} {
		o := OEmbedFor(site, album(), PageRef{MediaId: "album000000001"}, c.maxW, c.maxH)
		if c.side == 0 {
			if o.ThumbnailURL != "" || o.ThumbnailWidth != 0 || o.ThumbnailHeight != 0 {
				t.Errorf("max %dx%d: a thumbnail though none fits: %+v", c.maxW, c.maxH, o)
			}
			continue
		}
		want := "https://selah.example/api/files/pbc_selah_media/album000000001/cover.png?thumb=" + itoa(c.side) + "x" + itoa(c.side)
		if o.ThumbnailURL != want || o.ThumbnailWidth != c.side || o.ThumbnailHeight != c.side {
			t.Errorf("max %dx%d: thumbnail %q %dx%d, want %s", c.maxW, c.maxH, o.ThumbnailURL, o.ThumbnailWidth, o.ThumbnailHeight, want)
		}
	}
}
