package feed

import "testing"

func TestSeriesSlug(t *testing.T) {
	cases := []struct{ in, want string }{
		{"Grace in Romans", "grace-in-romans"},
		{"  Grâce & Vérité!  ", "grace-verite"},
		{"GRACE in romans", "grace-in-romans"},
		{"John 3:16 — Part 2", "john-3-16-part-2"},
		{"Ἀγάπη", "αγαπη"},
		{"!!!", ""},
		{"", ""},
	}
	for _, c := range cases {
		if got := SeriesSlug(c.in); got != c.want {
			t.Errorf("SeriesSlug(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	long := ""
	for range 50 {
		long += "word "
	}
	if got := SeriesSlug(long); len([]rune(got)) > seriesSlugMax || got[len(got)-1] == '-' {
		t.Errorf("long theme slug %q: over %d bytes or ends in a hyphen", got, seriesSlugMax)
	}
}
