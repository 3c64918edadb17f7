package sniff

import (
	"bytes"
	"image"
	"image/jpeg"
	"image/png"
	"os"
	"path/filepath"
	"testing"
)

func TestExtFollowsTheBytes(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 4, 4))
	var pngBuf, jpgBuf bytes.Buffer
	if err := png.Encode(&pngBuf, img); err != nil {
		t.Fatal(err)
	}
	if err := jpeg.Encode(&jpgBuf, img, nil); err != nil {
		t.Fatal(err)
	}
	audio := func(name string) []byte {
		b, err := os.ReadFile(filepath.Join("..", "audio", "testdata", name))
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	for _, c := range []struct {
		what, want string
		head       []byte
	}{
		{"PNG", ".png", pngBuf.Bytes()},
		{"JPEG", ".jpg", jpgBuf.Bytes()},
		{"WebP", ".webp", []byte("RIFF\x1a\x00\x00\x00WEBPVP8L\x0d\x00\x00\x00\x2f\x00\x00\x00\x10\x07\x10\x11\x11\x88\x88\xfe\x07\x00")},
		{"MP3", ".mp3", audio("cbr.mp3")},
		{"M4A", ".m4a", audio("faststart.m4a")},
		{"ADTS AAC", ".aac", audio("adts.aac")},
		{"Ogg Vorbis", ".ogg", audio("vorbis.ogg")},
		{"Ogg Opus", ".opus", audio("opus.opus")},
		{"WAV", ".wav", audio("pcm16.wav")},
		{"FLAC", ".flac", audio("tone.flac")},
		// Past audio.Sniff: by the detected type.
		{"an ID3 tag and no frames", ".mp3", []byte("ID3\x03\x00\x00\x00\x00\x00\x00not really audio")},
		{"HTML", ".html", []byte("<!DOCTYPE html><html><script>alert(1)</script></html>")},
	} {
		head, err := ReadHead(bytes.NewReader(c.head))
		if err != nil {
			t.Fatal(err)
		}
		if got := Ext(head); got != c.want {
			t.Errorf("Ext of %s = %q, want %q", c.what, got, c.want)
		}
	}
}
