// Package listening holds the rules of listening: signed stream URLs and
// when a play counts.
package listening

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/core"
)

// ErrBadStreamToken is returned for a stream token that is malformed,
// forged, expired, for another episode, or of an account whose sessions
// were revoked.
var ErrBadStreamToken = errors.New("invalid stream token")

// StreamTokenLifetime is how long a stream URL works: long enough that a
// token never expires in the middle of an episode (an <audio> element keeps
// its URL while seeking), short enough that a leaked URL soon dies.
func StreamTokenLifetime(duration float64) time.Duration {
	life := 6 * time.Hour
	if d := time.Duration(3*duration) * time.Second; d > life {
		life = d
	}
	return life
}

// NewStreamToken signs "who may stream which episode until when". The key is
// the auth collection's token secret plus the account's token key, so a
// password change or a suspension (which rotate the token key) revokes it.
func NewStreamToken(who *core.Record, episodeId string, until time.Time) string {
	payload := who.Collection().Name + "." + who.Id + "." + episodeId + "." + strconv.FormatInt(until.Unix(), 10)
	return payload + "." + sign(who, payload)
}

// CheckStreamToken returns the account a token was issued to, when it is
// valid for episodeId now.
func CheckStreamToken(app core.App, token, episodeId string, now time.Time) (*core.Record, error) {
	parts := strings.Split(token, ".")
	if len(parts) != 5 || parts[2] != episodeId {
		return nil, ErrBadStreamToken
	}
	exp, err := strconv.ParseInt(parts[3], 10, 64)
	if err != nil || now.Unix() > exp {
		return nil, ErrBadStreamToken
	}
	if parts[0] != "users" && parts[0] != "admins" {
		return nil, ErrBadStreamToken
	}
	who, err := app.FindRecordById(parts[0], parts[1])
	if err != nil {
		return nil, ErrBadStreamToken
	}
	payload := strings.Join(parts[:4], ".")
	if !hmac.Equal([]byte(sign(who, payload)), []byte(parts[4])) {
		return nil, ErrBadStreamToken
	}
	return who, nil
}

func sign(who *core.Record, payload string) string {
	key := who.Collection().AuthToken.Secret + who.TokenKey()
	mac := hmac.New(sha256.New, []byte(key))
	fmt.Fprint(mac, payload)
	return base64.RawURLEncoding.EncodeToString(mac.Sum(nil))
}
