package ffmpegrun

import (
	"bytes"
	"context"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"selah/internal/audio"
	"selah/internal/ffmpegrun/hostile"
)

// needFFmpeg is the ffmpeg on PATH, or skips the test.
func needFFmpeg(t *testing.T) string {
	t.Helper()
	bin, err := exec.LookPath("ffmpeg")
	if err != nil {
		t.Skip("ffmpeg is not on PATH")
	}
	return bin
}

// tone writes seconds of a sine at freq Hz to path, encoded as its
// extension says (made by ffmpeg from a lavfi source).
func tone(t *testing.T, bin, path string, seconds, freq int) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(bin, "-nostdin", "-hide_banner", "-loglevel", "error", "-f", "lavfi",
		"-i", "sine=frequency="+strconv.Itoa(freq)+":duration="+strconv.Itoa(seconds), "-id3v2_version", "0", "-y", path).CombinedOutput()
	if err != nil {
		t.Fatalf("make %s: %v\n%s", path, err, out)
	}
}

func write(t *testing.T, path string, b []byte) string {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, b, 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

// decode runs ffmpeg over in as format to nowhere, as the loudness pass
// does.
func decode(ctx context.Context, bin, in string, format audio.Format, lim Limits) (Result, error) {
	return Run(ctx, Job{FFmpeg: bin, Input: in, Format: format,
		Output: []string{"-map", "0:a:0", "-f", "null"}, To: "-", Limits: lim})
}

// storage is a storage folder as PocketBase keeps it: one folder per
// record, the victim's 30 s recording in one, the attacker's upload in
// another, which names the victim's by a relative path.
func storage(t *testing.T, bin string) (root, victim string) {
	root = t.TempDir()
	victim = filepath.Join(root, "victim0000000001", "sermon_abc.mp3")
	tone(t, bin, victim, 30, 440)
	return root, "../victim0000000001/sermon_abc.mp3"
}

// The attack of issue 25: an ID3 tag longer than the sniff window, an HLS
// playlist naming another record's file three times, then a real 2 s MP3.
// Left to guess, ffmpeg opens it as HLS and plays the other file (checked
// here, so the fixture is the attack); with the demuxer named it reads the
// upload's own 2 s and nothing else.
func TestPlaylistBehindID3ReadsOnlyItself(t *testing.T) {
	bin := needFFmpeg(t)
	root, target := storage(t, bin)
	own := filepath.Join(t.TempDir(), "own.mp3")
	tone(t, bin, own, 2, 880)
	mp3, err := os.ReadFile(own)
	if err != nil {
		t.Fatal(err)
	}
	evil := write(t, filepath.Join(root, "attacker0000001", "episode_x.mp3"),
		hostile.PlaylistBehindID3(5000, hostile.HLS(30, target, target, target), mp3))

	guessed, _ := exec.Command(bin, "-nostdin", "-hide_banner", "-i", "file:"+evil, "-f", "null", "-").CombinedOutput()
	if !bytes.Contains(guessed, []byte("sermon_abc.mp3")) {
		t.Fatalf("the fixture is not the attack: a guessing ffmpeg did not open the other file:\n%s", guessed)
	}

	res, err := decode(context.Background(), bin, evil, audio.MP3, For(2.04))
	if err != nil {
		t.Fatalf("the upload's own MP3 did not decode: %v", err)
	}
	if res.OutTime < 1.9 || res.OutTime > 2.2 {
		t.Fatalf("decoded %.2f s, want the upload's own 2 s and none of the other file's 90", res.OutTime)
	}
	if bytes.Contains(res.Stderr, []byte("sermon_abc")) {
		t.Fatalf("ffmpeg mentions the other file:\n%s", res.Stderr)
	}
}

// A concat script and a plain HLS playlist (no tag) name another file;
// under any of our demuxers ffmpeg never reads it: the run fails, or
// decodes nothing of the other file's 30 s.
func TestScriptsNeverOpenOtherFiles(t *testing.T) {
	bin := needFFmpeg(t)
	root, target := storage(t, bin)
	for name, script := range map[string][]byte{
		"ffconcat": hostile.Concat(target),
		"hls":      hostile.HLS(30, target),
	} {
		in := write(t, filepath.Join(root, "attacker0000001", name+".mp3"), script)
		for _, f := range audio.Formats {
			res, err := decode(context.Background(), bin, in, f, For(30))
			if err == nil && res.OutTime > 0.5 {
				t.Errorf("%s read as %s: decoded %.1f s; want a failure", name, f, res.OutTime)
			}
			var exit *ExitError
			if err != nil && !errors.As(err, &exit) {
				t.Errorf("%s read as %s: %v, want ffmpeg's own failure", name, f, err)
			}
		}
	}
}

// A file that decodes to far more than it measured is stopped soon after
// its measured duration, and says so.
func TestOutputPastTheDurationIsStopped(t *testing.T) {
	bin := needFFmpeg(t)
	in := filepath.Join(t.TempDir(), "long.wav")
	tone(t, bin, in, 60, 440)
	lim := For(2)
	var reports []float64
	res, err := Run(context.Background(), Job{FFmpeg: bin, Input: in, Format: audio.WAV,
		Output: []string{"-c:a", "libmp3lame", "-b:a", "96k", "-f", "mp3"},
		To:     FileURL(filepath.Join(t.TempDir(), "out.mp3")), Limits: lim.WithBitrate(96000),
		OnTime: func(s float64) { reports = append(reports, s) }})
	if !errors.Is(err, ErrTooLong) {
		t.Fatalf("Run: %v, want ErrTooLong", err)
	}
	if res.OutTime <= lim.MaxSeconds || res.OutTime > lim.MaxSeconds+hardSlack+0.1 {
		t.Fatalf("output ran %.2f s; want it stopped just past %.2f s", res.OutTime, lim.MaxSeconds)
	}
	for _, s := range reports {
		if s > lim.MaxSeconds {
			t.Fatalf("progress %.2f s past the bound was reported to the caller", s)
		}
	}
	t.Log(err)
}

// An output file that reaches its size cap is an error.
func TestOutputSizeCap(t *testing.T) {
	bin := needFFmpeg(t)
	in := filepath.Join(t.TempDir(), "tone.wav")
	tone(t, bin, in, 10, 440)
	out := filepath.Join(t.TempDir(), "out.mp3")
	_, err := Run(context.Background(), Job{FFmpeg: bin, Input: in, Format: audio.WAV,
		Output: []string{"-c:a", "libmp3lame", "-b:a", "128k", "-f", "mp3", "-y"},
		To:     FileURL(out), Limits: Limits{MaxBytes: 20_000}})
	if !errors.Is(err, ErrTooLarge) {
		t.Fatalf("Run: %v, want ErrTooLarge", err)
	}
	// The cap WithBitrate gives lets the whole of an honest file through.
	lim := For(10).WithBitrate(128000)
	if _, err := Run(context.Background(), Job{FFmpeg: bin, Input: in, Format: audio.WAV,
		Output: []string{"-c:a", "libmp3lame", "-b:a", "128k", "-f", "mp3", "-y"},
		To:     FileURL(out), Limits: lim}); err != nil {
		t.Fatalf("an honest file under %+v: %v", lim, err)
	}
}

// Standard output carries the audio, the progress its own pipe.
func TestStdoutAndProgress(t *testing.T) {
	bin := needFFmpeg(t)
	in := filepath.Join(t.TempDir(), "tone.flac")
	tone(t, bin, in, 3, 440)
	var n int64
	var last float64
	res, err := Run(context.Background(), Job{FFmpeg: bin, Input: in, Format: audio.FLAC,
		Output: []string{"-c:a", "pcm_s16le", "-f", "wav"}, To: "pipe:1", Limits: For(3),
		OnTime: func(s float64) { last = s },
		Stdout: func(r io.Reader) (err error) { n, err = io.Copy(io.Discard, r); return err }})
	if err != nil {
		t.Fatal(err)
	}
	if want := int64(3 * 44100 * 2); n < want || last != res.OutTime || res.OutTime < 2.9 {
		t.Fatalf("read %d bytes (want at least %d), last report %.2f, OutTime %.2f", n, want, last, res.OutTime)
	}
}

// fake writes a shell script to run in place of ffmpeg.
func fake(t *testing.T, script string) string {
	t.Helper()
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("no sh")
	}
	return write(t, filepath.Join(t.TempDir(), "fake-ffmpeg"), []byte("#!/bin/sh\n"+script+"\n"))
}

