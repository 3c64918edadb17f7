// Package speech makes the rendition benchmark's input, a long speech-like
// recording, and times the peer: ffmpeg encoding it to MP3 in one pass
// without loudness work, as a host that does not normalise would.
package speech

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// version names the generator in the cached file's name: change it when the
// signal below changes, so a stale file is not reused.
const version = "v1"

// Rate is the recording's sample rate: 48 kHz mono 16-bit, as a field
// recorder or a phone's voice memo gives.
const Rate = 48000

// signal is the lavfi graph of the recording: pink noise limited to the
// voice band, modulated at a syllable rate (4.3 Hz) and a phrase rate
// (0.71 Hz), and gated off for pauses of a second or two at irregular
// intervals (two slow sines that rarely line up). At this gain it measures
// about -24 LUFS integrated with peaks near -4 dBFS (measured with ebur128:
// -23.9 LUFS over 10 minutes), the level of an unprocessed sermon recording.
func signal(seconds int) (source, filter string) {
	source = fmt.Sprintf("anoisesrc=c=pink:r=%d:a=1:d=%d:s=7", Rate, seconds)
	filter = "highpass=f=120,lowpass=f=3800," +
		"volume='1.25*(0.55+0.45*sin(2*PI*4.3*t))*(0.6+0.4*sin(2*PI*0.71*t))" +
		"*gt(sin(2*PI*0.13*t)+0.6*sin(2*PI*0.41*t),-0.7)':eval=frame"
	return source, filter
}

// Recording is the path of a speech-like WAV of the given length in dir,
// made with ffmpeg the first time and reused after (an hour is 330 MiB and
// takes ffmpeg several seconds).
func Recording(ffmpeg, dir string, seconds int) (string, error) {
	path := filepath.Join(dir, fmt.Sprintf("speech-%s-%ds.wav", version, seconds))
	if st, err := os.Stat(path); err == nil && st.Size() > int64(seconds)*Rate*2 {
		return path, nil
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	// Written beside and renamed, so an interrupted run leaves no half file
	// to be taken for a whole one.
	tmp := path + ".part.wav"
	source, filter := signal(seconds)
	cmd := exec.Command(ffmpeg, "-hide_banner", "-nostdin", "-loglevel", "error", "-y",
		"-f", "lavfi", "-i", source, "-af", filter,
		"-ac", "1", "-ar", strconv.Itoa(Rate), "-c:a", "pcm_s16le", tmp)
	if out, err := cmd.CombinedOutput(); err != nil {
		os.Remove(tmp)
		return "", fmt.Errorf("generating speech: %v: %s", err, strings.TrimSpace(string(out)))
	}
	return path, os.Rename(tmp, path)
}

// PlainMP3 encodes in to out at bitrate (bits/s) in one pass, with what the
// rendition shares (44.1 kHz, channels, no cover or tags, the same threads)
// and none of its loudness work, and returns the wall time.
func PlainMP3(ctx context.Context, ffmpeg, in, out string, bitrate, channels, threads int) (time.Duration, error) {
	cmd := exec.CommandContext(ctx, ffmpeg, "-hide_banner", "-nostdin", "-loglevel", "error", "-y",
		"-threads", strconv.Itoa(threads), "-i", in,
		"-vn", "-map", "0:a:0", "-map_metadata", "-1",
		"-ar", "44100", "-ac", strconv.Itoa(channels),
		"-c:a", "libmp3lame", "-b:a", strconv.Itoa(bitrate/1000)+"k", out)
	start := time.Now()
	b, err := cmd.CombinedOutput()
	if err != nil {
		return 0, fmt.Errorf("ffmpeg (peer): %v: %s", err, strings.TrimSpace(string(b)))
	}
	return time.Since(start), nil
}

// ChildCPU is the CPU time (user plus system) of this process's children
// that have ended and been waited for. The difference around a call that
// runs ffmpeg is ffmpeg's CPU, as long as no other child ends meanwhile
// (the targets run one after another).
func ChildCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_CHILDREN, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
