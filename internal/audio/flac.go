package audio

import (
	"bytes"
	"fmt"
	"io"
)

const flacMaxBlocks = 1 << 12

// sniffFLAC reports whether b starts a native FLAC stream whose first
// metadata block is STREAMINFO.
func sniffFLAC(b []byte) bool {
	return len(b) >= 5 && bytes.Equal(b[:4], []byte("fLaC")) && b[4]&0x7F == 0
}

// probeFLAC reads STREAMINFO and skips the other metadata blocks (pictures
// included, without reading them) to the first frame.
func probeFLAC(r io.ReaderAt, size, start int64) (Info, error) {
	off := start + 4
	var si []byte
	for i := 0; ; i++ {
		if i == flacMaxBlocks {
			return Info{}, fmt.Errorf("FLAC has too many metadata blocks: %w", ErrCorrupt)
		}
		hdr, err := readExact(r, size, off, 4, "FLAC metadata block header")
		if err != nil {
			return Info{}, err
		}
		last, typ := hdr[0]&0x80 != 0, hdr[0]&0x7F
		n := int64(hdr[1])<<16 | int64(hdr[2])<<8 | int64(hdr[3])
		if i == 0 {
			if typ != 0 || n < 34 {
				return Info{}, fmt.Errorf("FLAC does not start with STREAMINFO: %w", ErrCorrupt)
			}
			if si, err = readExact(r, size, off+4, 34, "FLAC STREAMINFO"); err != nil {
				return Info{}, err
			}
		} else if typ == 127 {
			return Info{}, fmt.Errorf("invalid FLAC metadata block type: %w", ErrCorrupt)
		}
		off += 4 + n
		if off > size {
			return Info{}, fmt.Errorf("FLAC metadata truncated: %w", ErrCorrupt)
		}
		if last {
			break
		}
	}
	sync, err := readAt(r, size, off, 2)
	if err != nil {
		return Info{}, err
	}
	if len(sync) < 2 || sync[0] != 0xFF || sync[1]&0xFE != 0xF8 {
		return Info{}, fmt.Errorf("FLAC has no audio frame after its metadata: %w", ErrCorrupt)
	}
	rate := int(si[10])<<12 | int(si[11])<<4 | int(si[12]>>4)
	channels := int(si[12]>>1&7) + 1
	total := int64(si[13]&0x0F)<<32 | int64(be32(si[14:]))
	if rate == 0 {
		return Info{}, fmt.Errorf("FLAC STREAMINFO has no sample rate: %w", ErrCorrupt)
	}
	if total == 0 {
		return Info{}, fmt.Errorf("FLAC STREAMINFO does not give the total number of samples, so the duration is unknown: %w", ErrCorrupt)
	}
	d := float64(total) / float64(rate)
	return Info{
		Format:     FLAC,
		Duration:   d,
		Bitrate:    bitrate(size-off, d),
		SampleRate: rate,
		Channels:   channels,
		HeaderSize: off,
	}, nil
}
