package flowtest_test

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"selah/internal/importfeed"
	"selah/testutil"
)

// mp3 is a real MP3 (2 s, 32 kbit/s) from internal/audio's fixtures.
func mp3(t testing.TB) []byte {
	t.Helper()
	b, err := os.ReadFile("../../audio/testdata/cbr.mp3")
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func pngBytes(t testing.TB) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, 8, 8))
	for x := 0; x < 8; x++ {
		img.Set(x, x, color.RGBA{200, 30, 30, 255})
	}
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// episode is one item of a fixture feed. Its enclosure is served at
// /audio/{slug}.mp3 as kind says.
type episode struct {
	slug, title, guid, pubDate string
	number                     int
	kind                       string // "" audio; "redirect" (302 to the audio); "404"; "html" (a web page called audio/mpeg); "slow"; "none" (no enclosure)
	// (The slug's prefix decides what serve answers: "flaky" is a 503 the first time, "down" always.)
}

// host is "another host": a podcast's feed, its artwork and its episodes'
// audio on a local server.
type host struct {
	srv      *httptest.Server
	feed     string // the RSS served at /feed.xml
	mp3, png []byte
	// audioHits counts each enclosure's requests (by slug).
	mu        sync.Mutex
	audioHits map[string]int
	// onAudio, when set, is called with each enclosure request's slug
	// before it is answered.
	onAudio atomic.Value // func(slug string, r *http.Request)
}

func newHost(t *testing.T) *host {
	t.Helper()
	h := &host{mp3: mp3(t), png: pngBytes(t), audioHits: map[string]int{}}
	h.srv = httptest.NewServer(http.HandlerFunc(h.serve))
	t.Cleanup(h.srv.Close)
	return h
}

func (h *host) url(path string) string { return h.srv.URL + path }

func (h *host) hits(slug string) int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.audioHits[slug]
}

func (h *host) serve(w http.ResponseWriter, r *http.Request) {
	p := r.URL.Path
	switch {
	case p == "/feed.xml":
		w.Header().Set("Content-Type", "application/rss+xml")
		fmt.Fprint(w, h.feed)
	case p == "/page.html":
		w.Header().Set("Content-Type", "text/html")
		fmt.Fprint(w, "<!DOCTYPE html><html><head><title>My podcast</title></head><body><p>Listen on our site</p></body></html>")
	case p == "/atom.xml":
		fmt.Fprint(w, `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>A</title></feed>`)
	case p == "/cover.png":
		w.Header().Set("Content-Type", "image/png")
		w.Write(h.png)
	case p == "/real/audio.mp3":
		w.Header().Set("Content-Type", "audio/mpeg")
		w.Write(h.mp3)
	case strings.HasPrefix(p, "/audio/"):
		slug := strings.TrimSuffix(strings.TrimPrefix(p, "/audio/"), ".mp3")
		h.mu.Lock()
		h.audioHits[slug]++
		h.mu.Unlock()
		if f, ok := h.onAudio.Load().(func(string, *http.Request)); ok && f != nil {
			f(slug, r)
		}
		switch {
		case strings.HasPrefix(slug, "redirect"):
			http.Redirect(w, r, "/real/audio.mp3", http.StatusFound)
		case strings.HasPrefix(slug, "broken"):
			http.NotFound(w, r)
		case strings.HasPrefix(slug, "down"):
			http.Error(w, "busy", http.StatusServiceUnavailable)
		case strings.HasPrefix(slug, "flaky") && h.hits(slug) == 1:
			// The first request fails as a busy server's does; the next ones get the audio.
			http.Error(w, "busy", http.StatusServiceUnavailable)
		case strings.HasPrefix(slug, "html"):
			// A web page called audio: the bytes decide, not the type.
			w.Header().Set("Content-Type", "audio/mpeg")
			fmt.Fprint(w, "<!DOCTYPE html><html><body><h1>Episode moved</h1></body></html>")
		case strings.HasPrefix(slug, "slow"):
			w.Header().Set("Content-Type", "audio/mpeg")
			w.WriteHeader(http.StatusOK)
			w.(http.Flusher).Flush()
			<-r.Context().Done() // never finishes: the client's time limit ends it
		case strings.HasPrefix(slug, "big"):
			// No Content-Length: the limit is found while reading.
			w.Header().Set("Content-Type", "audio/mpeg")
			for i := 0; i < 40; i++ {
				w.Write(h.mp3)
				w.(http.Flusher).Flush()
			}
		default:
			w.Header().Set("Content-Type", "audio/mpeg")
			w.Write(h.mp3)
		}
	default:
		http.NotFound(w, r)
	}
}

