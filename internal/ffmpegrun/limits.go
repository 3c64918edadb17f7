package ffmpegrun

import (
	"math"
	"time"
)

// Limits bound one ffmpeg run.
type Limits struct {
	// Timeout is the most the run may take; past it ffmpeg is killed and
	// the run is ErrTimeout. Zero is DefaultTimeout.
	Timeout time.Duration
	// MaxSeconds is how far the output may run (its timestamp); past it
	// the run is stopped and is ErrTooLong. Zero is no bound.
	MaxSeconds float64
	// MaxBytes caps the size of the output file (-fs); an output that
	// reaches it is ErrTooLarge. Zero is no cap.
	MaxBytes int64
}

// The margins of For. A file's measured duration (internal/audio, from
// its headers) and what ffmpeg decodes differ by encoder delay and padding
// and by rounding, a few frames; 2% and 2 s leave room for that and for a
// header that is a little off, while a file that decodes to far more than
// it was measured to (a playlist behind the headers, a lying length) is
// stopped within seconds of output.
const (
	durationMargin = 0.02
	durationSlack  = 2.0
	// hardSlack is how far past MaxSeconds ffmpeg itself stops (-t), so
	// that a run that went too far is seen as such (its output passed
	// MaxSeconds) and never runs on between two progress reports.
	hardSlack = 1.0
)

// Time limits. ffmpeg decodes, normalises and encodes far faster than real
// time (one thread: 7 to 20 times here on a busy machine), so a run
// allowed baseTimeout plus the audio's own length is only stopped when it
// hangs or decodes far more than it should.
const (
	baseTimeout = 5 * time.Minute
	// DefaultTimeout bounds a run over audio of unknown length.
	DefaultTimeout = time.Hour
)

// For are the limits of a run over audio measured (at upload, by
// internal/audio) at seconds long: its output may run durationMargin and
// durationSlack past that, and the run may take baseTimeout plus that
// long. Unknown (0) gives DefaultTimeout and no bound on the output.
func For(seconds float64) Limits {
	if seconds <= 0 || math.IsNaN(seconds) || math.IsInf(seconds, 0) {
		return Limits{Timeout: DefaultTimeout}
	}
	return Limits{
		Timeout:    baseTimeout + time.Duration(seconds*float64(time.Second)),
		MaxSeconds: seconds*(1+durationMargin) + durationSlack,
	}
}

// WithBitrate caps the output file at what MaxSeconds (and the hard stop
// past it) takes at bitsPerSecond, plus headroom for headers: for an
// encoder at a constant bitrate, a rendition can be no larger.
func (l Limits) WithBitrate(bitsPerSecond int) Limits {
	if l.MaxSeconds > 0 && bitsPerSecond > 0 {
		l.MaxBytes = int64((l.MaxSeconds+hardSlack)*float64(bitsPerSecond)/8) + sizeHeadroom
	}
	return l
}

// sizeHeadroom is what an output may hold beyond its audio: a header frame,
// a frame or two of rounding.
const sizeHeadroom = 64 << 10

func (l Limits) timeout() time.Duration {
	if l.Timeout <= 0 {
		return DefaultTimeout
	}
	return l.Timeout
}
