// Package safetext decides which characters a short text people type (a
// name) may hold, and makes any text safe to place in an email: one line
// for a greeting, a subject or a title; paragraphs for a message.
package safetext

import (
	"strings"
	"unicode"
)

// MsgUnsafeName is the answer to a name holding a character Unsafe refuses,
// from our routes and from every other write path (the users and admins
// validation hook).
const MsgUnsafeName = "Name cannot contain line breaks or control characters"

// Unsafe reports whether r must not appear in a name or on one line of an
// email: control characters (C0 with tab, line feed and carriage return,
// DEL, C1 with NEL), the Unicode line and paragraph separators, and the
// bidirectional embeddings, overrides and isolates, which reorder the text
// that follows them on screen.
func Unsafe(r rune) bool {
	switch {
	case unicode.IsControl(r):
		return true
	case r == '\u2028', r == '\u2029':
		return true
	case r >= '\u202A' && r <= '\u202E', r >= '\u2066' && r <= '\u2069':
		return true
	}
	return false
}

// HasUnsafe reports whether s holds a rune Unsafe refuses.
func HasUnsafe(s string) bool {
	return strings.IndexFunc(s, Unsafe) >= 0
}

// Line returns s as one line: every unsafe rune (line breaks included)
// becomes a space, runs of spaces collapse to one and the ends are trimmed.
// Invalid UTF-8 becomes U+FFFD.
func Line(s string) string {
	s = strings.ToValidUTF8(s, "\uFFFD")
	if !HasUnsafe(s) && !strings.Contains(s, "  ") {
		return strings.TrimSpace(s)
	}
	var b strings.Builder
	b.Grow(len(s))
	space := false
	for _, r := range s {
		if Unsafe(r) || unicode.IsSpace(r) {
			space = true
			continue
		}
		if space && b.Len() > 0 {
			b.WriteByte(' ')
		}
		space = false
		b.WriteRune(r)
	}
	return b.String()
}

// Paragraphs keeps the line breaks and tabs of a text written to be read as
// paragraphs (an admin's message, a review's reason): CR LF, CR, NEL and the
// Unicode separators become LF, and every other unsafe rune becomes a space.
// Invalid UTF-8 becomes U+FFFD.
func Paragraphs(s string) string {
	s = strings.ToValidUTF8(s, "\uFFFD")
	s = strings.ReplaceAll(s, "\r\n", "\n")
	return strings.Map(func(r rune) rune {
		switch {
		case r == '\n', r == '\t':
			return r
		case r == '\r', r == '\u0085', r == '\u2028', r == '\u2029':
			return '\n'
		case Unsafe(r):
			return ' '
		}
		return r
	}, s)
}
