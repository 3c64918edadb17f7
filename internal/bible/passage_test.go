package bible

import (
	"encoding/json"
	"sort"
	"testing"
)

// one parses a single passage or fails the test.
func one(t *testing.T, s string) Passage {
	t.Helper()
	ps, err := Parse(s)
	if err != nil || len(ps) != 1 {
		t.Fatalf("Parse(%q) = %+v, %v", s, ps, err)
	}
	return ps[0]
}

func TestOverlaps(t *testing.T) {
	cases := []struct {
		a, b string
		want bool
	}{
		{"John 3", "John 3:16-18", true},
		{"Rom 8:28", "Romans 8", true},
		{"John 4", "John 3:16-18", false},
		{"John 3:15", "John 3:16-18", false},
		{"John 3:16", "John 3:16-18", true},
		{"John 3:18", "John 3:16-18", true},
		{"John 3:19", "John 3:16-18", false},
		{"Matt 6", "Matthew 5-7", true},
		{"Matt 8", "Matthew 5-7", false},
		{"Matt 4:25", "Matthew 5-7", false},
		{"Matt 7:29", "Matthew 5-7", true},
		{"John 4", "John 3:16-4:2", true},
		{"John 4:2", "John 3:16-4:2", true},
		{"John 4:3", "John 3:16-4:2", false},
		{"John 3:1", "John 3:16-4:2", false},
		{"John 3:36", "John 3:16-4:2", true},
		{"Romans", "Rom 8:28", true},
		{"Romans", "1 Cor 1", false},
		{"Jude 3", "Jude", true},
		{"Jude 3", "Jude 4-6", false},
		{"John 3", "1 John 3", false},
		{"Psalm 23", "Psalms 22-24", true},
	}
	for _, c := range cases {
		a, b := one(t, c.a), one(t, c.b)
		if got := Overlaps(a, b); got != c.want {
			t.Errorf("Overlaps(%q, %q) = %v, want %v", c.a, c.b, got, c.want)
		}
		if got := Overlaps(b, a); got != c.want {
			t.Errorf("Overlaps(%q, %q) = %v, want %v", c.b, c.a, got, c.want)
		}
		// The SQL form over spans agrees.
		af, at := a.Span()
		bf, bt := b.Span()
		if got := af <= bt && at >= bf; got != c.want {
			t.Errorf("spans of %q and %q: overlap %v, want %v", c.a, c.b, got, c.want)
		}
	}
}

func TestContains(t *testing.T) {
	cases := []struct {
		p, q string
		want bool
	}{
		{"Romans 8", "Rom 8:28", true},
		{"Rom 8:28", "Romans 8", false},
		{"John 3:16-18", "John 3", false},
		{"John 3:16-18", "John 3:17", true},
		{"Matthew 5-7", "Matt 6", true},
		{"Matthew 5-7", "Matt 7:29", true},
		{"Matthew 5-7", "Matt 7-8", false},
		{"John 3:16-4:2", "John 3:36-4:1", true},
		{"John 3:16-4:2", "John 4", false},
		{"Romans", "Rom 16:27", true},
		{"John 3", "John 3", true},
	}
	for _, c := range cases {
		if got := one(t, c.p).Contains(one(t, c.q)); got != c.want {
			t.Errorf("%q.Contains(%q) = %v, want %v", c.p, c.q, got, c.want)
		}
	}
}

func TestUnknownBook(t *testing.T) {
	bad := Passage{Book: "Hezekiah", Chapter: 1}
	if from, to := bad.Span(); from != 0 || to != 0 {
		t.Errorf("Span of an unknown book = %d, %d", from, to)
	}
	if Overlaps(bad, bad) || bad.Contains(bad) || Overlaps(bad, one(t, "Gen 1")) {
		t.Error("an unknown book overlaps")
	}
	// A hand-built passage with an abbreviated book still works.
	if !Overlaps(Passage{Book: "Rom", Chapter: 8}, one(t, "Romans 8:28")) {
		t.Error("abbreviated book does not overlap")
	}
}

