package demo

import (
	"bytes"
	"errors"
	"math"
	"os/exec"
	"testing"

	"selah/internal/audio"
)

func TestEncodeMP3(t *testing.T) {
	if _, err := exec.LookPath(FFmpeg); err != nil {
		t.Skip("ffmpeg is not on PATH; TestEncodeMP3WithoutFFmpeg covers this branch")
	}
	wav := Tune("Quiet Waters / Ep. 1: Be Still")
	want, _ := WAVDuration(wav)
	a, err := EncodeMP3(wav)
	if err != nil {
		t.Fatal(err)
	}
	info, err := audio.Probe(bytes.NewReader(a), int64(len(a)))
	if err != nil {
		t.Fatal(err)
	}
	if info.Format != audio.MP3 || info.SampleRate != 44100 || info.Channels != 1 || math.Abs(info.Duration-want) > 0.1 {
		t.Errorf("MP3 %+v, want 44.1 kHz mono of %.2f s", info, want)
	}
	if b, _ := EncodeMP3(wav); !bytes.Equal(a, b) {
		t.Error("two runs gave different bytes")
	}
}

func TestEncodeMP3WithoutFFmpeg(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	if _, err := EncodeMP3(Tune("x")); !errors.Is(err, ErrNoFFmpeg) {
		t.Fatalf("EncodeMP3 = %v, want ErrNoFFmpeg", err)
	}
}
