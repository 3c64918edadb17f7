package testutil

import (
	"go/ast"
	"go/token"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"selah/testutil/gosource"
)

// stateDirs are the packages that must hold no package-level mutable
// state: what lives for the life of a server is built once per app
// (internal/services) and handed to hooks, jobs and routes, so two apps
// in one process (every test) never share it. commands/ is left out
// until its exit flag goes.
var stateDirs = []string{"hooks", "internal", "jobs", "routes"}

// immutableCalls are the calls whose result, kept in a package variable,
// nobody can change: sentinel errors, compiled patterns, replacers, and
// pools (a sync.Pool hands out scratch buffers and holds nothing a caller
// can observe).
var immutableCalls = map[string]bool{
	"errors.New": true, "fmt.Errorf": true, "tusd.NewError": true,
	"regexp.MustCompile": true, "strings.NewReplacer": true, "template.Must": true,
	// Strings made once from others (SQL variants).
	"strings.Replace": true, "strings.ReplaceAll": true, "strings.Join": true, "fmt.Sprintf": true,
	"strings.NewReplacer().Replace": true,
}

// TestNoPackageLevelMutableState fails on a package-level variable, in a
// non-test file of stateDirs or main.go, that holds state: one of a sync or
// sync/atomic type (a lock, a once, a map, a counter), a channel, a value
// built by a call other than immutableCalls, or one that any function other
// than init assigns, increments or takes the address of (tests included: a
// test that swaps a variable swaps it for every app in the process).
// Tables of literals and compiled patterns stay allowed.
func TestNoPackageLevelMutableState(t *testing.T) {
	vars := map[string]map[string]token.Position{} // package dir -> name -> where
	root := filepath.Join("..")
	fset := token.NewFileSet()
	sources, err := gosource.Parse(fset, root, gosource.Options{Tests: true})
	if err != nil {
		t.Fatal(err)
	}
	var files []string
	parsed := map[string]*ast.File{}
	for _, sf := range sources {
		files = append(files, sf.Path)
		parsed[sf.Path] = sf.AST
	}
	inScope := func(path string) bool {
		rel, _ := filepath.Rel(root, path)
		if rel == "main.go" {
			return true
		}
		for _, d := range stateDirs {
			if strings.HasPrefix(rel, d+string(filepath.Separator)) {
				return true
			}
		}
		return false
	}

	// Package-level variables and what their declarations say.
	for _, path := range files {
		if !inScope(path) || strings.HasSuffix(path, "_test.go") {
			continue
		}
		f := parsed[path]
		dir := filepath.Dir(path)
		for _, decl := range f.Decls {
			g, ok := decl.(*ast.GenDecl)
			if !ok || g.Tok != token.VAR {
				continue
			}
			for _, spec := range g.Specs {
				vs := spec.(*ast.ValueSpec)
				for i, name := range vs.Names {
					if name.Name == "_" {
						continue
					}
					if vars[dir] == nil {
						vars[dir] = map[string]token.Position{}
					}
					vars[dir][name.Name] = fset.Position(name.Pos())
					var value ast.Expr
					if i < len(vs.Values) {
						value = vs.Values[i]
					}
					if why := statefulDecl(vs.Type, value); why != "" {
						t.Errorf("%s: package variable %s %s; build it once per app (internal/services)", fset.Position(name.Pos()), name.Name, why)
					}
				}
			}
		}
	}

	// Writes to them from any function but init, in any file of the module.
	importPath := func(dir string) string {
		rel, _ := filepath.Rel(root, dir)
		if rel == "." {
			return "selah"
		}
		return "selah/" + filepath.ToSlash(rel)
	}
	byImport := map[string]string{}
	for dir := range vars {
		byImport[importPath(dir)] = dir
	}
	var found []string
	for _, path := range files {
		f := parsed[path]
		dir := filepath.Dir(path)
		own := vars[dir]
		imported := map[string]string{} // local name -> package dir with vars
		for _, imp := range f.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			d, ok := byImport[p]
			if !ok {
				continue
			}
			local := p[strings.LastIndex(p, "/")+1:]
			if imp.Name != nil {
				local = imp.Name.Name
			}
			imported[local] = d
		}
		// An external test package (package x_test) reaches its own
		// package's variables only through export_test.go, which is read as
		// part of the package itself.
		for _, decl := range f.Decls {
			fn, ok := decl.(*ast.FuncDecl)
			if !ok || fn.Body == nil || (fn.Recv == nil && fn.Name.Name == "init") {
				continue
			}
			ast.Inspect(fn.Body, func(n ast.Node) bool {
				var targets []ast.Expr
				verb := "assigns"
				switch s := n.(type) {
				case *ast.AssignStmt:
					if s.Tok != token.DEFINE {
						targets = s.Lhs
					}
				case *ast.IncDecStmt:
					targets = []ast.Expr{s.X}
				case *ast.RangeStmt:
					if s.Tok == token.ASSIGN {
						targets = []ast.Expr{s.Key, s.Value}
					}
				case *ast.UnaryExpr:
					if s.Op == token.AND {
						targets, verb = []ast.Expr{s.X}, "takes the address of"
					}
				}
				for _, x := range targets {
					if x == nil {
						continue
					}
					if where, name, ok := packageVar(fset, x, own, imported, vars); ok {
						found = append(found, fset.Position(x.Pos()).String()+": "+fn.Name.Name+" "+verb+" package variable "+name+" ("+where.String()+")")
					}
				}
				return true
			})
		}
	}
	sort.Strings(found)
	for _, f := range found {
		t.Error(f + "; build it once per app (internal/services) or pass it in")
	}
	if _, err := os.Stat(filepath.Join(root, "main.go")); err != nil {
		t.Fatal("the walk did not start at the module root: ", err)
	}
}

