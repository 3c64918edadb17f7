package migrations_test

import (
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"selah/testutil/migrated"
)

func findMigration(t *testing.T, file string) *core.Migration {
	t.Helper()
	for _, m := range core.AppMigrations.Items() {
		if m.File == file {
			return m
		}
	}
	t.Fatalf("migration %s not registered", file)
	return nil
}

// listenerKeyOf reads a row's key straight from the table.
func listenerKeyOf(t *testing.T, app core.App, table, id string) string {
	t.Helper()
	var key string
	if err := app.DB().Select("listenerKey").From(table).Where(dbx.HashExp{"id": id}).Row(&key); err != nil {
		t.Fatal(err)
	}
	return key
}

// Rows written before the migration get their account's id as their key;
// after it, guests' rows (a key, no account) live beside accounts' rows of
// the same episode, one per key and episode; a row saved with only an
// account gets the key from the trigger; an account's deletion takes its
// rows and leaves the guests'; the down step drops guests' rows and puts
// the account back as the required key.
func TestGuestListening(t *testing.T) {
	t.Parallel()
	app, err := tests.NewTestApp(migrated.Dir(t))
	if err != nil {
		t.Fatal(err)
	}
	defer app.Cleanup()
	mig := findMigration(t, "1763772300_guest_listening.go")
	if err := app.RunInTransaction(mig.Down); err != nil {
		t.Fatal(err)
	}
	ann := save(t, app, "users", map[string]any{"email": "ann@example.com", "password": "correct-horse-1", "name": "Ann"})
	lee := save(t, app, "users", map[string]any{"email": "lee@example.com", "password": "correct-horse-1", "name": "Lee"})
	talk := save(t, app, "media", map[string]any{"title": "Talk", "type": "sermon", "artist": ann.Id, "adminStatus": "active"})
	ep := save(t, app, "episodes", map[string]any{"media": talk.Id, "title": "One", "duration": 300})
	oldListen := save(t, app, "listens", map[string]any{"listener": lee.Id, "episode": ep.Id, "startedAt": "2026-01-01 10:00:00.000Z", "bytesServed": 10})
	oldPosition := save(t, app, "positions", map[string]any{"listener": lee.Id, "episode": ep.Id, "position": 42})

	if err := app.RunInTransaction(mig.Up); err != nil {
		t.Fatal(err)
	}
	if k := listenerKeyOf(t, app, "listens", oldListen.Id); k != lee.Id {
		t.Errorf("an old listen's key is %q, want its listener %q", k, lee.Id)
	}
	if k := listenerKeyOf(t, app, "positions", oldPosition.Id); k != lee.Id {
		t.Errorf("an old position's key is %q, want its listener %q", k, lee.Id)
	}

	for _, table := range []string{"listens", "positions"} {
		fields := func(extra map[string]any) map[string]any {
			out := map[string]any{"episode": ep.Id, "startedAt": "2026-01-02 10:00:00.000Z", "position": 1}
			if table == "listens" {
				delete(out, "position")
			} else {
				delete(out, "startedAt")
			}
			for k, v := range extra {
				out[k] = v
			}
			return out
		}
		// Two guests and an account on the same episode.
		save(t, app, table, fields(map[string]any{"listenerKey": "guest:aaaa"}))
		save(t, app, table, fields(map[string]any{"listenerKey": "guest:bbbb"}))
		annRow := save(t, app, table, fields(map[string]any{"listener": ann.Id}))
		if k := listenerKeyOf(t, app, table, annRow.Id); k != ann.Id {
			t.Errorf("%s: a row saved with only its account has key %q, want %q", table, k, ann.Id)
		}
		coll, _ := app.FindCollectionByNameOrId(table)
		for name, extra := range map[string]map[string]any{
			"the same guest again":   {"listenerKey": "guest:aaaa"},
			"the same account again": {"listener": ann.Id},
			"an account's key again": {"listenerKey": lee.Id},
		} {
			r := core.NewRecord(coll)
			r.Load(fields(extra))
			if err := app.Save(r); err == nil {
				t.Errorf("%s: %s was saved a second time for the episode", table, name)
			}
		}
		if f := coll.Fields.GetByName("listener"); f == nil || f.(*core.RelationField).Required {
			t.Errorf("%s: listener should stay, optional", table)
		}
		if coll.ListRule != nil || coll.ViewRule != nil || coll.CreateRule != nil || coll.UpdateRule != nil || coll.DeleteRule != nil {
			t.Errorf("%s: the REST rules should stay nil", table)
		}
	}

	if err := app.Delete(ann); err != nil {
		t.Fatal(err)
	}
	for _, table := range []string{"listens", "positions"} {
		if n, _ := app.CountRecords(table, dbx.HashExp{"listenerKey": ann.Id}); n != 0 {
			t.Errorf("%s: %d rows of a deleted account remain", table, n)
		}
	}
	// Ann's item (and so its episode) went with her: guests' rows of it
	// too, by the episode's cascade. Lee's rows of it as well.
	for _, table := range []string{"listens", "positions"} {
		if n, _ := app.CountRecords(table); n != 0 {
			t.Errorf("%s: %d rows of a deleted episode remain", table, n)
		}
	}

	// Guests' rows of another episode survive an account's deletion.
	bob := save(t, app, "users", map[string]any{"email": "bob@example.com", "password": "correct-horse-1", "name": "Bob"})
	song := save(t, app, "media", map[string]any{"title": "Song", "type": "album", "artist": bob.Id, "adminStatus": "active"})
	ep2 := save(t, app, "episodes", map[string]any{"media": song.Id, "title": "Two", "duration": 200})
	save(t, app, "positions", map[string]any{"listenerKey": "guest:cccc", "episode": ep2.Id, "position": 3})
	save(t, app, "positions", map[string]any{"listener": lee.Id, "episode": ep2.Id, "position": 4})
	if err := app.Delete(lee); err != nil {
		t.Fatal(err)
	}
	if n, _ := app.CountRecords("positions", dbx.HashExp{"listenerKey": "guest:cccc"}); n != 1 {
		t.Error("a guest's position went with someone else's account")
	}

	if err := app.RunInTransaction(mig.Down); err != nil {
		t.Fatal(err)
	}
	if n, _ := app.CountRecords("positions"); n != 0 {
		t.Errorf("the down step kept %d guest positions", n)
	}
	positions, _ := app.FindCollectionByNameOrId("positions")
	if positions.Fields.GetByName("listenerKey") != nil {
		t.Error("the down step kept listenerKey")
	}
	if err := app.RunInTransaction(mig.Up); err != nil {
		t.Fatalf("up again: %v", err)
	}
}
