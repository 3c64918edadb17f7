package feed

import (
	"encoding/xml"
	"strings"
	"testing"
	"time"
)

func samplePodcast() Podcast {
	day := time.Date(2025, 3, 9, 18, 30, 0, 0, time.FixedZone("WAT", 3600))
	return Podcast{
		Title:       "Morning Grace",
		Description: "Short devotions <for> the road & the week",
		Link:        "https://selah.example/",
		FeedURL:     "https://selah.example/api/feeds/podcasts/abc.xml",
		ImageURL:    "https://selah.example/api/files/media/abc/cover.png",
		Author:      "Ada Obi",
		OwnerName:   "Ada Obi",
		OwnerEmail:  "ada@example.org",
		Category:    ReligionAndSpirituality,
		Subcategory: Christianity,
		GUID:        UUIDv5(PodcastNamespace, "selah/podcasts/abc"),
		Language:    "en",
		Updated:     day,
		Episodes: []Episode{
			{GUID: "selah-episode-e2", Title: "Day two", Description: "Psalm 23", URL: "https://selah.example/api/feeds/episodes/e2/two.mp3",
				Length: 123456, Type: "audio/mpeg", Published: day, Duration: 3725.4, Number: 2},
			{GUID: "selah-episode-e1", Title: "Day one", URL: "https://selah.example/api/feeds/episodes/e1/one.m4a",
				Length: 99, Type: "audio/mp4", Published: day.Add(-24 * time.Hour), Number: 1},
		},
	}
}

func TestRSS(t *testing.T) {
	t.Parallel()
	out, err := RSS(samplePodcast())
	if err != nil {
		t.Fatal(err)
	}
	if err := Check(out); err != nil {
		t.Fatalf("the feed breaks the rules:\n%v\n%s", err, out)
	}
	s := string(out)
	for _, want := range []string{
		`<?xml version="1.0" encoding="UTF-8"?>`,
		`<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0" xmlns:atom="http://www.w3.org/2005/Atom">`,
		`<description>Short devotions &lt;for&gt; the road &amp; the week</description>`,
		`<language>en</language>`,
		`<lastBuildDate>Sun, 09 Mar 2025 17:30:00 +0000</lastBuildDate>`,
		`<atom:link href="https://selah.example/api/feeds/podcasts/abc.xml" rel="self" type="application/rss+xml"></atom:link>`,
		`<itunes:image href="https://selah.example/api/files/media/abc/cover.png"></itunes:image>`,
		`<itunes:category text="Religion &amp; Spirituality">`,
		`<itunes:category text="Christianity"></itunes:category>`,
		`<itunes:explicit>false</itunes:explicit>`,
		`<itunes:author>Ada Obi</itunes:author>`,
		"<itunes:owner>\n      <itunes:name>Ada Obi</itunes:name>\n      <itunes:email>ada@example.org</itunes:email>\n    </itunes:owner>",
		`<podcast:locked owner="ada@example.org">no</podcast:locked>`,
		`<podcast:guid>` + UUIDv5(PodcastNamespace, "selah/podcasts/abc") + `</podcast:guid>`,
		`<guid isPermaLink="false">selah-episode-e2</guid>`,
		`<pubDate>Sun, 09 Mar 2025 17:30:00 +0000</pubDate>`,
		`<enclosure url="https://selah.example/api/feeds/episodes/e2/two.mp3" length="123456" type="audio/mpeg"></enclosure>`,
		`<itunes:duration>3725</itunes:duration>`,
		`<itunes:episode>2</itunes:episode>`,
		`<pubDate>Sat, 08 Mar 2025 17:30:00 +0000</pubDate>`,
	} {
		if !strings.Contains(s, want) {
			t.Errorf("feed lacks %s\n%s", want, s)
		}
	}
	if strings.Index(s, "selah-episode-e2") > strings.Index(s, "selah-episode-e1") {
		t.Error("items not in the given order")
	}
	// The second item has no duration: no empty itunes:duration.
	if strings.Count(s, "<itunes:duration>") != 1 {
		t.Errorf("want one itunes:duration\n%s", s)
	}
}

func TestRSSWithoutEpisodesOrCover(t *testing.T) {
	t.Parallel()
	p := samplePodcast()
	p.Episodes, p.ImageURL, p.Subcategory = nil, "", ""
	out, err := RSS(p)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(out), "<item>") || strings.Contains(string(out), "<image>") {
		t.Fatalf("unexpected item or image\n%s", out)
	}
	// Still well-formed; Check wants the cover Apple requires.
	if err := xml.Unmarshal(out, new(parsed)); err != nil {
		t.Fatal(err)
	}
	if err := Check(out); err == nil || !strings.Contains(err.Error(), "itunes:image") {
		t.Fatalf("Check = %v, want the missing cover", err)
	}
}

