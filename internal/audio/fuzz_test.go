package audio

import (
	"bytes"
	"math"
	"testing"
)

// FuzzProbe checks that no input makes Probe or Sniff panic, and that what
// Probe accepts is sane. Run it with
//
//	go test -fuzz=FuzzProbe -fuzztime=30s ./internal/audio/
func FuzzProbe(f *testing.F) {
	for _, fx := range fixtures {
		b := readFixture(f, fx.file)
		f.Add(b)
		f.Add(b[:min(len(b), 600)])
		f.Add(b[:len(b)/2])
	}
	f.Add(cat(ftypM4A, mp4Box64("mdat", make([]byte, 64)), mp4Spec{handler: "soun", v1: true, movieScale: 1000, mediaScale: 44100, mediaDur: 44100}.moov()))
	f.Add(wavFile(wavChunk("junk", 3, []byte("abc")), wavFmt8, wavChunk("data", 9, make([]byte, 9))))
	f.Add(cat(mp3Frame(cat(make([]byte, 32), []byte("VBRI"), make([]byte, 14))), mp3Frame()))
	// An ID3v2 tag before ADTS or FLAC takes its own path (probeAfterID3),
	// which the fuzzer would hardly build from the fixtures above.
	id3 := cat([]byte("ID3\x03\x00\x00\x00\x00\x00\x0A"), make([]byte, 10))
	f.Add(cat(id3, readFixture(f, "adts.aac")[:600]))
	f.Add(cat(id3, readFixture(f, "tone.flac")[:600]))
	f.Fuzz(func(t *testing.T, data []byte) {
		Sniff(data)
		info, err := Probe(bytes.NewReader(data), int64(len(data)))
		if err != nil {
			return
		}
		if !info.Format.Valid() {
			t.Fatalf("accepted with invalid format %q", info.Format)
		}
		if math.IsNaN(info.Duration) || math.IsInf(info.Duration, 0) || info.Duration <= 0 {
			t.Fatalf("accepted with duration %v", info.Duration)
		}
		if info.HeaderSize < 0 || info.HeaderSize > int64(len(data)) {
			t.Fatalf("header size %d outside a %d-byte file", info.HeaderSize, len(data))
		}
	})
}
