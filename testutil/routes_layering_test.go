package testutil

import (
	"go/ast"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
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

// statementCalls run SQL text handed to them (internal/sqlprep's
// Statements, database/sql): called with an argument, they are a query in
// routes/ (a URL's Query() takes none).
var statementCalls = map[string]bool{"Query": true, "QueryRow": true, "Exec": true}

// sqlText is a string literal that starts a statement: SQL written in
// routes/ rather than behind a service.
// A SELECT is one of columns (m.id, a list, *) or one with a FROM, so a
// sentence that starts with the word is not one.
var sqlText = regexp.MustCompile(`^\s*(SELECT\s+(DISTINCT\s+)?(\*|\w+\.\w+|\w+\s*,|[\s\S]*\bFROM\s)|INSERT\s+INTO\s|UPDATE\s+\S+\s+SET\s|DELETE\s+FROM\s|WITH\s+\S+\s+AS\s*\()`)

// TestRoutesCallNoDatabase fails on any DB(), NewQuery(), RecordQuery(),
// ConcurrentDB() or NonconcurrentDB() call in a non-test file of routes/,
// on a prepared statement run there (Query, QueryRow or Exec with
// arguments), on sqlprep.New (the app's statements are built once, in
// internal/services) and on SQL text.
func TestRoutesCallNoDatabase(t *testing.T) {
	for _, f := range dataCallsIn(t, filepath.Join("..", "routes")) {
		t.Errorf("%s:%d: %s in routes/: move the read or write to a service in internal/", f.file, f.line, f.name)
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
	stmts := sqlprep.New(app)
	stmts.Query(app, rowsSQL, "x")
	stmts.QueryRow(app, "SELECT 1")
	_ = e.Request.URL.Query()
	_ = "SELECT the files you want" // prose: no statement follows
}
const rowsSQL = ` + "`" + `SELECT m.id FROM media m` + "`" + `
const other = "UPDATE media SET title = ?"
const upload = "DELETE this upload?"`
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
	want := "DB(),NewQuery(),RecordQuery(),ConcurrentDB(),NonconcurrentDB(),sqlprep.New(),Query(),QueryRow(),SQL text,SQL text"
	if got := strings.Join(names, ","); got != want {
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
			at := func(name string) {
				out = append(out, dataCall{file: path, name: name, line: fset.Position(n.Pos()).Line})
			}
			switch n := n.(type) {
			case *ast.CallExpr:
				sel, ok := n.Fun.(*ast.SelectorExpr)
				if !ok {
					return true
				}
				pkg, _ := sel.X.(*ast.Ident)
				switch {
				case dataCalls[sel.Sel.Name]:
					at(sel.Sel.Name + "()")
				case pkg != nil && pkg.Name == "sqlprep" && sel.Sel.Name == "New":
					at("sqlprep.New()")
				case statementCalls[sel.Sel.Name] && len(n.Args) > 0:
					at(sel.Sel.Name + "()")
				}
			case *ast.BasicLit:
				if s, err := strconv.Unquote(n.Value); err == nil && n.Kind == token.STRING && sqlText.MatchString(s) {
					at("SQL text")
				}
			}
			return true
		})
	}
	return out
}
