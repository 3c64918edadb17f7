package answercache

import (
	"database/sql"
	"path/filepath"
	"testing"

	_ "modernc.org/sqlite"
)

func openDB(t *testing.T) *sql.DB {
	t.Helper()
	db, err := sql.Open("sqlite", filepath.Join(t.TempDir(), "data.db")+"?_pragma=journal_mode(WAL)")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

func version(t *testing.T, d *DataVersion) int64 {
	t.Helper()
	v, err := d.Version()
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// Every commit through the pool moves the version; reads do not.
func TestDataVersionSeesEveryCommit(t *testing.T) {
	db := openDB(t)
	d := NewDataVersion(func() *sql.DB { return db })
	defer d.Close()
	v0 := version(t, d)
	if _, err := db.Exec("CREATE TABLE t (x INTEGER)"); err != nil {
		t.Fatal(err)
	}
	v1 := version(t, d)
	if v1 == v0 {
		t.Fatal("a commit did not change the data version")
	}
	var n int
	if err := db.QueryRow("SELECT COUNT(*) FROM t").Scan(&n); err != nil {
		t.Fatal(err)
	}
	if v := version(t, d); v != v1 {
		t.Fatalf("a read changed the version: %d then %d", v1, v)
	}
	tx, _ := db.Begin()
	tx.Exec("INSERT INTO t VALUES (1)")
	if v := version(t, d); v != v1 {
		t.Fatal("an uncommitted write changed the version")
	}
	tx.Commit()
	if v := version(t, d); v == v1 {
		t.Fatal("a committed insert did not change the version")
	}
}

// A replaced pool (a test app's reset, a restore) is followed; a closed one
// is an error, never a stale version.
func TestDataVersionFollowsThePool(t *testing.T) {
	first, second := openDB(t), openDB(t)
	current := first
	d := NewDataVersion(func() *sql.DB { return current })
	defer d.Close()
	version(t, d)
	current = second
	version(t, d)
	if d.from != second {
		t.Fatal("the version connection did not move to the new pool")
	}
	d.Close()
	second.Close()
	if _, err := d.Version(); err == nil {
		t.Fatal("a closed pool must give an error")
	}
	current = nil
	if _, err := d.Version(); err == nil {
		t.Fatal("no pool must give an error")
	}
}
