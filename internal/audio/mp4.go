package audio

import (
	"fmt"
	"io"
)

const (
	mp4MaxBoxes = 1 << 14 // boxes walked in any one container
	mp4MaxEdits = 64      // edit list entries read
	mp4MaxEntry = 512     // bytes of the first sample entry read
)

// m4aBrands are the ftyp brands of MP4 files that may carry audio.
var m4aBrands = map[string]bool{
	"M4A ": true, "M4B ": true, "M4P ": true, "F4A ": true, "F4B ": true,
	"mp41": true, "mp42": true, "mp71": true, "isom": true, "iso2": true, "iso3": true,
	"iso4": true, "iso5": true, "iso6": true, "iso7": true, "iso8": true, "iso9": true,
	"dash": true, "MSNV": true, "NDAS": true, "3gp4": true, "3gp5": true, "3gp6": true,
	"3gp7": true, "3gp8": true, "3gp9": true, "3gg6": true, "3g2a": true, "3g2b": true, "3g2c": true,
}

// imageBrands are major brands of still-image files built on the same box
// structure (HEIF, AVIF), never audio.
var imageBrands = map[string]bool{
	"heic": true, "heix": true, "heim": true, "heis": true, "hevc": true, "hevx": true,
	"mif1": true, "msf1": true, "avif": true, "avis": true, "avci": true, "crx ": true, "jp2 ": true,
}

// sniffMP4 reports whether b starts with an ftyp box naming an audio-capable
// MP4 brand.
func sniffMP4(b []byte) bool {
	if len(b) < 16 || string(b[4:8]) != "ftyp" {
		return false
	}
	n := int(be32(b))
	if n < 16 || n > 4096 {
		return false
	}
	if imageBrands[string(b[8:12])] {
		return false
	}
	if m4aBrands[string(b[8:12])] {
		return true
	}
	for i := 16; i+4 <= n && i+4 <= len(b); i += 4 {
		if m4aBrands[string(b[i:i+4])] {
			return true
		}
	}
	return false
}

// box is one ISO base media box: its type and where its payload lies.
type box struct {
	typ       string
	data, end int64 // payload start, box end
}

// readBox reads the header of the box at off, which must end by parentEnd.
// It handles 64-bit sizes and size 0 ("to the end of the parent").
func readBox(r io.ReaderAt, off, parentEnd int64) (box, error) {
	h, err := readExact(r, parentEnd, off, 8, "MP4 box header")
	if err != nil {
		return box{}, err
	}
	b := box{typ: string(h[4:8]), data: off + 8}
	n := int64(be32(h))
	switch n {
	case 0:
		n = parentEnd - off
	case 1:
		h, err := readExact(r, parentEnd, off+8, 8, "MP4 64-bit box size")
		if err != nil {
			return box{}, err
		}
		if be64(h) > 1<<62 {
			return box{}, fmt.Errorf("MP4 %q box size out of range: %w", b.typ, ErrCorrupt)
		}
		n = int64(be64(h))
		b.data += 8
	}
	if n < b.data-off || n > parentEnd-off {
		return box{}, fmt.Errorf("MP4 %q box at offset %d overruns its container (truncated?): %w", b.typ, off, ErrCorrupt)
	}
	b.end = off + n
	return b, nil
}

// eachBox calls fn for every child box of the payload [from, to).
func eachBox(r io.ReaderAt, from, to int64, fn func(box) error) error {
	off := from
	for range mp4MaxBoxes {
		if to-off < 8 {
			return nil
		}
		b, err := readBox(r, off, to)
		if err != nil {
			return err
		}
		if err := fn(b); err != nil {
			return err
		}
		off = b.end
	}
	return fmt.Errorf("MP4 container holds too many boxes: %w", ErrCorrupt)
}

// mp4Track is what Probe needs from one trak box.
type mp4Track struct {
	handler    string
	timescale  uint64 // mdhd
	duration   uint64 // mdhd, in timescale units
	edits      uint64 // sum of the non-empty edits, in movie timescale units
	sampleRate int
	channels   int
}

// mp4Movie is what Probe needs from the moov box.
type mp4Movie struct {
	timescale uint64 // mvhd
	duration  uint64 // mvhd
	fragment  uint64 // mvex/mehd fragment duration, movie timescale units
	tracks    []mp4Track
}

