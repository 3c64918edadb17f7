package audio

import (
	"errors"
	"strings"
	"testing"
)

// id3Tag is an ID3v2.4 tag whose body is n zero bytes (a tag's size is
// synchsafe: 7 bits a byte).
func id3Tag(n int) []byte {
	return cat([]byte{'I', 'D', '3', 4, 0, 0, byte(n >> 21 & 0x7F), byte(n >> 14 & 0x7F), byte(n >> 7 & 0x7F), byte(n & 0x7F)},
		make([]byte, n))
}

// A tag longer than SniffLen (cover art) is read past, however long, and
// further tags and zero padding after it too.
func TestProbeLongID3(t *testing.T) {
	frames := cat(mp3Frame(), mp3Frame(), mp3Frame(), mp3Frame(), mp3Frame())
	want := float64(len(frames)) * 8 / 128000
	for name, c := range map[string]struct {
		file   []byte
		format Format
		header int64
	}{
		"one long tag":          {cat(id3Tag(100_000), frames), MP3, 100_010},
		"two tags":              {cat(id3Tag(5000), id3Tag(300), frames), MP3, 5320},
		"long tag then padding": {cat(id3Tag(SniffLen), make([]byte, SniffLen+7), frames), MP3, 2*SniffLen + 17},
		"long tag then ADTS":    {cat(id3Tag(9000), readFixture(t, "adts.aac")), AAC, 9010},
		"long tag then FLAC":    {cat(id3Tag(9000), readFixture(t, "tone.flac")), FLAC, 0},
	} {
		info, err := probeBytes(c.file)
		switch {
		case err != nil:
			t.Errorf("%s: %v", name, err)
		case info.Format != c.format:
			t.Errorf("%s: format %s, want %s", name, info.Format, c.format)
		case c.format == MP3 && (abs(info.Duration-want) > 1e-9 || info.HeaderSize != c.header):
			t.Errorf("%s: %+v, want %.4f s, header %d", name, info, want, c.header)
		case c.format == AAC && info.HeaderSize != c.header:
			t.Errorf("%s: header %d, want %d", name, info.HeaderSize, c.header)
		}
	}
}

// An ID3v2 tag must be followed by the frames of its format. A playlist
// (or anything else) right after it is refused, even with MP3 frames
// further on and a tag longer than SniffLen: ffmpeg skips the tag and then
// guesses the format from what follows, and would have opened an HLS
// playlist naming other people's files (issue 25).
func TestProbeID3NotFollowedByFrames(t *testing.T) {
	frames := cat(mp3Frame(), mp3Frame(), mp3Frame(), mp3Frame(), mp3Frame())
	playlist := []byte("#EXTM3U\n#EXT-X-TARGETDURATION:70\n#EXTINF:70,\n../abc123/other.mp3\n#EXT-X-ENDLIST\n")
	for name, file := range map[string][]byte{
		"playlist after a long tag":   cat(id3Tag(5000), playlist, frames),
		"playlist after a short tag":  cat(id3Tag(20), playlist, frames),
		"concat script after a tag":   cat(id3Tag(20), []byte("ffconcat version 1.0\nfile ../x.mp3\n"), frames),
		"junk between tag and frames": cat(id3Tag(0), []byte("junk!"), frames),
		"a second tag then text":      cat(id3Tag(6000), id3Tag(10), playlist, frames),
		"only padding after the tag":  cat(id3Tag(10), make([]byte, 100)),
		"padding past the bound":      cat(id3Tag(10), make([]byte, id3MaxPadding+1), frames),
		"too many tags":               cat(id3Tag(1), id3Tag(1), id3Tag(1), id3Tag(1), id3Tag(1), frames),
	} {
		info, err := probeBytes(file)
		if !errors.Is(err, ErrCorrupt) {
			t.Errorf("%s: Probe = %+v, %v; want ErrCorrupt", name, info, err)
		}
		if strings.Contains(name, "playlist") && (err == nil || !strings.Contains(err.Error(), "#EXTM3U")) {
			t.Errorf("%s: the error %v does not say what follows the tag", name, err)
		}
	}
}
