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
	if tag, ok := id3v2Size(head); ok {
		return probeAfterID3(r, size, tag)
	}
	return probeBare(r, size, head)
}

// probeAfterID3 measures what follows an ID3v2 tag of tag bytes: MPEG audio
// (the usual case), ADTS or FLAC.
func probeAfterID3(r io.ReaderAt, size, tag int64) (Info, error) {
	if tag >= size {
		return Info{}, fmt.Errorf("ID3v2 tag of %d bytes and no audio after it: %w", tag, ErrCorrupt)
	}
	head, err := readAt(r, size, tag, SniffLen)
	if err != nil {
		return Info{}, err
	}
	start := tag + int64(skipZeros(head, 0))
	if start < size {
		if head, err = readAt(r, size, start, SniffLen); err != nil {
			return Info{}, err
		}
	}
	f, _ := sniffBare(head)
	switch f {
	case AAC:
		return probeADTS(r, size, start)
	case FLAC:
		return probeFLAC(r, size, start)
	}
	return probeMP3(r, size, tag)
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
