package transcode

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"regexp"
	"strconv"

	"selah/internal/ffmpegrun"
)

// firstPass is what loudnorm measured over a whole input (its
// print_format=json block): the figures its second pass takes back as
// measured_*, and the offset it recommends.
type firstPass struct {
	Integrated float64 // input_i, LUFS
	TruePeak   float64 // input_tp, dBTP
	Range      float64 // input_lra, LU
	Threshold  float64 // input_thresh, LUFS
	Offset     float64 // target_offset, LU
}

// parseLoudnorm reads the JSON block loudnorm prints to stderr as it closes:
// the last "{...}" in the output. Values are strings ("-23.51", "-inf").
func parseLoudnorm(stderr []byte) (firstPass, error) {
	end := bytes.LastIndexByte(stderr, '}')
	if end < 0 {
		return firstPass{}, errors.New("no loudnorm measurement in ffmpeg's output")
	}
	start := bytes.LastIndexByte(stderr[:end], '{')
	if start < 0 {
		return firstPass{}, errors.New("no loudnorm measurement in ffmpeg's output")
	}
	var raw map[string]string
	if err := json.Unmarshal(stderr[start:end+1], &raw); err != nil {
		return firstPass{}, fmt.Errorf("loudnorm measurement: %w", err)
	}
	var p firstPass
	for key, dst := range map[string]*float64{
		"input_i": &p.Integrated, "input_tp": &p.TruePeak, "input_lra": &p.Range,
		"input_thresh": &p.Threshold, "target_offset": &p.Offset,
	} {
		v, err := strconv.ParseFloat(raw[key], 64) // accepts "-inf" and "inf"
		if err != nil {
			return firstPass{}, fmt.Errorf("loudnorm measurement %s=%q: %w", key, raw[key], err)
		}
		*dst = v
	}
	return p, nil
}

// Measure is the EBU R128 loudness of the audio file at path (its first
// audio stream), measured by ffmpeg's ebur128 filter with true peak (4×
// oversampled). Render uses it on what it wrote; it is exported for
// checking files made elsewhere.
func (t Tool) Measure(ctx context.Context, path string) (Loudness, error) {
	src, err := openInput(path)
	if err != nil {
		return Loudness{}, err
	}
	res, err := t.run(ctx, src, ffmpegrun.For(src.info.Duration), []string{"-threads", "1"},
		[]string{"-map", "0:a:0",
			// framelog=verbose logs each 100 ms frame at a level below the
			// default (info), so only the summary is printed.
			"-af", "ebur128=peak=true:framelog=verbose",
			"-f", "null"}, "-", nil)
	if err != nil {
		return Loudness{}, err
	}
	return parseEBUR128(res.Stderr)
}

// The summary ebur128 prints as it closes:
//
//	Integrated loudness:
//	  I:         -16.0 LUFS
//	...
//	Loudness range:
//	  LRA:         2.8 LU
//	...
//	True peak:
//	  Peak:       -1.9 dBFS
var (
	ebuI    = regexp.MustCompile(`(?m)^\s*I:\s+(\S+) LUFS`)
	ebuLRA  = regexp.MustCompile(`(?m)^\s*LRA:\s+(\S+) LU`)
	ebuPeak = regexp.MustCompile(`(?m)^\s*Peak:\s+(\S+) dBFS`)
)

// parseEBUR128 reads the last summary in ebur128's output.
func parseEBUR128(stderr []byte) (Loudness, error) {
	at := bytes.LastIndex(stderr, []byte("Summary:"))
	if at < 0 {
		return Loudness{}, errors.New("no ebur128 summary in ffmpeg's output")
	}
	sum := stderr[at:]
	var l Loudness
	for _, f := range []struct {
		re  *regexp.Regexp
		dst *float64
	}{{ebuI, &l.Integrated}, {ebuLRA, &l.Range}, {ebuPeak, &l.TruePeak}} {
		m := f.re.FindSubmatch(sum)
		if m == nil {
			return Loudness{}, fmt.Errorf("ebur128 summary lacks %s", f.re)
		}
		v, err := strconv.ParseFloat(string(m[1]), 64)
		if err != nil {
			return Loudness{}, fmt.Errorf("ebur128 summary value %q: %w", m[1], err)
		}
		*f.dst = v
	}
	return l, nil
}

// silent reports whether an integrated loudness is no sound at all:
// BS.1770's absolute gate drops every block under -70 LUFS, so such audio
// has no measurable loudness (-inf) and no gain can bring it to a target.
func silent(lufs float64) bool {
	return math.IsInf(lufs, -1) || math.IsNaN(lufs) || lufs < -70
}