// probeMP4 walks the top-level boxes, skipping mdat by offset, so moov may
// come before or after the media data.
func probeMP4(r io.ReaderAt, size int64) (Info, error) {
	var mv *mp4Movie
	var mdatStart, mdatBytes int64 = -1, 0
	err := eachBox(r, 0, size, func(b box) error {
		switch b.typ {
		case "moov":
			if mv != nil {
				return fmt.Errorf("MP4 has two moov boxes: %w", ErrCorrupt)
			}
			m, err := parseMoov(r, b)
			mv = m
			return err
		case "mdat":
			if mdatStart < 0 {
				mdatStart = b.data
			}
			mdatBytes += b.end - b.data
		}
		return nil
	})
	if err != nil {
		return Info{}, err
	}
	if mv == nil {
		return Info{}, fmt.Errorf("MP4 has no moov box: %w", ErrCorrupt)
	}
	var t *mp4Track
	for i := range mv.tracks {
		if mv.tracks[i].handler == "soun" {
			t = &mv.tracks[i]
			break
		}
	}
	if t == nil {
		return Info{}, fmt.Errorf("MP4 has no audio track: %w", ErrUnknownFormat)
	}
	if mdatStart < 0 || mdatBytes == 0 {
		return Info{}, fmt.Errorf("MP4 has no media data: %w", ErrCorrupt)
	}
	d := mp4Duration(mv, t)
	if d <= 0 {
		return Info{}, fmt.Errorf("MP4 audio track has no duration: %w", ErrCorrupt)
	}
	info := Info{
		Format:     M4A,
		Duration:   d,
		Bitrate:    bitrate(mdatBytes, d),
		SampleRate: t.sampleRate,
		Channels:   t.channels,
		HeaderSize: mdatStart,
	}
	if info.SampleRate == 0 && t.timescale <= 1<<20 {
		info.SampleRate = int(t.timescale)
	}
	return info, nil
}

// mp4Duration prefers the track's edit list (which trims the encoder's
// priming samples), then the track's media duration, then the movie's.
func mp4Duration(mv *mp4Movie, t *mp4Track) float64 {
	var media, edit float64
	if t.timescale > 0 && t.duration > 0 && t.duration != 0xFFFFFFFF && t.duration != noGranule {
		media = float64(t.duration) / float64(t.timescale)
	}
	if mv.timescale > 0 && t.edits > 0 {
		edit = float64(t.edits) / float64(mv.timescale)
	}
	switch {
	case edit > 0 && (media == 0 || edit <= media*1.01+0.1):
		return edit
	case media > 0:
		return media
	case mv.timescale > 0 && mv.fragment > 0:
		return float64(mv.fragment) / float64(mv.timescale)
	case mv.timescale > 0 && mv.duration != 0xFFFFFFFF && mv.duration != noGranule:
		return float64(mv.duration) / float64(mv.timescale)
	}
	return 0
}

// fullBox reads up to n bytes of a full box's payload (version byte first).
func fullBox(r io.ReaderAt, b box, n int) ([]byte, error) {
	return readAt(r, b.end, b.data, int(min(int64(n), b.end-b.data)))
}

// timeFields reads a (timescale, duration) pair from an mvhd or mdhd payload,
// in version 0 (32-bit) or version 1 (64-bit) layout.
func timeFields(p []byte, what string) (scale, dur uint64, err error) {
	switch {
	case len(p) >= 20 && p[0] == 0:
		return uint64(be32(p[12:])), uint64(be32(p[16:])), nil
	case len(p) >= 32 && p[0] == 1:
		return uint64(be32(p[20:])), be64(p[24:]), nil
	}
	return 0, 0, fmt.Errorf("MP4 %s box truncated or of unknown version: %w", what, ErrCorrupt)
}

