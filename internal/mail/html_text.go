package mail

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// HTMLToText is htmlToText for other packages: an episode's show notes
// imported from another host's feed (internal/importfeed) are stored as
// the plain text creators type.
func HTMLToText(src string) string { return htmlToText(src) }

// htmlToText renders an HTML mail body as plain text for the log mailer:
// PocketBase's own mails (the SDK's requestVerification, requestPasswordReset,
// requestEmailChange, OTP) are HTML only, and a log of "" would leave a
// local user without their link. Blocks become paragraphs, <br> a line
// break, and a link keeps its address: "text (https://...)". Scripts and
// styles are dropped. Character references are decoded by the parser.
func htmlToText(src string) string {
	doc, err := html.Parse(strings.NewReader(src))
	if err != nil {
		return src
	}
	var b strings.Builder
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		switch n.Type {
		case html.TextNode:
			b.WriteString(collapseSpace(n.Data, b.String()))
			return
		case html.ElementNode:
			switch n.DataAtom {
			case atom.Script, atom.Style, atom.Head, atom.Title:
				return
			case atom.Br:
				b.WriteString("\n")
				return
			}
		}
		block := n.Type == html.ElementNode && isBlock(n.DataAtom)
		if block {
			paragraph(&b)
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
		if n.Type == html.ElementNode && n.DataAtom == atom.A {
			if href := attr(n, "href"); href != "" && !strings.Contains(textOf(n), href) {
				b.WriteString(" (" + href + ")")
			}
		}
		if block {
			paragraph(&b)
		}
	}
	walk(doc)
	lines := strings.Split(b.String(), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimSpace(l)
	}
	out := strings.Join(lines, "\n")
	for strings.Contains(out, "\n\n\n") {
		out = strings.ReplaceAll(out, "\n\n\n", "\n\n")
	}
	return strings.TrimSpace(out)
}

// collapseSpace folds HTML whitespace runs to one space, dropping a leading
// one at the start of a line.
func collapseSpace(s, before string) string {
	f := strings.Fields(s)
	if len(f) == 0 {
		if s != "" && before != "" && !strings.HasSuffix(before, " ") && !strings.HasSuffix(before, "\n") {
			return " "
		}
		return ""
	}
	out := strings.Join(f, " ")
	if startsWithSpace(s) && before != "" && !strings.HasSuffix(before, " ") && !strings.HasSuffix(before, "\n") {
		out = " " + out
	}
	if endsWithSpace(s) {
		out += " "
	}
	return out
}

func startsWithSpace(s string) bool { return s != "" && strings.ContainsRune(" \t\r\n\f", rune(s[0])) }
func endsWithSpace(s string) bool {
	return s != "" && strings.ContainsRune(" \t\r\n\f", rune(s[len(s)-1]))
}

func paragraph(b *strings.Builder) {
	s := b.String()
	if s == "" || strings.HasSuffix(s, "\n\n") {
		return
	}
	if strings.HasSuffix(s, "\n") {
		b.WriteString("\n")
		return
	}
	b.WriteString("\n\n")
}

func isBlock(a atom.Atom) bool {
	switch a {
	case atom.P, atom.Div, atom.H1, atom.H2, atom.H3, atom.H4, atom.H5, atom.H6, atom.Ul, atom.Ol, atom.Li,
		atom.Table, atom.Tr, atom.Blockquote, atom.Pre, atom.Hr, atom.Section, atom.Article, atom.Header,
		atom.Footer, atom.Body:
		return true
	}
	return false
}

func attr(n *html.Node, key string) string {
	for _, a := range n.Attr {
		if a.Key == key {
			return strings.TrimSpace(a.Val)
		}
	}
	return ""
}

func textOf(n *html.Node) string {
	var b strings.Builder
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.TextNode {
			b.WriteString(n.Data)
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(n)
	return b.String()
}
