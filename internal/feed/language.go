package feed

import (
	"slices"
	"strings"
)

// DefaultLanguage is a show's language when nothing better is known.
const DefaultLanguage = "en"

// Languages are the ISO 639-1 (two-letter) language codes, which Apple
// Podcasts takes in <language> and the media `language` field holds.
var Languages = []string{
	"aa", "ab", "ae", "af", "ak", "am", "an", "ar", "as", "av", "ay", "az",
	"ba", "be", "bg", "bi", "bm", "bn", "bo", "br", "bs",
	"ca", "ce", "ch", "co", "cr", "cs", "cu", "cv", "cy",
	"da", "de", "dv", "dz",
	"ee", "el", "en", "eo", "es", "et", "eu",
	"fa", "ff", "fi", "fj", "fo", "fr", "fy",
	"ga", "gd", "gl", "gn", "gu", "gv",
	"ha", "he", "hi", "ho", "hr", "ht", "hu", "hy", "hz",
	"ia", "id", "ie", "ig", "ii", "ik", "io", "is", "it", "iu",
	"ja", "jv",
	"ka", "kg", "ki", "kj", "kk", "kl", "km", "kn", "ko", "kr", "ks", "ku", "kv", "kw", "ky",
	"la", "lb", "lg", "li", "ln", "lo", "lt", "lu", "lv",
	"mg", "mh", "mi", "mk", "ml", "mn", "mr", "ms", "mt", "my",
	"na", "nb", "nd", "ne", "ng", "nl", "nn", "no", "nr", "nv", "ny",
	"oc", "oj", "om", "or", "os",
	"pa", "pi", "pl", "ps", "pt",
	"qu",
	"rm", "rn", "ro", "ru", "rw",
	"sa", "sc", "sd", "se", "sg", "si", "sk", "sl", "sm", "sn", "so", "sq", "sr", "ss", "st", "su", "sv", "sw",
	"ta", "te", "tg", "th", "ti", "tk", "tl", "tn", "to", "tr", "ts", "tt", "tw", "ty",
	"ug", "uk", "ur", "uz",
	"ve", "vi", "vo",
	"wa", "wo",
	"xh",
	"yi", "yo",
	"za", "zh", "zu",
}

// ValidLanguage reports whether code is an ISO 639-1 code, lower case.
func ValidLanguage(code string) bool {
	_, ok := slices.BinarySearch(Languages, code)
	return ok
}

// validFeedLanguage reports whether a feed's <language> is one Apple takes:
// an ISO 639-1 code, optionally with a region ("en", "en-us"), any case.
func validFeedLanguage(s string) bool {
	lang, region, hasRegion := strings.Cut(strings.ToLower(s), "-")
	if !ValidLanguage(lang) {
		return false
	}
	if !hasRegion {
		return true
	}
	if len(region) < 2 || len(region) > 8 {
		return false
	}
	for _, r := range region {
		if (r < 'a' || r > 'z') && (r < '0' || r > '9') {
			return false
		}
	}
	return true
}
