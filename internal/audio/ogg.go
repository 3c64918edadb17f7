package audio

import (
	"bytes"
	"fmt"
	"io"
)

const (
	oggMaxPage     = 27 + 255 + 255*255 // largest possible Ogg page
	oggMaxHeaders  = 1 << 14            // pages walked to find the end of the headers
	oggTailWindow  = oggMaxPage + 16<<10
	oggTailWindow2 = 1 << 20 // searched when the tail holds no usable page
	oggMaxCRCFails = 64      // checksum failures tolerated while searching the tail
	opusRate       = 48000   // Opus granule positions are always at 48 kHz
	noGranule      = ^uint64(0)
)

// oggPage is a decoded Ogg page header.
type oggPage struct {
	flags     byte
	granule   uint64
	serial    uint32
	lacing    []byte
	headerLen int
	bodyLen   int
}

// parseOggPage decodes the page header at the start of b; b must hold the
// whole segment table.
func parseOggPage(b []byte) (oggPage, bool) {
	var p oggPage
	if len(b) < 27 || !bytes.Equal(b[:4], []byte("OggS")) || b[4] != 0 {
		return p, false
	}
	n := int(b[26])
	if len(b) < 27+n {
		return p, false
	}
	p.flags = b[5]
	p.granule = le64(b[6:])
	p.serial = le32(b[14:])
	p.lacing = b[27 : 27+n]
	p.headerLen = 27 + n
	for _, l := range p.lacing {
		p.bodyLen += int(l)
	}
	return p, true
}

// sniffOgg tells Vorbis from Opus by the first packet of the first page.
func sniffOgg(b []byte) (Format, bool) {
	p, ok := parseOggPage(b)
	if !ok || p.flags&0x02 == 0 { // must begin a stream
		return "", false
	}
	body := b[p.headerLen:]
	switch {
	case bytes.HasPrefix(body, []byte("\x01vorbis")):
		return OGGVorbis, true
	case bytes.HasPrefix(body, []byte("OpusHead")):
		return OGGOpus, true
	}
	return "", false
}

var oggCRCTable = func() (t [256]uint32) {
	for i := range t {
		c := uint32(i) << 24
		for range 8 {
			if c&0x80000000 != 0 {
				c = c<<1 ^ 0x04C11DB7
			} else {
				c <<= 1
			}
		}
		t[i] = c
	}
	return t
}()

// oggCRCOK checks the checksum of a whole page.
func oggCRCOK(page []byte) bool {
	var crc uint32
	for i, c := range page {
		if i >= 22 && i < 26 {
			c = 0
		}
		crc = crc<<8 ^ oggCRCTable[byte(crc>>24)^c]
	}
	return crc == le32(page[22:])
}

// probeOgg reads the identification header of the first logical stream, walks
// the header pages, and takes the duration from the granule position of the
// last page of that stream, found by searching the tail of the file.
func probeOgg(r io.ReaderAt, size int64) (Info, error) {
	head, err := readAt(r, size, 0, 27+255)
	if err != nil {
		return Info{}, err
	}
	p, ok := parseOggPage(head)
	if ok {
		if head, err = readAt(r, size, 0, p.headerLen+p.bodyLen); err != nil {
			return Info{}, err
		}
	}
	if !ok || p.headerLen+p.bodyLen > len(head) || !oggCRCOK(head[:p.headerLen+p.bodyLen]) {
		return Info{}, fmt.Errorf("first Ogg page is truncated or fails its checksum: %w", ErrCorrupt)
	}
	id := head[p.headerLen : p.headerLen+p.bodyLen]
	info := Info{}
	var headers int
	var preskip uint64
	rate := 0
	switch {
	case len(id) >= 30 && bytes.HasPrefix(id, []byte("\x01vorbis")):
		info.Format, headers = OGGVorbis, 3
		info.Channels = int(id[11])
		rate = int(le32(id[12:]))
		info.SampleRate = rate
	case len(id) >= 19 && bytes.HasPrefix(id, []byte("OpusHead")):
		info.Format, headers = OGGOpus, 2
		info.Channels = int(id[9])
		preskip = uint64(le16(id[10:]))
		rate = opusRate
		info.SampleRate = opusRate
	default:
		return Info{}, fmt.Errorf("Ogg identification header is truncated or unknown: %w", ErrCorrupt)
	}
	if rate <= 0 || info.Channels == 0 {
		return Info{}, fmt.Errorf("Ogg identification header has no sample rate or channels: %w", ErrCorrupt)
	}
	hdrEnd, err := oggHeadersEnd(r, size, p.serial, headers)
	if err != nil {
		return Info{}, err
	}
	info.HeaderSize = hdrEnd
	granule, err := oggLastGranule(r, size, hdrEnd, p.serial)
	if err != nil {
		return Info{}, err
	}
	if granule <= preskip {
		return Info{}, fmt.Errorf("Ogg stream has no audio samples: %w", ErrCorrupt)
	}
	info.Duration = float64(granule-preskip) / float64(rate)
	info.Bitrate = bitrate(size-hdrEnd, info.Duration)
	return info, nil
}

// oggHeadersEnd returns the offset just past the page that completes the
// stream's header packets (reading only page headers).
func oggHeadersEnd(r io.ReaderAt, size int64, serial uint32, packets int) (int64, error) {
	var off int64
	done := 0
	for range oggMaxHeaders {
		b, err := readAt(r, size, off, 27+255)
		if err != nil {
			return 0, err
		}
		p, ok := parseOggPage(b)
		if !ok {
			return 0, fmt.Errorf("Ogg header page at offset %d is missing or invalid: %w", off, ErrCorrupt)
		}
		off += int64(p.headerLen + p.bodyLen)
		if off > size {
			return 0, fmt.Errorf("Ogg header page truncated: %w", ErrCorrupt)
		}
		if p.serial != serial {
			continue
		}
		for _, l := range p.lacing {
			if l < 255 {
				done++
			}
		}
		if done >= packets {
			return off, nil
		}
	}
	return 0, fmt.Errorf("Ogg headers span too many pages: %w", ErrCorrupt)
}

// oggLastGranule searches backwards from the end of the file for the last
// complete, checksummed page of the stream that carries a granule position.
func oggLastGranule(r io.ReaderAt, size, from int64, serial uint32) (uint64, error) {
	fails := 0
	for _, w := range []int64{oggTailWindow, oggTailWindow2} {
		start := max(from, size-w)
		buf, err := readAt(r, size, start, int(size-start))
		if err != nil {
			return 0, err
		}
		for i := len(buf) - 27; i >= 0; i-- {
			i = bytes.LastIndex(buf[:i+4], []byte("OggS"))
			if i < 0 {
				break
			}
			p, ok := parseOggPage(buf[i:])
			if !ok || p.serial != serial || p.granule == noGranule {
				continue
			}
			end := i + p.headerLen + p.bodyLen
			if end > len(buf) {
				continue // cut short by the end of the file
			}
			if !oggCRCOK(buf[i:end]) {
				if fails++; fails > oggMaxCRCFails {
					break
				}
				continue
			}
			return p.granule, nil
		}
		if start == from {
			break
		}
	}
	return 0, fmt.Errorf("no complete Ogg audio page found: %w", ErrCorrupt)
}
