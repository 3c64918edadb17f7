package routes_test

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"selah/internal/feed"
)

const feedURL = "/api/feeds/podcasts/" + fdPodcast + ".xml"

// feedDoc is the little of a feed the route tests read back.
type feedDoc struct {
	Channel struct {
		Items []struct {
			GUID      string `xml:"guid"`
			Enclosure struct {
				URL    string `xml:"url,attr"`
				Length int64  `xml:"length,attr"`
				Type   string `xml:"type,attr"`
			} `xml:"enclosure"`
		} `xml:"item"`
	} `xml:"channel"`
}

func TestPodcastFeed(t *testing.T) {
	t.Parallel()
	notFound := []string{`"status":404`}
	rows := []feedRow{
		{name: "approved podcast", method: http.MethodGet, url: feedURL, status: 200, downloads: 0,
			content: []string{
				`<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0"`,
				`<title>Morning &lt;Grace&gt; ` + fdPodcast + `</title>`,
				`<description>Short devotions for the road &amp; the week</description>`,
				`<link>` + feedSite + `/</link>`,
				`<language>en</language>`,
				`<lastBuildDate>`,
				`<itunes:image href="` + feedSite + `/api/files/pbc_selah_media/` + fdPodcast + `/cover.png">`,
				`<itunes:category text="Religion &amp; Spirituality">`,
				`<itunes:category text="Christianity">`,
				`<itunes:explicit>false</itunes:explicit>`,
				`<itunes:author>Pastor Ada &amp; Friends</itunes:author>`,
				// No owner email given: the platform is named, never the account's address.
				`<itunes:owner>`,
				`<itunes:name>` + feedSender + `</itunes:name>`,
				`<itunes:email>` + feedSenderAddress + `</itunes:email>`,
				`<podcast:locked owner="` + feedSenderAddress + `">no</podcast:locked>`,
				`<podcast:guid>` + feed.UUIDv5(feed.PodcastNamespace, "selah/podcasts/"+fdPodcast) + `</podcast:guid>`,
				`<guid isPermaLink="false">selah-episode-` + fdEpShort + `</guid>`,
				`<enclosure url="` + feedSite + enclosureURL(fdEpShort, "short.wav") + `" length="32078" type="audio/wav">`,
				`<enclosure url="` + feedSite + enclosureURL(fdEpLong, "long.wav") + `" length="720044" type="audio/wav">`,
				`<enclosure url="` + feedSite + enclosureURL(fdEpAAC, "raw.aac") + `" length="6649" type="audio/aac">`,
				`<itunes:duration>90</itunes:duration>`,
				`<pubDate>`,
			},
			not: []string{fdEpPending, fdEpAlbum, "/api/files/pbc_selah_episodes", "host@example.com"},
			after: func(t testing.TB, _ *tests.TestApp, mux http.Handler, res *http.Response, body []byte) {
				if ct := res.Header.Get("Content-Type"); ct != "application/rss+xml; charset=utf-8" {
					t.Errorf("Content-Type %q", ct)
				}
				if err := feed.Check(body); err != nil {
					t.Errorf("the feed breaks Apple's or RSS rules: %v", err)
				}
				var doc feedDoc
				if err := xml.Unmarshal(body, &doc); err != nil {
					t.Fatal(err)
				}
				// One item per approved episode, highest position first.
				var guids []string
				for _, it := range doc.Channel.Items {
					guids = append(guids, it.GUID)
					// Each enclosure answers with the bytes and the type the feed announced.
					path := strings.TrimPrefix(it.Enclosure.URL, feedSite)
					got := feedRequest(mux, feedCall{method: http.MethodHead, url: path})
					if got.Code != 200 || got.Header().Get("Content-Length") != strconv.FormatInt(it.Enclosure.Length, 10) ||
						got.Header().Get("Content-Type") != it.Enclosure.Type {
						t.Errorf("HEAD %s: %d, length %s, type %s; feed says %d, %s", path, got.Code,
							got.Header().Get("Content-Length"), got.Header().Get("Content-Type"), it.Enclosure.Length, it.Enclosure.Type)
					}
				}
				want := []string{"selah-episode-" + fdEpAAC, "selah-episode-" + fdEpLong, "selah-episode-" + fdEpShort}
				if fmt.Sprint(guids) != fmt.Sprint(want) {
					t.Errorf("items %v, want %v", guids, want)
				}
			}},
		{name: "the podcast's own owner email and language", method: http.MethodGet, url: feedURL, status: 200, downloads: -1,
			alter: func(t testing.TB, app *tests.TestApp) {
				m, err := app.FindRecordById("media", fdPodcast)
				if err != nil {
					t.Fatal(err)
				}
				m.Set("ownerEmail", "shows@church.example")
				m.Set("language", "yo")
				if err := app.SaveNoValidate(m); err != nil {
					t.Fatal(err)
				}
			},
			content: []string{
				`<language>yo</language>`,
				`<itunes:name>Pastor Ada &amp; Friends</itunes:name>`,
				`<itunes:email>shows@church.example</itunes:email>`,
				`<podcast:locked owner="shows@church.example">no</podcast:locked>`,
			},
			not: []string{"host@example.com", feedSenderAddress},
			after: func(t testing.TB, _ *tests.TestApp, _ http.Handler, _ *http.Response, body []byte) {
				if err := feed.Check(body); err != nil {
					t.Errorf("the feed breaks Apple's or RSS rules: %v", err)
				}
			}},
		{name: "HEAD of the feed", method: http.MethodHead, url: feedURL, status: 200, downloads: -1},
		{name: "pending podcast", method: http.MethodGet, url: "/api/feeds/podcasts/" + fdPodPending + ".xml", status: 404, content: notFound, downloads: -1},
		{name: "rejected podcast", method: http.MethodGet, url: "/api/feeds/podcasts/" + fdPodRejected + ".xml", status: 404, content: notFound, downloads: -1},
		{name: "suspended podcast", method: http.MethodGet, url: "/api/feeds/podcasts/" + fdPodSuspended + ".xml", status: 404, content: notFound, downloads: -1},
		{name: "suspended creator", method: http.MethodGet, url: "/api/feeds/podcasts/" + fdPodOut + ".xml", status: 404, content: notFound, downloads: -1},
		{name: "an album", method: http.MethodGet, url: "/api/feeds/podcasts/" + fdAlbum + ".xml", status: 404, content: notFound, downloads: -1},
		{name: "a sermon", method: http.MethodGet, url: "/api/feeds/podcasts/" + fdSermon + ".xml", status: 404, content: notFound, downloads: -1},
		{name: "unknown id", method: http.MethodGet, url: "/api/feeds/podcasts/nosuchpodcast01.xml", status: 404, content: notFound, downloads: -1},
		{name: "no .xml", method: http.MethodGet, url: "/api/feeds/podcasts/" + fdPodcast, status: 404, content: notFound, downloads: -1},
		{name: "another suffix", method: http.MethodGet, url: "/api/feeds/podcasts/" + fdPodcast + ".rss", status: 404, content: notFound, downloads: -1},
		{name: "only .xml", method: http.MethodGet, url: "/api/feeds/podcasts/.xml", status: 404, content: notFound, downloads: -1},
		{name: "an episode whose audio is missing is left out", method: http.MethodGet, url: feedURL, status: 200, downloads: -1,
			alter: dropStoredAudio(fdEpLong), content: []string{"selah-episode-" + fdEpShort, "selah-episode-" + fdEpAAC},
			not: []string{fdEpLong}},
		{name: "a token is not needed and changes nothing", method: http.MethodGet, url: feedURL, status: 200, downloads: -1,
			headers: map[string]string{"Authorization": "Bearer not-a-token"}, content: []string{"<rss"}},
	}
	runFeedRows(t, rows)
}

