package commands

import (
	"database/sql"
	"fmt"
	"io"
	"os"

	"github.com/pocketbase/dbx"

	"selah/internal/derived"
)

// Check compares tables with their queries in the database at path, read
// only and in one read transaction, prints each difference to out and
// returns an error when there is one.
func Check(path string, tables []derived.Table, out io.Writer) error {
	if _, err := os.Stat(path); err != nil {
		return fmt.Errorf("no database to check: %w", err)
	}
	// mode=ro: this connection cannot write, whatever runs beside it; the
	// busy timeout waits out a writer's checkpoint.
	conn, err := sql.Open("sqlite", "file:"+path+"?mode=ro&_pragma=busy_timeout(10000)&_pragma=query_only(1)")
	if err != nil {
		return err
	}
	db := dbx.NewFromDB(conn, "sqlite")
	defer db.Close()
	tx, err := db.Begin()
	if err != nil {
		return err
	}
	defer tx.Rollback()
	diffs, err := derived.Check(tx, tables)
	if err != nil {
		return err
	}
	for _, d := range diffs {
		fmt.Fprintln(out, d)
	}
	keepers, err := derived.CheckKeepers(tx)
	if err != nil {
		return err
	}
	for _, k := range keepers {
		fmt.Fprintln(out, k)
	}
	if len(diffs) > 0 || len(keepers) > 0 {
		return fmt.Errorf("%d difference(s) between derived tables and their queries, %d between triggers and their declarations",
			len(diffs), len(keepers))
	}
	fmt.Fprintf(out, "%d derived tables checked: each equals its query; %d generated triggers equal their declarations.\n",
		len(tables), len(derived.Keepers()))
	return nil
}
