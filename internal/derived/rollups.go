package derived

// rollups are the running totals behind the stat cards, the dashboard and
// the analytics (migrations 1763771200_rollups.go, 1763772800_rollup_totals.go,
// 1763773200_guest_caps.go), kept by SQL triggers.
func rollups() []Table {
	return []Table{{
		Name:         "rollup_media",
		Key:          []string{"type", "status", "month"},
		Values:       []string{"n", "plays"},
		ZeroIsAbsent: true,
		Query: `SELECT [[type]], [[adminStatus]], substr([[created]], 1, 7), COUNT(*), SUM([[playsCount]])
			FROM {{media}} GROUP BY 1, 2, 3`,
		From: []string{"media_counters"},
	}, {
		Name:         "rollup_media_totals",
		Key:          []string{"type", "status"},
		Values:       []string{"n", "plays"},
		ZeroIsAbsent: true,
		Query:        `SELECT [[type]], [[adminStatus]], COUNT(*), SUM([[playsCount]]) FROM {{media}} GROUP BY 1, 2`,
		From:         []string{"media_counters", "rollup_media"},
	}, {
		Name:         "rollup_creator_media",
		Key:          []string{"artist", "type", "status", "month"},
		Values:       []string{"n", "plays"},
		ZeroIsAbsent: true,
		Query: `SELECT [[artist]], [[type]], [[adminStatus]], substr([[created]], 1, 7), COUNT(*), SUM([[playsCount]])
			FROM {{media}} GROUP BY 1, 2, 3, 4`,
		From: []string{"media_counters"},
	}, {
		Name:         "rollup_creator_totals",
		Key:          []string{"artist", "type", "status"},
		Values:       []string{"n", "plays"},
		ZeroIsAbsent: true,
		Query: `SELECT [[artist]], [[type]], [[adminStatus]], COUNT(*), SUM([[playsCount]])
			FROM {{media}} GROUP BY 1, 2, 3`,
		From: []string{"media_counters", "rollup_creator_media"},
	}, {
		Name:         "rollup_users",
		Key:          []string{"status", "verified", "premium", "month"},
		Values:       []string{"n"},
		ZeroIsAbsent: true,
		Query: `SELECT [[accountStatus]], [[verified]], [[isPremiumUser]], substr([[created]], 1, 7), COUNT(*)
			FROM {{users}} GROUP BY 1, 2, 3, 4`,
	}, {
		// Plays per day and type as they happened: a deleted item's plays
		// stay, and so do the type an item had and the length an episode
		// had when played. What must hold: each day holds at least the
		// plays of items that still exist.
		Name:   "rollup_plays",
		Key:    []string{"day"},
		Values: []string{"plays"},
		Ledger: true,
		Stored: `SELECT [[day]], SUM([[plays]]) FROM {{rollup_plays}} GROUP BY 1`,
		Query: `SELECT substr(p.[[created]], 1, 10), COUNT(*) FROM {{plays}} p JOIN {{media}} m ON m.[[id]] = p.[[media]]
			GROUP BY 1`,
		Rebuild: []string{
			`DELETE FROM {{rollup_plays}}`,
			`INSERT INTO {{rollup_plays}} ([[day]], [[type]], [[plays]], [[seconds]])
			SELECT substr(p.[[created]], 1, 10), m.[[type]], COUNT(*), COALESCE(SUM(e.[[duration]]), 0)
			FROM {{plays}} p JOIN {{media}} m ON m.[[id]] = p.[[media]] LEFT JOIN {{episodes}} e ON e.[[id]] = p.[[episode]] GROUP BY 1, 2`,
		},
	}, {
		Name:         "rollup_creator_days",
		Key:          []string{"artist", "day", "type"},
		Values:       []string{"plays", "downloads", "guestPlays"},
		ZeroIsAbsent: true,
		Query: `SELECT [[artist]], [[day]], [[type]], SUM([[plays]]), SUM([[downloads]]), SUM([[guestPlays]]) FROM (
			SELECT m.[[artist]] AS artist, d.[[day]] AS day, m.[[type]] AS type, d.[[plays]] AS plays, 0 AS downloads, d.[[guestPlays]] AS guestPlays
				FROM {{play_days}} d JOIN {{media}} m ON m.[[id]] = d.[[media]]
			UNION ALL
			SELECT m.[[artist]], substr(dl.[[created]], 1, 10), m.[[type]], 0, 1, 0
				FROM {{downloads}} dl JOIN {{media}} m ON m.[[id]] = dl.[[media]]
			) GROUP BY 1, 2, 3`,
		From: []string{"play_days"},
	}, {
		Name:         "rollup_item_days",
		Key:          []string{"artist", "day", "media"},
		Values:       []string{"plays"},
		ZeroIsAbsent: true,
		Query: `SELECT m.[[artist]], d.[[day]], d.[[media]], SUM(d.[[plays]])
			FROM {{play_days}} d JOIN {{media}} m ON m.[[id]] = d.[[media]] GROUP BY 1, 2, 3`,
		From: []string{"play_days"},
	}, {
		Name:   "rollup_approvals",
		Key:    []string{"media"},
		Values: []string{"artist", "type", "days"},
		Query: `SELECT m.[[id]], m.[[artist]], m.[[type]], julianday(MIN(ev.[[created]])) - julianday(m.[[created]])
			FROM {{moderation_events}} ev JOIN {{media}} m ON m.[[id]] = ev.[[media]] WHERE ev.[[toStatus]] = 'active' GROUP BY m.[[id]]`,
	}, {
		Name:         "rollup_approval_totals",
		Key:          []string{"artist", "type"},
		Values:       []string{"n", "days"},
		ZeroIsAbsent: true,
		Query:        `SELECT [[artist]], [[type]], COUNT(*), SUM([[days]]) FROM {{rollup_approvals}} GROUP BY 1, 2`,
		From:         []string{"rollup_approvals"},
	}, {
		// Who listened to each creator on each day, as it was: an item
		// deleted or moved since leaves its listeners with the creator it
		// had. What must hold: every (day, listener) of a play of an item
		// that still exists is there.
		Name:   "rollup_listener_days",
		Key:    []string{"day", "listener"},
		Ledger: true,
		Stored: `SELECT DISTINCT [[day]], [[listener]] FROM {{rollup_listener_days}}`,
		Query: `SELECT DISTINCT substr(p.[[created]], 1, 10), p.[[listenerKey]] FROM {{plays}} p
			JOIN {{media}} m ON m.[[id]] = p.[[media]] WHERE p.[[listenerKey]] != ''`,
		Rebuild: []string{
			`DELETE FROM {{rollup_listener_days}}`,
			`INSERT OR IGNORE INTO {{rollup_listener_days}} ([[artist]], [[day]], [[listener]])
			SELECT m.[[artist]], substr(p.[[created]], 1, 10), p.[[listenerKey]]
			FROM {{plays}} p JOIN {{media}} m ON m.[[id]] = p.[[media]] WHERE p.[[listenerKey]] != ''`,
		},
	}}
}
