package publicpage

// CreatorHead is the head of a creator's public page, /c/{id}: their
// name, bio and avatar, a ProfilePage of a Person, and their feeds.
func CreatorHead(s Site, c Creator, feeds []Feed) Head {
	canonical := s.Abs(CreatorPath(c.Id))
	description := summary(c.Bio, descriptionMax)
	if description == "" {
		description = summary("Listen to "+c.Name+" on "+s.name()+".", descriptionMax)
	}
	image, w, h := s.Abs(ShareImagePath), shareImageWidth, shareImageHeight
	if c.AvatarPath != "" {
		image, w, h = s.Abs(c.AvatarPath), 0, 0 // an avatar is stored as sent: its size is unknown
	}
	meta := []Meta{
		og("og:site_name", s.name()),
		og("og:title", c.Name),
		og("og:description", description),
		og("og:url", canonical),
		og("og:type", "profile"),
		og("og:image", image),
		og("og:image:alt", c.Name),
	}
	if w > 0 {
		meta = append(meta, og("og:image:width", itoa(w)), og("og:image:height", itoa(h)))
	}
	meta = append(meta,
		named("twitter:card", "summary"),
		named("twitter:title", c.Name),
		named("twitter:description", description),
		named("twitter:image", image),
	)
	person := ld{"@type": "Person", "name": c.Name, "url": canonical, "identifier": c.Id}.
		set("description", c.Bio).set("image", image)
	return Head{
		Title:       c.Name + " | " + s.name(),
		Description: description,
		Canonical:   canonical,
		Meta:        meta,
		Links:       feedLinks(s, feeds),
		JSONLD:      ld{"@context": schemaContext, "@type": "ProfilePage", "url": canonical, "mainEntity": person},
	}
}

// NotFoundHead is the head of the page sent with a 404: a title that says
// so, and no indexing.
func NotFoundHead(s Site) Head {
	return Head{Title: "Not found | " + s.name(), NoIndex: true}
}
