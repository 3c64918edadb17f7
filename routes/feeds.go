package routes

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"
	"github.com/pocketbase/pocketbase/tools/router"

	"selah/internal/audio"
	"selah/internal/feed"
	"selah/internal/feedfacts"
	"selah/internal/publicread"
	"selah/internal/publicurl"
	"selah/internal/renditions"
	"selah/internal/visibility"
)

// registerFeeds serves the public podcast feeds and their enclosures
// (API.md "Feeds"): no token, and a plain 404 for anything that is not an
// approved podcast of an active creator.
func (d *deps) registerFeeds(se *core.ServeEvent) *router.RouterGroup[*core.RequestEvent] {
	feeds := se.Router.Group("/api/feeds")
	feeds.Bind(withEnvelope())
	// A ServeMux wildcard cannot carry a suffix: {file} is "{id}.xml".
	feeds.GET("/podcasts/{file}", podcastFeed)
	// GET patterns also answer HEAD.
	feeds.GET("/episodes/{episodeId}/{filename}", episodeEnclosure)
	// A creator's sermons and each sermon series (feeds_sermons.go).
	feeds.GET("/creators/{userId}/sermons.xml", sermonsFeed)
	feeds.GET("/series/{userId}/{file}", seriesFeed)
	// What a creator's sermon feeds publish and what Apple would refuse in
	// them (feeds_settings.go).
	registerFeedSettings(se)
	return feeds
}

var errNotPublic = errors.New("not public in a feed")

// audioKinds are the media types whose public episodes have a public,
// token-free audio URL (enclosurePath): podcasts and sermons, whose feeds
// list it as the enclosure, and albums, whose pages name it as og:audio
// (a public track is anyone's to hear: API.md "Reaching people without an
// account"). Only podcasts and sermons are in feeds.
var audioKinds = []string{"podcast", "sermon", "album"}

// publicPodcast finds a podcast visibility shows to everyone (approved, of
// a creator who is not suspended), with that creator; anything else is
// errNotPublic.
func publicPodcast(app core.App, id string) (media, artist *core.Record, err error) {
	return publicFeedMedia(app, id, "podcast")
}

// publicFeedMedia finds an item of one of kinds that visibility shows to
// everyone, with its creator; anything else is errNotPublic.
func publicFeedMedia(app core.App, id string, kinds ...string) (media, artist *core.Record, err error) {
	media, artist, err = visibility.PublicItem(app, id)
	if err != nil || !slices.Contains(kinds, media.GetString("type")) {
		return nil, nil, errNotPublic
	}
	return media, artist, nil
}

// publicEpisode finds an episode visibility shows to everyone (approved,
// of a public item: a podcast, a sermon or an album); the episode's own
// status is checked first, so a hidden one costs no further look-up.
func publicEpisode(app core.App, id string) (ep, media *core.Record, err error) {
	ep, media, _, err = visibility.PublicEpisodeItem(app, id)
	if err != nil || !slices.Contains(audioKinds, media.GetString("type")) {
		return nil, nil, errNotPublic
	}
	return ep, media, nil
}

// enclosurePath is where a feed's item, and a public page's og:audio,
// point for an episode's audio: its published name (feeds_audio_name.go),
// the episode's id with the extension of the file served (the rendition
// once done), never the stored name. It has no token and no expiry; it
// answers while the episode is public (episodeEnclosure), with the file
// the episode serves then.
func enclosurePath(ep *core.Record) string {
	return enclosurePathOf(ep.Id, renditions.Served(ep).Name)
}

func podcastFeed(e *core.RequestEvent) error {
	id, ok := strings.CutSuffix(e.Request.PathValue("file"), ".xml")
	if !ok || id == "" {
		return e.NotFoundError("", nil)
	}
	media, artist, err := publicPodcast(e.App, id)
	if err != nil {
		return e.NotFoundError("", nil)
	}
	p, err := buildPodcast(e.App, publicurl.Base(e.App, e.Request), media, artist)
	if err != nil {
		return err
	}
	return serveFeed(e, p)
}

// serveFeed renders a feed and answers it, or a 304 when the poller's
// ETag is the body's. The feed is rendered on every request from what is
// public now, and its ETag is a hash of those bytes: any change to what it
// says (an edit, an approval, a suspension) is a new ETag, and a hidden
// feed is a 404, with nothing kept to invalidate. There is no
// Last-Modified: a feed can change without any row's `updated` moving
// (an episode taken down), and If-Modified-Since would then keep the old one.
func serveFeed(e *core.RequestEvent, p feed.Podcast) error {
	body, err := feed.RSS(p)
	if err != nil {
		return err
	}
	sum := sha256.Sum256(body)
	h := e.Response.Header()
	h.Set("Content-Type", "application/rss+xml; charset=utf-8")
	// Podcast apps poll feeds: the ETag lets them get a 304 instead.
	h.Set("ETag", `"`+hex.EncodeToString(sum[:16])+`"`)
	h.Set("Cache-Control", "public, max-age=300")
	http.ServeContent(e.Response, e.Request, "", time.Time{}, bytes.NewReader(body))
	return nil
}

