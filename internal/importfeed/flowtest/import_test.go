package flowtest_test

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"selah/internal/importfeed"
	"selah/internal/moderation"
)

// A podcast like a real one: newest first in the feed, one enclosure behind
// a redirect, one broken (404), one a web page called audio, one too slow,
// one too large, one without an enclosure. Every good episode arrives once,
// oldest first, with its guid, date, number and notes as plain text; the
// others are reported with their reasons; the podcast is the creator's and
// goes to review.
func TestImportKeepsEpisodesAndReportsTheRest(t *testing.T) {
	h := newHost(t)
	w := newWorld(t, func(o *importfeed.Options) {
		o.AudioTime = 2 * time.Second
		o.AudioBytes = 200 << 10
	})
	eps := []episode{ // newest first, as feeds list them
		{slug: "none", title: "No Audio", guid: "guid-none", pubDate: "Mon, 08 Sep 2025 06:00:00 +0000", kind: "none"},
		{slug: "big", title: "Too Big", guid: "guid-big", pubDate: "Sun, 07 Sep 2025 06:00:00 +0000"},
		{slug: "slow", title: "Too Slow", guid: "guid-slow", pubDate: "Sat, 06 Sep 2025 06:00:00 +0000"},
		{slug: "html", title: "A Web Page", guid: "guid-html", pubDate: "Fri, 05 Sep 2025 06:00:00 +0000", number: 5},
		{slug: "notes", title: "Grace & Peace", guid: "https://old-host.example/ep/4", pubDate: "Thu, 04 Sep 2025 06:00:00 GMT", number: 4},
		{slug: "broken", title: "Gone Missing", guid: "guid-broken", pubDate: "Wed, 03 Sep 2025 06:00:00 +0000", number: 3},
		{slug: "redirect", title: "Behind A Redirect", guid: "guid-redirect", pubDate: "Tue, 2 Sep 2025 08:30:00 EST", number: 2},
		{slug: "first", title: "The First <One>", guid: "guid-first", pubDate: "Mon, 01 Sep 2025 06:00:00 +0000", number: 1},
	}
	h.feed = h.rss("Morning Devotions", eps)
	id := w.begin(t, h.url("/feed.xml"))
	if p := w.progress(t, id); p.Status != importfeed.StatusFetching || p.Owner != w.creator.Id {
		t.Fatalf("a new import: %+v", p)
	}
	w.drain(t)

	p := w.progress(t, id)
	if p.Status != importfeed.StatusDone || p.Total != 8 || p.Done != 8 || p.Imported != 3 || p.MediaId == "" {
		t.Fatalf("progress: %+v", p)
	}
	media, err := w.app.FindRecordById("media", p.MediaId)
	if err != nil {
		t.Fatal(err)
	}
	if media.GetString("artist") != w.creator.Id || media.GetString("type") != "podcast" ||
		media.GetString("adminStatus") != moderation.Pending || media.GetString("title") != "Morning Devotions" ||
		media.GetString("description") != "Morning devotions & prayer, every weekday." ||
		media.GetString("language") != "en" || media.GetString("ownerEmail") != "esther@old-host.example" ||
		media.GetString("coverArt") == "" {
		t.Errorf("the podcast: %v", media.FieldsData())
	}

	got := w.episodes(t, p.MediaId)
	want := []struct {
		title, guid, published string
		number                 int
		description            string
	}{
		{"The First <One>", "guid-first", "2025-09-01 06:00:00.000Z", 1,
			"In this episode: The First <One> (https://example.org/first) & more.\n\nSecond paragraph."},
		{"Behind A Redirect", "guid-redirect", "2025-09-02 13:30:00.000Z", 2,
			"In this episode: Behind A Redirect (https://example.org/redirect) & more.\n\nSecond paragraph."},
		{"Grace & Peace", "https://old-host.example/ep/4", "2025-09-04 06:00:00.000Z", 4, "Notes of Grace & Peace only here."},
	}
	if len(got) != len(want) {
		t.Fatalf("%d episodes, want %d", len(got), len(want))
	}
	for i, ep := range got {
		w := want[i]
		if ep.GetInt("position") != i+1 || ep.GetString("title") != w.title || ep.GetString("guid") != w.guid ||
			ep.GetDateTime("publishedAt").String() != w.published || ep.GetInt("episodeNumber") != w.number ||
			ep.GetString("description") != w.description || ep.GetString("audio") == "" || ep.GetFloat("duration") < 1.9 ||
			ep.GetString("adminStatus") != moderation.Pending {
			t.Errorf("episode %d: %v", i+1, ep.FieldsData())
		}
	}

	reasons := map[string]string{}
	for _, pr := range p.Problems {
		reasons[pr.GUID] = pr.Reason
	}
	for guid, want := range map[string]string{
		"guid-none":   "The episode has no audio enclosure",
		"guid-big":    "The audio is too large: larger than 200 KB",
		"guid-slow":   "The audio took too long: it was not downloaded within 2 seconds",
		"guid-html":   "The file is not audio (MP3, M4A, AAC, Ogg Vorbis, Opus, WAV or FLAC)",
		"guid-broken": "The audio could not be downloaded: the server answered 404 Not Found",
	} {
		if reasons[guid] != want {
			t.Errorf("%s: reason %q, want %q", guid, reasons[guid], want)
		}
	}
	if len(p.Problems) != 5 {
		t.Errorf("problems: %+v", p.Problems)
	}
	// Each enclosure was asked for once.
	for _, e := range eps {
		if n := h.hits(e.slug); e.kind != "none" && n != 1 {
			t.Errorf("%s requested %d times", e.slug, n)
		}
	}
}

