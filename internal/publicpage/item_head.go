package publicpage

import "strconv"

// ItemHead is the head of an item's public page, /m/{id}, or of one of its
// episodes (?episode=). An episodeId that is not one of the item's public
// episodes is ignored: the page is the item's.
func ItemHead(s Site, it Item, episodeId string) Head {
	ep, selected := it.pick(episodeId)
	canonical := s.Abs(MediaPath(it.Id, episodeId))
	if !selected {
		canonical = s.Abs(MediaPath(it.Id, ""))
	}
	title := itemTitle(it, ep, selected)
	description := itemDescription(s, it, ep, selected)
	image, imageW, imageH := itemImage(s, it)
	player := s.Abs(EmbedPath(it, embedEpisode(ep, selected), 0))
	playerH := EmbedHeight(it, embedEpisode(ep, selected))

	meta := []Meta{
		og("og:site_name", s.name()),
		og("og:title", title),
		og("og:description", description),
		og("og:url", canonical),
		og("og:type", itemOGType(it, selected)),
		og("og:image", image),
		og("og:image:width", itoa(imageW)),
		og("og:image:height", itoa(imageH)),
		og("og:image:alt", it.Title),
	}
	var audioURL string
	if ep != nil && ep.AudioURL != "" {
		audioURL = s.Abs(ep.AudioURL)
		meta = append(meta, og("og:audio", audioURL), og("og:audio:type", ep.AudioType))
	}
	if it.Kind == KindAlbum {
		meta = append(meta, og("music:musician", s.Abs(CreatorPath(it.Creator.Id))))
		if selected {
			meta = append(meta, og("music:duration", strconv.Itoa(int(ep.Duration+0.5))),
				og("music:album", s.Abs(MediaPath(it.Id, ""))))
		}
	}
	meta = append(meta,
		named("twitter:card", "player"),
		named("twitter:title", title),
		named("twitter:description", description),
		named("twitter:image", image),
		named("twitter:player", player),
		named("twitter:player:width", strconv.Itoa(EmbedWidth)),
		named("twitter:player:height", strconv.Itoa(playerH)),
	)
	if audioURL != "" {
		// The raw audio for clients that play it in place of the iframe.
		meta = append(meta, named("twitter:player:stream", audioURL),
			named("twitter:player:stream:content_type", ep.AudioType))
	}

	links := feedLinks(s, it.Feeds)
	links = append(links, Link{Rel: "alternate", Type: "application/json+oembed", Title: title,
		Href: s.Abs(OEmbedPath(canonical))})

	return Head{
		Title:       title + " · " + it.Creator.Name + " | " + s.name(),
		Description: description,
		Canonical:   canonical,
		Meta:        meta,
		Links:       links,
		JSONLD:      itemLD(s, it, ep, selected, canonical, image),
	}
}

// EmbedHead is the head of an embed page: the item's (or its episode's)
// tags, with the canonical URL naming the public page and no indexing.
func EmbedHead(s Site, it Item, episodeId string) Head {
	h := ItemHead(s, it, episodeId)
	h.NoIndex = true
	return h
}

// embedEpisode is the episode an item page's player embeds: the one the
// URL names; a sermon's only recording is the item itself.
func embedEpisode(ep *Episode, selected bool) *Episode {
	if selected {
		return ep
	}
	return nil
}

// itemTitle is the page's own title: the item's, or "episode – item" for
// a selected episode whose title differs from the item's.
func itemTitle(it Item, ep *Episode, selected bool) string {
	if !selected || ep.Title == "" || ep.Title == it.Title {
		return it.Title
	}
	return ep.Title + " – " + it.Title
}

// itemDescription is the episode's or the item's own words, else a
// sentence saying what it is and whose.
func itemDescription(s Site, it Item, ep *Episode, selected bool) string {
	if selected && ep.Description != "" {
		return summary(ep.Description, descriptionMax)
	}
	if it.Description != "" {
		return summary(it.Description, descriptionMax)
	}
	by := it.Creator.Name
	var d string
	switch it.Kind {
	case KindAlbum:
		d = "An album by " + by
		if selected {
			d = "A track from " + it.Title + " by " + by
		}
	case KindPodcast:
		d = "A podcast by " + by
		if selected {
			d = "An episode of " + it.Title + " by " + by
		}
	default:
		if it.Preacher != "" {
			by = it.Preacher
		}
		d = "A sermon by " + by
		if len(it.Passages) > 0 {
			d += " on " + joinPassages(it.Passages)
		}
	}
	return summary(d+", on "+s.name()+".", descriptionMax)
}

// itemImage is the absolute og:image and its size: the cover's square
// thumbnail, else the site's share image.
func itemImage(s Site, it Item) (string, int, int) {
	if it.CoverPath != "" {
		return s.Abs(coverThumb(it.CoverPath)), coverSize, coverSize
	}
	return s.Abs(ShareImagePath), shareImageWidth, shareImageHeight
}

// itemOGType is Open Graph's type: an album and its tracks are music, a
// sermon or a podcast's episode an article, a podcast a website.
func itemOGType(it Item, selected bool) string {
	switch {
	case it.Kind == KindAlbum && selected:
		return "music.song"
	case it.Kind == KindAlbum:
		return "music.album"
	case it.Kind == KindPodcast && !selected:
		return "website"
	}
	return "article"
}

// feedLinks announce the feeds to podcast apps and browsers.
func feedLinks(s Site, feeds []Feed) []Link {
	out := make([]Link, 0, len(feeds)+1)
	for _, f := range feeds {
		out = append(out, Link{Rel: "alternate", Type: "application/rss+xml", Title: f.Title, Href: s.Abs(f.URL)})
	}
	return out
}
