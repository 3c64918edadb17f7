package derived

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
)

// Keep says what keeps a derived table in step with its sources.
type Keep int

const (
	// ByHand: triggers or hooks written for the table (KeptBy names them):
	// ledgers, the search indexes, the columns hooks keep.
	ByHand Keep = iota
	// Sum: each row of a part's sources adds its summands to its key's
	// row. Keepers() writes the triggers from the parts.
	Sum
	// Project: one row per row of the part's FROM; Keepers() writes the
	// triggers that remove and add a source row's rows.
	Project
)

// Part is one SELECT of a generated table: Select's expressions give Key's
// columns and then Values' (for Sum, each row's summand), over From and
// Where. Sources are the tables of From whose writes move the table.
type Part struct {
	Select  []string
	From    string
	Where   string
	Sources []Source
}

// Source is a table read by a part, under Alias.
type Source struct {
	Table, Alias string
	// Key is the table's columns that find one row (its primary key).
	Key []string
	// Columns are the columns the part reads: an update that changes none
	// of them moves nothing.
	Columns []string
	// InPlace (Project only): columns whose change alone rewrites the rows
	// in place rather than removing and adding them, so what is computed
	// from the table (by the columns that did not move) is not touched.
	InPlace []string
}

// sumTable declares a Sum table from its parts; its Query sums them.
func sumTable(t Table, parts ...Part) Table {
	t.Keep, t.Parts = Sum, parts
	k := len(t.Key)
	group := make([]string, k)
	for i := range group {
		group[i] = fmt.Sprint(i + 1)
	}
	if len(parts) == 1 {
		p := parts[0]
		sel := slices.Clone(p.Select[:k])
		for _, v := range p.Select[k:] {
			sel = append(sel, "SUM("+v+")")
		}
		t.Query = "SELECT " + strings.Join(sel, ", ") + " FROM " + p.From + where(p.Where) + " GROUP BY " + strings.Join(group, ", ")
		return t
	}
	cols := t.Columns()
	outer := make([]string, len(cols))
	for i := range cols {
		outer[i] = "u.c" + fmt.Sprint(i)
		if i >= k {
			outer[i] = "SUM(" + outer[i] + ")"
		}
	}
	var unions []string
	for _, p := range parts {
		sel := make([]string, len(p.Select))
		for i, e := range p.Select {
			sel[i] = e + " AS c" + fmt.Sprint(i)
		}
		unions = append(unions, "SELECT "+strings.Join(sel, ", ")+" FROM "+p.From+where(p.Where))
	}
	t.Query = "SELECT " + strings.Join(outer, ", ") + " FROM (" + strings.Join(unions, " UNION ALL ") + ") u GROUP BY " + strings.Join(group, ", ")
	return t
}

// projectTable declares a Project table from its one part.
func projectTable(t Table, p Part) Table {
	t.Keep, t.Parts = Project, []Part{p}
	t.Query = "SELECT " + strings.Join(p.Select, ", ") + " FROM " + p.From + where(p.Where)
	return t
}

func where(cond string) string {
	if cond == "" {
		return ""
	}
	return " WHERE " + cond
}

// Trigger is one generated keeper: its name and its CREATE TRIGGER
// statement (dbx quoting).
type Trigger struct {
	Name, SQL string
}

// Keepers is every generated trigger of every table, in All's order: what
// the migrations must have created (TestMigratedKeepersAreTheDeclarations,
// `selah check`). A generated trigger's name is "<table>__<source>_<event>".
func Keepers() []Trigger {
	var out []Trigger
	for _, t := range All() {
		out = append(out, t.keepers()...)
	}
	return out
}

// rowOf restricts a part to the source's row r (OLD or NEW).
func rowOf(s Source, r string) string {
	conds := make([]string, len(s.Key))
	for i, k := range s.Key {
		conds[i] = s.Alias + ".[[" + k + "]] = " + r + ".[[" + k + "]]"
	}
	return strings.Join(conds, " AND ")
}

func and(a, b string) string {
	if a == "" {
		return b
	}
	return "(" + a + ") AND " + b
}

// changed is the WHEN of an update trigger: one of cols moved.
func changed(cols []string) string {
	c := make([]string, len(cols))
	for i, col := range cols {
		c[i] = "OLD.[[" + col + "]] IS NOT NEW.[[" + col + "]]"
	}
	return strings.Join(c, " OR ")
}

