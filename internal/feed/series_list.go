package feed

import "strings"

// Series is one sermon series of a creator: its slug (the feed's URL
// segment) and its title.
type Series struct {
	Slug, Title string
}

// SeriesOf gives the series of a creator's sermons from their themes,
// newest sermon first: one per distinct non-empty SeriesSlug, in the order
// of each series' newest sermon, titled by the theme as that sermon writes
// it (the series feed's title, and the creator page's link to it).
func SeriesOf(themesNewestFirst []string) []Series {
	var out []Series
	seen := map[string]bool{}
	for _, theme := range themesNewestFirst {
		theme = strings.TrimSpace(theme)
		slug := SeriesSlug(theme)
		if slug == "" || seen[slug] {
			continue
		}
		seen[slug] = true
		out = append(out, Series{Slug: slug, Title: theme})
	}
	return out
}
