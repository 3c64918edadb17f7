package migrations_test

import (
	"database/sql"
	"fmt"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"selah/internal/visibility"
	"selah/testutil/migrated"
)

// catalogueWant is the catalogue recomputed straight from media and users
// under visibility's condition.
var catalogueWant = `SELECT m.id, m.type, m.genre, m.created, CAST(m.playsCount AS INTEGER)
	FROM media m LEFT JOIN users u ON u.id = m.artist WHERE ` + visibility.PublicMediaSQL("m", "u")

// catalogueRecount is every list's length recounted from media and users.
var catalogueRecount = `WITH pub AS (SELECT m.type, m.genre FROM media m LEFT JOIN users u ON u.id = m.artist
		WHERE ` + visibility.PublicMediaSQL("m", "u") + `)
	SELECT k, COUNT(*) FROM (
		SELECT '' AS k FROM pub
		UNION ALL SELECT 't:' || type FROM pub
		UNION ALL SELECT 'g:' || genre FROM pub
		UNION ALL SELECT 'tg:' || type || ':' || genre FROM pub)
	GROUP BY k`

// catalogueMonthsRecount is catalogue_months (migration
// 1763772900_catalogue_months.go) recounted from the media: each list's
// public items per month of creation.
var catalogueMonthsRecount = `WITH pub AS (SELECT m.type, m.genre, substr(m.created, 1, 7) AS month FROM media m
		LEFT JOIN users u ON u.id = m.artist WHERE ` + visibility.PublicMediaSQL("m", "u") + `)
	SELECT k, month, COUNT(*) FROM (
		SELECT '' AS k, month FROM pub
		UNION ALL SELECT 't:' || type, month FROM pub
		UNION ALL SELECT 'g:' || genre, month FROM pub
		UNION ALL SELECT 'tg:' || type || ':' || genre, month FROM pub)
	GROUP BY k, month`

// catalogueFacts is every catalogue row recomputed from media and users:
// each item with a creator row, its review state and its creator's
// standing (migration 1763774100_visibility_facts.go).
var catalogueFacts = `SELECT m.id, m.adminStatus, COALESCE(NULLIF(u.accountStatus, ''), 'active'), m.type, m.genre, m.created, CAST(m.playsCount AS INTEGER)
	FROM media m JOIN users u ON u.id = m.artist`

// catalogueFactsRecount is every list's length by facts, recounted.
var catalogueFactsRecount = `WITH f AS (SELECT m.adminStatus AS s, COALESCE(NULLIF(u.accountStatus, ''), 'active') AS a, m.type, m.genre FROM media m
		JOIN users u ON u.id = m.artist)
	SELECT k, s, a, COUNT(*) FROM (
		SELECT '' AS k, s, a FROM f
		UNION ALL SELECT 't:' || type, s, a FROM f
		UNION ALL SELECT 'g:' || genre, s, a FROM f
		UNION ALL SELECT 'tg:' || type || ':' || genre, s, a FROM f)
	GROUP BY k, s, a`

