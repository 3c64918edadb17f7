package transcode

import (
	"context"
	"math"
	"os"
	"path/filepath"
	"testing"
)

// Test recordings, made by ffmpeg's aevalsrc (random() gives noise). Each
// is short, but holds the things loudness normalisation trips on: levels
// that change over seconds, pauses, and peaks far above the average.
const (
	// A stereo chord with tremolo, swelling every 7 s, over soft noise:
	// about -23 LUFS.
	musicChord = "aevalsrc=exprs=" +
		"'(0.12*(sin(2*PI*220*t)+0.6*sin(2*PI*277.2*t)+0.5*sin(2*PI*329.6*t))*(0.6+0.4*sin(2*PI*2*t))+0.05*(random(0)-0.5))*(0.55+0.45*sin(2*PI*t/7))" +
		"|(0.12*(sin(2*PI*220*t+1)+0.6*sin(2*PI*329.6*t)+0.5*sin(2*PI*440*t))*(0.6+0.4*sin(2*PI*2*t+1))+0.05*(random(1)-0.5))*(0.55+0.45*sin(2*PI*t/7))'" +
		":s=44100:d=15"
	// A quiet verse then a loud chorus (bass and noise): about -22 LUFS
	// with a loudness range over 16 LU, wider than speech is allowed.
	musicVerseChorus = "aevalsrc=exprs=" +
		"'0.4*(0.3*sin(2*PI*110*t)*(0.5+0.5*sin(2*PI*t))+0.2*(random(0)-0.5))*if(lt(t,7),0.15,1)" +
		"|0.4*(0.3*sin(2*PI*165*t)*(0.5+0.5*sin(2*PI*t))+0.2*(random(1)-0.5))*if(lt(t,7),0.15,1)'" +
		":s=48000:d=15"
	// Speech-like mono at 48 kHz, about -30 LUFS: a voiced sound with a
	// gliding pitch in syllables (3.7 a second), hiss now and then, a
	// plosive click every 1.7 s (peaks some 23 dB above the average, as a
	// close microphone gives) and a pause every 4.1 s.
	speechQuiet = "aevalsrc=exprs=" +
		"'0.06*((sin(2*PI*(120+25*sin(2*PI*0.9*t))*t)+0.6*sin(4*PI*(120+25*sin(2*PI*0.9*t))*t)+0.4*sin(6*PI*(120+25*sin(2*PI*0.9*t))*t))*pow(0.5-0.5*cos(2*PI*3.7*t),2)" +
		"+0.5*(random(0)-0.5)*gt(sin(2*PI*1.3*t),0.8)+6*lt(mod(t,1.7),0.004)*sin(2*PI*900*t))*lt(mod(t,4.1),3.2)'" +
		":s=48000:c=mono:d=20"
	// A loud master: bass, noise and a tone pushed into a limiter, about
	// -8 LUFS with inter-sample peaks above 0 dBTP.
	songLoud = "aevalsrc=exprs=" +
		"'1.3*(0.7*sin(2*PI*55*t)*(0.6+0.4*sin(2*PI*2*t))+0.5*(random(0)-0.5)+0.2*sin(2*PI*440*t))*(0.75+0.25*sin(2*PI*t/5))" +
		"|1.3*(0.7*sin(2*PI*55*t+0.5)*(0.6+0.4*sin(2*PI*2*t))+0.5*(random(1)-0.5)+0.2*sin(2*PI*660*t))*(0.75+0.25*sin(2*PI*t/5))'" +
		":s=44100:d=15"
)

