package main

import (
	"path/filepath"
	"testing"

	"selah/internal/layers"
)

// The mmap layer's switch (internal/layers) picks an unmapped connection;
// the pool is PocketBase's own either way.
func TestDBConfigLayers(t *testing.T) {
	mmapOf := func(on layers.Set) int64 {
		t.Helper()
		db, err := dbConfig(on).DBConnect(filepath.Join(t.TempDir(), "data.db"))
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		var n int64
		if err := db.NewQuery("PRAGMA mmap_size").Row(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	on := layers.Set{}
	if c := dbConfig(on); c.DataMaxOpenConns != 0 || c.DataMaxIdleConns != 0 {
		t.Errorf("%d open, %d idle; want PocketBase's defaults (0, 0)", c.DataMaxOpenConns, c.DataMaxIdleConns)
	}
	if n := mmapOf(on); n != 2147418112 {
		t.Errorf("mmap on: mmap_size %d", n)
	}
	if n := mmapOf(on.Without(layers.Mmap)); n != 0 {
		t.Errorf("mmap off: mmap_size %d, want 0", n)
	}
}
