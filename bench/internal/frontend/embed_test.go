package frontend

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

func writeFiles(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, body := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

const embedHTML = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/embed-a.js"></script>
<link rel="stylesheet" crossorigin href="/assets/embed-b.css">
</head><body><div id="embed"></div></body></html>`

func TestMeasureEmbedAlone(t *testing.T) {
	dir := writeFiles(t, map[string]string{
		"embed.html":         embedHTML,
		"assets/embed-a.js":  `document.getElementById("embed");fetch("/api/public/media/x")`,
		"assets/embed-b.css": `.embed{display:flex}`,
	})
	r, err := MeasureEmbed(dir)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(r.Scripts, []string{"/assets/embed-a.js"}) || !slices.Equal(r.Styles, []string{"/assets/embed-b.css"}) {
		t.Fatalf("files %v %v", r.Scripts, r.Styles)
	}
	if r.JSGzip <= 0 || r.CSSGzip <= 0 || r.JSRaw != 61 {
		t.Fatalf("sizes %+v", r)
	}
	if len(r.Imports) != 0 || len(r.Foreign) != 0 {
		t.Fatalf("an embed alone imports nothing: %+v", r)
	}
}

func TestMeasureEmbedFindsTheAppInAnImportedChunk(t *testing.T) {
	dir := writeFiles(t, map[string]string{
		"embed.html":          embedHTML,
		"assets/embed-a.js":   `import{t as e}from"./index-c.js";const l=()=>import(` + "`./lazy-d.js`" + `);e()`,
		"assets/embed-b.css":  `.embed{display:flex}`,
		"assets/index-c.js":   `Symbol.for("react.transitional.element");throw Error("Missing #root element")`,
		"assets/lazy-d.js":    `class ClientResponseError extends Error{}`,
		"assets/unrelated.js": `Symbol.for("react.transitional.element")`,
	})
	r, err := MeasureEmbed(dir)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(r.Imports, []string{"/assets/index-c.js", "/assets/lazy-d.js"}) {
		t.Fatalf("imports %v", r.Imports)
	}
	if want := []string{"PocketBase SDK", "React", "the app's entry"}; !slices.Equal(r.Foreign, want) {
		t.Fatalf("foreign %v, want %v", r.Foreign, want)
	}
	if len(r.Scripts) != 3 {
		t.Fatalf("scripts %v", r.Scripts)
	}
}

func TestMeasureEmbedNotBuilt(t *testing.T) {
	if _, err := MeasureEmbed(t.TempDir()); err == nil {
		t.Fatal("no embed.html must be an error")
	}
}
