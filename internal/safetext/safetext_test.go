package safetext

import "testing"

func TestHasUnsafe(t *testing.T) {
	for _, s := range []string{"a\nb", "a\rb", "a\tb", "a\x00b", "a\x7fb", "a\u0085b", "a\u2028b", "a\u2029b", "a\u202Eb", "a\u2066b", "a\x1b[31mb"} {
		if !HasUnsafe(s) {
			t.Errorf("HasUnsafe(%q) = false", s)
		}
	}
	for _, s := range []string{"Ann Lee", "Zoë O'Brien-Núñez", "李小龙", "محمد", "👩‍👩‍👧 family", "می‌خواهم", "<b>tags are text</b>"} {
		if HasUnsafe(s) {
			t.Errorf("HasUnsafe(%q) = true", s)
		}
	}
}

func TestLine(t *testing.T) {
	cases := map[string]string{
		"there,\n\nURGENT: locked": "there, URGENT: locked",
		" a\r\nb\u2028c\x00d  e ":  "a b c d e",
		"Ann Lee":                  "Ann Lee",
		"bad \xff utf8":            "bad \uFFFD utf8",
	}
	for in, want := range cases {
		if got := Line(in); got != want {
			t.Errorf("Line(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestParagraphs(t *testing.T) {
	in := "one\r\ntwo\rthree\u2028four\u2029five\u0085six\x00seven\tend"
	want := "one\ntwo\nthree\nfour\nfive\nsix seven\tend"
	if got := Paragraphs(in); got != want {
		t.Errorf("Paragraphs(%q) = %q, want %q", in, got, want)
	}
}
