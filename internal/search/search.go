// Package search keeps and queries the catalogue's search indexes: the
// media_fts full-text table (kept by SQL triggers, see migration
// 1763770700_search.go) and the media_passages table of Bible spans (kept
// by a Go hook, since SQLite cannot parse "John 3").
package search

import (
	"strings"
	"unicode"
)

// MaxWords caps the words of one query: FTS5 cost grows with the number of
// prefix terms, and nobody types twenty words into a search box.
const MaxWords = 20

// Match turns what a person typed into an FTS5 query for media_fts: every
// word must appear, each as a prefix ("amaz" finds "Amazing"). Each word is
// quoted (with its quotes doubled), so FTS5 operators (AND, OR, NOT, NEAR,
// column filters, parentheses) typed by a person are read as plain words
// and can never be a syntax error. Words with no letter or digit are
// dropped: the tokenizer would find nothing in them. Match returns "" when
// no word is left; the caller then applies no text filter.
func Match(text string) string {
	var terms []string
	for _, w := range strings.Fields(text) {
		if !strings.ContainsFunc(w, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) {
			continue
		}
		terms = append(terms, `"`+strings.ReplaceAll(w, `"`, `""`)+`"*`)
		if len(terms) == MaxWords {
			break
		}
	}
	return strings.Join(terms, " ")
}
