// Package routes serves the documented /api paths of API.md as thin
// handlers over the domain packages in internal/.
package routes

import (
	"os"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"

	"selah/internal/analytics"
	"selah/internal/answercache"
	"selah/internal/authtiming"
	"selah/internal/codes"
	"selah/internal/layers"
	"selah/internal/listening"
	"selah/internal/renditions"
	"selah/internal/resumable"
	"selah/internal/services"
	"selah/internal/sqlprep"
	"selah/internal/streamlookup"
)

// Body limits of the small JSON routes: far above any honest form, far
// below anything that could hurt the server.
const (
	jsonBodyLimit   = 64 << 10
	avatarBodyLimit = 11 << 20
)

// deps are what handlers share for the life of the server: the app's
// services (internal/services) and what only the routes use.
type deps struct {
	timing     *authtiming.Equalizer
	throttle   *codes.Throttle
	uploads    *resumable.Service       // tus uploads; set on serve
	clock      *answercache.DataVersion // data.db's version, for the caches below
	answers    *answercache.Cache       // the list routes' answers until the next commit
	listens    *listening.Ledger        // bytes streamed, written behind
	lookup     *streamlookup.Lookup     // the stream route's look-up
	analytics  *analytics.Cache         // creators' closed days of analytics, by roll-up generation
	renders    renderGate               // list renders at once
	sql        *sqlprep.Statements      // the hot reads' prepared statements
	renditions *renditions.Worker       // the rendition worker: woken on a retry, its engine on the settings page
	pace       *resumable.Paces         // what an upload's body must keep up
}

// Register is RegisterWith the app's services (services.Of), for tests
// that build their own app.
func Register(app core.App) { RegisterWith(app, services.Of(app)) }

// RegisterWith binds every route of the app on serve, with the services
// built once at start. main.go and the tests call it, so tests exercise
// exactly what the binary serves.
func RegisterWith(app core.App, svc *services.Services) {
	// One set of deps per app, not per serve: the throttle must outlive a
	// router rebuild (tests trigger serve once per scenario).
	// The speed layers' switches, read once at start (internal/layers).
	on := svc.Layers
	d := &deps{
		timing:   svc.Timing,
		throttle: svc.Throttle,
		clock:    dataVersion(app),
		answers:  svc.Answers,
		listens:  svc.Listens,

		analytics:  svc.Analytics,
		renders:    newRenderGate(),
		sql:        svc.SQL,
		renditions: svc.Renditions,
		pace:       svc.Pace,
	}
	d.lookup = streamlookup.New(d.sql)
	tokens := svc.Tokens
	registerFileHeaders(app)
	registerFileVisibility(app)
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		// No upload is in flight before we serve: whatever a crash left
		// half-written in the upload dir is garbage.
		if err := os.RemoveAll(uploadDir(se.App)); err != nil {
			se.App.Logger().Warn("could not clear the upload dir", "error", err)
		}

		// A SELAH_SIGNED_URL_TTL not taken as written (a longer one is
		// clamped to an hour) says so in the log.
		svc.SignedTTL.Log(se.App.Logger())

		if on.On(layers.AuthCache) { // SELAH_AUTH_CACHE=off: PocketBase reads every token's record
			se.Router.Bind(d.cachedAuthToken(tokens))
		}
		se.Router.Bind(noStore())         // Cache-Control: no-store on private answers (cache_control.go)
		se.Router.Bind(compressAnswers()) // gzip on text answers of 1400 bytes and more (compress.go)

		users := se.Router.Group("/api/users")
		users.Bind(withEnvelope(), apis.BodyLimit(jsonBodyLimit))
		d.registerAccounts(users)
		d.registerPasswordReset(users)
		d.registerMe(users)

		admin := se.Router.Group("/api/admin")
		admin.Bind(withEnvelope(), apis.BodyLimit(jsonBodyLimit))
		d.registerAdminAuth(admin)
		d.registerAdminUsers(admin)
		d.registerAdminAccount(admin)
		d.registerAdminUpload(admin)

		media := se.Router.Group("/api/media")
		media.Bind(withEnvelope(), apis.BodyLimit(jsonBodyLimit))
		d.registerCatalog(media)
		d.registerMediaStats(media)
		d.registerUserMedia(media)
		d.registerUpload(media)
		d.registerImports(media)
		d.registerMediaAdmin(media, admin)
		d.registerListening(media)
		d.registerLibrary(media)
		d.registerEpisodeProcessing(media)
		d.registerAnalytics(media)
		d.registerBrowse(media)
		d.registerMediaItem(media)
		d.registerReports(media, admin)
		d.registerAppeals(media, admin)
		d.registerFollows(users, media)
		d.registerEpisodeExtras(media, d.registerFeeds(se))

		// What anyone may see without an account (API.md, "Reaching people
		// without an account").
		public := se.Router.Group("/api/public")
		public.Bind(withEnvelope(), apis.BodyLimit(jsonBodyLimit), refuseBlockedCaller())
		d.registerPublicMedia(public)
		d.registerPublicCreators(public)
		if err := d.registerResumable(se); err != nil {
			return err
		}

		// Without this, an unknown GET /api/... would get the SPA's
		// index.html with a 200 from the static fallback.
		se.Router.GET("/api/{path...}", func(e *core.RequestEvent) error {
			return e.NotFoundError("", nil)
		}).Bind(withEnvelope())

		return se.Next()
	})
}
