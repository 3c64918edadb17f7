package migrations_test

import (
	"go/parser"
	"go/token"
	"os"
	"strconv"
	"strings"
	"testing"
)

// TestMigrationsImportNoLivePackage: a migration holds its SQL, rules and
// lists as text, so an old migration does the same whatever live code
// (visibility, search, feed...) says later. Only PocketBase and the
// standard library may be imported; tests may import what they check.
func TestMigrationsImportNoLivePackage(t *testing.T) {
	entries, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, e := range entries {
		name := e.Name()
		if !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), name, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		checked++
		for _, imp := range f.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			if p == "selah" || strings.HasPrefix(p, "selah/") {
				t.Errorf("%s imports %s: freeze what it uses as text", name, p)
			}
		}
	}
	if checked < 40 {
		t.Fatalf("only %d migration files found", checked)
	}
}
