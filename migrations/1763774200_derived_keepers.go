package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// Derived tables kept by triggers generated from their declarations
// (issue 27, "derived data declared once"): internal/derived declares each
// table by the parts that compute it, and derived.Keepers writes its
// triggers from them; 1763774200_derived_keepers_sql.go holds that SQL as
// text (go run ./internal/derived/keepersgen), so this migration imports no
// live package. A later change of a declaration needs a new migration made
// the same way; TestMigratedKeepersAreTheDeclarations fails until then.
//
// Each fact is counted once from its source: a media row by creator and
// month (rollup_creator_media), each catalogue row by list and month
// (catalogue_months), each play by item and day (play_days, which the play
// hook kept until now); the admin's months, every total and each list's
// count sum one of those tables.
//
// The hand-written triggers these replace are dropped; their SQL is kept
// in _derived_keepers_replaced so that the down migration puts them back.
// Still written by hand: the ledgers rollup_plays and rollup_listener_days
// (rollup_plays_* on plays), the search indexes, rollup_approvals (a
// minimum; its triggers below and 1763771200's) and the columns hooks keep.

var derivedKeepersReplaced = []string{
	"catalogue_count_add", "catalogue_count_remove", "catalogue_months_add", "catalogue_months_remove",
	"media_catalogue_delete", "media_catalogue_insert", "media_catalogue_plays", "media_catalogue_update",
	"users_catalogue_delete", "users_catalogue_insert", "users_catalogue_status",
	"rollup_downloads_delete", "rollup_downloads_insert",
	"rollup_media_delete", "rollup_media_insert", "rollup_media_move", "rollup_media_move_days", "rollup_media_plays",
	"rollup_playdays_delete", "rollup_playdays_insert", "rollup_playdays_update",
	"totals_approvals_delete", "totals_approvals_insert", "totals_approvals_update",
	"totals_creator_delete", "totals_creator_insert", "totals_creator_update",
	"totals_media_delete", "totals_media_insert", "totals_media_update",
	"rollup_users_delete", "rollup_users_insert", "rollup_users_update",
}

// derivedKeepersByHand are what the replaced triggers did beyond sums:
// an item's first approval follows its creator and type and goes with it,
// and a deleted account's listening days go (moving the roll-ups'
// generation: past days changed).
var derivedKeepersByHand = []string{
	`CREATE TRIGGER [[rollup_approvals_move]] AFTER UPDATE OF [[artist]], [[type]] ON {{media}}
	WHEN OLD.[[artist]] IS NOT NEW.[[artist]] OR OLD.[[type]] IS NOT NEW.[[type]] BEGIN
		UPDATE {{rollup_approvals}} SET [[artist]] = NEW.[[artist]], [[type]] = NEW.[[type]] WHERE [[media]] = NEW.[[id]];
	END`,
	`CREATE TRIGGER [[rollup_approvals_delete]] AFTER DELETE ON {{media}} BEGIN
		DELETE FROM {{rollup_approvals}} WHERE [[media]] = OLD.[[id]];
	END`,
	`CREATE TRIGGER [[rollup_listener_days_forget]] AFTER DELETE ON {{users}} BEGIN
		DELETE FROM {{rollup_listener_days}} WHERE [[listener]] = OLD.[[id]];
		UPDATE {{rollup_generation}} SET [[n]] = [[n]] + 1 WHERE [[id]] = 1 AND changes() > 0;
	END`,
}

var derivedKeepersByHandNames = []string{"rollup_approvals_move", "rollup_approvals_delete", "rollup_listener_days_forget"}

func init() {
	m.Register(func(app core.App) error {
		db := app.DB()
		if err := execAll(db, []string{
			`CREATE TABLE {{_derived_keepers_replaced}} ([[name]] TEXT PRIMARY KEY NOT NULL, [[sql]] TEXT NOT NULL)`,
		}); err != nil {
			return err
		}
		for _, name := range derivedKeepersReplaced {
			if _, err := db.NewQuery(`INSERT INTO {{_derived_keepers_replaced}} SELECT [[name]], [[sql]] FROM sqlite_master
				WHERE [[type]] = 'trigger' AND [[name]] = {:name}`).Bind(map[string]any{"name": name}).Execute(); err != nil {
				return err
			}
			if _, err := db.NewQuery("DROP TRIGGER IF EXISTS [[" + name + "]]").Execute(); err != nil {
				return err
			}
		}
		// Recomputed with no trigger of theirs in place, then kept.
		if err := execAll(db, derivedKeepersRebuild); err != nil {
			return err
		}
		if err := searchExec(app, derivedKeepersCreate); err != nil {
			return err
		}
		if err := searchExec(app, derivedKeepersByHand); err != nil {
			return err
		}
		return execAll(db, []string{`UPDATE {{rollup_generation}} SET [[n]] = [[n]] + 1`})
	}, func(app core.App) error {
		db := app.DB()
		var drops []string
		for _, name := range derivedKeepersByHandNames {
			drops = append(drops, "DROP TRIGGER IF EXISTS [["+name+"]]")
		}
		names := []string{}
		if err := db.NewQuery(`SELECT [[name]] FROM sqlite_master WHERE [[type]] = 'trigger' AND [[name]] LIKE '%\_\_%' ESCAPE '\'`).Column(&names); err != nil {
			return err
		}
		for _, name := range names {
			drops = append(drops, "DROP TRIGGER IF EXISTS [["+name+"]]")
		}
		if err := execAll(db, drops); err != nil {
			return err
		}
		var replaced []string
		if err := db.NewQuery(`SELECT [[sql]] FROM {{_derived_keepers_replaced}}`).Column(&replaced); err != nil {
			return err
		}
		// The stored SQL is as SQLite keeps it (quoted already).
		for _, q := range replaced {
			if _, err := db.NewQuery(q).Execute(); err != nil {
				return err
			}
		}
		return execAll(db, append([]string{`DROP TABLE {{_derived_keepers_replaced}}`}, derivedKeepersRebuild...))
	})
}
