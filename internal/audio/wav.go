package audio

import (
	"bytes"
	"fmt"
	"io"
)

const (
	wavMaxChunks         = 1 << 12
	waveFormatExtensible = 0xFFFE
)

// sniffWAV reports whether b starts a RIFF/WAVE file.
func sniffWAV(b []byte) bool {
	return len(b) >= 12 && bytes.Equal(b[:4], []byte("RIFF")) && bytes.Equal(b[8:12], []byte("WAVE"))
}

// wavFmt is the part of a WAV fmt chunk Probe needs.
type wavFmt struct {
	tag        uint16 // format tag; the sub-format's for WAVE_FORMAT_EXTENSIBLE
	channels   int
	sampleRate int
	byteRate   int
	blockAlign int
}

// probeWAV walks the RIFF chunks (skipping LIST and any other chunk, with
// odd sizes padded) to the fmt and data chunks.
func probeWAV(r io.ReaderAt, size int64) (Info, error) {
	if _, err := readExact(r, size, 0, 12, "WAV header"); err != nil {
		return Info{}, err
	}
	var f *wavFmt
	off := int64(12)
	for range wavMaxChunks {
		hdr, err := readExact(r, size, off, 8, "WAV chunk header")
		if err != nil {
			return Info{}, err
		}
		id, n := string(hdr[:4]), int64(le32(hdr[4:]))
		body := off + 8
		switch id {
		case "fmt ":
			b, err := readExact(r, size, body, int(min(n, 40)), "WAV fmt chunk")
			if err != nil {
				return Info{}, err
			}
			if f, err = parseWAVFmt(b); err != nil {
				return Info{}, err
			}
		case "data":
			if f == nil {
				return Info{}, fmt.Errorf("WAV data chunk before its fmt chunk: %w", ErrCorrupt)
			}
			return wavInfo(f, size, body, n)
		}
		off = body + n + n&1
		if off >= size {
			break
		}
	}
	return Info{}, fmt.Errorf("WAV has no data chunk: %w", ErrCorrupt)
}

func parseWAVFmt(b []byte) (*wavFmt, error) {
	if len(b) < 16 {
		return nil, fmt.Errorf("WAV fmt chunk too short: %w", ErrCorrupt)
	}
	f := &wavFmt{
		tag:        le16(b),
		channels:   int(le16(b[2:])),
		sampleRate: int(le32(b[4:])),
		byteRate:   int(le32(b[8:])),
		blockAlign: int(le16(b[12:])),
	}
	if f.tag == waveFormatExtensible {
		if len(b) < 26 {
			return nil, fmt.Errorf("WAVE_FORMAT_EXTENSIBLE fmt chunk too short: %w", ErrCorrupt)
		}
		f.tag = le16(b[24:]) // first two bytes of the sub-format GUID
	}
	if f.channels == 0 || f.sampleRate == 0 {
		return nil, fmt.Errorf("WAV fmt chunk has no channels or sample rate: %w", ErrCorrupt)
	}
	return f, nil
}

// wavInfo measures the samples of a data chunk of declared size n at body. A
// size of 0 or past the end of the file (a streamed or cut recording) means
// "up to the end of the file".
func wavInfo(f *wavFmt, size, body, n int64) (Info, error) {
	if avail := size - body; n == 0 || n > avail {
		n = max(avail, 0)
	}
	info := Info{Format: WAV, SampleRate: f.sampleRate, Channels: f.channels, HeaderSize: body}
	switch f.tag {
	case 1, 3, 6, 7: // PCM, IEEE float, A-law, µ-law: fixed-size sample frames
		if f.blockAlign == 0 {
			return Info{}, fmt.Errorf("WAV fmt chunk has no block alignment: %w", ErrCorrupt)
		}
		frames := n / int64(f.blockAlign)
		info.Duration = float64(frames) / float64(f.sampleRate)
		info.Bitrate = f.blockAlign * f.sampleRate * 8
	default: // compressed: trust the declared average byte rate
		if f.byteRate == 0 {
			return Info{}, fmt.Errorf("WAV fmt chunk has no byte rate: %w", ErrCorrupt)
		}
		info.Duration = float64(n) / float64(f.byteRate)
		info.Bitrate = f.byteRate * 8
	}
	if info.Duration <= 0 {
		return Info{}, fmt.Errorf("WAV data chunk holds no samples: %w", ErrCorrupt)
	}
	return info, nil
}
