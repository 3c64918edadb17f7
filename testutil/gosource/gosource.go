// Package gosource parses the module's Go files for the tests that check
// the code's shape (the status guard, the layering and state tests, the
// architecture map, the jobs table): one walk, with the same folders left
// out everywhere, rather than a copy of it in each test.
package gosource

import (
	"errors"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// File is one parsed Go file.
type File struct {
	Path string // as found below the root given (root joined with Rel)
	Rel  string // slash-separated, relative to the root
	AST  *ast.File
}

// Options choose the files Parse reads.
type Options struct {
	Mode    parser.Mode           // passed to go/parser (ImportsOnly, SkipObjectResolution...)
	Tests   bool                  // read _test.go files too
	Shallow bool                  // only root's own files, none of its folders
	Skip    func(rel string) bool // a folder (slash-separated, relative to root) left out with all below it
}

// neverGo are folders that hold no Go of ours: the front end and its
// dependencies, built and run-time data, test data, hidden folders.
var neverGo = map[string]bool{"node_modules": true, "frontend": true, "pb_public": true, "pb_data": true, "testdata": true}

// benchOut is make bench's working folder (git ignores it): gigabytes of
// generated data dirs, rewritten while a run goes on.
const benchOut = "bench/out"

// Parse parses the Go files below root, in lexical order, all positions in
// fset.
func Parse(fset *token.FileSet, root string, o Options) ([]File, error) {
	var out []File
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(root, path)
		if err != nil {
			return err
		}
		rel = filepath.ToSlash(rel)
		if d.IsDir() {
			if rel == "." {
				return nil
			}
			if o.Shallow || neverGo[d.Name()] || rel == benchOut || strings.HasSuffix(rel, "/"+benchOut) || strings.HasPrefix(d.Name(), ".") || (o.Skip != nil && o.Skip(rel)) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || (!o.Tests && strings.HasSuffix(path, "_test.go")) {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, o.Mode)
		if err != nil {
			return err
		}
		out = append(out, File{Path: path, Rel: rel, AST: f})
		return nil
	})
	return out, err
}

// ModuleRoot is the folder holding go.mod, at or above the working
// directory (a test runs in its package's folder).
func ModuleRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New("no go.mod above " + dir)
		}
		dir = parent
	}
}
