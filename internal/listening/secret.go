package listening

import (
	"crypto/hmac"
	"crypto/sha256"
	"errors"

	"github.com/pocketbase/pocketbase/core"
)

// errNoSecret is returned when the server secret cannot be read.
var errNoSecret = errors.New("no server secret to sign guest listening with")

// serverSecret is the key every guest value (the daily listener salt, the
// guest stream token) is derived from: the users collection's auth token
// secret, which PocketBase makes at random for each install and keeps in
// the database, as the feed's download keys do (routes/feeds_state.go).
// Staff regenerating it from the dashboard (which signs every account
// out) also ends every guest stream URL and starts new guest keys.
func serverSecret(app core.App) ([]byte, error) {
	coll, err := app.FindCachedCollectionByNameOrId("users")
	if err != nil {
		return nil, err
	}
	if coll.AuthToken.Secret == "" {
		return nil, errNoSecret
	}
	return []byte(coll.AuthToken.Secret), nil
}

// derive is a key of its own for one purpose, so no value made for one
// purpose (a salt) can stand for another (a signature).
func derive(secret []byte, purpose string) []byte {
	mac := hmac.New(sha256.New, secret)
	mac.Write([]byte(purpose))
	return mac.Sum(nil)
}
