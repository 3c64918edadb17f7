package peaks

import (
	"context"
	"fmt"
	"math"
	"testing"
)

// One second of silence, then one second of a full-scale 441 Hz square wave:
// the first half of the waveform must be 0 and the second half at least 90.
// 44.1 kHz makes 88200 frames, so the block merging is exercised; a bucket
// on the boundary may go either way.
func TestShape(t *testing.T) {
	const rate = 44100
	square := func(i, _ int) float64 {
		if i < rate {
			return 0
		}
		if i/50%2 == 0 { // 100 samples a period: 441 Hz
			return 1
		}
		return -1
	}
	for _, s := range []wavSpec{
		{tag: 1, channels: 1, rate: rate, width: 2},
		{tag: 1, channels: 1, rate: rate, width: 3},
		{tag: 3, channels: 1, rate: rate, width: 4},
		{tag: 1, channels: 1, rate: rate, width: 1},
		{tag: 1, channels: 1, rate: rate, width: 4},
		{tag: 3, channels: 1, rate: rate, width: 8},
		{tag: 1, channels: 2, rate: rate, width: 3, extensible: true},
		{tag: 3, channels: 2, rate: rate, width: 4, extensible: true},
	} {
		name := fmt.Sprintf("tag%d-%dbit-%dch-ext=%v", s.tag, 8*s.width, s.channels, s.extensible)
		t.Run(name, func(t *testing.T) {
			path := writeTemp(t, "shape.wav", wavBytes(s, 2*rate, square))
			v, err := FromFile(context.Background(), path, "wav")
			if err != nil {
				t.Fatal(err)
			}
			checkShape(t, v)
		})
	}
}

func checkShape(t *testing.T, v []int) {
	t.Helper()
	checkPeaks(t, v)
	if len(v) != Points {
		t.Fatalf("got %d values, want %d", len(v), Points)
	}
	for i, x := range v {
		if i < Points/2-1 && x != 0 {
			t.Fatalf("value %d is %d in the silent half", i, x)
		}
		if i > Points/2 && x < 90 {
			t.Fatalf("value %d is %d in the full-scale half", i, x)
		}
	}
}

// Channels are mixed by max: a sound on the right channel only shows at its
// full level, where averaging would halve it.
func TestChannelsMixedByMax(t *testing.T) {
	s := wavSpec{tag: 1, channels: 2, rate: 8000, width: 2}
	path := writeTemp(t, "right.wav", wavBytes(s, 8000, func(i, ch int) float64 {
		if ch == 1 {
			return 0.5 * math.Sin(float64(i)*math.Pi/2) // 2 kHz: hits ±0.5 exactly
		}
		return 0
	}))
	v, err := FromFile(context.Background(), path, "wav")
	if err != nil {
		t.Fatal(err)
	}
	checkPeaks(t, v)
	for i, x := range v {
		if x != 50 {
			t.Fatalf("value %d is %d, want 50", i, x)
		}
	}
}

// A file with fewer frames than Points gives one value per frame; with
// exactly Points or more, Points values.
func TestShortFiles(t *testing.T) {
	s := wavSpec{tag: 1, channels: 1, rate: 8000, width: 2}
	ramp := func(i, _ int) float64 { return float64(i%128) / 128 } // exact in 16 bits
	for _, frames := range []int{1, 2, 999, 1000, 1001, 4321} {
		path := writeTemp(t, "short.wav", wavBytes(s, frames, ramp))
		v, err := FromFile(context.Background(), path, "wav")
		if err != nil {
			t.Fatalf("%d frames: %v", frames, err)
		}
		checkPeaks(t, v)
		if want := min(frames, Points); len(v) != want {
			t.Fatalf("%d frames: got %d values, want %d", frames, len(v), want)
		}
		if frames <= Points {
			for i, x := range v {
				if want := percent(float32(ramp(i, 0))); x != want {
					t.Fatalf("%d frames: value %d is %d, want %d", frames, i, x, want)
				}
			}
		}
	}
}

// A quiet but not silent file shows as 1, not 0.
func TestQuietIsNotZero(t *testing.T) {
	s := wavSpec{tag: 1, channels: 1, rate: 8000, width: 2}
	path := writeTemp(t, "quiet.wav", wavBytes(s, 8000, func(i, _ int) float64 {
		return float64(i%2) / 32768 // one LSB
	}))
	v, err := FromFile(context.Background(), path, "wav")
	if err != nil {
		t.Fatal(err)
	}
	for i, x := range v {
		if x != 1 {
			t.Fatalf("value %d is %d, want 1", i, x)
		}
	}
}
