package importfeed

import (
	"encoding/xml"
	"errors"
	"io"
	"strconv"
	"strings"
	"time"

	"golang.org/x/net/html/charset"
)

// RSS 2.0 with Apple's podcast tags, read with encoding/xml. Elements are
// matched by their namespace as well as their name: an RSS <title> is
// never an itunes:title or a media:title, whatever order they come in.

// Namespaces of the tags read.
const (
	nsITunes  = "http://www.itunes.com/dtds/podcast-1.0.dtd"
	nsContent = "http://purl.org/rss/1.0/modules/content/"
)

// ErrNotRSS is the reason of an import whose address answered something
// else than an RSS feed (a web page, an Atom feed, anything unreadable).
var ErrNotRSS = errors.New("This address did not answer with an RSS feed")

// notRSS is ErrNotRSS with what the document was instead.
type notRSS struct{ what string }

func (e *notRSS) Error() string {
	if e.what == "" {
		return ErrNotRSS.Error()
	}
	return ErrNotRSS.Error() + " (" + e.what + ")"
}

func (e *notRSS) Unwrap() error { return ErrNotRSS }

// Feed is what an import takes from a podcast's feed.
type Feed struct {
	Title, Description string // the show's (description: HTML already made text)
	Language           string // the <language> as written ("en-us")
	Author             string // itunes:author
	OwnerName          string // itunes:owner
	OwnerEmail         string
	ImageURL           string // itunes:image, else image/url
	Category           string // the first itunes:category's text
	// Items are the first maxItems items, in the feed's order; Listed
	// counts them all.
	Items  []Item
	Listed int
}

// Item is one episode of the feed.
type Item struct {
	Title, Description string
	GUID               string // the item's guid, else its enclosure's URL (what apps key it by then)
	Enclosure          string // the enclosure's URL ("" for none)
	Published          time.Time
	Number             int // itunes:episode (0: none)
}

// node is an element read whole: its name, attributes, text and children.
type node struct {
	XMLName xml.Name
	Attrs   []xml.Attr `xml:",any,attr"`
	Text    string     `xml:",chardata"`
	Nodes   []node     `xml:",any"`
}

// child is the first child named local in space ("" for RSS's own).
func (n *node) child(space, local string) *node {
	for i := range n.Nodes {
		if n.Nodes[i].is(space, local) {
			return &n.Nodes[i]
		}
	}
	return nil
}

// is reports whether the element is local in space. Apple's namespace is
// also taken as some feeds write it (case, https) and undeclared (its
// prefix then stands as the space).
func (n *node) is(space, local string) bool {
	if n.XMLName.Local != local {
		return false
	}
	got := n.XMLName.Space
	switch space {
	case nsITunes:
		g := strings.ToLower(strings.Replace(got, "https://", "http://", 1))
		return g == nsITunes || got == "itunes"
	case nsContent:
		return got == nsContent || got == "content"
	}
	return got == space
}

func (n *node) text(space, local string) string {
	if c := n.child(space, local); c != nil {
		return strings.TrimSpace(c.Text)
	}
	return ""
}

func (n *node) attr(local string) string {
	for _, a := range n.Attrs {
		if a.Name.Local == local && a.Name.Space == "" {
			return strings.TrimSpace(a.Value)
		}
	}
	return ""
}

// Parse reads an RSS 2.0 feed, keeping its first maxItems items (the rest
// are counted in Listed, not read). Anything else is a notRSS error
// (errors.Is ErrNotRSS): HTML, Atom, RSS 1.0, text that is not XML.
func Parse(r io.Reader, maxItems int) (*Feed, error) {
	d := xml.NewDecoder(r)
	d.CharsetReader = charset.NewReaderLabel
	// HTML's named entities (&nbsp;, &eacute;) are common in feeds written
	// by hand or by old tools; they are not XML's, but mean one thing.
	d.Entity = xml.HTMLEntity
	root, err := firstElement(d)
	if err != nil {
		return nil, &notRSS{}
	}
	switch strings.ToLower(root.Name.Local) {
	case "rss":
	case "feed":
		return nil, &notRSS{"an Atom feed: only RSS 2.0 podcast feeds can be imported"}
	case "html":
		return nil, &notRSS{"a web page"}
	case "rdf":
		return nil, &notRSS{"an RSS 1.0 feed: only RSS 2.0 podcast feeds can be imported"}
	default:
		return nil, &notRSS{"an XML document of another kind"}
	}
	f := &Feed{}
	found := false
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, &notRSS{"its XML is not well formed: " + err.Error()}
		}
		start, ok := tok.(xml.StartElement)
		if !ok {
			continue
		}
		if start.Name.Local != "channel" || start.Name.Space != "" || found {
			if err := d.Skip(); err != nil {
				return nil, &notRSS{"its XML is not well formed: " + err.Error()}
			}
			continue
		}
		found = true
		if err := readChannel(d, f, maxItems); err != nil {
			return nil, &notRSS{"its XML is not well formed: " + err.Error()}
		}
	}
	if !found {
		return nil, &notRSS{"it has no channel"}
	}
	return f, nil
}

// firstElement is the document's root element.
func firstElement(d *xml.Decoder) (xml.StartElement, error) {
	for {
		tok, err := d.Token()
		if err != nil {
			return xml.StartElement{}, err
		}
		if start, ok := tok.(xml.StartElement); ok {
			return start, nil
		}
	}
}

