package visibility_test

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// The status fields whose values decide who sees what. Only this package
// (the rule), internal/moderation (which sets and moves a review state) and
// migrations/ (SQL kept as text, the schema's history) may compare them; any
// other reader asks this package.
var guardedFields = []string{"adminStatus", "accountStatus"}

// guardExempt are the trees the guard does not read, each with why.
var guardExempt = map[string]string{
	"internal/visibility": "the rule itself",
	"internal/moderation": "sets and moves review states",
	"migrations":          "the schema's history, SQL held as text",
	"bench":               "a load driver: it asks the API as a client would and decides nothing",
	"frontend":            "not Go",
	"pb_public":           "built front end",
	"pb_data":             "data",
}

// sqlCompare finds a guarded field compared inside SQL or a PocketBase
// filter: the field (bare, aliased or in [[ ]]) followed by a comparison
// operator, or a comparison operator followed by the field.
var sqlCompare = regexp.MustCompile(`(?i)(adminStatus|accountStatus)\]*\s*(=|!=|<>|\?=|\?!=|\bIS\b|\bIN\b|~)|(=|!=|<>)\s*[\w.\[]*(adminStatus|accountStatus)\b`)

// TestNoStatusComparisonOutsideVisibility walks the repository's Go source
// (tests excluded: fixtures set statuses and assertions read them) and fails
// on every comparison of a guarded field it finds outside the exempt trees:
// a GetString("adminStatus") on either side of == or !=, or switched on; a
// dbx.HashExp (or any map write) keyed by the field; a string literal whose
// SQL or filter compares it.
func TestNoStatusComparisonOutsideVisibility(t *testing.T) {
	root := moduleRoot(t)
	found, err := statusComparisons(root)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range found {
		t.Errorf("%s: compares a status outside internal/visibility; ask visibility instead", f)
	}
}

// TestGuardFindsEachForm shows that each form the guard looks for is found,
// and that what is not a comparison (setting a status, naming a field for
// JSON) is not.
func TestGuardFindsEachForm(t *testing.T) {
	dir := t.TempDir()
	src := `package x

import "github.com/pocketbase/dbx"

type rec interface{ GetString(string) string; Set(string, any) }

func f(r rec, status string) bool {
	r.Set("adminStatus", "active")              // a write: allowed
	_ = map[string]any{"accountStatus": status} // a value to set: allowed
	_ = "SELECT adminStatus FROM media"         // a read: allowed
	if r.GetString("adminStatus") == "active" { // 1
		return true
	}
	switch r.GetString("accountStatus") { // 2
	case "suspended":
	}
	_ = dbx.HashExp{"adminStatus": status}            // 3
	cond := dbx.HashExp{}
	cond["accountStatus"] = status                    // 4
	_ = "m.[[adminStatus]] != 'x'"                    // 5
	_ = "media = {:m} && adminStatus = {:active}"     // 6
	return "suspended" != r.GetString("accountStatus") // 7
}
`
	if err := os.WriteFile(filepath.Join(dir, "x.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	found, err := statusComparisons(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(found) != 7 {
		t.Fatalf("found %d comparisons, want 7:\n%s", len(found), strings.Join(found, "\n"))
	}
}

func moduleRoot(t *testing.T) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("no go.mod above the test")
		}
		dir = parent
	}
}

// statusComparisons parses every non-test Go file under root outside the
// exempt trees and returns "file:line: what" for each comparison found.
func statusComparisons(root string) ([]string, error) {
	var found []string
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		rel = filepath.ToSlash(rel)
		if d.IsDir() {
			if _, ok := guardExempt[rel]; ok || d.Name() == "node_modules" || d.Name() == "testdata" ||
				(strings.HasPrefix(d.Name(), ".") && rel != ".") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		file, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		report := func(n ast.Node, what string) {
			found = append(found, fmt.Sprintf("%s:%d: %s", rel, fset.Position(n.Pos()).Line, what))
		}
		ast.Inspect(file, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.BinaryExpr:
				if n.Op == token.EQL || n.Op == token.NEQ {
					if f := readsField(n.X); f != "" {
						report(n, f+" compared with "+n.Op.String())
					} else if f := readsField(n.Y); f != "" {
						report(n, f+" compared with "+n.Op.String())
					}
				}
			case *ast.SwitchStmt:
				if f := readsField(n.Tag); f != "" {
					report(n, "switch on "+f)
				}
			case *ast.CompositeLit:
				if isHashExp(n.Type) {
					for _, el := range n.Elts {
						if kv, ok := el.(*ast.KeyValueExpr); ok {
							if f := guardedLit(kv.Key); f != "" {
								report(kv, "dbx.HashExp keyed by "+f)
							}
						}
					}
				}
			case *ast.AssignStmt:
				for _, lhs := range n.Lhs {
					if ix, ok := lhs.(*ast.IndexExpr); ok {
						if f := guardedLit(ix.Index); f != "" {
							report(n, "condition map keyed by "+f)
						}
					}
				}
			case *ast.BasicLit:
				if n.Kind == token.STRING {
					s, err := strconv.Unquote(n.Value)
					if err == nil && sqlCompare.MatchString(s) {
						report(n, "SQL or filter compares "+sqlCompare.FindString(s))
					}
				}
			}
			return true
		})
		return nil
	})
	sort.Strings(found)
	return found, err
}

// readsField returns the guarded field e reads by a call naming it as a
// string literal (r.GetString("adminStatus"), r.Get("accountStatus")).
func readsField(e ast.Expr) string {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok {
		return ""
	}
	for _, a := range call.Args {
		if f := guardedLit(a); f != "" {
			return f
		}
	}
	return ""
}

// guardedLit returns the guarded field e is a string literal of.
func guardedLit(e ast.Expr) string {
	lit, ok := ast.Unparen(e).(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING {
		return ""
	}
	s, err := strconv.Unquote(lit.Value)
	if err != nil {
		return ""
	}
	for _, f := range guardedFields {
		if s == f || strings.HasSuffix(s, "."+f) {
			return f
		}
	}
	return ""
}

func isHashExp(e ast.Expr) bool {
	sel, ok := e.(*ast.SelectorExpr)
	return ok && sel.Sel.Name == "HashExp"
}
