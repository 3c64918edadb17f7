package routes

import "testing"

// feed-facts off (SELAH_FEED_FACTS=off): nothing measured is remembered,
// so every feed and enclosure asks storage again; on, a file is measured once.
func TestFeedFactsKeptOnlyWhenOn(t *testing.T) {
	for _, keep := range []bool{true, false} {
		st := &feedState{keep: keep, facts: map[string]audioFacts{}}
		st.remember("media/ep/a.mp3", audioFacts{size: 10, measured: true})
		if _, ok := st.cached("media/ep/a.mp3"); ok != keep {
			t.Errorf("keep %v: remembered %v", keep, ok)
		}
	}
	t.Setenv("SELAH_FEED_FACTS", "off")
	if st := newFeedState(); st.keep {
		t.Error("SELAH_FEED_FACTS=off: the feed state keeps facts")
	}
}