func TestTimeLimit(t *testing.T) {
	bin := fake(t, "exec sleep 30")
	if err := os.Chmod(bin, 0o700); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	_, err := decode(context.Background(), bin, "x.mp3", audio.MP3, Limits{Timeout: 100 * time.Millisecond})
	if !errors.Is(err, ErrTimeout) {
		t.Fatalf("Run: %v, want ErrTimeout", err)
	}
	if d := time.Since(start); d > 10*time.Second {
		t.Fatalf("took %v to stop", d)
	}

	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := decode(ctx, bin, "x.mp3", audio.MP3, Limits{}); !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled: %v, want context.Canceled", err)
	}
}

// The arguments: the demuxer named and whitelisted, the file protocol
// only, the input as file:, the limits before the output.
func TestArguments(t *testing.T) {
	bin := fake(t, `printf '%s\n' "$@" > "$0.args"; exit 1`)
	if err := os.Chmod(bin, 0o700); err != nil {
		t.Fatal(err)
	}
	for _, f := range audio.Formats {
		if d, ok := Demuxer(f); !ok || d == "" {
			t.Fatalf("no demuxer for %s", f)
		}
	}
	if _, err := decode(context.Background(), bin, "x", "text/m3u", Limits{}); !errors.Is(err, ErrFormat) {
		t.Fatalf("unknown format: %v, want ErrFormat", err)
	}
	_, err := Run(context.Background(), Job{FFmpeg: bin, Input: "-i.m4a", Format: audio.M4A,
		Before: []string{"-threads", "1"}, Output: []string{"-f", "mp3"}, To: FileURL("out.mp3"),
		Limits: Limits{MaxSeconds: 10, MaxBytes: 1000}})
	var exit *ExitError
	if !errors.As(err, &exit) {
		t.Fatalf("Run: %v, want an *ExitError", err)
	}
	args, err := os.ReadFile(bin + ".args")
	if err != nil {
		t.Fatal(err)
	}
	want := "-nostdin -hide_banner -nostats -progress pipe:3 -threads 1 -protocol_whitelist file -format_whitelist mov " +
		"-f mov -i file:-i.m4a -f mp3 -t 11.000 -fs 1000 file:out.mp3"
	if got := strings.Join(strings.Fields(string(args)), " "); got != want {
		t.Fatalf("arguments\n%s\nwant\n%s", got, want)
	}
}
