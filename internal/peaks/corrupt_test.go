package peaks

import (
	"bytes"
	"context"
	"encoding/binary"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"selah/internal/audio"
)

// pureGo lists the fixtures decoded in Go (no ffmpeg involved).
func pureGo(t *testing.T) []fixture {
	var out []fixture
	for _, fx := range fixtures(t) {
		if !needsFFmpegFormat(fx.info.Format) {
			out = append(out, fx)
		}
	}
	return out
}

func readFixture(t *testing.T, fx fixture) []byte {
	b, err := os.ReadFile(fx.path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// A file cut before its first complete audio frame is an error.
func TestTruncatedHeaders(t *testing.T) {
	for _, fx := range pureGo(t) {
		b := readFixture(t, fx)
		h := int(fx.info.HeaderSize)
		cuts := []int{0, 1, 2, 3, 4, 7, 8, 11, 12, 16, 20, 24, 36, 40, h / 2, h - 1, h}
		if fx.info.Format == audio.MP3 {
			// Probe counts a Xing/LAME frame as header, but it is a valid
			// MPEG frame, which go-mp3 decodes (to silence): cut inside it.
			cuts = cuts[:len(cuts)-1]
		}
		for _, n := range cuts {
			if n < 0 || n > max(h, 40) {
				continue
			}
			path := writeTemp(t, "cut", b[:n])
			if v, err := FromFile(context.Background(), path, fx.info.Format); err == nil {
				t.Errorf("%s cut to %d bytes (headers %d): no error, %d values", fx.name, n, h, len(v))
			}
		}
	}
}

// A file cut in the middle of its audio: mewkiz/flac and oggvorbis report
// the cut, and so does FromFile. A WAV data chunk or an MP3 stream that stops
// early is read as far as it goes, as internal/audio's Probe measures it (a
// WAV recording may be streamed with no size; go-mp3 ends quietly at a cut
// frame): the waveform then covers what is there.
func TestTruncatedAudio(t *testing.T) {
	for _, fx := range pureGo(t) {
		b := readFixture(t, fx)
		strict := fx.info.Format == audio.FLAC || fx.info.Format == audio.OGGVorbis
		for _, frac := range []float64{0.5, 0.9, 0.99} {
			n := int(float64(len(b)) * frac)
			path := writeTemp(t, "cut", b[:n])
			v, err := FromFile(context.Background(), path, fx.info.Format)
			switch {
			case strict && err == nil:
				t.Errorf("%s cut to %d of %d bytes: no error", fx.name, n, len(b))
			case !strict && err != nil:
				t.Errorf("%s cut to %d of %d bytes: %v", fx.name, n, len(b), err)
			case !strict:
				checkPeaks(t, v)
			}
		}
	}
}

// Bytes that are not audio behind a format's signature are an error.
func TestGarbage(t *testing.T) {
	rnd := rand.New(rand.NewPCG(1, 2))
	junk := make([]byte, 8192)
	for i := range junk {
		junk[i] = byte(rnd.Uint32())
	}
	id3 := []byte("ID3\x03\x00\x00\x00\x00\x00\x0a0123456789")
	for _, c := range []struct {
		name   string
		format audio.Format
		b      []byte
	}{
		{"flac random", audio.FLAC, append([]byte("fLaC"), junk...)},
		// mewkiz/flac would parse this first block and allocate 128 GiB for
		// its comments: a fatal error, not a panic (checkFLACStart).
		{"flac comment block first", audio.FLAC, []byte("fLaC\x04\x00\x00\x10\x00\x00\x00\x00\xf0\xff\xff\xff\x00\x00\x00\x00\x00\x00\x00\x00")},
		{"flac bad streaminfo", audio.FLAC, append([]byte("fLaC\x00\x00\x00\x22"), bytes.Repeat([]byte{0}, 34)...)},
		{"vorbis random", audio.OGGVorbis, append([]byte("OggS\x00\x02"), junk...)},
		{"vorbis no OggS", audio.OGGVorbis, junk},
		{"mp3 zeros after ID3", audio.MP3, append(id3, make([]byte, 4096)...)},
		{"mp3 no frame sync", audio.MP3, append(id3, bytes.Repeat([]byte{0x55}, 4096)...)},
		{"mp3 ID3 tag past the end", audio.MP3, []byte("ID3\x03\x00\x00\x00\x00\x7f\x7f")},
		{"wav random", audio.WAV, junk},
	} {
		path := writeTemp(t, "junk", c.b)
		if v, err := FromFile(context.Background(), path, c.format); err == nil {
			t.Errorf("%s: no error, %d values", c.name, len(v))
		}
	}
}

// An ID3v2 tag (and zero padding) before a FLAC stream is skipped, as
// internal/audio allows it.
func TestFLACAfterID3(t *testing.T) {
	b := append([]byte("ID3\x03\x00\x00\x00\x00\x00\x0a0123456789\x00\x00"), readFixture(t, fixture{path: fixtureDir + "/tone.flac"})...)
	path := writeTemp(t, "id3.flac", b)
	if f, ok := audio.Sniff(b); !ok || f != audio.FLAC {
		t.Fatalf("internal/audio sniffs %q, %v", f, ok)
	}
	v, err := FromFile(context.Background(), path, audio.FLAC)
	if err != nil {
		t.Fatal(err)
	}
	if m := median(v); len(v) != Points || m < toneLow || m > toneHigh {
		t.Fatalf("%d values, median %d", len(v), m)
	}
}

// Malformed WAV headers, which our own parser must reject by checking, not
// by luck.
func TestMalformedWAV(t *testing.T) {
	good := wavBytes(wavSpec{tag: 1, channels: 1, rate: 8000, width: 2}, 2000, func(i, _ int) float64 { return 0.5 })
	fmtAt := bytes.Index(good, []byte("fmt "))
	set16 := func(off, v int) []byte {
		b := bytes.Clone(good)
		binary.LittleEndian.PutUint16(b[fmtAt+8+off:], uint16(v))
		return b
	}
	noData := bytes.Clone(good[:bytes.Index(good, []byte("JUNK"))])
	for _, c := range []struct {
		name, want string
		b          []byte
	}{
		{"not RIFF", "not a RIFF", append([]byte("RIFX"), good[4:]...)},
		{"not WAVE", "not a RIFF", append(append(bytes.Clone(good[:8]), "AVI "...), good[12:]...)},
		{"no channels", "no channels", set16(2, 0)},
		{"no block alignment", "no block alignment", set16(12, 0)},
		{"block alignment not per channel", "does not fit", set16(2, 3)},
		{"5-byte PCM", "not supported", set16(12, 5)},
		{"2-byte float", "not supported", set16(0, 3)},
		{"no data chunk", "truncated", noData},
		{"data before fmt", "before its fmt", append([]byte("RIFF\x00\x00\x00\x00WAVEdata\x04\x00\x00\x00"), 1, 2, 3, 4)},
		{"short fmt", "too short", []byte("RIFF\x00\x00\x00\x00WAVEfmt \x08\x00\x00\x00\x01\x00\x01\x00\x40\x1f\x00\x00")},
		{"fmt cut", "truncated", []byte("RIFF\x00\x00\x00\x00WAVEfmt \x10\x00\x00\x00\x01\x00\x01\x00\x40\x1f")},
		{"extensible cut short", "too short", []byte("RIFF\x00\x00\x00\x00WAVEfmt \x12\x00\x00\x00\xfe\xff\x01\x00\x40\x1f\x00\x00\x80\x3e\x00\x00\x02\x00\x10\x00\x00\x00")},
		{"chunk past the end", "truncated", append(append(bytes.Clone(good[:12]), "JUNK\xff\xff\x00\x00"...), good[12:200]...)},
		{"empty data", "no audio samples", noDataSamples(good)},
		{"half a frame", "no audio samples", append(noDataSamples(good), 0x01)},
	} {
		path := writeTemp(t, "bad.wav", c.b)
		v, err := FromFile(context.Background(), path, audio.WAV)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %d values and %v, want an error saying %q", c.name, len(v), err, c.want)
		}
	}
}

// noDataSamples cuts a WAV made by wavBytes after its data chunk header.
func noDataSamples(wav []byte) []byte {
	return bytes.Clone(wav[:bytes.Index(wav, []byte("data"))+8])
}

// Damaged files (bytes overwritten here and there) never panic, whether
// they end in an error or in a waveform.
func TestDamagedFilesDoNotPanic(t *testing.T) {
	rnd := rand.New(rand.NewPCG(3, 4))
	for _, fx := range pureGo(t) {
		orig := readFixture(t, fx)
		path := writeTemp(t, "damaged", nil)
		for range 60 {
			b := bytes.Clone(orig)
			for range 1 + rnd.IntN(8) {
				at := rnd.IntN(len(b))
				n := min(1+rnd.IntN(16), len(b)-at)
				for i := range n {
					b[at+i] = byte(rnd.Uint32())
				}
			}
			if err := os.WriteFile(path, b, 0o600); err != nil {
				t.Fatal(err)
			}
			if v, err := FromFile(context.Background(), path, fx.info.Format); err == nil {
				checkPeaks(t, v)
			}
		}
	}
}

// safely turns a decoder's panic into an error.
func TestSafely(t *testing.T) {
	err := safely(audio.MP3, func() error {
		var b []byte
		_ = b[3] // index out of range
		return nil
	})
	if err == nil || !strings.Contains(err.Error(), "malformed") {
		t.Fatalf("got %v, want an error", err)
	}
	if err := safely(audio.MP3, func() error { return nil }); err != nil {
		t.Fatal(err)
	}
}

// A real case, found by FuzzDecoders: go-mp3 v0.3.4 indexes out of range on
// these bytes. FromFile reports it as an error.
func TestGoMP3PanicIsAnError(t *testing.T) {
	b := []byte("\xff\xfb\xff\xf27\xff00000001\xad" + strings.Repeat("0", 59))
	_, err := FromFile(context.Background(), writeTemp(t, "panic.mp3", b), audio.MP3)
	if err == nil || !strings.Contains(err.Error(), "malformed input") {
		t.Fatalf("got %v, want the decoder's panic as an error", err)
	}
}
