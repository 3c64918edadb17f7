package transcode

import (
	"context"
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
)

func TestRenderRefusesBadInput(t *testing.T) {
	tool := needFFmpeg(t)
	wav := synth(t, tool, "talk.wav", speechQuiet, "-t", "2", "-c:a", "pcm_s16le")
	header, err := os.ReadFile(wav)
	if err != nil {
		t.Fatal(err)
	}
	noise := make([]byte, 100_000)
	rng := rand.New(rand.NewPCG(1, 2))
	for i := range noise {
		noise[i] = byte(rng.Uint32())
	}
	cases := []struct {
		name     string
		file     string
		data     []byte // written as file; or
		source   string // made by ffmpeg
		sentence string
	}{
		{name: "random bytes", file: "song.mp3", data: noise, sentence: sentenceUnreadable},
		{name: "truncated wav header", file: "talk.wav", data: header[:30], sentence: sentenceUnreadable},
		{name: "text", file: "notes.mp3", data: []byte("these are my sermon notes, not audio\n"), sentence: sentenceUnreadable},
		{name: "empty file", file: "empty.wav", data: []byte{}, sentence: sentenceUnreadable},
		// Refused by internal/audio before ffmpeg runs, as at upload.
		{name: "no samples", file: "zero.wav", source: "anullsrc=r=44100:cl=mono:d=0", sentence: sentenceUnreadable},
		{name: "a click", file: "click.wav", source: "sine=f=440:d=0.3", sentence: sentenceTooShort},
		{name: "silence", file: "silence.flac", source: "anullsrc=r=48000:cl=stereo:d=5", sentence: sentenceSilent},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var in string
			if c.source != "" {
				in = synth(t, tool, c.file, c.source)
			} else {
				in = filepath.Join(t.TempDir(), c.file)
				if err := os.WriteFile(in, c.data, 0o600); err != nil {
					t.Fatal(err)
				}
			}
			outDir := t.TempDir()
			called := false
			_, err := tool.Render(context.Background(), in, filepath.Join(outDir, "rendition.mp3"), Speech, 0,
				func(float64) { called = true })
			var f *Failure
			if !errors.As(err, &f) {
				t.Fatalf("Render: %v, want a *Failure", err)
			}
			if f.Sentence != c.sentence || f.Detail == "" {
				t.Errorf("Failure %q (detail %q), want %q with a detail", f.Sentence, f.Detail, c.sentence)
			}
			t.Logf("detail: %s", f.Detail)
			if called {
				t.Error("progress was reported for an input that was refused")
			}
			onlyFile(t, outDir, "")
		})
	}
}

func TestRenderCancelled(t *testing.T) {
	tool := needFFmpeg(t)
	in := synth(t, tool, "talk.wav", speechQuiet, "-c:a", "pcm_s16le")

	t.Run("before it starts", func(t *testing.T) {
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		outDir := t.TempDir()
		_, err := tool.Render(ctx, in, filepath.Join(outDir, "rendition.mp3"), Speech, 0, nil)
		if !errors.Is(err, context.Canceled) {
			t.Fatalf("Render: %v, want context.Canceled", err)
		}
		onlyFile(t, outDir, "")
	})

	t.Run("while encoding", func(t *testing.T) {
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		outDir := t.TempDir()
		// The first progress report comes from the encoding pass, with its
		// temporary file open: cancelling there kills ffmpeg mid-write.
		_, err := tool.Render(ctx, in, filepath.Join(outDir, "rendition.mp3"), Speech, 0,
			func(float64) { cancel() })
		if !errors.Is(err, context.Canceled) {
			t.Fatalf("Render: %v, want context.Canceled", err)
		}
		onlyFile(t, outDir, "")
	})
}

// A file name that starts with '-' is a file, not an ffmpeg option, and an
// existing out is replaced whole.
func TestRenderDashNamesAndReplace(t *testing.T) {
	tool := needFFmpeg(t)
	in := synth(t, tool, "-i.wav", speechQuiet, "-t", "8", "-c:a", "pcm_s16le")
	dir := filepath.Dir(in)
	t.Chdir(dir)
	if err := os.WriteFile("-y.mp3", []byte("an older rendition"), 0o600); err != nil {
		t.Fatal(err)
	}
	res, err := tool.Render(context.Background(), "-i.wav", "-y.mp3", Speech, 0, nil)
	if err != nil {
		t.Fatal(err)
	}
	st, err := os.Stat(filepath.Join(dir, "-y.mp3"))
	if err != nil || st.Size() != res.Size || res.Size < 10_000 {
		t.Fatalf("rendition %v %v, Result.Size %d", st, err, res.Size)
	}
	if p := ffprobe(t, filepath.Join(dir, "-y.mp3")); p.Codec != "mp3" {
		t.Fatalf("rendition is %q, want mp3", p.Codec)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 2 {
		t.Errorf("%s holds %d files, want the input and the rendition only", dir, len(entries))
	}
}
