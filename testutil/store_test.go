package testutil

import (
	"go/ast"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"selah/testutil/gosource"
)

// storeOwner is the one package that keeps anything in app.Store(): the
// app's Services, built once (services.Of). State kept under other keys
// was state in a second place, which nobody could list.
const storeOwner = "internal/services"

// TestStoreOnlyInServices fails on any .Store() call in the module's Go
// (tests included) outside internal/services: what lives as long as the
// app is a field of services.Services.
func TestStoreOnlyInServices(t *testing.T) {
	fset := token.NewFileSet()
	files, err := gosource.Parse(fset, "..", gosource.Options{Tests: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, where := range storeCalls(fset, files) {
		t.Errorf("%s calls app.Store(): keep the value in internal/services (services.Of(app))", where)
	}
}

// TestStoreCallsFindsEachCall: every .Store() call is found, whatever its
// receiver, outside internal/services and nowhere inside it.
func TestStoreCallsFindsEachCall(t *testing.T) {
	root := t.TempDir()
	src := map[string]string{
		"internal/services/s.go": "package services\nfunc f(app any) { app.Store().Set(\"k\", 1) }\n",
		"routes/r.go":            "package routes\nfunc g(e any) { _ = e.App.Store().Get(\"k\") }\nfunc noStore() {}\nfunc h() { noStore() }\n",
		"internal/x/x_test.go":   "package x\nfunc k(app any) { app.Store().Remove(\"k\") }\n",
	}
	for name, body := range src {
		path := filepath.Join(root, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	fset := token.NewFileSet()
	files, err := gosource.Parse(fset, root, gosource.Options{Tests: true})
	if err != nil {
		t.Fatal(err)
	}
	got := storeCalls(fset, files)
	if len(got) != 2 || !strings.HasPrefix(got[0], "internal/x/x_test.go:2") || !strings.HasPrefix(got[1], "routes/r.go:2") {
		t.Fatalf("found %v, want the test's and the route's calls", got)
	}
}

// storeCalls are "file:line" of each .Store() call outside storeOwner.
func storeCalls(fset *token.FileSet, files []gosource.File) []string {
	var out []string
	for _, f := range files {
		if strings.HasPrefix(f.Rel, storeOwner+"/") {
			continue
		}
		ast.Inspect(f.AST, func(n ast.Node) bool {
			if call, ok := n.(*ast.CallExpr); ok {
				if sel, ok := call.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "Store" && len(call.Args) == 0 {
					out = append(out, f.Rel+":"+strconv.Itoa(fset.Position(call.Pos()).Line))
				}
			}
			return true
		})
	}
	return out
}
