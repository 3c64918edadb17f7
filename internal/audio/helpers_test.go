package audio

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// fixture describes one generated file in testdata (see testdata/README.md).
type fixture struct {
	file       string
	format     Format
	duration   float64 // the tone's length given to ffmpeg, seconds
	sampleRate int
	channels   int
}

var fixtures = []fixture{
	{"cbr.mp3", MP3, 2.0, 44100, 1},
	{"vbr.mp3", MP3, 3.5, 44100, 1},
	{"faststart.m4a", M4A, 2.0, 16000, 1},
	{"moovlast.m4a", M4A, 3.5, 16000, 1},
	{"adts.aac", AAC, 2.0, 48000, 1},
	{"vorbis.ogg", OGGVorbis, 3.5, 16000, 1},
	{"opus.opus", OGGOpus, 2.0, 48000, 1},
	{"pcm16.wav", WAV, 2.0, 8000, 1},
	{"extensible.wav", WAV, 1.0, 8000, 1},
	{"tone.flac", FLAC, 3.5, 8000, 1},
}

// cbrID3 is the size of the ID3v2 tag of cbr.mp3; its frames are 104 or 105
// bytes long.
const cbrID3 = 68

// tolerance is the requirement: durations within 0.1 s.
const tolerance = 0.1

func readFixture(tb testing.TB, name string) []byte {
	tb.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		tb.Fatal(err)
	}
	return b
}

func probeBytes(b []byte) (Info, error) {
	return Probe(bytes.NewReader(b), int64(len(b)))
}

// probeFile probes a file on disk by name, as an upload handler would.
func probeFile(tb testing.TB, path string) (Info, error) {
	tb.Helper()
	f, err := os.Open(path)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		tb.Fatal(err)
	}
	return Probe(f, st.Size())
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}
