// Package derived declares every derived table once: the rows it must hold,
// as the query that computes them from their sources. The triggers and
// hooks that keep a table in step (migrations/, hooks/play_counters.go,
// hooks/counters.go) are checked against these declarations: Check
// compares each table with its query and names every difference (`selah
// check`), Rebuild recomputes tables from their queries (`selah rebuild`),
// and the property test makes random writes through the app and finds
// every table equal to its query after each batch.
//
// Queries are plain SQLite with dbx's {{table}} and [[column]] quoting.
package derived

import (
	"fmt"
	"slices"
	"strings"
)

// Table is one derived table (or a set of derived columns of a source
// table), declared by the query that defines its full content.
type Table struct {
	// Name is what `selah check` and `selah rebuild` call it: the table's
	// own name, or "<table>_counters" for derived columns of a source table.
	Name string
	// Key and Values name the columns Stored and Query both select, in
	// that order: a row is identified by Key, and Values must be equal.
	Key, Values []string
	// Stored selects what is kept (Key then Values); empty means the
	// columns as named, from the table called Name.
	Stored string
	// Query selects what must be kept, computed from the sources.
	Query string
	// ZeroIsAbsent: triggers decrement counts and leave a row at zero
	// rather than delete it, so a row whose values are all zero stands for
	// no row (both ways).
	ZeroIsAbsent bool
	// Ledger: the table records events as they were when they happened (an
	// item's type or creator then, plays of items deleted since), which no
	// query over today's rows gives back. Stored and Query then compare
	// what must still hold: every row Query gives is kept, with values at
	// least Query's; rows Query does not give are not differences.
	Ledger bool
	// From names the derived tables Query reads (not the sources), so a
	// rebuild of one rebuilds what is computed from it too.
	From []string
	// Keep says what keeps the table: generated triggers from Parts (Sum,
	// Project; Query is then made from Parts), or ByHand, named by KeptBy.
	Keep   Keep
	Parts  []Part
	KeptBy string
	// Past names a day column: a change to a row of a past day moves
	// rollup_generation (the analytics keep past days in memory).
	Past string
	// Rebuild recomputes the table from its sources; empty means
	// "DELETE FROM Name" and "INSERT INTO Name (Key, Values) Query".
	Rebuild []string
}

// Columns is Key then Values.
func (t Table) Columns() []string { return append(slices.Clone(t.Key), t.Values...) }

func (t Table) stored() string {
	if t.Stored != "" {
		return t.Stored
	}
	return "SELECT " + quoteAll(t.Columns()) + " FROM {{" + t.Name + "}}"
}

func (t Table) rebuild() []string {
	if len(t.Rebuild) > 0 {
		return t.Rebuild
	}
	return []string{
		"DELETE FROM {{" + t.Name + "}}",
		"INSERT INTO {{" + t.Name + "}} (" + quoteAll(t.Columns()) + ") " + t.Query,
	}
}

// All is every derived table, in the order a rebuild recomputes them:
// sources' derived columns first, then what is computed from them (a
// table's From always comes before it).
func All() []Table {
	var out []Table
	out = append(out, counters()...)
	out = append(out, playDays())
	out = append(out, catalogue()...)
	out = append(out, search()...)
	out = append(out, rollups()...)
	return out
}

// Named is the tables called names, in All's order, or an error naming
// the unknown ones. No names means all.
func Named(names []string) ([]Table, error) {
	all := All()
	if len(names) == 0 {
		return all, nil
	}
	var unknown []string
	for _, n := range names {
		if !slices.ContainsFunc(all, func(t Table) bool { return t.Name == n }) {
			unknown = append(unknown, n)
		}
	}
	if len(unknown) > 0 {
		return nil, fmt.Errorf("no derived table %s (known: %s)", strings.Join(unknown, ", "), strings.Join(names0(all), ", "))
	}
	var out []Table
	for _, t := range all {
		if slices.Contains(names, t.Name) {
			out = append(out, t)
		}
	}
	return out, nil
}

// WithDependents is tables and every table computed from one of them
// (through From, transitively), in All's order.
func WithDependents(tables []Table) []Table {
	want := map[string]bool{}
	for _, t := range tables {
		want[t.Name] = true
	}
	var out []Table
	for _, t := range All() {
		if !want[t.Name] && slices.ContainsFunc(t.From, func(f string) bool { return want[f] }) {
			want[t.Name] = true
		}
		if want[t.Name] {
			out = append(out, t)
		}
	}
	return out
}

func names0(tables []Table) []string {
	out := make([]string, len(tables))
	for i, t := range tables {
		out[i] = t.Name
	}
	return out
}

func quoteAll(cols []string) string {
	q := make([]string, len(cols))
	for i, c := range cols {
		q[i] = "[[" + c + "]]"
	}
	return strings.Join(q, ", ")
}
