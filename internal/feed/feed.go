// Package feed builds the RSS 2.0 podcast feeds Selah serves, with the
// iTunes (Apple Podcasts) and Podcasting 2.0 namespaces, and checks a feed
// against the rules Apple Podcasts and the RSS readers depend on (Check).
package feed

import (
	"bytes"
	"encoding/xml"
	"math"
	"strconv"
	"time"
)

// The namespaces a feed declares.
const (
	NamespaceITunes  = "http://www.itunes.com/dtds/podcast-1.0.dtd"
	NamespacePodcast = "https://podcastindex.org/namespace/1.0"
	NamespaceAtom    = "http://www.w3.org/2005/Atom"
)

// Podcast is what a feed says about a show.
type Podcast struct {
	// Title and Description are the show's own words.
	Title, Description string
	// Link is the show's web page; FeedURL the feed's own absolute URL.
	Link, FeedURL string
	// ImageURL is the absolute URL of the cover art ("" for none).
	ImageURL string
	// Author is the creator's name.
	Author string
	// OwnerName and OwnerEmail are itunes:owner, whom directories contact
	// about the show: Spotify and others mail OwnerEmail a code to verify
	// who owns the feed, and podcast:locked names it as the owner.
	OwnerName, OwnerEmail string
	// Category and Subcategory are Apple Podcasts categories (AppleCategory).
	Category, Subcategory string
	// GUID is the podcast:guid, a UUID that never changes.
	GUID string
	// Language is an ISO 639-1 code ("en"; see Languages).
	Language string
	// Updated is when the feed's content last changed (lastBuildDate).
	Updated time.Time
	// Episodes, in the order the feed lists them.
	Episodes []Episode
}

// Episode is one item of a feed.
type Episode struct {
	// GUID is the item's guid: stable for the life of the episode.
	GUID string
	// Title and Description are the episode's own words.
	Title, Description string
	// Link is the episode's web page ("" for none: the item has no link).
	Link string
	// Author is the item's itunes:author when it is not the show's (a
	// sermon's preacher); "" leaves it out.
	Author string
	// URL, Length (bytes) and Type (MIME) are the enclosure.
	URL    string
	Length int64
	Type   string
	// Published is the pubDate.
	Published time.Time
	// Duration is the playing time in seconds (0: unknown, omitted).
	Duration float64
	// Number is the episode number (0: omitted).
	Number int
	// TranscriptURL (WebVTT) and ChaptersURL (Podcasting 2.0 JSON
	// chapters) are absolute URLs, "" for none.
	TranscriptURL, ChaptersURL string
}

type rss struct {
	XMLName   xml.Name `xml:"rss"`
	Version   string   `xml:"version,attr"`
	XMLNSI    string   `xml:"xmlns:itunes,attr"`
	XMLNSP    string   `xml:"xmlns:podcast,attr"`
	XMLNSAtom string   `xml:"xmlns:atom,attr"`
	Channel   channel  `xml:"channel"`
}

type channel struct {
	Title          string          `xml:"title"`
	Link           string          `xml:"link"`
	Description    string          `xml:"description"`
	Language       string          `xml:"language"`
	Generator      string          `xml:"generator"`
	LastBuildDate  string          `xml:"lastBuildDate"`
	AtomLink       atomLink        `xml:"atom:link"`
	Image          *image          `xml:"image,omitempty"`
	ITunesAuthor   string          `xml:"itunes:author"`
	ITunesOwner    *owner          `xml:"itunes:owner,omitempty"`
	ITunesSummary  string          `xml:"itunes:summary,omitempty"`
	ITunesImage    *hrefElement    `xml:"itunes:image,omitempty"`
	ITunesCategory *itunesCategory `xml:"itunes:category"`
	ITunesExplicit string          `xml:"itunes:explicit"`
	ITunesType     string          `xml:"itunes:type"`
	PodcastGUID    string          `xml:"podcast:guid"`
	PodcastLocked  locked          `xml:"podcast:locked"`
	Items          []item          `xml:"item"`
}

type atomLink struct {
	Href string `xml:"href,attr"`
	Rel  string `xml:"rel,attr"`
	Type string `xml:"type,attr"`
}

type image struct {
	URL   string `xml:"url"`
	Title string `xml:"title"`
	Link  string `xml:"link"`
}

type owner struct {
	Name  string `xml:"itunes:name,omitempty"`
	Email string `xml:"itunes:email"`
}

// locked is podcast:locked: "no" lets other platforms import the feed; the
// owner attribute is the email that may change that (parsers such as
// podcast-partytime drop the tag without it).
type locked struct {
	Owner string `xml:"owner,attr,omitempty"`
	Value string `xml:",chardata"`
}

type hrefElement struct {
	Href string `xml:"href,attr"`
}

