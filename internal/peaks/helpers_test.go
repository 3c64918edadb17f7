package peaks

import (
	"encoding/binary"
	"math"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"selah/internal/audio"
)

// fixtureDir holds internal/audio's fixtures (described in its README.md),
// used here in place.
const fixtureDir = "../audio/testdata"

type fixture struct {
	name, path string
	info       audio.Info
}

// fixtures lists every audio file in fixtureDir with the format
// internal/audio gives it, so that a fixture added there is tested here too.
func fixtures(t testing.TB) []fixture {
	t.Helper()
	entries, err := os.ReadDir(fixtureDir)
	if err != nil {
		t.Fatal(err)
	}
	var out []fixture
	for _, e := range entries {
		if e.IsDir() || e.Name() == "README.md" {
			continue
		}
		path := filepath.Join(fixtureDir, e.Name())
		f, err := os.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		st, err := f.Stat()
		if err != nil {
			t.Fatal(err)
		}
		info, err := audio.Probe(f, st.Size())
		f.Close()
		if err != nil {
			t.Fatalf("%s: %v", e.Name(), err)
		}
		out = append(out, fixture{e.Name(), path, info})
	}
	if len(out) < 10 {
		t.Fatalf("found %d fixtures in %s, want the 10 of its README", len(out), fixtureDir)
	}
	return out
}

// needsFFmpegFormat reports whether FromFile hands the format to ffmpeg.
func needsFFmpegFormat(f audio.Format) bool {
	return f == audio.M4A || f == audio.AAC || f == audio.OGGOpus
}

// withoutFFmpeg empties PATH, so the package finds no ffmpeg,
// for the rest of the test.
func withoutFFmpeg(t *testing.T) {
	t.Helper()
	t.Setenv("PATH", t.TempDir())
	if FFmpegAvailable() {
		t.Fatal("FFmpegAvailable with a binary that does not exist")
	}
}

// checkPeaks checks what every waveform must be: 1..Points values in 0..100.
func checkPeaks(t *testing.T, v []int) {
	t.Helper()
	if len(v) < 1 || len(v) > Points {
		t.Fatalf("got %d values, want 1..%d", len(v), Points)
	}
	for i, x := range v {
		if x < 0 || x > 100 {
			t.Fatalf("value %d is %d, outside 0..100", i, x)
		}
	}
}

// median of the values, for the level of a steady tone.
func median(v []int) int {
	s := slices.Clone(v)
	slices.Sort(s)
	return s[len(s)/2]
}

// wavSpec describes a WAV file for writeWAV.
type wavSpec struct {
	tag        uint16 // 1 PCM, 3 float, anything else written as is
	extensible bool   // write WAVE_FORMAT_EXTENSIBLE with tag as sub-format
	channels   int
	rate       int
	width      int // bytes per sample
}

// wavBytes builds a WAV file of frames frames whose samples sample(frame,
// channel) gives in -1..1 (1 being full scale), with a JUNK chunk of odd
// size before the data to exercise chunk skipping and padding.
func wavBytes(s wavSpec, frames int, sample func(frame, ch int) float64) []byte {
	align := s.channels * s.width
	fmtLen := 16
	if s.extensible {
		fmtLen = 40
	}
	var b []byte
	le16 := func(v int) { b = binary.LittleEndian.AppendUint16(b, uint16(v)) }
	le32 := func(v int) { b = binary.LittleEndian.AppendUint32(b, uint32(v)) }
	b = append(b, "RIFF\x00\x00\x00\x00WAVE"...)
	b = append(b, "fmt "...)
	le32(fmtLen)
	if s.extensible {
		le16(0xFFFE)
	} else {
		le16(int(s.tag))
	}
	le16(s.channels)
	le32(s.rate)
	le32(s.rate * align)
	le16(align)
	le16(8 * s.width)
	if s.extensible {
		le16(22)          // cbSize
		le16(8 * s.width) // valid bits
		le32(0)           // channel mask
		le16(int(s.tag))  // sub-format GUID: the tag, then the fixed tail
		b = append(b, "\x00\x00\x00\x00\x10\x00\x80\x00\x00\xAA\x00\x38\x9B\x71"...)
	}
	b = append(b, "JUNK\x03\x00\x00\x00abc\x00"...) // odd size, one pad byte
	b = append(b, "data"...)
	le32(frames * align)
	for i := range frames {
		for c := range s.channels {
			b = appendSample(b, s, sample(i, c))
		}
	}
	binary.LittleEndian.PutUint32(b[4:], uint32(len(b)-8))
	return b
}

// appendSample encodes v (-1..1) as one sample: +1 is the largest positive
// integer, -1 the most negative one.
func appendSample(b []byte, s wavSpec, v float64) []byte {
	if s.tag == 3 {
		if s.width == 8 {
			return binary.LittleEndian.AppendUint64(b, math.Float64bits(v))
		}
		return binary.LittleEndian.AppendUint32(b, math.Float32bits(float32(v)))
	}
	bits := 8 * s.width
	full := math.Ldexp(1, bits-1)
	x := int64(math.Max(-full, math.Min(full-1, math.Round(v*full))))
	if s.width == 1 {
		return append(b, byte(x+128))
	}
	for i := range s.width {
		b = append(b, byte(x>>(8*i)))
	}
	return b
}

// writeTemp writes b to a new file in a test temporary directory.
func writeTemp(t testing.TB, name string, b []byte) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, b, 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}
