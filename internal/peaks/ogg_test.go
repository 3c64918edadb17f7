package peaks

import (
	"bufio"
	"bytes"
	"context"
	"encoding/binary"
	"io"
	"strings"
	"testing"

	"selah/internal/audio"
)

// oggCRC is Ogg's page checksum (polynomial 0x04C11DB7, not reflected), so
// that crafted files get past oggvorbis's own check to the parts under test.
func oggCRC(b []byte) uint32 {
	var crc uint32
	for _, c := range b {
		crc ^= uint32(c) << 24
		for range 8 {
			if crc&0x80000000 != 0 {
				crc = crc<<1 ^ 0x04C11DB7
			} else {
				crc <<= 1
			}
		}
	}
	return crc
}

// oggStream makes an Ogg stream of one page per packet (each under 64 KiB).
func oggStream(packets ...[]byte) []byte {
	var out []byte
	for i, p := range packets {
		h := make([]byte, 27, 27+255)
		copy(h, "OggS")
		if i == 0 {
			h[5] = 2 // beginning of stream
		}
		binary.LittleEndian.PutUint32(h[14:], 1) // serial
		binary.LittleEndian.PutUint32(h[18:], uint32(i))
		n := len(p)
		for ; n >= 255; n -= 255 {
			h = append(h, 255)
		}
		h = append(h, byte(n))
		h[26] = byte(len(h) - 27)
		page := append(h, p...)
		binary.LittleEndian.PutUint32(page[22:], oggCRC(page))
		out = append(out, page...)
	}
	return out
}

// bitWriter writes bits least significant first, as Vorbis packs them.
type bitWriter struct {
	b []byte
	n int
}

func (w *bitWriter) write(v uint32, bits int) *bitWriter {
	for i := range bits {
		if w.n%8 == 0 {
			w.b = append(w.b, 0)
		}
		w.b[len(w.b)-1] |= byte(v>>i&1) << (w.n % 8)
		w.n++
	}
	return w
}

var vorbisIdent = append([]byte("\x01vorbis\x00\x00\x00\x00\x01\x40\x1f\x00\x00"), make([]byte, 12)...)

func init() { vorbisIdent = append(vorbisIdent, 0xB8, 1) } // block sizes 2^8 and 2^11; framing bit

func vorbisComment(count uint32) []byte {
	b := []byte("\x03vorbis\x04\x00\x00\x00test")
	return binary.LittleEndian.AppendUint32(b, count)
}

// vorbisSetup makes a setup header whose codebooks book writes.
func vorbisSetup(books int, book func(w *bitWriter)) []byte {
	w := &bitWriter{b: []byte("\x05vorbis")}
	w.n = 8 * len(w.b)
	w.write(uint32(books-1), 8)
	for range books {
		book(w)
	}
	return w.b
}

// codebook writes a codebook header: sync, dimensions, entries.
func codebook(w *bitWriter, dims, entries uint32) *bitWriter {
	return w.write(0x564342, 24).write(dims, 16).write(entries, 24)
}

