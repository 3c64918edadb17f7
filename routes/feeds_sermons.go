package routes

import (
	"cmp"
	"database/sql"
	"errors"
	"net/url"
	"slices"
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"selah/internal/bible"
	"selah/internal/feed"
	"selah/internal/publicread"
	"selah/internal/publicurl"
	"selah/internal/search"
	"selah/internal/visibility"
)

// Sermons as podcasts (API.md "Reaching people without an account"): a
// creator's public sermons in one feed, and each of their sermon series (the
// sermons whose theme folds to one feed.SeriesSlug) in its own. They say
// what the podcast feed says, with the same tags, the same enclosures and
// the same caching (serveFeed); a creator with no public sermon, or a series
// with none, is the JSON 404.

// feedPathSermons is the path of a creator's sermon feed, and
// feedPathSeries that of one of their series (slug: feed.SeriesSlug of its
// theme); the creator's page links to both.
func feedPathSermons(creatorId string) string {
	return "/api/feeds/creators/" + url.PathEscape(creatorId) + "/sermons.xml"
}

func feedPathSeries(creatorId, slug string) string {
	return "/api/feeds/series/" + url.PathEscape(creatorId) + "/" + url.PathEscape(slug) + ".xml"
}

func sermonsFeed(e *core.RequestEvent) error {
	creator, sermons, err := feedSermons(e.App, e.Request.PathValue("userId"))
	if err != nil {
		return err
	}
	if len(sermons) == 0 {
		return e.NotFoundError("", nil)
	}
	name := creator.GetString("name")
	p, err := buildSermonFeed(e.App, publicurl.Base(e.App, e.Request), creator, sermons, sermonFeedHead{
		title:       feed.SermonsTitle(name),
		description: feed.SermonsDescription(name, creator.GetString("bio")),
		path:        feedPathSermons(creator.Id),
		guid:        feed.SermonsGUID(creator.Id),
	})
	if err != nil {
		return err
	}
	return serveFeed(e, p)
}

func seriesFeed(e *core.RequestEvent) error {
	// A ServeMux wildcard cannot carry a suffix: {file} is "{slug}.xml".
	slug, ok := strings.CutSuffix(e.Request.PathValue("file"), ".xml")
	if !ok || slug == "" {
		return e.NotFoundError("", nil)
	}
	creator, sermons, err := feedSermons(e.App, e.Request.PathValue("userId"))
	if err != nil {
		return err
	}
	sermons = slices.DeleteFunc(sermons, func(m *core.Record) bool {
		return feed.SeriesSlug(m.GetString("theme")) != slug
	})
	if len(sermons) == 0 {
		return e.NotFoundError("", nil)
	}
	// The series is called what its newest sermon calls it.
	title := strings.TrimSpace(sermons[0].GetString("theme"))
	p, err := buildSermonFeed(e.App, publicurl.Base(e.App, e.Request), creator, sermons, sermonFeedHead{
		title:       title,
		description: feed.SeriesDescription(title, creator.GetString("name")),
		path:        feedPathSeries(creator.Id, slug),
		guid:        feed.SeriesGUID(creator.Id, slug),
		coverFirst:  true,
	})
	if err != nil {
		return err
	}
	return serveFeed(e, p)
}

// feedSermons are a creator's public sermons (visibility's rule, in SQL),
// newest first (sermonDate), with the creator; none for an unknown or
// suspended creator, or one with no public sermon.
func feedSermons(app core.App, creatorId string) (creator *core.Record, sermons []*core.Record, err error) {
	sermons, err = publicread.Sermons(app, creatorId)
	if err != nil || len(sermons) == 0 {
		return nil, nil, err
	}
	creator, err = app.FindRecordById(visibility.UsersCollection, creatorId)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return nil, nil, nil // deleted since the query
	case err != nil:
		return nil, nil, err
	case visibility.IsSuspended(creator): // suspended since the query
		return nil, nil, nil
	}
	slices.SortStableFunc(sermons, func(a, b *core.Record) int {
		return cmp.Or(sermonDate(b).Compare(sermonDate(a)),
			b.GetDateTime("created").Time().Compare(a.GetDateTime("created").Time()),
			strings.Compare(b.Id, a.Id))
	})
	return creator, sermons, nil
}

// sermonDate is when a sermon was preached, or when it was uploaded if
// its creator did not say: a church that uploads its archive gets it in the
// order it was preached, as listeners expect of a sermon feed.
func sermonDate(m *core.Record) time.Time {
	if d := m.GetDateTime("preachedAt"); !d.IsZero() {
		return d.Time()
	}
	return m.GetDateTime("created").Time()
}

// maxNamedSermons is the most sermons feedSermonParts names in its query.
const maxNamedSermons = 500

// sermonFeedHead is what differs between the creator's feed and a series'.
type sermonFeedHead struct {
	title, description string
	path, guid         string
	// coverFirst prefers the newest sermon's cover to the creator's avatar
	// as the feed's artwork (a series has its own artwork).
	coverFirst bool
}

