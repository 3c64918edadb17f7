package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// Guest listening: listens and positions of people without an account.
// Both tables were keyed by `listener`, a required relation to users; a
// guest has no users row, only a key of the day (internal/listening's
// GuestKey). So each row gets `listenerKey`, the key it is found by: a
// users id for an account (as plays' listenerKey already is), a guest key
// otherwise; one row per key and episode. `listener` stays, now optional:
// an account's rows still name it, so they go with the account (cascade),
// and a guest's rows name none.
//
// Rows written before, and rows any other writer saves with only
// `listener` (a script, the staff dashboard, older tests), get their
// listenerKey from a trigger, so the key is never missing for an account.
// The REST rules stay nil: nobody but superusers reads either table.

// guestListeningTables are the tables keyed by listener and episode.
var guestListeningTables = []string{"listens", "positions"}

func init() {
	m.Register(func(app core.App) error {
		for _, name := range guestListeningTables {
			if err := keyListeningTable(app, name); err != nil {
				return err
			}
		}
		return nil
	}, func(app core.App) error {
		for _, name := range guestListeningTables {
			if err := unkeyListeningTable(app, name); err != nil {
				return err
			}
		}
		return nil
	})
}

func keyListeningTable(app core.App, name string) error {
	coll, err := app.FindCollectionByNameOrId(name)
	if err != nil {
		return err
	}
	if f, ok := coll.Fields.GetByName("listener").(*core.RelationField); ok {
		f.Required = false
	}
	coll.Fields.Add(&core.TextField{Name: "listenerKey", Max: 128})
	// A guest's rows all have an empty listener: the old unique index would
	// allow one guest per episode. The plain index serves the cascade on
	// account deletion, continue-listening and the sweep of guests' rows.
	coll.RemoveIndex("idx_" + name + "_listener_episode")
	if coll.GetIndex("idx_"+name+"_listener_updated") == "" {
		coll.AddIndex("idx_"+name+"_listener_updated", false, "`listener`, `updated`", "")
	}
	if err := app.Save(coll); err != nil {
		return err
	}
	if _, err := app.DB().NewQuery("UPDATE {{" + name + "}} SET [[listenerKey]] = [[listener]] WHERE [[listenerKey]] = ''").Execute(); err != nil {
		return err
	}
	coll.AddIndex("idx_"+name+"_key_episode", true, "`listenerKey`, `episode`", "")
	if err := app.Save(coll); err != nil {
		return err
	}
	for _, sql := range listenerKeyTriggers(name) {
		if _, err := app.DB().NewQuery(sql).Execute(); err != nil {
			return err
		}
	}
	return nil
}

// listenerKeyTriggers give a row saved with a listener and no key the
// listener's id as its key. SQLite's BEFORE triggers cannot change the row,
// so they update it right after the write, inside the same statement.
func listenerKeyTriggers(name string) []string {
	set := ` BEGIN UPDATE {{` + name + `}} SET [[listenerKey]] = NEW.[[listener]] WHERE [[id]] = NEW.[[id]]; END`
	when := ` WHEN NEW.[[listenerKey]] = '' AND NEW.[[listener]] != ''`
	return []string{
		`CREATE TRIGGER [[` + name + `_listener_key_insert]] AFTER INSERT ON {{` + name + `}}` + when + set,
		`CREATE TRIGGER [[` + name + `_listener_key_update]] AFTER UPDATE ON {{` + name + `}}` + when + set,
	}
}

func unkeyListeningTable(app core.App, name string) error {
	for _, trigger := range []string{name + "_listener_key_insert", name + "_listener_key_update"} {
		if _, err := app.DB().NewQuery("DROP TRIGGER IF EXISTS [[" + trigger + "]]").Execute(); err != nil {
			return err
		}
	}
	// Guests' rows have no account to belong to.
	if _, err := app.DB().NewQuery("DELETE FROM {{" + name + "}} WHERE [[listener]] = ''").Execute(); err != nil {
		return err
	}
	coll, err := app.FindCollectionByNameOrId(name)
	if err != nil {
		return err
	}
	coll.RemoveIndex("idx_" + name + "_key_episode")
	if name == "listens" { // positions had this index before
		coll.RemoveIndex("idx_listens_listener_updated")
	}
	coll.Fields.RemoveByName("listenerKey")
	if f, ok := coll.Fields.GetByName("listener").(*core.RelationField); ok {
		f.Required = true
	}
	coll.AddIndex("idx_"+name+"_listener_episode", true, "`listener`, `episode`", "")
	return app.Save(coll)
}