// A download that fails as a busy server's does (503) is tried again after
// each retry wait: one that then arrives is imported, one that never does is
// reported with the last answer. A 404 is not tried again.
func TestImportRetriesWhatMayPass(t *testing.T) {
	h := newHost(t)
	w := newWorld(t, func(o *importfeed.Options) { o.RetryWaits = []time.Duration{time.Millisecond, time.Millisecond} })
	eps := []episode{
		{slug: "down", title: "Always Busy", guid: "guid-down", pubDate: "Wed, 03 Sep 2025 06:00:00 +0000"},
		{slug: "broken", title: "Gone Missing", guid: "guid-broken", pubDate: "Tue, 02 Sep 2025 06:00:00 +0000"},
		{slug: "flaky", title: "Busy Once", guid: "guid-flaky", pubDate: "Mon, 01 Sep 2025 06:00:00 +0000"},
	}
	h.feed = h.rss("Second Tries", eps)
	id := w.begin(t, h.url("/feed.xml"))
	w.drain(t)

	p := w.progress(t, id)
	if p.Status != importfeed.StatusDone || p.Done != 3 || p.Imported != 1 {
		t.Fatalf("progress: %+v", p)
	}
	if got := w.episodes(t, p.MediaId); len(got) != 1 || got[0].GetString("guid") != "guid-flaky" {
		t.Fatalf("imported %d episodes", len(got))
	}
	reasons := map[string]string{}
	for _, pr := range p.Problems {
		reasons[pr.GUID] = pr.Reason
	}
	if reasons["guid-down"] != "The audio could not be downloaded: the server answered 503 Service Unavailable" ||
		reasons["guid-broken"] != "The audio could not be downloaded: the server answered 404 Not Found" || len(reasons) != 2 {
		t.Errorf("problems: %+v", p.Problems)
	}
	for slug, want := range map[string]int{"flaky": 2, "down": 3, "broken": 1} {
		if n := h.hits(slug); n != want {
			t.Errorf("%s requested %d times, want %d", slug, n, want)
		}
	}
}

// A document that is not an RSS feed fails the import with the reason, and
// leaves nothing behind.
func TestImportOfSomethingElseFails(t *testing.T) {
	h := newHost(t)
	w := newWorld(t, func(o *importfeed.Options) { o.MaxActive = 10 })
	cases := map[string]string{
		"/page.html": "This address did not answer with an RSS feed (a web page)",
		"/atom.xml":  "This address did not answer with an RSS feed (an Atom feed: only RSS 2.0 podcast feeds can be imported)",
		"/missing":   "The feed could not be downloaded: the server answered 404 Not Found",
	}
	ids := map[string]string{}
	for path := range cases {
		ids[path] = w.begin(t, h.url(path))
	}
	w.drain(t)
	for path, want := range cases {
		p := w.progress(t, ids[path])
		if p.Status != importfeed.StatusFailed || len(p.Problems) != 1 || p.Problems[0].Reason != want ||
			p.Problems[0].Title != "" || p.Problems[0].GUID != "" || p.MediaId != "" {
			t.Errorf("%s: %+v", path, p)
		}
	}
	if n, _ := w.app.CountRecords("media", dbx.HashExp{"artist": w.creator.Id}); n != 0 {
		t.Errorf("%d media items left", n)
	}
}

