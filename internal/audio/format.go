package audio

import "strings"

// Format is an audio container/codec combination Selah accepts.
type Format string

// The formats Sniff and Probe recognise.
const (
	// MP3 is MPEG audio (layer III, and layers I and II alike), optionally
	// preceded by an ID3v2 tag.
	MP3 Format = "mp3"
	// M4A is audio (usually AAC) in an MP4/ISO base media container.
	M4A Format = "m4a"
	// AAC is raw AAC in ADTS frames, with no container.
	AAC Format = "aac"
	// OGGVorbis is Vorbis audio in an Ogg container.
	OGGVorbis Format = "ogg-vorbis"
	// OGGOpus is Opus audio in an Ogg container.
	OGGOpus Format = "ogg-opus"
	// WAV is a RIFF/WAVE file (usually PCM samples).
	WAV Format = "wav"
	// FLAC is a native FLAC stream ("fLaC").
	FLAC Format = "flac"
)

// Formats lists every supported format, in a stable order.
var Formats = []Format{MP3, M4A, AAC, OGGVorbis, OGGOpus, WAV, FLAC}

// MIME returns the canonical MIME type under which the format is stored and
// served, or "" for an unknown format.
func (f Format) MIME() string {
	switch f {
	case MP3:
		return "audio/mpeg"
	case M4A:
		return "audio/mp4"
	case AAC:
		return "audio/aac"
	case OGGVorbis, OGGOpus:
		return "audio/ogg"
	case WAV:
		return "audio/wav"
	case FLAC:
		return "audio/flac"
	}
	return ""
}

// Ext returns the canonical file extension for the format, with its leading
// dot (".mp3"), or "" for an unknown format.
func (f Format) Ext() string {
	switch f {
	case MP3:
		return ".mp3"
	case M4A:
		return ".m4a"
	case AAC:
		return ".aac"
	case OGGVorbis:
		return ".ogg"
	case OGGOpus:
		return ".opus"
	case WAV:
		return ".wav"
	case FLAC:
		return ".flac"
	}
	return ""
}

// Valid reports whether f is one of the supported formats.
func (f Format) Valid() bool { return f.MIME() != "" }

// String returns the format's name, as stored ("mp3", "ogg-opus", ...).
func (f Format) String() string { return string(f) }

// FormatOfName is the format of a stored file, read off the extension we
// gave it at upload (decided then from the bytes); "" when none matches.
func FormatOfName(filename string) Format {
	for _, f := range Formats {
		if strings.HasSuffix(filename, f.Ext()) {
			return f
		}
	}
	return ""
}
