package importfeed

import (
	"html"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/go-ozzo/ozzo-validation/v4/is"

	"selah/internal/mail"
	"selah/internal/safetext"
)

// Text from a feed goes into records through their ordinary fields, as
// what a creator types: plain text (the pages, feeds and mails escape it
// where they place it), nothing escaped here. Show notes written as HTML
// become their text (paragraphs kept, a link's address after its words),
// control characters go, and each text is cut to its field's length.

// The fields' lengths (migrations 1763770300_media.go): a title, a
// description.
const (
	maxTitle       = 200
	maxDescription = 5000
)

// notes is a description as the app stores one: plain paragraphs, at most
// max characters.
func notes(s string, max int) string {
	if strings.ContainsAny(s, "<&") {
		s = mail.HTMLToText(s)
	}
	s = safetext.Paragraphs(s)
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRightFunc(l, unicode.IsSpace)
	}
	s = strings.Join(lines, "\n")
	for strings.Contains(s, "\n\n\n") {
		s = strings.ReplaceAll(s, "\n\n\n", "\n\n")
	}
	return cut(strings.TrimSpace(s), max)
}

// line is a title as the app stores one: one line, at most max
// characters. An RSS title is text, not HTML: only character references
// a feed escaped twice ("Grace &amp;amp; Peace") are read.
func line(s string, max int) string {
	if strings.Contains(s, "&") {
		s = html.UnescapeString(s)
	}
	return cut(safetext.Line(s), max)
}

// cut keeps at most max characters of s: when it must cut, it cuts at the
// last space in the final fifth of what fits (else mid-word) and ends with
// an ellipsis, so the text stays within max.
func cut(s string, max int) string {
	if utf8.RuneCountInString(s) <= max {
		return s
	}
	runes := []rune(s)[:max-1]
	kept := string(runes)
	if i := strings.LastIndexFunc(kept, unicode.IsSpace); i > 0 && utf8.RuneCountInString(kept[:i]) >= max*4/5 {
		kept = kept[:i]
	}
	return strings.TrimRightFunc(kept, unicode.IsSpace) + "…"
}

// validEmail reports whether the feed's owner email is one the media's
// email field takes (PocketBase checks it with the same rule).
func validEmail(s string) bool {
	return s != "" && len(s) <= 254 && !strings.ContainsAny(s, " \t\r\n") && is.EmailFormat.Validate(s) == nil
}
