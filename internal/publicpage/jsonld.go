package publicpage

import "time"

// ld is one schema.org node of a page's JSON-LD.
type ld map[string]any

const schemaContext = "https://schema.org"

// set adds key unless value is empty (JSON-LD leaves unknowns out rather
// than writing "" or null).
func (n ld) set(key string, value any) ld {
	switch v := value.(type) {
	case string:
		if v == "" {
			return n
		}
	case []string:
		if len(v) == 0 {
			return n
		}
	case []ld:
		if len(v) == 0 {
			return n
		}
	case time.Time:
		if v.IsZero() {
			return n
		}
		value = v.UTC().Format(time.RFC3339)
	case int:
		if v == 0 {
			return n
		}
	case nil:
		return n
	}
	n[key] = value
	return n
}

// itemLD describes the page's item for search engines: a MusicAlbum or
// one of its MusicRecordings, a PodcastSeries or one of its
// PodcastEpisodes, and a sermon as a PodcastEpisode or, when it has Bible
// passages, a CreativeWork naming them in about and citation.
func itemLD(s Site, it Item, ep *Episode, selected bool, canonical, image string) ld {
	creator := personLD(s, it.Creator)
	switch {
	case it.Kind == KindAlbum && selected:
		n := recordingLD(s, it, *ep)
		n["@context"] = schemaContext
		n.set("image", image).set("byArtist", creator).
			set("inAlbum", ld{"@type": "MusicAlbum", "name": it.Title, "url": s.Abs(MediaPath(it.Id, ""))})
		return n.set("audio", audioLD(s, ep))
	case it.Kind == KindAlbum:
		tracks := make([]ld, 0, len(it.Episodes))
		for _, t := range it.Episodes {
			tracks = append(tracks, recordingLD(s, it, t))
		}
		return ld{"@context": schemaContext, "@type": "MusicAlbum", "name": it.Title, "url": canonical}.
			set("description", it.Description).set("image", image).set("byArtist", creator).
			set("genre", it.Genre).set("inLanguage", it.Language).set("datePublished", it.Created).
			set("numTracks", len(it.Episodes)).set("track", tracks)
	case it.Kind == KindPodcast && selected:
		series := ld{"@type": "PodcastSeries", "name": it.Title, "url": s.Abs(MediaPath(it.Id, ""))}
		if f, ok := it.feed(FeedPodcast); ok {
			series.set("webFeed", s.Abs(f.URL))
		}
		return episodeLD(s, it, ep, canonical, image).set("partOfSeries", series).set("author", creator)
	case it.Kind == KindPodcast:
		n := ld{"@context": schemaContext, "@type": "PodcastSeries", "name": it.Title, "url": canonical}.
			set("description", it.Description).set("image", image).set("author", creator).
			set("genre", it.Genre).set("inLanguage", it.Language)
		if f, ok := it.feed(FeedPodcast); ok {
			n.set("webFeed", s.Abs(f.URL))
		}
		return n
	}
	return sermonLD(s, it, ep, canonical, image, creator)
}

// sermonLD is a sermon: a CreativeWork about its passages when it has
// any, else a PodcastEpisode (of its series' feed, or its creator's
// sermons).
func sermonLD(s Site, it Item, ep *Episode, canonical, image string, creator ld) ld {
	speaker := creator
	if it.Preacher != "" {
		speaker = ld{"@type": "Person", "name": it.Preacher}
	}
	var n ld
	if len(it.Passages) > 0 {
		about := make([]ld, 0, len(it.Passages))
		for _, p := range it.Passages {
			about = append(about, ld{"@type": "CreativeWork", "name": p, "isPartOf": ld{"@type": "Book", "name": "The Bible"}})
		}
		n = ld{"@context": schemaContext, "@type": "CreativeWork", "genre": "Sermon", "name": it.Title, "url": canonical}.
			set("description", it.Description).set("image", image).set("datePublished", it.Created).
			set("about", about).set("citation", it.Passages)
		if ep != nil {
			n.set("associatedMedia", audioLD(s, ep))
		}
	} else {
		n = episodeLD(s, it, ep, canonical, image)
		n["name"] = it.Title
		n.set("description", it.Description)
	}
	n.set("author", speaker).set("publisher", creator).set("inLanguage", it.Language)
	series := ld{"@type": "PodcastSeries"}
	if f, ok := it.feed(FeedSeries); ok && it.Theme != "" {
		series.set("name", it.Theme).set("webFeed", s.Abs(f.URL))
	} else if f, ok := it.feed(FeedSermons); ok {
		series.set("name", f.Title).set("webFeed", s.Abs(f.URL))
	}
	if _, named := series["name"]; named {
		key := "partOfSeries"
		if n["@type"] != "PodcastEpisode" {
			key = "isPartOf"
		}
		n.set(key, series)
	}
	return n
}

// episodeLD is a PodcastEpisode of ep (an item with no public episode
// still gets its name and URL).
func episodeLD(s Site, it Item, ep *Episode, canonical, image string) ld {
	n := ld{"@context": schemaContext, "@type": "PodcastEpisode", "url": canonical}.set("image", image)
	if ep == nil {
		return n.set("name", it.Title).set("datePublished", it.Created)
	}
	return n.set("name", ep.Title).set("description", ep.Description).set("datePublished", ep.Created).
		set("episodeNumber", ep.Position).set("timeRequired", durationOrEmpty(ep.Duration)).
		set("associatedMedia", audioLD(s, ep))
}

// recordingLD is an album's track.
func recordingLD(s Site, it Item, t Episode) ld {
	return ld{"@type": "MusicRecording", "name": t.Title, "url": s.Abs(MediaPath(it.Id, t.Id))}.
		set("duration", durationOrEmpty(t.Duration)).set("position", t.Position).set("datePublished", t.Created)
}

// audioLD is the episode's audio; nil when it has no audio URL.
func audioLD(s Site, ep *Episode) any {
	if ep == nil || ep.AudioURL == "" {
		return nil
	}
	return ld{"@type": "AudioObject", "contentUrl": s.Abs(ep.AudioURL)}.
		set("encodingFormat", ep.AudioType).set("duration", durationOrEmpty(ep.Duration))
}

// personLD is a creator as a Person with their public page.
func personLD(s Site, c Creator) ld {
	return ld{"@type": "Person", "name": c.Name, "url": s.Abs(CreatorPath(c.Id))}
}

func durationOrEmpty(seconds float64) string {
	if seconds <= 0 {
		return ""
	}
	return isoDuration(seconds)
}
