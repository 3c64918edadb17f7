// Package transcode makes an episode's streaming rendition with Debian's
// ffmpeg: loudness measured over the whole file (EBU R128, first pass),
// then normalised to the target for its kind and encoded as MP3 (second
// pass), then measured again. It knows ffmpeg and audio; it knows nothing
// of records, storage or jobs (internal/renditions runs it).
package transcode

import (
	"context"
	"errors"
)

// Kind is what an episode holds, which decides its loudness target.
type Kind int

const (
	Speech Kind = iota // sermons and podcast episodes
	Music              // songs (album tracks)
)

// Loudness targets (API.md): speech -16 LUFS, music -14 LUFS, true peak at
// most -1 dBTP.
const (
	SpeechLUFS  = -16.0
	MusicLUFS   = -14.0
	MaxTruePeak = -1.0
)

// KindOf is the kind of a media type: album tracks are music, the rest
// speech.
func KindOf(mediaType string) Kind {
	if mediaType == "album" {
		return Music
	}
	return Speech
}

// TargetLUFS is the integrated loudness a rendition of kind k aims at.
func TargetLUFS(k Kind) float64 {
	if k == Music {
		return MusicLUFS
	}
	return SpeechLUFS
}

// ErrMissing says ffmpeg is not installed here; its text is what the log
// and the admin's settings page show.
var ErrMissing = errors.New("ffmpeg is not installed, so audio is streamed as uploaded (no renditions, no loudness normalisation); install Debian's ffmpeg package and restart")

// Tool is the ffmpeg found on this machine.
type Tool struct {
	FFmpeg  string // path of the ffmpeg binary
	Version string // e.g. "5.1.8-0+deb12u1"
}

// Loudness is one EBU R128 measurement.
type Loudness struct {
	Integrated float64 // LUFS
	TruePeak   float64 // dBTP
	Range      float64 // LU (loudness range)
}

// Result is what Render made.
type Result struct {
	Input, Output Loudness
	Duration      float64 // seconds, of the rendition
	Size          int64   // bytes
	Bitrate       int     // bits per second
	HeaderSize    int64   // bytes before the first audio frame
}

// Failure is a render that failed because of the input: Sentence is for the
// creator (what happened and what to do), Detail for the log.
type Failure struct {
	Sentence string
	Detail   string
}

func (f *Failure) Error() string { return f.Sentence + " (" + f.Detail + ")" }

// Render writes the rendition of the audio file in to out. duration is the
// input's length in seconds as measured at upload (0 if unknown), used for
// progress, which is called with rising fractions as the second pass goes
// (at most twice a second), and with 1 once out is in place; progress may
// be nil. An existing out is replaced whole, never left half written.
// An input ffmpeg cannot read, one with no audio, one too short to measure
// and a silent one are a *Failure; a cancelled ctx returns ctx.Err() and
// leaves no out file and no temporary file.
func (t Tool) Render(ctx context.Context, in, out string, kind Kind, duration float64, progress func(fraction float64)) (Result, error) {
	return t.render(ctx, in, out, kind, duration, progress)
}
