package peaks

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os/exec"
	"strings"
	"time"

	"selah/internal/audio"
)

// ffmpegBin is the ffmpeg command looked up on PATH; a variable so that the
// tests can name one that does not exist.
var ffmpegBin = "ffmpeg"

// FFmpegAvailable reports whether ffmpeg is on PATH, for logs and tests.
func FFmpegAvailable() bool {
	_, err := exec.LookPath(ffmpegBin)
	return err == nil
}

// ffmpegDemuxers names ffmpeg's demuxer for each format it decodes for us.
// Naming it (-f) rather than letting ffmpeg guess keeps ffmpeg to the
// container internal/audio recognised: it never reinterprets an upload as,
// say, a playlist that points at other files or URLs.
var ffmpegDemuxers = map[audio.Format]string{
	audio.M4A:     "mov",
	audio.AAC:     "aac",
	audio.OGGOpus: "ogg",
	audio.MP3:     "mp3",
	audio.WAV:     "wav",
}

// stderrLimit bounds what is kept of ffmpeg's error output for the message.
const stderrLimit = 4 << 10

// fromFFmpeg decodes path with ffmpeg into 16-bit PCM in a WAV stream on its
// standard output, read as it comes by the same code as a WAV file. WAV
// rather than raw samples because its header says how many channels ffmpeg
// kept: they are mixed here by max like every other format (ffmpeg's -ac 1
// would average them, and halve a sound on one channel only). The sample rate
// is left as decoded: resampling would only cost time and soften peaks.
func fromFFmpeg(ctx context.Context, path string, format audio.Format, p *peaker) error {
	demuxer, ok := ffmpegDemuxers[format]
	if !ok {
		return ErrUnsupported
	}
	bin, err := exec.LookPath(ffmpegBin)
	if err != nil {
		return fmt.Errorf("ffmpeg is not on PATH: %w", ErrUnsupported)
	}
	run, kill := context.WithCancel(ctx)
	defer kill()
	cmd := exec.CommandContext(run, bin,
		"-hide_banner", "-loglevel", "error", "-nostdin",
		"-protocol_whitelist", "file", "-f", demuxer, "-i", "file:"+path,
		"-map", "0:a:0", // the first audio stream; no video, subtitles or data
		"-c:a", "pcm_s16le", "-f", "wav", "pipe:1")
	stderr := &headBuffer{limit: stderrLimit}
	cmd.Stderr = stderr
	cmd.WaitDelay = 5 * time.Second // should anything hold the pipes open after a kill
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return err
	}
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("starting ffmpeg: %w", err)
	}
	decErr := decodeWAV(ctx, bufio.NewReaderSize(stdout, readBuf), p)
	if decErr != nil {
		kill() // ffmpeg may still be writing, and nobody would read it
	}
	waitErr := cmd.Wait()
	if err := ctx.Err(); err != nil {
		return err // the caller gave up; ffmpeg was killed
	}
	var exit *exec.ExitError
	if errors.As(waitErr, &exit) && exit.ExitCode() > 0 {
		// ffmpeg failed by itself (a kill, ours, has no exit code): its
		// message says why, where a reading error would only say that its
		// output stopped short.
		return fmt.Errorf("ffmpeg failed (%s): %s", exit, stderr.oneLine())
	}
	if decErr != nil {
		return fmt.Errorf("reading ffmpeg's output: %w", decErr)
	}
	if waitErr != nil {
		return fmt.Errorf("ffmpeg: %w", waitErr)
	}
	return nil
}

// headBuffer keeps the first limit bytes written to it and drops the rest:
// ffmpeg's first error lines are the ones that explain.
type headBuffer struct {
	limit int
	buf   []byte
}

func (b *headBuffer) Write(p []byte) (int, error) {
	if room := b.limit - len(b.buf); room > 0 {
		b.buf = append(b.buf, p[:min(len(p), room)]...)
	}
	return len(p), nil
}

// oneLine returns what was kept, trimmed, its lines joined by "; " so that
// the error reads as one log line.
func (b *headBuffer) oneLine() string {
	lines := strings.Split(strings.TrimSpace(string(b.buf)), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimSpace(l)
	}
	return strings.Join(lines, "; ")
}
