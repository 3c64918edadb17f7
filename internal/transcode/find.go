package transcode

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"time"

	"selah/internal/ffmpegrun"
)

// findTimeout bounds each of the few quick ffmpeg runs Find makes, so a
// hung binary cannot hold up the server's start.
const findTimeout = 15 * time.Second

// Find is the ffmpeg of this machine: the binary SELAH_FFMPEG names if set,
// else ffmpeg on PATH. The error wraps ErrMissing when there is none, and
// says what is missing when the build lacks the MP3 encoder or the loudness
// filters Render needs.
func Find() (Tool, error) {
	name, fromEnv := os.LookupEnv("SELAH_FFMPEG")
	if !fromEnv || name == "" {
		name = "ffmpeg"
	}
	path, err := exec.LookPath(name)
	if err != nil {
		if fromEnv {
			return Tool{}, fmt.Errorf("SELAH_FFMPEG is %q, which is not an executable file (%v): %w", name, err, ErrMissing)
		}
		return Tool{}, ErrMissing
	}
	t := Tool{FFmpeg: path}
	out, err := t.output("-version")
	if err != nil {
		return Tool{}, fmt.Errorf("transcode: %s -version: %w", path, err)
	}
	t.Version = parseVersion(out)
	if t.Version == "" {
		return Tool{}, fmt.Errorf("transcode: %s -version does not print an ffmpeg version; is it ffmpeg?", path)
	}
	if err := t.check(); err != nil {
		return Tool{}, err
	}
	return t, nil
}

// check makes sure this build has what Render uses: the LAME MP3 encoder
// (Debian builds it in; some minimal builds leave it out) and the loudnorm
// and ebur128 filters.
func (t Tool) check() error {
	encoders, err := t.output("-hide_banner", "-encoders")
	if err != nil {
		return fmt.Errorf("transcode: %s -encoders: %w", t.FFmpeg, err)
	}
	filters, err := t.output("-hide_banner", "-filters")
	if err != nil {
		return fmt.Errorf("transcode: %s -filters: %w", t.FFmpeg, err)
	}
	var missing []string
	if !listed(encoders, "libmp3lame") {
		missing = append(missing, "the libmp3lame encoder")
	}
	for _, f := range []string{"loudnorm", "ebur128"} {
		if !listed(filters, f) {
			missing = append(missing, "the "+f+" filter")
		}
	}
	if len(missing) > 0 {
		return fmt.Errorf("transcode: %s (version %s) lacks %s, so it cannot make renditions; install Debian's ffmpeg package or point SELAH_FFMPEG at a full build",
			t.FFmpeg, t.Version, strings.Join(missing, " and "))
	}
	return nil
}

// output runs ffmpeg with args and returns its stdout.
func (t Tool) output(args ...string) ([]byte, error) {
	ctx, cancel := context.WithTimeout(context.Background(), findTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, t.FFmpeg, args...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		var exit *exec.ExitError
		if errors.As(err, &exit) {
			return nil, fmt.Errorf("%w: %s", err, ffmpegrun.LastLines(stderr.Bytes()))
		}
		return nil, err
	}
	return out, nil
}

// parseVersion reads the version from the first line of `ffmpeg -version`:
// "ffmpeg version 5.1.8-0+deb12u1 Copyright (c) ...".
func parseVersion(out []byte) string {
	line, _, _ := bytes.Cut(out, []byte("\n"))
	f := strings.Fields(string(line))
	if len(f) < 3 || f[0] != "ffmpeg" || f[1] != "version" {
		return ""
	}
	return f[2]
}

// listed reports whether name is one of the entries of `ffmpeg -encoders`
// or `ffmpeg -filters`: lines of flags, then the name, then a description.
func listed(out []byte, name string) bool {
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) >= 2 && f[1] == name {
			return true
		}
	}
	return false
}
