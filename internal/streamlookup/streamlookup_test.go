package streamlookup_test

import (
	"database/sql"
	"errors"
	"testing"

	"selah/internal/sqlprep"
	"selah/internal/streamlookup"
	"selah/testutil"
)

// TestEpisodeReadsTheRowAndWhetherItIsPublic: the look-up gives the
// episode's files, its creator and visibility's verdict on the episode, its
// item and the creator's standing; an unknown id is sql.ErrNoRows.
func TestEpisodeReadsTheRowAndWhetherItIsPublic(t *testing.T) {
	app := testutil.NewApp(t)
	defer app.Cleanup()
	for _, q := range []string{
		`INSERT INTO users (id, email, password, tokenKey, name, accountStatus) VALUES ('u1', 'maker@example.com', 'x', 'k1', 'Maker', 'active')`,
		`INSERT INTO users (id, email, password, tokenKey, name, accountStatus) VALUES ('u2', 'gone@example.com', 'x', 'k2', 'Gone', 'suspended')`,
		`INSERT INTO media (id, title, type, artist, adminStatus) VALUES ('m1', 'Live', 'album', 'u1', 'active')`,
		`INSERT INTO media (id, title, type, artist, adminStatus) VALUES ('m2', 'Waiting', 'album', 'u1', 'pending')`,
		`INSERT INTO media (id, title, type, artist, adminStatus) VALUES ('m3', 'Suspended creator', 'album', 'u2', 'active')`,
		`INSERT INTO episodes (id, title, media, audio, rendition, processing, adminStatus) VALUES ('e1', 'One', 'm1', 'a1.wav', 'r1.m4a', 'done', 'active')`,
		`INSERT INTO episodes (id, title, media, audio, rendition, processing, adminStatus) VALUES ('e2', 'Two', 'm2', 'a2.wav', '', 'pending', 'active')`,
		`INSERT INTO episodes (id, title, media, audio, rendition, processing, adminStatus) VALUES ('e3', 'Three', 'm3', 'a3.wav', 'r3.m4a', 'done', 'active')`,
		`INSERT INTO episodes (id, title, media, audio, rendition, processing, adminStatus) VALUES ('e4', 'Four', 'm1', 'a4.wav', 'r4.m4a', 'done', 'pending')`,
	} {
		if _, err := app.DB().NewQuery(q).Execute(); err != nil {
			t.Fatal(err)
		}
	}
	lookup := streamlookup.New(sqlprep.New(app))
	for _, c := range []struct {
		id   string
		want streamlookup.Row
	}{
		{"e1", streamlookup.Row{Audio: "a1.wav", Rendition: "r1.m4a", Processing: "done", Artist: "u1", Public: true}},
		{"e2", streamlookup.Row{Audio: "a2.wav", Processing: "pending", Artist: "u1"}},
		{"e3", streamlookup.Row{Audio: "a3.wav", Rendition: "r3.m4a", Processing: "done", Artist: "u2"}},
		{"e4", streamlookup.Row{Audio: "a4.wav", Rendition: "r4.m4a", Processing: "done", Artist: "u1"}},
	} {
		got, err := lookup.Episode(app, c.id)
		if err != nil || got != c.want {
			t.Errorf("%s: %+v, %v; want %+v", c.id, got, err, c.want)
		}
	}
	if _, err := lookup.Episode(app, "nosuch"); !errors.Is(err, sql.ErrNoRows) {
		t.Errorf("unknown id: %v, want sql.ErrNoRows", err)
	}
}
