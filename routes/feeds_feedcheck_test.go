package routes_test

import (
	"bytes"
	"encoding/json"
	"image"
	"image/color"
	"image/png"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tests"
	"github.com/pocketbase/pocketbase/tools/filesystem"

	"selah/internal/feed"
)

// feedcheckDir holds the Node script that reads a feed with rss-parser and
// podcast-partytime.
var feedcheckDir = filepath.Join("..", "bench", "feedcheck")

// TestFeedcheck reads each kind of served feed (a podcast's, a creator's
// sermons, a sermon series) with the npm packages rss-parser and
// podcast-partytime, as podcast tools and Podcast Index do, and compares
// what each understood with what the server meant. It needs Node and `npm
// ci` in bench/feedcheck, so it runs only with SELAH_FEEDCHECK=1 (make test
// sets it); there it fails, never skips, when either is missing.
func TestFeedcheck(t *testing.T) {
	if os.Getenv("SELAH_FEEDCHECK") != "1" {
		t.Skip("set SELAH_FEEDCHECK=1 (with node and `npm ci` in bench/feedcheck) to read the feeds with rss-parser and podcast-partytime")
	}
	t.Parallel()
	node, err := exec.LookPath("node")
	if err != nil {
		t.Fatal("SELAH_FEEDCHECK=1 but node is not on PATH")
	}
	for _, pkg := range []string{"rss-parser", "podcast-partytime"} {
		if _, err := os.Stat(filepath.Join(feedcheckDir, "node_modules", pkg)); err != nil {
			t.Fatalf("%s is not installed: run `npm ci` in %s", pkg, feedcheckDir)
		}
	}
	runFeedRows(t, []feedRow{
		{name: "a podcast, read by both parsers", method: http.MethodGet, url: feedURL, status: 200, downloads: -1,
			content: []string{"<rss"}, after: readByParsers(node, podcastExpect())},
		{name: "a creator's sermons, read by both parsers", method: http.MethodGet, url: sermonsFeedURL(fdHost), sermons: true,
			status: 200, downloads: -1, content: []string{"<rss"}, after: readByParsers(node, sermonsExpect())},
		{name: "a sermon series, read by both parsers", method: http.MethodGet, url: seriesFeedURL(fdHost, slugLove),
			sermons: true, status: 200, downloads: -1, content: []string{"<rss"}, after: readByParsers(node, seriesExpect())},
		// Covers of 2000 x 1400 pixels, which Apple refuses (not square): every
		// kind of feed names a 1400 px square thumbnail of them instead.
		// A transcript and chapters on every episode: podcast:transcript and
		// podcast:chapters, as Podcast Index's parser reads them.
		{name: "a podcast with transcripts and chapters", method: http.MethodGet, url: feedURL, status: 200, downloads: -1,
			content: []string{"<rss"}, alter: transcriptsAndChapters, after: readByParsers(node, withTranscriptsAndChapters(podcastExpect()))},
		{name: "a podcast with a large cover", method: http.MethodGet, url: feedURL, status: 200, downloads: -1,
			content: []string{"<rss"}, alter: largeCovers, after: readByParsers(node, withArtworkThumb(podcastExpect()))},
		{name: "a creator's sermons with large covers", method: http.MethodGet, url: sermonsFeedURL(fdHost), sermons: true,
			status: 200, downloads: -1, content: []string{"<rss"}, alter: largeCovers, after: readByParsers(node, withArtworkThumb(sermonsExpect()))},
		{name: "a sermon series with large covers", method: http.MethodGet, url: seriesFeedURL(fdHost, slugLove),
			sermons: true, status: 200, downloads: -1, content: []string{"<rss"}, alter: largeCovers,
			after: readByParsers(node, withArtworkThumb(seriesExpect()))},
	})
}

