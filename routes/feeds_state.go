package routes

import (
	"github.com/pocketbase/pocketbase/core"

	"selah/internal/feedstate"
	"selah/internal/serverkey"
	"selah/internal/services"
)

// feedState is the app's feed state (internal/feedstate, built once in
// internal/services), with the routes' own helpers (feeds_artwork.go).
type feedState struct{ *feedstate.State }

func feedStateOf(app core.App) feedState { return feedState{services.Of(app).Feeds} }

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