// rss is a podcast's feed shaped like a real one: iTunes tags, CDATA
// descriptions, an atom:link, itunes:title before the RSS title, a
// media:title, an item whose notes are only in content:encoded.
func (h *host) rss(title string, eps []episode) string {
	var items strings.Builder
	for _, e := range eps {
		fmt.Fprintf(&items, `
    <item>
      <itunes:title>Short %s</itunes:title>
      <title>%s</title>
      <media:title>Media %s</media:title>
      <guid isPermaLink="false">%s</guid>
      <pubDate>%s</pubDate>`, e.slug, xmlText(e.title), e.slug, xmlText(e.guid), e.pubDate)
		if strings.HasPrefix(e.slug, "notes") {
			fmt.Fprintf(&items, `
      <content:encoded><![CDATA[<p>Notes of <b>%s</b> only here.</p>]]></content:encoded>`, xmlText(e.title))
		} else {
			fmt.Fprintf(&items, `
      <description><![CDATA[<p>In this episode: <a href="https://example.org/%s">%s</a> &amp; more.</p><p>Second&nbsp;paragraph.</p>]]></description>`, e.slug, xmlText(e.title))
		}
		if e.number > 0 {
			fmt.Fprintf(&items, `
      <itunes:episode>%d</itunes:episode>`, e.number)
		}
		if e.kind != "none" {
			fmt.Fprintf(&items, `
      <enclosure url="%s" length="%d" type="audio/mpeg"/>`, h.url("/audio/"+e.slug+".mp3"), len(h.mp3))
		}
		items.WriteString(`
      <itunes:duration>00:02</itunes:duration>
      <itunes:explicit>false</itunes:explicit>
    </item>`)
	}
	return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"
     xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom"
     xmlns:media="http://search.yahoo.com/mrss/">
  <channel>
    <atom:link href="` + h.url("/feed.xml") + `" rel="self" type="application/rss+xml"/>
    <title>` + xmlText(title) + `</title>
    <link>https://old-host.example/show</link>
    <description><![CDATA[<p>Morning devotions &amp; prayer, <em>every</em> weekday.</p>]]></description>
    <language>en-US</language>
    <itunes:author>Esther Importer</itunes:author>
    <itunes:owner><itunes:name>Esther Importer</itunes:name><itunes:email>esther@old-host.example</itunes:email></itunes:owner>
    <image><url>` + h.url("/not-this.png") + `</url><title>x</title><link>https://old-host.example</link></image>
    <itunes:image href="` + h.url("/cover.png") + `"/>
    <itunes:category text="Religion &amp; Spirituality"><itunes:category text="Christianity"/></itunes:category>
    <itunes:explicit>false</itunes:explicit>` + items.String() + `
  </channel>
</rss>
`
}

func xmlText(s string) string {
	r := strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;")
	return r.Replace(s)
}

// world is a test app with a creator, and a service of its own that may
// reach the local host (the flag's effect), not started: tests run it.
type world struct {
	app     *tests.TestApp
	creator *core.Record
	svc     *importfeed.Service
}

func newWorld(t *testing.T, tune func(*importfeed.Options)) *world {
	t.Helper()
	app := testutil.NewApp(t)
	t.Cleanup(app.Cleanup)
	opts := importfeed.DefaultOptions()
	opts.AllowPrivate = true
	if tune != nil {
		tune(&opts)
	}
	w := &world{app: app, svc: importfeed.New(app, opts)}
	w.creator = testutil.CreateUser(t, app, "creator@example.com", testutil.UserOpts{Name: "Esther Importer"})
	return w
}

// begin starts an import of feedURL as the creator.
func (w *world) begin(t *testing.T, feedURL string) string {
	t.Helper()
	id, err := w.svc.Begin(w.app, w.creator.Id, feedURL)
	if err != nil {
		t.Fatal(err)
	}
	return id
}

// drain runs the worker until nothing is left, as a started worker would.
func (w *world) drain(t *testing.T) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	w.svc.Drain(ctx)
}

func (w *world) progress(t *testing.T, id string) *importfeed.Progress {
	t.Helper()
	p, err := importfeed.Find(w.app, id)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// episodes are the podcast's episodes by position.
func (w *world) episodes(t *testing.T, mediaId string) []*core.Record {
	t.Helper()
	eps, err := w.app.FindRecordsByFilter("episodes", "media = {:m}", "position", 0, 0, dbx.Params{"m": mediaId})
	if err != nil {
		t.Fatal(err)
	}
	return eps
}

// waitFor polls cond until it holds or the deadline passes.
func waitFor(t *testing.T, what string, within time.Duration, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(within)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("%s: not within %s", what, within)
		}
		time.Sleep(10 * time.Millisecond)
	}
}
