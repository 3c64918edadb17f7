package testutil

import (
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
)

// Filled is the data dir of a test app that fill filled once, for each
// scenario of a table to run on a copy of (NewAppOn): filling a fixture
// again for every scenario was most of the CPU of the tables that did. The
// app lives until t ends.
func Filled(t testing.TB, fill func(*tests.TestApp)) string {
	t.Helper()
	return FilledOn(t, NewApp(t), fill)
}

// FilledOn is Filled on an app the caller made (one with hooks of its own,
// say, that the filling needs).
func FilledOn(t testing.TB, app *tests.TestApp, fill func(*tests.TestApp)) string {
	t.Helper()
	t.Cleanup(app.Cleanup)
	fill(app)
	Checkpoint(t, app)
	return app.DataDir()
}

// Checkpoint moves SQLite's write-ahead log into data.db: a copy of a data
// dir is opened as a new database, and what is still in the log of the
// original is not in the copy.
func Checkpoint(t testing.TB, app core.App) {
	t.Helper()
	if _, err := app.DB().NewQuery("PRAGMA wal_checkpoint(TRUNCATE)").Execute(); err != nil {
		t.Fatal(err)
	}
}
