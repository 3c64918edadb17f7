package demo

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
)

// FFmpeg is the ffmpeg command EncodeMP3 runs, looked up on PATH (tests
// take it away with an empty PATH).
const FFmpeg = "ffmpeg"

// ErrNoFFmpeg is EncodeMP3's answer when ffmpeg is not installed.
var ErrNoFFmpeg = errors.New("ffmpeg is not installed")

// EncodeMP3 turns a WAV file into an MP3 (44.1 kHz mono, 96 kbit/s CBR,
// Apple's recommended range for spoken mono) with ffmpeg, which Selah
// already uses when present (docs/OPERATIONS.md). Apple Podcasts takes MP3
// or AAC from a feed, never WAV. The output carries no tags and no encoder
// version (bitexact), so the same WAV and the same ffmpeg give the same
// bytes.
func EncodeMP3(wav []byte) ([]byte, error) {
	bin, err := exec.LookPath(FFmpeg)
	if err != nil {
		return nil, ErrNoFFmpeg
	}
	dir, err := os.MkdirTemp("", "selah-demo-mp3-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	in, out := filepath.Join(dir, "in.wav"), filepath.Join(dir, "out.mp3")
	if err := os.WriteFile(in, wav, 0o600); err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	// A file, not a pipe, as output: the muxer seeks back to fill in the
	// Info header (frame count and encoder delay), which gives players the
	// exact duration.
	cmd := exec.CommandContext(ctx, bin, "-hide_banner", "-loglevel", "error", "-y",
		"-f", "wav", "-i", in,
		"-map_metadata", "-1", "-fflags", "+bitexact", "-flags:a", "+bitexact",
		"-id3v2_version", "0", "-write_id3v1", "0",
		"-ar", "44100", "-ac", "1", "-b:a", "96k", "-f", "mp3", out)
	if msg, err := cmd.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("ffmpeg: %w: %s", err, strings.TrimSpace(string(msg)))
	}
	return os.ReadFile(out)
}