func TestRSSEscapesControlCharacters(t *testing.T) {
	t.Parallel()
	p := samplePodcast()
	p.Title = "Bad\x00\x1btitle"
	out, err := RSS(p)
	if err != nil {
		t.Fatal(err)
	}
	if err := Check(out); err != nil {
		t.Fatalf("feed with control characters is not valid XML: %v", err)
	}
}

func TestCheckFindsBrokenFeeds(t *testing.T) {
	t.Parallel()
	good, err := RSS(samplePodcast())
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ name, from, to, want string }{
		{"wrong itunes namespace", NamespaceITunes, "http://example.com/itunes", "itunes:image"},
		{"no link (atom:link is not it)", "<link>https://selah.example/</link>", "", "channel has no link"},
		{"no item title", "<title>Day one</title>", "<title></title>", "item 2 has no title"},
		{"no language", "<language>en</language>", "", "language"},
		{"not an ISO 639-1 language", "<language>en</language>", "<language>english</language>", "ISO 639-1"},
		{"no owner email", "<itunes:email>ada@example.org</itunes:email>", "", "itunes:email"},
		{"owner email with a name", "<itunes:email>ada@example.org</itunes:email>", "<itunes:email>Ada &lt;ada@example.org&gt;</itunes:email>", "itunes:email"},
		{"email outside itunes:owner", "<itunes:owner>\n      <itunes:name>Ada Obi</itunes:name>\n      <itunes:email>ada@example.org</itunes:email>\n    </itunes:owner>",
			"<itunes:email>ada@example.org</itunes:email>", "itunes:email"},
		{"podcast:locked without owner", `<podcast:locked owner="ada@example.org">`, `<podcast:locked>`, "podcast:locked has no owner"},
		{"relative cover", `href="https://selah.example/api/files`, `href="/api/files`, "itunes:image"},
		{"no category", `<itunes:category text="Religion &amp; Spirituality">`, `<itunes:category>`, "itunes:category"},
		{"explicit no", "<itunes:explicit>false</itunes:explicit>\n    <itunes:type>", "<itunes:explicit>clean</itunes:explicit>\n    <itunes:type>", "itunes:explicit"},
		{"relative enclosure", `url="https://selah.example/api/feeds/episodes/e2`, `url="/api/feeds/episodes/e2`, "enclosure url"},
		{"no length", `length="99"`, `length=""`, "enclosure length"},
		{"not audio", `type="audio/mp4"`, `type="text/html"`, "enclosure type"},
		{"same guid", "selah-episode-e1", "selah-episode-e2", "guid"},
		{"bad date", "Sat, 08 Mar 2025 17:30:00 +0000", "2025-03-08", "pubDate"},
		{"bad podcast guid", "<podcast:guid>", "<podcast:guid>x", "podcast:guid"},
		{"not xml", "</rss>", "", "well-formed"},
	} {
		bad := strings.Replace(string(good), c.from, c.to, 1)
		if bad == string(good) {
			t.Fatalf("%s: %q not in the feed", c.name, c.from)
		}
		err := Check([]byte(bad))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: Check = %v, want an error about %s", c.name, err, c.want)
		}
	}
}

func TestAppleCategory(t *testing.T) {
	t.Parallel()
	for title, want := range map[string][2]string{
		"Devotional":       {ReligionAndSpirituality, Christianity},
		"Bible Study":      {ReligionAndSpirituality, Christianity},
		"Christian Living": {ReligionAndSpirituality, Christianity},
		"":                 {ReligionAndSpirituality, Christianity},
		" Kids ":           {"Kids & Family", ""},
		"MARRIAGE":         {"Society & Culture", "Relationships"},
	} {
		if c, s := AppleCategory(title); c != want[0] || s != want[1] {
			t.Errorf("AppleCategory(%q) = %q, %q; want %q", title, c, s, want)
		}
	}
}

func TestDuration(t *testing.T) {
	t.Parallel()
	for in, want := range map[float64]string{0.4: "0", 59.5: "60", 3725.4: "3725"} {
		if got := Duration(in); got != want {
			t.Errorf("Duration(%v) = %q, want %q", in, got, want)
		}
	}
}
