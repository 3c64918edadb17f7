package visibility_test

import (
	"fmt"
	"go/ast"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"selah/testutil/gosource"
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

// TestGuardFindsIndirectForms: a status read into a variable and compared
// later, and any comparison with the review or account states' constants
// (a helper handed the status as a parameter), are found too; a constant
// used as a value to set or to filter by is not.
func TestGuardFindsIndirectForms(t *testing.T) {
	dir := t.TempDir()
	src := `package x

import (
	"selah/internal/moderation"
	vis "selah/internal/visibility"
)

type rec interface{ GetString(string) string; Set(string, any) }

func f(r rec, status string) bool {
	r.Set("adminStatus", moderation.Pending)       // a write: allowed
	_ = map[string]string{"status": vis.Active}    // a value: allowed
	s := r.GetString("adminStatus")
	if s == "rejected" { // 1
		return true
	}
	var a = r.GetString("accountStatus")
	switch a { // 2
	}
	if status == moderation.Active { // 3
		return false
	}
	switch status {
	case vis.AccountSuspended: // 4
	}
	other := status
	return other != "x" && vis.Rejected == status // 5
}
`
	if err := os.WriteFile(filepath.Join(dir, "x.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	found, err := statusComparisons(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(found) != 5 {
		t.Fatalf("found %d comparisons, want 5:\n%s", len(found), strings.Join(found, "\n"))
	}
}

func moduleRoot(t *testing.T) string {
	t.Helper()
	root, err := gosource.ModuleRoot()
	if err != nil {
		t.Fatal(err)
	}
	return root
}

// statusPackages are the packages whose status constants (the review and
// account states) the guard knows: comparing a value with one of them is
// comparing a status, wherever the value came from.
var statusPackages = map[string]bool{"selah/internal/moderation": true, "selah/internal/visibility": true}

// statusConstants are those constants' names.
var statusConstants = map[string]bool{
	"Pending": true, "Active": true, "Rejected": true, "Suspended": true,
	"AccountActive": true, "AccountSuspended": true,
}

// statusComparisons parses every non-test Go file under root outside the
// exempt trees and returns "file:line: what" for each comparison found.
func statusComparisons(root string) ([]string, error) {
	var found []string
	fset := token.NewFileSet()
	files, err := gosource.Parse(fset, root, gosource.Options{Skip: func(rel string) bool {
		_, ok := guardExempt[rel]
		return ok
	}})
	if err != nil {
		return nil, err
	}
	for _, sf := range files {
		file := sf.AST
		report := func(n ast.Node, what string) {
			found = append(found, fmt.Sprintf("%s:%d: %s", sf.Rel, fset.Position(n.Pos()).Line, what))
		}
		// The local names of the status constants' packages in this file.
		statusPkg := map[string]bool{}
		for _, imp := range file.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			if statusPackages[p] {
				name := p[strings.LastIndex(p, "/")+1:]
				if imp.Name != nil {
					name = imp.Name.Name
				}
				statusPkg[name] = true
			}
		}
		// Variables that hold a status read from a record (s :=
		// r.GetString("adminStatus")), by their declaration.
		held := map[*ast.Object]string{}
		ast.Inspect(file, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.AssignStmt:
				if len(n.Lhs) == len(n.Rhs) {
					for i, lhs := range n.Lhs {
						if id, ok := lhs.(*ast.Ident); ok && id.Obj != nil {
							if f := readsField(n.Rhs[i]); f != "" {
								held[id.Obj] = f
							}
						}
					}
				}
			case *ast.ValueSpec:
				if len(n.Names) == len(n.Values) {
					for i, id := range n.Names {
						if f := readsField(n.Values[i]); f != "" && id.Obj != nil {
							held[id.Obj] = f
						}
					}
				}
			}
			return true
		})
		// status is what e compares, or "": a guarded field read (directly
		// or through a variable), or a status constant.
		status := func(e ast.Expr) string {
			if f := readsField(e); f != "" {
				return f
			}
			switch e := ast.Unparen(e).(type) {
			case *ast.Ident:
				if f, ok := held[e.Obj]; ok && e.Obj != nil {
					return f + " (held in " + e.Name + ")"
				}
			case *ast.SelectorExpr:
				if x, ok := e.X.(*ast.Ident); ok && statusPkg[x.Name] && statusConstants[e.Sel.Name] {
					return "the status " + x.Name + "." + e.Sel.Name
				}
			}
			return ""
		}
		ast.Inspect(file, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.BinaryExpr:
				if n.Op == token.EQL || n.Op == token.NEQ {
					if f := status(n.X); f != "" {
						report(n, f+" compared with "+n.Op.String())
					} else if f := status(n.Y); f != "" {
						report(n, f+" compared with "+n.Op.String())
					}
				}
			case *ast.SwitchStmt:
				if f := status(n.Tag); f != "" {
					report(n, "switch on "+f)
				} else if n.Tag != nil {
					for _, c := range n.Body.List {
						for _, e := range c.(*ast.CaseClause).List {
							if f := status(e); f != "" {
								report(e, "switch case on "+f)
							}
						}
					}
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
	}
	sort.Strings(found)
	return found, nil
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
