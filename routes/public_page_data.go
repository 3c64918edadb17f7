package routes

import (
	"errors"
	"net/url"
	"strings"

	"github.com/pocketbase/pocketbase/core"

	"selah/internal/feed"
	"selah/internal/publicpage"
	"selah/internal/publicread"
	"selah/internal/renditions"
	"selah/internal/search"
	"selah/internal/visibility"
)

// What the server-rendered public pages (public_pages.go, embed_pages.go,
// oembed.go) know of an item or a creator: read here, shown by
// internal/publicpage. Whether something is public is visibility's rule;
// anything else is errNotPublicPage, which every page answers with a 404.

var errNotPublicPage = errors.New("not a public page")

// publicPageItem reads the item mediaId when visibility calls it public:
// approved, of a creator who exists and is not suspended; with its public
// episodes in the item's order, each with the stable, token-free URL of
// its audio (enclosurePath) that og:audio names.
func publicPageItem(app core.App, mediaId string) (publicpage.Item, error) {
	m, creator, err := visibility.PublicItem(app, mediaId)
	if err != nil {
		return publicpage.Item{}, errNotPublicPage
	}
	it := publicpage.Item{
		Id:          m.Id,
		Kind:        m.GetString("type"),
		Title:       m.GetString("title"),
		Description: m.GetString("description"),
		CoverPath:   fileURL(m, m.GetString("coverArt")),
		Creator:     pageCreator(creator),
		Preacher:    m.GetString("preacher"),
		Theme:       strings.TrimSpace(m.GetString("theme")),
		Language:    mediaLanguage(m),
		Created:     m.GetDateTime("created").Time(),
		Updated:     m.GetDateTime("updated").Time(),
		Feeds:       itemFeeds(m, creator),
	}
	for _, p := range search.StoredPassages([]byte(m.GetString("bibleReferences"))) {
		it.Passages = append(it.Passages, p.String())
	}
	if g, err := app.FindRecordById("genres", m.GetString("genre")); err == nil {
		it.Genre = g.GetString("title")
	}
	// The item is public (above): its public episodes, in its order.
	eps, err := publicread.Episodes(app, m.Id, true, false)
	if err != nil {
		return publicpage.Item{}, err
	}
	for _, ep := range eps {
		served := renditions.Served(ep) // what the audio URL serves
		duration := served.Duration
		var audioURL string
		if served.Name != "" {
			audioURL = enclosurePath(ep)
		}
		it.Episodes = append(it.Episodes, publicpage.Episode{
			Id:          ep.Id,
			Title:       ep.GetString("title"),
			Description: ep.GetString("description"),
			Duration:    duration,
			Position:    ep.GetInt("position"),
			Created:     ep.GetDateTime("created").Time(),
			AudioURL:    audioURL,
			AudioType:   audioMIME(served.Name),
		})
	}
	return it, nil
}

// publicPageEpisode finds the item of a public episode (the embed of one
// episode); errNotPublicPage for an episode that is not.
func publicPageEpisode(app core.App, episodeId string) (publicpage.Item, error) {
	ep, err := app.FindRecordById("episodes", episodeId)
	if err != nil {
		return publicpage.Item{}, errNotPublicPage
	}
	it, err := publicPageItem(app, ep.GetString("media"))
	if err != nil {
		return it, err
	}
	if _, ok := it.Episode(episodeId); !ok {
		return publicpage.Item{}, errNotPublicPage
	}
	return it, nil
}

// itemFeeds are the feeds the item is in: a podcast's own; for a sermon,
// its creator's sermons and its series (feeds_sermons.go).
func itemFeeds(m, creator *core.Record) []publicpage.Feed {
	switch m.GetString("type") {
	case publicpage.KindPodcast:
		return []publicpage.Feed{{Kind: publicpage.FeedPodcast, Title: m.GetString("title"),
			URL: "/api/feeds/podcasts/" + url.PathEscape(m.Id) + ".xml"}}
	case publicpage.KindSermon:
		feeds := []publicpage.Feed{{Kind: publicpage.FeedSermons, Title: feed.SermonsTitle(creator.GetString("name")),
			URL: feedPathSermons(creator.Id)}}
		theme := strings.TrimSpace(m.GetString("theme"))
		if slug := feed.SeriesSlug(theme); slug != "" {
			feeds = append(feeds, publicpage.Feed{Kind: publicpage.FeedSeries, Title: theme, URL: feedPathSeries(creator.Id, slug)})
		}
		return feeds
	}
	return nil
}

// pageCreator is a creator's public profile.
func pageCreator(u *core.Record) publicpage.Creator {
	return publicpage.Creator{Id: u.Id, Name: u.GetString("name"), Bio: u.GetString("bio"),
		AvatarPath: fileURL(u, u.GetString("avatar"))}
}

// publicPageCreator reads a creator listeners may see (not suspended, with
// at least one public item: publicread.Creator, visibility's rule) and the
// feeds of their public items, as the profile route lists them.
func publicPageCreator(app core.App, userId string) (publicpage.Creator, []publicpage.Feed, error) {
	u, err := publicread.Creator(app, userId)
	if errors.Is(err, visibility.ErrHidden) {
		return publicpage.Creator{}, nil, errNotPublicPage
	}
	if err != nil {
		return publicpage.Creator{}, nil, err
	}
	c := pageCreator(u)
	list, err := creatorFeeds(app, c.Id, c.Name)
	if err != nil {
		return c, nil, err
	}
	feeds := make([]publicpage.Feed, 0, len(list))
	for _, f := range list {
		feeds = append(feeds, publicpage.Feed{Kind: f.Kind, Title: f.Title, URL: f.Url})
	}
	return c, feeds, nil
}
