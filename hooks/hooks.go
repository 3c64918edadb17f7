// Package hooks holds the rules that must hold however a record is written:
// through our routes, PocketBase's REST API, the dashboard or a script.
// Background work (waveforms, the storage sweep) is not a rule on a save:
// it lives in internal/ and is started by package jobs.
package hooks

import "github.com/pocketbase/pocketbase/core"

// Register binds every hook of the app. main.go and the tests call it, so
// the tests run exactly the rules the binary runs.
func Register(app core.App) {
	registerMail(app)
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
	registerAuthTiming(app)
	registerNoEmailChange(app)
	registerEpisodeOriginal(app)
	registerGuestFields(app)
}
