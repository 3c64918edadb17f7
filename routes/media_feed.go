package routes

import (
	"github.com/pocketbase/pocketbase/core"

	"selah/internal/feed"
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
	m.set["language"] = feed.CreatorLanguage(app, artist)
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

// podcastFeedWarnings lists what Apple Podcasts would refuse in a
// podcast's feed as served (feedWarnings, the checks of every feed): its
// artwork, read from the stored cover's header, and each episode whose
// audio format Apple does not take from a feed. Nil for anything but a
// podcast.
func podcastFeedWarnings(app core.App, media *core.Record, episodes []*core.Record) []feed.Warning {
	if media.GetString("type") != "podcast" {
		return nil
	}
	fsys, err := app.NewFilesystem()
	if err != nil {
		app.Logger().Warn("feed warnings: no filesystem", "media", media.Id, "error", err)
		return feedWarnings(feedArtwork{}, episodes)
	}
	defer fsys.Close()
	return feedWarnings(pickArtwork(fsys, "", podcastArtwork(media)), episodes)
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
