package routes

import "testing"

// The feed-facts layer's switch is read once per app: with
// SELAH_FEED_FACTS=off its store remembers nothing
// (internal/feedfacts.TestFactsKeptOnlyWhenOn).
func TestFeedFactsSwitchReadPerApp(t *testing.T) {
	t.Setenv("SELAH_FEED_FACTS", "off")
	st := newFeedState()
	if st.facts == nil {
		t.Fatal("no facts store")
	}
	if st.facts.Keeps() {
		t.Error("SELAH_FEED_FACTS=off: the feed state keeps facts")
	}
}
