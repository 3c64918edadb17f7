package migrations_test

import (
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/tests"

	"selah/testutil/migrated"
)

// The one-per rules of reports and appeals are the database's: a second
// open report of an item by one reporter, or a second appeal of one
// decision, is refused by SQLite itself (no check in Go to race past); a
// resolved report leaves room for a new one.
func TestReportsMigrationOnePerRules(t *testing.T) {
	t.Parallel()
	app, err := tests.NewTestApp(migrated.Dir(t))
	if err != nil {
		t.Fatal(err)
	}
	defer app.Cleanup()
	db := app.DB()
	exec := func(q string, p dbx.Params) error { _, err := db.NewQuery(q).Bind(p).Execute(); return err }
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(exec("PRAGMA foreign_keys = OFF", nil))
	report := `INSERT INTO reports (id, media, reporterKey, reason, status) VALUES ({:id}, 'm1', 'email:a@example.org', 'spam', {:s})`
	must(exec(report, dbx.Params{"id": "r1", "s": "open"}))
	if exec(report, dbx.Params{"id": "r2", "s": "open"}) == nil {
		t.Fatal("a second open report by the same reporter was stored")
	}
	must(exec("UPDATE reports SET status = 'resolved' WHERE id = 'r1'", nil))
	must(exec(report, dbx.Params{"id": "r3", "s": "open"}))

	appeal := `INSERT INTO appeals (id, media, event, creator, message, status) VALUES ({:id}, 'm1', 'ev1', 'u1', 'Please', 'open')`
	must(exec(appeal, dbx.Params{"id": "a1"}))
	if exec(appeal, dbx.Params{"id": "a2"}) == nil {
		t.Fatal("a second appeal of one decision was stored")
	}
	for _, name := range []string{"reports", "appeals"} {
		c, _ := app.FindCollectionByNameOrId(name)
		if c.ListRule == nil || *c.ListRule != "@request.auth.collectionName = 'admins'" || c.CreateRule != nil || c.UpdateRule != nil {
			t.Errorf("%s rules: list %v, create %v, update %v", name, c.ListRule, c.CreateRule, c.UpdateRule)
		}
	}
}
