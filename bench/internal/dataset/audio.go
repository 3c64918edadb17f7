package dataset

import (
	"context"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"

	"selah/internal/audio"
	"selah/internal/peaks"
)

// audioFile is a real audio file with what the upload route would have
// measured of it.
type audioFile struct {
	path       string
	ext        string
	size       int64
	duration   float64
	bitrate    int
	headerSize int64
	// The waveform, as hooks/peaks.go stores it once its background
	// worker has run: peaks JSON (or nil) and peaksStatus.
	peaks       any
	peaksStatus string
}

// poolFixtures are the project's own small audio fixtures, one per common
// format: every catalogue episode shares one of them by reference.
var poolFixtures = []string{"cbr.mp3", "vbr.mp3", "faststart.m4a", "vorbis.ogg", "opus.opus", "pcm16.wav", "tone.flac"}

// StreamFileBytes is the size of each file of the streaming test.
const StreamFileBytes = 10 << 20

// loadPool probes the fixtures in repo/internal/audio/testdata.
func loadPool(repo string) ([]audioFile, error) {
	var out []audioFile
	for _, name := range poolFixtures {
		f, err := probeFile(filepath.Join(repo, "internal", "audio", "testdata", name))
		if err != nil {
			return nil, err
		}
		out = append(out, f)
	}
	return out, nil
}

func probeFile(path string) (audioFile, error) {
	f, err := os.Open(path)
	if err != nil {
		return audioFile{}, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return audioFile{}, err
	}
	info, err := audio.Probe(f, st.Size())
	if err != nil {
		return audioFile{}, fmt.Errorf("%s: %w", path, err)
	}
	af := audioFile{path: path, ext: info.Format.Ext(), size: st.Size(), duration: info.Duration,
		bitrate: info.Bitrate, headerSize: info.HeaderSize}
	af.peaks, af.peaksStatus = waveform(path, info.Format)
	return af, nil
}

// waveform is what the peaks worker would have stored for the file. A
// generated database must not leave 500k episodes waiting for it: it
// decodes them one by one in the background after every start, and the
// benchmark would measure that instead of the routes.
func waveform(path string, format audio.Format) (any, string) {
	values, err := peaks.FromFile(context.Background(), path, format)
	switch {
	case errors.Is(err, peaks.ErrUnsupported):
		return nil, "unavailable"
	case err != nil:
		return nil, "failed"
	}
	b, _ := json.Marshal(values)
	return string(b), "ready"
}

// makeStreamFiles writes n distinct WAV files of StreamFileBytes (a tone of
// a different pitch each, 16-bit mono 22.05 kHz: about four minutes).
func makeStreamFiles(dir string, n int) ([]audioFile, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	var out []audioFile
	for i := 0; i < n; i++ {
		path := filepath.Join(dir, fmt.Sprintf("stream-%02d.wav", i))
		f, err := os.Create(path)
		if err != nil {
			return nil, err
		}
		err = WriteWAV(f, StreamFileBytes, 220+float64(i)*20)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return nil, err
		}
		af, err := probeFile(path)
		if err != nil {
			return nil, err
		}
		out = append(out, af)
	}
	return out, nil
}

// WriteWAV writes a 16-bit mono 22.05 kHz WAV of about size bytes holding
// a sine tone of hz (0 for silence, which costs nothing to make: the
// upload benchmark streams a gigabyte of it).
func WriteWAV(w io.Writer, size int64, hz float64) error {
	const rate = 22050
	data := uint32(size-44) &^ 1
	var h [44]byte
	le := binary.LittleEndian
	copy(h[0:], "RIFF")
	le.PutUint32(h[4:], 36+data)
	copy(h[8:], "WAVEfmt ")
	le.PutUint32(h[16:], 16)
	le.PutUint16(h[20:], 1) // PCM
	le.PutUint16(h[22:], 1) // mono
	le.PutUint32(h[24:], rate)
	le.PutUint32(h[28:], rate*2)
	le.PutUint16(h[32:], 2)
	le.PutUint16(h[34:], 16)
	copy(h[36:], "data")
	le.PutUint32(h[40:], data)
	if _, err := w.Write(h[:]); err != nil {
		return err
	}
	chunk := make([]byte, 1<<20)
	for sample, left := 0, int64(data); left > 0; {
		n := min(int64(len(chunk)), left)
		if hz > 0 {
			for j := int64(0); j+1 < n; j += 2 {
				v := int16(8000 * math.Sin(2*math.Pi*hz*float64(sample)/rate))
				le.PutUint16(chunk[j:], uint16(v))
				sample++
			}
		}
		if _, err := w.Write(chunk[:n]); err != nil {
			return err
		}
		left -= n
	}
	return nil
}
