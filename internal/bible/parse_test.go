package bible

import (
	"errors"
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestParseForms(t *testing.T) {
	cases := []struct {
		in   string
		want []Passage
	}{
		{"John 3:16-18", []Passage{{Book: "John", Chapter: 3, VerseFrom: 16, VerseTo: 18, Text: "John 3:16-18"}}},
		{"Rom 8", []Passage{{Book: "Romans", Chapter: 8, Text: "Romans 8"}}},
		{"Rom 8:28", []Passage{{Book: "Romans", Chapter: 8, VerseFrom: 28, VerseTo: 28, Text: "Romans 8:28"}}},
		{"Matthew 5-7", []Passage{{Book: "Matthew", Chapter: 5, ChapterTo: 7, Text: "Matthew 5-7"}}},
		{"John 3:16-4:2", []Passage{{Book: "John", Chapter: 3, VerseFrom: 16, ChapterTo: 4, VerseTo: 2, Text: "John 3:16-4:2"}}},
		{"Matt 5-6:10", []Passage{{Book: "Matthew", Chapter: 5, VerseFrom: 1, ChapterTo: 6, VerseTo: 10, Text: "Matthew 5:1-6:10"}}},
		{"Jude 3", []Passage{{Book: "Jude", Chapter: 1, VerseFrom: 3, VerseTo: 3, Text: "Jude 3"}}},
		{"Jude 3-5", []Passage{{Book: "Jude", Chapter: 1, VerseFrom: 3, VerseTo: 5, Text: "Jude 3-5"}}},
		{"Jude 1:3", []Passage{{Book: "Jude", Chapter: 1, VerseFrom: 3, VerseTo: 3, Text: "Jude 3"}}},
		{"Jude", []Passage{{Book: "Jude", Chapter: 1, Text: "Jude"}}},
		{"Ps 23", []Passage{{Book: "Psalms", Chapter: 23, Text: "Psalm 23"}}},
		{"Psalm 119:105", []Passage{{Book: "Psalms", Chapter: 119, VerseFrom: 105, VerseTo: 105, Text: "Psalm 119:105"}}},
		{"Psalms 1-3", []Passage{{Book: "Psalms", Chapter: 1, ChapterTo: 3, Text: "Psalms 1-3"}}},
		{"Romans", []Passage{{Book: "Romans", Chapter: 1, ChapterTo: 16, Text: "Romans"}}},
		{"John 3:16–18", []Passage{{Book: "John", Chapter: 3, VerseFrom: 16, VerseTo: 18, Text: "John 3:16-18"}}},
		{"John 3:16—18", []Passage{{Book: "John", Chapter: 3, VerseFrom: 16, VerseTo: 18, Text: "John 3:16-18"}}},
		{"  John   3 : 16 - 18  ", []Passage{{Book: "John", Chapter: 3, VerseFrom: 16, VerseTo: 18, Text: "John 3:16-18"}}},
		{"John3:16", []Passage{{Book: "John", Chapter: 3, VerseFrom: 16, VerseTo: 16, Text: "John 3:16"}}},
		{"John 3.16", []Passage{{Book: "John", Chapter: 3, VerseFrom: 16, VerseTo: 16, Text: "John 3:16"}}},
		{"John 3:16a", []Passage{{Book: "John", Chapter: 3, VerseFrom: 16, VerseTo: 16, Text: "John 3:16"}}},
		{"John 3:16b-18a", []Passage{{Book: "John", Chapter: 3, VerseFrom: 16, VerseTo: 18, Text: "John 3:16-18"}}},
		{"1 Cor 13:4-7", []Passage{{Book: "1 Corinthians", Chapter: 13, VerseFrom: 4, VerseTo: 7, Text: "1 Corinthians 13:4-7"}}},
		{"1Cor13", []Passage{{Book: "1 Corinthians", Chapter: 13, Text: "1 Corinthians 13"}}},
		{"Matt 5-5", []Passage{{Book: "Matthew", Chapter: 5, Text: "Matthew 5"}}},
		{"John 3:16-16", []Passage{{Book: "John", Chapter: 3, VerseFrom: 16, VerseTo: 16, Text: "John 3:16"}}},
		{"John 3:16.", []Passage{{Book: "John", Chapter: 3, VerseFrom: 16, VerseTo: 16, Text: "John 3:16"}}},
	}
	for _, c := range cases {
		got, err := Parse(c.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", c.in, err)
			continue
		}
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("Parse(%q)\n got %+v\nwant %+v", c.in, got, c.want)
		}
	}
}

