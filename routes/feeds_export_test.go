package routes

import (
	"time"

	"github.com/pocketbase/pocketbase/core"
)

// SetFeedClock makes the feed routes of app read the time from now, so
// tests can move through the 24-hour download window.
func SetFeedClock(app core.App, now func() time.Time) { feedStateOf(app).Now = now }

// ForgetFeedState drops what the feed routes keep in memory (the partial
// ranges of the download tracker), as a restart would; the clock stays.
func ForgetFeedState(app core.App) { feedStateOf(app).Forget() }
