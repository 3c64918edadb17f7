package transcode

import (
	"context"
	"errors"
	"fmt"
	"os"

	"selah/internal/audio"
	"selah/internal/ffmpegrun"
)

// input is a file ffmpeg is about to read: its format and length as
// internal/audio measures them from its bytes (the same code that accepted
// the upload), so ffmpeg is told which demuxer to use and how long the
// output may run (internal/ffmpegrun).
type input struct {
	path string
	info audio.Info
}

// openInput measures the file at path. A file internal/audio does not
// recognise is a Failure: it was not an upload we accepted, and ffmpeg
// is never asked to guess what it is.
func openInput(path string) (input, error) {
	f, err := os.Open(path)
	if err != nil {
		return input{}, fmt.Errorf("transcode: open input: %w", err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return input{}, fmt.Errorf("transcode: open input: %w", err)
	}
	info, err := audio.Probe(f, st.Size())
	if err != nil {
		if errors.Is(err, audio.ErrEmpty) || errors.Is(err, audio.ErrUnknownFormat) || errors.Is(err, audio.ErrCorrupt) {
			return input{}, unreadable(err.Error())
		}
		return input{}, fmt.Errorf("transcode: read input: %w", err)
	}
	return input{path: path, info: info}, nil
}

// run runs ffmpeg over in within lim: before are options placed before the
// input, output the output options, to the output. onTime, if set, gets
// the output timestamp at each progress report. A run stopped by its
// limits is a Failure (limitFailure); a cancelled ctx returns ctx.Err().
func (t Tool) run(ctx context.Context, in input, lim ffmpegrun.Limits, before, output []string, to string,
	onTime func(seconds float64)) (ffmpegrun.Result, error) {
	res, err := ffmpegrun.Run(ctx, ffmpegrun.Job{
		FFmpeg: t.FFmpeg, Input: in.path, Format: in.info.Format,
		Before: before, Output: output, To: to, Limits: lim, OnTime: onTime,
	})
	if err != nil && ctx.Err() == nil {
		if f, ok := limitFailure(err); ok {
			return res, f
		}
	}
	return res, err
}

// isRunError reports whether err is ffmpeg itself failing (as opposed to a
// cancelled context, a limit, or a process that could not start).
func isRunError(err error) (*ffmpegrun.ExitError, bool) {
	var re *ffmpegrun.ExitError
	ok := errors.As(err, &re)
	return re, ok
}

// limitFailure is the Failure of a run stopped by its limits: the file
// decoded to more than it measured, or took far too long.
func limitFailure(err error) (*Failure, bool) {
	switch {
	case errors.Is(err, ffmpegrun.ErrTooLong), errors.Is(err, ffmpegrun.ErrTooLarge):
		return &Failure{Sentence: sentenceTooLong, Detail: err.Error()}, true
	case errors.Is(err, ffmpegrun.ErrTimeout):
		return &Failure{Sentence: sentenceTooSlow, Detail: err.Error()}, true
	}
	return nil, false
}