type itunesCategory struct {
	Text string          `xml:"text,attr"`
	Sub  *itunesCategory `xml:"itunes:category,omitempty"`
}

type item struct {
	Title          string    `xml:"title"`
	Link           string    `xml:"link,omitempty"`
	Description    string    `xml:"description,omitempty"`
	GUID           guid      `xml:"guid"`
	PubDate        string    `xml:"pubDate"`
	Enclosure      enclosure `xml:"enclosure"`
	ITunesTitle    string    `xml:"itunes:title"`
	ITunesAuthor   string    `xml:"itunes:author,omitempty"`
	ITunesDuration string    `xml:"itunes:duration,omitempty"`
	ITunesEpisode  int       `xml:"itunes:episode,omitempty"`
	ITunesType     string    `xml:"itunes:episodeType"`
	ITunesExplicit string    `xml:"itunes:explicit"`
	// Podcasting 2.0's podcast:transcript and podcast:chapters.
	Transcript *typedLink `xml:"podcast:transcript,omitempty"`
	Chapters   *typedLink `xml:"podcast:chapters,omitempty"`
}

// typedLink is an element of a url and a type (MIME) attribute.
type typedLink struct {
	URL  string `xml:"url,attr"`
	Type string `xml:"type,attr"`
}

type guid struct {
	IsPermaLink string `xml:"isPermaLink,attr"`
	Value       string `xml:",chardata"`
}

type enclosure struct {
	URL    string `xml:"url,attr"`
	Length int64  `xml:"length,attr"`
	Type   string `xml:"type,attr"`
}

// RFC2822 is the date layout RSS 2.0 requires (RFC 822 with a four-digit
// year and a numeric zone).
const RFC2822 = time.RFC1123Z

// Duration formats seconds as itunes:duration: whole seconds, which Apple
// recommends.
func Duration(seconds float64) string {
	return strconv.FormatInt(int64(math.Round(seconds)), 10)
}

// RSS renders p as an RSS 2.0 document, XML declaration included.
func RSS(p Podcast) ([]byte, error) {
	ch := channel{
		Title:          p.Title,
		Link:           p.Link,
		Description:    p.Description,
		Language:       p.Language,
		Generator:      "Selah",
		LastBuildDate:  p.Updated.UTC().Format(RFC2822),
		AtomLink:       atomLink{Href: p.FeedURL, Rel: "self", Type: "application/rss+xml"},
		ITunesAuthor:   p.Author,
		ITunesSummary:  p.Description,
		ITunesCategory: &itunesCategory{Text: p.Category},
		ITunesExplicit: "false",
		ITunesType:     "episodic",
		PodcastGUID:    p.GUID,
		PodcastLocked:  locked{Owner: p.OwnerEmail, Value: "no"},
	}
	if p.OwnerEmail != "" {
		ch.ITunesOwner = &owner{Name: p.OwnerName, Email: p.OwnerEmail}
	}
	if p.Subcategory != "" {
		ch.ITunesCategory.Sub = &itunesCategory{Text: p.Subcategory}
	}
	if p.ImageURL != "" {
		ch.Image = &image{URL: p.ImageURL, Title: p.Title, Link: p.Link}
		ch.ITunesImage = &hrefElement{Href: p.ImageURL}
	}
	for _, ep := range p.Episodes {
		it := item{
			Title:          ep.Title,
			Link:           ep.Link,
			Description:    ep.Description,
			GUID:           guid{IsPermaLink: "false", Value: ep.GUID},
			PubDate:        ep.Published.UTC().Format(RFC2822),
			Enclosure:      enclosure{URL: ep.URL, Length: ep.Length, Type: ep.Type},
			ITunesTitle:    ep.Title,
			ITunesAuthor:   ep.Author,
			ITunesEpisode:  ep.Number,
			ITunesType:     "full",
			ITunesExplicit: "false",
		}
		if ep.Duration > 0 {
			it.ITunesDuration = Duration(ep.Duration)
		}
		if ep.TranscriptURL != "" {
			it.Transcript = &typedLink{URL: ep.TranscriptURL, Type: "text/vtt"}
		}
		if ep.ChaptersURL != "" {
			it.Chapters = &typedLink{URL: ep.ChaptersURL, Type: "application/json+chapters"}
		}
		ch.Items = append(ch.Items, it)
	}
	doc := rss{
		Version: "2.0", XMLNSI: NamespaceITunes, XMLNSP: NamespacePodcast, XMLNSAtom: NamespaceAtom,
		Channel: ch,
	}
	var buf bytes.Buffer
	buf.WriteString(xml.Header)
	enc := xml.NewEncoder(&buf)
	enc.Indent("", "  ")
	if err := enc.Encode(doc); err != nil {
		return nil, err
	}
	buf.WriteByte('\n')
	return buf.Bytes(), nil
}
