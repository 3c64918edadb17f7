package migrations_test

import (
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/tests"

	"selah/testutil/migrated"
)

// The admin search index follows media and creator writes, whoever makes
// them (1763772000_admin_search.go).
func TestAdminSearchIndexFollowsWrites(t *testing.T) {
	t.Parallel()
	app, err := tests.NewTestApp(migrated.Dir(t))
	if err != nil {
		t.Fatal(err)
	}
	defer app.Cleanup()
	exec := func(q string) {
		t.Helper()
		if _, err := app.DB().NewQuery(q).Execute(); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	found := func(words string) []string {
		t.Helper()
		var ids []string
		err := app.DB().NewQuery("SELECT media FROM media_admin_fts WHERE media_admin_fts MATCH {:q} ORDER BY media").
			Bind(dbx.Params{"q": `"` + words + `"`}).Column(&ids)
		if err != nil {
			t.Fatal(err)
		}
		return ids
	}
	exec(`INSERT INTO media (id, title, theme, preacher, artist) VALUES ('m1', 'Amazing GRACE', '', 'Ama Mensah', 'c1')`)
	exec(`INSERT INTO users (id, email, name, tokenKey, password) VALUES ('c1', 'c1@example.com', 'Kofi Okafor', 'k1', 'x')`)
	for words, want := range map[string]int{"grace": 1, "zing g": 1, "okafor": 1, "mensah": 1, "nothing": 0} {
		if got := found(words); len(got) != want {
			t.Errorf("%q found %v, want %d row(s)", words, got, want)
		}
	}
	exec(`UPDATE users SET name = 'Esther Boateng' WHERE id = 'c1'`)
	exec(`UPDATE media SET title = 'Morning Light' WHERE id = 'm1'`)
	for words, want := range map[string]int{"boateng": 1, "okafor": 0, "grace": 0, "light": 1} {
		if got := found(words); len(got) != want {
			t.Errorf("after the renames %q found %v, want %d row(s)", words, got, want)
		}
	}
	exec(`DELETE FROM media WHERE id = 'm1'`)
	if got := found("light"); len(got) != 0 {
		t.Errorf("deleted media still found: %v", got)
	}
}
