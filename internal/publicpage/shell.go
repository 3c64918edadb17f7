package publicpage

import (
	"bytes"
	"errors"
	"io"
	"strings"

	"golang.org/x/net/html"
)

// Shell is a built page (pb_public/index.html or embed.html) split where
// the head tags go: just before </head>. The tags a page writes itself
// (title, description, robots, canonical, Open Graph, Twitter) are taken
// out of the file's own head, so none appears twice.
type Shell struct {
	head []byte // the file up to </head>, without the replaced tags
	rest []byte // </head> and everything after it
}

// ErrNoHead is returned for a file with no </head>.
var ErrNoHead = errors.New("publicpage: the page has no </head>")

// ParseShell reads a built page. It walks the page with the HTML
// tokenizer, so a tag is found however the build formats it.
func ParseShell(page []byte) (*Shell, error) {
	z := html.NewTokenizer(bytes.NewReader(page))
	var head bytes.Buffer
	skipping := "" // the element whose content is being dropped (<title>)
	offset := 0
	for {
		tt := z.Next()
		if tt == html.ErrorToken {
			if errors.Is(z.Err(), io.EOF) {
				return nil, ErrNoHead
			}
			return nil, z.Err()
		}
		raw := z.Raw()
		start := offset
		offset += len(raw)
		name, _ := z.TagName()
		tag := string(name)
		switch {
		case skipping != "":
			if tt == html.EndTagToken && tag == skipping {
				skipping = ""
			}
			continue
		case tt == html.EndTagToken && tag == "head":
			return &Shell{head: head.Bytes(), rest: page[start:]}, nil
		case tt == html.StartTagToken && tag == "title":
			skipping = "title"
			dropLine(&head)
			continue
		case (tt == html.StartTagToken || tt == html.SelfClosingTagToken) && replaced(tag, z):
			dropLine(&head)
			continue
		}
		head.Write(raw)
	}
}

// dropLine takes back the line break and indent written before a tag that
// is left out, so no blank line stays in its place.
func dropLine(head *bytes.Buffer) {
	b := bytes.TrimRight(head.Bytes(), " \t")
	b = bytes.TrimSuffix(b, []byte("\n"))
	head.Truncate(len(b))
}

// replaced reports whether a <meta> or <link> is one the page writes
// itself. It reads the tag's attributes (the tokenizer's current token).
func replaced(tag string, z *html.Tokenizer) bool {
	if tag != "meta" && tag != "link" {
		return false
	}
	for {
		key, val, more := z.TagAttr()
		k, v := string(key), strings.ToLower(strings.TrimSpace(string(val)))
		switch {
		case tag == "meta" && k == "name" && (v == "description" || v == "robots" || strings.HasPrefix(v, "twitter:")),
			tag == "meta" && k == "property" && (strings.HasPrefix(v, "og:") || strings.HasPrefix(v, "music:")),
			tag == "link" && k == "rel" && v == "canonical":
			return true
		}
		if !more {
			return false
		}
	}
}

// Render writes the page with tags before </head>.
func (s *Shell) Render(w io.Writer, tags []byte) error {
	for _, part := range [][]byte{s.head, tags, s.rest} {
		if _, err := w.Write(part); err != nil {
			return err
		}
	}
	return nil
}

// Page is the whole page with the head's tags, as bytes.
func (s *Shell) Page(h Head) ([]byte, error) {
	tags, err := h.HTML()
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	b.Grow(len(s.head) + len(tags) + len(s.rest))
	_ = s.Render(&b, tags) // a bytes.Buffer does not fail
	return b.Bytes(), nil
}
