package ffmpegrun

import (
	"fmt"

	"selah/internal/audio"
)

// demuxers names ffmpeg's demuxer for each format internal/audio
// recognises (names of Debian's ffmpeg 5.1; "mov" is the demuxer whose
// names include mp4 and m4a).
var demuxers = map[audio.Format]string{
	audio.MP3:       "mp3",
	audio.M4A:       "mov",
	audio.AAC:       "aac",
	audio.OGGVorbis: "ogg",
	audio.OGGOpus:   "ogg",
	audio.WAV:       "wav",
	audio.FLAC:      "flac",
}

// Demuxer is ffmpeg's demuxer for format f; false for a format that is not
// one of audio.Formats.
func Demuxer(f audio.Format) (string, bool) {
	d, ok := demuxers[f]
	return d, ok
}

// inputArgs are the options that open path as format f, and nothing else:
// the demuxer named and the only one allowed, the file protocol the only
// protocol. They are input options, so they come right before -i.
func inputArgs(path string, f audio.Format) ([]string, error) {
	d, ok := Demuxer(f)
	if !ok {
		return nil, fmt.Errorf("ffmpegrun: no demuxer for format %q: %w", f, ErrFormat)
	}
	return []string{
		"-protocol_whitelist", "file",
		"-format_whitelist", d,
		"-f", d,
		"-i", FileURL(path),
	}, nil
}

// FileURL names a local file for ffmpeg: with the file: protocol, a name
// starting with '-' is not an option and one containing ':' is not taken
// for another protocol.
func FileURL(path string) string { return "file:" + path }
