package ffmpegrun

import (
	"bufio"
	"bytes"
	"io"
	"math"
	"strconv"
	"strings"
)

// readProgress reads ffmpeg's -progress output (key=value lines, each
// report ending with a "progress=" line) until EOF and calls report with
// the output timestamp of each report. It drains r even if no timestamp is
// ever valid, so ffmpeg never blocks on a full pipe.
func readProgress(r io.Reader, report func(seconds float64)) {
	sc := bufio.NewScanner(r)
	last := -1.0
	for sc.Scan() {
		key, val, ok := strings.Cut(sc.Text(), "=")
		if !ok {
			continue
		}
		switch key {
		case "out_time_us":
			// "N/A" before the first frame; negative with some inputs'
			// start offsets. Neither is progress.
			if us, err := strconv.ParseInt(strings.TrimSpace(val), 10, 64); err == nil && us >= 0 {
				last = float64(us) / 1e6
			}
		case "progress":
			if last >= 0 {
				report(last)
			}
		}
	}
	_, _ = io.Copy(io.Discard, r)
}

func floatBits(f float64) uint64 { return math.Float64bits(f) }
func bitsFloat(b uint64) float64 { return math.Float64frombits(b) }

// tailBuffer is an io.Writer keeping the last max bytes written to it.
type tailBuffer struct {
	max int
	buf []byte
}

func (b *tailBuffer) Write(p []byte) (int, error) {
	n := len(p)
	if len(p) >= b.max {
		b.buf = append(b.buf[:0], p[len(p)-b.max:]...)
		return n, nil
	}
	if over := len(b.buf) + len(p) - b.max; over > 0 {
		b.buf = append(b.buf[:0], b.buf[over:]...)
	}
	b.buf = append(b.buf, p...)
	return n, nil
}

func (b *tailBuffer) Bytes() []byte { return b.buf }

// detailLines and detailChars bound the ffmpeg output an error carries for
// the log.
const (
	detailLines = 8
	detailChars = 1200
)

// LastLines is the end of ffmpeg's stderr for a log: its last few
// non-empty lines, without ffmpeg's "Last message repeated" noise, joined
// by " | " and bounded in length.
func LastLines(stderr []byte) string {
	var keep []string
	lines := bytes.Split(stderr, []byte("\n"))
	for i := len(lines) - 1; i >= 0 && len(keep) < detailLines; i-- {
		l := strings.TrimSpace(string(lines[i]))
		if l == "" || strings.HasPrefix(l, "Last message repeated") {
			continue
		}
		keep = append(keep, l)
	}
	var sb strings.Builder
	for i := len(keep) - 1; i >= 0; i-- {
		if sb.Len() > 0 {
			sb.WriteString(" | ")
		}
		sb.WriteString(keep[i])
	}
	s := sb.String()
	if len(s) > detailChars {
		s = "…" + strings.ToValidUTF8(s[len(s)-detailChars:], "")
	}
	return s
}
