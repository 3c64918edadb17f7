package derived_test

import (
	"io"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"strings"
	"testing"

	"selah/commands"
	"selah/internal/derived"
	"selah/testutil"
)

// TestCheckNamesAHandEdit: after the demo seed every derived table equals
// its query; an UPDATE by hand on one is named with its key and both
// values; Rebuild makes it equal again.
func TestCheckNamesAHandEdit(t *testing.T) {
	app := testutil.NewApp(t)
	defer app.Cleanup()
	if err := commands.SeedDemo(app, io.Discard); err != nil {
		t.Fatal(err)
	}
	assertClean(t, app.DB())

	for _, c := range []struct{ edit, want string }{
		{`UPDATE rollup_media SET n = n + 1 WHERE (type, status, month) = (SELECT type, status, month FROM rollup_media LIMIT 1)`, "rollup_media type="},
		{`UPDATE catalogue SET plays = plays + 7 WHERE media = (SELECT MIN(media) FROM catalogue)`, "catalogue media="},
		{`DELETE FROM catalogue_counts WHERE key = ''`, `catalogue_counts key="" status="active" standing="active": no row, want n=`},
		{`UPDATE media SET likesCount = 5 WHERE id = (SELECT MIN(id) FROM media)`, "media_counters id="},
		{`UPDATE media_fts SET facets = 'tnothing' WHERE rowid = (SELECT MIN(rowid) FROM media_fts)`, "media_fts media="},
		{`INSERT INTO rollup_listener_days (artist, day, listener) VALUES ('x', '2001-01-01', 'y')`, ""}, // a ledger may keep more
	} {
		if _, err := app.DB().NewQuery(c.edit).Execute(); err != nil {
			t.Fatalf("%s: %v", c.edit, err)
		}
		diffs, err := derived.Check(app.DB(), derived.All())
		if err != nil {
			t.Fatal(err)
		}
		var lines []string
		for _, d := range diffs {
			lines = append(lines, d.String())
		}
		text := strings.Join(lines, "\n")
		if c.want == "" {
			if len(diffs) != 0 {
				t.Fatalf("after %s: differences\n%s", c.edit, text)
			}
			continue
		}
		if !strings.Contains(text, c.want) {
			t.Fatalf("after %s: want a difference %q, got\n%s", c.edit, c.want, text)
		}
		if err := app.RunInTransaction(func(tx core.App) error {
			return derived.Rebuild(tx.DB(), derived.All())
		}); err != nil {
			t.Fatal(err)
		}
		assertClean(t, app.DB())
	}
}

func assertClean(t *testing.T, db dbx.Builder) {
	t.Helper()
	diffs, err := derived.Check(db, derived.All())
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range diffs {
		t.Error(d)
	}
	if t.Failed() {
		t.FailNow()
	}
}
