package transcript

import (
	"strings"
	"unicode"
)

// MaxWordsBytes bounds the words an episode's transcript gives the search
// index: an hour's sermon says about 1,500 different words (some 12 KB).
const MaxWordsBytes = 32 << 10

// Words is the different words of cues, lowercased, each once, in the
// order first said and separated by spaces, up to MaxWordsBytes. Browse
// search matches each typed word as a prefix of a word anywhere in an
// item (internal/search), so the set of words finds what the whole text
// would, in a fraction of the index.
func Words(cues []Cue) string {
	seen := map[string]bool{}
	var b strings.Builder
	for _, c := range cues {
		for _, w := range strings.FieldsFunc(stripTags(c.Text), func(r rune) bool {
			return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '\''
		}) {
			w = strings.ToLower(strings.Trim(w, "'"))
			if w == "" || seen[w] {
				continue
			}
			if b.Len()+len(w)+1 > MaxWordsBytes {
				return b.String()
			}
			seen[w] = true
			if b.Len() > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(w)
		}
	}
	return b.String()
}
