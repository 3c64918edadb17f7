package peaks

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"selah/internal/audio"
)

func requireFFmpeg(t *testing.T) {
	t.Helper()
	if !FFmpegAvailable() {
		t.Skip("ffmpeg is not on PATH")
	}
}

// fakeFFmpeg makes the package run a shell script in place of ffmpeg.
func fakeFFmpeg(t *testing.T, script string) {
	t.Helper()
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("no sh")
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, ffmpegBin), []byte("#!/bin/sh\n"+script+"\n"), 0o700); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", dir+string(os.PathListSeparator)+os.Getenv("PATH"))
}

// MP3 that go-mp3 cannot decode (layer II here) goes to ffmpeg, and is
// ErrUnsupported without it.
func TestMP3LayerIIUsesFFmpeg(t *testing.T) {
	requireFFmpeg(t)
	path := filepath.Join(t.TempDir(), "layer2.mp3")
	out, err := exec.Command("ffmpeg", "-hide_banner", "-loglevel", "error", "-nostdin", "-f", "lavfi",
		"-i", "sine=frequency=440:sample_rate=32000:duration=2", "-c:a", "mp2", "-b:a", "64k", "-f", "mp2", path).CombinedOutput()
	if err != nil {
		t.Fatalf("making a layer II file: %v: %s", err, out)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if f, ok := audio.Sniff(b); !ok || f != audio.MP3 {
		t.Fatalf("internal/audio sniffs %q, %v; want mp3", f, ok)
	}
	if !needsFFmpeg(b[:4]) {
		t.Fatalf("needsFFmpeg(% x) is false for layer II", b[:4])
	}
	v, err := FromFile(context.Background(), path, audio.MP3)
	if err != nil {
		t.Fatal(err)
	}
	checkPeaks(t, v)
	if m := median(v); m < toneLow || m > toneHigh {
		t.Errorf("median %d, want %d..%d", m, toneLow, toneHigh)
	}
	withoutFFmpeg(t)
	if _, err := FromFile(context.Background(), path, audio.MP3); !errors.Is(err, ErrUnsupported) {
		t.Fatalf("without ffmpeg: got %v, want ErrUnsupported", err)
	}
}

// A µ-law WAV (no Go decoder here) goes to ffmpeg, and is ErrUnsupported
// without it.
func TestMuLawWAVUsesFFmpeg(t *testing.T) {
	const rate = 8000
	b := wavBytes(wavSpec{tag: 7, channels: 1, rate: rate, width: 1}, 2*rate, func(int, int) float64 { return 0 })
	data := b[len(b)-2*rate:]
	for i := range data {
		switch {
		case i < rate:
			data[i] = 0xFF // µ-law silence
		case i%2 == 0:
			data[i] = 0x80 // +32124, the loudest positive
		default:
			data[i] = 0x00 // -32124
		}
	}
	path := writeTemp(t, "mulaw.wav", b)
	t.Run("ffmpeg", func(t *testing.T) {
		requireFFmpeg(t)
		v, err := FromFile(context.Background(), path, audio.WAV)
		if err != nil {
			t.Fatal(err)
		}
		checkShape(t, v)
	})
	t.Run("no ffmpeg", func(t *testing.T) {
		withoutFFmpeg(t)
		if _, err := FromFile(context.Background(), path, audio.WAV); !errors.Is(err, ErrUnsupported) {
			t.Fatalf("got %v, want ErrUnsupported", err)
		}
	})
}

// When ffmpeg fails, the error carries what it said. ffmpeg is told the
// format it is given, and never guesses: a WAV handed over as M4A fails.
func TestFFmpegFailureCarriesStderr(t *testing.T) {
	requireFFmpeg(t)
	_, err := FromFile(context.Background(), fixtureDir+"/pcm16.wav", audio.M4A)
	if err == nil || errors.Is(err, ErrUnsupported) || !strings.Contains(err.Error(), "ffmpeg failed") {
		t.Fatalf("got %v, want ffmpeg's failure", err)
	}
	t.Log(err)
}

func TestFakeFFmpegFailure(t *testing.T) {
	fakeFFmpeg(t, "echo '  first line' >&2; echo 'second line  ' >&2; exit 3")
	_, err := FromFile(context.Background(), fixtureDir+"/opus.opus", audio.OGGOpus)
	if err == nil || !strings.Contains(err.Error(), "exit status 3") || !strings.HasSuffix(err.Error(), ": first line | second line") {
		t.Fatalf("got %v, want exit status 3 and the trimmed stderr", err)
	}
}

// If ffmpeg's output is not what we read, ffmpeg is killed rather than left
// blocked on a full pipe.
func TestFFmpegBadOutputKillsIt(t *testing.T) {
	fakeFFmpeg(t, "exec yes")
	start := time.Now()
	_, err := FromFile(context.Background(), fixtureDir+"/opus.opus", audio.OGGOpus)
	if err == nil || !strings.Contains(err.Error(), "not a RIFF/WAVE") {
		t.Fatalf("got %v, want an error about the output", err)
	}
	if d := time.Since(start); d > 3*time.Second {
		t.Fatalf("took %v", d)
	}
}

// Cancelling the context kills ffmpeg mid-stream.
func TestFFmpegCanceled(t *testing.T) {
	fakeFFmpeg(t, "exec sleep 30")
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err := FromFile(ctx, fixtureDir+"/opus.opus", audio.OGGOpus)
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("got %v, want context.DeadlineExceeded", err)
	}
	if d := time.Since(start); d > 3*time.Second {
		t.Fatalf("took %v to stop", d)
	}
}
