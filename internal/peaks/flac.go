package peaks

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/mewkiz/flac"
)

// decodeFLAC feeds the frames of a FLAC stream to p, one audio frame (at
// most 65535 samples a channel) at a time. mewkiz/flac checks every frame's
// CRC and reports a stream cut mid-frame as an unexpected EOF, so a
// truncated file is an error.
func decodeFLAC(ctx context.Context, r *bufio.Reader, p *peaker) error {
	if err := checkFLACStart(r); err != nil {
		return err
	}
	stream, err := flac.New(r)
	if err != nil {
		return err
	}
	for {
		if err := ctx.Err(); err != nil {
			return err
		}
		f, err := stream.ParseNext()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err
		}
		bps := int(f.BitsPerSample)
		if bps < 1 || bps > 32 || len(f.Subframes) == 0 {
			return fmt.Errorf("frame with %d bits per sample and %d channels", bps, len(f.Subframes))
		}
		// Samples are signed integers of bps bits: full scale is 2^(bps-1).
		scale := float64(int64(1) << (bps - 1))
		n := len(f.Subframes[0].Samples)
		for _, sf := range f.Subframes[1:] {
			n = min(n, len(sf.Samples))
		}
		for i := range n {
			var loudest int64
			for _, sf := range f.Subframes {
				v := int64(sf.Samples[i])
				loudest = max(loudest, v, -v)
			}
			p.add(float32(float64(loudest) / scale))
		}
	}
}

// checkFLACStart skips an ID3v2 tag and checks that the stream opens with
// "fLaC" and a 34-byte STREAMINFO block, as the format requires. mewkiz/flac
// parses whatever block comes first, and a VORBIS_COMMENT or PICTURE block
// there makes it allocate what the file declares (up to 64 GiB, which no
// recover survives); the blocks after the first it skips without parsing.
func checkFLACStart(r *bufio.Reader) error {
	if err := skipID3v2(r); err != nil {
		return err
	}
	h, err := r.Peek(8)
	if err != nil {
		return truncated("FLAC header", err)
	}
	if string(h[:4]) != "fLaC" || h[4]&0x7F != 0 || h[5] != 0 || h[6] != 0 || h[7] != 34 {
		return errors.New(`FLAC stream does not start with "fLaC" and a STREAMINFO block`)
	}
	return nil
}
