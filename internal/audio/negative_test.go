package audio

import (
	"bytes"
	"errors"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
)

func TestProbeUnknownFormat(t *testing.T) {
	dir := t.TempDir()
	files := map[string][]byte{
		"cover.mp3":    pngBytes(t), // a PNG renamed .mp3: the name is never looked at
		"lyrics.mp3":   []byte("Amazing grace, how sweet the sound\nThat saved a wretch like me\n"),
		"page.m4a":     []byte("<!DOCTYPE html><html><body>not audio</body></html>"),
		"archive.flac": []byte("PK\x03\x04\x14\x00\x00\x00\x08\x00\x00\x00\x00\x00\x00\x00"),
		"one.wav":      {'x'},
	}
	for name, data := range files {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, data, 0o600); err != nil {
			t.Fatal(err)
		}
		if _, err := probeFile(t, p); !errors.Is(err, ErrUnknownFormat) {
			t.Errorf("%s: err = %v, want ErrUnknownFormat", name, err)
		}
	}
}

func TestProbeEmpty(t *testing.T) {
	if _, err := probeBytes(nil); !errors.Is(err, ErrEmpty) {
		t.Errorf("zero bytes: err = %v, want ErrEmpty", err)
	}
	if _, err := Probe(bytes.NewReader(nil), -1); !errors.Is(err, ErrEmpty) {
		t.Errorf("negative size: err = %v, want ErrEmpty", err)
	}
	if _, err := Probe(nil, 10); !errors.Is(err, ErrEmpty) {
		t.Errorf("nil reader: err = %v, want ErrEmpty", err)
	}
	p := filepath.Join(t.TempDir(), "empty.mp3")
	if err := os.WriteFile(p, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := probeFile(t, p); !errors.Is(err, ErrEmpty) {
		t.Errorf("empty file: err = %v, want ErrEmpty", err)
	}
}

func TestProbeRandomBytes(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for i := range 500 {
		b := make([]byte, 1+rng.IntN(8192))
		for j := range b {
			b[j] = byte(rng.Uint32())
		}
		if info, err := probeBytes(b); err == nil {
			t.Errorf("random input %d (%d bytes) probed as %+v", i, len(b), info)
		}
	}
}

func TestProbeFLACWithoutTotalSamples(t *testing.T) {
	b := bytes.Clone(readFixture(t, "tone.flac"))
	si := b[8:] // STREAMINFO payload
	si[13] &^= 0x0F
	copy(si[14:18], []byte{0, 0, 0, 0})
	_, err := probeBytes(b)
	if !errors.Is(err, ErrCorrupt) {
		t.Fatalf("err = %v, want ErrCorrupt", err)
	}
	t.Log(err)
}

// failingReader fails every read past the first n bytes.
type failingReader struct {
	data []byte
	n    int64
}

var errDisk = errors.New("disk on fire")

func (r failingReader) ReadAt(p []byte, off int64) (int, error) {
	if off+int64(len(p)) > r.n {
		return 0, errDisk
	}
	return copy(p, r.data[off:]), nil
}

// I/O errors come back as themselves, not as a verdict on the file.
func TestProbeReaderError(t *testing.T) {
	failed := 0
	for _, fx := range fixtures {
		b := readFixture(t, fx.file)
		_, err := Probe(failingReader{b, SniffLen}, int64(len(b)))
		if err != nil {
			failed++
			if !errors.Is(err, errDisk) || errors.Is(err, ErrCorrupt) || errors.Is(err, ErrUnknownFormat) {
				t.Errorf("%s: err = %v, want only the reader's error", fx.file, err)
			}
		}
	}
	if failed < len(fixtures)/2 {
		t.Errorf("only %d probes read past the first %d bytes", failed, SniffLen)
	}
	if _, err := Probe(failingReader{nil, 0}, 100); !errors.Is(err, errDisk) {
		t.Errorf("err = %v, want %v", err, errDisk)
	}
}

// A size larger than what the reader holds is a truncated file, not a panic.
func TestProbeSizeLies(t *testing.T) {
	for _, fx := range fixtures {
		b := readFixture(t, fx.file)
		_, _ = Probe(bytes.NewReader(b), int64(len(b))*3)
		_, _ = Probe(io.NewSectionReader(bytes.NewReader(b), 0, 100), int64(len(b)))
	}
}
