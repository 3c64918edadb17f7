package importfeed_test

import (
	"errors"
	"strings"
	"testing"
	"time"

	"selah/internal/importfeed"
)

// A feed as podcast hosts write them: namespaced tags beside RSS's own
// (an itunes:title and a media:title around the title, an atom:link beside
// the link), CDATA notes, content:encoded when there is no description,
// Apple's namespace written in capitals, HTML entities, a guid missing
// (the enclosure's URL stands for it), dates in RFC 822's many spellings.
const realFeed = `<?xml version="1.0" encoding="UTF-8"?>
<?xml-stylesheet type="text/xsl" href="/style.xsl"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/DTDs/Podcast-1.0.dtd"
     xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom"
     xmlns:media="http://search.yahoo.com/mrss/" xmlns:podcast="https://podcastindex.org/namespace/1.0">
<channel>
  <atom:link href="https://old.example/feed" rel="self" type="application/rss+xml"/>
  <itunes:title>Not the title</itunes:title>
  <title>The Quiet Hour</title>
  <link>https://old.example/</link>
  <description><![CDATA[<p>Psalms &amp; prayers.</p>]]></description>
  <language>pt-BR</language>
  <itunes:author>Ruth &amp; Boaz</itunes:author>
  <itunes:owner><itunes:name>Ruth</itunes:name><itunes:email>ruth@old.example</itunes:email></itunes:owner>
  <image><url>https://old.example/small.jpg</url></image>
  <itunes:image href="https://old.example/big.jpg"/>
  <itunes:category text="Religion &amp; Spirituality"><itunes:category text="Christianity"/></itunes:category>
  <podcast:guid>ead4c236-bf58-58c6-a2c6-a6b28d128cb6</podcast:guid>
  <item>
    <itunes:title>Short three</itunes:title>
    <title>Three&nbsp;&#8211; Rest</title>
    <media:title>Media three</media:title>
    <description><![CDATA[<p>Come to me, all who are weary.</p>]]></description>
    <content:encoded><![CDATA[<p>Longer notes.</p>]]></content:encoded>
    <guid isPermaLink="true">https://old.example/ep/3</guid>
    <pubDate>Wednesday, 3 Sep 2025 07:15:00 PDT</pubDate>
    <itunes:episode>3</itunes:episode>
    <enclosure url="https://cdn.old.example/3.mp3" length="123" type="audio/mpeg"/>
  </item>
  <item>
    <title>Two</title>
    <content:encoded><![CDATA[Only <b>rich</b> notes.]]></content:encoded>
    <guid>two</guid>
    <pubDate>Tue, 02 Sep 2025 06:00:00 GMT</pubDate>
    <itunes:episode>not a number</itunes:episode>
    <enclosure url="/media/2.m4a" type="audio/x-m4a"/>
  </item>
  <item>
    <itunes:title>Only an iTunes title</itunes:title>
    <itunes:summary>Summary only.</itunes:summary>
    <pubDate>2025-09-01T06:00:00Z</pubDate>
    <enclosure url="https://cdn.old.example/1.mp3"/>
  </item>
</channel>
</rss>`

func TestParseReadsAPodcastFeed(t *testing.T) {
	f, err := importfeed.Parse(strings.NewReader(realFeed), 100)
	if err != nil {
		t.Fatal(err)
	}
	if f.Title != "The Quiet Hour" || f.Description != "<p>Psalms &amp; prayers.</p>" || f.Language != "pt-BR" ||
		f.Author != "Ruth & Boaz" || f.OwnerName != "Ruth" || f.OwnerEmail != "ruth@old.example" ||
		f.ImageURL != "https://old.example/big.jpg" || f.Category != "Religion & Spirituality" || f.Listed != 3 {
		t.Errorf("channel: %+v", f)
	}
	want := []importfeed.Item{
		{Title: "Three\u00a0\u2013 Rest", Description: "<p>Come to me, all who are weary.</p>", GUID: "https://old.example/ep/3",
			Enclosure: "https://cdn.old.example/3.mp3", Published: time.Date(2025, 9, 3, 14, 15, 0, 0, time.UTC), Number: 3},
		{Title: "Two", Description: "Only <b>rich</b> notes.", GUID: "two", Enclosure: "/media/2.m4a",
			Published: time.Date(2025, 9, 2, 6, 0, 0, 0, time.UTC)},
		{Title: "Only an iTunes title", Description: "Summary only.", GUID: "https://cdn.old.example/1.mp3",
			Enclosure: "https://cdn.old.example/1.mp3", Published: time.Date(2025, 9, 1, 6, 0, 0, 0, time.UTC)},
	}
	if len(f.Items) != len(want) {
		t.Fatalf("%d items", len(f.Items))
	}
	for i, it := range f.Items {
		if !it.Published.Equal(want[i].Published) {
			t.Errorf("item %d: published %s, want %s", i, it.Published, want[i].Published)
		}
		it.Published = want[i].Published
		if it != want[i] {
			t.Errorf("item %d:\n got %+v\nwant %+v", i, it, want[i])
		}
	}
}