func parseMoov(r io.ReaderAt, moov box) (*mp4Movie, error) {
	mv := &mp4Movie{}
	err := eachBox(r, moov.data, moov.end, func(b box) error {
		switch b.typ {
		case "mvhd":
			p, err := fullBox(r, b, 32)
			if err != nil {
				return err
			}
			mv.timescale, mv.duration, err = timeFields(p, "mvhd")
			return err
		case "mvex":
			return eachBox(r, b.data, b.end, func(c box) error {
				if c.typ != "mehd" {
					return nil
				}
				p, err := fullBox(r, c, 12)
				if err != nil {
					return err
				}
				switch {
				case len(p) >= 8 && p[0] == 0:
					mv.fragment = uint64(be32(p[4:]))
				case len(p) >= 12 && p[0] == 1:
					mv.fragment = be64(p[4:])
				}
				return nil
			})
		case "trak":
			t, err := parseTrak(r, b)
			if err != nil {
				return err
			}
			mv.tracks = append(mv.tracks, t)
		}
		return nil
	})
	return mv, err
}

func parseTrak(r io.ReaderAt, trak box) (mp4Track, error) {
	var t mp4Track
	err := eachBox(r, trak.data, trak.end, func(b box) error {
		switch b.typ {
		case "edts":
			return eachBox(r, b.data, b.end, func(c box) error {
				if c.typ == "elst" {
					return parseElst(r, c, &t)
				}
				return nil
			})
		case "mdia":
			return parseMdia(r, b, &t)
		}
		return nil
	})
	return t, err
}

// parseElst sums the durations of the non-empty edits (media_time != -1).
func parseElst(r io.ReaderAt, b box, t *mp4Track) error {
	p, err := fullBox(r, b, 8+mp4MaxEdits*20)
	if err != nil {
		return err
	}
	if len(p) < 8 {
		return nil
	}
	v1 := p[0] == 1
	n := int(min(be32(p[4:]), mp4MaxEdits))
	p = p[8:]
	for range n {
		var dur uint64
		var empty bool
		if v1 {
			if len(p) < 20 {
				break
			}
			dur, empty = be64(p), be64(p[8:]) == noGranule
			p = p[20:]
		} else {
			if len(p) < 12 {
				break
			}
			dur, empty = uint64(be32(p)), be32(p[4:]) == 0xFFFFFFFF
			p = p[12:]
		}
		if !empty && dur < 1<<48 {
			t.edits += dur
		}
	}
	return nil
}

func parseMdia(r io.ReaderAt, mdia box, t *mp4Track) error {
	return eachBox(r, mdia.data, mdia.end, func(b box) error {
		switch b.typ {
		case "mdhd":
			p, err := fullBox(r, b, 32)
			if err != nil {
				return err
			}
			t.timescale, t.duration, err = timeFields(p, "mdhd")
			return err
		case "hdlr":
			p, err := fullBox(r, b, 12)
			if err != nil {
				return err
			}
			if len(p) >= 12 {
				t.handler = string(p[8:12])
			}
		case "minf":
			return eachBox(r, b.data, b.end, func(c box) error {
				if c.typ != "stbl" {
					return nil
				}
				return eachBox(r, c.data, c.end, func(s box) error {
					if s.typ == "stsd" {
						parseStsd(r, s, t)
					}
					return nil
				})
			})
		}
		return nil
	})
}

// parseStsd reads channels and sample rate from the first (audio) sample
// entry; they stay 0 when the entry is not an audio one. An esds box (AAC
// AudioSpecificConfig) overrides the sample entry's fields, which MP4
// writers often leave at 2 channels.
func parseStsd(r io.ReaderAt, b box, t *mp4Track) {
	p, err := fullBox(r, b, 8+mp4MaxEntry)
	if err != nil || len(p) < 8+36 {
		return
	}
	e := p[8:] // the first sample entry: size, type, then the audio fields
	e = e[:min(len(e), max(int(be32(e)), 36))]
	t.channels = int(be16(e[24:]))
	t.sampleRate = int(be32(e[32:]) >> 16)
	child := 36
	switch be16(e[16:]) { // QuickTime sound description version
	case 1:
		child += 16
	case 2:
		child += 36
	}
	for child+8 <= len(e) {
		n := int(be32(e[child:]))
		if n < 8 {
			return
		}
		if string(e[child+4:child+8]) == "esds" {
			end := min(len(e), child+n)
			if ch, rate, ok := esdsAudioConfig(e[child+8 : end]); ok {
				if ch > 0 {
					t.channels = ch
				}
				if rate > 0 {
					t.sampleRate = rate
				}
			}
			return
		}
		child += n
	}
}
