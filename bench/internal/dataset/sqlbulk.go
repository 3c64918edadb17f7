package dataset

import (
	"database/sql"
	"fmt"
	"strings"

	"github.com/pocketbase/dbx"

	"selah/migrations"
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
	rows, err := db.Query(`SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL`, table)
	if err != nil {
		return err
	}
	var names, defs []string
	for rows.Next() {
		var name, def string
		if err := rows.Scan(&name, &def); err != nil {
			rows.Close()
			return err
		}
		names, defs = append(names, name), append(defs, def)
	}
	rows.Close()
	for _, name := range names {
		if _, err := db.Exec("DROP INDEX " + quote(name)); err != nil {
			return err
		}
	}
	if err := fill(); err != nil {
		return err
	}
	for _, def := range defs {
		if _, err := db.Exec(def); err != nil {
			return fmt.Errorf("%s: %w", def, err)
		}
	}
	return nil
}

func quote(name string) string { return "`" + name + "`" }

func quoteAll(names []string) string {
	q := make([]string, len(names))
	for i, n := range names {
		q[i] = quote(n)
	}
	return strings.Join(q, ", ")
}

// withoutRollupTriggers drops the roll-up triggers (migration
// 1763771200_rollups.go), runs fill, puts them back and recomputes the
// roll-ups with the migration's own backfill: one GROUP BY per table
// instead of a trigger per row (2M plays would spend a minute in them).
// The search triggers stay: they build media_fts the production way.
func withoutRollupTriggers(db *sql.DB, fill func() error) error {
	rows, err := db.Query(`SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'rollup\_%' ESCAPE '\'`)
	if err != nil {
		return err
	}
	var names, defs []string
	for rows.Next() {
		var name, def string
		if err := rows.Scan(&name, &def); err != nil {
			rows.Close()
			return err
		}
		names, defs = append(names, name), append(defs, def)
	}
	rows.Close()
	for _, name := range names {
		if _, err := db.Exec("DROP TRIGGER " + quote(name)); err != nil {
			return err
		}
	}
	if err := fill(); err != nil {
		return err
	}
	for _, def := range defs {
		if _, err := db.Exec(def); err != nil {
			return fmt.Errorf("%s: %w", def, err)
		}
	}
	if len(names) == 0 {
		return nil // a binary from before the roll-ups
	}
	return migrations.RebuildRollups(dbx.NewFromDB(db, "sqlite"))
}
