package audio

import (
	"bytes"
	"image"
	"image/png"
	"testing"
)

func pngBytes(t testing.TB) []byte {
	var buf bytes.Buffer
	if err := png.Encode(&buf, image.NewGray(image.Rect(0, 0, 16, 16))); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestSniffFixtures(t *testing.T) {
	for _, fx := range fixtures {
		b := readFixture(t, fx.file)
		for _, n := range []int{SniffLen, 512} {
			f, ok := Sniff(b[:min(n, len(b))])
			if !ok || f != fx.format {
				t.Errorf("%s (first %d bytes): Sniff = %q, %v; want %q", fx.file, n, f, ok, fx.format)
			}
		}
	}
}

func TestSniffRejects(t *testing.T) {
	cases := map[string][]byte{
		"empty":        nil,
		"png":          pngBytes(t),
		"text":         []byte("Amazing grace, how sweet the sound\nThat saved a wretch like me\n"),
		"html":         []byte("<!DOCTYPE html><html><head><title>x</title></head></html>"),
		"zip":          []byte("PK\x03\x04\x14\x00\x00\x00\x08\x00\x00\x00\x00\x00"),
		"jpeg":         {0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 'J', 'F', 'I', 'F', 0},
		"heic":         append([]byte("\x00\x00\x00\x18ftypheic\x00\x00\x00\x00mif1heic"), make([]byte, 16)...),
		"avif":         append([]byte("\x00\x00\x00\x1cftypavif\x00\x00\x00\x00avifmif1miaf"), make([]byte, 16)...),
		"riff avi":     []byte("RIFF\x00\x00\x00\x00AVI LIST"),
		"ogg theora":   append([]byte("OggS\x00\x02\x00\x00\x00\x00\x00\x00\x00\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x01\x2a"), []byte("\x80theora")...),
		"id3 then png": append([]byte("ID3\x04\x00\x00\x00\x00\x00\x00"), pngBytes(t)...),
		"short":        {0xFF},
	}
	for name, b := range cases {
		if f, ok := Sniff(b); ok {
			t.Errorf("%s: Sniff = %q, true; want false", name, f)
		}
	}
}

// An ID3v2 tag longer than the header (cover art) is taken for MP3; Probe
// decides once it has read past the tag.
func TestSniffLongID3(t *testing.T) {
	h := []byte("ID3\x03\x00\x00\x00\x01\x00\x00") // 16 KiB tag
	h = append(h, make([]byte, SniffLen-len(h))...)
	if f, ok := Sniff(h); !ok || f != MP3 {
		t.Errorf("Sniff = %q, %v; want mp3, true", f, ok)
	}
}
