package transcode

import (
	"bytes"
	"context"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// needFFmpeg is the ffmpeg of this machine, or skips the test when there is
// none (or no ffprobe, which the tests use to judge the renditions).
func needFFmpeg(t *testing.T) Tool {
	t.Helper()
	if _, err := exec.LookPath("ffprobe"); err != nil {
		t.Skip("ffprobe is not installed")
	}
	tool, err := Find()
	if err != nil {
		t.Skipf("no usable ffmpeg: %v", err)
	}
	return tool
}

// synth makes a test recording with ffmpeg from a lavfi source graph and
// returns its path in a fresh temporary directory.
func synth(t *testing.T, tool Tool, name, source string, extra ...string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	args := append([]string{"-nostdin", "-hide_banner", "-loglevel", "error", "-f", "lavfi", "-i", source}, extra...)
	args = append(args, "-y", path)
	if out, err := exec.Command(tool.FFmpeg, args...).CombinedOutput(); err != nil {
		t.Fatalf("make %s: %v\n%s", name, err, out)
	}
	return path
}

// ebur128Figures is a file's loudness measured for the tests, apart from
// Render's own measuring code: ffmpeg's ebur128 summary, read here with
// patterns of the test's own.
type ebur128Figures struct{ I, TP float64 }

var (
	testI  = regexp.MustCompile(`I:\s+(-?[0-9.]+|-inf) LUFS`)
	testTP = regexp.MustCompile(`Peak:\s+(-?[0-9.]+|-inf) dBFS`)
)

func loudnessOf(t *testing.T, tool Tool, path string) ebur128Figures {
	t.Helper()
	cmd := exec.Command(tool.FFmpeg, "-nostdin", "-hide_banner", "-nostats", "-i", path,
		"-af", "ebur128=peak=true:framelog=verbose", "-f", "null", "-")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("measure %s: %v\n%s", path, err, stderr.Bytes())
	}
	s := stderr.String()
	s = s[strings.LastIndex(s, "Summary:"):]
	return ebur128Figures{I: float(t, testI, s), TP: float(t, testTP, s)}
}

func float(t *testing.T, re *regexp.Regexp, s string) float64 {
	t.Helper()
	m := re.FindStringSubmatch(s)
	if m == nil {
		t.Fatalf("no %s in %q", re, s)
	}
	v, err := strconv.ParseFloat(m[1], 64)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// probed is what ffprobe says of a file's format.
type probed struct {
	Duration float64
	BitRate  float64 // bits per second
	Codec    string
	Channels int
	Rate     int
	Streams  int // of every kind
}

func ffprobe(t *testing.T, path string) probed {
	t.Helper()
	out, err := exec.CommandContext(context.Background(), "ffprobe", "-v", "error",
		"-show_entries", "format=duration,bit_rate,nb_streams:stream=codec_name,channels,sample_rate",
		"-select_streams", "a:0", "-of", "default=noprint_wrappers=1", path).Output()
	if err != nil {
		t.Fatalf("ffprobe %s: %v", path, err)
	}
	var p probed
	for _, line := range strings.Split(string(out), "\n") {
		k, v, _ := strings.Cut(line, "=")
		switch k {
		case "duration":
			p.Duration, _ = strconv.ParseFloat(v, 64)
		case "bit_rate":
			p.BitRate, _ = strconv.ParseFloat(v, 64)
		case "codec_name":
			p.Codec = v
		case "channels":
			p.Channels, _ = strconv.Atoi(v)
		case "nb_streams":
			p.Streams, _ = strconv.Atoi(v)
		case "sample_rate":
			p.Rate, _ = strconv.Atoi(v)
		}
	}
	return p
}
