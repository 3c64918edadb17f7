package systemtest

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/johannesboyne/gofakes3"
	"github.com/johannesboyne/gofakes3/backend/s3mem"
)

// TestLitestreamUnderRunningServer starts Litestream beside a server that
// is already running, as an operator adding replication would, and writes
// through the API while Litestream adds its two tables
// (_litestream_seq, _litestream_lock) and after: every sign-up (an INSERT
// into users, whose triggers write the admin search's FTS5 table) and
// every read of a list kept as a prepared statement (internal/sqlprep)
// must succeed. Before internal/schemaretry the first write after
// Litestream's start failed with "no such table: users" (400).
func TestLitestreamUnderRunningServer(t *testing.T) {
	s3 := httptest.NewServer(gofakes3.New(s3mem.New(), gofakes3.WithAutoBucket(true)).Server())
	defer s3.Close()
	replica := litestreamReplica{endpoint: s3.URL, bucket: "selah-backups", path: "data.db", region: "us-east-1",
		interval: 100 * time.Millisecond}
	env := litestreamEnv("test", "test-secret")
	dir := setup(t)
	cfg := filepath.Join(t.TempDir(), "litestream.yml")
	if err := os.WriteFile(cfg, []byte(litestreamConfig(filepath.Join(dir, "data.db"), replica)), 0o600); err != nil {
		t.Fatal(err)
	}
	s := start(t, dir)
	acc := s.signIn()
	n := 0
	write := func() {
		t.Helper()
		n++
		var raw any
		status, err := s.call(http.MethodPost, "/api/collections/users/records", acc.superuser, map[string]any{
			"email": fmt.Sprintf("live%d@example.com", n), "password": password, "passwordConfirm": password, "verified": true,
		}, &raw)
		if err != nil || status != http.StatusOK {
			t.Fatalf("sign-up %d beside Litestream: %d %v %v", n, status, err, raw)
		}
		status, err = s.call(http.MethodGet, "/api/admin/users/get-paginated-list-of-users?page=1&limit=5", acc.admin, nil, &raw)
		if err != nil || status != http.StatusOK {
			t.Fatalf("users list %d beside Litestream: %d %v %v", n, status, err, raw)
		}
	}
	ls := startReplicating(t, cfg, env)
	db := openDB(t, dir)
	defer db.Close()
	litestreamTables := func() bool {
		return count(t, db, "SELECT COUNT(*) FROM sqlite_master WHERE name IN ('_litestream_seq', '_litestream_lock')") == 2
	}
	// Write without pause from Litestream's start until its tables exist
	// and its first snapshot is written, then some more. The server's
	// first sign-up is one of them: the failure met a connection whose
	// first INSERT into users was compiled after the outside change.
	for !litestreamTables() || !strings.Contains(ls.log.String(), "snapshot written") {
		if gone, log := ls.exited(); gone {
			t.Fatalf("litestream replicate exited: %s", log)
		}
		write()
	}
	for range 20 {
		write()
	}
	if gone, log := ls.exited(); gone {
		t.Fatalf("litestream replicate exited: %s", log)
	}
}
