package audio

import (
	"io"
	"testing"
)

// sparseFile is a large virtual file: head, zeros, tail. It counts the bytes
// Probe reads.
type sparseFile struct {
	head, tail []byte
	size, read int64
}

func (s *sparseFile) ReadAt(p []byte, off int64) (int, error) {
	if off < 0 || off >= s.size {
		return 0, io.EOF
	}
	n := int(min(int64(len(p)), s.size-off))
	tailStart := s.size - int64(len(s.tail))
	for i := range n {
		switch pos := off + int64(i); {
		case pos < int64(len(s.head)):
			p[i] = s.head[pos]
		case pos >= tailStart:
			p[i] = s.tail[pos-tailStart]
		default:
			p[i] = 0
		}
	}
	s.read += int64(n)
	if n < len(p) {
		return n, io.EOF
	}
	return n, nil
}

// TestProbeLargeFilesReadLittle: a 500 MiB upload is measured from its
// headers and indexes, not read whole.
func TestProbeLargeFilesReadLittle(t *testing.T) {
	const size = 500 << 20
	vorbis := readFixture(t, "vorbis.ogg")
	flacHead := cat([]byte("fLaC"), readFixture(t, "tone.flac")[4:42]) // STREAMINFO, not last
	flacHead[4] = 0
	picture := 8 << 20
	flacHead = cat(flacHead, []byte{0x86, byte(picture >> 16), byte(picture >> 8), byte(picture)}) // last block: PICTURE
	mp4Spec := mp4Spec{handler: "soun", v1: true, movieScale: 1000, mediaScale: 44100, mediaDur: 44100 * 7200}
	moov := mp4Spec.moov()
	cases := []struct {
		name   string
		file   *sparseFile
		format Format
		want   float64
	}{
		{"CBR MP3", &sparseFile{head: readFixture(t, "cbr.mp3")[:4096], size: size}, MP3, float64(size-cbrID3) * 8 / 32000},
		{"WAV", &sparseFile{head: wavFile(wavFmt8, wavChunk("data", size-44, nil)), size: size}, WAV, float64(size-44) / 8000},
		{"M4A, moov after a 64-bit mdat", &sparseFile{
			head: cat(ftypM4A, u32(1), []byte("mdat"), u64(uint64(size-len(ftypM4A)-len(moov)))),
			tail: moov, size: size,
		}, M4A, 7200},
		{"Ogg Vorbis", &sparseFile{head: vorbis[:3377], tail: vorbis[len(vorbis)-1500:], size: size}, OGGVorbis, 3.5},
		{"FLAC with an 8 MiB picture", &sparseFile{
			head: flacHead,
			tail: []byte{0xFF, 0xF8, 0, 0}, size: int64(len(flacHead)+picture) + 4,
		}, FLAC, 3.5},
	}
	for _, c := range cases {
		info, err := Probe(c.file, c.file.size)
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		if info.Format != c.format || abs(info.Duration-c.want) > tolerance {
			t.Errorf("%s: %+v, want %s %.1f s", c.name, info, c.format, c.want)
		}
		if c.file.read > 2<<20 {
			t.Errorf("%s: read %d bytes of %d", c.name, c.file.read, c.file.size)
		}
		t.Logf("%s: %.1f s measured reading %d bytes of %d", c.name, info.Duration, c.file.read, c.file.size)
	}
}
