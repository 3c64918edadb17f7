package peaks

import (
	"bufio"
	"context"
	"errors"
	"io"

	"github.com/jfreymuth/oggvorbis"
)

// decodeVorbis feeds an Ogg Vorbis stream to p, through oggGuard (see
// ogg.go for why). oggvorbis returns interleaved float32 samples, already
// clamped to [-1, 1].
func decodeVorbis(ctx context.Context, r *bufio.Reader, p *peaker) error {
	d, err := oggvorbis.NewReader(&oggGuard{r: r})
	if err != nil {
		return err
	}
	ch := d.Channels()
	if ch < 1 {
		return errors.New("Vorbis stream without channels")
	}
	buf := make([]float32, max(readBuf/4/ch, 1)*ch)
	for {
		if err := ctx.Err(); err != nil {
			return err
		}
		n, err := d.Read(buf)
		n -= n % ch // Read promises whole frames; this keeps the loop in bounds regardless
		for i := 0; i < n; i += ch {
			var loudest float32
			for _, v := range buf[i : i+ch] {
				loudest = max(loudest, v, -v)
			}
			p.add(loudest)
		}
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err
		}
	}
}
