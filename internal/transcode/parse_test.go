package transcode

import (
	"math"
	"strings"
	"testing"
)

func TestParseLoudnorm(t *testing.T) {
	stderr := "size=N/A time=00:00:15.00 bitrate=N/A speed= 150x\n" +
		"[Parsed_loudnorm_0 @ 0x55d1] \n{\n" +
		"\t\"input_i\" : \"-23.72\",\n\t\"input_tp\" : \"-11.06\",\n\t\"input_lra\" : \"10.70\",\n" +
		"\t\"input_thresh\" : \"-34.59\",\n\t\"output_i\" : \"-14.82\",\n\t\"output_tp\" : \"-2.00\",\n" +
		"\t\"output_lra\" : \"9.20\",\n\t\"output_thresh\" : \"-25.60\",\n" +
		"\t\"normalization_type\" : \"dynamic\",\n\t\"target_offset\" : \"0.82\"\n}\n"
	got, err := parseLoudnorm([]byte(stderr))
	want := firstPass{Integrated: -23.72, TruePeak: -11.06, Range: 10.7, Threshold: -34.59, Offset: 0.82}
	if err != nil || got != want {
		t.Fatalf("parseLoudnorm = %+v, %v; want %+v", got, err, want)
	}

	silence := strings.NewReplacer(`"-23.72"`, `"-inf"`, `"-11.06"`, `"-inf"`, `"0.82"`, `"inf"`).Replace(stderr)
	got, err = parseLoudnorm([]byte(silence))
	if err != nil || !silent(got.Integrated) || !math.IsInf(got.Offset, 1) {
		t.Fatalf("silence: %+v, %v", got, err)
	}

	for _, bad := range []string{"Conversion failed!\n", "{\n\"input_i\" : \"-23\"\n}\n", "{ not json }"} {
		if _, err := parseLoudnorm([]byte(bad)); err == nil {
			t.Errorf("parseLoudnorm(%q) took it", bad)
		}
	}
}

func TestParseEBUR128(t *testing.T) {
	stderr := `[Parsed_ebur128_0 @ 0x5611] Summary:

  Integrated loudness:
    I:         -16.0 LUFS
    Threshold: -26.4 LUFS

  Loudness range:
    LRA:         2.4 LU
    Threshold: -36.5 LUFS
    LRA low:   -17.3 LUFS
    LRA high:  -14.9 LUFS

  True peak:
    Peak:       -2.1 dBFS
`
	got, err := parseEBUR128([]byte(stderr))
	want := Loudness{Integrated: -16, TruePeak: -2.1, Range: 2.4}
	if err != nil || got != want {
		t.Fatalf("parseEBUR128 = %+v, %v; want %+v", got, err, want)
	}
	if _, err := parseEBUR128([]byte(strings.Replace(stderr, "True peak:\n    Peak:       -2.1 dBFS\n", "", 1))); err == nil {
		t.Error("a summary without a true peak was taken")
	}
	if _, err := parseEBUR128([]byte("Conversion failed!")); err == nil {
		t.Error("output without a summary was taken")
	}
}

func TestProgressReporter(t *testing.T) {
	var fractions []float64
	r := progressReporter{fn: func(f float64) { fractions = append(fractions, f) }, total: 4}
	for _, s := range []float64{0.5, 0.5, 2, 1, 5} {
		r.at(s)
	}
	if len(fractions) != 3 || fractions[0] != 0.125 || fractions[1] != 0.5 || fractions[2] != progressCap {
		t.Fatalf("fractions %v, want 0.125, 0.5, %v", fractions, progressCap)
	}
}

func TestPlan(t *testing.T) {
	m := firstPass{Integrated: -23.7, TruePeak: -11.1, Range: 14.3, Threshold: -34.6, Offset: 0.8}
	if p := planFor(Music, m); p.LRA != 14.3 || p.I != MusicLUFS || p.TP != MaxTruePeak-peakMargin {
		t.Errorf("music keeps its range: %+v", p)
	}
	if p := planFor(Music, firstPass{Range: 31}); p.LRA != musicMaxLRA {
		t.Errorf("music range capped: %+v", p)
	}
	if p := planFor(Music, firstPass{Range: 2}); p.LRA != musicMinLRA {
		t.Errorf("music range floor: %+v", p)
	}
	p := planFor(Speech, m)
	if p.LRA != speechLRA || p.I != SpeechLUFS {
		t.Errorf("speech: %+v", p)
	}
	f := p.filter()
	for _, part := range []string{"loudnorm=I=-16.00:TP=-2.00:LRA=11.00:", "measured_I=-23.70:", "measured_TP=-11.10:",
		"measured_LRA=14.30:", "measured_thresh=-34.60:", "offset=0.80:", "linear=true,aresample=44100,aformat=channel_layouts=mono|stereo"} {
		if !strings.Contains(f, part) {
			t.Errorf("filter %q lacks %q", f, part)
		}
	}

	q := p.corrected(Loudness{Integrated: -16.7, TruePeak: -0.6}, SpeechLUFS)
	if math.Abs(q.I-(-15.3)) > 1e-9 || math.Abs(q.TP-(-2.9)) > 1e-9 {
		t.Errorf("corrected: %+v", q)
	}
	if q := p.corrected(Loudness{Integrated: -15.2, TruePeak: -3}, SpeechLUFS); math.Abs(q.I-(-16.8)) > 1e-9 || q.TP != p.TP {
		t.Errorf("corrected for loudness only: %+v", q)
	}

	if !needsCorrection(Loudness{Integrated: -16.6, TruePeak: -3}, SpeechLUFS) ||
		!needsCorrection(Loudness{Integrated: -16, TruePeak: -0.9}, SpeechLUFS) ||
		needsCorrection(Loudness{Integrated: -15.6, TruePeak: -1}, SpeechLUFS) {
		t.Error("needsCorrection")
	}
	if !better(Loudness{Integrated: -18, TruePeak: -1.5}, Loudness{Integrated: -16, TruePeak: -0.5}, SpeechLUFS) ||
		!better(Loudness{Integrated: -16.1, TruePeak: -2}, Loudness{Integrated: -16.4, TruePeak: -2}, SpeechLUFS) {
		t.Error("better")
	}
}

func TestKind(t *testing.T) {
	if KindOf("album") != Music || KindOf("sermon") != Speech || KindOf("podcast") != Speech {
		t.Error("KindOf")
	}
	if TargetLUFS(Music) != -14 || TargetLUFS(Speech) != -16 {
		t.Error("TargetLUFS")
	}
}

func TestParseVersion(t *testing.T) {
	if v := parseVersion([]byte("ffmpeg version 5.1.8-0+deb12u1 Copyright (c) 2000-2025 the FFmpeg developers\nbuilt with gcc 12\n")); v != "5.1.8-0+deb12u1" {
		t.Errorf("parseVersion = %q", v)
	}
	if v := parseVersion([]byte("avconv version 12\n")); v != "" {
		t.Errorf("parseVersion(avconv) = %q", v)
	}
}
