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

func TestSeriesOf(t *testing.T) {
	got := SeriesOf([]string{"", "  love that finds us!  ", "Spirit & Truth", "!!!", "Love That Finds Us", "spirit and truth"})
	want := []Series{
		{Slug: "love-that-finds-us", Title: "love that finds us!"}, // as the newest sermon writes it, trimmed
		{Slug: "spirit-truth", Title: "Spirit & Truth"},
		{Slug: "spirit-and-truth", Title: "spirit and truth"},
	}
	if len(got) != len(want) {
		t.Fatalf("SeriesOf = %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("series %d: %+v, want %+v", i, got[i], want[i])
		}
	}
	if SeriesOf(nil) != nil {
		t.Error("SeriesOf(nil) is not empty")
	}
}
