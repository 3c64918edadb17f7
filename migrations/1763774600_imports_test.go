package migrations_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"selah/testutil/migrated"
)

// imports and import_items: locked to REST (nil rules), indexed for the
// worker's queue, gone with their creator; episodes' guid, publishedAt
// and episodeNumber, which the owner's REST update cannot set (a title
// still can); the down step takes it all away.
func TestImportsMigration(t *testing.T) {
	t.Parallel()
	dir := migrated.Dir(t)
	app, err := tests.NewTestApp(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer app.Cleanup()

	for _, name := range []string{"imports", "import_items"} {
		c, err := app.FindCollectionByNameOrId(name)
		if err != nil {
			t.Fatal(err)
		}
		for rule, v := range map[string]*string{"list": c.ListRule, "view": c.ViewRule, "create": c.CreateRule, "update": c.UpdateRule, "delete": c.DeleteRule} {
			if v != nil {
				t.Errorf("%s: %s rule %q, want nil (superusers only)", name, rule, *v)
			}
		}
	}
	imports, _ := app.FindCollectionByNameOrId("imports")
	items, _ := app.FindCollectionByNameOrId("import_items")
	if idx := imports.GetIndex("idx_imports_unfinished"); !strings.Contains(idx, "`updated`") || !strings.Contains(idx, "WHERE") {
		t.Errorf("the queue's index: %q", idx)
	}
	if idx := items.GetIndex("idx_import_items_import_state_position"); !strings.Contains(idx, "`import`, `state`, `position`") {
		t.Errorf("the items' index: %q", idx)
	}
	episodes, _ := app.FindCollectionByNameOrId("episodes")
	for _, f := range []string{"guid", "publishedAt", "episodeNumber"} {
		if episodes.Fields.GetByName(f) == nil {
			t.Errorf("episodes have no %s", f)
		}
		if !strings.Contains(*episodes.UpdateRule, "@request.body."+f+":isset = false") {
			t.Errorf("the episodes' update rule lets REST set %s", f)
		}
	}

	ann := save(t, app, "users", map[string]any{"email": "ann@example.com", "password": "correct-horse-1", "name": "Ann",
		"accountStatus": "active", "verified": true})
	show := save(t, app, "media", map[string]any{"title": "Show", "type": "podcast", "artist": ann.Id})
	ep := save(t, app, "episodes", map[string]any{"media": show.Id, "title": "One", "position": 1})
	imp := save(t, app, "imports", map[string]any{"owner": ann.Id, "url": "https://old.example/feed.xml", "status": "importing", "media": show.Id})
	save(t, app, "import_items", map[string]any{"import": imp.Id, "position": 1, "state": "done", "episode": ep.Id, "guid": "g"})

	token, err := ann.NewAuthToken()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		body   string
		status int
	}{
		{`{"guid":"stolen-guid"}`, http.StatusNotFound},
		{`{"publishedAt":"2001-01-01 00:00:00.000Z"}`, http.StatusNotFound},
		{`{"episodeNumber":7}`, http.StatusNotFound},
		{`{"title":"Renamed"}`, http.StatusOK},
	} {
		(&tests.ApiScenario{
			Name: "the owner PATCHes " + c.body, Method: http.MethodPatch, URL: "/api/collections/episodes/records/" + ep.Id,
			Body: strings.NewReader(c.body), Headers: map[string]string{"Authorization": token, "Content-Type": "application/json"},
			ExpectedStatus: c.status, ExpectedContent: []string{"{"}, DisableTestAppCleanup: true,
			TestAppFactory: func(testing.TB) *tests.TestApp { return app },
		}).Test(t)
	}

	if err := app.Delete(ann); err != nil {
		t.Fatal(err)
	}
	for _, table := range []string{"imports", "import_items"} {
		var n int
		if err := app.DB().Select("COUNT(*)").From(table).Row(&n); err != nil || n != 0 {
			t.Errorf("%s: %d rows outlive their creator (%v)", table, n, err)
		}
	}

	var mig *core.Migration
	for _, m := range core.AppMigrations.Items() {
		if m.File == "1763774600_imports.go" {
			mig = m
		}
	}
	if mig == nil {
		t.Fatal("migration not registered")
	}
	if err := app.RunInTransaction(mig.Down); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"imports", "import_items"} {
		if _, err := app.FindCollectionByNameOrId(name); err == nil {
			t.Errorf("the down step left %s", name)
		}
	}
	episodes, _ = app.FindCollectionByNameOrId("episodes")
	for _, f := range []string{"guid", "publishedAt", "episodeNumber"} {
		if episodes.Fields.GetByName(f) != nil || strings.Contains(*episodes.UpdateRule, f+":isset") {
			t.Errorf("the down step left episodes' %s", f)
		}
	}
}
