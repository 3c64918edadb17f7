// Package catalogue reads the listener's catalogue: the media a listener
// may see, picked by visibility's filter (visibility.PublicFactsSQL) from
// the catalogue table, which SQL triggers keep with each item's review
// state and creator's standing, and each list's length by those facts in
// catalogue_counts (migrations/1763772100_catalogue.go,
// 1763774100_visibility_facts.go). A page
// of any browse list without words or passages is one kept count and one
// walk of an index that holds the media id; no media or users row is read
// before the page's ids are known.
package catalogue

import (
	"strings"

	"github.com/pocketbase/pocketbase/core"

	"selah/internal/seek"
	"selah/internal/sqlprep"
	"selah/internal/visibility"
)

// List is one of the browse lists: every public item, or those of one
// type, one genre or both; newest first, or most played first.
type List struct {
	Kind    string // album, podcast, sermon; "" for all
	Genre   string // a genres id; "" for all
	Popular bool
}

// key is the list's row in catalogue_counts (the migration's
// catalogueKeys).
func (l List) key() string {
	switch {
	case l.Kind != "" && l.Genre != "":
		return "tg:" + l.Kind + ":" + l.Genre
	case l.Kind != "":
		return "t:" + l.Kind
	case l.Genre != "":
		return "g:" + l.Genre
	}
	return ""
}

// conds are the list's conditions on the catalogue, with their arguments.
func (l List) conds() ([]string, []any) {
	conds := []string{visibility.PublicFactsSQL("")}
	var args []any
	if l.Kind != "" {
		conds, args = append(conds, "type = +?"), append(args, l.Kind)
	}
	if l.Genre != "" {
		conds, args = append(conds, "genre = +?"), append(args, l.Genre)
	}
	return conds, args
}

// pageSQL is the statement of the list's page and its arguments before
// LIMIT and OFFSET. The order breaks ties by id, as the media lists'
// created DESC, id DESC does, so pages never repeat or skip an item; each
// shape has an index that answers it (the migration's idx_catalogue_*).
func (l List) pageSQL() (string, []any) {
	conds, args := l.conds()
	q := "SELECT media FROM catalogue WHERE " + strings.Join(conds, " AND ")
	if l.Popular {
		q += " ORDER BY plays DESC, created DESC, media DESC"
	} else {
		q += " ORDER BY created DESC, media DESC"
	}
	return q + " LIMIT ? OFFSET ?", args
}

// months is the newest-first list's length per month of creation
// (catalogue_months, migration 1763772900_catalogue_months.go), by which
// its deep pages seek (internal/seek).
func (l List) months() seek.Months {
	return seek.Months{Table: "catalogue_months", Conds: []string{"key = +?", visibility.PublicFactsSQL("")}, Args: []any{l.key()}}
}

// countSQL sums the list's counts over the facts visibility shows.
var countSQL = "SELECT COALESCE(SUM(n), 0) FROM catalogue_counts WHERE key = +? AND " + visibility.PublicFactsSQL("")

// Count is the list's length.
func Count(app core.App, s *sqlprep.Statements, l List) (int, error) {
	row, err := s.QueryRow(app, countSQL, l.key())
	if err != nil {
		return 0, err
	}
	var n int
	return n, row.Scan(&n)
}

// Page is the list's length and the media ids of its page (1-based) of
// limit items, in the list's order.
func Page(app core.App, s *sqlprep.Statements, l List, page, limit int) (int, []string, error) {
	total, err := Count(app, s, l)
	if err != nil || total <= (page-1)*limit {
		return total, nil, err
	}
	if !l.Popular {
		conds, args := l.conds()
		ids, err := l.months().Page(app, s, "SELECT media FROM catalogue", conds, args, "created", "media", page, limit)
		return total, ids, err
	}
	q, args := l.pageSQL()
	ids, err := s.Strings(app, q, append(args, limit, (page-1)*limit)...)
	return total, ids, err
}