// add is the Sum statement that adds (sign "") or takes away (sign "-")
// what the source's row r gives through part p: from r's own values when
// the part reads no other table (rowForm), else read through the part.
func (t Table) add(p Part, s Source, r, sign string) string {
	k := len(t.Key)
	set := make([]string, len(t.Values))
	for i, v := range t.Values {
		set[i] = "[[" + v + "]] = [[" + v + "]] + excluded.[[" + v + "]]"
	}
	upsert := " ON CONFLICT (" + quoteAll(t.Key) + ") DO UPDATE SET " + strings.Join(set, ", ") + ";"
	if of := rowForm(p, s); of != nil {
		sel := make([]string, len(p.Select))
		for i, e := range p.Select {
			sel[i] = of(e, r)
			if i >= k {
				sel[i] = sign + "(" + sel[i] + ")"
			}
		}
		from := ""
		if rest := of(strings.TrimPrefix(strings.TrimSpace(strings.TrimPrefix(p.From, "{{"+s.Table+"}} "+s.Alias)), ","), r); strings.TrimSpace(rest) != "" {
			from = " FROM " + strings.TrimSpace(rest)
		}
		cond := "true"
		if p.Where != "" {
			cond = of(p.Where, r)
		}
		return "INSERT INTO {{" + t.Name + "}} (" + quoteAll(t.Columns()) + ") SELECT " + strings.Join(sel, ", ") + from +
			" WHERE " + cond + upsert
	}
	sel := slices.Clone(p.Select[:k])
	for _, v := range p.Select[k:] {
		sel = append(sel, sign+"SUM("+v+")")
	}
	group := make([]string, k)
	for i := range group {
		group[i] = fmt.Sprint(i + 1)
	}
	return "INSERT INTO {{" + t.Name + "}} (" + quoteAll(t.Columns()) + ") SELECT " + strings.Join(sel, ", ") +
		" FROM " + p.From + " WHERE " + and(p.Where, rowOf(s, r)) + " GROUP BY " + strings.Join(group, ", ") + upsert
}

// rowForm, for a part that reads only its one source table (and table-
// valued functions of its row, as json_each), rewrites the part's
// expressions to read the row OLD or NEW instead of the table: a trigger
// then reads nothing, and compiles to less (SQLite compiles every trigger
// program again with each statement that may fire it). nil otherwise.
func rowForm(p Part, s Source) func(expr, row string) string {
	head := "{{" + s.Table + "}} " + s.Alias
	if len(p.Sources) != 1 || !strings.HasPrefix(p.From, head) {
		return nil
	}
	rest := strings.TrimPrefix(p.From, head)
	if strings.Contains(rest, "{{") || strings.Contains(strings.ToUpper(rest), "JOIN") {
		return nil
	}
	alias := regexp.MustCompile(`\b` + regexp.QuoteMeta(s.Alias) + `\.`)
	return func(expr, row string) string { return alias.ReplaceAllString(expr, row+".") }
}

// insertRows is the Project statement that adds the rows of the source's
// row r; with inPlace, rows already there take the new values.
func (t Table) insertRows(p Part, s Source, r string, inPlace bool) string {
	q := "INSERT INTO {{" + t.Name + "}} (" + quoteAll(t.Columns()) + ") SELECT " + strings.Join(p.Select, ", ") +
		" FROM " + p.From + " WHERE " + and(p.Where, rowOf(s, r))
	if inPlace {
		set := make([]string, len(t.Values))
		for i, v := range t.Values {
			set[i] = "[[" + v + "]] = excluded.[[" + v + "]]"
		}
		q += " ON CONFLICT (" + quoteAll(t.Key) + ") DO UPDATE SET " + strings.Join(set, ", ")
	}
	return q + ";"
}

// deleteRows is the Project statement that removes the rows of the
// source's row r.
func (t Table) deleteRows(p Part, s Source, r string) string {
	k := len(t.Key)
	return "DELETE FROM {{" + t.Name + "}} WHERE (" + quoteAll(t.Key) + ") IN (SELECT " + strings.Join(p.Select[:k], ", ") +
		" FROM " + p.From + " WHERE " + and(p.Where, rowOf(s, r)) + ");"
}

// sourceUse is one part's use of a source table.
type sourceUse struct {
	p Part
	s Source
}

