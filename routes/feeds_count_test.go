package routes_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/tests"

	"selah/internal/downloads"
)

// TestEnclosureDownloadCounting walks the IAB v2.2 rules through the
// enclosure route: a minute of audio after the header (or all of a shorter
// file), several ranges adding up, one download per listener per episode per
// 24 hours, and no HEAD, bot or 0-1 probe.
func TestEnclosureDownloadCounting(t *testing.T) {
	t.Parallel()
	long := enclosureURL(fdEpLong, "long.wav")
	aac := enclosureURL(fdEpAAC, "raw.aac")
	short := enclosureURL(fdEpShort, "short.wav")
	shortSize := len(audioFixture(t, "pcm16.wav"))
	get := func(url, rng string) feedCall { return feedCall{url: url, rangeHeader: rng} }
	// upTo is the Range header that serves audio bytes [header, header+n).
	upTo := func(n int) string { return fmt.Sprintf("bytes=0-%d", longHeader+n-1) }
	span := func(from, n int) string {
		return fmt.Sprintf("bytes=%d-%d", longHeader+from, longHeader+from+n-1)
	}
	ranged := func(h string) map[string]string { return map[string]string{"Range": h} }
	rows := []feedRow{
		{name: "a byte under a minute of audio", url: long, headers: ranged(upTo(longMinute - 1)), status: 206},
		{name: "exactly a minute of audio", url: long, headers: ranged(upTo(longMinute)), status: 206, downloads: 1},
		{name: "header bytes are not audio", url: long, headers: ranged(fmt.Sprintf("bytes=0-%d", longMinute-1)), status: 206},
		{name: "whole file", url: long, status: 200, downloads: 1, after: checkStoredDownload},
		{name: "all but the last byte of a file shorter than a minute", url: short,
			headers: ranged(fmt.Sprintf("bytes=0-%d", shortSize-2)), status: 206},
		{name: "twice in 24 hours", url: long, prior: []feedCall{get(long, "")}, at: 24*time.Hour - time.Second,
			status: 200, downloads: 1},
		{name: "again after 24 hours", url: long, prior: []feedCall{get(long, "")}, at: 24*time.Hour + time.Minute,
			status: 200, downloads: 2},
		{name: "two partial ranges that together make a minute", url: long,
			prior: []feedCall{get(long, span(0, 300_000))}, at: time.Hour,
			headers: ranged(span(300_000, 180_000)), status: 206, downloads: 1},
		{name: "overlapping ranges count their bytes once", url: long,
			prior:   []feedCall{get(long, span(0, 300_000))},
			headers: ranged(span(200_000, 279_999)), status: 206},
		{name: "ranges then the whole file: still once", url: long,
			prior:  []feedCall{get(long, span(0, 300_000)), get(long, span(300_000, 180_000))},
			status: 200, downloads: 1},
		{name: "a multipart request of two ranges", url: long,
			headers: ranged(fmt.Sprintf("%s,%d-%d", upTo(240_000), longHeader+240_000, longHeader+longMinute-1)),
			status:  206, downloads: 1, content: []string{"Content-Range: bytes 0-240043/720044", "Content-Range: bytes 240044-480043/720044"}},
		{name: "partial ranges do not add up across windows", url: long,
			prior: []feedCall{get(long, span(0, 300_000))}, at: 24*time.Hour + time.Minute,
			headers: ranged(span(300_000, 180_000)), status: 206},
		{name: "a 0-1 probe is not audio served", url: aac, prior: []feedCall{get(aac, "bytes=2-")},
			headers: ranged("bytes=0-1"), status: 206},
		{name: "control: the same bytes by a 0-2 range complete the file", url: aac, prior: []feedCall{get(aac, "bytes=2-")},
			headers: ranged("bytes=0-2"), status: 206, downloads: 1},
		{name: "a bot", url: long, headers: map[string]string{"User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1)"}, status: 200},
		{name: "no user agent", url: long, headers: map[string]string{"User-Agent": ""}, status: 200},
		{name: "HEAD", method: http.MethodHead, url: long, status: 200},
		{name: "another app is another listener", url: long,
			prior: []feedCall{{url: long, ua: "Overcast/3.0 (+http://overcast.fm/)"}}, status: 200, downloads: 2},
		{name: "the same IPv6 /64 is the same listener", url: long,
			prior:   []feedCall{{url: long, forwardedFor: "2001:db8:1:2::1"}},
			headers: map[string]string{"X-Forwarded-For": "2001:db8:1:2:aaaa::ffff"}, status: 200, downloads: 1},
		{name: "another address is another listener", url: long,
			prior:   []feedCall{{url: long, forwardedFor: "203.0.113.1"}},
			headers: map[string]string{"X-Forwarded-For": "203.0.113.2"}, status: 200, downloads: 2},
		{name: "after a restart, the table still holds the 24 hours", url: long,
			prior: []feedCall{get(long, "")}, restart: true, at: time.Hour, status: 200, downloads: 1},
	}
	for i := range rows {
		if rows[i].method == "" {
			rows[i].method = http.MethodGet
		}
		if rows[i].content == nil && rows[i].method == http.MethodGet {
			rows[i].content = []string{""} // a body we do not compare here
		}
	}
	runFeedRows(t, rows)
}

// checkStoredDownload looks at the row a whole download left: the episode,
// its podcast, the request's time, and a listener key that is a hash, not
// an address.
func checkStoredDownload(t testing.TB, app *tests.TestApp, _ http.Handler, _ *http.Response, _ []byte) {
	rows, err := app.FindAllRecords("downloads")
	if err != nil || len(rows) != 1 {
		t.Fatalf("downloads: %d rows (%v)", len(rows), err)
	}
	d := rows[0]
	if d.GetString("episode") != fdEpLong || d.GetString("media") != fdPodcast {
		t.Errorf("download of %s/%s", d.GetString("media"), d.GetString("episode"))
	}
	if !d.GetDateTime("created").Time().Equal(feedT0) {
		t.Errorf("created %v, want the request's time %v", d.GetDateTime("created"), feedT0)
	}
	key := d.GetString("listenerKey")
	if len(key) != 64 || strings.Trim(key, "0123456789abcdef") != "" || strings.Contains(key, "192.0.2.1") {
		t.Errorf("listenerKey %q is not a SHA-256", key)
	}
	if key == downloads.ListenerKey("192.0.2.1", listenerUA, nil) {
		t.Error("listenerKey is not salted")
	}
}