// texts parses s and returns the passages' canonical texts.
func texts(t *testing.T, s string) []string {
	t.Helper()
	ps, err := Parse(s)
	if err != nil {
		t.Fatalf("Parse(%q): %v", s, err)
	}
	var out []string
	for _, p := range ps {
		out = append(out, p.Text)
	}
	return out
}

func TestParseLists(t *testing.T) {
	cases := []struct {
		in   string
		want []string
	}{
		{"John 3:16-18; Rom 8", []string{"John 3:16-18", "Romans 8"}},
		{"John 3:16-18;Rom 8;", []string{"John 3:16-18", "Romans 8"}},
		{"John 3:16, 18", []string{"John 3:16", "John 3:18"}},
		{"John 3:16, 18-20, 4:2", []string{"John 3:16", "John 3:18-20", "John 4:2"}},
		{"John 3:16, 4:2, 5", []string{"John 3:16", "John 4:2", "John 4:5"}},
		{"John 3:16, 18-4:2", []string{"John 3:16", "John 3:18-4:2"}},
		{"John 3:16-4:2, 5", []string{"John 3:16-4:2", "John 4:5"}},
		{"Rom 8, 9", []string{"Romans 8", "Romans 9"}},
		{"Rom 8; 9", []string{"Romans 8", "Romans 9"}},
		{"John 3:16; 17", []string{"John 3:16", "John 17"}},
		{"John 3:16; 17:3, 5", []string{"John 3:16", "John 17:3", "John 17:5"}},
		{"John 3, Rom 8", []string{"John 3", "Romans 8"}},
		{"John 3:16, Rom 8:28", []string{"John 3:16", "Romans 8:28"}},
		{"John 3:16, 1 John 4:8", []string{"John 3:16", "1 John 4:8"}},
		{"Jude 3, 5", []string{"Jude 3", "Jude 5"}},
		{"Jude 3; 5", []string{"Jude 3", "Jude 5"}},
		{"Gen 1-3; Ps 23; Song of Songs 2:4, Phlm 6", []string{"Genesis 1-3", "Psalm 23", "Song of Solomon 2:4", "Philemon 6"}},
		{"Ruth, Jonah", []string{"Ruth", "Jonah"}},
		{"", nil},
		{"   ", nil},
		{" ; , ;", nil},
	}
	for _, c := range cases {
		if got := texts(t, c.in); !reflect.DeepEqual(got, c.want) {
			t.Errorf("Parse(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestParseSingleChapterBooks(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Obadiah 15", "Obadiah 15"},
		{"Obad 1:15", "Obadiah 15"},
		{"Philemon 4-7", "Philemon 4-7"},
		{"Philem 1", "Philemon 1"},
		{"2 John 6", "2 John 6"},
		{"II John 6", "2 John 6"},
		{"3 Jn 4", "3 John 4"},
		{"Third John 1:4", "3 John 4"},
		{"Jude 24-25", "Jude 24-25"},
		{"3 John", "3 John"},
	} {
		ps, err := Parse(c.in)
		if err != nil || len(ps) != 1 || ps[0].Text != c.want || ps[0].Chapter != 1 || ps[0].ChapterTo != 0 {
			t.Errorf("Parse(%q) = %+v, %v; want %q in chapter 1", c.in, ps, err, c.want)
		}
	}
}

func TestParseOrdinalsAndAbbreviations(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"1 Cor 13", "1 Corinthians 13"},
		{"1Cor 13", "1 Corinthians 13"},
		{"1 Cor. 13", "1 Corinthians 13"},
		{"I Corinthians 13", "1 Corinthians 13"},
		{"First Corinthians 13", "1 Corinthians 13"},
		{"1st Cor 13", "1 Corinthians 13"},
		{"ii cor 5:17", "2 Corinthians 5:17"},
		{"Jn 3:16", "John 3:16"},
		{"Jhn 3:16", "John 3:16"},
		{"jn. 3:16", "John 3:16"},
		{"Rom. 8:28", "Romans 8:28"},
		{"Psa 23", "Psalm 23"},
		{"psalm 23:1-4", "Psalm 23:1-4"},
		{"SoS 2", "Song of Solomon 2"},
		{"Phil 4:13", "Philippians 4:13"},
		{"Phlm 6", "Philemon 6"},
		{"Jud 6", "Judges 6"},
		{"Jude 6", "Jude 6"},
		{"Rev 21:1-4", "Revelation 21:1-4"},
	} {
		if got := texts(t, c.in); len(got) != 1 || got[0] != c.want {
			t.Errorf("Parse(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestParseErrors(t *testing.T) {
	cases := []struct{ in, part, msg string }{
		{"Hezekiah 3:1", "Hezekiah 3:1", `unknown book "Hezekiah"`},
		{"John 3:16; Hezekiah", "Hezekiah", `unknown book "Hezekiah"`},
		{"Jo 3", "Jo 3", `"Jo" could be Joshua, Job, Joel, Jonah, John, 1 John, 2 John or 3 John`},
		{"Corinthians 13", "Corinthians 13", `"Corinthians" could be 1 Corinthians or 2 Corinthians`},
		{"John 30", "John 30", `"John 30" has no chapter 30 (John has 21)`},
		{"John 0", "John 0", `"John 0" has no chapter 0 (John has 21)`},
		{"John 3, 30", "30", `"30" has no chapter 30 (John has 21)`},
		{"John 20-22", "John 20-22", `"John 20-22" has no chapter 22 (John has 21)`},
		{"Jude 2:1", "Jude 2:1", `"Jude 2:1" has no chapter 2 (Jude has 1)`},
		{"John 3:0", "John 3:0", `"John 3:0" has no verse 0`},
		{"Ps 119:177", "Ps 119:177", `"Ps 119:177" has no verse 177`},
		{"John 3:18-16", "John 3:18-16", `"John 3:18-16": the range runs backwards`},
		{"John 3:18–16", "John 3:18–16", `"John 3:18–16": the range runs backwards`},
		{"Matt 7-5", "Matt 7-5", `"Matt 7-5": the range runs backwards`},
		{"John 4:2-3:16", "John 4:2-3:16", `"John 4:2-3:16": the range runs backwards`},
		{"3:16", "3:16", `"3:16" needs a book name, like "John 3:16"`},
		{"John 3::16", "John 3::16", `"John 3::16" is not a reference like "John 3:16-18"`},
		{"John 3 16", "John 3 16", `"John 3 16" is not a reference like "John 3:16-18"`},
		{"John 3:16ff", "John 3:16ff", `"John 3:16ff" is not a reference like "John 3:16-18"`},
		{"John 3:16-", "John 3:16-", `"John 3:16-" is not a reference like "John 3:16-18"`},
		{"John 1234567", "John 1234567", `"John 1234567" is not a reference like "John 3:16-18"`},
		{"(John 3)", "(John 3)", `"(John 3)" is not a reference like "John 3:16-18"`},
		{"John 3:16 (ESV)", "John 3:16 (ESV)", `"John 3:16 (ESV)" is not a reference like "John 3:16-18"`},
		{strings.Repeat("a", MaxInputLen+1), "", "the references are too long (at most 1000 characters)"},
		{strings.Repeat("Ps 1;", MaxPassages+1), "", "too many passages (at most 50)"},
	}
	for _, c := range cases {
		ps, err := Parse(c.in)
		var pe *ParseError
		if !errors.As(err, &pe) {
			t.Errorf("Parse(%q) = %+v, %v; want a *ParseError", c.in, ps, err)
			continue
		}
		if pe.Error() != c.msg || pe.Reason != c.msg || pe.Part != c.part {
			t.Errorf("Parse(%q) error = {Part: %q, Reason: %q}, want {%q, %q}", c.in, pe.Part, pe.Reason, c.part, c.msg)
		}
		if ps != nil {
			t.Errorf("Parse(%q) returned passages with an error", c.in)
		}
	}
}

func TestParseLimits(t *testing.T) {
	if ps, err := Parse(strings.Repeat("Ps 1;", MaxPassages)); err != nil || len(ps) != MaxPassages {
		t.Errorf("%d passages: %d, %v", MaxPassages, len(ps), err)
	}
	// The limit counts characters, not bytes.
	s := "Ps 1" + strings.Repeat("–", MaxInputLen-4)
	if utf8.RuneCountInString(s) != MaxInputLen {
		t.Fatal("bad test input")
	}
	if _, err := Parse(s); err == nil || strings.Contains(err.Error(), "too long") {
		t.Errorf("1000 characters: %v, want a reference error", err)
	}
}

func TestParseQuery(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"John 3", "John 3"},
		{"  jn 3:16 ", "John 3:16"},
		{"Rom 8:28", "Romans 8:28"},
		{"1 John", "1 John"},
		{"Jude 3", "Jude 3"},
	} {
		p, ok := ParseQuery(c.in)
		if !ok || p.Text != c.want {
			t.Errorf("ParseQuery(%q) = %+v, %v; want %q", c.in, p, ok, c.want)
		}
	}
	for _, in := range []string{"", "grace", "James", "Romans", "John 3 and 4", "John 3; Rom 8", "John 30", "Hezekiah 3", "sermon 3", "2024"} {
		if p, ok := ParseQuery(in); ok {
			t.Errorf("ParseQuery(%q) = %+v, want a text search", in, p)
		}
	}
}