// keepers are the table's generated triggers: per source table (its
// parts' statements together), an add after insert, a removal before
// delete, and for an update of a column read a removal before and an add
// after, so each statement reads the rows as they are at that moment (a
// joined row already gone adds nothing, and took its share with it).
func (t Table) keepers() []Trigger {
	if t.Keep == ByHand {
		return nil
	}
	var order []string
	uses := map[string][]sourceUse{}
	for _, p := range t.Parts {
		for _, s := range p.Sources {
			if _, ok := uses[s.Table]; !ok {
				order = append(order, s.Table)
			}
			uses[s.Table] = append(uses[s.Table], sourceUse{p, s})
		}
	}
	var out []Trigger
	trigger := func(src, event, timing, when string, body []string) {
		name := t.Name + "__" + src + "_" + event
		of := ""
		if strings.HasPrefix(event, "update") {
			of = " OF " + quoteAll(columnsOf(uses[src], event == "update_in_place"))
		}
		op := "INSERT"
		switch {
		case event == "delete":
			op = "DELETE"
		case strings.HasPrefix(event, "update"):
			op = "UPDATE"
		}
		if when != "" {
			when = " WHEN " + when
		}
		out = append(out, Trigger{name, "CREATE TRIGGER [[" + name + "]] " + timing + " " + op + of + " ON {{" + src + "}}" + when +
			" BEGIN " + strings.Join(body, " ") + " END"})
	}
	for _, src := range order {
		var ins, del, inPlace []string
		var moving, still []string
		rowsOnly := true
		for _, u := range uses[src] {
			rowsOnly = rowsOnly && t.Keep == Sum && rowForm(u.p, u.s) != nil
			for _, c := range u.s.Columns {
				if slices.Contains(u.s.InPlace, c) {
					still = appendNew(still, c)
				} else {
					moving = appendNew(moving, c)
				}
			}
			if t.Keep == Sum {
				ins = append(ins, t.add(u.p, u.s, "NEW", ""))
				del = append(del, t.add(u.p, u.s, "OLD", "-"))
			} else {
				ins = append(ins, t.insertRows(u.p, u.s, "NEW", false))
				del = append(del, t.deleteRows(u.p, u.s, "OLD"))
				if len(u.s.InPlace) > 0 {
					inPlace = append(inPlace, t.insertRows(u.p, u.s, "NEW", true))
				}
			}
		}
		if rowsOnly {
			// Computed from OLD and NEW alone: no reads, one trigger each.
			trigger(src, "insert", "AFTER", "", ins)
			trigger(src, "delete", "AFTER", "", del)
			trigger(src, "update", "AFTER", changed(moving), append(slices.Clone(del), ins...))
			continue
		}
		trigger(src, "insert", "AFTER", "", ins)
		trigger(src, "delete", "BEFORE", "", del)
		trigger(src, "update_remove", "BEFORE", changed(moving), del)
		trigger(src, "update_add", "AFTER", changed(moving), ins)
		if len(inPlace) > 0 {
			trigger(src, "update_in_place", "AFTER", "("+changed(still)+") AND NOT ("+changed(moving)+")", inPlace)
		}
	}
	if t.Past != "" {
		bump := []string{"UPDATE {{rollup_generation}} SET [[n]] = [[n]] + 1 WHERE [[id]] = 1;"}
		past := func(r string) string { return r + ".[[" + t.Past + "]] < date('now')" }
		out = append(out,
			Trigger{t.Name + "__past_insert", "CREATE TRIGGER [[" + t.Name + "__past_insert]] AFTER INSERT ON {{" + t.Name + "}} WHEN " +
				past("NEW") + " BEGIN " + bump[0] + " END"},
			Trigger{t.Name + "__past_update", "CREATE TRIGGER [[" + t.Name + "__past_update]] AFTER UPDATE ON {{" + t.Name + "}} WHEN " +
				past("OLD") + " OR " + past("NEW") + " BEGIN " + bump[0] + " END"})
	}
	return out
}

// columnsOf is the columns an update trigger of these uses watches: the
// moving ones, or with inPlace the in-place ones.
func columnsOf(uses []sourceUse, inPlace bool) []string {
	var out []string
	for _, u := range uses {
		for _, c := range u.s.Columns {
			if slices.Contains(u.s.InPlace, c) == inPlace {
				out = appendNew(out, c)
			}
		}
	}
	return out
}

func appendNew(xs []string, x string) []string {
	if slices.Contains(xs, x) {
		return xs
	}
	return append(xs, x)
}
