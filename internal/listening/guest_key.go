package listening

import (
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"selah/internal/downloads"
	"selah/internal/serverkey"
)

// A listener without an account is known by a guest key: the hex SHA-256
// of a salt of the day, the client's address (IPv6 cut to its /64, as
// downloads.CutIP does) and its user agent, as IAB v2.2 counts podcast
// listeners. The same phone on the same network is one listener all day,
// so its plays count once and its positions come back; the next UTC day it
// is someone new (a guest keeps nothing across days, nor when signing up).
//
// The salt of a day is an HMAC of that date under the server secret: a
// key holds no address (hashing candidate addresses needs the salt, which
// is never stored), and one day's salt tells nothing of another's, so
// today's keys cannot be linked to yesterday's.

// guestPrefix starts every guest key. Account listeners are keyed by their
// users id ([a-z0-9]{15}), which never holds a colon, so the two can never
// meet and the listening tables tell them apart.
const guestPrefix = "guest:"

// IsGuest reports whether a listener key is a guest's (else it is the id
// of a users account).
func IsGuest(listenerKey string) bool { return strings.HasPrefix(listenerKey, guestPrefix) }

// DaySalt is the salt of guest keys on now's UTC day.
func DaySalt(secret []byte, now time.Time) []byte {
	return serverkey.Derive(secret, "selah guest listener\x00"+now.UTC().Format(time.DateOnly))
}

// GuestKeyWith is the guest key of a client on now's UTC day under secret.
func GuestKeyWith(secret []byte, ip, userAgent string, now time.Time) string {
	return guestPrefix + downloads.ListenerKey(ip, userAgent, DaySalt(secret, now))
}

// GuestKey is the guest key of a client (its address as the app sees it,
// e.RealIP(), and its user agent) on now's UTC day.
func GuestKey(app core.App, ip, userAgent string, now time.Time) (string, error) {
	secret, err := serverkey.Secret(app)
	if err != nil {
		return "", err
	}
	return GuestKeyWith(secret, ip, userAgent, now), nil
}
