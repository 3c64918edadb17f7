// Package hooks holds the rules that must hold however a record is written:
// through our routes, PocketBase's REST API, the dashboard or a script.
// Background work (waveforms, the storage sweep) is not a rule on a save:
// it lives in internal/ and is started by package jobs.
package hooks

import (
	"github.com/pocketbase/pocketbase/core"

	"selah/internal/services"
)

// Register is RegisterWith the app's services (services.Of), for tests
// that build their own app.
func Register(app core.App) { RegisterWith(app, services.Of(app)) }

// RegisterWith binds every hook of the app, with the services built once
// at start. main.go and the tests call it, so the tests run exactly the
// rules the binary runs.
func RegisterWith(app core.App, svc *services.Services) {
	registerMail(app, svc.Mailer)
	registerEnvSettings(app)
	registerUsers(app)
	registerPublicProfiles(app)
	registerMedia(app)
	registerRenditions(app)
	registerFileNames(app)
	registerCounters(app)
	registerPlayCounters(app)
	registerModeration(app)
	registerPassages(app)
	registerAuthTiming(app, svc.Timing)
	registerNoEmailChange(app)
	registerEpisodeOriginal(app)
	registerGuestFields(app)
}
