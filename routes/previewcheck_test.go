package routes_test

import (
	"bytes"
	"encoding/json"
	"encoding/pem"
	"image"
	_ "image/jpeg"
	_ "image/png"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// previewcheckDir holds the Node script that reads a page with
// open-graph-scraper and asks its oEmbed with @extractus/oembed-extractor.
var previewcheckDir = filepath.Join("..", "bench", "previewcheck")

// previewRead is check.mjs's output.
type previewRead struct {
	Preview struct {
		OgTitle, OgAudio, OgAudioSecureURL, OgAudioType string
		OgImage                                         []struct {
			URL           string `json:"url"`
			Width, Height string
			Type          string `json:"type"`
		}
		TwitterCard   string
		TwitterPlayer []struct {
			URL, Stream   string
			Width, Height string
		}
		JSONLD []map[string]any `json:"jsonLD"`
	}
	OEmbed, Discovered oembedRead
}

type oembedRead struct {
	Type, Version, Title, HTML, Method string
	Width, Height                      int
	ThumbnailURL                       string `json:"thumbnail_url"`
	ThumbnailWidth                     int    `json:"thumbnail_width"`
	ThumbnailHeight                    int    `json:"thumbnail_height"`
}

// TestPreviewcheck serves a public page on a real HTTPS server and reads it
// as link previews and embedding sites do, with the npm packages
// open-graph-scraper and @extractus/oembed-extractor (pinned in
// bench/previewcheck): the preview finds og:audio, a token-free URL ending
// in the file's extension that answers 200 audio, and og:image, which
// answers an image; the oEmbed consumer, asking with maxwidth=300 and
// maxheight=200 (by a provider entry for our host, and by the page's
// discovery link), gets a player and a thumbnail that fit both, the
// thumbnail's file included. Like TestFeedcheck it runs only with
// SELAH_FEEDCHECK=1 (make test sets it), and there fails, never skips,
// when node or the packages are missing.
func TestPreviewcheck(t *testing.T) {
	if os.Getenv("SELAH_FEEDCHECK") != "1" {
		t.Skip("set SELAH_FEEDCHECK=1 (with node and `npm ci` in bench/previewcheck) to read the pages with open-graph-scraper and an oEmbed consumer")
	}
	t.Parallel()
	node, err := exec.LookPath("node")
	if err != nil {
		t.Fatal("SELAH_FEEDCHECK=1 but node is not on PATH")
	}
	for _, pkg := range []string{"open-graph-scraper", "@extractus/oembed-extractor"} {
		if _, err := os.Stat(filepath.Join(previewcheckDir, "node_modules", pkg)); err != nil {
			t.Fatalf("%s is not installed: run `npm ci` in %s", pkg, previewcheckDir)
		}
	}

	fx := newPagesFixture(t, 50_000)
	// A real cover: 2000 x 1400, written in place (saving the record would
	// send the approved item back to review).
	media := mustFind(t, fx.app, "media", pgPodcast)
	fsys, err := fx.app.NewFilesystem()
	must(t, err)
	must(t, fsys.Upload(sizedPNG(t, 2000, 1400), media.BaseFilesPath()+"/"+media.GetString("coverArt")))
	fsys.Close()

	// The libraries ask over HTTPS (the oEmbed consumer makes every
	// provider's endpoint https), trusting the test server's certificate.
	srv := httptest.NewTLSServer(fx.mux(t))
	t.Cleanup(srv.Close)
	settings := fx.app.Settings()
	settings.Meta.AppURL = srv.URL // the pages' absolute URLs name this server
	must(t, fx.app.Save(settings))
	caFile := filepath.Join(t.TempDir(), "ca.pem")
	must(t, os.WriteFile(caFile, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: srv.Certificate().Raw}), 0o600))

	page := srv.URL + "/m/" + pgPodcast + "?episode=" + pgPodEp2
	cmd := exec.Command(node, "check.mjs", page, srv.URL+"/api/oembed", "300", "200")
	cmd.Dir = previewcheckDir
	cmd.Env = append(os.Environ(), "NODE_EXTRA_CA_CERTS="+caFile)
	out, err := cmd.Output()
	if err != nil {
		var stderr []byte
		if ee, ok := err.(*exec.ExitError); ok {
			stderr = ee.Stderr
		}
		t.Fatalf("check.mjs failed: %v\n%s", err, stderr)
	}
	var read previewRead
	if err := json.Unmarshal(out, &read); err != nil {
		t.Fatalf("check.mjs printed %s: %v", out, err)
	}
	client := srv.Client()
	get := func(u string) (*http.Response, []byte) {
		t.Helper()
		res, err := client.Get(u)
		if err != nil {
			t.Fatalf("GET %s: %v", u, err)
		}
		defer res.Body.Close()
		body, err := io.ReadAll(res.Body)
		if err != nil {
			t.Fatalf("GET %s: %v", u, err)
		}
		return res, body
	}

	// The preview: og:audio, stable and token-free, that plays.
	p := read.Preview
	audio, err := url.Parse(p.OgAudio)
	if err != nil || p.OgAudio == "" || !strings.HasPrefix(p.OgAudio, srv.URL+"/api/feeds/episodes/"+pgPodEp2+"/") ||
		audio.RawQuery != "" || strings.Contains(p.OgAudio, "token") || filepath.Ext(audio.Path) != ".mp3" {
		t.Errorf("open-graph-scraper's ogAudio %q: want a token-free URL of the episode ending in .mp3", p.OgAudio)
	} else {
		res, body := get(p.OgAudio)
		if res.StatusCode != http.StatusOK || res.Header.Get("Content-Type") != "audio/mpeg" || len(body) == 0 {
			t.Errorf("GET ogAudio %s: %d %q, %d bytes", p.OgAudio, res.StatusCode, res.Header.Get("Content-Type"), len(body))
		}
	}
	if p.OgAudioType != "audio/mpeg" || p.TwitterCard != "player" || len(p.TwitterPlayer) != 1 ||
		p.TwitterPlayer[0].Stream != p.OgAudio || !strings.HasPrefix(p.TwitterPlayer[0].URL, srv.URL+"/embed/") {
		t.Errorf("ogAudioType %q, twitterCard %q, twitterPlayer %+v (ogAudio %q)", p.OgAudioType, p.TwitterCard, p.TwitterPlayer, p.OgAudio)
	}
	if len(p.OgImage) == 0 || !strings.HasPrefix(p.OgImage[0].URL, srv.URL+"/") {
		t.Errorf("open-graph-scraper's ogImage %+v: want our cover", p.OgImage)
	} else if res, body := get(p.OgImage[0].URL); res.StatusCode != http.StatusOK || !strings.HasPrefix(res.Header.Get("Content-Type"), "image/") || len(body) == 0 {
		t.Errorf("GET ogImage %s: %d %q", p.OgImage[0].URL, res.StatusCode, res.Header.Get("Content-Type"))
	}
	if len(p.JSONLD) == 0 {
		t.Error("open-graph-scraper read no JSON-LD")
	}

	// oEmbed, both ways a consumer finds the endpoint.
	for name, o := range map[string]oembedRead{"provider-api": read.OEmbed, "auto-discovery": read.Discovered} {
		if o.Method != name || o.Type != "rich" || o.Version != "1.0" {
			t.Errorf("%s: method %q, type %q, version %q", name, o.Method, o.Type, o.Version)
		}
		if o.Width < 1 || o.Width > 300 || o.Height < 1 || o.Height > 200 {
			t.Errorf("%s: a %dx%d player for maxwidth=300&maxheight=200", name, o.Width, o.Height)
		}
		if w, h := iframeSize(o.HTML); w != o.Width || h != o.Height {
			t.Errorf("%s: the iframe is %dx%d, the answer says %dx%d: %s", name, w, h, o.Width, o.Height, o.HTML)
		}
		if o.ThumbnailURL == "" || o.ThumbnailWidth < 1 || o.ThumbnailWidth > 300 || o.ThumbnailHeight < 1 || o.ThumbnailHeight > 200 {
			t.Errorf("%s: thumbnail %q of %dx%d for maxwidth=300&maxheight=200", name, o.ThumbnailURL, o.ThumbnailWidth, o.ThumbnailHeight)
			continue
		}
		res, body := get(o.ThumbnailURL)
		cfg, _, err := image.DecodeConfig(bytes.NewReader(body))
		if res.StatusCode != http.StatusOK || err != nil || cfg.Width != o.ThumbnailWidth || cfg.Height != o.ThumbnailHeight {
			t.Errorf("%s: GET %s: %d, a %dx%d image (%v); the answer says %dx%d", name, o.ThumbnailURL, res.StatusCode,
				cfg.Width, cfg.Height, err, o.ThumbnailWidth, o.ThumbnailHeight)
		}
	}
}

var iframeAttr = regexp.MustCompile(`\b(width|height)="(\d+)"`)

// iframeSize reads the width and height attributes of an oEmbed html's
// iframe (0 when absent).
func iframeSize(html string) (w, h int) {
	if !strings.HasPrefix(strings.TrimSpace(html), "<iframe") {
		return 0, 0
	}
	for _, m := range iframeAttr.FindAllStringSubmatch(html, -1) {
		n, _ := strconv.Atoi(m[2])
		if m[1] == "width" {
			w = n
		} else {
			h = n
		}
	}
	return w, h
}
