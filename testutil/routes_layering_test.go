package testutil

import (
	"go/ast"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"selah/testutil/gosource"
)

// dataCalls are the calls that reach the database itself. A handler in
// routes/ parses, calls a service in internal/ and writes; the SQL, the
// rules and the caches live in internal/ (issue 27, "Thin routes").
var dataCalls = map[string]bool{
	"DB": true, "NewQuery": true, "RecordQuery": true, "ConcurrentDB": true, "NonconcurrentDB": true,
}

// TestRoutesCallNoDatabase fails on any DB(), NewQuery(), RecordQuery(),
// ConcurrentDB() or NonconcurrentDB() call in a non-test file of routes/.
func TestRoutesCallNoDatabase(t *testing.T) {
	for _, f := range dataCallsIn(t, filepath.Join("..", "routes")) {
		t.Errorf("%s:%d calls %s(): move the read or write to a service in internal/", f.file, f.line, f.name)
	}
}

// TestDataCallsInFindsEachCall: the walker sees every forbidden call,
// whatever its receiver, and no other.
func TestDataCallsInFindsEachCall(t *testing.T) {
	dir := t.TempDir()
	src := `package x
func f(app, e, q any) {
	app.DB().Select("id")
	e.App.NewQuery("SELECT 1")
	app.RecordQuery("media")
	app.ConcurrentDB()
	app.NonconcurrentDB()
	app.FindRecordById("media", "x")
}`
	if err := os.WriteFile(filepath.Join(dir, "x.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "x_test.go"), []byte("package x\nfunc g(app any) { app.DB() }\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, f := range dataCallsIn(t, dir) {
		names = append(names, f.name)
	}
	if got := strings.Join(names, ","); got != "DB,NewQuery,RecordQuery,ConcurrentDB,NonconcurrentDB" {
		t.Fatalf("found %s", got)
	}
}

type dataCall struct {
	file, name string
	line       int
}

// dataCallsIn lists the dataCalls of the non-test Go files of dir.
func dataCallsIn(t *testing.T, dir string) []dataCall {
	t.Helper()
	fset := token.NewFileSet()
	files, err := gosource.Parse(fset, dir, gosource.Options{Shallow: true})
	if err != nil {
		t.Fatal(err)
	}
	var out []dataCall
	for _, sf := range files {
		path := sf.Path
		ast.Inspect(sf.AST, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			if sel, ok := call.Fun.(*ast.SelectorExpr); ok && dataCalls[sel.Sel.Name] {
				out = append(out, dataCall{file: path, name: sel.Sel.Name, line: fset.Position(call.Pos()).Line})
			}
			return true
		})
	}
	return out
}
