// Package demo makes the content of `selah seed demo`: the catalogue of demo
// creators and their media, and the audio and cover art generated for them in
// pure Go, the same bytes for the same title on every run; EncodeMP3 turns
// the audio into MP3 with ffmpeg, when installed, for what feeds carry.
package demo

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
)

// SampleRate is the sample rate, in Hz, of every generated track.
const SampleRate = 22050

// wavHeaderSize is the size of a canonical PCM WAV header (RIFF, fmt, data).
const wavHeaderSize = 44

// EncodeWAV encodes mono samples in [-1, 1] as a 16-bit PCM WAV file at
// SampleRate; values outside the range are clipped.
func EncodeWAV(samples []float64) []byte {
	dataLen := len(samples) * 2
	b := make([]byte, wavHeaderSize+dataLen)
	le := binary.LittleEndian
	copy(b[0:], "RIFF")
	le.PutUint32(b[4:], uint32(36+dataLen))
	copy(b[8:], "WAVE")
	copy(b[12:], "fmt ")
	le.PutUint32(b[16:], 16)           // fmt chunk size
	le.PutUint16(b[20:], 1)            // PCM
	le.PutUint16(b[22:], 1)            // mono
	le.PutUint32(b[24:], SampleRate)   // sample rate
	le.PutUint32(b[28:], SampleRate*2) // byte rate
	le.PutUint16(b[32:], 2)            // block align
	le.PutUint16(b[34:], 16)           // bits per sample
	copy(b[36:], "data")
	le.PutUint32(b[40:], uint32(dataLen))
	for i, s := range samples {
		s = math.Max(-1, math.Min(1, s))
		le.PutUint16(b[wavHeaderSize+2*i:], uint16(int16(math.Round(s*32767))))
	}
	return b
}

// WAVDuration returns the playing time in seconds of a PCM WAV file, read
// from its fmt chunk and the length of its data chunk.
func WAVDuration(b []byte) (float64, error) {
	le := binary.LittleEndian
	if len(b) < 12 || string(b[0:4]) != "RIFF" || string(b[8:12]) != "WAVE" {
		return 0, errors.New("not a RIFF/WAVE file")
	}
	var byteRate uint32
	for off := 12; off+8 <= len(b); {
		id, size := string(b[off:off+4]), int(le.Uint32(b[off+4:]))
		body := off + 8
		switch id {
		case "fmt ":
			if size < 16 || body+16 > len(b) {
				return 0, errors.New("short fmt chunk")
			}
			byteRate = le.Uint32(b[body+8:])
		case "data":
			if byteRate == 0 {
				return 0, errors.New("data chunk before a valid fmt chunk")
			}
			if body+size > len(b) {
				return 0, fmt.Errorf("data chunk says %d bytes but %d are left", size, len(b)-body)
			}
			return float64(size) / float64(byteRate), nil
		}
		off = body + size + size%2 // chunks are padded to an even length
	}
	return 0, errors.New("no data chunk")
}
