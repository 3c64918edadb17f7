// Package seek pages newest-first lists by month: deep pages start at the
// month that holds their first item, found from kept monthly counts,
// instead of stepping over every item before them.
package seek

import (
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"selah/internal/layers"
	"selah/internal/sqlprep"
)

// A newest-first page N of a list is LIMIT 20 OFFSET 20(N-1) over an index
// in creation order, and SQLite steps over every skipped entry one by one.
// At the full size (pages up to 1,000) that stepping was half of a rendered
// page's CPU (perf, docs/BENCHMARKS.md, target 7). The roll-ups keep the
// media and user lists' items per month of creation (migration
// 1763771200_rollups.go) and catalogue_months the browse lists' (migration
// 1763772900_catalogue_months.go), in the same transaction as the rows, so
// the month that holds the page's first item and the number of items in
// newer months are known from a few hundred rows: the page query then
// starts at that month's end and skips only within it.

// From is the offset past which a page seeks by month: the month walk
// reads a few hundred roll-up rows, which costs about as much as stepping
// over this many index entries.
const From = 400

// Months is a list's monthly counts: Table holds n per month (a column
// named month, "YYYY-MM" of created) and Conds (with Args) pick the rows
// of this list's filter. The zero Months counts nothing: its pages are
// plain OFFSETs (a search, or a filter nothing counts by month).
type Months struct {
	Table string
	Conds []string
	Args  []any
}

// Page is the ids of the newest-first page (1-based) of limit of the list
// sel (a SELECT of one text column FROM ..., with no WHERE), filtered by
// conds (with args) and ordered by created and id (the columns as sel
// names them). Past From the query starts at the end of the month that
// holds the page's first item and skips only the items of that month
// before it: the same rows as the plain OFFSET. With the seek layer off
// (SELAH_SEEK=off, in stmts' layers) every page is the plain OFFSET.
//
// The month walk and the page are two statements, as the count and the
// page always were: a write between them can move the page by the items
// it adds or removes, as it would a moment later. (One statement, with the
// walk as a window over a CTE, cost modernc's SQLite more than the skipping
// it saved.)
func (s Months) Page(app core.App, stmts *sqlprep.Statements, sel string, conds []string, args []any, created, id string, page, limit int) ([]string, error) {
	off := (page - 1) * limit
	order := " ORDER BY " + created + " DESC, " + id + " DESC LIMIT ? OFFSET ?"
	if off >= From && s.Table != "" && stmts.Layers().On(layers.Seek) {
		upto, before, err := s.start(app, stmts, off)
		if err != nil {
			return nil, err
		}
		if upto != "" {
			conds = append(append([]string{}, conds...), created+" < +?")
			args = append(append([]any{}, args...), upto)
			off -= before
		}
	}
	return stmts.Strings(app, sel+whereSQL(conds)+order, append(append([]any{}, args...), limit, off)...)
}

// start is where the item at offset off (newest first) is: the first
// month after its month ("YYYY-MM") and the number of items in newer
// months; "" when off is past the list's end.
func (s Months) start(app core.App, stmts *sqlprep.Statements, off int) (upto string, before int, err error) {
	rows, err := stmts.Query(app, "SELECT month, SUM(n) FROM "+s.Table+whereSQL(s.Conds)+
		" GROUP BY month ORDER BY month DESC", s.Args...)
	if err != nil {
		return "", 0, err
	}
	defer rows.Close()
	for rows.Next() {
		var month string
		var n int
		if err := rows.Scan(&month, &n); err != nil {
			return "", 0, err
		}
		if before+n > off {
			next, err := time.Parse("2006-01", month)
			if err != nil {
				// Not a month (a row with no creation date, written
				// around the record API): the plain OFFSET still
				// answers, as it orders those rows the same way.
				return "", 0, rows.Close()
			}
			return next.AddDate(0, 1, 0).Format("2006-01"), before, rows.Close()
		}
		before += n
	}
	return "", 0, rows.Err()
}

// whereSQL joins conditions into a WHERE clause ("" for none).
func whereSQL(conds []string) string {
	if len(conds) == 0 {
		return ""
	}
	return " WHERE " + strings.Join(conds, " AND ")
}
