package audio

import (
	"fmt"
	"io"
)

// Probe recognises the format of the size bytes readable from r and measures
// the audio, reading only headers and indexes (the ADTS frame headers of raw
// AAC, the tail of an Ogg file), never the whole file into memory.
//
// Errors wrap ErrEmpty (no bytes), ErrUnknownFormat (not a supported audio
// format, including an MP4 without an audio track), ErrCorrupt (recognised
// but with truncated or invalid headers, or no audio frames), or an I/O error
// from r.
//
// A cut-short file is measured as far as it goes where the format allows it
// (WAV, CBR MP3, MP3 whose Xing header gives the byte count, ADTS, Ogg); a
// FLAC or an MP4 with moov first reports the duration its headers declare,
// except that an MP4 whose media data runs past the end is ErrCorrupt.
func Probe(r io.ReaderAt, size int64) (Info, error) {
	if size <= 0 {
		return Info{}, fmt.Errorf("audio: size %d: %w", size, ErrEmpty)
	}
	if r == nil {
		return Info{}, fmt.Errorf("audio: nil reader: %w", ErrEmpty)
	}
	info, err := probe(r, size)
	if err != nil {
		return Info{}, fmt.Errorf("audio: %w", err)
	}
	return info, nil
}

// probe dispatches on the first bytes, past any ID3v2 tag.
func probe(r io.ReaderAt, size int64) (Info, error) {
	head, err := readAt(r, size, 0, SniffLen)
	if err != nil {
		return Info{}, err
	}
	if len(head) == 0 {
		return Info{}, fmt.Errorf("nothing could be read: %w", ErrEmpty)
	}
	if _, ok := id3v2Size(head); ok {
		return probeAfterID3(r, size)
	}
	return probeBare(r, size, head)
}

// probeAfterID3 measures what follows the ID3v2 tag a file starts with:
// MPEG audio (the usual case), ADTS or FLAC, whose frames must start right
// after the tag (and its zero padding). Anything else there is ErrCorrupt,
// however far into the file frames might be found: a decoder skips the
// tag and then decides from what follows, so a playlist or a concat script
// placed there, with real frames further on to pass this probe, would make
// ffmpeg read other files (issue 25). The tag may be longer than SniffLen.
func probeAfterID3(r io.ReaderAt, size int64) (Info, error) {
	start, head, err := afterID3(r, size)
	if err != nil {
		return Info{}, err
	}
	switch {
	case mpegFramesAt(head):
		return probeMP3(r, size, start)
	case sniffADTS(head):
		return probeADTS(r, size, start)
	case sniffFLAC(head):
		return probeFLAC(r, size, start)
	}
	return Info{}, fmt.Errorf("the ID3v2 tag is followed by %s at offset %d, not by MP3, AAC or FLAC frames: %w",
		describeBytes(head), start, ErrCorrupt)
}

// mpegFramesAt reports whether b starts with an MPEG audio frame followed by
// a second one of the same stream.
func mpegFramesAt(b []byte) bool {
	h, ok := parseMPEGHeader(b)
	if !ok || len(b) < h.frameLen+4 {
		return false
	}
	n, ok := parseMPEGHeader(b[h.frameLen:])
	return ok && h.sameStream(n)
}

// describeBytes names what b starts with for an error: its first bytes,
// quoted, text or not.
func describeBytes(b []byte) string {
	return fmt.Sprintf("%q", b[:min(len(b), 16)])
}

// probeBare dispatches on the format sniffed from head.
func probeBare(r io.ReaderAt, size int64, head []byte) (Info, error) {
	f, ok := sniffBare(head)
	if !ok {
		return Info{}, ErrUnknownFormat
	}
	switch f {
	case MP3:
		return probeMP3(r, size, 0)
	case AAC:
		return probeADTS(r, size, 0)
	case M4A:
		return probeMP4(r, size)
	case OGGVorbis, OGGOpus:
		return probeOgg(r, size)
	case WAV:
		return probeWAV(r, size)
	case FLAC:
		return probeFLAC(r, size, 0)
	}
	return Info{}, ErrUnknownFormat
}
