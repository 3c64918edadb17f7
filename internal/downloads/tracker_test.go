package downloads

import (
	"testing"
	"time"
)

func TestTracker(t *testing.T) {
	t.Parallel()
	t0 := time.Date(2025, 1, 1, 12, 0, 0, 0, time.UTC)
	const from, to, threshold = 44, 10_044, 6_000
	serve := func(tr *Tracker, key string, at time.Duration, spans ...Span) bool {
		return tr.Serve(key, spans, from, to, threshold, t0.Add(at))
	}

	t.Run("under, at and past the threshold", func(t *testing.T) {
		t.Parallel()
		tr := NewTracker(Window, 100)
		if serve(tr, "a", 0, Span{0, from + threshold - 1}) {
			t.Fatal("one byte short counted")
		}
		if !serve(tr, "b", 0, Span{0, from + threshold}) {
			t.Fatal("exactly the threshold not counted")
		}
		if !serve(tr, "c", 0, Span{0, to}) {
			t.Fatal("the whole file not counted")
		}
	})

	t.Run("header bytes do not count", func(t *testing.T) {
		t.Parallel()
		tr := NewTracker(Window, 100)
		if serve(tr, "a", 0, Span{0, threshold}) { // 44 of them are header
			t.Fatal("header counted as audio")
		}
	})

	t.Run("partial ranges add up once", func(t *testing.T) {
		t.Parallel()
		tr := NewTracker(Window, 100)
		if serve(tr, "a", 0, Span{from, from + 4000}) {
			t.Fatal("first half counted")
		}
		if serve(tr, "a", time.Minute, Span{from, from + 4000}) {
			t.Fatal("the same bytes again counted")
		}
		if !serve(tr, "a", 2*time.Minute, Span{from + 3000, from + 6000}) {
			t.Fatal("two ranges passing the threshold together not counted")
		}
		if serve(tr, "a", 3*time.Minute, Span{0, to}) {
			t.Fatal("counted twice in the window")
		}
		if serve(tr, "a", Window+2*time.Minute-time.Second, Span{0, to}) {
			t.Fatal("counted again before a window since the count")
		}
		if !serve(tr, "a", Window+2*time.Minute, Span{0, to}) {
			t.Fatal("not counted a window after the count")
		}
	})

	t.Run("partial coverage expires with the window", func(t *testing.T) {
		t.Parallel()
		tr := NewTracker(Window, 100)
		serve(tr, "a", 0, Span{from, from + 4000})
		if serve(tr, "a", Window, Span{from + 4000, from + 6000}) {
			t.Fatal("coverage from a past window counted")
		}
	})

	t.Run("keys are independent", func(t *testing.T) {
		t.Parallel()
		tr := NewTracker(Window, 100)
		serve(tr, "a", 0, Span{from, from + 4000})
		if serve(tr, "b", 0, Span{from + 4000, from + 6000}) {
			t.Fatal("another listener's bytes counted")
		}
	})

	t.Run("many small spans are bounded", func(t *testing.T) {
		t.Parallel()
		tr := NewTracker(Window, 100)
		for i := range int64(MaxSpansPerKey + 50) {
			serve(tr, "a", 0, Span{from + 3*i, from + 3*i + 1})
		}
		if n := tr.keys["a"].coverage.Len(); n > MaxSpansPerKey {
			t.Fatalf("%d spans held", n)
		}
	})

	t.Run("forgotten keys are swept and capacity holds", func(t *testing.T) {
		t.Parallel()
		tr := NewTracker(Window, 2)
		serve(tr, "a", 0, Span{from, from + 10})
		serve(tr, "b", 0, Span{from, from + 10})
		// Full: a new key is judged on its own request.
		if !serve(tr, "c", 0, Span{0, to}) {
			t.Fatal("a full tracker refused a whole download")
		}
		if tr.Len() != 2 {
			t.Fatalf("%d keys held, want 2", tr.Len())
		}
		serve(tr, "d", Window+time.Minute, Span{from, from + 10})
		if _, ok := tr.keys["a"]; ok {
			t.Fatal("expired key not swept")
		}
		if _, ok := tr.keys["d"]; !ok {
			t.Fatal("new key not kept after the sweep")
		}
	})
}