func TestCheckVorbisHeader(t *testing.T) {
	for _, c := range []struct {
		name, want string
		packet     []byte
	}{
		{"comment count beyond the packet", "comments", vorbisComment(0xFFFFFFF0)},
		{"vendor beyond the packet", "truncated", []byte("\x03vorbis\xff\xff\x00\x00ab\x00\x00\x00\x00")},
		{"no entries", "0 entries", vorbisSetup(1, func(w *bitWriter) { codebook(w, 1, 0) })},
		{"no dimensions", "0 dimensions", vorbisSetup(1, func(w *bitWriter) { codebook(w, 0, 4) })},
		{"over 2^24 values", "entries", vorbisSetup(1, func(w *bitWriter) { codebook(w, 255, 1<<17) })},
		{"ordered lengths never reach", "do not reach", vorbisSetup(1, func(w *bitWriter) {
			codebook(w, 1, 1000).write(1, 1).write(0, 5).write(3, 10) // one run of 3, then the packet ends
		})},
		{"ordered lengths overrun", "overrun", vorbisSetup(1, func(w *bitWriter) {
			codebook(w, 1, 4).write(1, 1).write(0, 5).write(7, 3)
		})},
		{"sparse with nothing in use", "no entry in use", vorbisSetup(1, func(w *bitWriter) {
			codebook(w, 1, 8).write(0, 1).write(1, 1).write(0, 8).write(0, 4)
		})},
		{"lookup values beyond the packet", "truncated", vorbisSetup(1, func(w *bitWriter) {
			codebook(w, 2, 1<<20).write(1, 1).write(19, 5).write(1<<20, 21).write(2, 4).write(0, 64).write(15, 4).write(0, 1)
		})},
		{"tables over the budget", "MiB", vorbisSetup(8, func(w *bitWriter) {
			codebook(w, 1, 1<<23-1).write(1, 1).write(22, 5).write(1<<23-1, 23).write(0, 4)
		})},
		{"bad lookup type", "lookup type", vorbisSetup(1, func(w *bitWriter) {
			codebook(w, 1, 2).write(1, 1).write(0, 5).write(2, 2).write(3, 4)
		})},
		{"too many channels? none", "0 channels", bytes.Replace(vorbisIdent, []byte{0x01, 0x40, 0x1f}, []byte{0x00, 0x40, 0x1f}, 1)},
		{"huge blocks", "block sizes", append(bytes.Clone(vorbisIdent[:len(vorbisIdent)-2]), 0xF8, 1)},
		{"unknown type", "unknown type", []byte("\x07vorbis")},
		{"not Vorbis", "not a Vorbis", []byte("\x01opus..")},
	} {
		err := checkVorbisHeader(c.packet)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want an error saying %q", c.name, err, c.want)
		}
	}
	// A small valid codebook passes: ordered, 4 entries of length 2.
	ok := vorbisSetup(1, func(w *bitWriter) { codebook(w, 1, 4).write(1, 1).write(1, 5).write(4, 3).write(0, 4) })
	if err := checkVorbisHeader(ok); err != nil {
		t.Errorf("valid codebook: %v", err)
	}
	if err := checkVorbisHeader(vorbisComment(0)); err != nil {
		t.Errorf("valid comment: %v", err)
	}
	if err := checkVorbisHeader(vorbisIdent); err != nil {
		t.Errorf("valid identification: %v", err)
	}
}

// Files that would make the decoder allocate gigabytes or spin forever are
// refused before it reads them.
func TestVorbisGuardEndToEnd(t *testing.T) {
	for name, b := range map[string][]byte{
		"comment count": oggStream(vorbisIdent, vorbisComment(0xFFFFFFF0)),
		"ordered lengths": oggStream(vorbisIdent, vorbisComment(0), vorbisSetup(1, func(w *bitWriter) {
			codebook(w, 1, 1000).write(1, 1).write(0, 5).write(3, 10)
		})),
		"empty codebook": oggStream(vorbisIdent, vorbisComment(0), vorbisSetup(1, func(w *bitWriter) {
			codebook(w, 1, 0).write(1, 1).write(0, 5)
		})),
	} {
		path := writeTemp(t, "bad.ogg", b)
		if v, err := FromFile(context.Background(), path, audio.OGGVorbis); err == nil {
			t.Errorf("%s: no error, %d values", name, len(v))
		}
	}
}

// The guard passes a real stream through unchanged, byte for byte.
func TestOggGuardPassesThrough(t *testing.T) {
	b := readFixture(t, fixture{path: fixtureDir + "/vorbis.ogg"})
	got, err := io.ReadAll(&oggGuard{r: bufio.NewReader(bytes.NewReader(b))})
	if err != nil || !bytes.Equal(got, b) {
		t.Fatalf("got %d of %d bytes, %v", len(got), len(b), err)
	}
}

// An audio packet gathered across pages stops at oggAudioPacketLimit.
func TestOggGuardPacketLimit(t *testing.T) {
	page := func(seq int) []byte { // 255 segments of 255 bytes: a packet going on
		h := make([]byte, 27, 27+255+255*255)
		copy(h, "OggS")
		h[5] = 1
		h[26] = 255
		for range 255 {
			h = append(h, 255)
		}
		return append(h, make([]byte, 255*255)...)
	}
	head := oggStream(vorbisIdent, vorbisComment(0), vorbisSetup(1, func(w *bitWriter) {
		codebook(w, 1, 4).write(1, 1).write(1, 5).write(4, 3).write(0, 4)
	}))
	var b []byte
	b = append(b, head...)
	for i := range 20 { // 1.3 MB
		b = append(b, page(i)...)
	}
	_, err := io.ReadAll(&oggGuard{r: bytes.NewReader(b)})
	if err == nil || !strings.Contains(err.Error(), "audio packet over") {
		t.Fatalf("got %v, want the packet limit", err)
	}
}
