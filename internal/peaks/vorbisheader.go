package peaks

import (
	"errors"
	"fmt"
	"math"
)

// vorbisTableBudget bounds the bytes the codebooks of a setup header make
// jfreymuth/vorbis allocate (and the time it spends building them).
// libvorbis's setups, from -q -1 to -q 10, need 60 to 350 KiB.
const vorbisTableBudget = 8 << 20

// checkVorbisHeader rejects the header packets that would make
// jfreymuth/vorbis allocate without bound or loop forever (see ogg.go). It
// goes by the packet's type byte, as the decoder does, whatever its order.
// Anything else wrong is left to the decoder, which reports it.
func checkVorbisHeader(p []byte) error {
	if len(p) < 7 || string(p[1:7]) != "vorbis" {
		return errors.New("not a Vorbis header packet")
	}
	switch p[0] {
	case 1:
		return checkVorbisIdentification(p[7:])
	case 3:
		return checkVorbisComment(p[7:])
	case 5:
		return checkVorbisSetup(p[7:])
	}
	return fmt.Errorf("Vorbis header of unknown type %d", p[0])
}

// checkVorbisIdentification bounds the decoder's buffers (channels times
// the long block size): block sizes 64 to 8192, as the specification says.
func checkVorbisIdentification(h []byte) error {
	if len(h) < 23 {
		return errors.New("Vorbis identification header too short")
	}
	short, long := h[21]&0x0F, h[21]>>4
	if h[4] == 0 || short < 6 || long > 13 || short > long {
		return fmt.Errorf("Vorbis identification header: %d channels, block sizes 2^%d and 2^%d", h[4], short, long)
	}
	return nil
}

// checkVorbisComment checks that the comment count fits in the packet (each
// comment takes at least its 4-byte length): the decoder allocates that
// many strings before reading any.
func checkVorbisComment(h []byte) error {
	if len(h) < 8 || uint64(le32(h)) > uint64(len(h)-8) {
		return errors.New("Vorbis comment header truncated")
	}
	rest := h[4+le32(h):]
	if uint64(le32(rest)) > uint64(len(rest)-4)/4 {
		return fmt.Errorf("Vorbis comment header claims %d comments", le32(rest))
	}
	return nil
}

// checkVorbisSetup walks the codebooks at the start of a setup header,
// reading them as jfreymuth/vorbis will, and rejects those it could not
// survive: no entries or dimensions, more than 2^24 values (libvorbis's own
// limit), lengths that never reach the entry count, no entry in use (its
// Huffman lookup then never ends), or all of them together above
// vorbisTableBudget.
func checkVorbisSetup(h []byte) error {
	r := bitReader{b: h}
	books := int(r.read(8)) + 1
	budget := 0
	for i := range books {
		size, err := checkCodebook(&r)
		if err != nil {
			return fmt.Errorf("Vorbis codebook %d: %w", i, err)
		}
		if budget += size; budget > vorbisTableBudget {
			return fmt.Errorf("Vorbis codebooks need over %d MiB", vorbisTableBudget>>20)
		}
	}
	return nil
}

// checkCodebook reads one codebook and returns the bytes the decoder will
// allocate for it.
func checkCodebook(r *bitReader) (int, error) {
	if r.read(24) != 0x564342 {
		return 0, errors.New("no sync pattern")
	}
	dims, entries := int(r.read(16)), int(r.read(24))
	if dims == 0 || entries == 0 || ilog(dims)+ilog(entries) > 24 {
		return 0, fmt.Errorf("%d entries of %d dimensions", entries, dims)
	}
	used := 0
	if r.read(1) == 0 { // not ordered: a length per entry, maybe sparse
		sparse := r.read(1) == 1
		for i := 0; i < entries && !r.over; i++ {
			if !sparse || r.read(1) == 1 {
				r.read(5)
				used++
			}
		}
	} else { // ordered: runs of entries of increasing length
		length := int(r.read(5)) + 1
		for cur := 0; cur < entries; length++ {
			if length > 32 || r.over {
				return 0, errors.New("ordered lengths do not reach the entry count")
			}
			cur += int(r.read(ilog(entries - cur)))
			if cur > entries {
				return 0, errors.New("ordered lengths overrun the entry count")
			}
		}
		used = entries
	}
	if used == 0 {
		return 0, errors.New("no entry in use")
	}
	size := 9 * entries // the Huffman table: 2·entries−2 uint32s and a byte per node pair
	switch lookup := r.read(4); lookup {
	case 0:
	case 1, 2:
		r.read(32) // minimum value
		r.read(32) // delta value
		bits := int(r.read(4)) + 1
		r.read(1) // sequence flag
		values := entries * dims
		if lookup == 1 { // the same formula as the decoder, to read as many
			values = int(math.Floor(math.Pow(float64(entries), 1/float64(dims))))
		}
		r.skip(values * bits)
		size += 4*values + 4*entries*dims
	default:
		return 0, fmt.Errorf("lookup type %d", lookup)
	}
	if r.over {
		return 0, errors.New("setup header truncated")
	}
	return size, nil
}

// bitReader reads a Vorbis packet's bits, least significant first. Past
// the end it reads zeros, as the decoder's does, and sets over.
type bitReader struct {
	b    []byte
	pos  int // in bits
	over bool
}

func (r *bitReader) read(n int) uint32 {
	var v uint32
	for i := range n {
		if r.pos >= 8*len(r.b) {
			r.over = true
			return v
		}
		v |= uint32(r.b[r.pos/8]>>(r.pos%8)&1) << i
		r.pos++
	}
	return v
}

func (r *bitReader) skip(n int) {
	if r.pos += n; r.pos > 8*len(r.b) {
		r.over = true
	}
}

// ilog is the number of bits needed to write x (0 for 0), as Vorbis says.
func ilog(x int) int {
	n := 0
	for ; x > 0; x >>= 1 {
		n++
	}
	return n
}
