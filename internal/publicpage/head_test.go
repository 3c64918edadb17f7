package publicpage

import (
	"encoding/json"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// hostile is a title a creator could type: it tries to close the title,
// an attribute and the JSON-LD script.
const hostile = `Grace "&" <Glory>'s </title><script>alert(1)</script></script>`

func TestHeadEscapesEveryValue(t *testing.T) {
	s := Site{Name: `Se"lah`, Base: "https://selah.example"}
	it := album()
	it.Title, it.Description, it.Creator.Name = hostile, hostile, hostile
	it.Episodes[0].Title = hostile
	for name, h := range map[string]Head{
		"item":    ItemHead(s, it, ""),
		"episode": ItemHead(s, it, it.Episodes[0].Id),
		"creator": CreatorHead(s, Creator{Id: "u1", Name: hostile, Bio: hostile}, []Feed{{Kind: FeedSermons, Title: hostile, URL: "/f.xml"}}),
	} {
		out, err := h.HTML()
		if err != nil {
			t.Fatal(err)
		}
		s := string(out)
		if strings.Contains(s, "<script>alert") || strings.Contains(s, `"&"`) || strings.Count(s, "</script>") != 1 {
			t.Errorf("%s: unescaped value:\n%s", name, s)
		}
		// Parsed as a browser would: one title, whose text is the value,
		// and a JSON-LD script that parses back to the value.
		doc, err := html.Parse(strings.NewReader("<html><head>" + s + "</head><body></body></html>"))
		if err != nil {
			t.Fatal(err)
		}
		var titles, scripts []string
		walk(doc, func(n *html.Node) {
			if n.Type == html.ElementNode && n.Data == "title" {
				titles = append(titles, text(n))
			}
			if n.Type == html.ElementNode && n.Data == "script" {
				scripts = append(scripts, text(n))
			}
		})
		if len(titles) != 1 || !strings.Contains(titles[0], hostile) {
			t.Errorf("%s: titles %q", name, titles)
		}
		var ld map[string]any
		if len(scripts) != 1 || json.Unmarshal([]byte(scripts[0]), &ld) != nil {
			t.Fatalf("%s: scripts %q", name, scripts)
		}
		if !strings.Contains(scripts[0], `\u003c/script\u003e`) {
			t.Errorf("%s: the JSON-LD does not escape </script>: %s", name, scripts[0])
		}
	}
}

func walk(n *html.Node, f func(*html.Node)) {
	f(n)
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		walk(c, f)
	}
}

func text(n *html.Node) string {
	var b strings.Builder
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.TextNode {
			b.WriteString(c.Data)
		}
	}
	return b.String()
}