// checkCatalogue fails unless the catalogue rows visibility shows
// (visibility.PublicFactsSQL) are exactly the public media (n of them)
// with their current columns, every row's facts are its media's and
// creator's, and catalogue_counts and catalogue_months agree with a
// recount, under visibility's filter and by facts: equal non-zero counts,
// none negative.
func checkCatalogue(t *testing.T, app core.App, step string, n int) {
	t.Helper()
	shown := visibility.PublicFactsSQL("")
	facts := rows(t, app, "SELECT media, status, standing, type, genre, created, plays FROM catalogue")
	if factsWant := rows(t, app, catalogueFacts); strings.Join(facts, "\n") != strings.Join(factsWant, "\n") {
		t.Errorf("%s: catalogue facts are\n%s\nmedia say\n%s", step, strings.Join(facts, "\n"), strings.Join(factsWant, "\n"))
	}
	byFacts := rows(t, app, "SELECT key, status, standing, n FROM catalogue_counts WHERE n != 0")
	if want := rows(t, app, catalogueFactsRecount); strings.Join(byFacts, "\n") != strings.Join(want, "\n") {
		t.Errorf("%s: catalogue_counts by facts are\n%s\nrecount says\n%s", step, strings.Join(byFacts, "\n"), strings.Join(want, "\n"))
	}
	got := rows(t, app, "SELECT media, type, genre, created, plays FROM catalogue WHERE "+shown)
	want := rows(t, app, catalogueWant)
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("%s: catalogue is\n%s\nmedia say\n%s", step, strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if len(got) != n {
		t.Errorf("%s: %d catalogue rows, want %d", step, len(got), n)
	}
	kept := rows(t, app, "SELECT key, SUM(n) FROM catalogue_counts WHERE "+shown+" GROUP BY key HAVING SUM(n) != 0")
	recount := rows(t, app, catalogueRecount)
	if strings.Join(kept, "\n") != strings.Join(recount, "\n") {
		t.Errorf("%s: catalogue_counts is\n%s\nrecount says\n%s", step, strings.Join(kept, "\n"), strings.Join(recount, "\n"))
	}
	if neg := rows(t, app, "SELECT key, n FROM catalogue_counts WHERE n < 0 UNION ALL SELECT key, n FROM catalogue_months WHERE n < 0"); len(neg) > 0 {
		t.Errorf("%s: negative counts\n%s", step, strings.Join(neg, "\n"))
	}
	months := rows(t, app, "SELECT key, month, SUM(n) FROM catalogue_months WHERE "+shown+" GROUP BY key, month HAVING SUM(n) != 0")
	if monthsWant := rows(t, app, catalogueMonthsRecount); strings.Join(months, "\n") != strings.Join(monthsWant, "\n") {
		t.Errorf("%s: catalogue_months is\n%s\nrecount says\n%s", step, strings.Join(months, "\n"), strings.Join(monthsWant, "\n"))
	}
}

func catalogueSave(t *testing.T, app core.App, collection string, fields map[string]any) *core.Record {
	t.Helper()
	coll, err := app.FindCollectionByNameOrId(collection)
	if err != nil {
		t.Fatal(err)
	}
	r := core.NewRecord(coll)
	for k, v := range fields {
		r.Set(k, v)
	}
	if err := app.Save(r); err != nil {
		t.Fatalf("save %s: %v", collection, err)
	}
	return r
}

// catalogueSet saves r with fields changed, through the record API.
func catalogueSet(t *testing.T, app core.App, r *core.Record, fields map[string]any) {
	t.Helper()
	for k, v := range fields {
		r.Set(k, v)
	}
	if err := app.Save(r); err != nil {
		t.Fatalf("save %s %s: %v", r.Collection().Name, r.Id, err)
	}
}

func catalogueExec(t *testing.T, app core.App, q string, p dbx.Params) {
	t.Helper()
	if _, err := app.DB().NewQuery(q).Bind(p).Execute(); err != nil {
		t.Fatalf("%s: %v", q, err)
	}
}

// catalogueGenres returns two genres ids (the seeded ones).
func catalogueGenres(t *testing.T, app core.App) (string, string) {
	t.Helper()
	var ids []string
	if err := app.DB().NewQuery("SELECT id FROM genres ORDER BY title LIMIT 2").Column(&ids); err != nil {
		t.Fatal(err)
	}
	for len(ids) < 2 {
		ids = append(ids, catalogueSave(t, app, "genres", map[string]any{"title": fmt.Sprintf("Genre %d", len(ids))}).Id)
	}
	return ids[0], ids[1]
}

func catalogueMigration(t *testing.T) *core.Migration {
	t.Helper()
	for _, m := range core.AppMigrations.Items() {
		if m.File == "1763772100_catalogue.go" {
			return m
		}
	}
	t.Fatal("migration 1763772100_catalogue.go is not registered")
	return nil
}

// The catalogue and its counts follow every write that moves public-ness
// or a listed column, through the record API and raw SQL alike.
func TestCatalogueFollowsTheRows(t *testing.T) {
	t.Parallel()
	app, err := tests.NewTestApp(migrated.Dir(t))
	if err != nil {
		t.Fatal(err)
	}
	defer app.Cleanup()

	user := func(email, status string) *core.Record {
		return catalogueSave(t, app, "users", map[string]any{"email": email, "password": "correct-horse-1",
			"name": email, "accountStatus": status, "verified": true})
	}
	ann, bob := user("ann@example.com", "active"), user("bob@example.com", "active")
	g1, g2 := catalogueGenres(t, app)
	media := map[string]*core.Record{}
	add := func(name, kind, genre string, artist *core.Record, status string) {
		media[name] = catalogueSave(t, app, "media", map[string]any{"title": name, "type": kind, "genre": genre,
			"artist": artist.Id, "adminStatus": status})
	}
	// listed is a catalogue row's columns other than plays.
	listed := func(id string) string {
		return strings.Join(rows(t, app, "SELECT media, type, genre, created FROM catalogue WHERE media = '"+id+"'"), ";")
	}
	var before string

	steps := []struct {
		name string
		do   func()
		n    int // catalogue rows afterwards
	}{
		{"insert pending", func() {
			add("song", "album", g1, ann, "pending")
			add("talk", "sermon", g2, bob, "pending")
			add("show", "podcast", "", ann, "pending")
		}, 0},
		{"insert active", func() { add("hymn", "album", g1, bob, "active") }, 1},
		{"approve", func() {
			for _, name := range []string{"song", "talk", "show"} {
				catalogueSet(t, app, media[name], map[string]any{"adminStatus": "active"})
			}
		}, 4},
		{"change type", func() { catalogueSet(t, app, media["song"], map[string]any{"type": "podcast"}) }, 4},
		{"change genre", func() { catalogueSet(t, app, media["song"], map[string]any{"genre": g2}) }, 4},
		{"clear genre", func() { catalogueSet(t, app, media["talk"], map[string]any{"genre": ""}) }, 4},
		{"change plays", func() {
			before = listed(media["hymn"].Id)
			catalogueSet(t, app, media["hymn"], map[string]any{"playsCount": 7})
		}, 4},
		{"change plays (raw)", func() {
			catalogueExec(t, app, "UPDATE media SET playsCount = playsCount + 1 WHERE id = {:id}", dbx.Params{"id": media["hymn"].Id})
		}, 4},
		{"suspend creator", func() { catalogueSet(t, app, bob, map[string]any{"accountStatus": "suspended"}) }, 2},
		{"change plays while hidden", func() { catalogueSet(t, app, media["talk"], map[string]any{"playsCount": 3}) }, 2},
		{"reactivate creator", func() { catalogueSet(t, app, bob, map[string]any{"accountStatus": "active"}) }, 4},
		{"suspend creator (raw)", func() {
			catalogueExec(t, app, "UPDATE users SET accountStatus = 'suspended' WHERE id = {:id}", dbx.Params{"id": ann.Id})
		}, 2},
		{"empty creator status (raw)", func() {
			catalogueExec(t, app, "UPDATE users SET accountStatus = '' WHERE id = {:id}", dbx.Params{"id": ann.Id})
		}, 4},
		{"reject", func() { catalogueSet(t, app, media["song"], map[string]any{"adminStatus": "rejected"}) }, 3},
		{"approve (raw)", func() {
			catalogueExec(t, app, "UPDATE media SET adminStatus = 'active' WHERE id = {:id}", dbx.Params{"id": media["song"].Id})
		}, 4},
		{"suspend media (raw)", func() {
			catalogueExec(t, app, "UPDATE media SET adminStatus = 'suspended' WHERE id = {:id}", dbx.Params{"id": media["show"].Id})
		}, 3},
		{"status and plays at once (raw)", func() {
			catalogueExec(t, app, "UPDATE media SET adminStatus = 'active', playsCount = 11 WHERE id = {:id}", dbx.Params{"id": media["show"].Id})
		}, 4},
		{"type, genre and created at once (raw)", func() {
			catalogueExec(t, app, "UPDATE media SET type = 'album', genre = {:g}, created = '2020-02-02 02:02:02.000Z' WHERE id = {:id}",
				dbx.Params{"g": g1, "id": media["show"].Id})
		}, 4},
		{"move to a suspended creator", func() {
			catalogueExec(t, app, "UPDATE users SET accountStatus = 'suspended' WHERE id = {:id}", dbx.Params{"id": ann.Id})
			catalogueSet(t, app, media["hymn"], map[string]any{"artist": ann.Id})
		}, 1},
		{"move back", func() {
			catalogueSet(t, app, media["hymn"], map[string]any{"artist": bob.Id})
			catalogueExec(t, app, "UPDATE users SET accountStatus = 'active' WHERE id = {:id}", dbx.Params{"id": ann.Id})
		}, 4},
		{"delete media", func() {
			if err := app.Delete(media["show"]); err != nil {
				t.Fatal(err)
			}
		}, 3},
		{"delete creator", func() {
			if err := app.Delete(bob); err != nil {
				t.Fatal(err)
			}
		}, 1},
		{"delete media (raw)", func() {
			catalogueExec(t, app, "DELETE FROM media WHERE id = {:id}", dbx.Params{"id": media["song"].Id})
		}, 0},
	}
	for _, s := range steps {
		s.do()
		checkCatalogue(t, app, s.name, s.n)
		if s.name == "change plays" {
			// Only plays moved: the other columns are as they were.
			if after := listed(media["hymn"].Id); after != before {
				t.Errorf("change plays: catalogue row went from %s to %s", before, after)
			}
			var p int
			if err := app.DB().NewQuery("SELECT plays FROM catalogue WHERE media = {:id}").
				Bind(dbx.Params{"id": media["hymn"].Id}).Row(&p); err != nil || p != 7 {
				t.Errorf("change plays: plays %d (%v), want 7", p, err)
			}
		}
	}
	if n := len(rows(t, app, "SELECT key FROM catalogue_counts WHERE n != 0")); n != 0 {
		t.Errorf("%d non-zero counts left with an empty catalogue", n)
	}
}

// The down step drops the tables and triggers; the up step backfills the
// media written meanwhile and puts the triggers back.
func TestCatalogueMigrationDownAndUp(t *testing.T) {
	t.Parallel()
	app, err := tests.NewTestApp(migrated.Dir(t))
	if err != nil {
		t.Fatal(err)
	}
	defer app.Cleanup()

	user := func(email, status string) *core.Record {
		return catalogueSave(t, app, "users", map[string]any{"email": email, "password": "correct-horse-1",
			"name": email, "accountStatus": status, "verified": true})
	}
	ann, sue := user("ann@example.com", "active"), user("sue@example.com", "suspended")
	g1, g2 := catalogueGenres(t, app)
	m := func(title, kind, genre string, artist *core.Record, status string, plays int) *core.Record {
		return catalogueSave(t, app, "media", map[string]any{"title": title, "type": kind, "genre": genre,
			"artist": artist.Id, "adminStatus": status, "playsCount": plays})
	}
	m("before", "album", g1, ann, "active", 2)
	checkCatalogue(t, app, "before down", 1)

	// Migrations go down newest first: the generated keepers, the facts
	// (which remade the catalogue and its months), the catalogue's months
	// (kept by triggers on the catalogue), then the catalogue.
	keepers := findMigration(t, "1763774200_derived_keepers.go")
	if err := keepers.Down(app); err != nil {
		t.Fatal(err)
	}
	facts := findMigration(t, "1763774100_visibility_facts.go")
	if err := facts.Down(app); err != nil {
		t.Fatal(err)
	}
	months := findMigration(t, "1763772900_catalogue_months.go")
	if err := months.Down(app); err != nil {
		t.Fatal(err)
	}
	mig := catalogueMigration(t)
	if err := mig.Down(app); err != nil {
		t.Fatal(err)
	}
	var left []string
	if err := app.DB().NewQuery(`SELECT name FROM sqlite_master WHERE name LIKE '%catalogue%'
		AND name NOT IN ('audio_categories')`).Column(&left); err != nil {
		t.Fatal(err)
	}
	if len(left) > 0 {
		t.Fatalf("down left %v behind", left)
	}

	// Written while down: only the backfill can list them.
	m("while down", "sermon", g2, ann, "active", 5)
	m("pending", "podcast", g1, ann, "pending", 0)
	m("hidden", "album", g1, sue, "active", 9)
	m("no genre", "podcast", "", ann, "active", 0)

	if err := app.RunInTransaction(mig.Up); err != nil {
		t.Fatal(err)
	}
	if err := app.RunInTransaction(months.Up); err != nil {
		t.Fatal(err)
	}
	if err := app.RunInTransaction(facts.Up); err != nil {
		t.Fatal(err)
	}
	if err := app.RunInTransaction(keepers.Up); err != nil {
		t.Fatal(err)
	}
	checkCatalogue(t, app, "after the backfill", 3)

	// The triggers are back.
	catalogueSet(t, app, sue, map[string]any{"accountStatus": "active"})
	checkCatalogue(t, app, "after up, a return", 4)
	m("after up", "album", g2, sue, "active", 1)
	checkCatalogue(t, app, "after up, an insert", 5)
}

// Each page shape of internal/catalogue walks a covering index in the
// list's order, with no sort of its own, even deep in the list: on an
// empty catalogue (the index is named) and after ANALYZE of a skewed one
// (any catalogue index will do, so long as it covers and sorts).
func TestCataloguePagesUseIndexes(t *testing.T) {
	t.Parallel()
	app, err := tests.NewTestApp(migrated.Dir(t))
	if err != nil {
		t.Fatal(err)
	}
	defer app.Cleanup()
	db, ok := app.NonconcurrentDB().(*dbx.DB)
	if !ok {
		t.Fatalf("app.NonconcurrentDB() is %T", app.NonconcurrentDB())
	}
	const (
		newest  = " ORDER BY created DESC, media DESC"
		popular = " ORDER BY plays DESC, created DESC, media DESC"
		page    = " LIMIT ? OFFSET ?"
	)
	// Each list reads what visibility shows (internal/catalogue's filter).
	shown := " WHERE " + visibility.PublicFactsSQL("")
	shapes := []struct {
		where string
		args  []any
		index map[string]string // by order, on an empty catalogue
	}{
		{shown, nil, map[string]string{newest: "idx_catalogue_new", popular: "idx_catalogue_popular"}},
		{shown + " AND type = +?", []any{"sermon"}, map[string]string{newest: "idx_catalogue_type_new", popular: "idx_catalogue_type_popular"}},
		{shown + " AND genre = +?", []any{"gen000000000001"}, map[string]string{newest: "idx_catalogue_genre_new", popular: "idx_catalogue_genre_popular"}},
		{shown + " AND type = +? AND genre = +?", []any{"sermon", "gen000000000001"},
			map[string]string{newest: "idx_catalogue_genre_new", popular: "idx_catalogue_genre_popular"}},
	}
	check := func(when string, named bool) {
		t.Helper()
		for _, c := range shapes {
			for _, order := range []string{newest, popular} {
				q := "SELECT media FROM catalogue" + c.where + order + page
				args := append(append([]any{}, c.args...), 20, 2000)
				plan, err := explain(db.DB(), q, args...)
				if err != nil {
					t.Fatalf("%s: %s: %v", when, q, err)
				}
				want := "USING COVERING INDEX idx_catalogue_"
				if named {
					want = "USING COVERING INDEX " + c.index[order]
				}
				if !strings.Contains(plan, want) {
					t.Errorf("%s: %s: plan %q, want %s", when, q, plan, want)
				}
				if strings.Contains(plan, "TEMP B-TREE") {
					t.Errorf("%s: %s: plan %q sorts", when, q, plan)
				}
			}
		}
	}
	check("empty", true)

	// Mostly approved sermons of one genre, a few of everything else, a
	// few pending and a few of a suspended creator.
	kinds := []string{"album", "podcast", "sermon"}
	for i := 0; i < 600; i++ {
		kind, genre, status, standing := "sermon", "gen000000000001", "active", "active"
		if i%10 == 0 {
			kind, genre = kinds[i%3], fmt.Sprintf("gen%012d", i%7)
		}
		if i%17 == 0 {
			status = "pending"
		}
		if i%23 == 0 {
			standing = "suspended"
		}
		catalogueExec(t, app, `INSERT INTO catalogue (media, status, standing, type, genre, created, plays)
			VALUES ({:m}, {:s}, {:a}, {:t}, {:g}, {:c}, {:p})`,
			dbx.Params{"m": fmt.Sprintf("media%010d", i), "s": status, "a": standing, "t": kind, "g": genre,
				"c": fmt.Sprintf("2025-01-01 00:00:%02d.%03dZ", i%60, i), "p": i % 13})
	}
	catalogueExec(t, app, "ANALYZE", nil)
	check("analyzed", false)
}

func explain(db *sql.DB, q string, args ...any) (string, error) {
	rows, err := db.Query("EXPLAIN QUERY PLAN "+q, args...)
	if err != nil {
		return "", err
	}
	defer rows.Close()
	var all []string
	for rows.Next() {
		var id, parent, notused int
		var detail string
		if err := rows.Scan(&id, &parent, &notused, &detail); err != nil {
			return "", err
		}
		all = append(all, detail)
	}
	return strings.Join(all, "; "), rows.Err()
}

// A creator row that appears after their media (a raw insert order, or a
// user put back after a raw DELETE) makes that media public, so it enters
// the catalogue (users_catalogue_insert).
func TestCatalogueFollowsACreatorInsert(t *testing.T) {
	t.Parallel()
	app, err := tests.NewTestApp(migrated.Dir(t))
	if err != nil {
		t.Fatal(err)
	}
	defer app.Cleanup()
	fields := map[string]any{"email": "ann@example.com", "password": "correct-horse-1",
		"name": "ann", "accountStatus": "active", "verified": true}
	ann := catalogueSave(t, app, "users", fields)
	catalogueSave(t, app, "media", map[string]any{"title": "x", "type": "album", "artist": ann.Id, "adminStatus": "active"})
	checkCatalogue(t, app, "start", 1)
	catalogueExec(t, app, "DELETE FROM users WHERE id = {:id}", dbx.Params{"id": ann.Id})
	checkCatalogue(t, app, "creator deleted (raw)", 0)
	fields["id"] = ann.Id
	catalogueSave(t, app, "users", fields)
	checkCatalogue(t, app, "creator back", 1)
}
