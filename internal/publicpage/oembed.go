package publicpage

import (
	"html"
	"net/url"
	"strconv"
	"strings"
)

// OEmbed is an oEmbed 1.0 answer of type "rich" (https://oembed.com).
type OEmbed struct {
	Type            string `json:"type"`
	Version         string `json:"version"`
	Title           string `json:"title"`
	AuthorName      string `json:"author_name"`
	AuthorURL       string `json:"author_url"`
	ProviderName    string `json:"provider_name"`
	ProviderURL     string `json:"provider_url"`
	HTML            string `json:"html"`
	Width           int    `json:"width"`
	Height          int    `json:"height"`
	ThumbnailURL    string `json:"thumbnail_url,omitempty"`
	ThumbnailWidth  int    `json:"thumbnail_width,omitempty"`
	ThumbnailHeight int    `json:"thumbnail_height,omitempty"`
}

// PageRef is what a public page URL names: an item, maybe one of its
// episodes, maybe a start time.
type PageRef struct {
	MediaId   string
	EpisodeId string
	T         int // seconds, 0 for the start
}

// ParsePageURL reads an item page's URL (/m/{id}, optional ?episode= and
// ?t=) at one of hosts (compared without regard to case). Any other URL
// (another host or scheme, a creator's page, an embed, a path below the
// item) is not embeddable: ok is false.
func ParsePageURL(raw string, hosts []string) (ref PageRef, ok bool) {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.User != nil || !sameHost(u.Host, hosts) {
		return PageRef{}, false
	}
	id, found := strings.CutPrefix(u.EscapedPath(), "/m/")
	id = strings.TrimSuffix(id, "/")
	if !found || id == "" || strings.Contains(id, "/") {
		return PageRef{}, false
	}
	if id, err = url.PathUnescape(id); err != nil || id == "" || strings.Contains(id, "/") {
		return PageRef{}, false
	}
	q := u.Query()
	ref = PageRef{MediaId: id, EpisodeId: q.Get("episode")}
	if t, err := strconv.Atoi(q.Get("t")); err == nil && t > 0 {
		ref.T = t
	}
	return ref, true
}

func sameHost(host string, hosts []string) bool {
	for _, h := range hosts {
		if h != "" && strings.EqualFold(host, h) {
			return true
		}
	}
	return false
}

// OEmbedFor is the oEmbed answer for an item page (ref from
// ParsePageURL): an <iframe> of the embed, sized by the item (a single
// episode, or a track list) within maxWidth and maxHeight (0: not asked).
// Without a maximum width the iframe fills its container (width="100%")
// and width says EmbedWidth. The cover's thumbnail is the largest square
// one within both maximums too (thumbSideWithin), or none.
func OEmbedFor(s Site, it Item, ref PageRef, maxWidth, maxHeight int) OEmbed {
	ep, selected := it.pick(ref.EpisodeId)
	embedEp := embedEpisode(ep, selected)
	title := itemTitle(it, ep, selected)

	width, widthAttr := EmbedWidth, "100%"
	if maxWidth > 0 {
		width = maxWidth
		widthAttr = strconv.Itoa(maxWidth)
	}
	height := EmbedHeight(it, embedEp)
	if maxHeight > 0 && maxHeight < height {
		height = maxHeight
	}
	src := s.Abs(EmbedPath(it, embedEp, ref.T))
	frame := `<iframe src="` + html.EscapeString(src) + `" title="` + html.EscapeString(title+" on "+s.name()) +
		`" width="` + widthAttr + `" height="` + strconv.Itoa(height) +
		`" style="border:0;border-radius:12px" loading="lazy" allow="autoplay; encrypted-media"></iframe>`

	o := OEmbed{
		Type:         "rich",
		Version:      "1.0",
		Title:        title,
		AuthorName:   it.Creator.Name,
		AuthorURL:    s.Abs(CreatorPath(it.Creator.Id)),
		ProviderName: s.name(),
		ProviderURL:  s.Abs("/"),
		HTML:         frame,
		Width:        width,
		Height:       height,
	}
	// The thumbnail is optional: none when no size fits the maximums.
	if side, ok := thumbSideWithin(maxWidth, maxHeight); ok && it.CoverPath != "" {
		o.ThumbnailURL = s.Abs(coverThumbSized(it.CoverPath, side))
		o.ThumbnailWidth, o.ThumbnailHeight = side, side
	}
	return o
}
