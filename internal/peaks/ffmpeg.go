package peaks

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"

	"selah/internal/audio"
	"selah/internal/ffmpegrun"
)

// ffmpegBin is the ffmpeg command looked up on PATH (the tests put a fake
// one first on PATH, or empty it).
const ffmpegBin = "ffmpeg"

// FFmpegAvailable reports whether ffmpeg is on PATH, for logs and tests.
func FFmpegAvailable() bool {
	_, err := exec.LookPath(ffmpegBin)
	return err == nil
}

// fromFFmpeg decodes path with ffmpeg into 16-bit PCM in a WAV stream on its
// standard output, read as it comes by the same code as a WAV file. WAV
// rather than raw samples because its header says how many channels ffmpeg
// kept: they are mixed here by max like every other format (ffmpeg's -ac 1
// would average them, and halve a sound on one channel only). The sample rate
// is left as decoded: resampling would only cost time and soften peaks.
//
// ffmpeg runs as every ffmpeg of ours does (internal/ffmpegrun): told the
// demuxer of format, the file protocol only, and stopped when it decodes
// past the length internal/audio measures for the file, or runs too long.
func fromFFmpeg(ctx context.Context, path string, format audio.Format, p *peaker) error {
	if _, ok := ffmpegrun.Demuxer(format); !ok {
		return ErrUnsupported
	}
	bin, err := exec.LookPath(ffmpegBin)
	if err != nil {
		return fmt.Errorf("ffmpeg is not on PATH: %w", ErrUnsupported)
	}
	seconds, err := measure(path)
	if err != nil {
		return err
	}
	_, err = ffmpegrun.Run(ctx, ffmpegrun.Job{
		FFmpeg: bin, Input: path, Format: format,
		Before: []string{"-loglevel", "error"},
		Output: []string{
			"-map", "0:a:0", // the first audio stream; no video, subtitles or data
			"-c:a", "pcm_s16le", "-f", "wav"},
		To:     "pipe:1",
		Limits: ffmpegrun.For(seconds),
		Stdout: func(r io.Reader) error { return decodeWAV(ctx, bufio.NewReaderSize(r, readBuf), p) },
	})
	var exit *ffmpegrun.ExitError
	switch {
	case err == nil:
		return nil
	case ctx.Err() != nil:
		return ctx.Err() // the caller gave up; ffmpeg was killed
	case errors.As(err, &exit):
		return fmt.Errorf("ffmpeg failed (%v): %s", exit.Err, exit.Detail)
	}
	return err
}

// measure is the length of the audio file at path as internal/audio
// measures it from its headers: what bounds ffmpeg's output. A file it
// does not read is refused: it is not one an upload could have stored.
func measure(path string) (float64, error) {
	f, err := os.Open(path)
	if err != nil {
		return 0, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return 0, err
	}
	info, err := audio.Probe(f, st.Size())
	if err != nil {
		return 0, fmt.Errorf("not handed to ffmpeg: %w", err)
	}
	return info.Duration, nil
}
