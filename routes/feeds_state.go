package routes

import (
	"time"

	"github.com/pocketbase/pocketbase/core"

	"selah/internal/downloads"
	"selah/internal/feedfacts"
	"selah/internal/layers"
	"selah/internal/serverkey"
)

// maxTrackedListeners bounds the download tracker's memory (a few hundred
// bytes a key).
const maxTrackedListeners = 500_000

const feedStateKey = "selah.feeds"

// feedState is what the feed routes keep for the life of an app (not of a
// router: tests and restarts of the router keep it): the download tracker
// of partial ranges, the clock, and what was measured of each stored file
// (internal/feedfacts).
type feedState struct {
	tracker *downloads.Tracker
	now     func() time.Time
	facts   *feedfacts.Store
}

func feedStateOf(app core.App) *feedState {
	return app.Store().GetOrSet(feedStateKey, func() any { return newFeedState() }).(*feedState)
}

// newFeedState is an app's feed state, with the feed-facts layer's switch
// read once, when its feeds are first asked for.
func newFeedState() *feedState {
	return &feedState{
		tracker: downloads.NewTracker(downloads.Window, maxTrackedListeners),
		now:     time.Now,
		facts:   feedfacts.New(layers.FromEnv().On(layers.FeedFacts)),
	}
}

// listenerSalt keys listener hashes with a server secret, so a stored key
// cannot be matched to an IP address by hashing candidates. It is derived
// from the users collection's token secret, which PocketBase generates at
// random and keeps in the database, so it is stable across restarts and
// machines; rotating that secret starts new listener keys.
func listenerSalt(app core.App) []byte {
	key, err := serverkey.For(app, "selah downloads listener key")
	if err != nil {
		return []byte(app.Settings().Meta.AppName)
	}
	return key
}
