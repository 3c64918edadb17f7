package ffmpegrun

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"selah/internal/audio"
)

// Errors of Run, besides *ExitError, the caller's ctx.Err() and errors
// starting the process. Each is wrapped with what was seen.
var (
	// ErrFormat: the format is not one ffmpeg is allowed to read here.
	ErrFormat = errors.New("no ffmpeg demuxer for this format")
	// ErrTimeout: the run took longer than Limits.Timeout and was killed.
	ErrTimeout = errors.New("ffmpeg ran past its time limit and was stopped")
	// ErrTooLong: the output ran past Limits.MaxSeconds and was stopped.
	ErrTooLong = errors.New("ffmpeg's output ran past the input's measured duration and was stopped")
	// ErrTooLarge: the output file reached Limits.MaxBytes.
	ErrTooLarge = errors.New("ffmpeg's output reached its size cap and was stopped")
)

// ExitError is ffmpeg exiting with an error by itself: the exit status and
// the last lines it printed.
type ExitError struct {
	Err    error
	Detail string
}

func (e *ExitError) Error() string { return fmt.Sprintf("ffmpeg: %v: %s", e.Err, e.Detail) }
func (e *ExitError) Unwrap() error { return e.Err }

// Job is one ffmpeg run over one file.
type Job struct {
	FFmpeg string       // path of the binary
	Input  string       // path of the file read
	Format audio.Format // its format, as internal/audio recognised it from its bytes
	// Before are options placed before the input (-threads ...).
	Before []string
	// Output are the output options (-map, -af, codec, -f ...), and To the
	// output: FileURL(path), "pipe:1", or "-" with "-f null".
	Output []string
	To     string
	Limits Limits
	// OnTime, if set, is called with the output timestamp in seconds at
	// each progress report (every half second, and once at the end).
	OnTime func(seconds float64)
	// Stdout, if set, reads ffmpeg's standard output as it comes (To
	// "pipe:1"); an error from it stops ffmpeg. Unset, the output is
	// discarded.
	Stdout func(io.Reader) error
}

// Result is what a finished run left.
type Result struct {
	Stderr  []byte  // the end of ffmpeg's standard error (stderrKeep bytes)
	OutTime float64 // seconds of output written, at the last progress report
}

// stderrKeep is how much of ffmpeg's stderr a run keeps: its end, which
// holds the loudnorm JSON block and the ebur128 summary (printed as the
// filters close) and the error that stopped a failed run. A damaged file
// can make ffmpeg print a decoding error per frame, so all of it is never
// kept.
const stderrKeep = 64 << 10

// waitDelay bounds how long a run waits for the pipes after ffmpeg ended
// (should anything it left behind hold them open).
const waitDelay = 5 * time.Second

