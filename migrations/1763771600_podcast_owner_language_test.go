package migrations_test

import (
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"selah/testutil/migrated"
)

// Media made before the migration get "en" (what their feed said); the
// language is one of ISO 639-1's codes; the owner email is an email, hidden
// from the REST API; the down step takes both fields away.
func TestPodcastOwnerAndLanguage(t *testing.T) {
	t.Parallel()
	app, err := tests.NewTestApp(migrated.Dir(t))
	if err != nil {
		t.Fatal(err)
	}
	defer app.Cleanup()
	var mig *core.Migration
	for _, m := range core.AppMigrations.Items() {
		if m.File == "1763771600_podcast_owner_language.go" {
			mig = m
		}
	}
	if mig == nil {
		t.Fatal("migration not registered")
	}
	if err := mig.Down(app); err != nil {
		t.Fatal(err)
	}
	media, _ := app.FindCollectionByNameOrId("media")
	if media.Fields.GetByName("language") != nil || media.Fields.GetByName("ownerEmail") != nil {
		t.Fatal("the down step left the fields")
	}
	ann := save(t, app, "users", map[string]any{"email": "ann@example.com", "password": "correct-horse-1", "name": "Ann", "accountStatus": "active"})
	old := save(t, app, "media", map[string]any{"title": "Old show", "type": "podcast", "adminStatus": "active", "artist": ann.Id})

	if err := app.RunInTransaction(mig.Up); err != nil {
		t.Fatal(err)
	}
	old, err = app.FindRecordById("media", old.Id)
	if err != nil || old.GetString("language") != "en" || old.GetString("ownerEmail") != "" {
		t.Fatalf("backfill: language %q, ownerEmail %q (%v)", old.GetString("language"), old.GetString("ownerEmail"), err)
	}
	media, _ = app.FindCollectionByNameOrId("media")
	if f := media.Fields.GetByName("ownerEmail"); f == nil || !f.GetHidden() {
		t.Error("ownerEmail is not hidden from the REST API")
	}
	for _, c := range []struct {
		field, value string
		ok           bool
	}{
		{"language", "yo", true},
		{"language", "english", false},
		{"language", "xx", false},
		{"ownerEmail", "shows@church.example", true},
		{"ownerEmail", "not an email", false},
	} {
		old.Set(c.field, c.value)
		if err := app.Save(old); (err == nil) != c.ok {
			t.Errorf("%s = %q: save error %v", c.field, c.value, err)
		}
		old, _ = app.FindRecordById("media", old.Id)
	}
}
