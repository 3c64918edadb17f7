package peaks

import (
	"bufio"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/hajimehoshi/go-mp3"

	"selah/internal/audio"
)

// fromMP3 decodes MPEG-1/2 layer III in Go with go-mp3 and hands the rest of
// what internal/audio calls MP3 (layers I and II, MPEG 2.5, free bitrate,
// which go-mp3 refuses) to ffmpeg, deciding from the first frame header.
func fromMP3(ctx context.Context, path string, p *peaker) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	br := bufio.NewReaderSize(f, readBuf)
	if err := skipID3v2(br); err != nil {
		return err
	}
	head, err := br.Peek(4)
	if err != nil {
		return truncated("MP3 first frame header", err)
	}
	if needsFFmpeg(head) {
		return fromFFmpeg(ctx, path, audio.MP3, p)
	}
	return safely(audio.MP3, func() error { return decodeMP3(ctx, br, p) }) // see fromFile
}

// needsFFmpeg reports whether h is a valid MPEG audio frame header that
// go-mp3 cannot decode: MPEG 2.5, layer I or II, or free bitrate. Bytes that
// are no frame header at all stay with go-mp3, which searches for the next
// frame or fails: junk is an error, not a reason to run ffmpeg.
func needsFFmpeg(h []byte) bool {
	v := binary.BigEndian.Uint32(h)
	version, layer, bitrate, rate := v>>19&3, v>>17&3, v>>12&15, v>>10&3
	if v>>21 != 0x7FF || version == 1 || layer == 0 || bitrate == 15 || rate == 3 {
		return false // not a frame header (1 and 0 are the reserved values)
	}
	return version == 0 || layer != 1 || bitrate == 0 // 2.5; not layer III; free
}

// decodeMP3 feeds go-mp3's output (always 16-bit stereo, mono duplicated)
// to p.
func decodeMP3(ctx context.Context, r *bufio.Reader, p *peaker) error {
	d, err := mp3.NewDecoder(r)
	if errors.Is(err, io.EOF) { // go-mp3's word for "searched to the end"
		return errors.New("no MPEG audio frame found")
	}
	if err != nil {
		return err
	}
	buf := make([]byte, readBuf) // a multiple of 4, one stereo frame
	for {
		if err := ctx.Err(); err != nil {
			return err
		}
		n, err := io.ReadFull(d, buf)
		for i := 0; i+4 <= n; i += 4 {
			l := magnitude(kindS16, buf[i:i+2])
			r := magnitude(kindS16, buf[i+2:i+4])
			p.add(max(l, r))
		}
		if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
			return nil
		}
		if err != nil {
			return fmt.Errorf("decoding: %w", err)
		}
	}
}
