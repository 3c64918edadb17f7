package migrations_test

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"selah/internal/derived"
	"selah/testutil/migrated"
)

// rollupChecks pair each roll-up with the query that recounts it from the
// rows (the migration's backfill); rows at zero are not compared, since a
// roll-up keeps a bucket after its last row goes.
var rollupChecks = []struct{ table, kept, recount string }{
	{"rollup_media", "SELECT type, status, month, n, plays FROM rollup_media WHERE n != 0 OR plays != 0",
		"SELECT type, adminStatus, substr(created, 1, 7), COUNT(*), SUM(playsCount) FROM media GROUP BY 1, 2, 3"},
	{"rollup_creator_media", "SELECT artist, type, status, month, n, plays FROM rollup_creator_media WHERE n != 0 OR plays != 0",
		"SELECT artist, type, adminStatus, substr(created, 1, 7), COUNT(*), SUM(playsCount) FROM media GROUP BY 1, 2, 3, 4"},
	{"rollup_users", "SELECT status, verified, premium, month, n FROM rollup_users WHERE n != 0",
		"SELECT accountStatus, verified, isPremiumUser, substr(created, 1, 7), COUNT(*) FROM users GROUP BY 1, 2, 3, 4"},
	{"rollup_creator_days", "SELECT artist, day, type, plays, guestPlays, downloads FROM rollup_creator_days WHERE plays != 0 OR downloads != 0",
		`SELECT artist, day, type, SUM(plays), SUM(guestPlays), SUM(downloads) FROM (
			SELECT m.artist, d.day, m.type, d.plays, d.guestPlays, 0 AS downloads FROM play_days d JOIN media m ON m.id = d.media
			UNION ALL SELECT m.artist, substr(dl.created, 1, 10), m.type, 0, 0, 1 FROM downloads dl JOIN media m ON m.id = dl.media)
		GROUP BY 1, 2, 3 HAVING SUM(plays) != 0 OR SUM(downloads) != 0`},
	// play_days: the plays per item and day, and those of guest keys.
	{"play_days", "SELECT media, day, plays, guestPlays FROM play_days WHERE plays != 0",
		"SELECT media, substr(created, 1, 10), COUNT(*), SUM(listenerKey LIKE 'guest:%') FROM plays GROUP BY 1, 2"},
	{"rollup_item_days", "SELECT artist, day, media, plays FROM rollup_item_days WHERE plays != 0",
		"SELECT m.artist, d.day, d.media, SUM(d.plays) FROM play_days d JOIN media m ON m.id = d.media GROUP BY 1, 2, 3 HAVING SUM(d.plays) != 0"},
	{"rollup_approvals", "SELECT media, artist, type, round(days, 6) FROM rollup_approvals",
		"SELECT m.id, m.artist, m.type, round(julianday(MIN(ev.created)) - julianday(m.created), 6) FROM moderation_events ev JOIN media m ON m.id = ev.media WHERE ev.toStatus = 'active' GROUP BY m.id"},
	// The totals of migration 1763772800_rollup_totals.go.
	{"rollup_creator_totals", "SELECT artist, type, status, n, plays FROM rollup_creator_totals WHERE n != 0 OR plays != 0",
		"SELECT artist, type, adminStatus, COUNT(*), SUM(playsCount) FROM media GROUP BY 1, 2, 3"},
	{"rollup_media_totals", "SELECT type, status, n, plays FROM rollup_media_totals WHERE n != 0 OR plays != 0",
		"SELECT type, adminStatus, COUNT(*), SUM(playsCount) FROM media GROUP BY 1, 2"},
	{"rollup_approval_totals", "SELECT artist, type, n, round(days, 6) FROM rollup_approval_totals WHERE n != 0",
		`SELECT artist, type, COUNT(*), round(SUM(days), 6) FROM (SELECT m.artist, m.type,
			julianday(MIN(ev.created)) - julianday(m.created) AS days FROM moderation_events ev JOIN media m ON m.id = ev.media
			WHERE ev.toStatus = 'active' GROUP BY m.id) GROUP BY 1, 2`},
	{"rollup_listener_days", "SELECT artist, day, listener FROM rollup_listener_days",
		"SELECT DISTINCT m.artist, substr(p.created, 1, 10), p.listenerKey FROM plays p JOIN media m ON m.id = p.media WHERE p.listenerKey != ''"},
	{"rollup_plays", "SELECT day, type, plays, round(seconds, 3) FROM rollup_plays WHERE plays != 0",
		"SELECT substr(p.created, 1, 10), m.type, COUNT(*), round(COALESCE(SUM(e.duration), 0), 3) FROM plays p JOIN media m ON m.id = p.media LEFT JOIN episodes e ON e.id = p.episode GROUP BY 1, 2"},
}