// buildSermonFeed gathers what a sermon feed says: the creator as the
// show's author, and each sermon's public parts (its approved episodes,
// highest position first) as items, sermons newest first. Sermons are
// Christian preaching: the category is Religion & Spirituality >
// Christianity, whatever our own category of each.
func buildSermonFeed(app core.App, base string, creator *core.Record, sermons []*core.Record, head sermonFeedHead) (feed.Podcast, error) {
	p := feed.Podcast{
		Title:       head.title,
		Description: head.description,
		Link:        base + "/c/" + url.PathEscape(creator.Id),
		FeedURL:     base + head.path,
		Author:      creator.GetString("name"),
		GUID:        head.guid,
		Language:    mediaLanguage(sermons[0]),
		Category:    feed.ReligionAndSpirituality,
		Subcategory: feed.Christianity,
		Updated:     creator.GetDateTime("updated").Time(),
	}
	p.OwnerName, p.OwnerEmail = sermonFeedOwner(app, creator, sermons)

	fsys, err := app.NewFilesystem()
	if err != nil {
		return p, err
	}
	defer fsys.Close()
	p.ImageURL = pickArtwork(fsys, base, sermonFeedArtwork(creator, sermons, head.coverFirst)).url

	parts, err := feedSermonParts(app, creator.Id, sermons)
	if err != nil {
		return p, err
	}
	for _, m := range sermons {
		p.Updated = latest(p.Updated, m.GetDateTime("updated").Time())
		var listed []sermonPart
		for _, ep := range parts[m.Id] {
			if item, ok := feedEpisode(app, fsys, base, ep); ok {
				listed = append(listed, sermonPart{ep: ep, item: item})
				p.Updated = latest(p.Updated, ep.GetDateTime("updated").Time())
			}
		}
		p.Episodes = append(p.Episodes, sermonItems(base, m, listed)...)
	}
	return p, nil
}

// sermonFeedOwner is whom a creator's sermon feeds (theirs and each
// series') name as their owner: the creator, at the owner email they set
// for their sermon feed (PUT /api/media/sermon-feed); else at the one
// given for the newest sermon that has one (a sermon's ownerEmail); else
// the platform (feedOwner).
func sermonFeedOwner(app core.App, creator *core.Record, sermons []*core.Record) (name, email string) {
	if e := creator.GetString(sermonOwnerField); e != "" {
		return creator.GetString("name"), e
	}
	owner := sermons[0]
	if i := slices.IndexFunc(sermons, func(m *core.Record) bool { return m.GetString("ownerEmail") != "" }); i >= 0 {
		owner = sermons[i]
	}
	return feedOwner(app, owner, creator)
}

// sermonPart is a public episode of a sermon and the item feedEpisode made
// of it (only for one whose audio is in storage).
type sermonPart struct {
	ep   *core.Record
	item feed.Episode
}

// feedSermonParts are the public episodes (visibility's rule, in SQL) of
// a creator's sermons, by sermon, highest position first. The query names
// the sermons (a series' few) unless there are more than maxNamedSermons
// (a long list could pass SQLite's limit of bound values): then it reads
// the episodes of all the creator's sermons, and the caller takes those of
// the sermons it lists.
func feedSermonParts(app core.App, creatorId string, sermons []*core.Record) (map[string][]*core.Record, error) {
	var named []string // nil: all the creator's sermons
	if len(sermons) <= maxNamedSermons {
		named = make([]string, len(sermons))
		for i, m := range sermons {
			named[i] = m.Id
		}
	}
	eps, err := publicread.SermonEpisodes(app, creatorId, named)
	if err != nil {
		return nil, err
	}
	out := map[string][]*core.Record{}
	for _, ep := range eps {
		out[ep.GetString("media")] = append(out[ep.GetString("media")], ep)
	}
	return out, nil
}

// sermonItems are a sermon's items: titled by the sermon (and the part,
// for a sermon in parts), the preacher as their author, the passages in
// their notes, a link to the sermon's page, and dated the day it was
// preached plus the part's position in seconds, so apps that sort by date
// keep the parts in order. Episode numbers are the podcast's; a sermon feed
// has none.
func sermonItems(base string, m *core.Record, parts []sermonPart) []feed.Episode {
	raw, _ := m.Get("bibleReferences").(types.JSONRaw)
	passages := bible.Format(search.StoredPassages(raw))
	page := base + "/m/" + url.PathEscape(m.Id)
	items := make([]feed.Episode, 0, len(parts))
	for _, part := range parts {
		it, ep := part.item, part.ep
		it.Title = feed.SermonItemTitle(m.GetString("title"), ep.GetString("title"), len(parts))
		it.Description = feed.SermonNotes(passages, ep.GetString("description"), m.GetString("description"))
		it.Author = strings.TrimSpace(m.GetString("preacher"))
		it.Link = page
		if len(parts) > 1 {
			it.Link += "?episode=" + url.QueryEscape(ep.Id)
		}
		it.Published = sermonDate(m).Add(time.Duration(ep.GetInt("position")) * time.Second)
		it.Number = 0
		items = append(items, it)
	}
	return items
}

// sermonFeedArtwork are the images a sermon feed may show, in the order it
// prefers them: the creator's avatar, then the newest sermon's cover (the
// other way round with coverFirst).
func sermonFeedArtwork(creator *core.Record, sermons []*core.Record, coverFirst bool) []feedImage {
	var out []feedImage
	if a := creator.GetString("avatar"); a != "" {
		out = append(out, feedImage{key: creator.BaseFilesPath() + "/" + a, path: fileURL(creator, a)})
	}
	for _, m := range sermons {
		if c := m.GetString("coverArt"); c != "" {
			cover := feedImage{key: m.BaseFilesPath() + "/" + c, path: fileURL(m, c)}
			if coverFirst {
				out = append([]feedImage{cover}, out...)
			} else {
				out = append(out, cover)
			}
			break
		}
	}
	return out
}
