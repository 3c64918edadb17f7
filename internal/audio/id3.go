package audio

import (
	"fmt"
	"io"
)

// id3v2Size returns the total size of the ID3v2 tag at the start of b
// (header, body and the optional v2.4 footer), if b starts with one.
func id3v2Size(b []byte) (int64, bool) {
	if len(b) < 10 || b[0] != 'I' || b[1] != 'D' || b[2] != '3' {
		return 0, false
	}
	if b[3] < 2 || b[3] > 4 || b[4] == 0xFF {
		return 0, false
	}
	var n int64
	for _, c := range b[6:10] {
		if c&0x80 != 0 {
			return 0, false
		}
		n = n<<7 | int64(c)
	}
	n += 10
	if b[3] == 4 && b[5]&0x10 != 0 { // footer present
		n += 10
	}
	return n, true
}

// skipZeros returns the index of the first non-zero byte of b at or after i
// (len(b) if none): some taggers pad past the declared end of an ID3 tag.
func skipZeros(b []byte, i int) int {
	for i < len(b) && b[i] == 0 {
		i++
	}
	return i
}

// id3MaxTags bounds how many ID3v2 tags in a row are skipped (real files
// have one, rarely two), and id3MaxPadding the zero bytes after them: a
// file with more is not a tagged recording.
const (
	id3MaxTags    = 4
	id3MaxPadding = 64 << 10
)

// afterID3 is where the audio of a file that starts with an ID3v2 tag
// begins: past the tag, any tags right after it and the zero padding some
// taggers leave, however long the tags are (cover art makes them far longer
// than SniffLen). It returns that offset and the bytes there (up to
// SniffLen).
func afterID3(r io.ReaderAt, size int64) (int64, []byte, error) {
	var start int64
	for tags := 0; ; tags++ {
		head, err := readAt(r, size, start, SniffLen)
		if err != nil {
			return 0, nil, err
		}
		n, ok := id3v2Size(head)
		if !ok {
			break
		}
		if tags == id3MaxTags {
			return 0, nil, fmt.Errorf("more than %d ID3v2 tags in a row: %w", id3MaxTags, ErrCorrupt)
		}
		if start+n >= size {
			return 0, nil, fmt.Errorf("ID3v2 tag of %d bytes at offset %d and no audio after it: %w", n, start, ErrCorrupt)
		}
		start += n
	}
	for skipped := int64(0); ; {
		head, err := readAt(r, size, start, SniffLen)
		if err != nil {
			return 0, nil, err
		}
		if len(head) == 0 {
			return 0, nil, fmt.Errorf("only zero bytes after the ID3v2 tag: %w", ErrCorrupt)
		}
		z := skipZeros(head, 0)
		start, skipped = start+int64(z), skipped+int64(z)
		if skipped > id3MaxPadding {
			return 0, nil, fmt.Errorf("more than %d zero bytes after the ID3v2 tag: %w", id3MaxPadding, ErrCorrupt)
		}
		if z < len(head) {
			if z > 0 {
				head, err = readAt(r, size, start, SniffLen)
			}
			return start, head, err
		}
	}
}
