package peaks

import (
	"bufio"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"

	"selah/internal/audio"
)

// internal/audio parses WAV headers too, but only through io.ReaderAt and
// without exporting them; peaks must read a WAV from a pipe as well (ffmpeg's
// output), so it walks the RIFF chunks itself, front to back.

const (
	wavMaxChunks   = 1 << 12    // as internal/audio: a bound on junk before the data
	wavUnsized     = 0xFFFFFFFF // data size of a streamed WAV (ffmpeg to a pipe)
	wavExtensible  = 0xFFFE
	wavTagPCM      = 1
	wavTagFloat    = 3
	wavFmtReadSize = 40 // fmt fields we use, WAVE_FORMAT_EXTENSIBLE included
)

// errWAVCodec marks a WAV whose samples are not integer PCM or IEEE float
// (A-law, µ-law, ADPCM, MP3 in WAV...): ffmpeg's job.
var errWAVCodec = errors.New("WAV codec not decoded in Go")

// wavFormat is what the samples of a WAV need from its fmt chunk.
type wavFormat struct {
	tag        uint16 // the sub-format's for WAVE_FORMAT_EXTENSIBLE
	channels   int
	blockAlign int // bytes per frame
	bits       int // declared bits per sample (the container size when extensible)
}

// fromWAV decodes PCM and float WAV in Go and hands other codecs to ffmpeg.
func fromWAV(ctx context.Context, path string, p *peaker) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	err = decodeWAV(ctx, bufio.NewReaderSize(f, readBuf), p)
	if errors.Is(err, errWAVCodec) {
		return fromFFmpeg(ctx, path, audio.WAV, p)
	}
	return err
}

// decodeWAV walks the RIFF chunks of r (skipping LIST and anything else, odd
// sizes padded) to fmt and then data, and feeds the data's samples to p.
func decodeWAV(ctx context.Context, r io.Reader, p *peaker) error {
	var hdr [12]byte
	if _, err := io.ReadFull(r, hdr[:]); err != nil {
		return truncated("WAV header", err)
	}
	if string(hdr[:4]) != "RIFF" || string(hdr[8:]) != "WAVE" {
		return errors.New("not a RIFF/WAVE file")
	}
	var wf *wavFormat
	for range wavMaxChunks {
		if _, err := io.ReadFull(r, hdr[:8]); err != nil {
			return truncated("WAV chunk header (no data chunk)", err)
		}
		id, n := string(hdr[:4]), int64(binary.LittleEndian.Uint32(hdr[4:]))
		switch id {
		case "fmt ":
			f, err := readWAVFmt(r, n)
			if err != nil {
				return err
			}
			wf = f
		case "data":
			if wf == nil {
				return errors.New("WAV data chunk before its fmt chunk")
			}
			return decodePCM(ctx, wavData(r, n), wf, p)
		default:
			if err := skip(r, n+n&1); err != nil {
				return truncated("WAV "+id+" chunk", err)
			}
		}
	}
	return errors.New("WAV has no data chunk")
}

// wavData limits r to a data chunk of declared size n. A size of 0 or
// 0xFFFFFFFF (a streamed recording, ffmpeg writing to a pipe) means "to the
// end"; a chunk cut short by the end of the file is read as far as it goes,
// as internal/audio's Probe measures it.
func wavData(r io.Reader, n int64) io.Reader {
	if n == 0 || n == wavUnsized {
		return r
	}
	return io.LimitReader(r, n)
}

// readWAVFmt reads a fmt chunk of n bytes (and its pad byte).
func readWAVFmt(r io.Reader, n int64) (*wavFormat, error) {
	if n < 16 {
		return nil, fmt.Errorf("WAV fmt chunk of %d bytes is too short", n)
	}
	b := make([]byte, min(n, wavFmtReadSize))
	if _, err := io.ReadFull(r, b); err != nil {
		return nil, truncated("WAV fmt chunk", err)
	}
	if err := skip(r, n-int64(len(b))+n&1); err != nil {
		return nil, truncated("WAV fmt chunk", err)
	}
	f := &wavFormat{
		tag:        binary.LittleEndian.Uint16(b),
		channels:   int(binary.LittleEndian.Uint16(b[2:])),
		blockAlign: int(binary.LittleEndian.Uint16(b[12:])),
		bits:       int(binary.LittleEndian.Uint16(b[14:])),
	}
	if f.tag == wavExtensible {
		if len(b) < 26 {
			return nil, errors.New("WAVE_FORMAT_EXTENSIBLE fmt chunk is too short")
		}
		f.tag = binary.LittleEndian.Uint16(b[24:]) // the sub-format GUID starts with the tag
	}
	if f.channels == 0 || f.blockAlign == 0 {
		return nil, errors.New("WAV fmt chunk has no channels or no block alignment")
	}
	return f, nil
}

// skip discards n bytes of r, failing if r ends first.
func skip(r io.Reader, n int64) error {
	if n <= 0 {
		return nil
	}
	if br, ok := r.(*bufio.Reader); ok && n <= int64(^uint(0)>>1) {
		_, err := br.Discard(int(n))
		return err
	}
	_, err := io.CopyN(io.Discard, r, n)
	return err
}

// truncated words a read that ended early (EOF at a boundary included: the
// structure being read is required).
func truncated(what string, err error) error {
	if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
		return fmt.Errorf("%s truncated: %w", what, io.ErrUnexpectedEOF)
	}
	return fmt.Errorf("reading %s: %w", what, err)
}
