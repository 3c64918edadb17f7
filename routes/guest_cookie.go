package routes

import (
	"net/http"
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"selah/internal/listening"
	"selah/internal/publicurl"
)

// guestCookieAge is how long a browser keeps its guest device id: a year,
// renewed on each answer that reads it (under the 400 days browsers allow).
const guestCookieAge = 365 * 24 * time.Hour

// guestDevice is the listener key a guest's positions are kept under: the
// DeviceKey of the id in the request's selah_guest cookie. A request
// without a valid id gets a new one in a Set-Cookie and "" (nothing is
// saved under, or answered for, an id the browser has not shown it keeps:
// a client that drops cookies would otherwise make a new key per request).
// The cookie is HttpOnly (no script reads it), SameSite=Lax (no other site's
// fetch, XHR or frame carries it; the player's <audio> and fetches from
// our pages do), Secure when the app is reached over https.
func guestDevice(e *core.RequestEvent) (string, error) {
	id := ""
	if c, err := e.Request.Cookie(listening.GuestCookie); err == nil && listening.ValidDeviceID(c.Value) {
		id = c.Value
	}
	fresh := id == ""
	if fresh {
		id = listening.NewDeviceID()
	}
	e.SetCookie(&http.Cookie{
		Name: listening.GuestCookie, Value: id, Path: "/",
		MaxAge: int(guestCookieAge.Seconds()), HttpOnly: true, SameSite: http.SameSiteLaxMode,
		Secure: strings.HasPrefix(publicurl.Base(e.App, e.Request), "https://"),
	})
	if fresh {
		return "", nil
	}
	return listening.DeviceKey(e.App, id)
}

// guestAddress is the key of the request's address of the day
// (listening.AddressKey): what the guest caps count per.
func guestAddress(e *core.RequestEvent) (string, error) {
	return listening.AddressKey(e.App, e.RealIP(), time.Now())
}
