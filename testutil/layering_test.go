package testutil

import (
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"selah/testutil/gosource"
)

// TestInternalImportsNoLayerAbove: internal/ holds the domain; routes/ and
// hooks/ are built on it, never the other way round. Only tests (which may
// use this package's full app) may reach upwards.
func TestInternalImportsNoLayerAbove(t *testing.T) {
	forbidden := []string{"selah/routes", "selah/hooks", "selah/commands", "selah/testutil"}
	files, err := gosource.Parse(token.NewFileSet(), filepath.Join("..", "internal"), gosource.Options{Mode: parser.ImportsOnly})
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		for _, imp := range f.AST.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			for _, bad := range forbidden {
				if p == bad || strings.HasPrefix(p, bad+"/") {
					t.Errorf("%s imports %s", f.Path, p)
				}
			}
		}
	}
}
