package audio

import (
	"bufio"
	"errors"
	"fmt"
	"io"
)

// adtsHeader is a decoded ADTS frame header.
type adtsHeader struct {
	sfIndex    int
	sampleRate int
	channels   int // 0 when the channel layout is in the payload
	headerLen  int
	frameLen   int // bytes, header included
	samples    int // samples per channel in the frame
}

var adtsSampleRates = [13]int{96000, 88200, 64000, 48000, 44100, 32000, 24000, 22050, 16000, 12000, 11025, 8000, 7350}

// parseADTS decodes the ADTS header at the start of b: sync 0xFFF, layer 00.
func parseADTS(b []byte) (adtsHeader, bool) {
	var h adtsHeader
	if len(b) < 7 || b[0] != 0xFF || b[1]&0xF6 != 0xF0 {
		return h, false
	}
	h.sfIndex = int(b[2]>>2) & 0x0F
	if h.sfIndex >= len(adtsSampleRates) {
		return h, false
	}
	h.sampleRate = adtsSampleRates[h.sfIndex]
	h.channels = int(b[2]&1)<<2 | int(b[3]>>6)
	if h.channels == 7 {
		h.channels = 8
	}
	h.headerLen = 7
	if b[1]&1 == 0 { // CRC present
		h.headerLen = 9
	}
	h.frameLen = int(b[3]&3)<<11 | int(b[4])<<3 | int(b[5]>>5)
	if h.frameLen <= h.headerLen {
		return h, false
	}
	h.samples = 1024 * (int(b[6]&3) + 1)
	return h, true
}

// sameStream reports whether two ADTS headers can belong to one stream.
func (h adtsHeader) sameStream(o adtsHeader) bool {
	return h.sfIndex == o.sfIndex && h.channels == o.channels
}

// sniffADTS reports whether b starts with an ADTS frame, followed by a second
// matching header when b is long enough to show it.
func sniffADTS(b []byte) bool {
	h, ok := parseADTS(b)
	if !ok {
		return false
	}
	if len(b) >= h.frameLen+7 {
		n, ok := parseADTS(b[h.frameLen:])
		return ok && h.sameStream(n)
	}
	return true
}

// probeADTS counts the ADTS frames from start to the end of the file (or to
// the first thing that is not a frame, such as an ID3v1 tag), reading the
// file sequentially through a buffer.
func probeADTS(r io.ReaderAt, size, start int64) (Info, error) {
	br := bufio.NewReaderSize(io.NewSectionReader(r, start, size-start), 64<<10)
	var first adtsHeader
	var frames, samples, pos int64
	for {
		b, err := br.Peek(7)
		if err != nil && !errors.Is(err, io.EOF) {
			return Info{}, fmt.Errorf("read ADTS frame at offset %d: %w", start+pos, err)
		}
		h, ok := parseADTS(b)
		if !ok || (frames > 0 && !h.sameStream(first)) || start+pos+int64(h.frameLen) > size {
			break // end of stream, trailing tag, or a frame cut short
		}
		if frames == 0 {
			first = h
		}
		n, err := br.Discard(h.frameLen)
		if err != nil && !errors.Is(err, io.EOF) {
			return Info{}, fmt.Errorf("read ADTS frame at offset %d: %w", start+pos, err)
		}
		if n < h.frameLen {
			break
		}
		pos += int64(n)
		frames++
		samples += int64(h.samples)
	}
	if frames < 2 {
		return Info{}, fmt.Errorf("fewer than two ADTS frames after offset %d: %w", start, ErrCorrupt)
	}
	d := float64(samples) / float64(first.sampleRate)
	return Info{
		Format:     AAC,
		Duration:   d,
		Bitrate:    bitrate(pos, d),
		SampleRate: first.sampleRate,
		Channels:   first.channels,
		HeaderSize: start,
	}, nil
}
