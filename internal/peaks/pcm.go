package peaks

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
)

// sampleKind says how one sample of a WAV data chunk is stored.
type sampleKind int

const (
	kindU8  sampleKind = iota // unsigned 8-bit, 128 = silence
	kindS16                   // signed little-endian integers...
	kindS24
	kindS32
	kindF32 // IEEE float little-endian, 1.0 = full scale
	kindF64
)

// wavKind decides the sample kind from the container size (blockAlign per
// channel), not the declared bit depth: 12-bit or 20-bit samples are stored
// left-justified in 16- or 24-bit containers, so the container's full scale
// is theirs too.
func wavKind(f *wavFormat) (sampleKind, int, error) {
	width := f.blockAlign / f.channels
	if width*f.channels != f.blockAlign {
		return 0, 0, fmt.Errorf("WAV block alignment %d does not fit %d channels", f.blockAlign, f.channels)
	}
	switch {
	case f.tag == wavTagPCM && width >= 1 && width <= 4:
		return [...]sampleKind{kindU8, kindS16, kindS24, kindS32}[width-1], width, nil
	case f.tag == wavTagFloat && width == 4:
		return kindF32, width, nil
	case f.tag == wavTagFloat && width == 8:
		return kindF64, width, nil
	case f.tag == wavTagPCM || f.tag == wavTagFloat:
		return 0, 0, fmt.Errorf("WAV samples of %d bytes (%d bits declared) are not supported", width, f.bits)
	}
	return 0, 0, fmt.Errorf("format tag 0x%04X: %w", f.tag, errWAVCodec)
}

// decodePCM feeds the frames of a WAV data chunk to p. A last, incomplete
// frame (a file cut mid-frame) is ignored.
func decodePCM(ctx context.Context, r io.Reader, f *wavFormat, p *peaker) error {
	kind, width, err := wavKind(f)
	if err != nil {
		return err
	}
	// A whole number of frames per read, so a frame never straddles two.
	buf := make([]byte, max(readBuf/f.blockAlign, 1)*f.blockAlign)
	for {
		if err := ctx.Err(); err != nil {
			return err
		}
		n, err := io.ReadFull(r, buf)
		for off := 0; off+f.blockAlign <= n; off += f.blockAlign {
			var loudest float32
			for s := off; s < off+f.blockAlign; s += width {
				loudest = max(loudest, magnitude(kind, buf[s:s+width]))
			}
			p.add(loudest)
		}
		if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
			return nil
		}
		if err != nil {
			return err
		}
	}
}

// magnitude returns the absolute value of one sample, 1.0 being full scale
// (the most negative integer, so -32768 of 16 bits is exactly 1.0). b holds
// exactly the sample's bytes. NaN floats give NaN, which peaker ignores.
func magnitude(kind sampleKind, b []byte) float32 {
	switch kind {
	case kindU8:
		return float32(abs(int32(b[0])-128)) / (1 << 7)
	case kindS16:
		return float32(abs(int32(int16(binary.LittleEndian.Uint16(b))))) / (1 << 15)
	case kindS24:
		v := int32(uint32(b[0])<<8|uint32(b[1])<<16|uint32(b[2])<<24) >> 8 // sign-extend
		return float32(abs(v)) / (1 << 23)
	case kindS32:
		v := int64(int32(binary.LittleEndian.Uint32(b)))
		return float32(float64(max(v, -v)) / (1 << 31))
	case kindF32:
		return float32(math.Abs(float64(math.Float32frombits(binary.LittleEndian.Uint32(b)))))
	case kindF64:
		return float32(math.Abs(math.Float64frombits(binary.LittleEndian.Uint64(b))))
	}
	return 0
}

func abs(v int32) int32 { return max(v, -v) }
