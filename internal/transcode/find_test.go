package transcode

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestFindMissing(t *testing.T) {
	t.Setenv("SELAH_FFMPEG", filepath.Join(t.TempDir(), "no-such-ffmpeg"))
	_, err := Find()
	if !errors.Is(err, ErrMissing) || !strings.Contains(err.Error(), "SELAH_FFMPEG") {
		t.Fatalf("Find: %v, want ErrMissing naming SELAH_FFMPEG", err)
	}
}

func TestFindEmptyPath(t *testing.T) {
	t.Setenv("SELAH_FFMPEG", "")
	t.Setenv("PATH", t.TempDir())
	if _, err := Find(); !errors.Is(err, ErrMissing) {
		t.Fatalf("Find: %v, want ErrMissing", err)
	}
}

// fakeFFmpeg writes a script standing in for an ffmpeg build and points
// SELAH_FFMPEG at it.
func fakeFFmpeg(t *testing.T, version, encoders, filters string) {
	t.Helper()
	script := "#!/bin/sh\ncase \"$*\" in\n" +
		"-version) printf '%s\\n' '" + version + "' ;;\n" +
		"*-encoders*) printf '%s\\n' 'Encoders:' ' ------' '" + encoders + "' ;;\n" +
		"*-filters*) printf '%s\\n' 'Filters:' '" + filters + "' ;;\n" +
		"esac\n"
	path := filepath.Join(t.TempDir(), "ffmpeg")
	if err := os.WriteFile(path, []byte(script), 0o700); err != nil {
		t.Fatal(err)
	}
	t.Setenv("SELAH_FFMPEG", path)
}

func TestFindChecksTheBuild(t *testing.T) {
	const (
		version  = "ffmpeg version 9.9-test Copyright (c) 2000-2026 the FFmpeg developers"
		lame     = " A....D libmp3lame           libmp3lame MP3 (MPEG audio layer 3) (codec mp3)"
		shine    = " A....D libshine             libshine MP3 (MPEG audio layer 3) (codec mp3)"
		loudnorm = " ... loudnorm          A->A       EBU R128 loudness normalization"
		ebur128  = " ... ebur128           A->N       EBU R128 scanner."
	)
	t.Run("complete", func(t *testing.T) {
		fakeFFmpeg(t, version, lame, loudnorm+"' '"+ebur128)
		tool, err := Find()
		if err != nil || tool.Version != "9.9-test" || filepath.Base(tool.FFmpeg) != "ffmpeg" {
			t.Fatalf("Find: %+v, %v", tool, err)
		}
	})
	t.Run("no lame, no ebur128", func(t *testing.T) {
		fakeFFmpeg(t, version, shine, loudnorm)
		_, err := Find()
		if err == nil || errors.Is(err, ErrMissing) ||
			!strings.Contains(err.Error(), "libmp3lame") || !strings.Contains(err.Error(), "ebur128") ||
			strings.Contains(err.Error(), "the loudnorm") {
			t.Fatalf("Find: %v, want an error naming libmp3lame and ebur128 only", err)
		}
	})
	t.Run("not ffmpeg", func(t *testing.T) {
		fakeFFmpeg(t, "sox: SoX v14.4.2", lame, loudnorm)
		if _, err := Find(); err == nil || !strings.Contains(err.Error(), "version") {
			t.Fatalf("Find: %v, want an error about the version", err)
		}
	})
}

func TestFindReal(t *testing.T) {
	tool := needFFmpeg(t)
	if tool.Version == "" || !filepath.IsAbs(tool.FFmpeg) {
		t.Fatalf("Find: %+v", tool)
	}
}