// rows is query's rows, each printed on a line (text quoted, so "" shows),
// sorted.
func rows(t *testing.T, app core.App, query string) []string {
	t.Helper()
	r, err := app.DB().NewQuery(query).Rows()
	if err != nil {
		t.Fatalf("%s: %v", query, err)
	}
	defer r.Close()
	cols, _ := r.Columns()
	var out []string
	for r.Next() {
		vals := make([]any, len(cols))
		ptrs := make([]any, len(cols))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		if err := r.Scan(ptrs...); err != nil {
			t.Fatal(err)
		}
		line := make([]string, len(vals))
		for i, v := range vals {
			switch v := v.(type) {
			case string:
				line[i] = strconv.Quote(v)
			case []byte:
				line[i] = strconv.Quote(string(v))
			default:
				line[i] = fmt.Sprint(v)
			}
		}
		out = append(out, strings.Join(line, " "))
	}
	if err := r.Err(); err != nil {
		t.Fatal(err)
	}
	sort.Strings(out)
	return out
}

// checkRollups fails when a roll-up differs from a recount of its rows
// (skip names roll-ups a step deliberately leaves apart from a recount).
func checkRollups(t *testing.T, app core.App, step string, skip ...string) {
	t.Helper()
	for _, c := range rollupChecks {
		if strings.Contains(strings.Join(skip, ","), c.table) {
			continue
		}
		got, want := rows(t, app, c.kept), rows(t, app, c.recount)
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("%s: %s is\n%s\nrecount says\n%s", step, c.table, strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
	}
}

func save(t *testing.T, app core.App, collection string, fields map[string]any) *core.Record {
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

// Every write path keeps the roll-ups equal to a recount: inserts, status
// and type changes, plays and their daily totals, deletes with cascades,
// and the migration's own backfill after a down and up.
func TestRollupsFollowTheRows(t *testing.T) {
	t.Parallel()
	app, err := tests.NewTestApp(migrated.Dir(t))
	if err != nil {
		t.Fatal(err)
	}
	defer app.Cleanup()

	user := func(email, status string, verified bool) *core.Record {
		return save(t, app, "users", map[string]any{"email": email, "password": "correct-horse-1", "name": email,
			"accountStatus": status, "verified": verified})
	}
	ann, bob := user("ann@example.com", "active", true), user("bob@example.com", "suspended", false)
	listener := user("lee@example.com", "active", true)
	song := save(t, app, "media", map[string]any{"title": "Song", "type": "album", "artist": ann.Id, "adminStatus": "pending"})
	talk := save(t, app, "media", map[string]any{"title": "Talk", "type": "sermon", "artist": bob.Id, "adminStatus": "active"})
	ep1 := save(t, app, "episodes", map[string]any{"media": song.Id, "title": "One", "duration": 61.5})
	ep2 := save(t, app, "episodes", map[string]any{"media": talk.Id, "title": "Two", "duration": 300})
	checkRollups(t, app, "after inserts")

	save(t, app, "moderation_events", map[string]any{"media": song.Id, "fromStatus": "pending", "toStatus": "active"})
	save(t, app, "moderation_events", map[string]any{"media": song.Id, "fromStatus": "active", "toStatus": "rejected"})
	save(t, app, "moderation_events", map[string]any{"media": song.Id, "fromStatus": "rejected", "toStatus": "active"})
	song.Set("adminStatus", "active")
	if err := app.Save(song); err != nil {
		t.Fatal(err)
	}
	checkRollups(t, app, "after moderation")

	// What hooks/play_counters.go does for each play (the item's count), by
	// hand here; every third play is a guest's.
	n := 0
	play := func(ep, media *core.Record, day string) *core.Record {
		// A raw insert: autodates cannot be set through a save.
		n++
		id := fmt.Sprintf("play%011d", n)
		account, key := listener.Id, listener.Id
		if n%3 == 0 {
			account, key = "", fmt.Sprintf("guest:%d", n)
		}
		if _, err := app.DB().NewQuery(`INSERT INTO plays (id, episode, media, listener, listenerKey, created)
			VALUES ({:id}, {:e}, {:m}, {:l}, {:k}, {:c})`).Bind(map[string]any{"id": id, "e": ep.Id, "m": media.Id,
			"l": account, "k": key, "c": day + " 10:00:00.000Z"}).Execute(); err != nil {
			t.Fatal(err)
		}
		p, err := app.FindRecordById("plays", id)
		if err != nil {
			t.Fatal(err)
		}
		// play_days follows by its generated triggers (1763774200).
		if _, err := app.DB().NewQuery("UPDATE media SET playsCount = playsCount + 1 WHERE id = {:m}").
			Bind(map[string]any{"m": media.Id}).Execute(); err != nil {
			t.Fatal(err)
		}
		return p
	}
	play(ep1, song, "2026-01-02")
	p2 := play(ep1, song, "2026-01-02")
	play(ep2, talk, "2026-01-03")
	play(ep2, talk, "2026-02-01")
	for i, media := range []*core.Record{song, talk, talk} {
		d := save(t, app, "downloads", map[string]any{"episode": ep2.Id, "media": media.Id, "listenerKey": fmt.Sprint("key", i)})
		if i == 2 {
			if err := app.Delete(d); err != nil {
				t.Fatal(err)
			}
		}
	}
	checkRollups(t, app, "after plays")

	// Today's plays leave history alone; a change to a past day moves it.
	generation := func() int {
		var g int
		if err := app.DB().NewQuery("SELECT n FROM rollup_generation").Row(&g); err != nil {
			t.Fatal(err)
		}
		return g
	}
	before := generation()
	today := time.Now().UTC().Format("2006-01-02")
	play(ep1, song, today)
	play(ep1, song, today)
	if g := generation(); g != before {
		t.Errorf("today's plays moved the generation from %d to %d", before, g)
	}

	if err := app.Delete(p2); err != nil {
		t.Fatal(err)
	}
	if _, err := app.DB().NewQuery("UPDATE media SET playsCount = playsCount - 1 WHERE id = {:m}").Bind(map[string]any{"m": song.Id}).Execute(); err != nil {
		t.Fatal(err)
	}
	checkRollups(t, app, "after a play's delete")
	if g := generation(); g == before {
		t.Error("a past day's change left the generation alone")
	}

	talk.Set("type", "podcast")
	talk.Set("artist", ann.Id)
	if err := app.Save(talk); err != nil {
		t.Fatal(err)
	}
	bob.Set("accountStatus", "active")
	bob.Set("verified", true)
	if err := app.Save(bob); err != nil {
		t.Fatal(err)
	}
	// rollup_plays keeps the type a play had when it happened.
	checkRollups(t, app, "after a media's type and creator change", "rollup_plays", "rollup_listener_days")

	// Deleting media cascades to its episodes, plays and daily totals;
	// the plays stay in rollup_plays (they happened).
	if err := app.Delete(song); err != nil {
		t.Fatal(err)
	}
	if err := app.Delete(ann); err != nil {
		t.Fatal(err)
	}
	checkRollups(t, app, "after deletes", "rollup_plays", "rollup_listener_days")

	// The rebuild (selah rebuild) puts roll-ups gone wrong right.
	if _, err := app.DB().NewQuery("UPDATE rollup_creator_days SET plays = plays + 7, guestPlays = guestPlays + 3").Execute(); err != nil {
		t.Fatal(err)
	}
	if err := derived.Rebuild(app.DB(), derived.All()); err != nil {
		t.Fatal(err)
	}
	checkRollups(t, app, "after the rebuild")

	// The guest caps' migration, down and up again (with the generated
	// keepers that came after it taken down first and put back after),
	// keeps the guest plays (from the plays) and the triggers that move them.
	keepers := migration(t, "1763774200_derived_keepers.go")
	mig := migration(t, "1763773200_guest_caps.go")
	for _, step := range []func(core.App) error{keepers.Down, mig.Down} {
		if err := app.RunInTransaction(step); err != nil {
			t.Fatal(err)
		}
	}
	for _, step := range []func(core.App) error{mig.Up, keepers.Up} {
		if err := app.RunInTransaction(step); err != nil {
			t.Fatal(err)
		}
	}
	checkRollups(t, app, "after 1763773200 and 1763774200 up", "rollup_plays", "rollup_listener_days")
	play(ep2, talk, "2026-02-01")
	play(ep2, talk, "2026-02-01")
	play(ep2, talk, "2026-02-01")
	checkRollups(t, app, "after plays since", "rollup_plays", "rollup_listener_days")
}

// migration is the registered migration of a file.
func migration(t *testing.T, file string) *core.Migration {
	t.Helper()
	for _, m := range core.AppMigrations.Items() {
		if m.File == file {
			return m
		}
	}
	t.Fatalf("migration %s is not registered", file)
	return nil
}
