// Package serverkey derives a key of its own for each purpose from the
// install's secret, so no value made for one purpose (a listener salt)
// can stand for another (a signature).
package serverkey

import (
	"crypto/hmac"
	"crypto/sha256"
	"errors"

	"github.com/pocketbase/pocketbase/core"
)

// ErrNoSecret is returned when the install's secret cannot be read.
var ErrNoSecret = errors.New("no server secret to derive keys from")

// Secret is the install's secret: the users collection's auth token
// secret, which PocketBase makes at random for each install and keeps in
// the database. Staff regenerating it from the dashboard (which signs
// every account out) also changes every key derived from it: guest stream
// URLs, guest and download listener keys, unsubscribe links.
func Secret(app core.App) ([]byte, error) {
	coll, err := app.FindCachedCollectionByNameOrId("users")
	if err != nil {
		return nil, err
	}
	if coll.AuthToken.Secret == "" {
		return nil, ErrNoSecret
	}
	return []byte(coll.AuthToken.Secret), nil
}

// Derive is the key for purpose under secret: HMAC-SHA256(secret, purpose).
func Derive(secret []byte, purpose string) []byte {
	mac := hmac.New(sha256.New, secret)
	mac.Write([]byte(purpose))
	return mac.Sum(nil)
}

// For is the key for purpose under the install's secret.
func For(app core.App, purpose string) ([]byte, error) {
	secret, err := Secret(app)
	if err != nil {
		return nil, err
	}
	return Derive(secret, purpose), nil
}