// readChannel reads the channel's children up to its end: its own tags
// whole, each item as it comes (past maxItems, only counted).
func readChannel(d *xml.Decoder, f *Feed, maxItems int) error {
	var channel node
	for {
		tok, err := d.Token()
		if err != nil {
			return err
		}
		switch t := tok.(type) {
		case xml.EndElement:
			f.fill(&channel)
			return nil
		case xml.StartElement:
			if t.Name.Local == "item" && t.Name.Space == "" {
				f.Listed++
				if len(f.Items) >= maxItems {
					if err := d.Skip(); err != nil {
						return err
					}
					continue
				}
				var n node
				if err := d.DecodeElement(&n, &t); err != nil {
					return err
				}
				f.Items = append(f.Items, readItem(&n))
				continue
			}
			var n node
			if err := d.DecodeElement(&n, &t); err != nil {
				return err
			}
			channel.Nodes = append(channel.Nodes, n)
		}
	}
}

// fill takes the show's tags from the channel.
func (f *Feed) fill(c *node) {
	f.Title = c.text("", "title")
	if f.Title == "" {
		f.Title = c.text(nsITunes, "title")
	}
	f.Description = c.text("", "description")
	if f.Description == "" {
		f.Description = c.text(nsITunes, "summary")
	}
	f.Language = c.text("", "language")
	f.Author = c.text(nsITunes, "author")
	if owner := c.child(nsITunes, "owner"); owner != nil {
		f.OwnerName = owner.text(nsITunes, "name")
		f.OwnerEmail = owner.text(nsITunes, "email")
	}
	if img := c.child(nsITunes, "image"); img != nil {
		f.ImageURL = img.attr("href")
	}
	if f.ImageURL == "" {
		if img := c.child("", "image"); img != nil {
			f.ImageURL = img.text("", "url")
		}
	}
	if cat := c.child(nsITunes, "category"); cat != nil {
		f.Category = cat.attr("text")
	}
}

// readItem takes an episode's tags: its title (RSS's, else itunes:title),
// its notes (description, else content:encoded, else itunes:summary), its
// guid (else the enclosure's URL), date, enclosure and episode number.
func readItem(n *node) Item {
	it := Item{
		Title:       n.text("", "title"),
		Description: n.text("", "description"),
		GUID:        n.text("", "guid"),
		Published:   ParseDate(n.text("", "pubDate")),
	}
	if it.Title == "" {
		it.Title = n.text(nsITunes, "title")
	}
	if it.Description == "" {
		it.Description = n.text(nsContent, "encoded")
	}
	if it.Description == "" {
		it.Description = n.text(nsITunes, "summary")
	}
	if enc := n.child("", "enclosure"); enc != nil {
		it.Enclosure = enc.attr("url")
	}
	if it.GUID == "" {
		it.GUID = it.Enclosure
	}
	if num, err := strconv.Atoi(n.text(nsITunes, "episode")); err == nil && num > 0 {
		it.Number = num
	}
	return it
}

// dateLayouts are the RFC 822 dates feeds write, strict and loose (a
// one-digit day, no weekday, no seconds, a two-digit year), then ISO 8601.
var dateLayouts = []string{
	time.RFC1123Z, time.RFC1123,
	"Mon, 2 Jan 2006 15:04:05 -0700", "Mon, 2 Jan 2006 15:04:05 MST",
	"2 Jan 2006 15:04:05 -0700", "2 Jan 2006 15:04:05 MST",
	"Mon, 2 Jan 2006 15:04 -0700", "Mon, 2 Jan 2006 15:04 MST",
	"Mon, 2 Jan 06 15:04:05 -0700", "Mon, 2 Jan 06 15:04:05 MST",
	"Mon, 2 January 2006 15:04:05 -0700", "Mon, 2 January 2006 15:04:05 MST",
	"Mon, 2 Jan 2006 15:04:05", "Mon, 2 Jan 2006",
	time.RFC3339, "2006-01-02T15:04:05", "2006-01-02 15:04:05", "2006-01-02",
}

// usZones are the zone names RFC 822 allows besides GMT and UT, which
// time.Parse would otherwise read as a zone of offset zero.
var usZones = strings.NewReplacer(
	" EST", " -0500", " EDT", " -0400", " CST", " -0600", " CDT", " -0500",
	" MST", " -0700", " MDT", " -0600", " PST", " -0800", " PDT", " -0700",
	" UT", " +0000", " Z", " +0000")

// ParseDate reads a feed's date (zero when it cannot).
func ParseDate(s string) time.Time {
	s = strings.Join(strings.Fields(s), " ")
	if s == "" {
		return time.Time{}
	}
	if strings.HasSuffix(s, " UTC") || strings.HasSuffix(s, " GMT") {
		s = s[:len(s)-4] + " +0000"
	}
	s = usZones.Replace(s)
	// A weekday some feeds spell out in full.
	if i := strings.IndexByte(s, ','); i > 3 {
		s = s[:3] + s[i:]
	}
	for _, layout := range dateLayouts {
		if t, err := time.Parse(layout, s); err == nil {
			if t.Year() < 1970 || t.Year() > 9999 {
				return time.Time{}
			}
			return t.UTC()
		}
	}
	return time.Time{}
}
