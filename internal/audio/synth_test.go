package audio

import (
	"bytes"
	"encoding/binary"
	"errors"
	"testing"
)

// Builders for hand-made files covering what ffmpeg's fixtures do not.

func u16(v uint16) []byte { return binary.BigEndian.AppendUint16(nil, v) }
func u32(v uint32) []byte { return binary.BigEndian.AppendUint32(nil, v) }
func u64(v uint64) []byte { return binary.BigEndian.AppendUint64(nil, v) }
func le32b(v uint32) []byte {
	return binary.LittleEndian.AppendUint32(nil, v)
}
func cat(parts ...[]byte) []byte { return bytes.Join(parts, nil) }

// mp4Box builds a box with a 32-bit size.
func mp4Box(typ string, parts ...[]byte) []byte {
	p := cat(parts...)
	return cat(u32(uint32(8+len(p))), []byte(typ), p)
}

// mp4Box64 builds a box with a 64-bit size.
func mp4Box64(typ string, parts ...[]byte) []byte {
	p := cat(parts...)
	return cat(u32(1), []byte(typ), u64(uint64(16+len(p))), p)
}

type mp4Spec struct {
	handler    string
	v1         bool
	movieScale uint32
	mediaScale uint32
	mediaDur   uint64
	edits      [][2]int64 // segment duration, media time
}

func (s mp4Spec) moov() []byte {
	var mvhd, mdhd []byte
	if s.v1 {
		mvhd = mp4Box("mvhd", []byte{1, 0, 0, 0}, u64(0), u64(0), u32(s.movieScale), u64(s.mediaDur*uint64(s.movieScale)/uint64(s.mediaScale)), make([]byte, 80))
		mdhd = mp4Box("mdhd", []byte{1, 0, 0, 0}, u64(0), u64(0), u32(s.mediaScale), u64(s.mediaDur), u16(0x55C4), u16(0))
	} else {
		mvhd = mp4Box("mvhd", []byte{0, 0, 0, 0}, u32(0), u32(0), u32(s.movieScale), u32(uint32(s.mediaDur*uint64(s.movieScale)/uint64(s.mediaScale))), make([]byte, 80))
		mdhd = mp4Box("mdhd", []byte{0, 0, 0, 0}, u32(0), u32(0), u32(s.mediaScale), u32(uint32(s.mediaDur)), u16(0x55C4), u16(0))
	}
	hdlr := mp4Box("hdlr", u32(0), u32(0), []byte(s.handler), make([]byte, 12), []byte("x\x00"))
	entry := mp4Box("mp4a", make([]byte, 6), u16(1), u16(0), u16(0), u32(0), u16(2), u16(16), u16(0), u16(0), u32(44100<<16))
	stsd := mp4Box("stsd", u32(0), u32(1), entry)
	trak := [][]byte{mp4Box("tkhd", make([]byte, 84))}
	if len(s.edits) > 0 {
		elst := cat(u32(0), u32(uint32(len(s.edits))))
		for _, e := range s.edits {
			elst = cat(elst, u32(uint32(e[0])), u32(uint32(e[1])), u32(1<<16))
		}
		trak = append(trak, mp4Box("edts", mp4Box("elst", elst)))
	}
	trak = append(trak, mp4Box("mdia", mdhd, hdlr, mp4Box("minf", mp4Box("stbl", stsd))))
	return mp4Box("moov", mvhd, mp4Box("trak", trak...))
}

var ftypM4A = mp4Box("ftyp", []byte("M4A "), u32(0), []byte("M4A isom"))

