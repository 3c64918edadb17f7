package schemaretry

import (
	"database/sql"
	"path/filepath"
	"strings"
	"testing"

	"modernc.org/sqlite"

	"selah/testutil"
)

const pragmas = "?_pragma=busy_timeout(10000)&_pragma=journal_mode(WAL)&_pragma=foreign_keys(ON)"

// open is one connection to path, as the app opens its own.
func open(t *testing.T, path string) *sql.DB {
	t.Helper()
	db := sql.OpenDB(Connector(&sqlite.Driver{}, path+pragmas))
	db.SetMaxOpenConns(1)
	t.Cleanup(func() { db.Close() })
	return db
}

// plain is a connection without the retry, for the outside process.
func plain(t *testing.T, path string) *sql.DB {
	t.Helper()
	db, err := sql.Open("sqlite", path+pragmas)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

// The failure as the server met it, in one process: a connection holds
// the schema (it read users), another connection adds a table, and the
// first connection's first INSERT into users (whose triggers write the
// admin search's FTS5 table) is compiled after the change. Without the
// retry it failed with "no such table: users".
func TestWriteAfterOutsideSchemaChange(t *testing.T) {
	app := testutil.NewApp(t)
	defer app.Cleanup()
	path := filepath.Join(app.DataDir(), "data.db")
	server := open(t, path)
	var n int
	if err := server.QueryRow("SELECT COUNT(*) FROM users").Scan(&n); err != nil {
		t.Fatal(err)
	}
	outside := plain(t, path)
	for i, table := range []string{"_litestream_seq (id INTEGER PRIMARY KEY, seq INTEGER)", "_litestream_lock (id INTEGER)"} {
		if _, err := outside.Exec("CREATE TABLE " + table); err != nil {
			t.Fatal(err)
		}
		id := []string{"outsideuser0001", "outsideuser0002"}[i]
		_, err := server.Exec("INSERT INTO users (id, email, password, tokenKey, created, updated) VALUES (?, ?, 'x', ?, '2026-01-01 00:00:00.000Z', '2026-01-01 00:00:00.000Z')",
			id, id+"@example.com", id)
		if err != nil {
			t.Fatalf("a write after another process's schema change %d: %v", i+1, err)
		}
	}
	if err := server.QueryRow("SELECT COUNT(*) FROM users WHERE id LIKE 'outsideuser%'").Scan(&n); err != nil || n != 2 {
		t.Fatalf("%d users written (%v), want 2", n, err)
	}
}

// A table that is really missing fails as before, and a script of several
// statements is not run again: its first statement ran once.
func TestRealErrorsAndScripts(t *testing.T) {
	path := filepath.Join(t.TempDir(), "data.db")
	db := open(t, path)
	if _, err := db.Exec("CREATE TABLE t (v INTEGER)"); err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec("INSERT INTO missing VALUES (1)"); err == nil || !strings.Contains(err.Error(), "no such table: missing") {
		t.Errorf("a missing table: %v", err)
	}
	if _, err := db.Exec("INSERT INTO t VALUES (1); INSERT INTO missing VALUES (1)"); err == nil {
		t.Error("a script with a missing table ran")
	}
	var n int
	if err := db.QueryRow("SELECT COUNT(*) FROM t").Scan(&n); err != nil || n != 1 {
		t.Errorf("the script's first statement ran %d times (%v), want once", n, err)
	}
	stmt, err := db.Prepare("SELECT COUNT(*) FROM t WHERE v = ?")
	if err != nil {
		t.Fatal(err)
	}
	defer stmt.Close()
	if err := stmt.QueryRow(1).Scan(&n); err != nil || n != 1 {
		t.Errorf("a prepared statement: %d (%v)", n, err)
	}
}

func TestSingle(t *testing.T) {
	for q, want := range map[string]bool{
		"INSERT INTO t VALUES (1)":                               true,
		"INSERT INTO t VALUES (1);\n":                            true,
		"INSERT INTO t VALUES (1); SELECT 1":                     false,
		"INSERT INTO t VALUES ('a;b')":                           false, // only forgoes the retry
		"CREATE TRIGGER x AFTER INSERT ON t BEGIN SELECT 1; END": false,
	} {
		if got := single(q); got != want {
			t.Errorf("single(%q) = %v, want %v", q, got, want)
		}
	}
}
