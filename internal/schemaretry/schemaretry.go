// Package schemaretry opens the app's SQLite connections so that a schema
// change made by another process (Litestream adding its two tables, an
// operator's sqlite3 shell) never fails a statement.
//
// Why a statement failed: SQLite compiles a statement against the schema
// it holds in memory and checks the file's schema cookie when the statement
// starts; after another process's change the check fails, SQLite drops the
// schema and compiles the statement again, which normally succeeds. Here
// it did not: the first INSERT into `users` a connection compiled after
// the change failed with "no such table: users" (400 on a sign-up, the
// server's first write after Litestream started), and the same statement
// compiled once more ran. `users` has triggers that write the admin
// search's FTS5 table, so that compile also connects FTS5, which reads its
// own config through nested statements of the same connection; the error
// comes out as a plain SQLITE_ERROR, not the SQLITE_SCHEMA SQLite retries
// itself. Without those triggers, or with the INSERT compiled once before
// the change, the failure did not occur; a small schema of one table, one
// FTS5 table and one trigger did not fail, Selah's schema fails every time
// (TestWriteAfterOutsideSchemaChange). The kept statements of
// internal/sqlprep were not the cause: SQLite compiles them again itself.
//
// The fix is where every statement passes: the driver connection. A single
// statement that fails with SQLITE_SCHEMA or "no such table" is compiled
// and run again, a few times: a failed compile ran nothing, so the retry
// cannot apply a write twice. A table that really is missing fails the
// same way each time, and that error is returned. Scripts of several
// statements are not retried, since the statements before the failing one
// have run.
package schemaretry

import (
	"context"
	"database/sql/driver"
	"strings"
)

// attempts is how many times a statement is compiled in all: Litestream
// changes the schema twice in a row, and each change can cost one compile.
const attempts = 4

// sqliteSchema is SQLite's SQLITE_SCHEMA result code.
const sqliteSchema = 17

// Connector opens connections of drv to dsn with the retry.
func Connector(drv driver.Driver, dsn string) driver.Connector {
	return connector{drv: drv, dsn: dsn}
}

type connector struct {
	drv driver.Driver
	dsn string
}

func (c connector) Connect(ctx context.Context) (driver.Conn, error) {
	cn, err := c.drv.Open(c.dsn)
	if err != nil {
		return nil, err
	}
	return &conn{inner: cn}, nil
}

func (c connector) Driver() driver.Driver { return c.drv }

// schemaMoved says whether err is what a statement meets when the schema
// changed under its compile.
func schemaMoved(err error) bool {
	if err == nil {
		return false
	}
	if c, ok := err.(interface{ Code() int }); ok && c.Code()&0xff == sqliteSchema {
		return true
	}
	return strings.Contains(err.Error(), "no such table")
}

// single says whether query is one statement (a trailing semicolon
// allowed); a semicolon inside a literal makes it count as several, which
// only forgoes the retry.
func single(query string) bool {
	return !strings.Contains(strings.TrimRight(query, " \t\r\n;"), ";")
}

// retry runs op again while it fails on a moved schema, up to attempts.
func retry[T any](query string, op func() (T, error)) (T, error) {
	v, err := op()
	for i := 1; i < attempts && schemaMoved(err) && single(query); i++ {
		v, err = op()
	}
	return v, err
}
