package dataset

import (
	"database/sql"
	"selah/internal/search"
	"time"
)

// The writers put the plan into the tables the migrations made, with the
// values PocketBase and our hooks would have stored (lower-case emails,
// status defaults, counters equal to the rows they count).

func writeUsers(db *sql.DB, p *plan, passwordHash string, tokenKey func() string) error {
	cols := []string{"id", "email", "emailVisibility", "verified", "name", "password", "tokenKey", "avatar",
		"created", "updated", "accountStatus", "isPremiumUser", "bio"}
	return bulk(db, "users", cols, len(p.users), func(i int) []any {
		u := p.users[i]
		t := pbTime(u.created)
		return []any{u.id, u.email, false, u.verified, u.name, passwordHash, tokenKey(), "", t, t, u.status, u.premium, ""}
	})
}

// writeMedia fires the media_fts triggers row by row, so the search index is
// built by the same SQL that keeps it in production.
func writeMedia(db *sql.DB, p *plan, counts []int) error {
	cols := []string{"id", "title", "description", "type", "genre", "category", "artist", "coverArt", "adminStatus",
		"statusReason", "reviewedAt", "preacher", "theme", "bibleReferences", "tags", "preachedAt", "episodeCount",
		"duration", "playsCount", "likesCount", "created", "updated"}
	return bulk(db, "media", cols, len(p.media), func(i int) []any {
		m := p.media[i]
		updated := maxTime(m.created, m.reviewed)
		return []any{m.id, m.title, m.desc, m.kind, m.genre, m.category, p.users[m.artist].id, "", m.status,
			m.reason, optTime(m.reviewed), m.preacher, m.theme, m.refs, "[]", optTime(m.preachedAt), m.nEps,
			m.duration, counts[i], 0, pbTime(m.created), pbTime(updated)}
	})
}

func writeEpisodes(db *sql.DB, p *plan, counts []int) error {
	cols := []string{"id", "media", "position", "title", "description", "genre", "lyrics", "audio", "duration",
		"adminStatus", "playsCount", "created", "updated", "bitrate", "headerSize"}
	waveforms, err := hasColumn(db, "episodes", "peaksStatus")
	if err != nil {
		return err
	}
	if waveforms {
		cols = append(cols, "peaks", "peaksStatus")
	}
	return withoutIndexes(db, "episodes", func() error {
		return bulk(db, "episodes", cols, len(p.episodes), func(i int) []any {
			ep := p.episodes[i]
			m := p.media[ep.media]
			f := p.files[ep.audio]
			t := pbTime(m.created)
			row := []any{ep.id, m.id, ep.pos, ep.title, "", m.genre, "", ep.file, f.duration, m.status, counts[i],
				t, t, f.bitrate, f.headerSize}
			if waveforms {
				row = append(row, f.peaks, f.peaksStatus)
			}
			return row
		})
	})
}

// hasColumn tells whether a migration added a column yet (the data set
// follows whatever the binary's migrations made).
func hasColumn(db *sql.DB, table, column string) (bool, error) {
	var n int
	err := db.QueryRow("SELECT COUNT(*) FROM pragma_table_info(?) WHERE name = ?", table, column).Scan(&n)
	return n > 0, err
}

func writeEvents(db *sql.DB, p *plan, adminId string, id func() string) error {
	type ev struct {
		media int
		event
	}
	var all []ev
	for i, m := range p.media {
		for _, e := range m.events {
			all = append(all, ev{i, e})
		}
	}
	cols := []string{"id", "media", "admin", "fromStatus", "toStatus", "reason", "created"}
	return withoutIndexes(db, "moderation_events", func() error {
		return bulk(db, "moderation_events", cols, len(all), func(i int) []any {
			e := all[i]
			return []any{id(), p.media[e.media].id, adminId, e.from, e.to, e.reason, pbTime(e.at)}
		})
	})
}

// writePlays inserts plays [from, to) of the plan.
func writePlays(db *sql.DB, p *plan, from, to int, id func() string) error {
	cols := []string{"id", "episode", "media", "listener", "listenerKey", "created"}
	return withoutIndexes(db, "plays", func() error {
		return bulk(db, "plays", cols, to-from, func(i int) []any {
			pl := p.plays[from+i]
			ep := p.episodes[pl.ep]
			listener := p.users[pl.listener].id
			return []any{id(), ep.id, p.media[ep.media].id, listener, listener, pbTime(time.UnixMilli(pl.at))}
		})
	})
}

func optTime(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return pbTime(t)
}

// writePassages fills media_passages as hooks/passages.go would.
func writePassages(db *sql.DB, p *plan) error {
	type span struct {
		media    string
		from, to int
	}
	var spans []span
	for _, m := range p.media {
		for _, ps := range search.StoredPassages([]byte(m.refs)) {
			from, to := ps.Span()
			spans = append(spans, span{m.id, from, to})
		}
	}
	return bulk(db, "media_passages", []string{"media", "span_from", "span_to"}, len(spans), func(i int) []any {
		return []any{spans[i].media, spans[i].from, spans[i].to}
	})
}
