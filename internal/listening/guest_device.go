package listening

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"

	"github.com/pocketbase/pocketbase/core"

	"selah/internal/serverkey"
)

// A guest's resume points are keyed by a random id of the browser, not by
// its address and user agent: those are no secret (anyone on the same
// network with the same phone shares them, and any site the guest opens
// can make the browser send them), while the id lives in a first-party
// cookie (routes/guest_cookie.go: HttpOnly, SameSite=Lax) that another
// site's page can neither read nor make the browser send with a fetch.
// The id is stored nowhere: positions are found by an HMAC of it under a
// key of the install, so the table cannot be turned back into cookies.

// GuestCookie is the name of the cookie holding a guest's device id.
const GuestCookie = "selah_guest"

// NewDeviceID is a new random device id: 128 bits, 32 hex characters.
func NewDeviceID() string {
	b := make([]byte, 16)
	_, _ = rand.Read(b) // crypto/rand.Read never fails (Go 1.24+)
	return hex.EncodeToString(b)
}

// ValidDeviceID says whether id has the form NewDeviceID gives (anything
// else in the cookie is ignored and replaced).
func ValidDeviceID(id string) bool {
	if len(id) != 32 {
		return false
	}
	for _, c := range id {
		if (c < '0' || c > '9') && (c < 'a' || c > 'f') {
			return false
		}
	}
	return true
}

// DeviceKeyWith is the listener key a guest's positions are saved under
// for a device id: guest: + hex HMAC-SHA256 of the id under a key of
// secret for this purpose. It holds the guest prefix, so the ledger, the
// sweep and the tables treat it as any guest key; it does not depend on
// the day, so a position saved before midnight resumes after it (until
// the sweep takes rows untouched for GuestKeep).
func DeviceKeyWith(secret []byte, id string) string {
	mac := hmac.New(sha256.New, serverkey.Derive(secret, "selah guest device"))
	mac.Write([]byte(id))
	return guestPrefix + hex.EncodeToString(mac.Sum(nil))
}

// DeviceKey is DeviceKeyWith under the install's secret.
func DeviceKey(app core.App, id string) (string, error) {
	secret, err := serverkey.Secret(app)
	if err != nil {
		return "", err
	}
	return DeviceKeyWith(secret, id), nil
}
