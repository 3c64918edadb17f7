package feed

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"net/mail"
	"net/url"
	"regexp"
	"strings"
	"time"
)

// parsed is a feed as a namespace-aware reader sees it: prefixes resolved
// to their namespace URIs, so a misdeclared namespace shows up as a
// missing element.
type parsed struct {
	XMLName xml.Name `xml:"rss"`
	Version string   `xml:"version,attr"`
	Channel struct {
		Title         plain  `xml:"title"`
		Link          plain  `xml:"link"`
		Description   plain  `xml:"description"`
		Language      string `xml:"language"`
		LastBuildDate string `xml:"lastBuildDate"`
		Image         struct {
			Href string `xml:"href,attr"`
		} `xml:"http://www.itunes.com/dtds/podcast-1.0.dtd image"`
		Category []struct {
			Text string `xml:"text,attr"`
		} `xml:"http://www.itunes.com/dtds/podcast-1.0.dtd category"`
		Explicit string `xml:"http://www.itunes.com/dtds/podcast-1.0.dtd explicit"`
		Author   string `xml:"http://www.itunes.com/dtds/podcast-1.0.dtd author"`
		Owner    struct {
			Name  string `xml:"http://www.itunes.com/dtds/podcast-1.0.dtd name"`
			Email string `xml:"http://www.itunes.com/dtds/podcast-1.0.dtd email"`
		} `xml:"http://www.itunes.com/dtds/podcast-1.0.dtd owner"`
		GUID   string `xml:"https://podcastindex.org/namespace/1.0 guid"`
		Locked struct {
			Owner string `xml:"owner,attr"`
			Value string `xml:",chardata"`
		} `xml:"https://podcastindex.org/namespace/1.0 locked"`
		Items []struct {
			Title plain `xml:"title"`
			GUID  struct {
				IsPermaLink string `xml:"isPermaLink,attr"`
				Value       string `xml:",chardata"`
			} `xml:"guid"`
			PubDate   string `xml:"pubDate"`
			Enclosure struct {
				URL    string `xml:"url,attr"`
				Length string `xml:"length,attr"`
				Type   string `xml:"type,attr"`
			} `xml:"enclosure"`
			Duration string `xml:"http://www.itunes.com/dtds/podcast-1.0.dtd duration"`
		} `xml:"item"`
	} `xml:"channel"`
}

// plain collects every element of a local name whatever its namespace
// (encoding/xml matches <atom:link> to a "link" field too); its text is
// that of the element in no namespace, RSS's own.
type plain []struct {
	XMLName xml.Name
	Text    string `xml:",chardata"`
}

func (p plain) text() string {
	for _, e := range p {
		if e.XMLName.Space == "" {
			return e.Text
		}
	}
	return ""
}

var (
	uuidPattern     = regexp.MustCompile(`^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`)
	durationPattern = regexp.MustCompile(`^(\d+|(\d+:)?[0-5]?\d:[0-5]\d)$`)
	lengthPattern   = regexp.MustCompile(`^\d+$`)
)

// Check parses an RSS document and reports every way it breaks the rules
// Apple Podcasts states for a show (title, description, itunes:image with
// an absolute href, an ISO 639-1 language, itunes:category,
// itunes:explicit as true or false) and its episodes (title, an enclosure
// with an absolute url, a byte length and an audio type, a guid, an RFC 2822
// pubDate), the itunes:owner email that Spotify and other directories mail
// to verify who owns a show, plus the Podcasting 2.0 podcast:guid (a UUID)
// and podcast:locked (yes or no, with the owner's email in its owner
// attribute). It returns nil for a good feed. What Apple also refuses in the
// files themselves (audio formats, cover sizes) is CheckApple's and
// AppleCoverWarnings' business.
func Check(data []byte) error {
	var f parsed
	dec := xml.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&f); err != nil {
		return fmt.Errorf("not well-formed RSS: %w", err)
	}
	var errs []error
	fail := func(format string, args ...any) { errs = append(errs, fmt.Errorf(format, args...)) }
	ch := f.Channel
	if f.Version != "2.0" {
		fail("rss version %q, want 2.0", f.Version)
	}
	for _, f := range [][2]string{
		{"title", ch.Title.text()}, {"description", ch.Description.text()}, {"link", ch.Link.text()},
		{"language", ch.Language}, {"itunes:author", ch.Author},
	} {
		if strings.TrimSpace(f[1]) == "" {
			fail("channel has no %s", f[0])
		}
	}
	if ch.Language != "" && !validFeedLanguage(ch.Language) {
		fail("language %q is not an ISO 639-1 code", ch.Language)
	}
	if !isEmail(ch.Owner.Email) {
		fail("itunes:owner has no itunes:email (got %q)", ch.Owner.Email)
	}
	if !absolute(ch.Image.Href) {
		fail("itunes:image href %q is not an absolute URL", ch.Image.Href)
	}
	if len(ch.Category) == 0 || ch.Category[0].Text == "" {
		fail("channel has no itunes:category")
	}
	if ch.Explicit != "true" && ch.Explicit != "false" {
		fail("itunes:explicit %q, want true or false", ch.Explicit)
	}
	if !uuidPattern.MatchString(ch.GUID) {
		fail("podcast:guid %q is not a UUID", ch.GUID)
	}
	if ch.Locked.Value != "yes" && ch.Locked.Value != "no" {
		fail("podcast:locked %q, want yes or no", ch.Locked.Value)
	}
	if !isEmail(ch.Locked.Owner) {
		fail("podcast:locked has no owner email (got %q)", ch.Locked.Owner)
	}
	if _, err := time.Parse(RFC2822, ch.LastBuildDate); err != nil {
		fail("lastBuildDate %q is not RFC 2822", ch.LastBuildDate)
	}
	guids := map[string]bool{}
	for i, it := range ch.Items {
		at := fmt.Sprintf("item %d", i+1)
		if strings.TrimSpace(it.Title.text()) == "" {
			fail("%s has no title", at)
		}
		if !absolute(it.Enclosure.URL) {
			fail("%s enclosure url %q is not an absolute URL", at, it.Enclosure.URL)
		}
		if !lengthPattern.MatchString(it.Enclosure.Length) || it.Enclosure.Length == "0" {
			fail("%s enclosure length %q is not a byte count", at, it.Enclosure.Length)
		}
		if !strings.HasPrefix(it.Enclosure.Type, "audio/") {
			fail("%s enclosure type %q is not audio", at, it.Enclosure.Type)
		}
		if it.GUID.Value == "" || guids[it.GUID.Value] {
			fail("%s guid %q is empty or repeated", at, it.GUID.Value)
		}
		guids[it.GUID.Value] = true
		if _, err := time.Parse(RFC2822, it.PubDate); err != nil {
			fail("%s pubDate %q is not RFC 2822", at, it.PubDate)
		}
		if it.Duration != "" && !durationPattern.MatchString(it.Duration) {
			fail("%s itunes:duration %q is neither seconds nor [HH:]MM:SS", at, it.Duration)
		}
	}
	return errors.Join(errs...)
}

// isEmail reports whether s is a bare email address (no display name).
func isEmail(s string) bool {
	a, err := mail.ParseAddress(s)
	return err == nil && a.Name == "" && a.Address == s && strings.Contains(s[strings.LastIndexByte(s, '@')+1:], ".")
}

func absolute(s string) bool {
	u, err := url.Parse(s)
	return err == nil && (u.Scheme == "http" || u.Scheme == "https") && u.Host != ""
}
