package demo

import (
	"bytes"
	"encoding/binary"
	"math"
	"testing"
)

func TestTuneIsValidWAV(t *testing.T) {
	b := Tune("New Every Morning")
	le := binary.LittleEndian
	if string(b[0:4]) != "RIFF" || string(b[8:12]) != "WAVE" || string(b[12:16]) != "fmt " || string(b[36:40]) != "data" {
		t.Fatalf("bad chunk ids: %q", b[:40])
	}
	if got := le.Uint32(b[4:]); int(got) != len(b)-8 {
		t.Errorf("RIFF size %d, want %d", got, len(b)-8)
	}
	if fmtSize, pcm, ch := le.Uint32(b[16:]), le.Uint16(b[20:]), le.Uint16(b[22:]); fmtSize != 16 || pcm != 1 || ch != 1 {
		t.Errorf("fmt chunk: size %d format %d channels %d", fmtSize, pcm, ch)
	}
	if rate, bits := le.Uint32(b[24:]), le.Uint16(b[34:]); rate != SampleRate || bits != 16 {
		t.Errorf("rate %d bits %d", rate, bits)
	}
	if got := le.Uint32(b[40:]); int(got) != len(b)-44 {
		t.Errorf("data size %d, want %d", got, len(b)-44)
	}
	d, err := WAVDuration(b)
	if err != nil {
		t.Fatal(err)
	}
	if want := float64(len(b)-44) / (SampleRate * 2); d != want || d < 3 || d > 6 {
		t.Errorf("duration %v, want %v within 3..6 s", d, want)
	}
	var peak int16
	for i := 44; i < len(b); i += 2 {
		if s := int16(le.Uint16(b[i:])); s > peak {
			peak = s
		}
	}
	if peak < 3000 {
		t.Errorf("peak %d: the tune is (nearly) silent", peak)
	}
}

func TestTuneIsDeterministic(t *testing.T) {
	a, b := Tune("Still Waters"), Tune("Still Waters")
	if !bytes.Equal(a, b) {
		t.Error("two runs gave different bytes")
	}
	if bytes.Equal(a, Tune("Lantern")) {
		t.Error("two titles gave the same bytes")
	}
}

func TestWAVDuration(t *testing.T) {
	b := EncodeWAV(make([]float64, SampleRate*3/2))
	if d, err := WAVDuration(b); err != nil || math.Abs(d-1.5) > 1e-9 {
		t.Errorf("got %v, %v; want 1.5 s", d, err)
	}
	for name, bad := range map[string][]byte{
		"empty":     nil,
		"not wave":  []byte("RIFF\x00\x00\x00\x00AVI "),
		"truncated": b[:60],
		"no data":   b[:36],
	} {
		if _, err := WAVDuration(bad); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}

func TestEncodeWAVClips(t *testing.T) {
	b := EncodeWAV([]float64{2, -2, 0.5})
	le := binary.LittleEndian
	got := []int16{int16(le.Uint16(b[44:])), int16(le.Uint16(b[46:])), int16(le.Uint16(b[48:]))}
	if got[0] != 32767 || got[1] != -32767 || got[2] != 16384 {
		t.Errorf("samples %v", got)
	}
}