func TestPodcastFeedConditionalGet(t *testing.T) {
	t.Parallel()
	runFeedRows(t, []feedRow{{
		name: "unchanged since the last poll", method: http.MethodGet, url: feedURL, status: 304, downloads: -1,
		prepare: func(t testing.TB, mux http.Handler, headers map[string]string) {
			first := feedRequest(mux, feedCall{url: feedURL})
			second := feedRequest(mux, feedCall{url: feedURL})
			etag := first.Header().Get("ETag")
			if etag == "" || second.Header().Get("ETag") != etag {
				t.Fatalf("ETag %q then %q: want one stable ETag", etag, second.Header().Get("ETag"))
			}
			headers["If-None-Match"] = etag
		},
	}})
}

func TestEpisodeEnclosure(t *testing.T) {
	t.Parallel()
	short := audioFixture(t, "pcm16.wav")
	size := len(short)
	url := enclosureURL(fdEpShort, "short.wav")
	notFound := []string{`"status":404`}
	exact := func(want []byte, contentRange string) func(testing.TB, *tests.TestApp, http.Handler, *http.Response, []byte) {
		return func(t testing.TB, _ *tests.TestApp, _ http.Handler, res *http.Response, body []byte) {
			if !bytes.Equal(body, want) {
				t.Errorf("body: %d bytes, want %d", len(body), len(want))
			}
			if ct := res.Header.Get("Content-Type"); ct != "audio/wav" {
				t.Errorf("Content-Type %q", ct)
			}
			if got := res.Header.Get("Content-Range"); got != contentRange {
				t.Errorf("Content-Range %q, want %q", got, contentRange)
			}
			if res.Header.Get("Accept-Ranges") != "bytes" {
				t.Error("no Accept-Ranges: bytes")
			}
		}
	}
	ranged := func(h string) map[string]string { return map[string]string{"Range": h} }
	rows := []feedRow{
		{name: "whole file", method: http.MethodGet, url: url, status: 200, downloads: 1,
			content: []string{string(short)}, after: exact(short, "")},
		{name: "first bytes", method: http.MethodGet, url: url, headers: ranged("bytes=0-9"), status: 206, downloads: 0,
			content: []string{"RIFF"}, after: exact(short[:10], fmt.Sprintf("bytes 0-9/%d", size))},
		{name: "middle", method: http.MethodGet, url: url, headers: ranged("bytes=1000-1999"), status: 206, downloads: 0,
			content: []string{string(short[1000:2000])}, after: exact(short[1000:2000], fmt.Sprintf("bytes 1000-1999/%d", size))},
		{name: "suffix", method: http.MethodGet, url: url, headers: ranged("bytes=-100"), status: 206, downloads: 0,
			content: []string{string(short[size-100:])}, after: exact(short[size-100:], fmt.Sprintf("bytes %d-%d/%d", size-100, size-1, size))},
		{name: "beyond the end", method: http.MethodGet, url: url, headers: ranged(fmt.Sprintf("bytes=%d-", size)), status: 416, downloads: 0,
			content: []string{"invalid range"}},
		{name: "HEAD: no body, not counted", method: http.MethodHead, url: url, status: 200, downloads: 0,
			after: func(t testing.TB, _ *tests.TestApp, _ http.Handler, res *http.Response, body []byte) {
				if len(body) != 0 || res.Header.Get("Content-Length") != strconv.Itoa(size) || res.Header.Get("Content-Type") != "audio/wav" {
					t.Errorf("HEAD: %d body bytes, length %s, type %s", len(body), res.Header.Get("Content-Length"), res.Header.Get("Content-Type"))
				}
			}},
		{name: "raw AAC type", method: http.MethodHead, url: enclosureURL(fdEpAAC, "raw.aac"), status: 200, downloads: 0,
			after: func(t testing.TB, _ *tests.TestApp, _ http.Handler, res *http.Response, _ []byte) {
				if ct := res.Header.Get("Content-Type"); ct != "audio/aac" {
					t.Errorf("Content-Type %q", ct)
				}
			}},
		{name: "pending episode of an approved podcast", method: http.MethodGet, url: enclosureURL(fdEpPending, "short.wav"), status: 404, content: notFound, downloads: 0},
		{name: "episode of a pending podcast", method: http.MethodGet, url: enclosureURL(fdEpPodPend, "short.wav"), status: 404, content: notFound, downloads: 0},
		{name: "episode of a rejected podcast", method: http.MethodGet, url: enclosureURL(fdEpPodReject, "short.wav"), status: 404, content: notFound, downloads: 0},
		// og:audio of a track's page: in no feed, but public audio all the same,
		// counted by the same rules.
		{name: "track of an album", method: http.MethodGet, url: enclosureURL(fdEpAlbum, "short.wav"), status: 200, content: []string{"RIFF"}, downloads: 1},
		{name: "suspended creator", method: http.MethodGet, url: enclosureURL(fdEpOut, "short.wav"), status: 404, content: notFound, downloads: 0},
		// Any audio file's name is the episode's current audio (URLs published
		// before a rendition, or naming the stored file, keep working); a name
		// of another shape is not found.
		{name: "the stored name, as URLs once named it", method: http.MethodGet, url: storedEnclosureURL(fdEpShort, "short.wav"),
			status: 200, content: []string{string(short)}, downloads: 1, after: exact(short, "")},
		{name: "another audio name", method: http.MethodHead, url: storedEnclosureURL(fdEpShort, "other.mp3"), status: 200, downloads: 0,
			after: func(t testing.TB, _ *tests.TestApp, _ http.Handler, res *http.Response, _ []byte) {
				if ct, cd := res.Header.Get("Content-Type"), res.Header.Get("Content-Disposition"); ct != "audio/wav" ||
					cd != "inline; filename="+fdEpShort+".wav" {
					t.Errorf("Content-Type %q, Content-Disposition %q: want the served file's type, under its published name", ct, cd)
				}
			}},
		{name: "not an audio file's name", method: http.MethodGet, url: storedEnclosureURL(fdEpShort, "short.txt"), status: 404, content: notFound, downloads: 0},
		{name: "no name before the extension", method: http.MethodGet, url: storedEnclosureURL(fdEpShort, ".wav"), status: 404, content: notFound, downloads: 0},
		{name: "unknown episode", method: http.MethodGet, url: enclosureURL("nosuchepisode01", "short.wav"), status: 404, content: notFound, downloads: 0},
		{name: "audio missing from storage", method: http.MethodGet, url: url, status: 404, content: notFound, downloads: 0,
			alter: dropStoredAudio(fdEpShort),
			after: func(t testing.TB, _ *tests.TestApp, _ http.Handler, res *http.Response, _ []byte) {
				if res.Header.Get("Content-Disposition") != "" || !strings.HasPrefix(res.Header.Get("Content-Type"), "application/json") {
					t.Errorf("a 404 with audio headers: %v", res.Header)
				}
			}},
		{name: "HEAD of a hidden episode", method: http.MethodHead, url: enclosureURL(fdEpPending, "short.wav"), status: 404, downloads: 0,
			content: notFound},
	}
	runFeedRows(t, rows)
}

