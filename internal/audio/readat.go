package audio

import (
	"encoding/binary"
	"fmt"
	"io"
)

// readAt reads up to n bytes at off, fewer when the file (of the given size)
// ends first. A short read is not an error: callers check the length. Only a
// real I/O error from r is returned.
func readAt(r io.ReaderAt, size, off int64, n int) ([]byte, error) {
	if off < 0 || off >= size || n <= 0 {
		return nil, nil
	}
	if rem := size - off; int64(n) > rem {
		n = int(rem)
	}
	buf := make([]byte, n)
	m, err := r.ReadAt(buf, off)
	if m >= n {
		return buf[:n], nil
	}
	if m < 0 {
		m = 0
	}
	if err == nil || err == io.EOF {
		return buf[:m], nil
	}
	return buf[:m], fmt.Errorf("read at offset %d: %w", off, err)
}

// readExact reads exactly n bytes at off; what is missing is reported as
// ErrCorrupt, naming what was being read.
func readExact(r io.ReaderAt, size, off int64, n int, what string) ([]byte, error) {
	b, err := readAt(r, size, off, n)
	if err != nil {
		return nil, err
	}
	if len(b) < n {
		return nil, fmt.Errorf("%s truncated at offset %d: %w", what, off, ErrCorrupt)
	}
	return b, nil
}

func be16(b []byte) uint16 { return binary.BigEndian.Uint16(b) }
func be32(b []byte) uint32 { return binary.BigEndian.Uint32(b) }
func be64(b []byte) uint64 { return binary.BigEndian.Uint64(b) }
func le16(b []byte) uint16 { return binary.LittleEndian.Uint16(b) }
func le32(b []byte) uint32 { return binary.LittleEndian.Uint32(b) }
func le64(b []byte) uint64 { return binary.LittleEndian.Uint64(b) }

// bitrate returns the average bitrate of n bytes played over d seconds.
func bitrate(n int64, d float64) int {
	if n <= 0 || d <= 0 {
		return 0
	}
	return int(float64(n)*8/d + 0.5)
}
