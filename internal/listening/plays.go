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

// Listen is what the server knows of one listener's streaming of an
// episode: the bytes it served (local storage), or the session its
// redirects to signed URLs opened (S3 storage, sessions.go), or both when
// the storage changed within Window.
type Listen struct {
	StartedAt   time.Time // the first byte served, or the first redirect
	BytesServed int64
	Session     *Session // nil when no redirect opened one
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
// counts as a play, so a script cannot post plays it never listened to. A
// listen of bytes is checked against what the server streamed and the time
// since its first byte; a listen opened by redirects against the listening
// its session credited (sessions.go) and the time since it opened; either
// suffices. lastPlay is the listener's last counted play of the episode
// (zero if none).
func Judge(mediaType string, a Audio, position float64, l *Listen, lastPlay, now time.Time) Verdict {
	need := Threshold(mediaType, a.Duration)
	if position+0.5 < need {
		return Verdict{Reason: "not listened long enough"}
	}
	if l == nil || l.BytesServed <= 0 && l.Session == nil {
		return Verdict{Reason: "nothing was streamed"}
	}
	if v := judgeEvidence(need, a, l, now); !v.Counted {
		return v
	}
	if !lastPlay.IsZero() && now.Sub(lastPlay) < Window {
		return Verdict{Reason: "already counted in the last 24 hours"}
	}
	return Verdict{Counted: true}
}

// judgeEvidence asks whether the bytes served or the session's credit
// cover need seconds; when neither does, the reason is the session's if
// there is one (its listener is not served bytes), else the bytes'.
func judgeEvidence(need float64, a Audio, l *Listen, now time.Time) Verdict {
	clockAllows := func(since time.Time) bool { return now.Sub(since).Seconds()*MaxSpeed+0.5 >= need }
	var byBytes, bySession Verdict
	switch {
	case l.BytesServed <= 0:
		byBytes.Reason = "nothing was streamed"
	case !clockAllows(l.StartedAt):
		byBytes.Reason = "less time passed than the audio lasts"
	case l.BytesServed < a.bytesFor(need)*9/10:
		byBytes.Reason = "less audio was streamed than reported"
	default:
		return Verdict{Counted: true}
	}
	if l.Session == nil {
		return byBytes
	}
	switch {
	case !clockAllows(l.Session.OpenedAt):
		bySession.Reason = "less time passed than the audio lasts"
	case l.Session.Credited+0.5 < need:
		bySession.Reason = "less listening was reported while the audio could be fetched than the play claims"
	default:
		return Verdict{Counted: true}
	}
	return bySession
}