// An import where no episode could be imported fails, and its empty draft
// is removed.
func TestImportOfNothingRemovesTheDraft(t *testing.T) {
	h := newHost(t)
	w := newWorld(t, nil)
	h.feed = h.rss("All Broken", []episode{
		{slug: "broken1", title: "One", guid: "g1", pubDate: "Mon, 01 Sep 2025 06:00:00 +0000"},
		{slug: "html1", title: "Two", guid: "g2", pubDate: "Tue, 02 Sep 2025 06:00:00 +0000"},
	})
	id := w.begin(t, h.url("/feed.xml"))
	w.drain(t)
	p := w.progress(t, id)
	if p.Status != importfeed.StatusFailed || p.MediaId != "" || p.Done != 2 || p.Imported != 0 || len(p.Problems) != 3 ||
		p.Problems[0].Reason != "No episode could be imported" {
		t.Errorf("progress: %+v", p)
	}
	if n, _ := w.app.CountRecords("media", dbx.HashExp{"artist": w.creator.Id}); n != 0 {
		t.Errorf("%d media items left", n)
	}
}

// A name that resolves to a loopback address is refused where the
// connection is made, without the flag: the import fails with the reason.
func TestImportRefusesPrivateAddressesAtConnect(t *testing.T) {
	h := newHost(t)
	w := newWorld(t, func(o *importfeed.Options) { o.AllowPrivate = false })
	h.feed = h.rss("Local", []episode{{slug: "a", title: "A", guid: "a", pubDate: "Mon, 01 Sep 2025 06:00:00 +0000"}})
	// "localhost" itself is refused before the import starts (Begin);
	// another name of the same address is found out at connect time.
	if _, err := w.svc.Begin(w.app, w.creator.Id, strings.Replace(h.url("/feed.xml"), "127.0.0.1", "localhost", 1)); err != importfeed.ErrNotPublic {
		t.Fatalf("Begin of localhost: %v", err)
	}
	coll, _ := w.app.FindCollectionByNameOrId("imports")
	imp := newRecord(t, w, coll.Name, map[string]any{"owner": w.creator.Id, "status": "fetching",
		"url": strings.Replace(h.url("/feed.xml"), "127.0.0.1", "localhost", 1)})
	w.drain(t)
	p := w.progress(t, imp)
	if p.Status != importfeed.StatusFailed || len(p.Problems) != 1 ||
		p.Problems[0].Reason != "The feed is at an address that is not public (private, loopback or link-local)" {
		t.Errorf("progress: %+v", p)
	}
	if h.hits("a") != 0 {
		t.Error("the host was reached")
	}
}

// A feed of 2,000 episodes (the same tiny audio each time) is imported
// whole, each episode once, in order.
func TestImportOfALongFeed(t *testing.T) {
	if testing.Short() {
		t.Skip("2,000 episodes")
	}
	h := newHost(t)
	w := newWorld(t, nil)
	const n = 2000
	eps := make([]episode, n)
	start := time.Date(2010, 1, 1, 6, 0, 0, 0, time.UTC)
	for i := range eps {
		k := n - i // newest first
		eps[i] = episode{slug: fmt.Sprintf("e%d", k), title: fmt.Sprintf("Day %d", k), guid: fmt.Sprintf("day-%d", k),
			pubDate: start.AddDate(0, 0, k).Format(time.RFC1123Z), number: k}
	}
	h.feed = h.rss("Every Day", eps)
	id := w.begin(t, h.url("/feed.xml"))
	began := time.Now()
	w.drain(t)
	t.Logf("2,000 episodes imported in %s", time.Since(began).Round(time.Millisecond))
	p := w.progress(t, id)
	if p.Status != importfeed.StatusDone || p.Total != n || p.Done != n || p.Imported != n || len(p.Problems) != 0 {
		t.Fatalf("progress: %+v", p)
	}
	got := w.episodes(t, p.MediaId)
	if len(got) != n {
		t.Fatalf("%d episodes", len(got))
	}
	for i, ep := range got {
		if ep.GetString("guid") != fmt.Sprintf("day-%d", i+1) || ep.GetInt("episodeNumber") != i+1 || ep.GetInt("position") != i+1 {
			t.Fatalf("episode %d: guid %s, number %d", i+1, ep.GetString("guid"), ep.GetInt("episodeNumber"))
		}
	}
}