// FuzzParse checks that Parse never panics and that what it returns is
// consistent: within limits, well formed, with spans in order, and read
// back unchanged from its own Text.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"John 3:16-18; Rom 8", "John 3:16, 18", "Matthew 5-7", "John 3:16-4:2", "Jude 3",
		"Ps 23", "1 Cor 13:4–7", "First Corinthians 13", "Song of Songs 2", "", ";,", "3:16",
		"Hezekiah 1", "John 3:18-16", "Jo 3", "Romans", "Matt 5-6:10", "John 3:16a, 18b-4:2",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		ps, err := Parse(s)
		if err != nil {
			var pe *ParseError
			if !errors.As(err, &pe) || pe.Reason == "" || ps != nil {
				t.Fatalf("Parse(%q): bad error %#v with %d passages", s, err, len(ps))
			}
			return
		}
		if len(ps) > MaxPassages {
			t.Fatalf("Parse(%q): %d passages", s, len(ps))
		}
		for _, p := range ps {
			b, ok := LookupBook(p.Book)
			if !ok || b.Name != p.Book {
				t.Fatalf("Parse(%q): book %q", s, p.Book)
			}
			if p.Chapter < 1 || p.Chapter > b.Chapters || p.ChapterTo > b.Chapters || (p.ChapterTo != 0 && p.ChapterTo <= p.Chapter) {
				t.Fatalf("Parse(%q): chapters in %+v", s, p)
			}
			if (p.VerseFrom == 0) != (p.VerseTo == 0) || p.VerseFrom > MaxVerse || p.VerseTo > MaxVerse || p.VerseFrom < 0 {
				t.Fatalf("Parse(%q): verses in %+v", s, p)
			}
			from, to := p.Span()
			if from == 0 || from > to || !p.Contains(p) || !Overlaps(p, p) {
				t.Fatalf("Parse(%q): span %d-%d of %+v", s, from, to, p)
			}
			if p.Text != p.String() {
				t.Fatalf("Parse(%q): Text %q, String %q", s, p.Text, p.String())
			}
			again, err := Parse(p.Text)
			if err != nil || len(again) != 1 || again[0] != p {
				t.Fatalf("Parse(%q): %+v does not read back from its text: %+v, %v", s, p, again, err)
			}
		}
	})
}
