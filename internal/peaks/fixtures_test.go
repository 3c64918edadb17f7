package peaks

import (
	"context"
	"errors"
	"testing"
)

// The fixtures are 440 Hz tones at ffmpeg's default amplitude of 1/8 of full
// scale (12.5 %, so 13 once rounded up); every format must find about that.
const toneLow, toneHigh = 11, 15

func TestFixtures(t *testing.T) {
	for _, fx := range fixtures(t) {
		t.Run(fx.name, func(t *testing.T) {
			if needsFFmpegFormat(fx.info.Format) && !FFmpegAvailable() {
				t.Skip("ffmpeg is not on PATH; TestFixturesWithoutFFmpeg covers this branch")
			}
			v, err := FromFile(context.Background(), fx.path, fx.info.Format)
			if err != nil {
				t.Fatal(err)
			}
			checkPeaks(t, v)
			// Every fixture has far more than Points samples.
			if len(v) != Points {
				t.Fatalf("got %d values, want %d", len(v), Points)
			}
			if m := median(v); m < toneLow || m > toneHigh {
				t.Errorf("median %d, want %d..%d for a tone at 1/8 of full scale", m, toneLow, toneHigh)
			}
		})
	}
}

// Without ffmpeg, the formats it decodes are ErrUnsupported and the others
// still work.
func TestFixturesWithoutFFmpeg(t *testing.T) {
	withoutFFmpeg(t)
	for _, fx := range fixtures(t) {
		t.Run(fx.name, func(t *testing.T) {
			v, err := FromFile(context.Background(), fx.path, fx.info.Format)
			if needsFFmpegFormat(fx.info.Format) {
				if !errors.Is(err, ErrUnsupported) || v != nil {
					t.Fatalf("got %d values and %v, want ErrUnsupported", len(v), err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			checkPeaks(t, v)
		})
	}
}

func TestUnknownFormat(t *testing.T) {
	_, err := FromFile(context.Background(), fixtureDir+"/pcm16.wav", "tracker-module")
	if !errors.Is(err, ErrUnsupported) {
		t.Fatalf("got %v, want ErrUnsupported", err)
	}
}

func TestMissingFile(t *testing.T) {
	for _, fx := range fixtures(t) {
		_, err := FromFile(context.Background(), t.TempDir()+"/missing", fx.info.Format)
		if err == nil {
			t.Errorf("%s: no error for a missing file", fx.info.Format)
		}
	}
}

func TestCanceled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, fx := range fixtures(t) {
		if needsFFmpegFormat(fx.info.Format) && !FFmpegAvailable() {
			continue // ErrUnsupported comes first
		}
		_, err := FromFile(ctx, fx.path, fx.info.Format)
		if !errors.Is(err, context.Canceled) {
			t.Errorf("%s: got %v, want context.Canceled", fx.name, err)
		}
	}
}
