package peaks

import (
	"bufio"
	"bytes"
	"context"
	"io"
	"os"
	"testing"

	"selah/internal/audio"
)

// FuzzDecodeWAV: our own WAV parser must never panic (it has no recover
// around it) and what it accepts must reduce to a valid waveform.
func FuzzDecodeWAV(f *testing.F) {
	for _, name := range []string{"pcm16.wav", "extensible.wav"} {
		b, err := os.ReadFile(fixtureDir + "/" + name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b[:min(len(b), 600)])
	}
	f.Add(wavBytes(wavSpec{tag: 3, channels: 2, rate: 100, width: 8, extensible: true}, 50, func(i, c int) float64 { return float64(i-c) / 50 }))
	f.Fuzz(func(t *testing.T, b []byte) {
		var p peaker
		if err := decodeWAV(context.Background(), bufio.NewReader(bytes.NewReader(b)), &p); err != nil {
			return
		}
		v := p.peaks()
		if len(v) > Points {
			t.Fatalf("%d values", len(v))
		}
		for _, x := range v {
			if x < 0 || x > 100 {
				t.Fatalf("value %d", x)
			}
		}
	})
}

// FuzzOggGuard: the Vorbis guards are our code and run under safely, which
// would hide their panics; here they run bare.
func FuzzOggGuard(f *testing.F) {
	b, err := os.ReadFile(fixtureDir + "/vorbis.ogg")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(b[:min(len(b), 4096)])
	f.Add(oggStream(vorbisIdent, vorbisComment(2), vorbisSetup(2, func(w *bitWriter) {
		codebook(w, 2, 9).write(0, 1).write(1, 1).write(0x5555, 16).write(1, 4).write(0, 64).write(3, 4).write(1, 1)
	})))
	f.Fuzz(func(t *testing.T, b []byte) {
		_, _ = io.Copy(io.Discard, &oggGuard{r: bytes.NewReader(b)})
		_ = checkVorbisHeader(b)
		_ = checkFLACStart(bufio.NewReader(bytes.NewReader(b)))
	})
}

// FuzzDecoders runs the third-party decoders over damaged input: a panic
// becomes an error (safely), but they must also end, in bounded memory.
func FuzzDecoders(f *testing.F) {
	for _, name := range []string{"cbr.mp3", "tone.flac", "vorbis.ogg"} {
		b, err := os.ReadFile(fixtureDir + "/" + name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b[:min(len(b), 2048)])
	}
	decoders := map[string]decoder{"ID3": decodeMP3, "\xff\xfb": decodeMP3, "fLaC": decodeFLAC, "OggS": decodeVorbis}
	f.Fuzz(func(t *testing.T, b []byte) {
		for magic, dec := range decoders {
			if bytes.HasPrefix(b, []byte(magic)) {
				var p peaker
				_ = safely(audio.Format(magic), func() error {
					return dec(context.Background(), bufio.NewReader(bytes.NewReader(b)), &p)
				})
				_ = p.peaks()
			}
		}
	})
}
