package routes

import (
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"selah/internal/feed"
	"selah/internal/renditions"
)

// What a podcast's feed says beyond its words (docs/ARCHITECTURE.md "Feeds"):
// the language spoken, and whom directories contact about the show.

const msgLanguage = "Please choose a language from the list"

// defaultLanguage gives an upload that names no language the one of the
// creator's latest item that has one, else English.
func (m mediaMeta) defaultLanguage(app core.App, artist string) {
	if _, ok := m.set["language"]; ok {
		return
	}
	lang := feed.DefaultLanguage
	if artist != "" {
		var last string
		err := app.DB().Select("language").From("media").
			Where(dbx.And(dbx.HashExp{"artist": artist}, dbx.Not(dbx.HashExp{"language": ""}))).
			OrderBy("created DESC").Limit(1).Row(&last)
		if err == nil && feed.ValidLanguage(last) {
			lang = last
		}
	}
	m.set["language"] = lang
}

// mediaLanguage is an item's language code, English when it has none.
func mediaLanguage(m *core.Record) string { return languageOr(m.GetString("language")) }

// languageOr is a stored language code, English when there is none.
func languageOr(code string) string {
	if code != "" {
		return code
	}
	return feed.DefaultLanguage
}

// feedOwner is whom a podcast's feed names as its owner (itunes:owner,
// podcast:locked's owner): the creator, at the owner email they gave for
// it; else the platform, at its mail sender address. A creator's account
// email is never published unless they typed it there: accounts' emails
// are private everywhere else (routes/authz_matrix_test.go), and a feed is
// public and crawled.
func feedOwner(app core.App, media, artist *core.Record) (name, email string) {
	if e := media.GetString("ownerEmail"); e != "" {
		return artist.GetString("name"), e
	}
	meta := app.Settings().Meta
	name = meta.SenderName
	if name == "" {
		name = meta.AppName
	}
	return name, meta.SenderAddress
}

// podcastFeedWarnings lists what Apple Podcasts would refuse in a podcast:
// its cover (format, shape, size, colours, read from the stored file's
// header) and each episode whose audio format Apple does not take from a
// feed. Nil for anything but a podcast.
func podcastFeedWarnings(app core.App, media *core.Record, episodes []*core.Record) []feed.Warning {
	if media.GetString("type") != "podcast" {
		return nil
	}
	out := []feed.Warning{}
	if cover := media.GetString("coverArt"); cover != "" {
		if c, err := readCover(app, media.BaseFilesPath()+"/"+cover); err == nil {
			out = append(out, feed.AppleCoverWarnings(c)...)
		} else {
			app.Logger().Warn("feed warnings: cover unreadable", "media", media.Id, "error", err)
		}
	}
	for _, ep := range episodes {
		// Of the file the feed's enclosure serves (the rendition once done).
		name := renditions.Served(ep).Name
		if w, bad := feed.AppleAudioWarning(ep.GetString("title"), name); bad && name != "" {
			w.EpisodeID = ep.Id
			out = append(out, w)
		}
	}
	return out
}

func readCover(app core.App, key string) (feed.Cover, error) {
	fsys, err := app.NewFilesystem()
	if err != nil {
		return feed.Cover{}, err
	}
	defer fsys.Close()
	r, err := fsys.GetReader(key)
	if err != nil {
		return feed.Cover{}, err
	}
	defer r.Close()
	return feed.DecodeCover(r)
}

// withOwnerFeedInfo adds to one item, as its owner or an admin sees it,
// the owner email its feed publishes ("" when the creator gave none and the
// platform's address stands in) and the feed warnings of a podcast.
func withOwnerFeedInfo(app core.App, media *core.Record, episodes []*core.Record, out *mediaJSON) {
	if media.GetString("type") != "podcast" {
		return
	}
	email := media.GetString("ownerEmail")
	out.OwnerEmail = &email
	out.FeedWarnings = podcastFeedWarnings(app, media, episodes)
}
