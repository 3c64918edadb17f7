package publicpage

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// descriptionMax is how many characters of a description the head tags
// carry: link previews show about two lines, search results about 160
// characters.
const descriptionMax = 300

// summary is s on one line (every run of white space, line breaks
// included, one space) and at most max characters, cut at a word when it
// is longer, with an ellipsis.
func summary(s string, max int) string {
	s = strings.Join(strings.FieldsFunc(s, unicode.IsSpace), " ")
	if utf8.RuneCountInString(s) <= max {
		return s
	}
	runes := []rune(s)[:max]
	cut := string(runes)
	if i := strings.LastIndexByte(cut, ' '); i > max/2 {
		cut = cut[:i]
	}
	return strings.TrimRight(cut, " ,;:.-") + "…"
}

// isoDuration is seconds as an ISO 8601 duration (schema.org's duration):
// PT1H2M3S; PT0S for nothing.
func isoDuration(seconds float64) string {
	total := int(seconds + 0.5)
	if total <= 0 {
		return "PT0S"
	}
	h, m, s := total/3600, total/60%60, total%60
	out := "PT"
	if h > 0 {
		out += strconv.Itoa(h) + "H"
	}
	if m > 0 {
		out += strconv.Itoa(m) + "M"
	}
	if s > 0 {
		out += strconv.Itoa(s) + "S"
	}
	return out
}

// joinPassages lists passages for a sentence: "John 3:16", "John 3:16 and
// Romans 8", "A, B and C".
func joinPassages(p []string) string {
	switch len(p) {
	case 0:
		return ""
	case 1:
		return p[0]
	}
	return strings.Join(p[:len(p)-1], ", ") + " and " + p[len(p)-1]
}

func itoa(n int) string { return strconv.Itoa(n) }
