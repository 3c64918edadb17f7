package jobs_test

import (
	"database/sql"
	"path/filepath"
	"testing"

	_ "modernc.org/sqlite"

	"selah/jobs"
	"selah/testutil"
)

// A reader that stays in the write-ahead log (Litestream's read
// transaction) does not hold the nightly job: it returns with its
// checkpoint done as far as the reader allows, rather than waiting the
// busy timeout with the write lock held and failing as PocketBase's
// TRUNCATE did. The app's next write goes through while the reader stays.
func TestNightlyCheckpointDoesNotWaitForReaders(t *testing.T) {
	app := testutil.NewApp(t)
	defer app.Cleanup()
	var job func()
	for _, j := range app.Cron().Jobs() {
		if j.Id() == "__pbDBOptimize__" {
			if j.Expression() != "0 0 * * *" {
				t.Errorf("the nightly job runs at %q", j.Expression())
			}
			job = j.Run
		}
	}
	if job == nil {
		t.Fatal("no nightly checkpoint job")
	}
	write := func() {
		t.Helper()
		if _, err := app.NonconcurrentDB().NewQuery("UPDATE `_params` SET `updated` = `updated`").Execute(); err != nil {
			t.Fatal(err)
		}
	}
	write() // frames in the log for the reader to hold

	reader, err := sql.Open("sqlite", "file:"+filepath.Join(app.DataDir(), "data.db")+"?_pragma=busy_timeout(10000)")
	if err != nil {
		t.Fatal(err)
	}
	defer reader.Close()
	tx, err := reader.Begin()
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback()
	var n int
	if err := tx.QueryRow("SELECT COUNT(*) FROM _params").Scan(&n); err != nil {
		t.Fatal(err)
	}
	write() // frames past the reader's mark

	if err := jobs.CheckpointNow(app); err != nil {
		t.Errorf("the checkpoint beside a reader: %v", err)
	}
	job()
	write()
	if err := tx.QueryRow("SELECT COUNT(*) FROM _params").Scan(&n); err != nil {
		t.Errorf("the reader's transaction after the checkpoint: %v", err)
	}
}
