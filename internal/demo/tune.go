package demo

import (
	"hash/fnv"
	"math"
	"math/rand/v2"
)

// progressions are chord roots in semitones above the key: I-V-vi-IV and
// its friends, the backbone of a great many worship songs.
var progressions = [][]int{
	{0, 7, 9, 5}, {0, 5, 7, 0}, {9, 5, 0, 7}, {0, 9, 5, 7}, {5, 0, 7, 9},
}

// Tune returns a short (about 4.5 to 5.7 s) mono WAV for title: a soft
// chord progression with a bass note and a plucked arpeggio, shaped by
// envelopes so it starts and ends cleanly. The same title gives the same
// bytes.
func Tune(title string) []byte {
	rng := seeded(title)
	key := 55 + rng.IntN(10) // G3 .. E4
	prog := progressions[rng.IntN(len(progressions))]
	chordLen := 1.0 + 0.1*float64(rng.IntN(4))
	pattern := [][]int{{0, 1, 2, 1}, {0, 2, 1, 2}, {2, 1, 0, 1}}[rng.IntN(3)]
	tail := 0.5

	total := chordLen*float64(len(prog)) + tail
	out := make([]float64, int(total*SampleRate))
	for c, step := range prog {
		chord := triad(key+step, step == 9 || step == 2 || step == 4)
		start := chordLen * float64(c)
		for _, n := range chord {
			addNote(out, start, chordLen+0.3, n, 0.07, triangle, 0.08, 1.6)
		}
		addNote(out, start, chordLen+0.2, chord[0]-12, 0.15, math.Sin, 0.02, 0.9)
		eighth := chordLen / 4
		for i, idx := range pattern {
			addNote(out, start+eighth*float64(i), eighth*1.8, chord[idx]+12, 0.16, math.Sin, 0.005, eighth*1.2)
		}
	}
	fade(out, 0.05, 0.3)
	return EncodeWAV(out)
}

// seeded returns a random source fixed by the text, so content generated
// from a title never changes between runs.
func seeded(text string) *rand.Rand {
	h := fnv.New64a()
	h.Write([]byte(text))
	s := h.Sum64()
	return rand.New(rand.NewPCG(s, s^0x9e3779b97f4a7c15))
}

// triad returns the MIDI notes of a major (or minor) triad on root.
func triad(root int, minor bool) []int {
	if minor {
		return []int{root, root + 3, root + 7}
	}
	return []int{root, root + 4, root + 7}
}

// triangle is a triangle wave with the period and phase of math.Sin.
func triangle(x float64) float64 {
	p := math.Mod(x/(2*math.Pi), 1)
	return 4*math.Abs(p-0.5) - 1
}

// addNote mixes one note of MIDI pitch midi into out, starting at start
// seconds and lasting length seconds, with a linear attack and an
// exponential release (decay is its time constant in seconds).
func addNote(out []float64, start, length float64, midi int, gain float64, wave func(float64) float64, attack, decay float64) {
	freq := 440 * math.Pow(2, float64(midi-69)/12)
	first := int(start * SampleRate)
	n := int(length * SampleRate)
	for i := 0; i < n && first+i < len(out); i++ {
		t := float64(i) / SampleRate
		env := math.Exp(-t / decay)
		if t < attack {
			env *= t / attack
		}
		if rest := length - t; rest < 0.1 {
			env *= rest / 0.1 // no click at the note's end
		}
		out[first+i] += gain * env * wave(2*math.Pi*freq*t)
	}
}

// fade ramps the first in and last out seconds of the signal.
func fade(out []float64, in, outSecs float64) {
	ni, no := int(in*SampleRate), int(outSecs*SampleRate)
	for i := 0; i < ni && i < len(out); i++ {
		out[i] *= float64(i) / float64(ni)
	}
	for i := 0; i < no && i < len(out); i++ {
		out[len(out)-1-i] *= float64(i) / float64(no)
	}
}
