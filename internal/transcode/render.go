package transcode

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"selah/internal/audio"
	"selah/internal/ffmpegrun"
)

// minMeasurable is the shortest audio that has an integrated loudness:
// BS.1770 measures 400 ms blocks, so anything shorter has none at all.
const minMeasurable = 0.4

// progressCap is the most the encoding pass reports: 1 is only reported
// once the rendition is measured and in place.
const progressCap = 0.99

// render is Render: measure, encode, check (and correct once), move into
// place.
func (t Tool) render(ctx context.Context, in, out string, kind Kind, duration float64, progress func(float64)) (Result, error) {
	if progress == nil {
		progress = func(float64) {}
	}
	in, err := filepath.Abs(in)
	if err != nil {
		return Result{}, fmt.Errorf("transcode: input path: %w", err)
	}
	out, err = filepath.Abs(out)
	if err != nil {
		return Result{}, fmt.Errorf("transcode: output path: %w", err)
	}

	// What the input is, from its bytes: ffmpeg is told its demuxer, and
	// every pass is bounded by its measured length (internal/ffmpegrun).
	src, err := openInput(in)
	if err != nil {
		return Result{}, err
	}
	if duration <= 0 {
		duration = src.info.Duration
	}

	// Pass 1: the whole input's loudness. loudnorm needs it up front to
	// apply a constant gain in pass 2 (a one-pass loudnorm can only guess
	// from the last few seconds, and pumps).
	m, decoded, err := t.firstPass(ctx, src, kind, ffmpegrun.For(duration))
	if err != nil {
		return Result{}, err
	}
	if duration <= 0 {
		duration = decoded
	}
	lim := ffmpegrun.For(duration).WithBitrate(bitsPerSecond(kind))
	target := TargetLUFS(kind)
	plan := planFor(kind, m)

	// Pass 2 writes beside out and is renamed over it at the end, so out
	// never holds half a file, even if the process dies mid-way.
	tmp, err := tempBeside(out)
	if err != nil {
		return Result{}, err
	}
	defer os.Remove(tmp) // gone already once renamed
	report := progressReporter{fn: progress, total: duration}
	if err := t.encode(ctx, src, tmp, kind, plan, lim, report.at); err != nil {
		return Result{}, err
	}

	// Check what listeners will decode, not what loudnorm thought it made:
	// the MP3 encoder moves both loudness and true peak a little.
	got, err := t.Measure(ctx, tmp)
	if err != nil {
		return Result{}, fmt.Errorf("transcode: measure rendition: %w", err)
	}
	if needsCorrection(got, target) {
		tmp, got, err = t.correct(ctx, src, out, kind, plan, lim, tmp, got, target)
		if err != nil {
			return Result{}, err
		}
		defer os.Remove(tmp)
	}
	if got.TruePeak > MaxTruePeak {
		return Result{}, fmt.Errorf("transcode: rendition true peak %.2f dBTP is above %.1f dBTP even after a corrective pass", got.TruePeak, MaxTruePeak)
	}

	info, size, err := probeFile(tmp)
	if err != nil {
		return Result{}, fmt.Errorf("transcode: the rendition ffmpeg wrote does not read back: %w", err)
	}
	if err := os.Rename(tmp, out); err != nil {
		return Result{}, fmt.Errorf("transcode: move rendition into place: %w", err)
	}
	progress(1)
	return Result{
		Input:      Loudness{Integrated: m.Integrated, TruePeak: m.TruePeak, Range: m.Range},
		Output:     got,
		Duration:   info.Duration,
		Size:       size,
		Bitrate:    info.Bitrate,
		HeaderSize: info.HeaderSize,
	}, nil
}

// correct runs the one corrective pass: the same encode again from the
// source (not from the MP3, which would add a second generation of coding
// loss) with targets shifted by what the first rendition missed. It returns
// whichever of the two renditions is closer to the guarantees, and removes
// the other.
func (t Tool) correct(ctx context.Context, src input, out string, kind Kind, plan loudnormPlan, lim ffmpegrun.Limits,
	first string, firstGot Loudness, target float64) (string, Loudness, error) {
	tmp, err := tempBeside(out)
	if err != nil {
		return "", Loudness{}, err
	}
	if err := t.encode(ctx, src, tmp, kind, plan.corrected(firstGot, target), lim, nil); err != nil {
		os.Remove(tmp)
		return "", Loudness{}, err
	}
	got, err := t.Measure(ctx, tmp)
	if err != nil {
		os.Remove(tmp)
		return "", Loudness{}, fmt.Errorf("transcode: measure corrected rendition: %w", err)
	}
	if better(firstGot, got, target) {
		os.Remove(tmp)
		return first, firstGot, nil
	}
	os.Remove(first)
	return tmp, got, nil
}

