package migrated

import (
	"bytes"
	"maps"
	"os"
	"path/filepath"
	"testing"
)

// The first process migrates and publishes the template; the next reads the
// same bytes from the shared directory instead of migrating; a directory of
// another key (other migrations) is never read.
func TestSharedTemplate(t *testing.T) {
	root := t.TempDir()
	t.Setenv(SharedEnv, root)

	first, err := sharedOrMigrate()
	if err != nil {
		t.Fatal(err)
	}
	key, err := sourceKey()
	if err != nil {
		t.Fatal(err)
	}
	entries, err := os.ReadDir(root)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 1 || entries[0].Name() != key {
		t.Fatalf("the shared directory holds %v, want only %s", entries, key)
	}

	// A mark in the published copy shows the second call read it.
	db := filepath.Join(root, key, "data.db")
	marked := append(bytes.Clone(first["data.db"]), "read from the shared copy"...)
	if err := os.WriteFile(db, marked, 0o644); err != nil {
		t.Fatal(err)
	}
	second, err := sharedOrMigrate()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(second["data.db"], marked) || !maps.EqualFunc(first, second, func(a, b []byte) bool { return true }) {
		t.Fatal("the second call did not read the published template")
	}

	// Another key's directory (a template of other migrations) is not ours.
	if err := os.Rename(filepath.Join(root, key), filepath.Join(root, "other-migrations")); err != nil {
		t.Fatal(err)
	}
	third, err := sharedOrMigrate()
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Equal(third["data.db"], marked) {
		t.Fatal("a template published under another key was read")
	}
}
