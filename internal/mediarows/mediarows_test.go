package mediarows_test

import (
	"testing"

	"selah/internal/mediarows"
	"selah/internal/sqlprep"
	"selah/testutil"
)

// TestReadKeepsOrderAndRelations: rows come in the order of the ids asked,
// an unknown id is left out, related rows give their fields and a missing
// relation reads as "".
func TestReadKeepsOrderAndRelations(t *testing.T) {
	app := testutil.NewApp(t)
	defer app.Cleanup()
	for _, q := range []string{
		`INSERT INTO users (id, email, password, tokenKey, name) VALUES ('u1', 'maker@example.com', 'x', 'k1', 'Maker')`,
		`INSERT INTO genres (id, title) VALUES ('g1', 'Gospel')`,
		`INSERT INTO media (id, title, type, artist, genre, adminStatus, created, updated)
			VALUES ('m1', 'First', 'album', 'u1', 'g1', 'active', '2026-01-02 03:04:05.000Z', '2026-01-02 03:04:05.000Z')`,
		`INSERT INTO media (id, title, type, artist, adminStatus, created, updated)
			VALUES ('m2', 'Second', 'sermon', 'gone', 'pending', '2026-01-03 03:04:05.000Z', '2026-01-03 03:04:05.000Z')`,
	} {
		if _, err := app.DB().NewQuery(q).Execute(); err != nil {
			t.Fatal(err)
		}
	}
	rows, err := mediarows.Read(app, sqlprep.New(app), []string{"m2", "nosuch", "m1"})
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 2 || rows[0].Id != "m2" || rows[1].Id != "m1" {
		t.Fatalf("rows %+v, want m2 then m1", rows)
	}
	second, first := rows[0], rows[1]
	if first.GenreTitle != "Gospel" || first.ArtistName != "Maker" || first.ArtistEmail != "maker@example.com" || first.AdminStatus != "active" {
		t.Errorf("m1 read %+v", first)
	}
	if second.GenreId != "" || second.ArtistName != "" || second.Type != "sermon" {
		t.Errorf("m2 (no genre, creator gone) read %+v", second)
	}
	if empty, err := mediarows.Read(app, sqlprep.New(app), nil); err != nil || empty != nil {
		t.Errorf("no ids: %v, %v", empty, err)
	}
}

// ReadStaff says which items have changes waiting for review; Read never
// does (its lists are anyone's).
func TestReadStaffSaysWhichHaveARevision(t *testing.T) {
	app := testutil.NewApp(t)
	defer app.Cleanup()
	for _, q := range []string{
		`INSERT INTO users (id, email, password, tokenKey, name) VALUES ('u1', 'maker@example.com', 'x', 'k1', 'Maker')`,
		`INSERT INTO media (id, title, type, artist, adminStatus) VALUES ('m1', 'Changed', 'album', 'u1', 'active')`,
		`INSERT INTO media (id, title, type, artist, adminStatus) VALUES ('m2', 'As it was', 'album', 'u1', 'active')`,
		`INSERT INTO revisions (id, media, episode, changes) VALUES ('r1', 'm1', '', '{"title":"New"}')`,
	} {
		if _, err := app.DB().NewQuery(q).Execute(); err != nil {
			t.Fatal(err)
		}
	}
	stmts := sqlprep.New(app)
	staff, err := mediarows.ReadStaff(app, stmts, []string{"m2", "m1"})
	if err != nil {
		t.Fatal(err)
	}
	if len(staff) != 2 || staff[0].HasRevision || !staff[1].HasRevision {
		t.Errorf("staff rows %+v: want m2 without a revision, m1 with one", staff)
	}
	anyone, err := mediarows.Read(app, stmts, []string{"m1"})
	if err != nil {
		t.Fatal(err)
	}
	if len(anyone) != 1 || anyone[0].HasRevision {
		t.Errorf("Read says %+v", anyone)
	}
}
