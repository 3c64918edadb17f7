package dataset

import (
	"database/sql"
	"fmt"
	"strings"

	"github.com/pocketbase/dbx"

	"selah/internal/derived"
)

// bulk inserts rows into one table in one transaction with one prepared
// statement; row(i) returns the values of row i, nil to skip it.
func bulk(db *sql.DB, table string, columns []string, n int, row func(i int) []any) error {
	tx, err := db.Begin()
	if err != nil {
		return err
	}
	defer tx.Rollback()
	q := fmt.Sprintf("INSERT INTO %s (%s) VALUES (%s)", quote(table), quoteAll(columns),
		strings.TrimSuffix(strings.Repeat("?,", len(columns)), ","))
	stmt, err := tx.Prepare(q)
	if err != nil {
		return fmt.Errorf("%s: %w", q, err)
	}
	defer stmt.Close()
	for i := 0; i < n; i++ {
		v := row(i)
		if v == nil {
			continue
		}
		if _, err := stmt.Exec(v...); err != nil {
			return fmt.Errorf("insert into %s: %w", table, err)
		}
	}
	return tx.Commit()
}

// withoutIndexes drops a table's indexes, runs fill, and creates them again
// from their stored SQL: sorting once at the end is several times faster
// than keeping three indexes in order row by row. Unique indexes still
// check their rows when rebuilt.
func withoutIndexes(db *sql.DB, table string, fill func() error) error {
	_, err := without(db, "INDEX", fill,
		`SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL`, table)
	return err
}

// without drops the schema objects (of kind INDEX or TRIGGER) that query
// lists as (name, sql) rows, runs fill, and creates them again from their
// stored SQL. It returns how many there were.
func without(db *sql.DB, kind string, fill func() error, query string, args ...any) (int, error) {
	rows, err := db.Query(query, args...)
	if err != nil {
		return 0, err
	}
	var names, defs []string
	for rows.Next() {
		var name, def string
		if err := rows.Scan(&name, &def); err != nil {
			rows.Close()
			return 0, err
		}
		names, defs = append(names, name), append(defs, def)
	}
	rows.Close()
	for _, name := range names {
		if _, err := db.Exec("DROP " + kind + " " + quote(name)); err != nil {
			return 0, err
		}
	}
	if err := fill(); err != nil {
		return 0, err
	}
	for _, def := range defs {
		if _, err := db.Exec(def); err != nil {
			return 0, fmt.Errorf("%s: %w", def, err)
		}
	}
	return len(names), nil
}

func quote(name string) string { return "`" + name + "`" }

func quoteAll(names []string) string {
	q := make([]string, len(names))
	for i, n := range names {
		q[i] = quote(n)
	}
	return strings.Join(q, ", ")
}

// withoutRollupTriggers drops the triggers that keep the roll-ups and
// play_days (the generated ones, internal/derived, and the ledgers' by
// hand), runs fill, puts them back and recomputes those tables from their
// declarations: one GROUP BY per table instead of a trigger per row (2M
// plays would spend a minute in them). The loader writes play_days itself.
// The catalogue and search triggers
// stay: they build their tables the production way.
func withoutRollupTriggers(db *sql.DB, fill func() error) error {
	n, err := without(db, "TRIGGER", fill, `SELECT name, sql FROM sqlite_master WHERE type = 'trigger'
		AND (name LIKE 'rollup\_%' ESCAPE '\' OR name LIKE 'play\_days\_\_%' ESCAPE '\')`)
	if err != nil {
		return err
	}
	if n == 0 {
		return nil // a binary from before the roll-ups
	}
	var tables []string
	for _, t := range derived.All() {
		if strings.HasPrefix(t.Name, "rollup_") { // play_days: written whole by writePlayDays
			tables = append(tables, t.Name)
		}
	}
	named, err := derived.Named(tables)
	if err != nil {
		return err
	}
	return derived.Rebuild(dbx.NewFromDB(db, "sqlite"), named)
}
