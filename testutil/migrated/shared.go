package migrated

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
)

// SharedEnv names a directory where test processes share the migrated
// template: make test sets it inside its scratch directory, which goes when
// it ends. Each of the 25 test binaries that start apps migrated its own
// (0.9 s of CPU each, 22 CPU-s of a run); now the first one that needs it
// migrates and the others read its files. Unset, every process migrates.
const SharedEnv = "SELAH_TEST_TEMPLATE_DIR"

// sharedOrMigrate is the template from the shared directory when one is
// set and holds it, else migrateOnce's, left there for the next process.
// The template's directory is named by a hash of everything the migrations
// are made of (their source, and go.sum for PocketBase's own), so a
// changed migration never meets an old template.
func sharedOrMigrate() (map[string][]byte, error) {
	root := os.Getenv(SharedEnv)
	if root == "" {
		return migrateOnce()
	}
	key, err := sourceKey()
	if err != nil {
		return nil, err
	}
	dir := filepath.Join(root, key)
	if files, err := readFiles(dir); err == nil {
		return files, nil
	} else if !errors.Is(err, fs.ErrNotExist) {
		return nil, err
	}
	files, err := migrateOnce()
	if err != nil {
		return nil, err
	}
	return files, publish(root, dir, files)
}

// sourceKey hashes the migrations' Go files (tests aside) and go.sum, found
// beside this file's source: the tests are built without -trimpath.
func sourceKey() (string, error) {
	_, self, _, ok := runtime.Caller(0)
	if !ok {
		return "", errors.New("migrated: no source path to hash the migrations by")
	}
	repo := filepath.Join(filepath.Dir(self), "..", "..")
	names, err := filepath.Glob(filepath.Join(repo, "migrations", "*.go"))
	if err != nil {
		return "", err
	}
	names = append(names, filepath.Join(repo, "go.sum"))
	sort.Strings(names)
	h := sha256.New()
	for _, name := range names {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		data, err := os.ReadFile(name)
		if err != nil {
			return "", err
		}
		h.Write([]byte(filepath.Base(name) + "\x00"))
		h.Write(data)
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil))[:24], nil
}

// publish writes files into a new directory beside dir and renames it to
// dir, so a reader finds all of a template or none. When another process
// published first, its copy stands and this one is dropped.
func publish(root, dir string, files map[string][]byte) error {
	if err := os.MkdirAll(root, 0o755); err != nil {
		return err
	}
	tmp, err := os.MkdirTemp(root, "publishing-")
	if err != nil {
		return err
	}
	if err := writeFiles(tmp, files); err != nil {
		os.RemoveAll(tmp)
		return err
	}
	if err := os.Rename(tmp, dir); err != nil {
		os.RemoveAll(tmp)
		if _, statErr := os.Stat(dir); statErr == nil {
			return nil
		}
		return err
	}
	return nil
}

// readFiles reads every regular file under dir, by path relative to it.
func readFiles(dir string) (map[string][]byte, error) {
	files := map[string][]byte{}
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		if !d.Type().IsRegular() {
			return fmt.Errorf("%s: not a regular file", path)
		}
		rel, err := filepath.Rel(dir, path)
		if err != nil {
			return err
		}
		files[rel], err = os.ReadFile(path)
		return err
	})
	return files, err
}

// writeFiles writes files (paths relative to dir) under dir.
func writeFiles(dir string, files map[string][]byte) error {
	for rel, data := range files {
		path := filepath.Join(dir, rel)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(path, data, 0o644); err != nil {
			return err
		}
	}
	return nil
}
