package routes_test

import (
	"encoding/json"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"selah/internal/feed"
)

// feedcheckDir holds the Node script that reads a feed with rss-parser.
var feedcheckDir = filepath.Join("..", "bench", "feedcheck")

// TestFeedParsesWithRSSParser reads a served feed with the npm package
// rss-parser, as podcast tools do, and compares what it understood with what
// the server meant. It needs Node and `npm ci` in bench/feedcheck, so it runs
// only with SELAH_FEEDCHECK=1 (make test sets it); there it fails, never
// skips, when either is missing.
func TestFeedParsesWithRSSParser(t *testing.T) {
	if os.Getenv("SELAH_FEEDCHECK") != "1" {
		t.Skip("set SELAH_FEEDCHECK=1 (with node and `npm ci` in bench/feedcheck) to read the feed with rss-parser")
	}
	t.Parallel()
	node, err := exec.LookPath("node")
	if err != nil {
		t.Fatal("SELAH_FEEDCHECK=1 but node is not on PATH")
	}
	if _, err := os.Stat(filepath.Join(feedcheckDir, "node_modules", "rss-parser")); err != nil {
		t.Fatalf("rss-parser is not installed: run `npm ci` in %s", feedcheckDir)
	}
	runFeedRows(t, []feedRow{{
		name: "read by rss-parser", method: http.MethodGet, url: feedURL, status: 200, downloads: -1,
		content: []string{"<rss"},
		after: func(t testing.TB, _ *tests.TestApp, _ http.Handler, _ *http.Response, body []byte) {
			file := filepath.Join(t.TempDir(), "feed.xml")
			if err := os.WriteFile(file, body, 0o600); err != nil {
				t.Fatal(err)
			}
			cmd := exec.Command(node, "check.mjs", file)
			cmd.Dir = feedcheckDir
			out, err := cmd.Output()
			if err != nil {
				var stderr []byte
				if ee, ok := err.(*exec.ExitError); ok {
					stderr = ee.Stderr
				}
				t.Fatalf("rss-parser failed: %v\n%s", err, stderr)
			}
			checkParsedFeed(t, out)
		},
	}})
}

// parsedFeed is check.mjs's output.
type parsedFeed struct {
	Title, Description, Link, FeedURL, Language, LastBuildDate, GUID, Locked, LockedOwner string
	ITunes                                                                                struct {
		Author, Image, Explicit string
		Categories              []string
		Owner                   struct{ Name, Email string }
	}
	Items []struct {
		Title, GUID, PubDate, IsoDate, Duration string
		Enclosure                               struct{ URL, Length, Type string }
	}
}

func checkParsedFeed(t testing.TB, out []byte) {
	t.Helper()
	var f parsedFeed
	if err := json.Unmarshal(out, &f); err != nil {
		t.Fatalf("check.mjs output: %v\n%s", err, out)
	}
	wantChannel := map[string][2]string{
		"title":                {f.Title, "Morning <Grace> " + fdPodcast},
		"description":          {f.Description, "Short devotions for the road & the week"},
		"link":                 {f.Link, feedSite + "/"},
		"feedUrl":              {f.FeedURL, feedSite + feedURL},
		"language":             {f.Language, "en"},
		"podcast:guid":         {f.GUID, feed.UUIDv5(feed.PodcastNamespace, "selah/podcasts/"+fdPodcast)},
		"podcast:locked":       {f.Locked, "no"},
		"podcast:locked owner": {f.LockedOwner, feedSenderAddress},
		"itunes:owner name":    {f.ITunes.Owner.Name, feedSender},
		"itunes:owner email":   {f.ITunes.Owner.Email, feedSenderAddress},
		"itunes:author":        {f.ITunes.Author, "Pastor Ada & Friends"},
		"itunes:image":         {f.ITunes.Image, feedSite + "/api/files/pbc_selah_media/" + fdPodcast + "/cover.png"},
		"itunes:explicit":      {f.ITunes.Explicit, "false"},
	}
	for name, v := range wantChannel {
		if v[0] != v[1] {
			t.Errorf("%s: rss-parser read %q, want %q", name, v[0], v[1])
		}
	}
	if f.LastBuildDate == "" {
		t.Error("no lastBuildDate")
	}
	if len(f.ITunes.Categories) == 0 || f.ITunes.Categories[0] != feed.ReligionAndSpirituality {
		t.Errorf("itunes categories %v", f.ITunes.Categories)
	}
	want := []struct {
		id, name, typ string
		length        int
		duration      string
	}{
		{fdEpAAC, "raw.aac", "audio/aac", 6649, "2"},
		{fdEpLong, "long.wav", "audio/wav", 720044, "90"},
		{fdEpShort, "short.wav", "audio/wav", 32078, "2"},
	}
	if len(f.Items) != len(want) {
		t.Fatalf("rss-parser read %d items, want %d\n%s", len(f.Items), len(want), out)
	}
	for i, w := range want {
		it := f.Items[i]
		if it.GUID != "selah-episode-"+w.id || it.Title != "Episode "+w.id || it.IsoDate == "" || it.PubDate == "" ||
			it.Duration != w.duration || it.Enclosure.URL != feedSite+enclosureURL(w.id, w.name) ||
			it.Enclosure.Type != w.typ || it.Enclosure.Length != strconv.Itoa(w.length) {
			t.Errorf("item %d: rss-parser read %+v, want %+v", i+1, it, w)
		}
	}
}
