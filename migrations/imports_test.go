package migrations_test

import (
	"go/parser"
	"go/token"
	"strconv"
	"strings"
	"testing"

	"selah/testutil/gosource"
)

// TestMigrationsImportNoLivePackage: a migration holds its SQL, rules and
// lists as text, so an old migration does the same whatever live code
// (visibility, search, feed...) says later. Only PocketBase and the
// standard library may be imported; tests may import what they check.
func TestMigrationsImportNoLivePackage(t *testing.T) {
	files, err := gosource.Parse(token.NewFileSet(), ".", gosource.Options{Mode: parser.ImportsOnly, Shallow: true})
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, f := range files {
		name := f.Rel
		checked++
		for _, imp := range f.AST.Imports {
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