func TestSpan(t *testing.T) {
	cases := []struct {
		in       string
		from, to int
	}{
		{"Gen 1:1", 1_001_001, 1_001_001},
		{"John 3", 43_003_000, 43_003_999},
		{"John 3:16", 43_003_016, 43_003_016},
		{"John 3:16-18", 43_003_016, 43_003_018},
		{"John 3:16-4:2", 43_003_016, 43_004_002},
		{"Matthew 5-7", 40_005_000, 40_007_999},
		{"Matt 5-6:10", 40_005_001, 40_006_010},
		{"Jude 3", 65_001_003, 65_001_003},
		{"Romans", 45_001_000, 45_016_999},
		{"Rev 22:21", 66_022_021, 66_022_021},
		{"Ps 119:176", 19_119_176, 19_119_176},
	}
	for _, c := range cases {
		from, to := one(t, c.in).Span()
		if from != c.from || to != c.to {
			t.Errorf("Span(%q) = %d, %d; want %d, %d", c.in, from, to, c.from, c.to)
		}
	}
}

// Spans sort passages canonically: by book, then chapter, then verse, with
// a whole chapter starting before its first verse.
func TestSpanOrder(t *testing.T) {
	ordered := []string{
		"Gen 1", "Gen 1:1", "Gen 1:2", "Gen 2", "Exod 20", "Ps 23", "Ps 119:105", "Mal 4:6",
		"Matt 1", "John 3", "John 3:16", "John 3:17", "John 4", "Acts 2", "Rom 8:28",
		"1 Cor 13", "2 Cor 5", "1 John 4:8", "3 John 4", "Jude 3", "Rev 22:21",
	}
	froms := make([]int, len(ordered))
	for i, s := range ordered {
		froms[i], _ = one(t, s).Span()
	}
	if !sort.IntsAreSorted(froms) {
		t.Errorf("spans out of order: %v", froms)
	}
	for i := 1; i < len(froms); i++ {
		if froms[i] == froms[i-1] {
			t.Errorf("%q and %q share a start", ordered[i-1], ordered[i])
		}
	}
}

func TestStringAndFormat(t *testing.T) {
	cases := []struct {
		p    Passage
		want string
	}{
		{Passage{Book: "John", Chapter: 3, VerseFrom: 16, VerseTo: 18}, "John 3:16-18"},
		{Passage{Book: "John", Chapter: 3, VerseFrom: 16}, "John 3:16"},
		{Passage{Book: "Romans", Chapter: 8}, "Romans 8"},
		{Passage{Book: "Matthew", Chapter: 5, ChapterTo: 7}, "Matthew 5-7"},
		{Passage{Book: "John", Chapter: 3, VerseFrom: 16, ChapterTo: 4, VerseTo: 2}, "John 3:16-4:2"},
		{Passage{Book: "Psalms", Chapter: 23}, "Psalm 23"},
		{Passage{Book: "Psalms", Chapter: 22, ChapterTo: 23}, "Psalms 22-23"},
		{Passage{Book: "Jude", Chapter: 1, VerseFrom: 3, VerseTo: 3}, "Jude 3"},
		{Passage{Book: "Jude", Chapter: 1}, "Jude"},
		{Passage{Book: "Rom", Chapter: 1, ChapterTo: 16}, "Romans"},
	}
	var ps []Passage
	for _, c := range cases {
		if got := c.p.String(); got != c.want {
			t.Errorf("%+v.String() = %q, want %q", c.p, got, c.want)
		}
		ps = append(ps, c.p)
	}
	if got := Format(ps[:3]); got != "John 3:16-18; John 3:16; Romans 8" {
		t.Errorf("Format = %q", got)
	}
	if got := Format(nil); got != "" {
		t.Errorf("Format(nil) = %q", got)
	}
}

func TestJSON(t *testing.T) {
	b, err := json.Marshal([]Passage{one(t, "Rom 8"), one(t, "John 3:16-4:2")})
	if err != nil {
		t.Fatal(err)
	}
	want := `[{"book":"Romans","chapter":8,"text":"Romans 8"},` +
		`{"book":"John","chapter":3,"verseFrom":16,"verseTo":2,"chapterTo":4,"text":"John 3:16-4:2"}]`
	if string(b) != want {
		t.Errorf("JSON\n got %s\nwant %s", b, want)
	}
}
