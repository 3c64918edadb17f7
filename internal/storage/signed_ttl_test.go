package storage

import (
	"bytes"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/tests"
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
		{"", DefaultSignedTTL, false},
		{"30s", 30 * time.Second, false},
		{"1h", time.Hour, false},
		{"1h0m1s", time.Hour, true},
		{"168h", time.Hour, true},
		{"0", DefaultSignedTTL, true},
		{"-5m", DefaultSignedTTL, true},
		{"a week", DefaultSignedTTL, true},
	} {
		got, note := ParseSignedTTL(c.value)
		if got != c.want || (note != "") != c.note {
			t.Errorf("%q: %s, note %q; want %s, a note %v", c.value, got, note, c.want, c.note)
		}
	}
}

// TestConfigureSignedTTLClampsAWeek: a TTL of 7 days set in the
// environment is clamped to an hour at start, with a line in the log, and
// the signed URLs then live an hour.
func TestConfigureSignedTTLClampsAWeek(t *testing.T) {
	app, err := tests.NewTestApp(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer app.Cleanup()
	if got := SignedTTL(app); got != DefaultSignedTTL {
		t.Errorf("before start: %s", got)
	}
	t.Setenv(SignedTTLEnv, (7 * 24 * time.Hour).String())
	var log bytes.Buffer
	if got := ConfigureSignedTTL(app, slog.New(slog.NewTextHandler(&log, nil))); got != time.Hour {
		t.Errorf("configured %s, want 1h", got)
	}
	if got := SignedTTL(app); got != time.Hour {
		t.Errorf("in use %s, want 1h", got)
	}
	if line := log.String(); !strings.Contains(line, "level=WARN") || !strings.Contains(line, "clamped to 1h0m0s") {
		t.Errorf("log %q", line)
	}
}
