package transcode

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strconv"
	"strings"
	"time"
)

// stderrKeep is how much of ffmpeg's stderr a run keeps: its end, which
// holds the loudnorm JSON block and the ebur128 summary (both printed as the
// filters close) and the error that stopped a failed run. A damaged file can
// make ffmpeg print a decoding error per frame, so all of it is never kept.
const stderrKeep = 64 << 10

// detailLines and detailChars bound the ffmpeg output a Failure or an error
// carries for the log.
const (
	detailLines = 8
	detailChars = 1200
)

// ffmpegRun is one finished ffmpeg process: the end of its stderr and, when
// it was asked for progress, the last output timestamp it reported.
type ffmpegRun struct {
	stderr  []byte
	outTime float64 // seconds of output written, from -progress
}

// runError is ffmpeg exiting with an error: the exit status and the last
// lines it printed.
type runError struct {
	err    error
	detail string
}

func (e *runError) Error() string { return fmt.Sprintf("ffmpeg: %v: %s", e.err, e.detail) }
func (e *runError) Unwrap() error { return e.err }

// run runs ffmpeg with args (never through a shell). The caller puts
// "-progress pipe:1" in args when it wants onTime called with the output
// timestamp in seconds at each progress report (every half second, ffmpeg's
// default -stats_period). A cancelled ctx kills ffmpeg and returns
// ctx.Err().
func (t Tool) run(ctx context.Context, args []string, onTime func(seconds float64)) (ffmpegRun, error) {
	cmd := exec.CommandContext(ctx, t.FFmpeg, args...)
	// Pipes are drained by goroutines that end when ffmpeg's copies close;
	// WaitDelay stops Wait hanging on a child that ffmpeg left holding them.
	cmd.WaitDelay = 5 * time.Second
	tail := &tailBuffer{max: stderrKeep}
	cmd.Stderr = tail
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return ffmpegRun{}, fmt.Errorf("transcode: ffmpeg stdout: %w", err)
	}
	if err := cmd.Start(); err != nil {
		return ffmpegRun{}, fmt.Errorf("transcode: start %s: %w", t.FFmpeg, err)
	}
	var res ffmpegRun
	readProgress(stdout, func(sec float64) {
		res.outTime = sec
		if onTime != nil {
			onTime(sec)
		}
	})
	err = cmd.Wait()
	res.stderr = tail.Bytes()
	if ctx.Err() != nil {
		return res, ctx.Err()
	}
	if err != nil {
		return res, &runError{err: err, detail: lastLines(res.stderr)}
	}
	return res, nil
}

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

// lastLines is the end of ffmpeg's stderr for a log: its last few
// non-empty lines, without ffmpeg's "Last message repeated" noise, bounded
// in length.
func lastLines(stderr []byte) string {
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

// isRunError reports whether err is ffmpeg itself failing (as opposed to a
// cancelled context or a process that could not start).
func isRunError(err error) (*runError, bool) {
	var re *runError
	ok := errors.As(err, &re)
	return re, ok
}
