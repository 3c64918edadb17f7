package systemtest

import (
	"database/sql"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	_ "modernc.org/sqlite" // the driver PocketBase itself uses
)

// openDB opens the data dir's database beside (or after) the server.
func openDB(t *testing.T, dir string) *sql.DB {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+filepath.Join(dir, "data.db")+"?_pragma=busy_timeout(5000)")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

// integrity runs SQLite's own check of the whole file.
func integrity(t *testing.T, dir string) {
	t.Helper()
	var res string
	if err := openDB(t, dir).QueryRow("PRAGMA integrity_check").Scan(&res); err != nil || res != "ok" {
		t.Fatalf("PRAGMA integrity_check: %q (err %v)", res, err)
	}
}

// count runs a COUNT query.
func count(t *testing.T, db *sql.DB, query string, args ...any) int {
	t.Helper()
	var n int
	if err := db.QueryRow(query, args...).Scan(&n); err != nil {
		t.Fatalf("%s: %v", query, err)
	}
	return n
}

// noHalfMadeRecords checks what every transaction promises: each media item
// has its episodes and counters, and its status agrees with its episodes
// and with the last moderation event.
func noHalfMadeRecords(t *testing.T, db *sql.DB) {
	t.Helper()
	checks := map[string]string{
		"media without episodes": `SELECT COUNT(*) FROM media m WHERE NOT EXISTS (SELECT 1 FROM episodes e WHERE e.media = m.id)`,
		"episodeCount not the episodes": `SELECT COUNT(*) FROM media m
			WHERE m.episodeCount != (SELECT COUNT(*) FROM episodes e WHERE e.media = m.id)`,
		"episodes whose status differs from their media's": `SELECT COUNT(*) FROM episodes e JOIN media m ON m.id = e.media
			WHERE e.adminStatus != m.adminStatus`,
		"media whose status is not the last decision": `SELECT COUNT(*) FROM media m WHERE EXISTS (SELECT 1 FROM moderation_events x WHERE x.media = m.id)
			AND m.adminStatus != (SELECT x.toStatus FROM moderation_events x WHERE x.media = m.id ORDER BY x.created DESC, x.rowid DESC LIMIT 1)`,
		"media of a missing creator": `SELECT COUNT(*) FROM media m WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = m.artist)`,
		"episodes without audio":     `SELECT COUNT(*) FROM episodes WHERE audio = ''`,
	}
	for what, q := range checks {
		if n := count(t, db, q); n != 0 {
			t.Errorf("%d %s", n, what)
		}
	}
}

// storageMatchesRecords checks that every stored file has its record and
// every episode's audio is stored; it reports the first mismatch.
func storageMatchesRecords(t *testing.T, dir string, db *sql.DB) string {
	t.Helper()
	for _, c := range []struct{ id, table string }{{"pbc_selah_media", "media"}, {"pbc_selah_episodes", "episodes"}} {
		entries, _ := os.ReadDir(filepath.Join(dir, "storage", c.id))
		for _, e := range entries {
			if count(t, db, "SELECT COUNT(*) FROM "+c.table+" WHERE id = ?", e.Name()) == 0 {
				var files []string
				_ = filepath.WalkDir(filepath.Join(dir, "storage", c.id, e.Name()), func(p string, d os.DirEntry, err error) error {
					if err == nil && !d.IsDir() {
						files = append(files, filepath.Base(p))
					}
					return nil
				})
				if len(files) > 0 {
					return "files without a record: storage/" + c.id + "/" + e.Name() + ": " + strings.Join(files, ", ")
				}
			}
		}
	}
	rows, err := db.Query("SELECT id, audio FROM episodes")
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	for rows.Next() {
		var id, audio string
		if err := rows.Scan(&id, &audio); err != nil {
			t.Fatal(err)
		}
		if _, err := os.Stat(filepath.Join(dir, "storage", "pbc_selah_episodes", id, audio)); err != nil {
			return "an episode without its audio file: " + id
		}
	}
	return ""
}

// sweepLog gives the storage sweep's log lines, for a failure message: the
// server writes its log into auxiliary.db.
func sweepLog(t *testing.T, dir string) string {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+filepath.Join(dir, "auxiliary.db")+"?_pragma=busy_timeout(5000)")
	if err != nil {
		return err.Error()
	}
	defer db.Close()
	rows, err := db.Query("SELECT created, message, data FROM _logs WHERE message LIKE '%sweep%' OR message LIKE '%cleanly%' ORDER BY created")
	if err != nil {
		return err.Error()
	}
	defer rows.Close()
	var b strings.Builder
	for rows.Next() {
		var created, message, data string
		if err := rows.Scan(&created, &message, &data); err != nil {
			return err.Error()
		}
		b.WriteString(created + " " + message + " " + data + "\n")
	}
	return b.String()
}

// fileTimes lists the running marker and the stored files with their
// times, for a failure message.
func fileTimes(dir string) string {
	var b strings.Builder
	if info, err := os.Stat(filepath.Join(dir, "selah.running")); err == nil {
		b.WriteString(info.ModTime().Format(time.RFC3339Nano) + " selah.running\n")
	}
	root := filepath.Join(dir, "storage")
	_ = filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return nil
		}
		if info, err := d.Info(); err == nil {
			rel, _ := filepath.Rel(root, p)
			b.WriteString(info.ModTime().Format(time.RFC3339Nano) + " " + rel + "\n")
		}
		return nil
	})
	return b.String()
}
