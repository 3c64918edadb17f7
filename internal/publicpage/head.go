package publicpage

import (
	"bytes"
	"encoding/json"
	"html"
)

// Head is the set of tags the server writes into a page's <head>.
type Head struct {
	Title       string
	Description string
	// Canonical is the page's absolute canonical URL ("" for none).
	Canonical string
	// NoIndex asks search engines not to index the page (embeds, 404s).
	NoIndex bool
	// Meta are Open Graph and Twitter tags, in order.
	Meta []Meta
	// Links are further <link> tags (feeds, oEmbed discovery).
	Links []Link
	// JSONLD is marshalled into <script type="application/ld+json">; nil
	// for none.
	JSONLD any
}

// Meta is one <meta>: Open Graph tags use property=, the others name=.
type Meta struct {
	Property string
	Name     string
	Content  string
}

// Link is one <link>.
type Link struct {
	Rel, Type, Title, Href string
}

func og(property, content string) Meta { return Meta{Property: property, Content: content} }

func named(name, content string) Meta { return Meta{Name: name, Content: content} }

// HTML writes the tags, one a line. Text and attribute values are
// HTML-escaped; the JSON-LD is encoding/json's with its HTML escaping on
// (<, > and & as \u003c, \u003e, \u0026), so no value can close the
// <script> element or open another.
func (h Head) HTML() ([]byte, error) {
	var b bytes.Buffer
	b.WriteString("<title>" + html.EscapeString(h.Title) + "</title>\n")
	if h.Description != "" {
		writeMeta(&b, Meta{Name: "description", Content: h.Description})
	}
	if h.NoIndex {
		writeMeta(&b, Meta{Name: "robots", Content: "noindex"})
	}
	if h.Canonical != "" {
		writeLink(&b, Link{Rel: "canonical", Href: h.Canonical})
	}
	for _, m := range h.Meta {
		if m.Content != "" {
			writeMeta(&b, m)
		}
	}
	for _, l := range h.Links {
		writeLink(&b, l)
	}
	if h.JSONLD != nil {
		ld, err := json.Marshal(h.JSONLD) // HTML escaping is on by default
		if err != nil {
			return nil, err
		}
		b.WriteString(`<script type="application/ld+json">`)
		b.Write(ld)
		b.WriteString("</script>\n")
	}
	return b.Bytes(), nil
}

func writeMeta(b *bytes.Buffer, m Meta) {
	b.WriteString("<meta ")
	if m.Property != "" {
		attr(b, "property", m.Property)
	} else {
		attr(b, "name", m.Name)
	}
	b.WriteByte(' ')
	attr(b, "content", m.Content)
	b.WriteString(">\n")
}

func writeLink(b *bytes.Buffer, l Link) {
	b.WriteString("<link ")
	attr(b, "rel", l.Rel)
	if l.Type != "" {
		b.WriteByte(' ')
		attr(b, "type", l.Type)
	}
	if l.Title != "" {
		b.WriteByte(' ')
		attr(b, "title", l.Title)
	}
	b.WriteByte(' ')
	attr(b, "href", l.Href)
	b.WriteString(">\n")
}

// attr writes name="value" with the value escaped for a quoted attribute.
func attr(b *bytes.Buffer, name, value string) {
	b.WriteString(name + `="` + html.EscapeString(value) + `"`)
}