// Past maxItems, items are counted, not read.
func TestParseCountsItemsPastTheLimit(t *testing.T) {
	f, err := importfeed.Parse(strings.NewReader(realFeed), 1)
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Items) != 1 || f.Listed != 3 || f.Items[0].GUID != "https://old.example/ep/3" {
		t.Errorf("%d items, %d listed", len(f.Items), f.Listed)
	}
}

// Anything but RSS 2.0 is refused with a reason a person understands.
func TestParseRefusesWhatIsNotRSS(t *testing.T) {
	for name, c := range map[string]struct{ doc, reason string }{
		"a web page": {"<!DOCTYPE html>\n<html><head><title>x</title></head><body><p>Hi</body></html>",
			"This address did not answer with an RSS feed (a web page)"},
		"an Atom feed": {`<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>x</title></feed>`,
			"This address did not answer with an RSS feed (an Atom feed: only RSS 2.0 podcast feeds can be imported)"},
		"RSS 1.0": {`<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"></rdf:RDF>`,
			"This address did not answer with an RSS feed (an RSS 1.0 feed: only RSS 2.0 podcast feeds can be imported)"},
		"garbage":    {"\x00\x01 not xml at all {}", "This address did not answer with an RSS feed"},
		"empty":      {"", "This address did not answer with an RSS feed"},
		"JSON":       {`{"items": []}`, "This address did not answer with an RSS feed"},
		"no channel": {`<rss version="2.0"></rss>`, "This address did not answer with an RSS feed (it has no channel)"},
		"other XML":  {`<opml version="2.0"><body/></opml>`, "This address did not answer with an RSS feed (an XML document of another kind)"},
		"cut short": {`<rss version="2.0"><channel><title>x</title><item><title>a</ti`,
			"This address did not answer with an RSS feed (its XML is not well formed: XML syntax error on line 1: unexpected EOF)"},
	} {
		_, err := importfeed.Parse(strings.NewReader(c.doc), 10)
		if !errors.Is(err, importfeed.ErrNotRSS) || err.Error() != c.reason {
			t.Errorf("%s: %v, want %q", name, err, c.reason)
		}
	}
}

// A feed in another character set than UTF-8 is read in it.
func TestParseReadsLatin1(t *testing.T) {
	doc := "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><rss version=\"2.0\"><channel><title>Caf\xe9</title>" +
		"<item><title>Ol\xe1</title><enclosure url=\"https://x.example/a.mp3\"/></item></channel></rss>"
	f, err := importfeed.Parse(strings.NewReader(doc), 10)
	if err != nil {
		t.Fatal(err)
	}
	if f.Title != "Café" || f.Items[0].Title != "Olá" {
		t.Errorf("%q, %q", f.Title, f.Items[0].Title)
	}
}

func TestParseDate(t *testing.T) {
	utc := func(y int, mo time.Month, d, h, mi, s int) time.Time {
		return time.Date(y, mo, d, h, mi, s, 0, time.UTC)
	}
	for in, want := range map[string]time.Time{
		"Mon, 02 Jan 2006 15:04:05 -0700":   utc(2006, 1, 2, 22, 4, 5),
		"Mon, 02 Jan 2006 15:04:05 GMT":     utc(2006, 1, 2, 15, 4, 5),
		"Mon, 2 Jan 2006 15:04:05 +0000":    utc(2006, 1, 2, 15, 4, 5),
		"Mon, 2 Jan 2006 15:04:05 EST":      utc(2006, 1, 2, 20, 4, 5),
		"Monday, 2 Jan 2006 15:04:05 UTC":   utc(2006, 1, 2, 15, 4, 5),
		"2 Jan 2006 15:04:05 +0100":         utc(2006, 1, 2, 14, 4, 5),
		"Mon, 02 Jan 2006 15:04 -0000":      utc(2006, 1, 2, 15, 4, 0),
		"Mon, 02 Jan 06 15:04:05 +0000":     utc(2006, 1, 2, 15, 4, 5),
		"  Mon,  02 Jan 2006 15:04:05 Z ":   utc(2006, 1, 2, 15, 4, 5),
		"Mon, 02 January 2006 15:04:05 GMT": utc(2006, 1, 2, 15, 4, 5),
		"2006-01-02T15:04:05+02:00":         utc(2006, 1, 2, 13, 4, 5),
		"2006-01-02":                        utc(2006, 1, 2, 0, 0, 0),
		"":                                  {},
		"yesterday":                         {},
		"Mon, 02 Jan 0001 15:04:05 GMT":     {},
	} {
		if got := importfeed.ParseDate(in); !got.Equal(want) {
			t.Errorf("%q: %s, want %s", in, got, want)
		}
	}
}