func TestRenderMeetsTargets(t *testing.T) {
	// Each case and each test below runs ffmpeg on one thread in its own
	// temp dir: they run side by side, one per core.
	t.Parallel()
	tool := needFFmpeg(t)
	cases := []struct {
		name     string
		file     string
		source   string
		encode   []string
		kind     Kind
		channels int // of the rendition
	}{
		{"wav music", "chord.wav", musicChord, []string{"-c:a", "pcm_s16le"}, Music, 2},
		{"flac music", "verse-chorus.flac", musicVerseChorus, []string{"-c:a", "flac"}, Music, 2},
		{"quiet speech", "talk.wav", speechQuiet, []string{"-c:a", "pcm_s16le"}, Speech, 1},
		{"loud song", "loud.wav", songLoud,
			[]string{"-af", "alimiter=limit=0.97:level=false:attack=1:release=20", "-c:a", "pcm_s16le"}, Music, 2},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			in := synth(t, tool, c.file, c.source, c.encode...)
			src := ffprobe(t, in)
			srcLoud := loudnessOf(t, tool, in)
			out := filepath.Join(t.TempDir(), "rendition.mp3")

			var fractions []float64
			res, err := tool.Render(context.Background(), in, out, c.kind, src.Duration,
				func(f float64) { fractions = append(fractions, f) })
			if err != nil {
				t.Fatal(err)
			}

			got := ffprobe(t, out)
			loud := loudnessOf(t, tool, out)
			target := TargetLUFS(c.kind)
			t.Logf("input %.1f LUFS %.1f dBTP; rendition %.1f LUFS %.1f dBTP (Render measured in %+v, out %+v); %.0f bit/s, %d ch",
				srcLoud.I, srcLoud.TP, loud.I, loud.TP, res.Input, res.Output, got.BitRate, got.Channels)

			if got.Codec != "mp3" || got.Rate != 44100 || got.Channels != c.channels {
				t.Errorf("rendition is %s %d Hz %d ch, want mp3 44100 Hz %d ch", got.Codec, got.Rate, got.Channels, c.channels)
			}
			if got.BitRate <= 0 || got.BitRate >= 160_000 {
				t.Errorf("bitrate %.0f, want under 160 kbit/s", got.BitRate)
			}
			if math.Abs(loud.I-target) > 1 {
				t.Errorf("integrated loudness %.1f LUFS, want %.0f ± 1", loud.I, target)
			}
			if loud.TP > MaxTruePeak {
				t.Errorf("true peak %.1f dBTP, want at most %.0f", loud.TP, MaxTruePeak)
			}
			if math.Abs(got.Duration-src.Duration) > 0.1 {
				t.Errorf("duration %.3f s, input %.3f s", got.Duration, src.Duration)
			}
			if math.Abs(res.Duration-src.Duration) > 0.1 {
				t.Errorf("Result.Duration %.3f s, input %.3f s", res.Duration, src.Duration)
			}
			if st, err := os.Stat(out); err != nil || st.Size() != res.Size {
				t.Errorf("Result.Size %d, file: %v %v", res.Size, st, err)
			}
			if res.HeaderSize <= 0 || res.Bitrate <= 0 {
				t.Errorf("Result.HeaderSize %d, Bitrate %d: want the Xing frame and the bitrate", res.HeaderSize, res.Bitrate)
			}
			if math.Abs(res.Input.Integrated-srcLoud.I) > 1 || math.Abs(res.Output.Integrated-loud.I) > 0.2 {
				t.Errorf("Result loudness in %.2f out %.2f, measured here %.1f and %.1f", res.Input.Integrated, res.Output.Integrated, srcLoud.I, loud.I)
			}
			checkProgress(t, fractions)
			onlyFile(t, filepath.Dir(out), "rendition.mp3")
		})
	}
}

// checkProgress wants fractions rising, within 0..1, ending at 1.
func checkProgress(t *testing.T, fractions []float64) {
	t.Helper()
	if len(fractions) == 0 || fractions[len(fractions)-1] != 1 {
		t.Fatalf("progress %v, want it to end at 1", fractions)
	}
	for i, f := range fractions {
		if f <= 0 || f > 1 || (i > 0 && f <= fractions[i-1]) {
			t.Fatalf("progress %v is not rising within (0, 1]", fractions)
		}
	}
}

// onlyFile wants dir to hold exactly name (no temporary files left), or
// nothing when name is "".
func onlyFile(t *testing.T, dir, name string) {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	if (name == "" && len(names) != 0) || (name != "" && (len(names) != 1 || names[0] != name)) {
		t.Errorf("%s holds %v, want only %q", dir, names, name)
	}
}

// A video with surround sound: the rendition is the first audio stream
// only, folded down to stereo, with no picture.
func TestRenderVideoWithSurround(t *testing.T) {
	t.Parallel()
	tool := needFFmpeg(t)
	in := synth(t, tool, "service.mp4", "testsrc=d=8:s=160x120:r=10",
		"-f", "lavfi", "-i", musicChord,
		"-map", "0:v", "-map", "1:a", "-shortest",
		"-af", "pan=5.1|FL=c0|FR=c1|FC=0.5*c0+0.5*c1|LFE=0.1*c0|BL=0.5*c0|BR=0.5*c1",
		"-c:v", "mpeg4", "-c:a", "aac")
	out := filepath.Join(t.TempDir(), "rendition.mp3")
	if _, err := tool.Render(context.Background(), in, out, Speech, 0, nil); err != nil {
		t.Fatal(err)
	}
	if p := ffprobe(t, out); p.Codec != "mp3" || p.Channels != 2 || p.Streams != 1 || math.Abs(p.Duration-8) > 0.1 {
		t.Fatalf("rendition %+v, want 8 s of stereo mp3 alone", p)
	}
	if l := loudnessOf(t, tool, out); math.Abs(l.I-SpeechLUFS) > 1 || l.TP > MaxTruePeak {
		t.Fatalf("rendition at %.1f LUFS, %.1f dBTP", l.I, l.TP)
	}
}
