package dataset

import (
	"database/sql"
	"time"
)

// counters are what the hooks keep in step with the plays rows: playsCount
// of episodes and media, and the per-day totals in play_days.
type counters struct {
	media, episodes []int
	days            map[dayKey]int
}

type dayKey struct {
	media int
	day   string
}

// countPlays counts the first n plays of the plan.
func countPlays(p *plan, n int) counters {
	c := counters{media: make([]int, len(p.media)), episodes: make([]int, len(p.episodes)), days: map[dayKey]int{}}
	for _, pl := range p.plays[:n] {
		ep := p.episodes[pl.ep]
		c.episodes[pl.ep]++
		c.media[ep.media]++
		c.days[dayKey{ep.media, time.UnixMilli(pl.at).UTC().Format("2006-01-02")}]++
	}
	return c
}

// writePlayDays replaces play_days with c's daily totals.
func writePlayDays(db *sql.DB, p *plan, c counters, id func() string) error {
	if _, err := db.Exec("DELETE FROM `play_days`"); err != nil {
		return err
	}
	keys := make([]dayKey, 0, len(c.days))
	for k := range c.days {
		keys = append(keys, k)
	}
	return withoutIndexes(db, "play_days", func() error {
		return bulk(db, "play_days", []string{"id", "media", "day", "plays"}, len(keys), func(i int) []any {
			k := keys[i]
			return []any{id(), p.media[k.media].id, k.day, c.days[k]}
		})
	})
}

// updateCounters moves playsCount from old to now where they differ.
func updateCounters(db *sql.DB, p *plan, old, now counters) error {
	tx, err := db.Begin()
	if err != nil {
		return err
	}
	defer tx.Rollback()
	for _, t := range []struct {
		table    string
		old, now []int
		id       func(int) string
	}{
		{"episodes", old.episodes, now.episodes, func(i int) string { return p.episodes[i].id }},
		{"media", old.media, now.media, func(i int) string { return p.media[i].id }},
	} {
		stmt, err := tx.Prepare("UPDATE `" + t.table + "` SET `playsCount` = ? WHERE `id` = ?")
		if err != nil {
			return err
		}
		for i := range t.now {
			if t.now[i] != t.old[i] {
				if _, err := stmt.Exec(t.now[i], t.id(i)); err != nil {
					stmt.Close()
					return err
				}
			}
		}
		stmt.Close()
	}
	return tx.Commit()
}