// largeCovers makes every item's cover a 2000 x 1400 PNG: the stored
// file's bytes, in place (saving the record would send an approved item's
// new cover to review).
func largeCovers(t testing.TB, app *tests.TestApp) {
	t.Helper()
	all, err := app.FindAllRecords("media")
	if err != nil {
		t.Fatal(err)
	}
	fsys, err := app.NewFilesystem()
	if err != nil {
		t.Fatal(err)
	}
	defer fsys.Close()
	img := sizedPNG(t, 2000, 1400)
	for _, m := range all {
		if cover := m.GetString("coverArt"); cover != "" {
			if err := fsys.Upload(img, m.BaseFilesPath()+"/"+cover); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// transcriptsAndChapters gives every episode a transcript and chapters, as
// their routes write them.
func transcriptsAndChapters(t testing.TB, app *tests.TestApp) {
	t.Helper()
	all, err := app.FindAllRecords("episodes")
	if err != nil {
		t.Fatal(err)
	}
	for _, ep := range all {
		vtt, _ := filesystem.NewFileFromBytes([]byte("WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nWelcome\n"), "transcript.vtt")
		ep.Set("transcript", vtt)
		ep.Set("chapters", []map[string]any{{"startTime": 0, "title": "Welcome"}})
		if err := app.Save(ep); err != nil {
			t.Fatal(err)
		}
	}
}

// withTranscriptsAndChapters is a feed expected with each item's
// transcript and chapters.
func withTranscriptsAndChapters(want feedExpect) feedExpect {
	items := append([]itemExpect(nil), want.items...)
	for i := range items {
		id := strings.TrimPrefix(items[i].guid, "selah-episode-")
		items[i].transcript = feedSite + "/api/feeds/episodes/" + id + "/transcript.vtt"
		items[i].chapters = feedSite + "/api/feeds/episodes/" + id + "/chapters.json"
	}
	want.items = items
	return want
}

// withArtworkThumb is a feed expected with its artwork as the 1400 px
// square thumbnail of the same cover, at least 1400 x 1400 pixels.
func withArtworkThumb(want feedExpect) feedExpect {
	want.image += "?thumb=1400x1400"
	want.minImage = feed.AppleCoverMin
	return want
}

// sizedPNG is a width x height PNG.
func sizedPNG(t testing.TB, width, height int) []byte {
	t.Helper()
	img := image.NewNRGBA(image.Rect(0, 0, width, height))
	img.Set(width/2, height/2, color.NRGBA{200, 160, 40, 255})
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// readByParsers runs check.mjs on the served feed and compares both
// readings with want; a warning partytime logs fails the test too.
func readByParsers(node string, want feedExpect) func(testing.TB, *tests.TestApp, http.Handler, *http.Response, []byte) {
	return func(t testing.TB, _ *tests.TestApp, mux http.Handler, _ *http.Response, body []byte) {
		if want.minImage > 0 {
			checkArtworkSize(t, mux, want.image, want.minImage)
		}
		dir := t.TempDir()
		file, outFile := filepath.Join(dir, "feed.xml"), filepath.Join(dir, "read.json")
		if err := os.WriteFile(file, body, 0o600); err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command(node, "check.mjs", file, outFile)
		cmd.Dir = feedcheckDir
		logged, err := cmd.Output()
		if err != nil {
			var stderr []byte
			if ee, ok := err.(*exec.ExitError); ok {
				stderr = ee.Stderr
			}
			t.Fatalf("check.mjs failed: %v\n%s", err, stderr)
		}
		if s := strings.TrimSpace(string(logged)); s != "" {
			t.Errorf("podcast-partytime warned:\n%s", s)
		}
		out, err := os.ReadFile(outFile)
		if err != nil {
			t.Fatal(err)
		}
		checkParsedFeed(t, out, want)
	}
}

// checkArtworkSize fetches a feed's artwork and checks it is a square JPEG
// or PNG of at least min pixels, as Apple Podcasts asks.
func checkArtworkSize(t testing.TB, mux http.Handler, imageURL string, min int) {
	t.Helper()
	res := feedRequest(mux, feedCall{url: strings.TrimPrefix(imageURL, feedSite)})
	if res.Code != http.StatusOK {
		t.Fatalf("GET %s: %d", imageURL, res.Code)
	}
	cfg, format, err := image.DecodeConfig(res.Body)
	if err != nil || cfg.Width != cfg.Height || cfg.Width < min || (format != "png" && format != "jpeg") {
		t.Errorf("itunes:image %s is a %dx%d %s (%v): want a square JPEG or PNG of at least %d px", imageURL, cfg.Width, cfg.Height, format, err, min)
	}
}

// parsedFeed is check.mjs's output: rss-parser's reading, and partytime's.
type parsedFeed struct {
	Title, Description, Link, FeedURL, Language, LastBuildDate, GUID, Locked, LockedOwner string
	ITunes                                                                                struct {
		Author, Image, Explicit string
		Categories              []string
		Subcategories           []string
		Owner                   struct{ Name, Email string }
	}
	Items []struct {
		Title, Link, Author, Description, GUID, PubDate, IsoDate, Duration string
		Enclosure                                                          struct{ URL, Length, Type string }
	}
	Partytime struct {
		Title, Description, Link, FeedURL, Language, GUID, LockedOwner, Author, Image, LastBuildDate string
		Locked, Explicit                                                                             bool
		Owner                                                                                        struct{ Name, Email string }
		Categories                                                                                   []string
		PC20Support                                                                                  map[string][]string `json:"pc20support"`
		Items                                                                                        []struct {
			Title, Link, Author, Description, GUID, PubDate string
			Duration                                        float64
			Enclosure                                       struct {
				URL, Type string
				Length    int64
			}
			Transcripts []struct{ URL, Type string }
			Chapters    *struct{ URL, Type string }
		}
	}
}

// feedExpect is what a feed means to say, as a parser should read it.
type feedExpect struct {
	title, description, link, feedURL, language, guid string
	ownerName, ownerEmail, author, image              string
	minImage                                          int // the artwork's least side, checked when > 0
	items                                             []itemExpect
}

type itemExpect struct {
	guid, title, link, author, description string // description: a part it holds
	url, typ                               string
	length                                 int64
	duration                               int
	transcript, chapters                   string // the URLs of podcast:transcript and podcast:chapters, "" for none
}

func podcastExpect() feedExpect {
	item := func(id, name, typ string, length int64, duration int) itemExpect {
		return itemExpect{guid: "selah-episode-" + id, title: "Episode " + id, description: "Notes of " + id,
			link: feedSite + "/m/" + fdPodcast + "?episode=" + id,
			url:  feedSite + enclosureURL(id, name), typ: typ, length: length, duration: duration}
	}
	return feedExpect{
		title: "Morning <Grace> " + fdPodcast, description: "Short devotions for the road & the week",
		link: feedSite + "/", feedURL: feedSite + feedURL, language: "en",
		guid:      feed.UUIDv5(feed.PodcastNamespace, "selah/podcasts/"+fdPodcast),
		ownerName: feedSender, ownerEmail: feedSenderAddress, author: "Pastor Ada & Friends",
		image: feedSite + "/api/files/pbc_selah_media/" + fdPodcast + "/cover.png",
		items: []itemExpect{
			item(fdEpAAC, "raw.aac", "audio/aac", 6649, 2),
			item(fdEpLong, "long.wav", "audio/wav", 720044, 90),
			item(fdEpShort, "short.wav", "audio/wav", 32078, 2),
		},
	}
}

// sermonItemExpect is a fixture sermon item (feeds_sermons_test.go) as a
// parser reads it.
func sermonItemExpect(it sermonItem, name, typ string, length int64, duration int) itemExpect {
	return itemExpect{guid: "selah-episode-" + it.ep, title: it.title, link: feedSite + it.link, author: it.author,
		description: it.notes[0], url: feedSite + enclosureURL(it.ep, name), typ: typ, length: length, duration: duration}
}

func sermonsExpect() feedExpect {
	return feedExpect{
		title: "Pastor Ada & Friends's sermons", description: "Sermons by Pastor Ada & Friends.",
		link: feedSite + "/c/" + fdHost, feedURL: feedSite + sermonsFeedURL(fdHost), language: "en",
		guid:      feed.SermonsGUID(fdHost),
		ownerName: "Pastor Ada & Friends", ownerEmail: "sermons@church.example", author: "Pastor Ada & Friends",
		image: feedSite + "/api/files/pbc_selah_media/" + fdSermon + "/cover.png",
		items: []itemExpect{
			sermonItemExpect(itemWorship, "raw.aac", "audio/aac", 6649, 2),
			sermonItemExpect(itemLoveB, "short.wav", "audio/wav", 32078, 2),
			sermonItemExpect(itemLove2, "long.wav", "audio/wav", 720044, 90),
			sermonItemExpect(itemLove1, "short.wav", "audio/wav", 32078, 2),
		},
	}
}

func seriesExpect() feedExpect {
	return feedExpect{
		title: "love that finds us!", description: "The sermon series “love that finds us!” by Pastor Ada & Friends.",
		link: feedSite + "/c/" + fdHost, feedURL: feedSite + seriesFeedURL(fdHost, slugLove), language: "en",
		guid:      feed.SeriesGUID(fdHost, slugLove),
		ownerName: "Pastor Ada & Friends", ownerEmail: "sermons@church.example", author: "Pastor Ada & Friends",
		image: feedSite + "/api/files/pbc_selah_media/" + fdSerLove2 + "/cover.png",
		items: []itemExpect{
			sermonItemExpect(itemLoveB, "short.wav", "audio/wav", 32078, 2),
			sermonItemExpect(itemLove2, "long.wav", "audio/wav", 720044, 90),
			sermonItemExpect(itemLove1, "short.wav", "audio/wav", 32078, 2),
		},
	}
}

func checkParsedFeed(t testing.TB, out []byte, want feedExpect) {
	t.Helper()
	var f parsedFeed
	if err := json.Unmarshal(out, &f); err != nil {
		t.Fatalf("check.mjs output: %v\n%s", err, out)
	}
	p := f.Partytime
	for name, v := range map[string][2]string{
		"title":                {f.Title, want.title},
		"description":          {f.Description, want.description},
		"link":                 {f.Link, want.link},
		"feedUrl":              {f.FeedURL, want.feedURL},
		"language":             {f.Language, want.language},
		"podcast:guid":         {f.GUID, want.guid},
		"podcast:locked":       {f.Locked, "no"},
		"podcast:locked owner": {f.LockedOwner, want.ownerEmail},
		"itunes:owner name":    {f.ITunes.Owner.Name, want.ownerName},
		"itunes:owner email":   {f.ITunes.Owner.Email, want.ownerEmail},
		"itunes:author":        {f.ITunes.Author, want.author},
		"itunes:image":         {f.ITunes.Image, want.image},
		"itunes:explicit":      {f.ITunes.Explicit, "false"},
	} {
		if v[0] != v[1] {
			t.Errorf("%s: rss-parser read %q, want %q", name, v[0], v[1])
		}
	}
	for name, v := range map[string][2]string{
		"title":                {p.Title, want.title},
		"description":          {p.Description, want.description},
		"link":                 {p.Link, want.link},
		"atom:link self":       {p.FeedURL, want.feedURL},
		"language":             {p.Language, want.language},
		"podcast:guid":         {p.GUID, want.guid},
		"podcast:locked owner": {p.LockedOwner, want.ownerEmail},
		"itunes:owner name":    {p.Owner.Name, want.ownerName},
		"itunes:owner email":   {p.Owner.Email, want.ownerEmail},
		"itunes:author":        {p.Author, want.author},
		"itunes:image":         {p.Image, want.image},
	} {
		if v[0] != v[1] {
			t.Errorf("%s: podcast-partytime read %q, want %q", name, v[0], v[1])
		}
	}
	if f.LastBuildDate == "" || p.LastBuildDate == "" {
		t.Errorf("lastBuildDate: rss-parser read %q, partytime %q", f.LastBuildDate, p.LastBuildDate)
	}
	if p.Locked || p.Explicit {
		t.Errorf("podcast-partytime read locked %v, explicit %v; want both false", p.Locked, p.Explicit)
	}
	// Podcasting 2.0: partytime names the namespace's tags it found.
	support := strings.Join(append(p.PC20Support["1"], p.PC20Support["3"]...), " ")
	if !strings.Contains(support, "locked") || !strings.Contains(support, "guid") {
		t.Errorf("podcast-partytime found Podcasting 2.0 tags %v; want locked and guid", p.PC20Support)
	}
	category := feed.ReligionAndSpirituality + " > " + feed.Christianity
	if len(f.ITunes.Categories) == 0 || f.ITunes.Categories[0] != feed.ReligionAndSpirituality ||
		len(f.ITunes.Subcategories) == 0 || f.ITunes.Subcategories[0] != feed.Christianity {
		t.Errorf("rss-parser read itunes categories %v > %v", f.ITunes.Categories, f.ITunes.Subcategories)
	}
	if len(p.Categories) != 1 || p.Categories[0] != category {
		t.Errorf("podcast-partytime read itunes categories %v, want [%s]", p.Categories, category)
	}

	if len(f.Items) != len(want.items) || len(p.Items) != len(want.items) {
		t.Fatalf("rss-parser read %d items, partytime %d; want %d\n%s", len(f.Items), len(p.Items), len(want.items), out)
	}
	for i, w := range want.items {
		it := f.Items[i]
		if it.GUID != w.guid || it.Title != w.title || it.Link != w.link || it.Author != w.author ||
			!strings.Contains(it.Description, w.description) || it.IsoDate == "" || it.PubDate == "" ||
			it.Duration != strconv.Itoa(w.duration) || it.Enclosure.URL != w.url ||
			it.Enclosure.Type != w.typ || it.Enclosure.Length != strconv.FormatInt(w.length, 10) {
			t.Errorf("item %d: rss-parser read %+v, want %+v", i+1, it, w)
		}
		pt := p.Items[i]
		if pt.GUID != w.guid || pt.Title != w.title || pt.Link != w.link || pt.Author != w.author ||
			!strings.Contains(pt.Description, w.description) || pt.PubDate != it.IsoDate ||
			pt.Duration != float64(w.duration) || pt.Enclosure.URL != w.url ||
			pt.Enclosure.Type != w.typ || pt.Enclosure.Length != w.length {
			t.Errorf("item %d: podcast-partytime read %+v, want %+v", i+1, pt, w)
		}
		transcript, chapters := "", ""
		if len(pt.Transcripts) == 1 && pt.Transcripts[0].Type == "text/vtt" {
			transcript = pt.Transcripts[0].URL
		}
		if pt.Chapters != nil && pt.Chapters.Type == "application/json+chapters" {
			chapters = pt.Chapters.URL
		}
		if len(pt.Transcripts) > 1 || transcript != w.transcript || chapters != w.chapters {
			t.Errorf("item %d: podcast-partytime read transcripts %+v and chapters %+v, want %q and %q", i+1, pt.Transcripts, pt.Chapters, w.transcript, w.chapters)
		}
	}
}