// Run runs ffmpeg over j.Input (never through a shell) within j.Limits:
//
//	ffmpeg -nostdin -hide_banner -nostats -progress pipe:3 BEFORE
//	       -protocol_whitelist file -format_whitelist D -f D -i file:INPUT
//	       OUTPUT [-t MAX] [-fs BYTES] TO
//
// The progress reports come on a pipe of their own (descriptor 3), so that
// standard output is free for the audio a caller reads. A cancelled ctx
// kills ffmpeg and returns ctx.Err(); a run stopped by its limits is
// ErrTimeout, ErrTooLong or ErrTooLarge; ffmpeg failing by itself is an
// *ExitError.
func Run(ctx context.Context, j Job) (Result, error) {
	in, err := inputArgs(j.Input, j.Format)
	if err != nil {
		return Result{}, err
	}
	lim := j.Limits
	args := []string{"-nostdin", "-hide_banner", "-nostats", "-progress", "pipe:3"}
	args = append(args, j.Before...)
	args = append(args, in...)
	args = append(args, j.Output...)
	if lim.MaxSeconds > 0 {
		// ffmpeg stops by itself a little past the bound, so a run that
		// passes it ends even between two progress reports, and is seen
		// to have passed it.
		args = append(args, "-t", strconv.FormatFloat(lim.MaxSeconds+hardSlack, 'f', 3, 64))
	}
	if lim.MaxBytes > 0 {
		args = append(args, "-fs", strconv.FormatInt(lim.MaxBytes, 10))
	}
	args = append(args, j.To)

	if err := ctx.Err(); err != nil {
		return Result{}, err
	}
	timed, cancelTimed := context.WithTimeout(ctx, lim.timeout())
	defer cancelTimed()
	run, kill := context.WithCancel(timed)
	defer kill()
	cmd := exec.CommandContext(run, j.FFmpeg, args...)
	cmd.WaitDelay = waitDelay
	tail := &tailBuffer{max: stderrKeep}
	cmd.Stderr = tail
	progressR, progressW, err := os.Pipe()
	if err != nil {
		return Result{}, fmt.Errorf("ffmpegrun: progress pipe: %w", err)
	}
	defer progressR.Close()
	cmd.ExtraFiles = []*os.File{progressW} // descriptor 3 in ffmpeg
	var stdout io.ReadCloser
	if j.Stdout != nil {
		if stdout, err = cmd.StdoutPipe(); err != nil {
			progressW.Close()
			return Result{}, fmt.Errorf("ffmpegrun: stdout: %w", err)
		}
	}
	err = cmd.Start()
	progressW.Close() // ffmpeg has its own copy; ours would keep the pipe from ending
	if err != nil {
		return Result{}, fmt.Errorf("ffmpegrun: start %s: %w", j.FFmpeg, err)
	}

	var over atomic.Bool
	var outTime atomic.Uint64 // math.Float64bits
	progressDone := make(chan struct{})
	go func() {
		defer close(progressDone)
		readProgress(progressR, func(sec float64) {
			outTime.Store(floatBits(sec))
			if lim.MaxSeconds > 0 && sec > lim.MaxSeconds && !over.Swap(true) {
				kill()
			}
			if j.OnTime != nil && !over.Load() {
				j.OnTime(sec)
			}
		})
	}()
	var readErr error
	if j.Stdout != nil {
		if readErr = j.Stdout(stdout); readErr != nil {
			kill() // ffmpeg may still be writing, and nobody would read it
		}
		_, _ = io.Copy(io.Discard, stdout)
	}
	waitErr := cmd.Wait()
	select {
	case <-progressDone:
	case <-time.After(waitDelay):
		progressR.Close() // something still holds the pipe open: stop reading it
		<-progressDone
	}
	res := Result{Stderr: tail.Bytes(), OutTime: bitsFloat(outTime.Load())}

	switch {
	case ctx.Err() != nil:
		return res, ctx.Err()
	case over.Load() || (lim.MaxSeconds > 0 && res.OutTime > lim.MaxSeconds):
		return res, fmt.Errorf("%w: %.1f s of output where the input measured at most %.1f s (with margin)",
			ErrTooLong, res.OutTime, lim.MaxSeconds)
	case errors.Is(timed.Err(), context.DeadlineExceeded):
		return res, fmt.Errorf("%w: still running after %v", ErrTimeout, lim.timeout())
	}
	var exit *exec.ExitError
	if errors.As(waitErr, &exit) && exit.ExitCode() > 0 {
		// ffmpeg failed by itself (a kill, ours, has no exit code): its
		// message says why, where a reading error would only say that its
		// output stopped short.
		return res, &ExitError{Err: waitErr, Detail: LastLines(res.Stderr)}
	}
	if readErr != nil {
		return res, fmt.Errorf("reading ffmpeg's output: %w", readErr)
	}
	if waitErr != nil {
		return res, &ExitError{Err: waitErr, Detail: LastLines(res.Stderr)}
	}
	if lim.MaxBytes > 0 && strings.HasPrefix(j.To, "file:") {
		if st, err := os.Stat(strings.TrimPrefix(j.To, "file:")); err == nil && st.Size() >= lim.MaxBytes {
			return res, fmt.Errorf("%w: %d bytes written, the cap is %d", ErrTooLarge, st.Size(), lim.MaxBytes)
		}
	}
	return res, nil
}
