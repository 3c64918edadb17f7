package transcode

import (
	"math"
	"strconv"
	"strings"
)

// The rendition's shape. MP3 at a constant bitrate plays in every browser
// and podcast app, and a constant bitrate makes a byte offset a time offset
// (seeking, and the byte thresholds that count plays and downloads).
const (
	musicBitrate  = 128_000 // bit/s: transparent enough for songs, well under 160 kbit/s
	speechBitrate = 96_000  // bit/s: speech gains nothing audible above this
	outputRate    = 44100   // what every MP3 decoder plays; loudnorm works at 192 kHz
	// outputLayouts keeps a mono source mono (half the bits carry the same
	// voice) and folds anything wider than stereo down to stereo.
	outputLayouts = "mono|stereo"
)

// Loudness targets of the second pass.
const (
	// peakMargin is how far under MaxTruePeak loudnorm is asked to hold the
	// true peak. Its limiter (dynamic mode) or its admission rule (linear
	// mode) holds the peak at 192 kHz, but MP3 encoding then reshapes the
	// waveform and adds inter-sample peaks: on this machine's fixtures the
	// encoded true peak came out up to about 0.5 dB above loudnorm's.
	peakMargin = 1.0
	// speechLRA is the loudness range speech may keep: EBU R128's usual
	// figure for programmes; a talk quieter or louder than that in places
	// is evened out (loudnorm's dynamic mode).
	speechLRA = 11.0
	// A song keeps its own range from musicMinLRA up to musicMaxLRA, so
	// loudnorm can apply one constant gain (linear mode needs the target
	// range to be at least the measured one); only wilder dynamics than
	// musicMaxLRA are compressed.
	musicMinLRA = 11.0
	musicMaxLRA = 20.0
	// loudnessTolerance is how far from its target the encoded rendition's
	// integrated loudness may land before a corrective pass is run. On the
	// test fixtures the first encode landed 0.4 to 0.9 LU low: LAME's
	// lowpass takes the top octave, which K-weighting counts heavily, and
	// loudnorm's dynamic mode undershoots a little.
	loudnessTolerance = 0.5
)

// firstPassFilter is the first pass's loudnorm. It measures the input the
// same whatever its targets, but it also runs its dynamic mode and reports
// how far that landed from the target (target_offset), which the second
// pass adds back should it fall to dynamic mode too: so the targets here
// are the second pass's. A song's range target is only known once measured;
// musicMaxLRA stands in for it, which leaves the range unconstrained in
// both passes for every song with a range up to musicMaxLRA.
func firstPassFilter(kind Kind) string {
	lra := speechLRA
	if kind == Music {
		lra = musicMaxLRA
	}
	return "loudnorm=I=" + num(TargetLUFS(kind)) + ":TP=" + num(MaxTruePeak-peakMargin) +
		":LRA=" + num(lra) + ":print_format=json"
}

// loudnormPlan is the second pass's loudnorm: targets, and the first pass's
// measurements handed back so it can normalise in one go.
type loudnormPlan struct {
	I, TP, LRA float64
	in         firstPass
}

// planFor is the second pass for an input of kind measured m.
func planFor(kind Kind, m firstPass) loudnormPlan {
	lra := speechLRA
	if kind == Music {
		lra = clamp(m.Range, musicMinLRA, musicMaxLRA)
	}
	return loudnormPlan{I: TargetLUFS(kind), TP: MaxTruePeak - peakMargin, LRA: lra, in: m}
}

// corrected is the plan for a corrective pass after a rendition made with p
// measured got, aiming at target: the integrated target moved by the miss,
// and the peak target lowered by any overshoot plus half the margin again.
func (p loudnormPlan) corrected(got Loudness, target float64) loudnormPlan {
	q := p
	q.I = clamp(p.I+(target-got.Integrated), -70, -5)
	if over := got.TruePeak - MaxTruePeak; over > 0 {
		q.TP = clamp(p.TP-over-peakMargin/2, -9, 0)
	}
	return q
}

// filter is the -af chain of the second pass: loudnorm with linear=true,
// which applies one constant gain when the measured peak and range allow it
// (nothing about the sound changes but its level) and otherwise falls back
// to its dynamic mode (a gain that follows the programme, with a true-peak
// limiter); then back to 44.1 kHz and at most two channels.
func (p loudnormPlan) filter() string {
	// Each value is clamped to the range loudnorm accepts: out of range, it
	// refuses to start rather than clamping itself.
	opts := []struct {
		name string
		v    float64
	}{
		{"I", p.I}, {"TP", p.TP}, {"LRA", clamp(p.LRA, 1, 50)},
		{"measured_I", clamp(p.in.Integrated, -99, 0)},
		{"measured_TP", clamp(p.in.TruePeak, -99, 99)},
		{"measured_LRA", clamp(p.in.Range, 0, 99)},
		{"measured_thresh", clamp(p.in.Threshold, -99, 0)},
		// Used in dynamic mode only: the first pass's own miss.
		{"offset", clamp(p.in.Offset, -99, 99)},
	}
	var b strings.Builder
	b.WriteString("loudnorm=")
	for _, o := range opts {
		b.WriteString(o.name + "=" + num(o.v) + ":")
	}
	b.WriteString("linear=true")
	b.WriteString(",aresample=" + strconv.Itoa(outputRate))
	b.WriteString(",aformat=channel_layouts=" + outputLayouts)
	return b.String()
}

// bitsPerSecond is the MP3 bitrate for kind, which also caps the size of
// its rendition (ffmpegrun.Limits.WithBitrate).
func bitsPerSecond(kind Kind) int {
	if kind == Music {
		return musicBitrate
	}
	return speechBitrate
}

// bitrate is the MP3 bitrate for kind as ffmpeg's -b:a takes it ("96k").
func bitrate(kind Kind) string { return strconv.Itoa(bitsPerSecond(kind)/1000) + "k" }

// needsCorrection reports whether a rendition measured got breaks the
// guarantees: true peak above MaxTruePeak, or integrated loudness further
// than loudnessTolerance from target.
func needsCorrection(got Loudness, target float64) bool {
	return got.TruePeak > MaxTruePeak || math.Abs(got.Integrated-target) > loudnessTolerance
}

// better reports whether rendition a is closer to the guarantees than b:
// within the peak limit first, then nearer the loudness target.
func better(a, b Loudness, target float64) bool {
	aOK, bOK := a.TruePeak <= MaxTruePeak, b.TruePeak <= MaxTruePeak
	if aOK != bOK {
		return aOK
	}
	return math.Abs(a.Integrated-target) < math.Abs(b.Integrated-target)
}

// num formats a filter option value: two decimals, as loudnorm prints them.
func num(v float64) string { return strconv.FormatFloat(v, 'f', 2, 64) }

func clamp(v, lo, hi float64) float64 { return math.Max(lo, math.Min(hi, v)) }
