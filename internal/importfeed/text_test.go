package importfeed

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestNotesAreThePlainTextOfShowNotes(t *testing.T) {
	for in, want := range map[string]string{
		"Plain notes.\r\nSecond line.":                                "Plain notes.\nSecond line.",
		"<p>One</p><p>Two <a href=\"https://x.example\">link</a></p>": "One\n\nTwo link (https://x.example)",
		"Q&A with <b>Ruth</b> &amp; Boaz":                             "Q&A with Ruth & Boaz",
		"<script>alert(1)</script>Safe":                               "Safe",
		"Bell\x07 and \u202eoverride":                                 "Bell  and  override",
		"a\n\n\n\n\nb":                                                "a\n\nb",
	} {
		if got := notes(in, 5000); got != want {
			t.Errorf("notes(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestLineIsOneLine(t *testing.T) {
	for in, want := range map[string]string{
		"  Grace\n and   Peace ": "Grace and Peace",
		"The First <One>":        "The First <One>",
		"Grace &amp;amp; Peace":  "Grace &amp; Peace",
		"Grace &amp; Peace":      "Grace & Peace",
		"Tab\there":              "Tab here",
	} {
		if got := line(in, 200); got != want {
			t.Errorf("line(%q) = %q, want %q", in, got, want)
		}
	}
}

// Texts are cut to their field's length, at a space when one is near.
func TestCutKeepsWithinTheLimit(t *testing.T) {
	long := strings.Repeat("word ", 100)
	got := cut(long, 42)
	if utf8.RuneCountInString(got) > 42 || !strings.HasSuffix(got, "word…") {
		t.Errorf("%q (%d)", got, utf8.RuneCountInString(got))
	}
	solid := strings.Repeat("é", 300)
	if got := cut(solid, 200); utf8.RuneCountInString(got) != 200 || !strings.HasSuffix(got, "é…") {
		t.Errorf("%d characters", utf8.RuneCountInString(got))
	}
	if cut("short", 200) != "short" {
		t.Error("a short text was cut")
	}
}
