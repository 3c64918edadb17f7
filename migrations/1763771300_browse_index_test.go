package migrations_test

import (
	"strings"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"selah/testutil/migrated"
)

// browse lists the media ids matching an FTS query, newest first, as the
// browse route reads them.
func browse(t *testing.T, app core.App, match string) string {
	t.Helper()
	var ids []string
	err := app.DB().NewQuery(`SELECT k.media FROM media_fts JOIN media_fts_keys k ON k.rid = media_fts.rowid
		WHERE media_fts MATCH {:q} ORDER BY media_fts.rowid DESC`).Bind(dbx.Params{"q": match}).Column(&ids)
	if err != nil {
		t.Fatalf("%s: %v", match, err)
	}
	return strings.Join(ids, ",")
}

// The facets follow status, type, genre and the creator's suspension; the
// row numbers follow creation order through edits; the down step gives the
// search migration's index back.
func TestBrowseIndexFollowsTheCatalogue(t *testing.T) {
	t.Parallel()
	app, err := tests.NewTestApp(migrated.Dir(t))
	if err != nil {
		t.Fatal(err)
	}
	defer app.Cleanup()
	ann := save(t, app, "users", map[string]any{"email": "ann@example.com", "password": "correct-horse-1", "name": "Ann Mensah", "accountStatus": "active"})
	bob := save(t, app, "users", map[string]any{"email": "bob@example.com", "password": "correct-horse-1", "name": "Bob", "accountStatus": "active"})
	media := func(title, kind, status string, artist *core.Record, created string) *core.Record {
		r := save(t, app, "media", map[string]any{"title": title, "type": kind, "adminStatus": status, "artist": artist.Id})
		// Autodates cannot be set through a save: set the order by hand.
		if _, err := app.DB().NewQuery("UPDATE media SET created = {:c} WHERE id = {:id}").
			Bind(dbx.Params{"c": created, "id": r.Id}).Execute(); err != nil {
			t.Fatal(err)
		}
		r, err := app.FindRecordById("media", r.Id) // with its new created
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	old := media("Old Grace", "album", "active", ann, "2025-01-01 00:00:00.000Z")
	pending := media("Pending Grace", "sermon", "pending", ann, "2025-02-01 00:00:00.000Z")
	bobs := media("Bob's Grace", "album", "active", bob, "2025-03-01 00:00:00.000Z")
	var mig *core.Migration
	for _, m := range core.AppMigrations.Items() {
		if m.File == "1763771300_browse_index.go" {
			mig = m
		}
	}
	if err := mig.Down(app); err != nil {
		t.Fatal(err)
	}
	if err := app.RunInTransaction(mig.Up); err != nil {
		t.Fatal(err)
	}
	check := func(step, match, want string) {
		t.Helper()
		if got := browse(t, app, match); got != want {
			t.Errorf("%s: %q gives %s, want %s", step, match, got, want)
		}
	}
	visible := "facets : visible"
	check("backfill", visible, bobs.Id+","+old.Id)
	check("type facet", visible+` AND facets : "talbum"`, bobs.Id+","+old.Id)
	check("words only in text columns", `{title artist preacher theme description} : ("visible"*)`, "")

	bob.Set("accountStatus", "suspended")
	if err := app.Save(bob); err != nil {
		t.Fatal(err)
	}
	check("creator suspended", visible, old.Id)
	bob.Set("accountStatus", "active")
	if err := app.Save(bob); err != nil {
		t.Fatal(err)
	}
	pending.Set("adminStatus", "active")
	if err := app.Save(pending); err != nil {
		t.Fatal(err)
	}
	old.Set("title", "Old Grace, remastered")
	if err := app.Save(old); err != nil {
		t.Fatal(err)
	}
	check("approved, edited: order by creation kept", visible, bobs.Id+","+pending.Id+","+old.Id)
	check("type facet", visible+` AND facets : "tsermon"`, pending.Id)
	check("edited words", `{title} : ("remastered"*)`, old.Id)

	ann.Set("name", "Ama Owusu")
	if err := app.Save(ann); err != nil {
		t.Fatal(err)
	}
	check("renamed creator", `{artist} : ("owusu"*) AND `+visible, pending.Id+","+old.Id)

	fresh := save(t, app, "media", map[string]any{"title": "New Grace", "type": "podcast", "adminStatus": "active", "artist": ann.Id})
	check("a new item comes first", visible, fresh.Id+","+bobs.Id+","+pending.Id+","+old.Id)
	if err := app.Delete(bobs); err != nil {
		t.Fatal(err)
	}
	check("deleted", visible, fresh.Id+","+pending.Id+","+old.Id)

	if err := mig.Down(app); err != nil {
		t.Fatal(err)
	}
	var n int
	if err := app.DB().NewQuery(`SELECT COUNT(*) FROM media_fts WHERE media_fts MATCH '"grace"*'`).Row(&n); err != nil || n != 3 {
		t.Errorf("after the down step the search index finds %d (%v), want 3", n, err)
	}
}
