package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

// Guest caps and guest plays apart (issue 25, items 3 and 6).
//
//   - guest_address_plays: the counted guest plays of each episode from
//     each address of the day (internal/listening.AddressKey, an HMAC under
//     a salt of the day: no address is stored), so a report past
//     listening.GuestPlaysPerAddress is not counted;
//   - guest_address_keys: the guest keys of each address of the day that
//     have rows in listens or positions, at most
//     listening.GuestKeysPerAddress per table;
//   - play_days.guestPlays and rollup_creator_days.guestPlays: of the plays
//     of a day, those by listeners without an account (hooks/
//     play_counters.go keeps play_days; the roll-up triggers, made again
//     here to move the new column, keep the creator's days), so the
//     creator's analytics show guest and signed-in plays apart.
//
// The two guest tables are plain tables (no collection: nothing reads them
// through the REST API); listening.SweepGuests empties their past days.
var guestCapsUp = []string{
	`CREATE TABLE {{guest_address_plays}} ([[address]] TEXT NOT NULL, [[episode]] TEXT NOT NULL, [[day]] TEXT NOT NULL,
		[[plays]] INTEGER NOT NULL DEFAULT 0, PRIMARY KEY ([[address]], [[episode]])) WITHOUT ROWID`,
	`CREATE INDEX [[idx_guest_address_plays_day]] ON {{guest_address_plays}} ([[day]])`,
	`CREATE TABLE {{guest_address_keys}} ([[address]] TEXT NOT NULL, [[tbl]] TEXT NOT NULL, [[listener]] TEXT NOT NULL,
		[[day]] TEXT NOT NULL, PRIMARY KEY ([[address]], [[tbl]], [[listener]])) WITHOUT ROWID`,
	`CREATE INDEX [[idx_guest_address_keys_day]] ON {{guest_address_keys}} ([[day]])`,
	`ALTER TABLE {{rollup_creator_days}} ADD COLUMN [[guestPlays]] INTEGER NOT NULL DEFAULT 0`,
	// The guest plays already counted, by day (the (media, created) index
	// finds a day's plays of an item).
	`UPDATE {{play_days}} SET [[guestPlays]] = (SELECT COUNT(*) FROM {{plays}} p
		WHERE p.[[media]] = {{play_days}}.[[media]] AND p.[[created]] >= {{play_days}}.[[day]]
			AND p.[[created]] < date({{play_days}}.[[day]], '+1 day') AND p.[[listenerKey]] LIKE 'guest:%')`,
}

// guestPlaysBackfill recomputes rollup_creator_days' guest plays from
// play_days (RebuildRollups runs it after the older roll-ups' backfill).
var guestPlaysBackfill = []string{
	`UPDATE {{rollup_creator_days}} SET [[guestPlays]] = 0 WHERE [[guestPlays]] != 0`,
	`INSERT INTO {{rollup_creator_days}} ([[artist]], [[day]], [[type]], [[guestPlays]])
		SELECT m.[[artist]], d.[[day]], m.[[type]], SUM(d.[[guestPlays]]) FROM {{play_days}} d JOIN {{media}} m ON m.[[id]] = d.[[media]]
		WHERE true GROUP BY 1, 2, 3 HAVING SUM(d.[[guestPlays]]) != 0
		ON CONFLICT DO UPDATE SET [[guestPlays]] = excluded.[[guestPlays]]`,
}

func dropPlayDaysTriggers() []string {
	out := make([]string, 0, len(playDaysTriggerNames))
	for _, name := range playDaysTriggerNames {
		out = append(out, `DROP TRIGGER IF EXISTS [[`+name+`]]`)
	}
	return out
}

func init() {
	m.Register(func(app core.App) error {
		days, err := app.FindCollectionByNameOrId("play_days")
		if err != nil {
			return err
		}
		days.Fields.Add(&core.NumberField{Name: "guestPlays", OnlyInt: true, Min: types.Pointer(0.0)})
		if err := app.Save(days); err != nil {
			return err
		}
		up := append(dropPlayDaysTriggers(), guestCapsUp...)
		up = append(up, playDaysTriggers(true)...)
		if err := searchExec(app, up); err != nil {
			return err
		}
		return execAll(app.DB(), guestPlaysBackfill)
	}, func(app core.App) error {
		down := append(dropPlayDaysTriggers(), playDaysTriggers(false)...)
		down = append(down,
			`ALTER TABLE {{rollup_creator_days}} DROP COLUMN [[guestPlays]]`,
			`DROP TABLE IF EXISTS {{guest_address_keys}}`,
			`DROP TABLE IF EXISTS {{guest_address_plays}}`)
		if err := searchExec(app, down); err != nil {
			return err
		}
		days, err := app.FindCollectionByNameOrId("play_days")
		if err != nil {
			return err
		}
		days.Fields.RemoveByName("guestPlays")
		return app.Save(days)
	})
}
