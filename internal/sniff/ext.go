package sniff

import (
	"io"

	"github.com/gabriel-vasile/mimetype"

	"selah/internal/audio"
)

// HeadSize is how many leading bytes Ext wants to see.
const HeadSize = audio.SniffLen

// Ext is the file extension (with its dot) of what a file's first bytes
// are, never of its name: .png, .jpg or .webp for the images we accept;
// the audio formats internal/audio recognises by theirs (.mp3, .m4a, .aac,
// .ogg, .opus, .wav, .flac), as the stream and the feeds read them back
// (audio.FormatOfName); anything else by its detected type (.mp3 for an
// MPEG file audio.Sniff does not recognise, .txt, .html), or .bin.
func Ext(head []byte) string {
	mt := mimetype.Detect(head)
	switch mt.String() {
	case "image/png":
		return ".png"
	case "image/jpeg":
		return ".jpg"
	case "image/webp":
		return ".webp"
	}
	if f, ok := audio.Sniff(head); ok {
		return f.Ext()
	}
	if ext := mt.Extension(); ext != "" {
		return ext
	}
	return ".bin"
}

// ReadHead reads up to HeadSize leading bytes of r.
func ReadHead(r io.Reader) ([]byte, error) {
	buf := make([]byte, HeadSize)
	n, err := io.ReadFull(r, buf)
	if err != nil && err != io.ErrUnexpectedEOF && err != io.EOF {
		return nil, err
	}
	return buf[:n], nil
}
