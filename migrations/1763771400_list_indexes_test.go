package migrations_test

import (
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"selah/testutil/migrated"
)

// The lists' order comes from an index, never from a sort of the rows.
func TestListsAreReadInIndexOrder(t *testing.T) {
	t.Parallel()
	app, err := tests.NewTestApp(migrated.Dir(t))
	if err != nil {
		t.Fatal(err)
	}
	defer app.Cleanup()
	for _, q := range []string{
		"SELECT media.* FROM media ORDER BY created DESC, id DESC LIMIT 5",
		"SELECT users.* FROM users ORDER BY created DESC, id DESC LIMIT 5",
		"SELECT m.* FROM media m WHERE m.adminStatus = 'pending' ORDER BY m.created DESC, m.id DESC LIMIT 10 OFFSET 4990",
		"SELECT m.* FROM media m WHERE m.artist = 'x' ORDER BY m.created DESC, m.id DESC LIMIT 10",
		"SELECT m.* FROM media m WHERE m.type = 'album' AND m.adminStatus = 'active' ORDER BY m.created DESC, m.id DESC LIMIT 10",
		"SELECT users.* FROM users WHERE accountStatus = 'active' ORDER BY created DESC, id DESC LIMIT 10",
	} {
		var plan []struct {
			Detail string `db:"detail"`
		}
		if err := app.DB().NewQuery("EXPLAIN QUERY PLAN " + q).All(&plan); err != nil {
			t.Fatal(err)
		}
		for _, p := range plan {
			if strings.Contains(p.Detail, "TEMP B-TREE") || strings.HasPrefix(p.Detail, "SCAN") && !strings.Contains(p.Detail, "INDEX") {
				t.Errorf("%s: %s", q, p.Detail)
			}
		}
	}
}
