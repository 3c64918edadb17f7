package follows

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"selah/internal/serverkey"
)

// ErrBadToken is returned for an unsubscribe token that is malformed or
// was not signed by this server.
var ErrBadToken = errors.New("this unsubscribe link is not valid")

// The unsubscribe token names a follower and a creator and signs them:
// "<follower>.<creator>.<HMAC-SHA256>". It is in every new-item email, so
// it works without signing in, must not be guessable, and must not be a
// credential for anything else: the key is the users collection's token
// secret under a purpose label of its own (so no other signature of ours
// can pass as one), and it grants only "stop these emails". It does not
// expire (an old email's link keeps working) and survives an unfollow and
// a new follow of the same creator.
const tokenPurpose = "selah.unsubscribe.v1."

// UnsubscribeToken is the token of follower's emails about creator.
func UnsubscribeToken(app core.App, follower, creator string) (string, error) {
	mac, err := tokenMAC(app, follower, creator)
	if err != nil {
		return "", err
	}
	return follower + "." + creator + "." + base64.RawURLEncoding.EncodeToString(mac), nil
}

// CheckToken returns the follower and the creator a token names, or
// ErrBadToken.
func CheckToken(app core.App, token string) (follower, creator string, err error) {
	parts := strings.Split(token, ".")
	if len(parts) != 3 || !validId(parts[0]) || !validId(parts[1]) {
		return "", "", ErrBadToken
	}
	got, err := base64.RawURLEncoding.DecodeString(parts[2])
	if err != nil {
		return "", "", ErrBadToken
	}
	want, err := tokenMAC(app, parts[0], parts[1])
	if err != nil {
		return "", "", err
	}
	if !hmac.Equal(got, want) {
		return "", "", ErrBadToken
	}
	return parts[0], parts[1], nil
}

// Unsubscribe turns the new-item emails of the follow a token names off
// and keeps the follow. One statement; doing it again changes nothing, and
// a token whose follow has since ended is still a valid answer ("no more
// emails" is already true).
func Unsubscribe(app core.App, token string) (follower, creator string, err error) {
	follower, creator, err = CheckToken(app, token)
	if err != nil {
		return "", "", err
	}
	_, err = app.DB().Update("follows", dbx.Params{"notify": false},
		dbx.HashExp{"follower": follower, "creator": creator}).Execute()
	return follower, creator, err
}

// Subscribed reports whether the follow a token names still sends emails.
func Subscribed(app core.App, follower, creator string) (bool, error) {
	var n int
	err := app.DB().Select("COUNT(*)").From("follows").
		Where(dbx.HashExp{"follower": follower, "creator": creator, "notify": true}).Row(&n)
	return n > 0, err
}

func tokenMAC(app core.App, follower, creator string) ([]byte, error) {
	key, err := serverkey.For(app, tokenPurpose)
	if err != nil {
		return nil, err
	}
	m := hmac.New(sha256.New, key)
	m.Write([]byte(follower + "." + creator))
	return m.Sum(nil), nil
}

// validId is a PocketBase record id as ours are: 15 characters of [a-z0-9].
func validId(s string) bool {
	if len(s) != 15 {
		return false
	}
	for _, c := range s {
		if !strings.ContainsRune(idAlphabet, c) {
			return false
		}
	}
	return true
}
