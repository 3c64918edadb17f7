// Package lists reads the pages of the API's lists: the listener's browse
// list, the creator's and the admin's media lists and the admin's user
// list. Each function takes a filter already read and checked by its route
// and answers the list's length and a page of ids (or of plain rows); the
// routes read the request and render the answer.
//
// Every list is counted and paged by the cheapest source that can answer
// its shape: a kept count or roll-up (migration 1763771200_rollups.go,
// internal/catalogue), a search index, or SQL over the tables.
package lists

import "github.com/pocketbase/dbx"

// and joins conditions, skipping nil ones, and is "1=1" when none is left:
// dbx renders an And of only empty or nil expressions as "()", which SQLite
// refuses (and AndWhere(nil) builds exactly that).
func and(exps ...dbx.Expression) dbx.Expression {
	var kept []dbx.Expression
	for _, e := range exps {
		if e != nil {
			kept = append(kept, e)
		}
	}
	switch len(kept) {
	case 0:
		return dbx.NewExp("1=1")
	case 1:
		return kept[0]
	}
	return dbx.And(kept...)
}

// offset is the number of rows before a page (1-based) of limit rows.
func offset(page, limit int) int { return (page - 1) * limit }
