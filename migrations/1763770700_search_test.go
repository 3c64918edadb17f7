package migrations_test

import (
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
	"github.com/pocketbase/pocketbase/tools/types"

	"selah/internal/search"
	_ "selah/migrations"
	"selah/testutil/migrated"
)

// searchMigration finds the migration under test by its file name, so the
// test does not depend on which migrations come after it.
func searchMigration(t *testing.T) *core.Migration {
	t.Helper()
	for _, m := range core.AppMigrations.Items() {
		if m.File == "1763770700_search.go" {
			return m
		}
	}
	t.Fatal("migration 1763770700_search.go is not registered")
	return nil
}

func count(t *testing.T, app core.App, query string, params dbx.Params) int {
	t.Helper()
	var n int
	if err := app.DB().NewQuery(query).Bind(params).Row(&n); err != nil {
		t.Fatalf("%s: %v", query, err)
	}
	return n
}

// The down step removes the indexes and the up step rebuilds them from
// media that existed before (the backfill), triggers included.
func TestSearchMigrationDownAndUp(t *testing.T) {
	t.Parallel()
	app, err := tests.NewTestApp(migrated.Dir(t))
	if err != nil {
		t.Fatal(err)
	}
	defer app.Cleanup()
	users, _ := app.FindCollectionByNameOrId("users")
	u := core.NewRecord(users)
	u.SetEmail("pastor@example.com")
	u.SetPassword("correct-horse-1")
	u.Set("name", "Pastor Ama")
	if err := app.Save(u); err != nil {
		t.Fatal(err)
	}
	mig := searchMigration(t)
	if err := mig.Down(app); err != nil {
		t.Fatal(err)
	}
	if app.HasTable("media_fts") || app.HasTable("media_passages") || app.HasTable("media_fts_keys") {
		t.Fatal("down left a search table behind")
	}

	// Written while the migration is down: only the backfill can index it.
	coll, _ := app.FindCollectionByNameOrId("media")
	m := core.NewRecord(coll)
	m.Set("title", "Né de nouveau")
	m.Set("type", "sermon")
	m.Set("artist", u.Id)
	m.Set("bibleReferences", types.JSONRaw(`[{"book":"John","chapter":3,"verseFrom":16,"verseTo":18,"text":"John 3:16-18"}]`))
	if err := app.Save(m); err != nil {
		t.Fatal(err)
	}
	if err := app.RunInTransaction(mig.Up); err != nil {
		t.Fatal(err)
	}
	// The migration holds SQL only: the passages of media made before it
	// come from the parser's repair tool.
	if err := search.IndexAllPassages(app.DB()); err != nil {
		t.Fatal(err)
	}

	match := `SELECT COUNT(*) FROM media_fts WHERE media_fts MATCH {:q} AND media = {:id}`
	if n := count(t, app, match, dbx.Params{"q": `"ne"* "nouveau"*`, "id": m.Id}); n != 1 {
		t.Errorf("backfilled title found %d times", n)
	}
	if n := count(t, app, match, dbx.Params{"q": `"ama"*`, "id": m.Id}); n != 1 {
		t.Errorf("backfilled artist name found %d times", n)
	}
	spans := `SELECT COUNT(*) FROM media_passages WHERE media = {:id} AND span_from = 43003016 AND span_to = 43003018`
	if n := count(t, app, spans, dbx.Params{"id": m.Id}); n != 1 {
		t.Errorf("backfilled passage found %d times", n)
	}

	// The triggers are back: a rename re-indexes, a delete unindexes.
	u.Set("name", "Bishop Kofi")
	if err := app.Save(u); err != nil {
		t.Fatal(err)
	}
	if n := count(t, app, match, dbx.Params{"q": `"kofi"*`, "id": m.Id}); n != 1 {
		t.Errorf("renamed artist found %d times", n)
	}
	if err := app.Delete(m); err != nil {
		t.Fatal(err)
	}
	for _, table := range []string{"media_fts", "media_fts_keys", "media_passages"} {
		if n := count(t, app, "SELECT COUNT(*) FROM "+table, nil); n != 0 {
			t.Errorf("%s has %d rows after the delete", table, n)
		}
	}
}