// firstPass measures the input with loudnorm and returns the measurement
// and the decoded length in seconds. An input ffmpeg cannot read, one with
// no audio, one with nothing above the silence gate and one that decodes
// past lim are Failures.
func (t Tool) firstPass(ctx context.Context, src input, kind Kind, lim ffmpegrun.Limits) (firstPass, float64, error) {
	res, err := t.run(ctx, src, lim, []string{"-threads", "1", "-filter_threads", "1"},
		[]string{"-map", "0:a:0", "-af", firstPassFilter(kind), "-f", "null"}, "-", nil)
	if err != nil {
		if re, ok := isRunError(err); ok {
			return firstPass{}, 0, unreadable(re.Detail)
		}
		return firstPass{}, 0, err
	}
	if res.OutTime <= 0 {
		return firstPass{}, 0, &Failure{Sentence: sentenceNoAudio, Detail: "ffmpeg decoded no audio samples from the first audio stream"}
	}
	m, err := parseLoudnorm(res.Stderr)
	if err != nil {
		return firstPass{}, 0, unreadable(err.Error() + ": " + ffmpegrun.LastLines(res.Stderr))
	}
	if res.OutTime < minMeasurable {
		return firstPass{}, 0, &Failure{Sentence: sentenceTooShort,
			Detail: fmt.Sprintf("%.3f s of audio, integrated loudness %v LUFS", res.OutTime, m.Integrated)}
	}
	if silent(m.Integrated) {
		return firstPass{}, 0, &Failure{Sentence: sentenceSilent,
			Detail: fmt.Sprintf("integrated loudness %v LUFS, true peak %v dBTP over %.1f s", m.Integrated, m.TruePeak, res.OutTime)}
	}
	return m, res.OutTime, nil
}

// encode is pass 2: normalise with plan and encode the MP3 to tmp, within
// lim (a run stopped by it is a Failure).
func (t Tool) encode(ctx context.Context, src input, tmp string, kind Kind, plan loudnormPlan, lim ffmpegrun.Limits, onTime func(float64)) error {
	// One thread for decoding, filtering and encoding: this runs in the
	// background beside the server on a machine of a core or two, and
	// must leave room for listeners; LAME is single-threaded anyway, so
	// more threads would only speed up decoding.
	before := []string{"-threads", "1", "-filter_threads", "1"}
	output := []string{
		// Only the first audio stream: no cover art (an attached picture
		// is a video stream), no tags or chapters (a rendition carries no
		// metadata; the feed and the page do).
		"-map", "0:a:0", "-vn", "-map_metadata", "-1", "-map_chapters", "-1",
		"-af", plan.filter(),
		"-c:a", "libmp3lame", "-b:a", bitrate(kind), "-threads", "1",
		// No ID3 tag; the Xing/LAME "Info" frame (the muxer's default,
		// stated to be sure) gives players the exact length, and the
		// encoder delay and padding for gapless play.
		"-id3v2_version", "0", "-write_xing", "1",
		"-f", "mp3", "-y"}
	if _, err := t.run(ctx, src, lim, before, output, ffmpegrun.FileURL(tmp), onTime); err != nil {
		var f *Failure
		if ctx.Err() != nil {
			return ctx.Err()
		} else if errors.As(err, &f) {
			return f
		}
		return fmt.Errorf("transcode: encode: %w", err)
	}
	return nil
}

// tempBeside creates an empty temporary file in out's directory (so the
// final rename stays on one file system) and returns its path.
func tempBeside(out string) (string, error) {
	f, err := os.CreateTemp(filepath.Dir(out), "."+filepath.Base(out)+".*.tmp")
	if err != nil {
		return "", fmt.Errorf("transcode: temporary file: %w", err)
	}
	name := f.Name()
	if err := f.Close(); err != nil {
		os.Remove(name)
		return "", fmt.Errorf("transcode: temporary file: %w", err)
	}
	return name, nil
}

// probeFile measures the MP3 at path with internal/audio (its Xing header
// gives the length) and returns it with the file's size.
func probeFile(path string) (audio.Info, int64, error) {
	f, err := os.Open(path)
	if err != nil {
		return audio.Info{}, 0, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return audio.Info{}, 0, err
	}
	info, err := audio.Probe(f, st.Size())
	if err != nil {
		return audio.Info{}, 0, err
	}
	if info.Format != audio.MP3 {
		return audio.Info{}, 0, errors.New("not an MP3: " + info.Format.String())
	}
	return info, st.Size(), nil
}

// progressReporter turns the encoder's output timestamps into fractions of
// total: never backwards, never past progressCap.
type progressReporter struct {
	fn    func(float64)
	total float64
	last  float64
}

func (r *progressReporter) at(seconds float64) {
	if r.total <= 0 {
		return
	}
	f := min(seconds/r.total, progressCap)
	if f > r.last {
		r.last = f
		r.fn(f)
	}
}