// More episodes than the limit: the first ones the feed lists are
// imported, the rest reported.
func TestImportCapsTheEpisodes(t *testing.T) {
	h := newHost(t)
	w := newWorld(t, func(o *importfeed.Options) { o.MaxItems = 2 })
	h.feed = h.rss("Capped", []episode{
		{slug: "c3", title: "Three", guid: "c3", pubDate: "Wed, 03 Sep 2025 06:00:00 +0000"},
		{slug: "c2", title: "Two", guid: "c2", pubDate: "Tue, 02 Sep 2025 06:00:00 +0000"},
		{slug: "c1", title: "One", guid: "c1", pubDate: "Mon, 01 Sep 2025 06:00:00 +0000"},
	})
	id := w.begin(t, h.url("/feed.xml"))
	w.drain(t)
	p := w.progress(t, id)
	if p.Status != importfeed.StatusDone || p.Imported != 2 || len(p.Problems) != 1 ||
		p.Problems[0].Reason != "The feed lists 3 episodes: the first 2 it lists were imported, the other 1 were left out" {
		t.Errorf("progress: %+v", p)
	}
	if h.hits("c1") != 0 {
		t.Error("the episode past the limit was downloaded")
	}
}

// A restart: an import stopped half-way (the worker's context ended while
// an episode downloaded) and one never started are both finished by a new
// worker on the same data, each episode imported once.
func TestImportResumesAfterARestart(t *testing.T) {
	h := newHost(t)
	w := newWorld(t, nil)
	var eps []episode
	for k := 6; k >= 1; k-- {
		eps = append(eps, episode{slug: fmt.Sprintf("r%d", k), title: fmt.Sprintf("Part %d", k), guid: fmt.Sprintf("r-%d", k),
			pubDate: fmt.Sprintf("Mon, %02d Sep 2025 06:00:00 +0000", k), number: k})
	}
	h.feed = h.rss("Resumed", eps)
	first := w.begin(t, h.url("/feed.xml"))

	// The first run stops while the third episode downloads.
	ctx, stop := context.WithCancel(context.Background())
	h.onAudio.Store(func(slug string, r *http.Request) {
		if slug == "r3" {
			stop()
			<-r.Context().Done() // the stopped download never finishes
		}
	})
	w.svc.Drain(ctx)
	p := w.progress(t, first)
	if p.Status != importfeed.StatusImporting || p.Done != 2 || p.Imported != 2 {
		t.Fatalf("after the stop: %+v", p)
	}
	h.onAudio.Store(func(string, *http.Request) {})
	// A second import recorded, never begun by a worker.
	second := w.begin(t, h.url("/feed.xml"))

	// The restart: a new service on the same app, started as the job
	// starts it; it looks at once.
	opts := importfeed.DefaultOptions()
	opts.AllowPrivate = true
	again := importfeed.New(w.app, opts)
	again.Start()
	defer again.Stop()
	waitFor(t, "both imports done", time.Minute, func() bool {
		a, b := w.progress(t, first), w.progress(t, second)
		return a.Status == importfeed.StatusDone && b.Status == importfeed.StatusDone
	})
	for _, id := range []string{first, second} {
		p := w.progress(t, id)
		got := w.episodes(t, p.MediaId)
		if p.Imported != 6 || len(got) != 6 {
			t.Fatalf("import %s: %+v, %d episodes", id, p, len(got))
		}
		for i, ep := range got {
			if ep.GetString("guid") != fmt.Sprintf("r-%d", i+1) {
				t.Errorf("episode %d: guid %s", i+1, ep.GetString("guid"))
			}
		}
	}
	// r3 was asked for by the stopped run and again by each import.
	if h.hits("r3") != 3 || h.hits("r1") != 2 {
		t.Errorf("r3 requested %d times, r1 %d", h.hits("r3"), h.hits("r1"))
	}
}

// A creator has at most MaxActive imports running.
func TestImportsPerCreatorAreLimited(t *testing.T) {
	w := newWorld(t, func(o *importfeed.Options) { o.MaxActive = 2 })
	w.begin(t, "https://feeds.example.com/a.xml")
	w.begin(t, "https://feeds.example.com/b.xml")
	if _, err := w.svc.Begin(w.app, w.creator.Id, "https://feeds.example.com/c.xml"); err != importfeed.ErrTooManyActive {
		t.Errorf("a third import: %v", err)
	}
}

func newRecord(t *testing.T, w *world, collection string, data map[string]any) string {
	t.Helper()
	coll, err := w.app.FindCollectionByNameOrId(collection)
	if err != nil {
		t.Fatal(err)
	}
	r := core.NewRecord(coll)
	r.Load(data)
	if err := w.app.Save(r); err != nil {
		t.Fatal(err)
	}
	return r.Id
}
