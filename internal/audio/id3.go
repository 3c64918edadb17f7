package audio

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
