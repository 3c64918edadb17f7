package listening

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"strconv"
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"selah/internal/serverkey"
)

// A guest stream token lets anyone stream one episode until a time:
// "guest.<episodeId>.<unix expiry>.<signature>", signed with HMAC-SHA256
// under a key derived from the server secret. It names no account, so it
// can be handed to anyone (a public page, an embed, a link preview's
// og:audio); it is still bound to its episode and dies at its expiry, so
// a URL copied out of a page does not stream forever. The stream route
// accepts it only while the episode is public (internal/visibility): a
// token for an episode taken down since is refused, however long it has
// left.

// guestTokenPrefix starts every guest stream token: account stream tokens
// start with their collection's name ("users.", "admins."), auth tokens
// are JWTs ("ey...").
const guestTokenPrefix = "guest."

// IsGuestStreamToken reports whether token has the form of a guest stream
// token (not whether it is valid).
func IsGuestStreamToken(token string) bool { return strings.HasPrefix(token, guestTokenPrefix) }

// NewGuestStreamToken signs "anyone may stream episodeId until until".
func NewGuestStreamToken(app core.App, episodeId string, until time.Time) (string, error) {
	secret, err := serverkey.Secret(app)
	if err != nil {
		return "", err
	}
	payload := guestTokenPrefix + episodeId + "." + strconv.FormatInt(until.Unix(), 10)
	return payload + "." + signGuest(secret, payload), nil
}

// CheckGuestStreamToken returns nil when token is a guest stream token for
// episodeId that has not expired at now, else ErrBadStreamToken.
func CheckGuestStreamToken(app core.App, token, episodeId string, now time.Time) error {
	parts := strings.Split(token, ".")
	if len(parts) != 4 || parts[0]+"." != guestTokenPrefix || parts[1] != episodeId {
		return ErrBadStreamToken
	}
	exp, err := strconv.ParseInt(parts[2], 10, 64)
	if err != nil || now.Unix() > exp {
		return ErrBadStreamToken
	}
	secret, err := serverkey.Secret(app)
	if err != nil {
		return ErrBadStreamToken
	}
	payload := strings.Join(parts[:3], ".")
	if !hmac.Equal([]byte(signGuest(secret, payload)), []byte(parts[3])) {
		return ErrBadStreamToken
	}
	return nil
}

func signGuest(secret []byte, payload string) string {
	mac := hmac.New(sha256.New, serverkey.Derive(secret, "selah guest stream token"))
	mac.Write([]byte(payload))
	return base64.RawURLEncoding.EncodeToString(mac.Sum(nil))
}
