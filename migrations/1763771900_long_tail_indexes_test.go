package migrations_test

import (
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"selah/testutil/migrated"
)

// Browse's popular order comes from an index, and a creator's searched list
// is counted from an index alone (1763771900_long_tail_indexes.go).
func TestLongTailQueriesUseIndexes(t *testing.T) {
	t.Parallel()
	app, err := tests.NewTestApp(migrated.Dir(t))
	if err != nil {
		t.Fatal(err)
	}
	defer app.Cleanup()
	for q, want := range map[string]string{
		`SELECT m.* FROM media m INNER JOIN users u ON u.id = m.artist
			WHERE m.adminStatus = 'active' AND u.id IS NOT NULL AND u.accountStatus != 'suspended'
			ORDER BY m.playsCount DESC, m.created DESC, m.id DESC LIMIT 20 OFFSET 2000`: "idx_media_status_plays",
		`SELECT COUNT(*) FROM media m WHERE m.artist = 'x'
			AND (m.title LIKE '%gr%' ESCAPE '\' OR m.theme LIKE '%gr%' ESCAPE '\' OR m.preacher LIKE '%gr%' ESCAPE '\')`: "COVERING INDEX idx_media_artist_created",
	} {
		var plan []struct {
			Detail string `db:"detail"`
		}
		if err := app.DB().NewQuery("EXPLAIN QUERY PLAN " + q).All(&plan); err != nil {
			t.Fatal(err)
		}
		var all []string
		for _, p := range plan {
			all = append(all, p.Detail)
			if strings.Contains(p.Detail, "TEMP B-TREE") {
				t.Errorf("%s: %s", q, p.Detail)
			}
		}
		if got := strings.Join(all, "; "); !strings.Contains(got, want) {
			t.Errorf("%s: plan %q, want %s", q, got, want)
		}
	}
}