// buildPodcast gathers what the feed of a public podcast says: the show,
// and its approved episodes, highest position (newest) first. base is the
// absolute URL every link starts with (publicurl.Base).
func buildPodcast(app core.App, base string, media, artist *core.Record) (feed.Podcast, error) {
	title := media.GetString("title")
	p := feed.Podcast{
		Title:       title,
		Description: media.GetString("description"),
		Link:        base + "/",
		FeedURL:     base + "/api/feeds/podcasts/" + url.PathEscape(media.Id) + ".xml",
		Author:      artist.GetString("name"),
		// From the media id, not the feed URL: it must survive a change of
		// domain (APP_URL), which the spec's URL-derived guid would not.
		GUID:     feed.UUIDv5(feed.PodcastNamespace, "selah/podcasts/"+media.Id),
		Language: mediaLanguage(media),
		Updated:  latest(media.GetDateTime("updated").Time(), artist.GetDateTime("updated").Time()),
	}
	if p.Description == "" {
		p.Description = title
	}
	// itunes:owner: Spotify mails this address a code to verify ownership.
	p.OwnerName, p.OwnerEmail = feedOwner(app, media, artist)
	var categoryTitle string
	if c, err := app.FindRecordById("audio_categories", media.GetString("category")); err == nil {
		categoryTitle = c.GetString("title")
	}
	p.Category, p.Subcategory = feed.AppleCategory(categoryTitle)

	// The show is public (publicPodcast): its public episodes are the
	// approved ones (visibility.PublicEpisode).
	episodes, err := publicread.Episodes(app, media.Id, true, true)
	if err != nil {
		return p, err
	}
	fsys, err := app.NewFilesystem()
	if err != nil {
		return p, err
	}
	defer fsys.Close()
	p.ImageURL = pickArtwork(fsys, base, podcastArtwork(media)).url
	for _, ep := range episodes {
		item, ok := feedEpisode(app, fsys, base, ep)
		if !ok {
			continue
		}
		p.Episodes = append(p.Episodes, item)
		p.Updated = latest(p.Updated, ep.GetDateTime("updated").Time())
	}
	return p, nil
}

// podcastArtwork is the image a podcast's feed may show: its cover.
func podcastArtwork(media *core.Record) []feedImage {
	cover := media.GetString("coverArt")
	if cover == "" {
		return nil
	}
	return []feedImage{{key: media.BaseFilesPath() + "/" + cover, path: fileURL(media, cover)}}
}

// feedEpisode is one item; an episode whose audio is missing from storage
// is left out (an enclosure that 404s would make apps reject the feed).
func feedEpisode(app core.App, fsys *filesystem.System, base string, ep *core.Record) (feed.Episode, bool) {
	served := renditions.Served(ep)
	name := served.Name
	if name == "" {
		return feed.Episode{}, false
	}
	size := served.Size
	if size <= 0 {
		var err error
		if size, err = feedfacts.Size(fsys, ep.BaseFilesPath()+"/"+name); err != nil {
			app.Logger().Warn("feed: episode audio missing", "episode", ep.Id, "error", err)
			return feed.Episode{}, false
		}
	}
	// Its link: the item's page with this episode selected (a sermon's
	// items say their own: sermonItems).
	out := feed.Episode{
		GUID:        episodeGUID(ep),
		Link:        base + "/m/" + url.PathEscape(ep.GetString("media")) + "?episode=" + url.QueryEscape(ep.Id),
		Title:       ep.GetString("title"),
		Description: ep.GetString("description"),
		URL:         base + enclosurePath(ep),
		Length:      size,
		Type:        audioMIME(name),
		Published:   episodePublished(ep),
		Duration:    served.Duration,
		Number:      episodeNumber(ep),
	}
	if ep.GetString("transcript") != "" {
		out.TranscriptURL = base + transcriptPath(ep.Id)
	}
	if len(episodeChapters(ep)) > 0 {
		out.ChaptersURL = base + chaptersPath(ep.Id)
	}
	return out, true
}

// episodeGUID is an episode's guid in feeds: the one it had on the host
// it was imported from (podcast apps know it by that, and download nothing
// again), else ours, from its id.
func episodeGUID(ep *core.Record) string {
	if g := ep.GetString("guid"); g != "" {
		return g
	}
	return "selah-episode-" + ep.Id
}

// episodePublished is an episode's pubDate: when it was first published
// (an imported one's date on its old host), else when it was uploaded.
func episodePublished(ep *core.Record) time.Time {
	if d := ep.GetDateTime("publishedAt"); !d.IsZero() {
		return d.Time()
	}
	return ep.GetDateTime("created").Time()
}

// episodeNumber is an episode's itunes:episode: the number it had on the
// host it was imported from, else its position.
func episodeNumber(ep *core.Record) int {
	if n := ep.GetInt("episodeNumber"); n > 0 {
		return n
	}
	return ep.GetInt("position")
}

// audioMIME is the type an audio file is served and announced with: the
// one of the format its extension names (decided from the bytes at
// upload; every stored audio file has one).
func audioMIME(filename string) string {
	if m := audio.FormatOfName(filename).MIME(); m != "" {
		return m
	}
	return "application/octet-stream"
}

func latest(a, b time.Time) time.Time {
	if b.After(a) {
		return b
	}
	return a
}