// TestFeedScenarios is feeds.go's table: a public podcast's feed and its
// episode's enclosure are anyone's; a pending item's and a suspended
// creator's are a 404, as are a bad file name and an unknown id.
func TestFeedScenarios(t *testing.T) {
	t.Parallel()
	fx := newReaderFixture(t)
	var table []tests.ApiScenario
	table = append(table, fx.byRole("public podcast", "GET", "/api/feeds/podcasts/"+rdOwnerCast+".xml",
		sameForAll(readerWant{status: 200, content: []string{"<rss", rdCastTitle, "/api/feeds/episodes/" + rdEpCast + "/"}}))...)
	table = append(table, fx.byRole("suspended creator's podcast", "GET", "/api/feeds/podcasts/"+rdSuspCast+".xml",
		sameForAll(readerWant{status: 404, not: []string{rdSuspTitle}, content: []string{"success"}}))...)
	table = append(table, fx.byRole("not a podcast", "GET", "/api/feeds/podcasts/"+rdOwnerDraft+".xml",
		map[readerRole]readerWant{rdGuest: {status: 404, not: []string{rdDraftTitle}, content: []string{"success"}}})...)
	table = append(table, fx.byRole("no .xml", "GET", "/api/feeds/podcasts/"+rdOwnerCast,
		map[readerRole]readerWant{rdGuest: {status: 404, content: []string{"success"}}})...)
	table = append(table, fx.byRole("hidden episode's enclosure", "GET", "/api/feeds/episodes/"+rdEpSusp+"/x.mp3",
		map[readerRole]readerWant{rdGuest: {status: 404, content: []string{"success"}}})...)
	fx.run(t, table)
}