// packageVar reports whether x writes a package variable: own's name not
// shadowed by a local declaration (the parser resolves those within the
// file), or pkg.Name of an imported package in scope.
func packageVar(fset *token.FileSet, x ast.Expr, own map[string]token.Position, imported map[string]string, vars map[string]map[string]token.Position) (token.Position, string, bool) {
	for {
		switch e := x.(type) {
		case *ast.ParenExpr:
			x = e.X
			continue
		case *ast.IndexExpr:
			x = e.X
			continue
		case *ast.StarExpr:
			x = e.X
			continue
		case *ast.SelectorExpr:
			if id, ok := e.X.(*ast.Ident); ok && id.Obj == nil {
				if dir, ok := imported[id.Name]; ok {
					if where, ok := vars[dir][e.Sel.Name]; ok {
						return where, id.Name + "." + e.Sel.Name, true
					}
					return token.Position{}, "", false
				}
			}
			x = e.X
			continue
		case *ast.Ident:
			if where, ok := own[e.Name]; ok {
				if e.Obj == nil {
					return where, e.Name, true
				}
				// Resolved within the file: a package-level declaration
				// (a ValueSpec outside any function) or a local one.
				if _, ok := e.Obj.Decl.(*ast.ValueSpec); ok && e.Obj.Kind == ast.Var && isTopLevel(fset, e.Obj, where) {
					return where, e.Name, true
				}
			}
			return token.Position{}, "", false
		default:
			return token.Position{}, "", false
		}
	}
}

// isTopLevel: the file-resolved object is the package variable itself
// rather than a local of the same name.
func isTopLevel(fset *token.FileSet, obj *ast.Object, where token.Position) bool {
	vs := obj.Decl.(*ast.ValueSpec)
	for _, n := range vs.Names {
		if n.Name == obj.Name {
			return fset.Position(n.NamePos) == where
		}
	}
	return false
}

// statefulDecl says why a declaration holds state, or "".
func statefulDecl(typ, value ast.Expr) string {
	if typ != nil {
		if why := statefulType(typ); why != "" {
			return why
		}
	}
	switch v := value.(type) {
	case nil:
		return ""
	case *ast.CompositeLit:
		if v.Type != nil {
			return statefulType(v.Type)
		}
	case *ast.CallExpr:
		if lit, ok := v.Fun.(*ast.FuncLit); ok && len(v.Args) == 0 && lit.Type.Results != nil && len(lit.Type.Results.List) == 1 {
			// A table computed once: its result type says what it is.
			return statefulType(lit.Type.Results.List[0].Type)
		}
		if name := exprString(v.Fun); immutableCalls[name] {
			return ""
		} else if name == "make" && len(v.Args) > 0 {
			return "is made at start (" + exprString(v.Args[0]) + ")"
		} else {
			return "is built by " + name + "()"
		}
	}
	// A pointer to a literal (a sentinel error) is state only if someone
	// writes through it, which the walk of function bodies finds.
	return ""
}

// statefulType says why a type holds state, or "".
func statefulType(typ ast.Expr) string {
	switch t := typ.(type) {
	case *ast.ChanType:
		return "is a channel"
	case *ast.ArrayType:
		return statefulType(t.Elt)
	case *ast.MapType:
		if why := statefulType(t.Value); why != "" {
			return why
		}
	case *ast.SelectorExpr:
		pkg := exprString(t.X)
		if (pkg == "sync" && t.Sel.Name != "Pool") || pkg == "atomic" {
			return "is a " + pkg + "." + t.Sel.Name
		}
	}
	return ""
}

func exprString(e ast.Expr) string {
	switch v := e.(type) {
	case *ast.Ident:
		return v.Name
	case *ast.SelectorExpr:
		return exprString(v.X) + "." + v.Sel.Name
	case *ast.IndexExpr:
		return exprString(v.X)
	case *ast.CallExpr:
		return exprString(v.Fun) + "()"
	default:
		return "?"
	}
}
