package stats

import (
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"selah/internal/layers"
	"selah/internal/moderation"
	"selah/internal/sqlprep"
)

// The list pages' cards are read on every rendered page of the creator's
// and the admin's media lists, so each is one prepared statement
// (internal/sqlprep): parsing them took a third of a creator's page
// (perf, docs/BENCHMARKS.md, target 7). Bound values compared with an
// indexed column are written +? (sqlprep's package comment says why).

// cardsSQL reads a creator's cards in one step: counts by status and plays
// from rollup_creator_totals, the approval waits from
// rollup_approval_totals (migration 1763772800_rollup_totals.go: a dozen
// rows at most, however many items) and this month's plays from
// rollup_creator_days (a row per day and type). ?1 artist, ?2 the type
// (empty for all), ?3 the month's first day. With the totals layer off
// (SELAH_TOTALS=off) the same sums are taken over the roll-ups the totals
// total (cardsFromRollupsSQL).
const cardsSQL = `SELECT c.total, c.active, c.pending, c.rejected, c.suspended, c.plays,
	(SELECT COALESCE(SUM(plays), 0) FROM rollup_creator_days
		WHERE artist = +?1 AND day >= +?3 AND (?2 = '' OR type = ?2)),
	a.days, a.n
	FROM (SELECT COALESCE(SUM(n), 0) AS total,
		COALESCE(SUM(CASE WHEN status = '` + moderation.Active + `' THEN n END), 0) AS active,
		COALESCE(SUM(CASE WHEN status = '` + moderation.Pending + `' THEN n END), 0) AS pending,
		COALESCE(SUM(CASE WHEN status = '` + moderation.Rejected + `' THEN n END), 0) AS rejected,
		COALESCE(SUM(CASE WHEN status = '` + moderation.Suspended + `' THEN n END), 0) AS suspended,
		COALESCE(SUM(plays), 0) AS plays
		FROM rollup_creator_totals WHERE artist = +?1 AND (?2 = '' OR type = ?2)) c,
	(SELECT COALESCE(SUM(days) / NULLIF(SUM(n), 0), 0) AS days, COALESCE(SUM(n), 0) AS n FROM rollup_approval_totals
		WHERE artist = +?1 AND (?2 = '' OR type = ?2)) a`

// cardsFromRollupsSQL is cardsSQL over rollup_creator_media (a row per
// month) and rollup_approvals (a row per approved item).
var cardsFromRollupsSQL = strings.NewReplacer(
	"FROM rollup_creator_totals", "FROM rollup_creator_media",
	"SELECT COALESCE(SUM(days) / NULLIF(SUM(n), 0), 0) AS days, COALESCE(SUM(n), 0) AS n FROM rollup_approval_totals",
	"SELECT COALESCE(SUM(days) / NULLIF(COUNT(*), 0), 0) AS days, COUNT(*) AS n FROM rollup_approvals",
).Replace(cardsSQL)

// Cards reads an artist's list-page cards (of one type when kind is set)
// at now, from the roll-ups of the media and moderation records.
func Cards(app core.App, s *sqlprep.Statements, artist, kind string, now time.Time) (CreatorCards, error) {
	var c CreatorCards
	q := cardsSQL
	if !s.Layers().On(layers.Totals) {
		q = cardsFromRollupsSQL
	}
	row, err := s.QueryRow(app, q, artist, kind, monthStartDay(now))
	if err != nil {
		return c, err
	}
	err = row.Scan(&c.Total, &c.Approved, &c.Pending, &c.Rejected, &c.Suspended, &c.Plays,
		&c.MonthlyPlays, &c.ApprovalDays, &c.Approvals)
	return c, err
}

// platformSQL reads the admin's cards in one step: totals from
// rollup_media_totals, this month's new media from rollup_media's month
// index, this month's plays from rollup_plays. ?1 the type (empty for
// all), ?2 the month, ?3 the month's first day.
const platformSQL = `SELECT t.total, t.plays,
	(SELECT COALESCE(SUM(n), 0) FROM rollup_media WHERE month = +?2 AND (?1 = '' OR type = ?1)),
	p.month, p.seconds
	FROM (SELECT COALESCE(SUM(n), 0) AS total, COALESCE(SUM(plays), 0) AS plays
		FROM rollup_media_totals WHERE ?1 = '' OR type = ?1) t,
	(SELECT COALESCE(SUM(plays), 0) AS month, COALESCE(SUM(seconds), 0) AS seconds
		FROM rollup_plays WHERE day >= +?3 AND (?1 = '' OR type = ?1)) p`

// platformFromRollupsSQL is platformSQL over rollup_media (a row per
// month), with the totals layer off.
var platformFromRollupsSQL = strings.Replace(platformSQL, "FROM rollup_media_totals", "FROM rollup_media", 1)

// Platform reads the admin's stat cards from rollup_media and rollup_plays
// (migration 1763771200_rollups.go): a few hundred rows at most, however
// many media and plays there are.
func Platform(app core.App, s *sqlprep.Statements, kind string, now time.Time) (PlatformCards, error) {
	var c PlatformCards
	q := platformSQL
	if !s.Layers().On(layers.Totals) {
		q = platformFromRollupsSQL
	}
	row, err := s.QueryRow(app, q, kind, MonthKey(now), monthStartDay(now))
	if err != nil {
		return c, err
	}
	err = row.Scan(&c.Total, &c.Plays, &c.NewThisMonth, &c.PlaysThisMonth, &c.SessionSeconds)
	return c, err
}
