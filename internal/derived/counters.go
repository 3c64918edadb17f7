package derived

import "selah/internal/visibility"

// counters are derived columns of source tables, kept by hooks in the
// write's transaction: likes and plays by hooks/play_counters.go, an
// item's episodes and length by hooks/counters.go (a record save, so
// realtime subscribers see them).
func counters() []Table {
	return []Table{{
		Name:   "media_counters",
		KeptBy: "hooks/play_counters.go (likes, plays) and hooks/counters.go (episodes, length)",
		Key:    []string{"id"},
		Values: []string{"likesCount", "playsCount", "episodeCount", "duration"},
		Stored: `SELECT [[id]], [[likesCount]], [[playsCount]], [[episodeCount]], [[duration]] FROM {{media}}`,
		Query: `SELECT m.[[id]],
			(SELECT COUNT(*) FROM {{likes}} l WHERE l.[[media]] = m.[[id]]),
			(SELECT COUNT(*) FROM {{plays}} p WHERE p.[[media]] = m.[[id]]),
			` + EpisodeCountSQL("m") + `,
			` + EpisodeDurationSQL("m") + `
			FROM {{media}} m`,
		// Only the rows that differ are written, so a clean table fires no
		// trigger (playsCount moves the roll-ups and the catalogue).
		Rebuild: []string{`UPDATE {{media}} SET
			[[likesCount]] = (SELECT COUNT(*) FROM {{likes}} l WHERE l.[[media]] = {{media}}.[[id]]),
			[[playsCount]] = (SELECT COUNT(*) FROM {{plays}} p WHERE p.[[media]] = {{media}}.[[id]]),
			[[episodeCount]] = ` + EpisodeCountSQL("{{media}}") + `,
			[[duration]] = ` + EpisodeDurationSQL("{{media}}") + `
			WHERE [[likesCount]] IS NOT (SELECT COUNT(*) FROM {{likes}} l WHERE l.[[media]] = {{media}}.[[id]])
				OR [[playsCount]] IS NOT (SELECT COUNT(*) FROM {{plays}} p WHERE p.[[media]] = {{media}}.[[id]])
				OR [[episodeCount]] IS NOT ` + EpisodeCountSQL("{{media}}") + `
				OR [[duration]] IS NOT ` + EpisodeDurationSQL("{{media}}")},
	}, {
		Name:   "episodes_counters",
		KeptBy: "hooks/play_counters.go",
		Key:    []string{"id"},
		Values: []string{"playsCount"},
		Stored: `SELECT [[id]], [[playsCount]] FROM {{episodes}}`,
		Query:  `SELECT e.[[id]], (SELECT COUNT(*) FROM {{plays}} p WHERE p.[[episode]] = e.[[id]]) FROM {{episodes}} e`,
		Rebuild: []string{`UPDATE {{episodes}} SET [[playsCount]] = (SELECT COUNT(*) FROM {{plays}} p WHERE p.[[episode]] = {{episodes}}.[[id]])
			WHERE [[playsCount]] IS NOT (SELECT COUNT(*) FROM {{plays}} p WHERE p.[[episode]] = {{episodes}}.[[id]])`},
	}}
}

// playDays is each item's plays per UTC day (and those by guests): every
// play is counted here once; the creators' days sum these rows.
func playDays() Table {
	return sumTable(Table{
		Name:         "play_days",
		Key:          []string{"media", "day"},
		Values:       []string{"plays", "guestPlays"},
		ZeroIsAbsent: true, // a play deleted leaves its day's row at zero
	}, Part{
		Select:  []string{"p.[[media]]", "substr(p.[[created]], 1, 10)", "1", "p.[[listenerKey]] LIKE 'guest:%'"},
		From:    "{{plays}} p",
		Sources: []Source{{Table: "plays", Alias: "p", Key: []string{"id"}, Columns: []string{"media", "created", "listenerKey"}}},
	})
}

// EpisodeCountSQL is media row m's episodeCount: the episodes it is listed
// with (visibility.EpisodeCountedSQL), so a new episode waiting for review
// on a live item counts from its approval, when its page and feed show it.
// hooks/counters.go keeps the column with this query.
func EpisodeCountSQL(m string) string {
	return `(SELECT COUNT(*) FROM {{episodes}} e WHERE e.[[media]] = ` + m + `.[[id]] AND ` +
		visibility.EpisodeCountedSQL("e", m) + `)`
}

// EpisodeDurationSQL is media row m's duration: the length of the episodes
// EpisodeCountSQL counts.
func EpisodeDurationSQL(m string) string {
	return `(SELECT COALESCE(SUM(e.[[duration]]), 0) FROM {{episodes}} e WHERE e.[[media]] = ` + m + `.[[id]] AND ` +
		visibility.EpisodeCountedSQL("e", m) + `)`
}
