package publicpage

import "time"

// The kinds of media (media.type).
const (
	KindAlbum   = "album"
	KindPodcast = "podcast"
	KindSermon  = "sermon"
)

// Item is a public media item as its pages show it. Paths (CoverPath,
// Feeds' URLs, AudioURL) are root-relative or absolute; the builders make
// them absolute with the Site.
type Item struct {
	Id          string
	Kind        string // KindAlbum, KindPodcast or KindSermon
	Title       string
	Description string
	// CoverPath is the cover's /api/files path ("" for none).
	CoverPath string
	Creator   Creator
	// Preacher, Theme and Passages (canonical texts such as "John
	// 3:16-18") are a sermon's.
	Preacher string
	Theme    string
	Passages []string
	Language string // ISO 639-1
	Genre    string // the genre's title, "" for none
	Created  time.Time
	Updated  time.Time
	// Episodes are the public episodes, in the item's order.
	Episodes []Episode
	// Feeds are the feeds the item belongs to (its podcast feed, the
	// creator's sermons, its series), for <link rel="alternate">.
	Feeds []Feed
}

// Episode is a public episode (a track of an album, an episode of a
// podcast, a sermon's recording).
type Episode struct {
	Id          string
	Title       string
	Description string
	Duration    float64 // seconds
	Position    int
	Created     time.Time
	// AudioURL is its audio file at a stable URL with no token and no
	// expiry, ending in the file's extension (the feeds' enclosure URL):
	// link previews keep og:audio for days, and some (metascraper) take
	// only a URL that names an audio file. AudioType is its MIME type.
	AudioURL  string
	AudioType string
}

// Creator is a creator's public profile.
type Creator struct {
	Id   string
	Name string
	Bio  string
	// AvatarPath is the avatar's /api/files path ("" for none).
	AvatarPath string
}

// The kinds of feed a page links to (API.md: a podcast's, a creator's
// sermons, one sermon series).
const (
	FeedPodcast = "podcast"
	FeedSermons = "sermons"
	FeedSeries  = "series"
)

// Feed is a podcast feed a page links to.
type Feed struct {
	Kind  string // FeedPodcast, FeedSermons or FeedSeries
	Title string
	URL   string
}

// feed is the first of the item's feeds of that kind.
func (it Item) feed(kind string) (Feed, bool) {
	for _, f := range it.Feeds {
		if f.Kind == kind {
			return f, true
		}
	}
	return Feed{}, false
}

// Episode finds one of the item's public episodes by id.
func (it Item) Episode(id string) (*Episode, bool) {
	for i := range it.Episodes {
		if it.Episodes[i].Id == id {
			return &it.Episodes[i], true
		}
	}
	return nil, false
}

// pick is the episode a page about the item plays (Featured) and whether
// the URL selected it (?episode= naming one of its public episodes).
func (it Item) pick(episodeId string) (ep *Episode, selected bool) {
	ep = it.Featured(episodeId)
	return ep, episodeId != "" && ep != nil
}

// Featured is the episode a page about the item plays: the one asked for
// (when it is one of the item's public episodes), else a sermon's only
// recording; nil for a list (an album, a podcast) or a wrong id.
func (it Item) Featured(episodeId string) *Episode {
	if episodeId != "" {
		ep, _ := it.Episode(episodeId)
		return ep
	}
	if len(it.Episodes) == 1 && it.Kind == KindSermon {
		return &it.Episodes[0]
	}
	return nil
}
