package audio

import (
	"bytes"
	"fmt"
	"io"
)

// mp3SyncWindow is how far past the ID3 tag Probe looks for the first pair
// of MPEG frames.
const mp3SyncWindow = 64 << 10

// mp3MaxFrame bounds an MPEG audio frame (layer II, MPEG-2, 160 kbit/s at
// 8 kHz is 2880 bytes).
const mp3MaxFrame = 4 << 10

// vbrHeader is what a Xing/Info or VBRI header in the first frame tells.
type vbrHeader struct {
	frames  int64 // audio frames, the header frame excluded; 0 if absent
	bytes   int64 // stream bytes the header declares; 0 if absent
	trim    int64 // encoder delay + padding samples (LAME tag)
	isFrame bool  // the first frame holds only the header, not audio
}

// probeMP3 measures MPEG audio starting at or shortly after start (the end
// of any ID3v2 tag).
func probeMP3(r io.ReaderAt, size, start int64) (Info, error) {
	win, err := readAt(r, size, start, mp3SyncWindow+mp3MaxFrame)
	if err != nil {
		return Info{}, err
	}
	pos, h, ok := findMPEGFrames(win)
	if !ok {
		return Info{}, fmt.Errorf("no two consecutive MPEG audio frames after offset %d: %w", start, ErrCorrupt)
	}
	first := start + int64(pos)
	end := size
	if size-128 >= first {
		tag, err := readAt(r, size, size-128, 3)
		if err != nil {
			return Info{}, err
		}
		if string(tag) == "TAG" {
			end -= 128
		}
	}
	info := Info{Format: MP3, SampleRate: h.sampleRate, Channels: h.channels, HeaderSize: first}
	frame := win[pos:min(len(win), pos+h.frameLen)]
	vbr := parseVBRHeader(frame, h)
	if vbr.isFrame {
		info.HeaderSize = first + int64(h.frameLen)
	}
	audioBytes := end - info.HeaderSize
	if audioBytes <= 0 {
		return Info{}, fmt.Errorf("MP3 has no audio frames: %w", ErrCorrupt)
	}
	if vbr.frames > 0 {
		samples := vbr.frames * int64(h.samples)
		if vbr.trim > 0 && vbr.trim < samples {
			samples -= vbr.trim
		}
		info.Duration = float64(samples) / float64(h.sampleRate)
		// A cut upload keeps the header of the whole file: scale down to
		// what is there.
		have := end - first
		if vbr.bytes > 0 && have < vbr.bytes-int64(h.frameLen) {
			info.Duration *= float64(have) / float64(vbr.bytes)
		}
		// No header can make the frames there play longer than they would
		// at the lowest bitrate.
		info.Duration = min(info.Duration, float64(have)*8/float64(h.minBitrate()))
		info.Bitrate = bitrate(audioBytes, info.Duration)
		return info, nil
	}
	// Constant bitrate: the bitrate of the first audio frame.
	br := h.bitrate
	if vbr.isFrame {
		if n, ok := parseMPEGHeader(win[pos+h.frameLen:]); ok {
			br = n.bitrate
		}
	}
	info.Bitrate = br
	info.Duration = float64(audioBytes) * 8 / float64(br)
	return info, nil
}

// findMPEGFrames returns the offset in b of the first MPEG frame header that
// is followed by a second, matching one.
func findMPEGFrames(b []byte) (int, mpegHeader, bool) {
	for i := 0; i < len(b)-4 && i < mp3SyncWindow; i++ {
		if b[i] != 0xFF {
			continue
		}
		h, ok := parseMPEGHeader(b[i:])
		if !ok || i+h.frameLen+4 > len(b) {
			continue
		}
		if n, ok := parseMPEGHeader(b[i+h.frameLen:]); ok && h.sameStream(n) {
			return i, h, true
		}
	}
	return 0, mpegHeader{}, false
}

// parseVBRHeader reads a Xing/Info (with its LAME tag) or VBRI header from
// the first frame, if it holds one.
func parseVBRHeader(frame []byte, h mpegHeader) vbrHeader {
	var v vbrHeader
	if h.layer != 3 {
		return v
	}
	offs := []int{4 + h.sideInfoLen()}
	if h.crc {
		offs = append(offs, 6+h.sideInfoLen())
	}
	for _, o := range offs {
		if o+8 > len(frame) {
			continue
		}
		tag := frame[o : o+4]
		if !bytes.Equal(tag, []byte("Xing")) && !bytes.Equal(tag, []byte("Info")) {
			continue
		}
		v.isFrame = true
		flags := be32(frame[o+4:])
		p := o + 8
		if flags&1 != 0 && p+4 <= len(frame) {
			v.frames = int64(be32(frame[p:]))
			p += 4
		}
		if flags&2 != 0 && p+4 <= len(frame) {
			v.bytes = int64(be32(frame[p:]))
			p += 4
		}
		if flags&4 != 0 {
			p += 100 // seek table
		}
		if flags&8 != 0 {
			p += 4 // quality
		}
		// LAME tag: 9-byte encoder string, ..., delay and padding (12 bits
		// each) at offset 21.
		if p+24 <= len(frame) && isAlpha(frame[p:p+4]) {
			d := frame[p+21:]
			delay := int64(d[0])<<4 | int64(d[1]>>4)
			padding := int64(d[1]&0x0F)<<8 | int64(d[2])
			v.trim = delay + padding
		}
		return v
	}
	if o := 4 + 32; o+18 <= len(frame) && bytes.Equal(frame[o:o+4], []byte("VBRI")) {
		v.isFrame = true
		v.bytes = int64(be32(frame[o+10:]))
		v.frames = int64(be32(frame[o+14:]))
	}
	return v
}

func isAlpha(b []byte) bool {
	for _, c := range b {
		if (c < 'A' || c > 'Z') && (c < 'a' || c > 'z') {
			return false
		}
	}
	return true
}
