package audio

import (
	"errors"
	"math"
	"path/filepath"
	"testing"
)

// TestProbeFixtures: every supported format is recognised and its duration
// measured within 0.1 s of the tone's length.
func TestProbeFixtures(t *testing.T) {
	for _, fx := range fixtures {
		t.Run(fx.file, func(t *testing.T) {
			info, err := probeFile(t, filepath.Join("testdata", fx.file))
			if err != nil {
				t.Fatalf("Probe: %v", err)
			}
			t.Logf("%s: %.4f s (want %.1f), %d bit/s, %d Hz, %d ch, header %d B",
				fx.file, info.Duration, fx.duration, info.Bitrate, info.SampleRate, info.Channels, info.HeaderSize)
			if info.Format != fx.format {
				t.Errorf("Format = %q, want %q", info.Format, fx.format)
			}
			if d := abs(info.Duration - fx.duration); d > tolerance || math.IsNaN(info.Duration) {
				t.Errorf("Duration = %.4f s, want %.1f ± %.1f", info.Duration, fx.duration, tolerance)
			}
			if info.SampleRate != fx.sampleRate || info.Channels != fx.channels {
				t.Errorf("SampleRate, Channels = %d, %d; want %d, %d", info.SampleRate, info.Channels, fx.sampleRate, fx.channels)
			}
			if info.Bitrate <= 0 {
				t.Errorf("Bitrate = %d, want > 0", info.Bitrate)
			}
		})
	}
}

func TestProbeHeaderSize(t *testing.T) {
	for file, want := range map[string]int64{
		"cbr.mp3":        cbrID3, // ID3v2 tag
		"pcm16.wav":      78,     // RIFF, fmt, LIST and the data chunk header
		"extensible.wav": 102,    // the same with a 40-byte fmt chunk
		"adts.aac":       0,      // no header at all
		"moovlast.m4a":   44,     // ftyp, free, mdat header
		"tone.flac":      8288,   // fLaC, STREAMINFO, VORBIS_COMMENT, 8 KiB PADDING
	} {
		info, err := probeBytes(readFixture(t, file))
		if err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		if info.HeaderSize != want {
			t.Errorf("%s: HeaderSize = %d, want %d", file, info.HeaderSize, want)
		}
	}
	// moov first: the media data starts after it.
	fast, _ := probeBytes(readFixture(t, "faststart.m4a"))
	last, _ := probeBytes(readFixture(t, "moovlast.m4a"))
	if fast.HeaderSize <= last.HeaderSize {
		t.Errorf("faststart HeaderSize %d not past moov (moov-last file: %d)", fast.HeaderSize, last.HeaderSize)
	}
	// The Xing/Info frame of a VBR MP3 is header, not audio.
	vbr, _ := probeBytes(readFixture(t, "vbr.mp3"))
	if vbr.HeaderSize <= 45 { // ffmpeg's ID3v2 tag without a title
		t.Errorf("vbr.mp3 HeaderSize = %d, want past the ID3 tag and the Xing frame", vbr.HeaderSize)
	}
}

// TestProbeTruncated documents what a cut-short upload gives: the duration of
// what is there where the format allows it, ErrCorrupt where the headers
// themselves are cut.
func TestProbeTruncated(t *testing.T) {
	cut := func(file string, n int) []byte {
		b := readFixture(t, file)
		switch n {
		case -1: // half
			n = len(b) / 2
		case -3: // three quarters
			n = len(b) * 3 / 4
		}
		return b[:n]
	}
	partial := []struct {
		name     string
		data     []byte
		min, max float64
	}{
		// CBR MP3: size / bitrate, so half the file is half the time.
		{"cbr.mp3 half", cut("cbr.mp3", -1), 0.9, 1.1},
		// The first 200 bytes: the ID3 tag, one whole frame and the next
		// header, measured as the 33 ms they hold.
		{"cbr.mp3 first 200 bytes", cut("cbr.mp3", 200), 0.01, 0.1},
		// VBR MP3: the Xing byte count scales the declared duration.
		{"vbr.mp3 half", cut("vbr.mp3", -1), 1.5, 2.0},
		{"adts.aac half", cut("adts.aac", -1), 0.9, 1.1},
		// Ogg: the last complete page's granule position. Opus pages here
		// hold a second each; the Vorbis headers are half the file.
		{"vorbis.ogg three quarters", cut("vorbis.ogg", -3), 0.5, 3.0},
		{"opus.opus three quarters", cut("opus.opus", -3), 0.5, 1.6},
		{"pcm16.wav half", cut("pcm16.wav", -1), 0.95, 1.05},
	}
	for _, c := range partial {
		info, err := probeBytes(c.data)
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		t.Logf("%s: %.3f s", c.name, info.Duration)
		if info.Duration < c.min || info.Duration > c.max {
			t.Errorf("%s: Duration = %.3f s, want in [%.2f, %.2f]", c.name, info.Duration, c.min, c.max)
		}
	}
	corrupt := map[string][]byte{
		"mp3 ID3 tag only":               cut("cbr.mp3", cbrID3),
		"mp3 ID3 tag and half a header":  cut("cbr.mp3", cbrID3+2),
		"mp3 ID3 tag and one frame":      cut("cbr.mp3", cbrID3+104),
		"mp3 ID3 tag cut":                cut("cbr.mp3", 30),
		"wav cut in fmt chunk":           cut("pcm16.wav", 30),
		"wav cut before data chunk":      cut("pcm16.wav", 44),
		"wav header only":                cut("pcm16.wav", 78),
		"flac cut in STREAMINFO":         cut("tone.flac", 20),
		"flac cut after STREAMINFO":      cut("tone.flac", 42),
		"flac metadata only":             cut("tone.flac", 8288),
		"m4a moov first, mdat cut":       cut("faststart.m4a", -1),
		"m4a moov last, moov cut off":    cut("moovlast.m4a", -1),
		"m4a ftyp only":                  cut("faststart.m4a", 32),
		"ogg vorbis cut in header pages": cut("vorbis.ogg", 200),
		"ogg opus first page only":       cut("opus.opus", 47),
		"ogg opus no whole audio page":   cut("opus.opus", -1),
		"aac one frame":                  cut("adts.aac", 80),
	}
	for name, data := range corrupt {
		_, err := probeBytes(data)
		if !errors.Is(err, ErrCorrupt) {
			t.Errorf("%s (%d bytes): err = %v, want ErrCorrupt", name, len(data), err)
		}
	}
}
