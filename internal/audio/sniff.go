package audio

// SniffLen is how many leading bytes Sniff wants to see (fewer work, with
// less certainty).
const SniffLen = 4096

// Sniff decides the format from the first bytes of a file (ideally SniffLen
// of them), never from its name or declared type. It recognises an ID3v2 tag
// followed by MPEG frames (or ADTS or FLAC), bare MPEG audio frames, an ftyp
// box with an audio-capable MP4 brand, ADTS frames, Ogg Vorbis and Ogg Opus,
// RIFF/WAVE and fLaC; it reports false for anything else.
//
// When an ID3v2 tag runs past the end of header (large cover art), Sniff
// reports MP3: Probe, which reads past the tag, has the final word, and
// refuses a tag not followed right away by MPEG, ADTS or FLAC frames.
func Sniff(header []byte) (Format, bool) {
	if n, ok := id3v2Size(header); ok {
		if n >= int64(len(header)) {
			return MP3, true
		}
		rest := header[skipZeros(header, int(n)):]
		if len(rest) < 4 {
			return MP3, true
		}
		if f, ok := sniffBare(rest); ok && (f == MP3 || f == AAC || f == FLAC) {
			return f, true
		}
		return "", false
	}
	return sniffBare(header)
}

// sniffBare recognises a format from bytes that do not start with ID3v2.
func sniffBare(b []byte) (Format, bool) {
	switch {
	case sniffFLAC(b):
		return FLAC, true
	case sniffWAV(b):
		return WAV, true
	case sniffMP4(b):
		return M4A, true
	case sniffADTS(b):
		return AAC, true
	case sniffMPEG(b):
		return MP3, true
	}
	return sniffOgg(b)
}
