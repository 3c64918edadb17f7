// Package feedstate is what the feed routes keep for the life of an app
// (not of a router: tests and restarts of the router keep it): the
// download tracker of partial ranges and the clock. internal/services
// builds it once per app.
package feedstate

import (
	"time"

	"selah/internal/downloads"
)

// maxTrackedListeners bounds the download tracker's memory (a few hundred
// bytes a key).
const maxTrackedListeners = 500_000

// State is one app's feed state.
type State struct {
	Tracker *downloads.Tracker
	Now     func() time.Time // the clock (tests move it through the download window)
}

// New is an app's feed state.
func New() *State {
	s := &State{Now: time.Now}
	s.Forget()
	return s
}

// Forget drops what is kept in memory (the tracker's partial ranges), as a
// restart would; the clock stays. For tests, between requests.
func (s *State) Forget() {
	s.Tracker = downloads.NewTracker(downloads.Window, maxTrackedListeners)
}
