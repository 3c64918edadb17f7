package storage

import (
	"log/slog"
	"os"
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/core"
)

// How long a signed URL of audio works. The bucket checks nothing but the
// signature, so a URL issued before a takedown, a suspension or a revoked
// token keeps serving the whole file until it expires: its life is the
// longest a takedown takes to reach the bucket.
const (
	// DefaultSignedTTL is the life of a signed URL when nothing is set.
	DefaultSignedTTL = 10 * time.Minute
	// MaxConfiguredSignedTTL caps SELAH_SIGNED_URL_TTL: an operator may
	// accept a longer window than the default, never more than an hour.
	MaxConfiguredSignedTTL = time.Hour
)

// SignedTTLEnv names the setting (a Go duration such as "30s" or "15m").
const SignedTTLEnv = "SELAH_SIGNED_URL_TTL"

// signedTTLKey is where the app's resolved setting is kept (app.Store()).
const signedTTLKey = "selah.storage.signedTTL"

// ParseSignedTTL reads a value of SELAH_SIGNED_URL_TTL: empty is the
// default; a value that is not a positive duration is the default too; a
// value over MaxConfiguredSignedTTL is clamped to it. note is a sentence
// for the log when the value was not taken as written ("" otherwise).
func ParseSignedTTL(value string) (ttl time.Duration, note string) {
	value = strings.TrimSpace(value)
	if value == "" {
		return DefaultSignedTTL, ""
	}
	d, err := time.ParseDuration(value)
	switch {
	case err != nil || d <= 0:
		return DefaultSignedTTL, SignedTTLEnv + " is not a positive duration (such as 15m): using " + DefaultSignedTTL.String()
	case d > MaxConfiguredSignedTTL:
		return MaxConfiguredSignedTTL, SignedTTLEnv + " of " + d.String() + " is clamped to " + MaxConfiguredSignedTTL.String() +
			": a signed URL serves its file until it expires, so its life is the longest a takedown takes to reach the bucket"
	}
	return d, ""
}

// ConfigureSignedTTL resolves SELAH_SIGNED_URL_TTL once, at start, logs a
// warning when the value was not taken as written, and keeps the result
// for SignedTTL.
func ConfigureSignedTTL(app core.App, logger *slog.Logger) time.Duration {
	ttl, note := ParseSignedTTL(os.Getenv(SignedTTLEnv))
	if note != "" {
		logger.Warn(note, "ttl", ttl.String())
	}
	app.Store().Set(signedTTLKey, ttl)
	return ttl
}

// SignedTTL is the life of the app's signed URLs: what ConfigureSignedTTL
// resolved, or DefaultSignedTTL before it ran.
func SignedTTL(app core.App) time.Duration {
	if ttl, ok := app.Store().Get(signedTTLKey).(time.Duration); ok && ttl > 0 {
		return ttl
	}
	return DefaultSignedTTL
}
