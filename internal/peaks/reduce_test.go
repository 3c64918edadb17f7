package peaks

import (
	"context"
	"encoding/binary"
	"io"
	"math"
	"runtime"
	"testing"
)

func TestPercent(t *testing.T) {
	for _, c := range []struct {
		v    float32
		want int
	}{
		{0, 0}, {-0.5, 0}, {float32(math.NaN()), 0},
		{1e-9, 1}, {1.0 / 32768, 1}, {0.01, 1}, {0.0101, 2},
		{0.3, 30}, {0.5, 50}, {0.999, 100}, {32767.0 / 32768, 100},
		{1, 100}, {1.7, 100}, {float32(math.Inf(1)), 100},
	} {
		if got := percent(c.v); got != c.want {
			t.Errorf("percent(%v) = %d, want %d", c.v, got, c.want)
		}
	}
}

// One loud frame in a long silent stream lands in the bucket that holds it,
// however many merges the length caused, and nowhere else.
func TestPeakerClick(t *testing.T) {
	for _, total := range []int{1000, 1001, maxBlocks - 1, maxBlocks, maxBlocks + 1, 3*maxBlocks + 7, 1_000_003} {
		for _, at := range []int{0, total / 3, total - 1} {
			var p peaker
			for i := range total {
				if i == at {
					p.add(1)
				} else {
					p.add(0)
				}
			}
			v := p.peaks()
			if len(v) != Points {
				t.Fatalf("total %d: %d values", total, len(v))
			}
			want := at * Points / total
			for i, x := range v {
				// Blocks are assigned by where they start, so the click may
				// show one bucket early.
				hit := i == want || (i == want-1 && x == 100)
				if (x == 100) != hit || (x != 0 && x != 100) {
					t.Fatalf("total %d, click at %d (bucket %d): value %d is %d", total, at, want, i, x)
				}
			}
			if v[want] != 100 && (want == 0 || v[want-1] != 100) {
				t.Fatalf("total %d, click at %d: lost", total, at)
			}
		}
	}
}

func TestPeakerEmpty(t *testing.T) {
	var p peaker
	if v := p.peaks(); len(v) != 0 {
		t.Fatalf("got %v from no frames", v)
	}
}

// silentWAV streams a 16-bit mono WAV of frames frames of silence with one
// full-scale sample at frame click, without holding it in memory.
type silentWAV struct {
	header       []byte
	pos, size    int64
	clickAt      int64
	headerLength int64
}

func newSilentWAV(frames, click int64) *silentWAV {
	s := wavSpec{tag: 1, channels: 1, rate: 8000, width: 2}
	h := wavBytes(s, 0, nil)
	binary.LittleEndian.PutUint32(h[len(h)-4:], uint32(2*frames))
	n := int64(len(h))
	return &silentWAV{header: h, size: n + 2*frames, clickAt: n + 2*click, headerLength: n}
}

func (w *silentWAV) Read(p []byte) (int, error) {
	if w.pos >= w.size {
		return 0, io.EOF
	}
	p = p[:min(int64(len(p)), w.size-w.pos)]
	clear(p)
	if w.pos < w.headerLength {
		copy(p, w.header[w.pos:])
	}
	for i, b := range []byte{0xFF, 0x7F} { // 0x7FFF, little-endian
		if at := w.clickAt + int64(i) - w.pos; at >= 0 && at < int64(len(p)) {
			p[at] = b
		}
	}
	w.pos += int64(len(p))
	return len(p), nil
}

// Two hours of audio are reduced in constant memory: what the decoding
// allocates in all does not depend on the length.
func TestTwoHoursInConstantMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("decodes 115 MB of samples")
	}
	const frames = 2 * 3600 * 8000
	click := int64(frames) * 3 / 4
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	var p peaker
	err := decodeWAV(context.Background(), newSilentWAV(frames, click), &p)
	v := p.peaks()
	runtime.ReadMemStats(&after)
	if err != nil {
		t.Fatal(err)
	}
	if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 1<<20 {
		t.Errorf("decoding 2 h allocated %d bytes in all, want under 1 MiB", alloc)
	}
	if len(v) != Points || v[750] != 100 && v[749] != 100 {
		t.Fatalf("click at 3/4 not found: %d values, v[749..750] = %v", len(v), v[749:751])
	}
	for i, x := range v {
		if x != 0 && i != 749 && i != 750 {
			t.Fatalf("value %d is %d in silence", i, x)
		}
	}
}
