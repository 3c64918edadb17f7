package feed

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// seriesSlugMax caps a series slug's length in characters, so a long theme still gives
// a short, stable feed URL.
const seriesSlugMax = 80

// SeriesSlug is the URL segment of a sermon series (a sermon's `theme`):
// lower case, accents dropped, every run of other characters one hyphen,
// no hyphen at either end. Two themes that differ only in case, accents or
// punctuation are one series, as a listener reads them. "" when the theme
// has no letter or digit (such sermons belong to no series feed).
func SeriesSlug(theme string) string {
	var b strings.Builder
	hyphen := false
	for _, r := range norm.NFKD.String(theme) {
		switch {
		case unicode.Is(unicode.Mn, r):
			// a combining accent of the letter before
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			// Letters without an ASCII form (Greek, Cyrillic, CJK) stay as
			// they are: a URL carries them percent-encoded.
			if hyphen && b.Len() > 0 {
				b.WriteByte('-')
			}
			hyphen = false
			b.WriteRune(unicode.ToLower(r))
		default:
			hyphen = true
		}
	}
	slug := []rune(b.String())
	if len(slug) > seriesSlugMax {
		slug = slug[:seriesSlugMax]
	}
	return strings.TrimRight(string(slug), "-")
}
