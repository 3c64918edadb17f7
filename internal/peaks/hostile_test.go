package peaks

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"selah/internal/audio"
	"selah/internal/ffmpegrun"
	"selah/internal/ffmpegrun/hostile"
)

// makeMP3 encodes seconds of a tone with ffmpeg (LAME, Xing header, no
// ID3 tag) and returns its bytes.
func makeMP3(t *testing.T, seconds string) []byte {
	t.Helper()
	path := filepath.Join(t.TempDir(), "tone.mp3")
	out, err := exec.Command("ffmpeg", "-hide_banner", "-loglevel", "error", "-nostdin", "-f", "lavfi",
		"-i", "sine=frequency=440:duration="+seconds, "-c:a", "libmp3lame", "-b:a", "64k", "-id3v2_version", "0", path).CombinedOutput()
	if err != nil {
		t.Fatalf("making an MP3: %v: %s", err, out)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// The files of issue 25's attack, handed to the waveform engine under any
// format that goes to ffmpeg: none gives a waveform (of the other file or
// any other); each is refused before ffmpeg runs, as at upload.
func TestFFmpegNeverReadsOtherFiles(t *testing.T) {
	requireFFmpeg(t)
	root := t.TempDir()
	victim := filepath.Join(root, "victim000000001", "sermon_abc.mp3")
	if err := os.MkdirAll(filepath.Dir(victim), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(victim, makeMP3(t, "30"), 0o600); err != nil {
		t.Fatal(err)
	}
	target := "../victim000000001/sermon_abc.mp3"
	for name, data := range map[string][]byte{
		"playlist behind an ID3 tag": hostile.PlaylistBehindID3(5000, hostile.HLS(30, target, target), makeMP3(t, "2")),
		"ffconcat script":            hostile.Concat(target),
		"HLS playlist":               hostile.HLS(30, target),
	} {
		path := filepath.Join(root, "attacker0000001", "x")
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, data, 0o600); err != nil {
			t.Fatal(err)
		}
		for _, f := range []audio.Format{audio.M4A, audio.AAC, audio.OGGOpus, audio.MP3, audio.WAV} {
			var p peaker
			if err := fromFFmpeg(context.Background(), path, f, &p); err == nil || len(p.peaks()) > 0 {
				t.Errorf("%s as %s: %d values, %v; want an error and no waveform", name, f, len(p.peaks()), err)
			}
		}
	}
}

// A file that decodes to far more than it measures (its Xing header claims
// a fifteenth of its frames) is stopped just past its measured length, and
// says so, where ffmpeg decoded all of it before.
func TestFFmpegStopsPastTheDuration(t *testing.T) {
	requireFFmpeg(t)
	path := writeTemp(t, "lying.mp3", hostile.ShortXing(makeMP3(t, "30"), 15))
	var p peaker
	err := fromFFmpeg(context.Background(), path, audio.MP3, &p)
	if !errors.Is(err, ffmpegrun.ErrTooLong) {
		t.Fatalf("got %v, want ffmpegrun.ErrTooLong", err)
	}
	t.Log(err)
}
