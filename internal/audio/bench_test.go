package audio

import (
	"bytes"
	"testing"
)

func BenchmarkProbe(b *testing.B) {
	for _, fx := range fixtures {
		data := readFixture(b, fx.file)
		b.Run(fx.file, func(b *testing.B) {
			r := bytes.NewReader(data)
			b.ReportAllocs()
			for b.Loop() {
				if _, err := Probe(r, int64(len(data))); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkSniff(b *testing.B) {
	for _, fx := range fixtures {
		data := readFixture(b, fx.file)[:SniffLen]
		b.Run(fx.file, func(b *testing.B) {
			for b.Loop() {
				Sniff(data)
			}
		})
	}
}
