package publicpage

import (
	"errors"
	"strings"
	"testing"
)

const builtIndex = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta
      name="description"
      content="The default description."
    />
    <meta property="og:title" content="Default">
    <link rel="canonical" href="https://old.example/">
    <title>Selah</title>
    <script type="module" crossorigin src="/assets/index-abc.js">var x = "</head>";</script>
    <link rel="stylesheet" href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`

func TestShellInsertsTagsAndDropsTheDefaults(t *testing.T) {
	sh, err := ParseShell([]byte(builtIndex))
	if err != nil {
		t.Fatal(err)
	}
	page, err := sh.Page(Head{Title: "Mine", Description: "Mine too", Canonical: "https://selah.example/m/x"})
	if err != nil {
		t.Fatal(err)
	}
	out := string(page)
	for _, gone := range []string{"<title>Selah</title>", "The default description.", `content="Default"`, "https://old.example/"} {
		if strings.Contains(out, gone) {
			t.Errorf("the default %q is still there:\n%s", gone, out)
		}
	}
	for _, kept := range []string{`<meta charset="UTF-8" />`, `name="viewport"`, `src="/assets/index-abc.js">var x = "</head>";</script>`,
		`href="/assets/index-abc.css"`, `<div id="root"></div>`, "</html>"} {
		if !strings.Contains(out, kept) {
			t.Errorf("%q is missing:\n%s", kept, out)
		}
	}
	if strings.Count(out, "<title>") != 1 || !strings.Contains(out, "<title>Mine</title>") {
		t.Errorf("want exactly our title:\n%s", out)
	}
	// The tags go right before the real </head>, after the stylesheet.
	tags := strings.Index(out, "<title>Mine</title>")
	if css, end := strings.Index(out, "index-abc.css"), strings.LastIndex(out, "</head>"); !(css < tags && tags < end) {
		t.Errorf("tags at %d, stylesheet at %d, </head> at %d:\n%s", tags, css, end, out)
	}
}

func TestShellNeedsAHead(t *testing.T) {
	if _, err := ParseShell([]byte(`<!doctype html><p>no head end`)); !errors.Is(err, ErrNoHead) {
		t.Fatalf("err = %v, want ErrNoHead", err)
	}
}
