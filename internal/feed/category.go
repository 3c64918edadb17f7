package feed

import "strings"

// Apple's category for Christian shows and its parent.
const (
	ReligionAndSpirituality = "Religion & Spirituality"
	Christianity            = "Christianity"
)

// appleCategories maps our audio category titles (lower case) to an Apple
// Podcasts category and subcategory where Christianity is not the best
// fit. Every other title, including SPEC's Devotional, Bible Study and
// Christian Living, is Religion & Spirituality > Christianity.
var appleCategories = map[string][2]string{
	"kids":             {"Kids & Family", ""},
	"family":           {"Kids & Family", "Parenting"},
	"marriage":         {"Society & Culture", "Relationships"},
	"relationships":    {"Society & Culture", "Relationships"},
	"music":            {"Music", ""},
	"worship music":    {"Music", ""},
	"news":             {"News", ""},
	"history":          {"History", ""},
	"spirituality":     {ReligionAndSpirituality, "Spirituality"},
	"religion":         {ReligionAndSpirituality, "Religion"},
	"education":        {"Education", ""},
	"personal journey": {"Society & Culture", "Personal Journals"},
}

// AppleCategory returns the Apple Podcasts category and subcategory
// (possibly empty) for one of our audio category titles.
func AppleCategory(title string) (category, subcategory string) {
	if c, ok := appleCategories[strings.ToLower(strings.TrimSpace(title))]; ok {
		return c[0], c[1]
	}
	return ReligionAndSpirituality, Christianity
}
