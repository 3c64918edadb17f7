package peaks

import (
	"context"
	"testing"
)

// BenchmarkFromFile decodes each fixture; "x-realtime" is seconds of audio
// decoded per second.
func BenchmarkFromFile(b *testing.B) {
	for _, fx := range fixtures(b) {
		b.Run(fx.name, func(b *testing.B) {
			if needsFFmpegFormat(fx.info.Format) && !FFmpegAvailable() {
				b.Skip("ffmpeg is not on PATH")
			}
			b.ReportAllocs()
			for b.Loop() {
				if _, err := FromFile(context.Background(), fx.path, fx.info.Format); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(fx.info.Duration*float64(b.N)/b.Elapsed().Seconds(), "x-realtime")
		})
	}
}
