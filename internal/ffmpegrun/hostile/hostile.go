// Package hostile builds the files of issue 25's attack on the rendition
// worker, for the tests that show it closed (internal/ffmpegrun,
// internal/transcode, internal/peaks, routes): scripts that make a
// guessing ffmpeg read other files, alone or hidden behind an ID3 tag.
package hostile

import (
	"bytes"
	"encoding/binary"
	"strconv"
	"strings"
)

// ID3Tag is an ID3v2.4 tag of n body bytes (zeros: padding, as a tagger
// leaves), 10+n bytes in all. Its size is synchsafe, 7 bits a byte.
func ID3Tag(n int) []byte {
	tag := []byte{'I', 'D', '3', 4, 0, 0, byte(n >> 21 & 0x7F), byte(n >> 14 & 0x7F), byte(n >> 7 & 0x7F), byte(n & 0x7F)}
	return append(tag, make([]byte, n)...)
}

// HLS is an HLS playlist naming each of targets (paths relative to the
// playlist, such as ../OTHER_EPISODE/FILE.mp3) as a segment of seconds.
func HLS(seconds int, targets ...string) []byte {
	var b strings.Builder
	b.WriteString("#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:")
	b.WriteString(strconv.Itoa(seconds))
	b.WriteString("\n#EXT-X-MEDIA-SEQUENCE:0\n")
	for _, t := range targets {
		b.WriteString("#EXTINF:" + strconv.Itoa(seconds) + ",\n" + t + "\n")
	}
	b.WriteString("#EXT-X-ENDLIST\n")
	return []byte(b.String())
}

// Concat is an ffconcat script naming each of targets.
func Concat(targets ...string) []byte {
	var b strings.Builder
	b.WriteString("ffconcat version 1.0\n")
	for _, t := range targets {
		b.WriteString("file " + t + "\n")
	}
	return []byte(b.String())
}

// PlaylistBehindID3 is the upload of the attack: an ID3 tag longer than
// the 4,096 bytes internal/audio used to sniff (tagBody bytes of body),
// then playlist, then a real MP3, whose frames let a probe that searches
// past the tag find audio and measure a duration.
func PlaylistBehindID3(tagBody int, playlist, mp3 []byte) []byte {
	out := ID3Tag(tagBody)
	out = append(out, playlist...)
	return append(out, mp3...)
}

// ShortXing is mp3 (made by LAME, whose first frame is a Xing "Info"
// header) with that header claiming a factor-th of its frames and bytes: a
// probe that trusts it measures a factor-th of the length, while a decoder
// plays every frame. It panics on an MP3 without the header (a test's own
// fixture).
func ShortXing(mp3 []byte, factor int) []byte {
	out := append([]byte(nil), mp3...)
	head := out[:min(len(out), 256)]
	at := bytes.Index(head, []byte("Info"))
	if at < 0 {
		at = bytes.Index(head, []byte("Xing"))
	}
	if at < 0 || at+16 > len(out) {
		panic("hostile: no Xing header in the first frame")
	}
	flags := binary.BigEndian.Uint32(out[at+4:])
	field := at + 8
	for bit := uint32(1); bit <= 2; bit <<= 1 { // frames, then bytes
		if flags&bit != 0 {
			v := binary.BigEndian.Uint32(out[field:])
			binary.BigEndian.PutUint32(out[field:], v/uint32(factor))
			field += 4
		}
	}
	return out
}
