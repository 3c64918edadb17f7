package storage

import (
	"log/slog"
	"os"
	"strings"
	"time"
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

// SignedTTL is the life of an app's signed URLs, resolved once at start
// (SignedTTLFromEnv; internal/services keeps it), with the note for the
// log when the setting was not taken as written.
type SignedTTL struct {
	TTL  time.Duration
	Note string
}

// SignedTTLFromEnv resolves SELAH_SIGNED_URL_TTL (ParseSignedTTL).
func SignedTTLFromEnv() SignedTTL {
	ttl, note := ParseSignedTTL(os.Getenv(SignedTTLEnv))
	return SignedTTL{TTL: ttl, Note: note}
}

// Log warns when the setting was not taken as written.
func (s SignedTTL) Log(logger *slog.Logger) {
	if s.Note != "" {
		logger.Warn(s.Note, "ttl", s.TTL.String())
	}
}

// Life is how long a signed URL works: the resolved TTL, DefaultSignedTTL
// for an unresolved (zero) one.
func (s SignedTTL) Life() time.Duration {
	if s.TTL > 0 {
		return s.TTL
	}
	return DefaultSignedTTL
}
