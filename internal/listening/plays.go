package listening

import (
	"time"
)

// Thresholds of a counted play (API.md): 30 s of a song, 60 s of a sermon or
// podcast episode, or the whole episode when it is shorter.
const (
	SongThreshold   = 30.0
	SpokenThreshold = 60.0
	// Window is how long one listener's plays of one episode count once.
	Window = 24 * time.Hour
	// MaxSpeed is the player's fastest speed: 60 s of audio can take 30 s.
	MaxSpeed = 2.0
)

// Threshold is how many seconds of an episode must be heard to count.
func Threshold(mediaType string, duration float64) float64 {
	t := SpokenThreshold
	if mediaType == "album" {
		t = SongThreshold
	}
	if duration > 0 && duration < t {
		return duration
	}
	return t
}

// Listen is what the server knows of one listener's streaming of an episode.
type Listen struct {
	StartedAt   time.Time // the first byte served
	BytesServed int64
}

// Audio is what the server measured of an episode at upload.
type Audio struct {
	Duration   float64 // seconds
	Size       int64   // bytes
	Bitrate    int     // bits per second, 0 if unknown
	HeaderSize int64   // bytes before the audio
}

// bytesFor is how many bytes of the file hold the first seconds of audio.
func (a Audio) bytesFor(seconds float64) int64 {
	rate := float64(a.Bitrate) / 8
	if rate <= 0 && a.Duration > 0 {
		rate = float64(a.Size-a.HeaderSize) / a.Duration
	}
	need := a.HeaderSize + int64(seconds*rate)
	if need > a.Size {
		need = a.Size
	}
	return need
}

// Verdict says whether a play report counts, and why not.
type Verdict struct {
	Counted bool
	Reason  string
}

// Judge decides whether a listener's report of `position` seconds heard
// counts as a play, checked against what the server streamed and the time
// since the first byte, so a script cannot post plays it never listened to.
// lastPlay is the listener's last counted play of the episode (zero if none).
func Judge(mediaType string, a Audio, position float64, l *Listen, lastPlay, now time.Time) Verdict {
	need := Threshold(mediaType, a.Duration)
	switch {
	case position+0.5 < need:
		return Verdict{Reason: "not listened long enough"}
	case l == nil:
		return Verdict{Reason: "nothing was streamed"}
	case now.Sub(l.StartedAt).Seconds()*MaxSpeed+0.5 < need:
		return Verdict{Reason: "less time passed than the audio lasts"}
	case l.BytesServed < a.bytesFor(need)*9/10:
		return Verdict{Reason: "less audio was streamed than reported"}
	case !lastPlay.IsZero() && now.Sub(lastPlay) < Window:
		return Verdict{Reason: "already counted in the last 24 hours"}
	}
	return Verdict{Counted: true}
}
