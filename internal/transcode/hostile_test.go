package transcode

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"selah/internal/ffmpegrun/hostile"
)

// hostileStorage is a storage folder as PocketBase keeps it, one folder per
// record: another creator's 30 s recording in one (the victim), and the
// folder the attacker's upload goes to. target names the victim's file
// relative to the attacker's.
func hostileStorage(t *testing.T, tool Tool) (attacker, target string) {
	t.Helper()
	root := t.TempDir()
	victim := synth(t, tool, "sermon_abc.mp3", "sine=f=440:d=30", "-c:a", "libmp3lame", "-b:a", "64k")
	if err := os.MkdirAll(filepath.Join(root, "victim000000001"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(victim, filepath.Join(root, "victim000000001", "sermon_abc.mp3")); err != nil {
		t.Fatal(err)
	}
	attacker = filepath.Join(root, "attacker0000001")
	if err := os.MkdirAll(attacker, 0o755); err != nil {
		t.Fatal(err)
	}
	return attacker, "../victim000000001/sermon_abc.mp3"
}

// Issue 25: uploads that make a guessing ffmpeg render other files. None
// renders anything: each ends with a creator's sentence and no rendition.
// The playlist behind an ID3 tag longer than the sniff window, with a real
// 2 s MP3 after it, rendered the victim's 90 s before (ffmpeg took it for
// HLS); the bare scripts were refused only by ffmpeg failing to guess.
func TestRenderNeverReadsOtherFiles(t *testing.T) {
	tool := needFFmpeg(t)
	attacker, target := hostileStorage(t, tool)
	own, err := os.ReadFile(synth(t, tool, "own.mp3", "sine=f=880:d=2", "-c:a", "libmp3lame", "-b:a", "64k", "-id3v2_version", "0"))
	if err != nil {
		t.Fatal(err)
	}
	for name, data := range map[string][]byte{
		"playlist behind an ID3 tag": hostile.PlaylistBehindID3(5000, hostile.HLS(30, target, target, target), own),
		"ffconcat script":            hostile.Concat(target),
		"HLS playlist":               hostile.HLS(30, target),
	} {
		t.Run(name, func(t *testing.T) {
			in := filepath.Join(attacker, "episode_x.mp3")
			if err := os.WriteFile(in, data, 0o600); err != nil {
				t.Fatal(err)
			}
			outDir := t.TempDir()
			res, err := tool.Render(context.Background(), in, filepath.Join(outDir, "rendition.mp3"), Speech, 2.04, nil)
			var f *Failure
			if !errors.As(err, &f) {
				t.Fatalf("Render: %+v, %v; want a *Failure (a %.1f s rendition of the other file?)", res, err, res.Duration)
			}
			if f.Sentence != sentenceUnreadable {
				t.Errorf("sentence %q, want %q", f.Sentence, sentenceUnreadable)
			}
			t.Logf("detail: %s", f.Detail)
			onlyFile(t, outDir, "")
		})
	}
}

// A file that decodes to far more than it measured: its Xing header claims
// a fifteenth of its frames, so internal/audio measures 1.3 s where ffmpeg
// plays 20. The job is stopped just past the measured length, with the
// creator's sentence, where it rendered all 20 s before.
func TestRenderStopsOutputPastTheDuration(t *testing.T) {
	t.Parallel()
	tool := needFFmpeg(t)
	long, err := os.ReadFile(synth(t, tool, "long.mp3", speechQuiet, "-c:a", "libmp3lame", "-b:a", "64k", "-id3v2_version", "0"))
	if err != nil {
		t.Fatal(err)
	}
	in := filepath.Join(t.TempDir(), "lying.mp3")
	if err := os.WriteFile(in, hostile.ShortXing(long, 15), 0o600); err != nil {
		t.Fatal(err)
	}
	info, err := openInput(in)
	if err != nil || info.info.Duration > 2.5 {
		t.Fatalf("the fixture measures %+v, %v; want about 1.3 s", info.info, err)
	}
	outDir := t.TempDir()
	res, err := tool.Render(context.Background(), in, filepath.Join(outDir, "rendition.mp3"), Speech, info.info.Duration, nil)
	var f *Failure
	if !errors.As(err, &f) || f.Sentence != sentenceTooLong {
		t.Fatalf("Render: %+v, %v; want the failure %q", res, err, sentenceTooLong)
	}
	t.Logf("detail: %s", f.Detail)
	onlyFile(t, outDir, "")

	// The same for the length passed in: a 20 s file said to be 2 s.
	honest := synth(t, tool, "talk.wav", speechQuiet, "-c:a", "pcm_s16le")
	_, err = tool.Render(context.Background(), honest, filepath.Join(outDir, "rendition.mp3"), Speech, 2, nil)
	if !errors.As(err, &f) || f.Sentence != sentenceTooLong {
		t.Fatalf("Render of 20 s said to be 2: %v; want the failure %q", err, sentenceTooLong)
	}
	onlyFile(t, outDir, "")
}
