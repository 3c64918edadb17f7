package listening_test

import (
	"testing"
	"time"

	"selah/internal/listening"
)

func TestThreshold(t *testing.T) {
	for _, c := range []struct {
		kind     string
		duration float64
		want     float64
	}{
		{"album", 200, 30}, {"album", 12, 12}, {"sermon", 3600, 60}, {"podcast", 45, 45}, {"podcast", 0, 60},
	} {
		if got := listening.Threshold(c.kind, c.duration); got != c.want {
			t.Errorf("Threshold(%s, %v) = %v, want %v", c.kind, c.duration, got, c.want)
		}
	}
}

func TestJudge(t *testing.T) {
	now := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	song := listening.Audio{Duration: 180, Size: 180*16000 + 1000, Bitrate: 128000, HeaderSize: 1000}
	heard := &listening.Listen{StartedAt: now.Add(-40 * time.Second), BytesServed: 1000 + 31*16000}
	for _, c := range []struct {
		name     string
		kind     string
		position float64
		listen   *listening.Listen
		last     time.Time
		want     bool
	}{
		{"a song at 30 s", "album", 30, heard, time.Time{}, true},
		{"a song at 20 s", "album", 20, heard, time.Time{}, false},
		{"nothing streamed", "album", 30, nil, time.Time{}, false},
		{"too fast for the clock", "album", 30, &listening.Listen{StartedAt: now.Add(-5 * time.Second), BytesServed: heard.BytesServed}, time.Time{}, false},
		{"at double speed", "album", 30, &listening.Listen{StartedAt: now.Add(-15 * time.Second), BytesServed: heard.BytesServed}, time.Time{}, true},
		{"fewer bytes than 30 s", "album", 30, &listening.Listen{StartedAt: heard.StartedAt, BytesServed: 1000 + 10*16000}, time.Time{}, false},
		{"counted 2 h ago", "album", 30, heard, now.Add(-2 * time.Hour), false},
		{"counted 25 h ago", "album", 30, heard, now.Add(-25 * time.Hour), true},
		{"a sermon needs 60 s", "sermon", 30, heard, time.Time{}, false},
	} {
		if got := listening.Judge(c.kind, song, c.position, c.listen, c.last, now); got.Counted != c.want {
			t.Errorf("%s: counted %v (%s), want %v", c.name, got.Counted, got.Reason, c.want)
		}
	}
}

func TestStreamTokenLifetime(t *testing.T) {
	if listening.StreamTokenLifetime(60) != 6*time.Hour {
		t.Fatal("a short episode's token should last 6 h")
	}
	if listening.StreamTokenLifetime(4*3600) != 12*time.Hour {
		t.Fatal("a 4 h sermon's token should last three times its length")
	}
}

// TestJudgeAnOfflinePlayOfADownload: the app downloads an episode through
// the stream route (frontend/src/features/offline), so the server served
// (or, on S3, signed) the whole file; a play made offline is reported
// when the connection returns, maybe days later, and is judged by the
// usual rules: the download is the audio streamed, the time since it the
// clock.
func TestJudgeAnOfflinePlayOfADownload(t *testing.T) {
	now := time.Date(2026, 1, 4, 12, 0, 0, 0, time.UTC)
	sermon := listening.Audio{Duration: 1800, Size: 1800*16000 + 1000, Bitrate: 128000, HeaderSize: 1000}
	downloadedAt := now.Add(-72 * time.Hour)
	whole := &listening.Listen{StartedAt: downloadedAt, BytesServed: sermon.Size}
	// On S3 the download followed a signed redirect: a session opened then,
	// valid for the token's life, and the report is credited to it now.
	opened := (*listening.Session)(nil).Redirected(downloadedAt, downloadedAt.Add(listening.StreamTokenLifetime(sermon.Duration)))
	credited := opened.Played(61, now)
	for _, c := range []struct {
		name   string
		listen *listening.Listen
		heard  float64
		last   time.Time
		want   bool
	}{
		{"downloaded 3 days ago, heard offline", whole, 61, time.Time{}, true},
		{"downloaded through signed URLs (S3) 3 days ago", &listening.Listen{StartedAt: downloadedAt, Session: &credited}, 61, time.Time{}, true},
		{"the same play sent again (its answer was lost)", whole, 61, now.Add(-time.Minute), false},
		{"heard too little", whole, 30, time.Time{}, false},
		{"a download cancelled after 10 s of audio", &listening.Listen{StartedAt: downloadedAt, BytesServed: 1000 + 10*16000}, 61, time.Time{}, false},
		{"reported 5 s after the download began", &listening.Listen{StartedAt: now.Add(-5 * time.Second), BytesServed: sermon.Size}, 61, time.Time{}, false},
		{"never downloaded nor streamed", nil, 61, time.Time{}, false},
	} {
		if got := listening.Judge("sermon", sermon, c.heard, c.listen, c.last, now); got.Counted != c.want {
			t.Errorf("%s: counted %v (%s), want %v", c.name, got.Counted, got.Reason, c.want)
		}
	}
}
