package peaks

import "bufio"

// skipID3v2 skips the ID3v2 tags (and the zero padding some taggers leave
// after them, as internal/audio does) at the start of an MP3 or FLAC file.
// go-mp3 skips one tag itself, but by allocating a buffer of the size the
// tag declares (up to 256 MiB) and reading it; discarding costs nothing.
func skipID3v2(br *bufio.Reader) error {
	for range 8 { // a tag or two in real files; the bound stops a loop on junk
		h, err := br.Peek(10)
		if err != nil || string(h[:3]) != "ID3" {
			break
		}
		size := int(h[6]&0x7F)<<21 | int(h[7]&0x7F)<<14 | int(h[8]&0x7F)<<7 | int(h[9]&0x7F)
		size += 10
		if h[5]&0x10 != 0 { // footer present
			size += 10
		}
		if _, err := br.Discard(size); err != nil {
			return truncated("ID3v2 tag", err)
		}
	}
	for {
		b, err := br.Peek(1)
		if err != nil {
			return truncated("audio after the ID3v2 tag", err)
		}
		if b[0] != 0 {
			return nil
		}
		_, _ = br.Discard(1)
	}
}
