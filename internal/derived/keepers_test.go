package derived_test

import (
	"strings"
	"testing"

	"selah/internal/derived"
	"selah/testutil"
)

// TestMigratedKeepersAreTheDeclarations: after every migration, the
// generated triggers in the database are exactly what the declarations
// generate now; a trigger dropped or edited by hand is named.
func TestMigratedKeepersAreTheDeclarations(t *testing.T) {
	app := testutil.NewApp(t)
	defer app.Cleanup()
	diffs, err := derived.CheckKeepers(app.DB())
	if err != nil {
		t.Fatal(err)
	}
	if len(diffs) > 0 {
		t.Fatalf("the migrated triggers differ from the declarations (go run ./internal/derived/keepersgen into a new migration):\n%s",
			strings.Join(diffs, "\n"))
	}
	if n := len(derived.Keepers()); n < 40 {
		t.Fatalf("%d generated triggers: the declarations generate too few", n)
	}

	for _, c := range []struct{ edit, want string }{
		{"DROP TRIGGER rollup_media__rollup_creator_media_insert", "trigger rollup_media__rollup_creator_media_insert: missing"},
		{"DROP TRIGGER catalogue__media_update_in_place", "catalogue__media_update_in_place: missing"},
		{"CREATE TRIGGER catalogue__media_update_in_place AFTER UPDATE ON media BEGIN SELECT 1; END",
			"trigger catalogue__media_update_in_place: differs from its declaration"},
		{"CREATE TRIGGER stray__users_insert AFTER INSERT ON users BEGIN SELECT 1; END", "trigger stray__users_insert: not declared"},
	} {
		if _, err := app.DB().NewQuery(c.edit).Execute(); err != nil {
			t.Fatalf("%s: %v", c.edit, err)
		}
		diffs, err := derived.CheckKeepers(app.DB())
		if err != nil {
			t.Fatal(err)
		}
		if text := strings.Join(diffs, "\n"); !strings.Contains(text, c.want) {
			t.Fatalf("after %s: want %q, got\n%s", c.edit, c.want, text)
		}
	}
}

// TestEachFactCountedOnce: of the generated sums, one counts the rows of
// each table (a summand of 1 over the part's first source); every other
// count of those rows sums that table's figures. (Before issue 27 media
// rows were counted by rollup_media and rollup_creator_media, catalogue
// rows by catalogue_counts and catalogue_months.)
func TestEachFactCountedOnce(t *testing.T) {
	countedBy := map[string]string{}
	for _, tb := range derived.All() {
		if tb.Keep != derived.Sum {
			continue
		}
		for _, p := range tb.Parts {
			if len(p.Sources) == 0 {
				t.Fatalf("%s: a part with no source: nothing keeps it", tb.Name)
			}
			counts := false
			for _, v := range p.Select[len(tb.Key):] {
				counts = counts || v == "1"
			}
			if !counts {
				continue
			}
			src := p.Sources[0].Table
			if other, ok := countedBy[src]; ok && other != tb.Name {
				t.Errorf("rows of %s are counted by both %s and %s", src, other, tb.Name)
			}
			countedBy[src] = tb.Name
		}
	}
	for src, want := range map[string]string{"media": "rollup_creator_media", "plays": "play_days", "catalogue": "catalogue_months",
		"users": "rollup_users", "downloads": "rollup_creator_days"} {
		if countedBy[src] != want {
			t.Errorf("rows of %s counted by %q, want %s", src, countedBy[src], want)
		}
	}
}
