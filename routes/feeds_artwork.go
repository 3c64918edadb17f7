package routes

import (
	"github.com/pocketbase/pocketbase/tools/filesystem"

	"selah/internal/feed"
	"selah/internal/feedfacts"
)

// A feed's artwork (docs/ARCHITECTURE.md "Feeds"): Apple Podcasts takes a
// square JPEG or PNG of 1400 to 3000 pixels. Every feed (a podcast's, a
// creator's sermons, a series) picks it the same way, and the creator sees
// the same warnings about it (feedArtwork.warnings).

// feedImage is an image a feed may show as its artwork: its storage key
// and its root-relative /api/files URL.
type feedImage struct{ key, path string }

// artworkThumbs are the square thumbnails PocketBase makes of covers and
// avatars for feeds (migrations/1763773450_cover_thumbs.go), largest first.
var artworkThumbs = []struct {
	side  int
	param string
}{{feed.AppleCoverMax, "3000x3000"}, {feed.AppleCoverMin, "1400x1400"}}

// servedArtwork is what a feed names for an image: the file itself when
// Apple takes it; else, when both its sides are at least 1400 pixels (too
// large, not square, WebP or CMYK), PocketBase's largest square thumbnail
// that fits, which is a JPEG for a JPEG and a PNG for anything else, in
// RGB, at exactly that size. A smaller image is named as it is (and the
// creator warned).
func servedArtwork(path string, c feed.Cover) (string, feed.Cover) {
	if len(feed.AppleCoverWarnings(c)) == 0 {
		return path, c
	}
	short := min(c.Width, c.Height)
	for _, th := range artworkThumbs {
		if short >= th.side {
			format := "png"
			if c.Format == "jpeg" {
				format = "jpeg"
			}
			return path + "?thumb=" + th.param, feed.Cover{Format: format, Width: th.side, Height: th.side}
		}
	}
	return path, c
}

// feedArtwork is a feed's artwork: the absolute URL it names ("" for
// none), and what Apple Podcasts would refuse in it.
type feedArtwork struct {
	url      string
	warnings []feed.Warning
}

// artwork picks a feed's artwork from candidates, in the feed's order of
// preference: the first that Apple takes as served (servedArtwork), else
// the first there is.
func pickArtwork(fsys *filesystem.System, base string, candidates []feedImage) feedArtwork {
	var first *feedArtwork
	for _, c := range candidates {
		facts := feedfacts.CoverOf(fsys, c.key)
		if !facts.OK {
			if first == nil {
				first = &feedArtwork{url: base + c.path}
			}
			continue
		}
		path, served := servedArtwork(c.path, facts.Cover)
		a := feedArtwork{url: base + path, warnings: feed.AppleCoverWarnings(served)}
		if len(a.warnings) == 0 {
			return a
		}
		if first == nil {
			first = &a
		}
	}
	if first == nil {
		return feedArtwork{}
	}
	return *first
}
