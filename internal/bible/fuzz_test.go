package bible

import (
	"strings"
	"testing"
	"unicode"
)

// FuzzParseQuery checks the search box's reading (FuzzParse in
// parse_test.go covers Parse): ParseQuery never panics, says yes only to
// text with a digit that Parse reads as exactly that one passage, and the
// passage's canonical text, when it is a query at all, finds it again.
func FuzzParseQuery(f *testing.F) {
	for _, s := range []string{
		"John 3", "1 John", "John 3:16", "grace", "James", "John 3 and 4", "Rom 8; 9", "Jude 3",
		"Ps 119:176", "Ps 119:177", "1Cor13", "III John 2", "Matt 5-6:10", "3", "Romans 1-16", "",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, ok := ParseQuery(s)
		if !ok {
			if p != (Passage{}) {
				t.Fatalf("ParseQuery(%q) refused but gave %+v", s, p)
			}
			return
		}
		if !strings.ContainsFunc(s, unicode.IsDigit) {
			t.Fatalf("ParseQuery(%q) took text without a digit", s)
		}
		if ps, err := Parse(s); err != nil || len(ps) != 1 || ps[0] != p {
			t.Fatalf("ParseQuery(%q) = %+v, Parse = %+v, %v", s, p, ps, err)
		}
		if strings.ContainsFunc(p.Text, unicode.IsDigit) {
			if again, ok := ParseQuery(p.Text); !ok || again != p {
				t.Fatalf("ParseQuery(%q) = %+v, but its text %q gives %+v, %v", s, p, p.Text, again, ok)
			}
		}
	})
}