func TestProbeMP4Synthetic(t *testing.T) {
	mdat := mp4Box64("mdat", make([]byte, 1000))
	base := mp4Spec{handler: "soun", v1: true, movieScale: 1000, mediaScale: 44100, mediaDur: 110250}
	cases := []struct {
		name string
		file []byte
		want float64
		err  error
	}{
		{"64-bit mdat, v1 mvhd/mdhd, moov last", cat(ftypM4A, mdat, base.moov()), 2.5, nil},
		{"v0 boxes, moov first", cat(ftypM4A, func() []byte { s := base; s.v1 = false; return s.moov() }(), mdat), 2.5, nil},
		{"edit list trims priming", cat(ftypM4A, mdat, func() []byte {
			s := base
			s.edits = [][2]int64{{500, -1}, {2400, 1024}} // an empty edit, then 2.4 s
			return s.moov()
		}()), 2.4, nil},
		{"mdat with size 0 runs to the end", cat(ftypM4A, func() []byte { s := base; s.v1 = false; return s.moov() }(), u32(0), []byte("mdat"), make([]byte, 500)), 2.5, nil},
		{"video only", cat(ftypM4A, mdat, func() []byte { s := base; s.handler = "vide"; return s.moov() }()), 0, ErrUnknownFormat},
		{"no mdat", cat(ftypM4A, base.moov()), 0, ErrCorrupt},
		{"no moov", cat(ftypM4A, mdat), 0, ErrCorrupt},
		{"mdat past the end", cat(ftypM4A, base.moov(), mdat[:500]), 0, ErrCorrupt},
		{"box smaller than its header", cat(ftypM4A, u32(4), []byte("moov"), mdat), 0, ErrCorrupt},
	}
	for _, c := range cases {
		info, err := probeBytes(c.file)
		if c.err != nil {
			if !errors.Is(err, c.err) {
				t.Errorf("%s: err = %v, want %v", c.name, err, c.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		if info.Format != M4A || abs(info.Duration-c.want) > 1e-9 || info.SampleRate != 44100 || info.Channels != 2 {
			t.Errorf("%s: %+v, want m4a %.2f s 44100 Hz 2 ch", c.name, info, c.want)
		}
	}
}

// mp3Frame builds an MPEG-1 layer III frame, 128 kbit/s, 44.1 kHz, stereo:
// 417 bytes, 1152 samples.
func mp3Frame(extra ...[]byte) []byte {
	f := make([]byte, 417)
	copy(f, []byte{0xFF, 0xFB, 0x90, 0x00})
	copy(f[4:], cat(extra...))
	return f
}

func TestProbeMP3VBRI(t *testing.T) {
	const frames = 20
	vbri := cat(make([]byte, 32), []byte("VBRI"), u16(1), u16(0), u16(75), u32(417*(frames+1)), u32(frames))
	file := mp3Frame(vbri)
	for range frames {
		file = cat(file, mp3Frame())
	}
	info, err := probeBytes(file)
	if err != nil {
		t.Fatal(err)
	}
	if want := frames * 1152 / 44100.0; info.Format != MP3 || abs(info.Duration-want) > 1e-9 || info.HeaderSize != 417 {
		t.Errorf("got %+v, want %.4f s after a 417-byte header frame", info, want)
	}
	// A header claiming far more frames than the bytes can hold is capped
	// at what they would play at the lowest bitrate.
	copy(file[36+14:], u32(1e6))
	copy(file[36+10:], u32(0))
	info, err = probeBytes(file)
	if want := float64(len(file)) * 8 / 32000; err != nil || abs(info.Duration-want) > 1e-9 {
		t.Errorf("lying VBRI header: %+v, %v; want %.4f s", info, err, want)
	}
}

func TestProbeMP3Synthetic(t *testing.T) {
	frames := cat(mp3Frame(), mp3Frame(), mp3Frame(), mp3Frame(), mp3Frame())
	want := float64(len(frames)) * 8 / 128000
	id3v24Footer := cat([]byte("ID3\x04\x00\x10\x00\x00\x00\x14"), make([]byte, 20), []byte("3DI\x04\x00\x10\x00\x00\x00\x14"))
	id3v1 := cat([]byte("TAG"), make([]byte, 125))
	cases := []struct {
		name   string
		file   []byte
		header int64
	}{
		{"bare frames", frames, 0},
		{"ID3v2.4 with footer", cat(id3v24Footer, frames), 40},
		{"ID3v2.3 then zero padding", cat([]byte("ID3\x03\x00\x00\x00\x00\x00\x05"), make([]byte, 5), make([]byte, 7), frames), 22},
		{"ID3v1 at the end", cat(frames, id3v1), 0},
	}
	for _, c := range cases {
		info, err := probeBytes(c.file)
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		if info.Format != MP3 || abs(info.Duration-want) > 1e-9 || info.HeaderSize != c.header || info.Bitrate != 128000 || info.Channels != 2 {
			t.Errorf("%s: %+v, want %.4f s, header %d", c.name, info, want, c.header)
		}
	}
	// One frame is not enough to call it audio.
	if _, err := probeBytes(cat(id3v24Footer, mp3Frame())); !errors.Is(err, ErrCorrupt) {
		t.Errorf("single frame: err = %v, want ErrCorrupt", err)
	}
}

func wavFile(chunks ...[]byte) []byte {
	body := cat(append([][]byte{[]byte("WAVE")}, chunks...)...)
	return cat([]byte("RIFF"), le32b(uint32(len(body))), body)
}

func wavChunk(id string, size uint32, data []byte) []byte {
	c := cat([]byte(id), le32b(size), data)
	if len(data)%2 == 1 {
		c = append(c, 0)
	}
	return c
}

// PCM, mono, 8 kHz, 8 bits: one byte a sample.
var wavFmt8 = wavChunk("fmt ", 16, cat([]byte{1, 0, 1, 0}, le32b(8000), le32b(8000), []byte{1, 0, 8, 0}))

func TestProbeWAVSynthetic(t *testing.T) {
	cases := []struct {
		name string
		file []byte
		want float64
		err  error
	}{
		{"odd chunks padded", wavFile(wavChunk("junk", 3, []byte("abc")), wavFmt8, wavChunk("LIST", 5, []byte("INFOx")), wavChunk("data", 8001, make([]byte, 8001))), 8001 / 8000.0, nil},
		{"streamed: data size 0", wavFile(wavFmt8, wavChunk("data", 0, nil), make([]byte, 4000)), 0.5, nil},
		{"streamed: data size max", wavFile(wavFmt8, wavChunk("data", 0xFFFFFFFF, nil), make([]byte, 4000)), 0.5, nil},
		{"data before fmt", wavFile(wavChunk("data", 10, make([]byte, 10)), wavFmt8), 0, ErrCorrupt},
		{"no data", wavFile(wavFmt8, wavChunk("LIST", 4, []byte("INFO"))), 0, ErrCorrupt},
		{"empty data", wavFile(wavFmt8, wavChunk("data", 0, nil)), 0, ErrCorrupt},
		{"no sample rate", wavFile(wavChunk("fmt ", 16, make([]byte, 16)), wavChunk("data", 2, []byte{1, 2})), 0, ErrCorrupt},
		{"fmt too short", wavFile(wavChunk("fmt ", 8, make([]byte, 8)), wavChunk("data", 2, []byte{1, 2})), 0, ErrCorrupt},
	}
	for _, c := range cases {
		info, err := probeBytes(c.file)
		if c.err != nil {
			if !errors.Is(err, c.err) {
				t.Errorf("%s: err = %v, want %v", c.name, err, c.err)
			}
			continue
		}
		if err != nil || info.Format != WAV || abs(info.Duration-c.want) > 1e-9 {
			t.Errorf("%s: %+v, %v; want %.6f s", c.name, info, err, c.want)
		}
	}
}

// Other formats behind an ID3v2 tag, and junk after the end of an Ogg file.
func TestProbeWrapped(t *testing.T) {
	id3 := cat([]byte("ID3\x03\x00\x00\x00\x00\x00\x0A"), make([]byte, 10))
	junk := bytes.Repeat([]byte("OggS junk "), 300)
	cases := []struct {
		name   string
		file   []byte
		format Format
		want   float64
	}{
		{"ID3 + ADTS", cat(id3, readFixture(t, "adts.aac")), AAC, 2.0},
		{"ID3 + FLAC", cat(id3, readFixture(t, "tone.flac")), FLAC, 3.5},
		{"Opus + trailing junk", cat(readFixture(t, "opus.opus"), junk), OGGOpus, 2.0},
		{"ADTS + ID3v1", cat(readFixture(t, "adts.aac"), []byte("TAG"), make([]byte, 125)), AAC, 2.0},
	}
	for _, c := range cases {
		info, err := probeBytes(c.file)
		if err != nil || info.Format != c.format || abs(info.Duration-c.want) > tolerance {
			t.Errorf("%s: %+v, %v; want %s %.1f s", c.name, info, err, c.format, c.want)
		}
	}
	// A broken checksum on the last page: the page before it counts.
	b := bytes.Clone(readFixture(t, "opus.opus"))
	b[len(b)-1] ^= 0xFF
	info, err := probeBytes(b)
	if err != nil || info.Duration >= 2.0 || info.Duration < 0.5 {
		t.Errorf("bad last page: %+v, %v; want the previous page's granule", info, err)
	}
}
