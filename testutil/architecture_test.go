package testutil

import (
	"go/ast"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"

	"selah/routes"
	"selah/testutil/gosource"
)

// docs/ARCHITECTURE.md is the map a newcomer reads first; these tests keep
// its two lists true: every migration file, and every route each file of
// routes/ registers. A migration or a route added without its line fails
// here, as does a line naming one that is gone.

const architecturePath = "../docs/ARCHITECTURE.md"

// architectureSection returns the lines of the "## name" section.
func architectureSection(t *testing.T, name string) []string {
	t.Helper()
	raw, err := os.ReadFile(architecturePath)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	in := false
	for _, line := range strings.Split(string(raw), "\n") {
		if strings.HasPrefix(line, "## ") {
			in = strings.HasPrefix(line, "## "+name)
			continue
		}
		if in {
			out = append(out, line)
		}
	}
	if len(out) == 0 {
		t.Fatalf("%s has no section %q", architecturePath, name)
	}
	return out
}

func TestArchitectureIsShort(t *testing.T) {
	raw, err := os.ReadFile(architecturePath)
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(raw), "\n"); n > 300 {
		t.Fatalf("%s has %d lines; the map stays within 300 (history goes to docs/decisions/, figures to docs/BENCHMARKS.md)", architecturePath, n)
	}
}

var migrationName = regexp.MustCompile("`(\\d{10}_[a-z0-9_]+\\.go)`")

func TestArchitectureListsEveryMigration(t *testing.T) {
	listed := map[string]bool{}
	for _, line := range architectureSection(t, "Migrations") {
		for _, m := range migrationName.FindAllStringSubmatch(line, -1) {
			listed[m[1]] = true
		}
	}
	files, err := filepath.Glob("../migrations/*.go")
	if err != nil {
		t.Fatal(err)
	}
	onDisk := map[string]bool{}
	for _, f := range files {
		base := filepath.Base(f)
		if strings.HasSuffix(base, "_test.go") || !migrationName.MatchString("`"+base+"`") {
			continue
		}
		onDisk[base] = true
		if !listed[base] {
			t.Errorf("migrations/%s is not in ARCHITECTURE.md's Migrations list", base)
		}
	}
	for name := range listed {
		if !onDisk[name] {
			t.Errorf("ARCHITECTURE.md lists %s, which migrations/ does not have", name)
		}
	}
}

// registration is one route a file of routes/ registers: its method and
// the path written in the call ("" when the path is not a literal).
type registration struct{ method, path string }

var routeMethods = map[string]bool{"GET": true, "POST": true, "PUT": true, "PATCH": true, "DELETE": true, "HEAD": true, "OPTIONS": true}

// sourceRoutes reads every route registration in routes/'s non-test files:
// calls of .GET/.POST/... (and .Route with a literal method).
func sourceRoutes(t *testing.T) map[string][]registration {
	t.Helper()
	files, err := gosource.Parse(token.NewFileSet(), filepath.Join("..", "routes"), gosource.Options{Shallow: true})
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]registration{}
	for _, sf := range files {
		base := sf.Rel
		ast.Inspect(sf.AST, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok || len(call.Args) < 2 {
				return true
			}
			method, args := sel.Sel.Name, call.Args
			if method == "Route" {
				// The method is a literal or net/http's constant (http.MethodHead).
				switch m := args[0].(type) {
				case *ast.BasicLit:
					method, _ = strconv.Unquote(m.Value)
				case *ast.SelectorExpr:
					method = strings.ToUpper(strings.TrimPrefix(m.Sel.Name, "Method"))
				default:
					return true
				}
				args = args[1:]
			}
			if !routeMethods[method] {
				return true
			}
			// A route's handler is a function; this keeps other methods
			// named GET (an http.Header's, say) out.
			if len(args) < 2 {
				return true
			}
			p := ""
			if lit, ok := args[0].(*ast.BasicLit); ok && lit.Kind == token.STRING {
				p, _ = strconv.Unquote(lit.Value)
			}
			out[base] = append(out[base], registration{method, p})
			return true
		})
	}
	return out
}

var (
	routeFileLine = regexp.MustCompile("^- `([a-z0-9_]+\\.go)`")
	routeItem     = regexp.MustCompile("`(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) (/[^`]*)`")
)

// documentedRoutes reads the Routes section: a line "- `file.go`: ..." and
// each `METHOD /path` on it.
func documentedRoutes(t *testing.T) map[string][]registration {
	t.Helper()
	out := map[string][]registration{}
	for _, line := range architectureSection(t, "Routes") {
		m := routeFileLine.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		for _, r := range routeItem.FindAllStringSubmatch(line, -1) {
			out[m[1]] = append(out[m[1]], registration{r[1], r[2]})
		}
	}
	return out
}

func TestArchitectureListsEveryRoute(t *testing.T) {
	app := NewApp(t)
	defer app.Cleanup()
	router, err := apis.NewRouter(app)
	if err != nil {
		t.Fatal(err)
	}
	// The built front end's catch-all is registered by main.go, not by
	// routes.Register: add it as main.go does.
	publicDir := t.TempDir()
	routes.RegisterStatic(app, &publicDir)
	se := &core.ServeEvent{App: app, Router: router}
	if err := app.OnServe().Trigger(se, func(e *core.ServeEvent) error { return nil }); err != nil {
		t.Fatal(err)
	}

	src, doc := sourceRoutes(t), documentedRoutes(t)
	files := map[string]bool{}
	for f := range src {
		files[f] = true
	}
	for f := range doc {
		files[f] = true
	}
	names := make([]string, 0, len(files))
	for f := range files {
		names = append(names, f)
	}
	sort.Strings(names)
	for _, f := range names {
		s, d := src[f], doc[f]
		if len(s) != len(d) {
			t.Errorf("routes/%s registers %d routes; ARCHITECTURE.md lists %d for it (%v)", f, len(s), len(d), d)
			continue
		}
		for _, r := range s {
			found := false
			for _, dr := range d {
				if dr.method == r.method && strings.HasSuffix(dr.path, r.path) {
					found = true
					break
				}
			}
			if !found {
				t.Errorf("routes/%s registers %s %s, which ARCHITECTURE.md does not list under it", f, r.method, r.path)
			}
		}
	}
	for f, d := range doc {
		for _, dr := range d {
			if !router.HasRoute(dr.method, dr.path) {
				t.Errorf("ARCHITECTURE.md lists %s %s under %s; the server has no such route", dr.method, dr.path, f)
			}
		}
	}
}
