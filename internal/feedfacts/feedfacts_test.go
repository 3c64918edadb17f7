package feedfacts

import (
	"fmt"
	"testing"
)

// feed-facts off (SELAH_FEED_FACTS=off): nothing measured is remembered,
// so every feed and enclosure asks storage again; on, a file is measured
// once.
func TestFactsKeptOnlyWhenOn(t *testing.T) {
	for _, keep := range []bool{true, false} {
		s := New(keep)
		s.remember("media/ep/a.mp3", Audio{Size: 10, measured: true})
		if _, ok := s.cached("media/ep/a.mp3"); ok != keep {
			t.Errorf("keep %v: remembered %v", keep, ok)
		}
	}
}

// A full cache starts over rather than grow.
func TestFactsAreBounded(t *testing.T) {
	s := New(true)
	for i := 0; i <= maxAudio; i++ {
		s.remember(fmt.Sprint("media/ep/", i), Audio{Size: 1})
	}
	if n := len(s.audio); n > maxAudio {
		t.Fatalf("%d facts kept, bound %d", n, maxAudio)
	}
}
