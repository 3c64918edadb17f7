package derived

// rollups are the running totals behind the stat cards, the dashboard and
// the analytics (tables made by migrations 1763771200_rollups.go,
// 1763772800_rollup_totals.go, 1763773200_guest_caps.go). Each fact is
// counted once, from its source: a media row by creator and month, a play
// by item and day (play_days); the coarser tables sum those. The sums'
// triggers come from these declarations (Keepers, migration
// 1763774200_derived_keepers.go).
func rollups() []Table {
	creatorMedia := Source{Table: "rollup_creator_media", Alias: "r", Key: []string{"artist", "type", "status", "month"},
		Columns: []string{"artist", "type", "status", "month", "n", "plays"}}
	monthly := Source{Table: "rollup_media", Alias: "r", Key: []string{"type", "status", "month"},
		Columns: []string{"type", "status", "month", "n", "plays"}}
	mediaOf := func(cols ...string) Source {
		return Source{Table: "media", Alias: "m", Key: []string{"id"}, Columns: cols}
	}
	dayOf := Source{Table: "play_days", Alias: "d", Key: []string{"media", "day"}, Columns: []string{"media", "day", "plays", "guestPlays"}}
	return []Table{
		// A media row is counted once here, by creator and month; the
		// admin's months and every total are sums of it.
		sumTable(Table{
			Name:         "rollup_creator_media",
			Key:          []string{"artist", "type", "status", "month"},
			Values:       []string{"n", "plays"},
			ZeroIsAbsent: true,
			From:         []string{"media_counters"},
		}, Part{
			Select:  []string{"m.[[artist]]", "m.[[type]]", "m.[[adminStatus]]", "substr(m.[[created]], 1, 7)", "1", "m.[[playsCount]]"},
			From:    "{{media}} m",
			Sources: []Source{mediaOf("artist", "type", "adminStatus", "created", "playsCount")},
		}),
		sumTable(Table{
			Name:         "rollup_media",
			Key:          []string{"type", "status", "month"},
			Values:       []string{"n", "plays"},
			ZeroIsAbsent: true,
			From:         []string{"rollup_creator_media"},
		}, Part{
			Select:  []string{"r.[[type]]", "r.[[status]]", "r.[[month]]", "r.[[n]]", "r.[[plays]]"},
			From:    "{{rollup_creator_media}} r",
			Sources: []Source{creatorMedia},
		}),
		sumTable(Table{
			Name:         "rollup_media_totals",
			Key:          []string{"type", "status"},
			Values:       []string{"n", "plays"},
			ZeroIsAbsent: true,
			From:         []string{"rollup_media"},
		}, Part{
			Select:  []string{"r.[[type]]", "r.[[status]]", "r.[[n]]", "r.[[plays]]"},
			From:    "{{rollup_media}} r",
			Sources: []Source{monthly},
		}),
		sumTable(Table{
			Name:         "rollup_creator_totals",
			Key:          []string{"artist", "type", "status"},
			Values:       []string{"n", "plays"},
			ZeroIsAbsent: true,
			From:         []string{"rollup_creator_media"},
		}, Part{
			Select:  []string{"r.[[artist]]", "r.[[type]]", "r.[[status]]", "r.[[n]]", "r.[[plays]]"},
			From:    "{{rollup_creator_media}} r",
			Sources: []Source{creatorMedia},
		}),
		sumTable(Table{
			Name:         "rollup_users",
			Key:          []string{"status", "verified", "premium", "month"},
			Values:       []string{"n"},
			ZeroIsAbsent: true,
		}, Part{
			Select: []string{"u.[[accountStatus]]", "u.[[verified]]", "u.[[isPremiumUser]]", "substr(u.[[created]], 1, 7)", "1"},
			From:   "{{users}} u",
			Sources: []Source{{Table: "users", Alias: "u", Key: []string{"id"},
				Columns: []string{"accountStatus", "verified", "isPremiumUser", "created"}}},
		}),
		{
			// Plays per day and type as they happened: a deleted item's plays
			// stay, and so do the type an item had and the length an episode
			// had when played. What must hold: each day holds at least the
			// plays of items that still exist.
			Name:   "rollup_plays",
			Key:    []string{"day"},
			Values: []string{"plays"},
			Ledger: true,
			KeptBy: "triggers rollup_plays_insert, _update and _delete on plays (migration 1763771200_rollups.go)",
			Stored: `SELECT [[day]], SUM([[plays]]) FROM {{rollup_plays}} GROUP BY 1`,
			Query: `SELECT substr(p.[[created]], 1, 10), COUNT(*) FROM {{plays}} p JOIN {{media}} m ON m.[[id]] = p.[[media]]
			GROUP BY 1`,
			Rebuild: []string{
				`DELETE FROM {{rollup_plays}}`,
				`INSERT INTO {{rollup_plays}} ([[day]], [[type]], [[plays]], [[seconds]])
			SELECT substr(p.[[created]], 1, 10), m.[[type]], COUNT(*), COALESCE(SUM(e.[[duration]]), 0)
			FROM {{plays}} p JOIN {{media}} m ON m.[[id]] = p.[[media]] LEFT JOIN {{episodes}} e ON e.[[id]] = p.[[episode]] GROUP BY 1, 2`,
			},
		},
		// A creator's plays (from play_days) and feed downloads per day and
		// type, under the creator and type the item has now.
		sumTable(Table{
			Name:         "rollup_creator_days",
			Key:          []string{"artist", "day", "type"},
			Values:       []string{"plays", "downloads", "guestPlays"},
			ZeroIsAbsent: true,
			Past:         "day",
			From:         []string{"play_days"},
		}, Part{
			Select:  []string{"m.[[artist]]", "d.[[day]]", "m.[[type]]", "d.[[plays]]", "0", "d.[[guestPlays]]"},
			From:    "{{play_days}} d JOIN {{media}} m ON m.[[id]] = d.[[media]]",
			Sources: []Source{dayOf, mediaOf("artist", "type")},
		}, Part{
			Select: []string{"m.[[artist]]", "substr(dl.[[created]], 1, 10)", "m.[[type]]", "0", "1", "0"},
			From:   "{{downloads}} dl JOIN {{media}} m ON m.[[id]] = dl.[[media]]",
			Sources: []Source{{Table: "downloads", Alias: "dl", Key: []string{"id"}, Columns: []string{"created", "media"}},
				mediaOf("artist", "type")},
		}),
		// play_days keyed by creator first: one creator's items played on a
		// day are one range of rows.
		sumTable(Table{
			Name:         "rollup_item_days",
			Key:          []string{"artist", "day", "media"},
			Values:       []string{"plays"},
			ZeroIsAbsent: true,
			Past:         "day",
			From:         []string{"play_days"},
		}, Part{
			Select:  []string{"m.[[artist]]", "d.[[day]]", "d.[[media]]", "d.[[plays]]"},
			From:    "{{play_days}} d JOIN {{media}} m ON m.[[id]] = d.[[media]]",
			Sources: []Source{dayOf, mediaOf("artist")},
		}),
		{
			// Each item's first approval (to active, or to scheduled when its
			// release time was ahead) and how long it waited (a minimum,
			// which a sum cannot keep).
			Name:   "rollup_approvals",
			Key:    []string{"media"},
			Values: []string{"artist", "type", "days"},
			KeptBy: "triggers rollup_approvals_* on moderation_events and media (migration 1763774200_derived_keepers.go)",
			Query: `SELECT m.[[id]], m.[[artist]], m.[[type]], julianday(MIN(ev.[[created]])) - julianday(m.[[created]])
			FROM {{moderation_events}} ev JOIN {{media}} m ON m.[[id]] = ev.[[media]]
			WHERE ev.[[toStatus]] IN ('active', 'scheduled') GROUP BY m.[[id]]`,
		},
		sumTable(Table{
			Name:         "rollup_approval_totals",
			Key:          []string{"artist", "type"},
			Values:       []string{"n", "days"},
			ZeroIsAbsent: true,
			From:         []string{"rollup_approvals"},
		}, Part{
			Select: []string{"a.[[artist]]", "a.[[type]]", "1", "a.[[days]]"},
			From:   "{{rollup_approvals}} a",
			Sources: []Source{{Table: "rollup_approvals", Alias: "a", Key: []string{"media"},
				Columns: []string{"artist", "type", "days"}}},
		}),
		{
			// Who listened to each creator on each day, as it was: an item
			// deleted or moved since leaves its listeners with the creator it
			// had. What must hold: every (day, listener) of a play of an item
			// that still exists is there.
			Name:   "rollup_listener_days",
			Key:    []string{"day", "listener"},
			Ledger: true,
			KeptBy: "trigger rollup_plays_insert on plays (migration 1763771200_rollups.go) and rollup_listener_days_forget on users",
			Stored: `SELECT DISTINCT [[day]], [[listener]] FROM {{rollup_listener_days}}`,
			Query: `SELECT DISTINCT substr(p.[[created]], 1, 10), p.[[listenerKey]] FROM {{plays}} p
			JOIN {{media}} m ON m.[[id]] = p.[[media]] WHERE p.[[listenerKey]] != ''`,
			Rebuild: []string{
				`DELETE FROM {{rollup_listener_days}}`,
				`INSERT OR IGNORE INTO {{rollup_listener_days}} ([[artist]], [[day]], [[listener]])
			SELECT m.[[artist]], substr(p.[[created]], 1, 10), p.[[listenerKey]]
			FROM {{plays}} p JOIN {{media}} m ON m.[[id]] = p.[[media]] WHERE p.[[listenerKey]] != ''`,
			},
		},
	}
}
