package migrations

import (
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// Roll-ups: small tables of running totals, kept by SQL triggers in the same
// transaction as the rows they count, so the stat cards, the dashboard and
// the analytics answer from a few dozen rows however many plays, media and
// users there are (docs/BENCHMARKS.md, target 2). Triggers, like media_fts,
// keep them right however a row is written: our routes, the hooks, the REST
// API, the dashboard, a raw UPDATE.
//
//   - rollup_media: media by type, status and month of creation (count and
//     plays): the admin's stat cards and the dashboard.
//   - rollup_creator_media: the same per creator: media-stats and the
//     creator's list stats.
//   - rollup_users: users by status, verified, premium and month of sign-up.
//   - rollup_plays: plays per day and media type, with the seconds those
//     plays' episodes last (the average session).
//   - rollup_creator_days: plays and feed downloads per creator, day and
//     media type, the plays summed from play_days (which the play hook
//     keeps per media and day).
//   - rollup_item_days: play_days keyed by creator first, so one creator's
//     items played on a day are one range of rows.
//   - rollup_approvals: each media item's first approval and how long it
//     waited (the average approval time).
//   - rollup_listener_days: who listened to each creator on each day (one
//     row per listener, however many plays), for daily and unique listeners.
//     It only grows: a listener who heard an item that is deleted since
//     still heard its creator that day. A deleted account leaves it.
//   - rollup_generation: one number, moved whenever a past day's figures
//     change (a delete, a moved item, a back-dated row), so the analytics
//     route may keep past days in memory and read only today (internal/
//     analytics/history.go). Today's plays never move it.
//
// Deletes: PocketBase deletes a record before the records that cascade from
// it, so when a play row goes, its media may already be gone. A media
// delete therefore takes its play_days out of its creator's days itself;
// plays of deleted media stay in rollup_plays (they happened: "plays this
// month" counts listening, not what is still in the catalogue), and a play
// deleted after its episode keeps its seconds (a rare drift of the average
// session, never of the counts).

// mediaRollupUp adds NEW's media row to rollup_media, or with creator to
// rollup_creator_media.
func mediaRollupUp(creator bool) string {
	table, col, val := "rollup_media", "", ""
	if creator {
		table, col, val = "rollup_creator_media", "[[artist]], ", "NEW.[[artist]], "
	}
	return `INSERT INTO {{` + table + `}} (` + col + `[[type]], [[status]], [[month]], [[n]], [[plays]])
		VALUES (` + val + `NEW.[[type]], NEW.[[adminStatus]], substr(NEW.[[created]], 1, 7), 1, NEW.[[playsCount]])
		ON CONFLICT DO UPDATE SET [[n]] = [[n]] + 1, [[plays]] = [[plays]] + excluded.[[plays]];`
}

// mediaRollupDown takes OLD's media row out again.
func mediaRollupDown(creator bool) string {
	table, cond := "rollup_media", ""
	if creator {
		table, cond = "rollup_creator_media", "[[artist]] = OLD.[[artist]] AND "
	}
	return `UPDATE {{` + table + `}} SET [[n]] = [[n]] - 1, [[plays]] = [[plays]] - OLD.[[playsCount]]
		WHERE ` + cond + `[[type]] = OLD.[[type]] AND [[status]] = OLD.[[adminStatus]] AND [[month]] = substr(OLD.[[created]], 1, 7);`
}

// mediaPlaysDelta moves only the plays, the key unchanged (once per play).
func mediaPlaysDelta(creator bool) string {
	table, cond := "rollup_media", ""
	if creator {
		table, cond = "rollup_creator_media", "[[artist]] = NEW.[[artist]] AND "
	}
	return `UPDATE {{` + table + `}} SET [[plays]] = [[plays]] + NEW.[[playsCount]] - OLD.[[playsCount]]
		WHERE ` + cond + `[[type]] = NEW.[[type]] AND [[status]] = NEW.[[adminStatus]] AND [[month]] = substr(NEW.[[created]], 1, 7);`
}

const mediaKeyChanged = `OLD.[[type]] IS NOT NEW.[[type]] OR OLD.[[adminStatus]] IS NOT NEW.[[adminStatus]]
	OR OLD.[[artist]] IS NOT NEW.[[artist]] OR substr(OLD.[[created]], 1, 7) IS NOT substr(NEW.[[created]], 1, 7)`

// creatorDaysOf adds (sign +) or removes (sign -) one media item's
// play_days and downloads to or from its creator's days, and its rows of
// rollup_item_days; with guests, the guest plays too (the column added by
// 1763773200_guest_caps.go).
func creatorDaysOf(row, sign string, guests bool) string {
	items := `DELETE FROM {{rollup_item_days}} WHERE [[artist]] = ` + row + `.[[artist]] AND [[media]] = ` + row + `.[[id]];`
	if sign == "" {
		items = `INSERT INTO {{rollup_item_days}} ([[artist]], [[day]], [[media]], [[plays]])
		SELECT ` + row + `.[[artist]], d.[[day]], d.[[media]], d.[[plays]] FROM {{play_days}} d WHERE d.[[media]] = ` + row + `.[[id]]
		ON CONFLICT DO UPDATE SET [[plays]] = [[plays]] + excluded.[[plays]];`
	}
	col, val, set := guestPlaysSQL(guests, sign, "d")
	return `INSERT INTO {{rollup_creator_days}} ([[artist]], [[day]], [[type]], [[plays]]` + col + `)
		SELECT ` + row + `.[[artist]], d.[[day]], ` + row + `.[[type]], ` + sign + `d.[[plays]]` + val + ` FROM {{play_days}} d
		WHERE d.[[media]] = ` + row + `.[[id]]
		ON CONFLICT DO UPDATE SET [[plays]] = [[plays]] + excluded.[[plays]]` + set + `;
	INSERT INTO {{rollup_creator_days}} ([[artist]], [[day]], [[type]], [[downloads]])
		SELECT ` + row + `.[[artist]], substr(dl.[[created]], 1, 10), ` + row + `.[[type]], ` + sign + `COUNT(*) FROM {{downloads}} dl
		WHERE dl.[[media]] = ` + row + `.[[id]] GROUP BY 2
		ON CONFLICT DO UPDATE SET [[downloads]] = [[downloads]] + excluded.[[downloads]];` + items
}

// guestPlaysSQL is what a statement moving play_days rows (aliased from)
// into rollup_creator_days adds for the guest plays: the column, its
// value and its update; nothing without guests.
func guestPlaysSQL(guests bool, sign, from string) (col, val, set string) {
	if !guests {
		return "", "", ""
	}
	return ", [[guestPlays]]", ", " + sign + from + ".[[guestPlays]]", ", [[guestPlays]] = [[guestPlays]] + excluded.[[guestPlays]]"
}

// playDay adds (sign +) or removes (sign -) a play_days row to or from
// its creator's day and item day, when its media still exists; with
// guests, its guest plays too.
func playDay(row, sign string, guests bool) string {
	col, val, set := guestPlaysSQL(guests, sign, row)
	return `INSERT INTO {{rollup_creator_days}} ([[artist]], [[day]], [[type]], [[plays]]` + col + `)
		SELECT m.[[artist]], ` + row + `.[[day]], m.[[type]], ` + sign + row + `.[[plays]]` + val + ` FROM {{media}} m
		WHERE m.[[id]] = ` + row + `.[[media]]
		ON CONFLICT DO UPDATE SET [[plays]] = [[plays]] + excluded.[[plays]]` + set + `;
	INSERT INTO {{rollup_item_days}} ([[artist]], [[day]], [[media]], [[plays]])
		SELECT m.[[artist]], ` + row + `.[[day]], m.[[id]], ` + sign + row + `.[[plays]] FROM {{media}} m
		WHERE m.[[id]] = ` + row + `.[[media]]
		ON CONFLICT DO UPDATE SET [[plays]] = [[plays]] + excluded.[[plays]];`
}

// download adds (sign +) or removes (sign -) a download to or from its
// creator's day, when its media still exists.
func download(row, sign string) string {
	return `INSERT INTO {{rollup_creator_days}} ([[artist]], [[day]], [[type]], [[downloads]])
		SELECT m.[[artist]], substr(` + row + `.[[created]], 1, 10), m.[[type]], ` + sign + `1 FROM {{media}} m
		WHERE m.[[id]] = ` + row + `.[[media]]
		ON CONFLICT DO UPDATE SET [[downloads]] = [[downloads]] + excluded.[[downloads]];`
}

// playUp and playDown move one play in rollup_plays.
func playUp(row string) string {
	return `INSERT INTO {{rollup_plays}} ([[day]], [[type]], [[plays]], [[seconds]])
		SELECT substr(` + row + `.[[created]], 1, 10), m.[[type]], 1,
			COALESCE((SELECT e.[[duration]] FROM {{episodes}} e WHERE e.[[id]] = ` + row + `.[[episode]]), 0)
		FROM {{media}} m WHERE m.[[id]] = ` + row + `.[[media]]
		ON CONFLICT DO UPDATE SET [[plays]] = [[plays]] + 1, [[seconds]] = [[seconds]] + excluded.[[seconds]];`
}

// listenerDay records that a play's listener heard its creator that day;
// a play of a past day (only a back-dated row) changes history.
func listenerDay(row string) string {
	return `INSERT OR IGNORE INTO {{rollup_listener_days}} ([[artist]], [[day]], [[listener]])
		SELECT m.[[artist]], substr(` + row + `.[[created]], 1, 10), ` + row + `.[[listenerKey]] FROM {{media}} m
		WHERE m.[[id]] = ` + row + `.[[media]] AND ` + row + `.[[listenerKey]] != '';` +
		bumpIf(`substr(`+row+`.[[created]], 1, 10) < date('now')`)
}

// bumpIf moves rollup_generation when cond holds (past days changed).
func bumpIf(cond string) string {
	return `UPDATE {{rollup_generation}} SET [[n]] = [[n]] + 1 WHERE [[id]] = 1 AND (` + cond + `);`
}

func playDown(row string) string {
	return `UPDATE {{rollup_plays}} SET [[plays]] = [[plays]] - 1,
			[[seconds]] = [[seconds]] - COALESCE((SELECT e.[[duration]] FROM {{episodes}} e WHERE e.[[id]] = ` + row + `.[[episode]]), 0)
		WHERE [[day]] = substr(` + row + `.[[created]], 1, 10)
			AND [[type]] = (SELECT m.[[type]] FROM {{media}} m WHERE m.[[id]] = ` + row + `.[[media]]);`
}

func userUp() string {
	return `INSERT INTO {{rollup_users}} ([[status]], [[verified]], [[premium]], [[month]], [[n]])
		VALUES (NEW.[[accountStatus]], NEW.[[verified]], NEW.[[isPremiumUser]], substr(NEW.[[created]], 1, 7), 1)
		ON CONFLICT DO UPDATE SET [[n]] = [[n]] + 1;`
}

func userDown() string {
	return `UPDATE {{rollup_users}} SET [[n]] = [[n]] - 1 WHERE [[status]] = OLD.[[accountStatus]]
		AND [[verified]] = OLD.[[verified]] AND [[premium]] = OLD.[[isPremiumUser]] AND [[month]] = substr(OLD.[[created]], 1, 7);`
}

// firstApproval records a media item's first approval (later ones are
// ignored: the wait is measured to the first).
func firstApproval(event string) string {
	return `INSERT OR IGNORE INTO {{rollup_approvals}} ([[media]], [[artist]], [[type]], [[days]])
		SELECT m.[[id]], m.[[artist]], m.[[type]], julianday(` + event + `.[[created]]) - julianday(m.[[created]])
		FROM {{media}} m WHERE m.[[id]] = ` + event + `.[[media]];`
}

var rollupsUp = []string{
	`CREATE TABLE {{rollup_media}} ([[type]] TEXT NOT NULL, [[status]] TEXT NOT NULL, [[month]] TEXT NOT NULL,
		[[n]] INTEGER NOT NULL DEFAULT 0, [[plays]] INTEGER NOT NULL DEFAULT 0, PRIMARY KEY ([[type]], [[status]], [[month]])) WITHOUT ROWID`,
	`CREATE TABLE {{rollup_creator_media}} ([[artist]] TEXT NOT NULL, [[type]] TEXT NOT NULL, [[status]] TEXT NOT NULL,
		[[month]] TEXT NOT NULL, [[n]] INTEGER NOT NULL DEFAULT 0, [[plays]] INTEGER NOT NULL DEFAULT 0,
		PRIMARY KEY ([[artist]], [[type]], [[status]], [[month]])) WITHOUT ROWID`,
	`CREATE TABLE {{rollup_users}} ([[status]] TEXT NOT NULL, [[verified]] INTEGER NOT NULL, [[premium]] INTEGER NOT NULL,
		[[month]] TEXT NOT NULL, [[n]] INTEGER NOT NULL DEFAULT 0, PRIMARY KEY ([[status]], [[verified]], [[premium]], [[month]])) WITHOUT ROWID`,
	`CREATE TABLE {{rollup_plays}} ([[day]] TEXT NOT NULL, [[type]] TEXT NOT NULL, [[plays]] INTEGER NOT NULL DEFAULT 0,
		[[seconds]] REAL NOT NULL DEFAULT 0, PRIMARY KEY ([[day]], [[type]])) WITHOUT ROWID`,
	`CREATE TABLE {{rollup_creator_days}} ([[artist]] TEXT NOT NULL, [[day]] TEXT NOT NULL, [[type]] TEXT NOT NULL,
		[[plays]] INTEGER NOT NULL DEFAULT 0, [[downloads]] INTEGER NOT NULL DEFAULT 0,
		PRIMARY KEY ([[artist]], [[day]], [[type]])) WITHOUT ROWID`,
	`CREATE TABLE {{rollup_item_days}} ([[artist]] TEXT NOT NULL, [[day]] TEXT NOT NULL, [[media]] TEXT NOT NULL,
		[[plays]] INTEGER NOT NULL DEFAULT 0, PRIMARY KEY ([[artist]], [[day]], [[media]])) WITHOUT ROWID`,
	`CREATE TABLE {{rollup_approvals}} ([[media]] TEXT PRIMARY KEY NOT NULL, [[artist]] TEXT NOT NULL, [[type]] TEXT NOT NULL,
		[[days]] REAL NOT NULL)`,
	`CREATE INDEX [[idx_rollup_approvals_artist]] ON {{rollup_approvals}} ([[artist]], [[type]], [[days]])`,
	`CREATE TABLE {{rollup_listener_days}} ([[artist]] TEXT NOT NULL, [[day]] TEXT NOT NULL, [[listener]] TEXT NOT NULL,
		PRIMARY KEY ([[artist]], [[day]], [[listener]])) WITHOUT ROWID`,
	`CREATE INDEX [[idx_rollup_listener_days_listener]] ON {{rollup_listener_days}} ([[listener]])`,
	`CREATE TABLE {{rollup_generation}} ([[id]] INTEGER PRIMARY KEY CHECK ([[id]] = 1), [[n]] INTEGER NOT NULL)`,
	`INSERT INTO {{rollup_generation}} VALUES (1, 0)`,

	// media
	`CREATE TRIGGER [[rollup_media_insert]] AFTER INSERT ON {{media}} BEGIN ` +
		mediaRollupUp(false) + mediaRollupUp(true) + ` END`,
	// A play changes only playsCount: one update per roll-up.
	`CREATE TRIGGER [[rollup_media_plays]] AFTER UPDATE ON {{media}}
	WHEN OLD.[[playsCount]] IS NOT NEW.[[playsCount]] AND NOT (` + mediaKeyChanged + `) BEGIN ` +
		mediaPlaysDelta(false) + mediaPlaysDelta(true) + ` END`,
	`CREATE TRIGGER [[rollup_media_move]] AFTER UPDATE ON {{media}} WHEN ` + mediaKeyChanged + ` BEGIN ` +
		mediaRollupDown(false) + mediaRollupDown(true) +
		mediaRollupUp(false) + mediaRollupUp(true) + ` END`,

	// plays
	`CREATE TRIGGER [[rollup_plays_insert]] AFTER INSERT ON {{plays}} BEGIN ` + playUp("NEW") + listenerDay("NEW") + ` END`,
	`CREATE TRIGGER [[rollup_plays_update]] AFTER UPDATE ON {{plays}}
	WHEN OLD.[[created]] IS NOT NEW.[[created]] OR OLD.[[media]] IS NOT NEW.[[media]] OR OLD.[[episode]] IS NOT NEW.[[episode]] BEGIN ` +
		playDown("OLD") + playUp("NEW") + listenerDay("NEW") + ` END`,
	`CREATE TRIGGER [[rollup_plays_delete]] AFTER DELETE ON {{plays}} BEGIN ` + playDown("OLD") + ` END`,

	// users
	`CREATE TRIGGER [[rollup_users_insert]] AFTER INSERT ON {{users}} BEGIN ` + userUp() + ` END`,
	`CREATE TRIGGER [[rollup_users_delete]] AFTER DELETE ON {{users}} BEGIN ` + userDown() +
		`DELETE FROM {{rollup_listener_days}} WHERE [[listener]] = OLD.[[id]];` + bumpIf("changes() > 0") + ` END`,
	`CREATE TRIGGER [[rollup_users_update]] AFTER UPDATE ON {{users}}
	WHEN OLD.[[accountStatus]] IS NOT NEW.[[accountStatus]] OR OLD.[[verified]] IS NOT NEW.[[verified]]
		OR OLD.[[isPremiumUser]] IS NOT NEW.[[isPremiumUser]] OR substr(OLD.[[created]], 1, 7) IS NOT substr(NEW.[[created]], 1, 7)
	BEGIN ` + userDown() + userUp() + ` END`,

	// downloads (counted live for today; a change to a past day is history)
	`CREATE TRIGGER [[rollup_downloads_insert]] AFTER INSERT ON {{downloads}} BEGIN ` + download("NEW", "") +
		bumpIf("substr(NEW.[[created]], 1, 10) < date('now')") + ` END`,
	`CREATE TRIGGER [[rollup_downloads_delete]] AFTER DELETE ON {{downloads}} BEGIN ` + download("OLD", "-") + bumpIf("1") + ` END`,

	// moderation events
	`CREATE TRIGGER [[rollup_approvals_insert]] AFTER INSERT ON {{moderation_events}}
	WHEN NEW.[[toStatus]] = 'active' BEGIN ` + firstApproval("NEW") + ` END`,
}

// playDaysTriggers are the triggers that move play_days rows into the
// creator's days: on an item's delete or move, and on play_days' own
// writes; with guests, the guest plays move too (1763773200_guest_caps.go
// drops and makes them again so).
func playDaysTriggers(guests bool) []string {
	guestChanged := ""
	if guests {
		guestChanged = " OR OLD.[[guestPlays]] IS NOT NEW.[[guestPlays]]"
	}
	return []string{
		`CREATE TRIGGER [[rollup_media_delete]] AFTER DELETE ON {{media}} BEGIN ` +
			mediaRollupDown(false) + mediaRollupDown(true) +
			creatorDaysOf("OLD", "-", guests) + bumpIf("1") +
			`DELETE FROM {{rollup_approvals}} WHERE [[media]] = OLD.[[id]]; END`,
		// A new creator or type moves the item's plays to the new creator's days.
		`CREATE TRIGGER [[rollup_media_move_days]] AFTER UPDATE ON {{media}}
	WHEN OLD.[[artist]] IS NOT NEW.[[artist]] OR OLD.[[type]] IS NOT NEW.[[type]] BEGIN ` +
			creatorDaysOf("OLD", "-", guests) + creatorDaysOf("NEW", "", guests) + bumpIf("1") +
			`UPDATE {{rollup_approvals}} SET [[artist]] = NEW.[[artist]], [[type]] = NEW.[[type]] WHERE [[media]] = NEW.[[id]]; END`,

		// play_days (kept per media and day by hooks/play_counters.go)
		`CREATE TRIGGER [[rollup_playdays_insert]] AFTER INSERT ON {{play_days}} BEGIN ` + playDay("NEW", "", guests) +
			bumpIf("NEW.[[day]] < date('now')") + ` END`,
		`CREATE TRIGGER [[rollup_playdays_update]] AFTER UPDATE ON {{play_days}}
	WHEN OLD.[[plays]] IS NOT NEW.[[plays]] OR OLD.[[day]] IS NOT NEW.[[day]] OR OLD.[[media]] IS NOT NEW.[[media]]` + guestChanged + ` BEGIN ` +
			playDay("OLD", "-", guests) + playDay("NEW", "", guests) +
			bumpIf("OLD.[[day]] < date('now') OR NEW.[[day]] < date('now')") + ` END`,
		`CREATE TRIGGER [[rollup_playdays_delete]] AFTER DELETE ON {{play_days}} BEGIN ` + playDay("OLD", "-", guests) +
			bumpIf("OLD.[[day]] < date('now')") + ` END`,
	}
}

// playDaysTriggerNames are playDaysTriggers' names, to drop them.
var playDaysTriggerNames = []string{"rollup_media_delete", "rollup_media_move_days",
	"rollup_playdays_insert", "rollup_playdays_update", "rollup_playdays_delete"}

// rollupsBackfill recomputes every roll-up from the rows (columns named:
// later migrations add some, see guestPlaysBackfill).
var rollupsBackfill = []string{
	`DELETE FROM {{rollup_media}}`,
	`DELETE FROM {{rollup_creator_media}}`,
	`DELETE FROM {{rollup_users}}`,
	`DELETE FROM {{rollup_plays}}`,
	`DELETE FROM {{rollup_creator_days}}`,
	`DELETE FROM {{rollup_item_days}}`,
	`DELETE FROM {{rollup_approvals}}`,
	`DELETE FROM {{rollup_listener_days}}`,
	`UPDATE {{rollup_generation}} SET [[n]] = [[n]] + 1`,
	`INSERT INTO {{rollup_media}} SELECT [[type]], [[adminStatus]], substr([[created]], 1, 7), COUNT(*), SUM([[playsCount]])
		FROM {{media}} GROUP BY 1, 2, 3`,
	`INSERT INTO {{rollup_creator_media}} SELECT [[artist]], [[type]], [[adminStatus]], substr([[created]], 1, 7), COUNT(*), SUM([[playsCount]])
		FROM {{media}} GROUP BY 1, 2, 3, 4`,
	`INSERT INTO {{rollup_users}} SELECT [[accountStatus]], [[verified]], [[isPremiumUser]], substr([[created]], 1, 7), COUNT(*)
		FROM {{users}} GROUP BY 1, 2, 3, 4`,
	`INSERT INTO {{rollup_plays}} SELECT substr(p.[[created]], 1, 10), m.[[type]], COUNT(*), COALESCE(SUM(e.[[duration]]), 0)
		FROM {{plays}} p JOIN {{media}} m ON m.[[id]] = p.[[media]] LEFT JOIN {{episodes}} e ON e.[[id]] = p.[[episode]] GROUP BY 1, 2`,
	`INSERT INTO {{rollup_creator_days}} ([[artist]], [[day]], [[type]], [[plays]], [[downloads]])
		SELECT m.[[artist]], d.[[day]], m.[[type]], SUM(d.[[plays]]), 0
		FROM {{play_days}} d JOIN {{media}} m ON m.[[id]] = d.[[media]] GROUP BY 1, 2, 3`,
	`INSERT INTO {{rollup_creator_days}} ([[artist]], [[day]], [[type]], [[plays]], [[downloads]])
		SELECT m.[[artist]], substr(dl.[[created]], 1, 10), m.[[type]], 0, COUNT(*)
		FROM {{downloads}} dl JOIN {{media}} m ON m.[[id]] = dl.[[media]] WHERE true GROUP BY 1, 2, 3
		ON CONFLICT DO UPDATE SET [[downloads]] = excluded.[[downloads]]`,
	`INSERT INTO {{rollup_item_days}} ([[artist]], [[day]], [[media]], [[plays]]) SELECT m.[[artist]], d.[[day]], d.[[media]], SUM(d.[[plays]])
		FROM {{play_days}} d JOIN {{media}} m ON m.[[id]] = d.[[media]] GROUP BY 1, 2, 3`,
	`INSERT INTO {{rollup_approvals}} SELECT m.[[id]], m.[[artist]], m.[[type]], julianday(MIN(ev.[[created]])) - julianday(m.[[created]])
		FROM {{moderation_events}} ev JOIN {{media}} m ON m.[[id]] = ev.[[media]] WHERE ev.[[toStatus]] = 'active' GROUP BY m.[[id]]`,
	`INSERT OR IGNORE INTO {{rollup_listener_days}} SELECT m.[[artist]], substr(p.[[created]], 1, 10), p.[[listenerKey]]
		FROM {{plays}} p JOIN {{media}} m ON m.[[id]] = p.[[media]] WHERE p.[[listenerKey]] != ''`,
}

var rollupsDown = []string{
	`DROP TRIGGER IF EXISTS [[rollup_approvals_insert]]`,
	`DROP TRIGGER IF EXISTS [[rollup_downloads_delete]]`,
	`DROP TRIGGER IF EXISTS [[rollup_downloads_insert]]`,
	`DROP TRIGGER IF EXISTS [[rollup_users_update]]`,
	`DROP TRIGGER IF EXISTS [[rollup_users_delete]]`,
	`DROP TRIGGER IF EXISTS [[rollup_users_insert]]`,
	`DROP TRIGGER IF EXISTS [[rollup_plays_delete]]`,
	`DROP TRIGGER IF EXISTS [[rollup_plays_update]]`,
	`DROP TRIGGER IF EXISTS [[rollup_plays_insert]]`,
	`DROP TRIGGER IF EXISTS [[rollup_playdays_delete]]`,
	`DROP TRIGGER IF EXISTS [[rollup_playdays_update]]`,
	`DROP TRIGGER IF EXISTS [[rollup_playdays_insert]]`,
	`DROP TRIGGER IF EXISTS [[rollup_media_move_days]]`,
	`DROP TRIGGER IF EXISTS [[rollup_media_move]]`,
	`DROP TRIGGER IF EXISTS [[rollup_media_plays]]`,
	`DROP TRIGGER IF EXISTS [[rollup_media_delete]]`,
	`DROP TRIGGER IF EXISTS [[rollup_media_insert]]`,
	`DROP TABLE IF EXISTS {{rollup_generation}}`,
	`DROP TABLE IF EXISTS {{rollup_listener_days}}`,
	`DROP TABLE IF EXISTS {{rollup_approvals}}`,
	`DROP TABLE IF EXISTS {{rollup_item_days}}`,
	`DROP TABLE IF EXISTS {{rollup_creator_days}}`,
	`DROP TABLE IF EXISTS {{rollup_plays}}`,
	`DROP TABLE IF EXISTS {{rollup_users}}`,
	`DROP TABLE IF EXISTS {{rollup_creator_media}}`,
	`DROP TABLE IF EXISTS {{rollup_media}}`,
}

func execAll(db dbx.Builder, queries []string) error {
	for _, q := range queries {
		if _, err := db.NewQuery(q).Execute(); err != nil {
			return err
		}
	}
	return nil
}

func init() {
	m.Register(func(app core.App) error {
		if err := searchExec(app, append(rollupsUp, playDaysTriggers(false)...)); err != nil {
			return err
		}
		// The columns of its time; 1763773200_guest_caps.go fills the
		// guest plays it adds.
		return execAll(app.DB(), rollupsBackfill)
	}, func(app core.App) error {
		return searchExec(app, rollupsDown)
	})
}
