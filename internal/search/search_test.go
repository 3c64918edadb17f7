package search

import (
	"strings"
	"testing"

	"selah/internal/bible"
)

func TestMatch(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"amazing grace", `"amazing"* "grace"*`},
		{"  Amaz  ", `"Amaz"*`},
		{`say "hi"`, `"say"* """hi"""*`},
		{"grace OR NOT", `"grace"* "OR"* "NOT"*`},
		{"title:grace", `"title:grace"*`},
		{`" - * ()`, ``},
		{"", ""},
		{"ÉGLISE", `"ÉGLISE"*`},
	} {
		if got := Match(c.in); got != c.want {
			t.Errorf("Match(%q) = %s, want %s", c.in, got, c.want)
		}
	}
	if n := strings.Count(Match(strings.Repeat("a ", 100)), "*"); n != MaxWords {
		t.Errorf("%d words kept, want %d", n, MaxWords)
	}
}

func TestStoredPassages(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{`[{"book":"John","chapter":3,"verseFrom":16,"verseTo":18,"text":"John 3:16-18"}]`, "John 3:16-18"},
		// Structured fields win over a text that disagrees with them.
		{`[{"book":"John","chapter":3,"text":"Mark 4"}]`, "John 3"},
		// Unusable fields: the text is parsed instead.
		{`[{"book":"Johnny","chapter":3,"text":"Mark 4"}]`, "Mark 4"},
		{`[{"book":"John","chapter":99,"text":"John 9"}]`, "John 9"},
		{`[{"book":"John","chapter":3,"verseFrom":18,"verseTo":16,"text":"John 3:16"}]`, "John 3:16"},
		{`[{"text":"Rom 8; 1 Cor 13"}]`, "Romans 8; 1 Corinthians 13"},
		{`["Mark 4", "not a verse", 42, {"text":"Jude 3"}]`, "Mark 4; Jude 3"},
		{`"Psalm 23"`, "Psalm 23"},
		{`null`, ""}, {``, ""}, {`[]`, ""}, {`{}`, ""}, {`"nonsense"`, ""},
	} {
		if got := bible.Format(StoredPassages([]byte(c.in))); got != c.want {
			t.Errorf("StoredPassages(%s) = %q, want %q", c.in, got, c.want)
		}
	}
}
