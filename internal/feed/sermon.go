package feed

import "strings"

// The words of the sermon feeds (a creator's sermons, and each sermon
// series, as podcasts: API.md "Reaching people without an account"). The
// creator's page lists the same feeds under the same titles, so both take
// them from here.

// SermonsTitle is the title of a creator's sermon feed: "<name>'s sermons".
func SermonsTitle(creatorName string) string {
	name := strings.TrimSpace(creatorName)
	if name == "" {
		return "Sermons"
	}
	return name + "'s sermons"
}

// SermonsDescription is the description of a creator's sermon feed: their
// bio, or a sentence naming them when they wrote none (Apple requires a
// description).
func SermonsDescription(creatorName, bio string) string {
	if bio = strings.TrimSpace(bio); bio != "" {
		return bio
	}
	if name := strings.TrimSpace(creatorName); name != "" {
		return "Sermons by " + name + "."
	}
	return "Sermons."
}

// SeriesDescription is the description of a sermon series' feed.
func SeriesDescription(theme, creatorName string) string {
	if name := strings.TrimSpace(creatorName); name != "" {
		return "The sermon series “" + theme + "” by " + name + "."
	}
	return "The sermon series “" + theme + "”."
}

// SermonsGUID is the podcast:guid of a creator's sermon feed and
// SeriesGUID that of one of their series: UUIDv5s of the creator's id (and
// the series' slug), not of the feed's URL, so they survive a change of
// domain as the podcast feeds' do.
func SermonsGUID(creatorId string) string {
	return UUIDv5(PodcastNamespace, "selah/creators/"+creatorId+"/sermons")
}

// SeriesGUID: see SermonsGUID.
func SeriesGUID(creatorId, slug string) string {
	return UUIDv5(PodcastNamespace, "selah/series/"+creatorId+"/"+slug)
}

// SermonItemTitle is the title of one item of a sermon feed: the sermon's
// own title when it is one recording; for a sermon in several parts, the
// sermon's title and the part's ("Love That Finds Us — Part 1: So
// Loved"), unless the part's title already names the sermon.
func SermonItemTitle(sermonTitle, partTitle string, parts int) string {
	sermonTitle, partTitle = strings.TrimSpace(sermonTitle), strings.TrimSpace(partTitle)
	switch {
	case parts <= 1 || partTitle == "":
		return sermonTitle
	case sermonTitle == "" || strings.HasPrefix(strings.ToLower(partTitle), strings.ToLower(sermonTitle)):
		return partTitle
	}
	return sermonTitle + " — " + partTitle
}

// SermonNotes is the description of one item of a sermon feed: the
// passages preached on ("Scripture: John 3:16-18; Luke 15:11-24"), then the
// part's own description when it has one of its own, then the sermon's,
// as paragraphs.
func SermonNotes(passages, partDescription, sermonDescription string) string {
	var paras []string
	if p := strings.TrimSpace(passages); p != "" {
		paras = append(paras, "Scripture: "+p)
	}
	part, sermon := strings.TrimSpace(partDescription), strings.TrimSpace(sermonDescription)
	if part != "" && part != sermon {
		paras = append(paras, part)
	}
	if sermon != "" {
		paras = append(paras, sermon)
	}
	return strings.Join(paras, "\n\n")
}
