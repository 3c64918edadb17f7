// Package services builds, once per app, everything that lives as long as
// the server: caches, throttles, the listening ledger, the sign-in
// equalizer, the log mailer. main.go (and testutil's test apps) build it
// before anything is registered and hand it to hooks, jobs and routes, so
// state lives in one place rather than in package variables or in scattered
// app.Store() keys; two apps in one process (every test) share nothing.
package services

import (
	"os"

	"github.com/pocketbase/pocketbase/core"

	"selah/internal/analytics"
	"selah/internal/answercache"
	"selah/internal/authcache"
	"selah/internal/authtiming"
	"selah/internal/codes"
	"selah/internal/feedstate"
	"selah/internal/follows"
	"selah/internal/importfeed"
	"selah/internal/layers"
	"selah/internal/listening"
	"selah/internal/mail"
	"selah/internal/publicpage"
	"selah/internal/renditions"
	"selah/internal/reports"
	"selah/internal/resumable"
	"selah/internal/sqlprep"
	"selah/internal/storage"
	"selah/internal/waveforms"
)

// Services is what hooks, jobs and routes share for the life of an app.
type Services struct {
	Layers    layers.Set               // the speed layers' switches, read once at start
	Timing    *authtiming.Equalizer    // the dummy bcrypt comparison of both password sign-ins
	Mailer    *mail.LogMailer          // stands in for SMTP when none is set
	Throttle  *codes.Throttle          // one code mail per address and ResendInterval
	Answers   *answercache.Cache       // the list routes' answers until the next commit; nil when off
	Listens   *listening.Ledger        // bytes streamed and positions, written behind
	Analytics *analytics.Cache         // creators' closed days of analytics, by roll-up generation
	SQL       *sqlprep.Statements      // the hot reads' prepared statements
	Tokens    *authcache.Cache         // verified auth tokens, until their record changes
	Pace      *resumable.Paces         // what an upload's body must keep up (tests shorten it)
	SignedTTL storage.SignedTTL        // the life of a signed URL of audio, SELAH_SIGNED_URL_TTL resolved once
	Feeds     *feedstate.State         // the feed routes' download tracker, clock and files' measurements
	Sitemaps  *publicpage.SitemapCache // rendered sitemaps, until the next commit
	Reports   *reports.Limiter         // reports per caller address and per account (internal/reports; SELAH_REPORTS_PER_HOUR read once)

	// The background workers; jobs/ starts and stops them (jobs.Table).
	Peaks      *waveforms.Worker   // draws each episode's waveform
	Renditions *renditions.Worker  // renders each episode's streaming rendition
	Sweep      *storage.Sweeper    // removes stored files without a record after a crash
	Notices    *follows.Sender     // sends followers' new-item emails from the outbox
	Imports    *importfeed.Service // imports podcasts from other hosts' feeds (SELAH_IMPORT_ALLOW_PRIVATE read once)
}

// storeKey is the one app.Store() key Selah uses (a test in testutil
// fails on any other app.Store() use): the app's Services, for
// code that is handed only the app (tests, and PocketBase's own events).
const storeKey = "selah.services"

// Of is app's Services, built on the first call and the same afterwards.
// main.go (and testutil) call it once, before registering anything, on
// one goroutine. Built outside the store's lock: a worker's constructor
// writes to the store too (renditions.New), and the lock is not reentrant.
func Of(app core.App) *Services {
	if s, ok := app.Store().Get(storeKey).(*Services); ok {
		return s
	}
	s := build(app)
	app.Store().Set(storeKey, s)
	return s
}

func build(app core.App) *Services {
	on := layers.FromEnv()
	peaks := waveforms.New(app)
	return &Services{
		Layers:   on,
		Timing:   authtiming.New(),
		Mailer:   &mail.LogMailer{Out: os.Stderr, Logger: app.Logger},
		Throttle: codes.NewThrottle(codes.ResendInterval),
		Answers:  answerCache(on),
		Listens:  listening.Open(app),

		Peaks:   peaks,
		Sweep:   storage.NewSweeper(app),
		Notices: follows.NewSender(app),
		Imports: importfeed.New(app, importfeed.OptionsFromEnv()),
		// A stored rendition is what listeners hear: its waveform is drawn
		// again from it (the worker reset it in the same update).
		Renditions: renditions.New(app, peaks.Enqueue),
		Analytics:  analyticsCache(on),
		SQL:        sqlprep.New(app),
		Tokens:     authcache.New(authcache.DefaultEntries, authcache.DefaultMaxAge),
		Pace:       resumable.NewPaces(),
		SignedTTL:  storage.SignedTTLFromEnv(),
		Feeds:      feedstate.New(),
		Sitemaps:   publicpage.NewSitemapCache(app),
		Reports:    reports.NewLimiter(reports.PerWindowFromEnv(), reports.Window),
	}
}

// answerCache is the list routes' answer cache, or nil (every answer
// rendered) when SELAH_ANSWER_CACHE=off: `make bench` measures the
// rendered path that way (docs/ARCHITECTURE.md, "Read caches").
func answerCache(on layers.Set) *answercache.Cache {
	if !on.On(layers.AnswerCache) {
		return nil
	}
	return answercache.New(answercache.DefaultEntries, answercache.DefaultMaxAge)
}

// analyticsCache keeps creators' closed days, or nothing with
// SELAH_ANALYTICS_CACHE=off.
func analyticsCache(on layers.Set) *analytics.Cache {
	if !on.On(layers.AnalyticsCache) {
		return analytics.Uncached()
	}
	return analytics.NewCache()
}
