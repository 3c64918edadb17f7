// Package migrated keeps a data dir with every migration applied, for test
// apps to start from. It imports only the migrations (which import no
// package of ours), so the tests of every package may use it, internal/'s
// own in-package tests included, where testutil would be an import cycle.
package migrated

import (
	"os"
	"sync"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	_ "selah/migrations" // the schema every test app starts from
)

// Migrating a fresh data dir (PocketBase's system migrations and ours) took
// about half a second of CPU per test app, most of a routes test's cost. So
// each test process migrates once, keeps the resulting files in memory, and
// every test app starts from a copy of them: the same schema and settings a
// fresh install gets, since these are the bytes those migrations wrote.
// Held in memory rather than on disk so that no directory outlives the tests;
// under make test, whose scratch directory goes when it ends, the first test
// process also leaves them there for the next (shared.go).
var template struct {
	once  sync.Once
	files map[string][]byte // path relative to the data dir -> contents
	err   error
}

// Dir returns a new data dir, under t's temp dir, holding every migration
// applied, for tests.NewTestApp to clone and open: what
// tests.NewTestApp(t.TempDir()) would make, without running every migration
// again. Its token secrets are the template's: testutil.NewApp renews them.
func Dir(t testing.TB) string {
	t.Helper()
	template.once.Do(func() { template.files, template.err = sharedOrMigrate() })
	if template.err != nil {
		t.Fatalf("migrating the template data dir: %v", template.err)
	}
	dir := t.TempDir()
	if err := writeFiles(dir, template.files); err != nil {
		t.Fatal(err)
	}
	return dir
}

// migrateOnce runs every migration on an empty data dir, exactly as
// tests.NewTestApp does, closes the databases (which checkpoints SQLite's
// WAL into the main files) and reads the files back.
func migrateOnce() (map[string][]byte, error) {
	empty, err := os.MkdirTemp("", "selah_template_*")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(empty)
	app, err := tests.NewTestApp(empty)
	if err != nil {
		return nil, err
	}
	defer app.Cleanup()
	if err := app.ResetBootstrapState(); err != nil {
		return nil, err
	}
	return readFiles(app.DataDir())
}
