package gosource

import (
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// TestParseChoosesFiles: tests only when asked, a skipped folder and the
// folders that never hold our Go left out, only root's own files when
// shallow.
func TestParseChoosesFiles(t *testing.T) {
	root := t.TempDir()
	for _, f := range []string{"a.go", "a_test.go", "sub/b.go", "skip/c.go", "node_modules/d.go", "testdata/e.go", ".git/f.go", "notes.md"} {
		path := filepath.Join(root, f)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte("package x\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	rels := func(o Options) []string {
		files, err := Parse(token.NewFileSet(), root, o)
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, f := range files {
			out = append(out, f.Rel)
		}
		return out
	}
	skip := func(rel string) bool { return rel == "skip" }
	for _, c := range []struct {
		o    Options
		want []string
	}{
		{Options{Skip: skip}, []string{"a.go", "sub/b.go"}},
		{Options{Skip: skip, Tests: true}, []string{"a.go", "a_test.go", "sub/b.go"}},
		{Options{Shallow: true}, []string{"a.go"}},
		{Options{}, []string{"a.go", "skip/c.go", "sub/b.go"}},
	} {
		if got := rels(c.o); !slices.Equal(got, c.want) {
			t.Errorf("%+v: %v, want %v", c.o, got, c.want)
		}
	}
}
