package storage_test

import (
	"bytes"
	"log/slog"
	"strings"
	"testing"
	"time"

	"selah/internal/storage"
)

// TestParseSignedTTL: SELAH_SIGNED_URL_TTL is taken as written up to an
// hour; longer (7 days, SigV4's own limit) is clamped to an hour with a
// sentence for the log; nothing or nonsense is the default, said too.
func TestParseSignedTTL(t *testing.T) {
	for _, c := range []struct {
		value string
		want  time.Duration
		note  bool
	}{
		{"", storage.DefaultSignedTTL, false},
		{"30s", 30 * time.Second, false},
		{"1h", time.Hour, false},
		{"1h0m1s", time.Hour, true},
		{"168h", time.Hour, true},
		{"0", storage.DefaultSignedTTL, true},
		{"-5m", storage.DefaultSignedTTL, true},
		{"a week", storage.DefaultSignedTTL, true},
	} {
		got, note := storage.ParseSignedTTL(c.value)
		if got != c.want || (note != "") != c.note {
			t.Errorf("%q: %s, note %q; want %s, a note %v", c.value, got, note, c.want, c.note)
		}
	}
}

// TestSignedTTLClampsAWeek: a TTL of 7 days set in the environment is
// clamped to an hour at start, with a line in the log, and the signed URLs
// then live an hour; an unresolved setting is the default.
func TestSignedTTLClampsAWeek(t *testing.T) {
	if got := (storage.SignedTTL{}).Life(); got != storage.DefaultSignedTTL {
		t.Errorf("unresolved: %s", got)
	}
	t.Setenv(storage.SignedTTLEnv, (7 * 24 * time.Hour).String())
	var log bytes.Buffer
	ttl := storage.SignedTTLFromEnv()
	ttl.Log(slog.New(slog.NewTextHandler(&log, nil)))
	if got := ttl.Life(); got != time.Hour {
		t.Errorf("in use %s, want 1h", got)
	}
	if line := log.String(); !strings.Contains(line, "level=WARN") || !strings.Contains(line, "clamped to 1h0m0s") {
		t.Errorf("log %q", line)
	}
	log.Reset()
	t.Setenv(storage.SignedTTLEnv, "15m")
	if ttl := storage.SignedTTLFromEnv(); ttl.Life() != 15*time.Minute || ttl.Note != "" {
		t.Errorf("15m: %+v", ttl)
	}
}
