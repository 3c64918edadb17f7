package main

import (
	"path/filepath"
	"testing"

	"selah/internal/layers"
)

// The mmap layer's switch (internal/layers) picks an unmapped connection;
// either way the pool keeps idle every connection it may open, so a burst
// of requests does not close connections (each parses the schema when it
// opens) only to open them again.
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
	for _, set := range []layers.Set{on, on.Without(layers.Mmap)} {
		if c := dbConfig(set); c.DataMaxOpenConns != 32 || c.DataMaxIdleConns != c.DataMaxOpenConns {
			t.Errorf("%d open, %d idle; want 32 kept open", c.DataMaxOpenConns, c.DataMaxIdleConns)
		}
	}
	if n := mmapOf(on); n != 2147418112 {
		t.Errorf("mmap on: mmap_size %d", n)
	}
	if n := mmapOf(on.Without(layers.Mmap)); n != 0 {
		t.Errorf("mmap off: mmap_size %d, want 0", n)
	}
}
