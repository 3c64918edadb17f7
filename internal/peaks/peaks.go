// Package peaks computes the waveform of an audio file: Points values from 0
// to 100, each the loudest sample of one Points-th of the file, for a player
// to draw.
//
// MP3 (layer III), FLAC, Ogg Vorbis and PCM/float WAV are decoded in pure Go.
// M4A, raw AAC (ADTS), Ogg Opus, and the MP3 and WAV variants the pure-Go
// decoders lack (layers I/II, MPEG 2.5, free bitrate; A-law, µ-law, ADPCM)
// are decoded by ffmpeg when it is on PATH (run through internal/ffmpegrun,
// like every ffmpeg of ours); without it they give ErrUnsupported.
//
// Decoding streams: nothing holds more than a buffer of decoded audio, and
// the per-block maxima are kept in a fixed-size slice (see peaker), so memory
// does not grow with the length of the file.
package peaks

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os"

	"selah/internal/audio"
)

// Points is how many values a waveform has.
const Points = 1000

// ErrUnsupported means there is no decoder for this format here (M4A, AAC or
// Opus, or an MP3/WAV variant the pure-Go decoders lack, without ffmpeg on
// PATH; or a format that is not an audio.Format at all).
var ErrUnsupported = errors.New("no decoder for this audio format")

// readBuf is the size of the buffered reader over the file and of the
// decoders' sample buffers: large enough that reads are few, small enough
// to be nothing next to a 2-hour file.
const readBuf = 64 << 10

// FromFile decodes the audio file at path (whose format was already decided
// from its bytes by internal/audio) and returns up to Points values 0..100:
// each the loudest absolute sample (percent of full scale, rounded up so any
// non-silent bucket is >= 1) of one Points-th of the file, all channels mixed
// by max. A file gives fewer than Points values only if it has fewer sample
// frames than Points (then one value per frame).
//
// ctx cancels decoding (ffmpeg is killed). Corrupt or truncated input gives
// an error; a file with no samples at all is an error too.
func FromFile(ctx context.Context, path string, format audio.Format) ([]int, error) {
	var p peaker
	var err error
	switch format {
	case audio.MP3:
		err = fromMP3(ctx, path, &p)
	case audio.FLAC:
		err = fromFile(ctx, path, format, &p, decodeFLAC)
	case audio.OGGVorbis:
		err = fromFile(ctx, path, format, &p, decodeVorbis)
	case audio.WAV:
		err = fromWAV(ctx, path, &p)
	case audio.M4A, audio.AAC, audio.OGGOpus:
		err = fromFFmpeg(ctx, path, format, &p)
	default:
		err = fmt.Errorf("unknown format %q: %w", format, ErrUnsupported)
	}
	if err != nil {
		return nil, fmt.Errorf("peaks: %s: %w", format, err)
	}
	out := p.peaks()
	if len(out) == 0 {
		return nil, fmt.Errorf("peaks: %s: the file holds no audio samples", format)
	}
	return out, nil
}

// decoder feeds the samples read from r into p.
type decoder func(ctx context.Context, r *bufio.Reader, p *peaker) error

// fromFile opens path and runs a pure-Go decoder over it. The decoders get a
// *bufio.Reader, which has no Seek method, on purpose: given an io.Seeker,
// go-mp3 and oggvorbis first scan the whole file (go-mp3 keeping an offset
// per frame), which a single streaming pass does not need.
func fromFile(ctx context.Context, path string, format audio.Format, p *peaker, dec decoder) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	br := bufio.NewReaderSize(f, readBuf)
	return safely(format, func() error { return dec(ctx, br, p) })
}

// safely runs a third-party decoder, turning a panic into an error. go-mp3,
// mewkiz/flac and oggvorbis index tables and slices with values read from
// the file, and malformed input makes them panic (TestGoMP3PanicIsAnError);
// an uploaded file must never take the server down. Our own parsers check
// their bounds instead: the WAV path does not run under safely, and the
// guards that do (oggGuard, checkFLACStart) are fuzzed without it.
func safely(format audio.Format, run func() error) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%s decoder failed on malformed input: %v", format, r)
		}
	}()
	return run()
}
