package migrations_test

import (
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"selah/testutil/migrated"
)

// The totals are backfilled from the roll-ups by the migration and kept by
// its triggers afterwards: a down and up on a database with media and
// approvals, then more writes, each checked against a recount
// (rollupChecks in 1763771200_rollups_test.go).
func TestRollupTotalsBackfillAndTriggers(t *testing.T) {
	t.Parallel()
	app, err := tests.NewTestApp(migrated.Dir(t))
	if err != nil {
		t.Fatal(err)
	}
	defer app.Cleanup()
	ann := save(t, app, "users", map[string]any{"email": "ann@example.com", "password": "correct-horse-1", "name": "Ann",
		"accountStatus": "active", "verified": true})
	song := save(t, app, "media", map[string]any{"title": "Song", "type": "album", "artist": ann.Id, "adminStatus": "pending"})
	save(t, app, "media", map[string]any{"title": "Talk", "type": "sermon", "artist": ann.Id, "adminStatus": "active"})
	save(t, app, "moderation_events", map[string]any{"media": song.Id, "fromStatus": "pending", "toStatus": "active"})
	song.Set("adminStatus", "active")
	if err := app.Save(song); err != nil {
		t.Fatal(err)
	}
	checkRollups(t, app, "before the down")

	// Newest first down, then up again: the generated keepers (which took
	// over the totals' triggers), then the totals.
	keepers := findMigration(t, "1763774200_derived_keepers.go")
	mig := findMigration(t, "1763772800_rollup_totals.go")
	for _, step := range []func(core.App) error{keepers.Down, mig.Down, mig.Up, keepers.Up} {
		if err := app.RunInTransaction(step); err != nil {
			t.Fatal(err)
		}
	}
	checkRollups(t, app, "after the backfill")

	// The triggers again, after the up: a type change, a play count, a
	// delete.
	song.Set("type", "podcast")
	song.Set("playsCount", 7)
	if err := app.Save(song); err != nil {
		t.Fatal(err)
	}
	checkRollups(t, app, "after a change")
	if err := app.Delete(song); err != nil {
		t.Fatal(err)
	}
	checkRollups(t, app, "after a delete")
}
