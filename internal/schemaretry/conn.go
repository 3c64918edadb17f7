package schemaretry

import (
	"context"
	"database/sql/driver"
	"errors"
)

// conn is a driver connection whose statements retry on a moved schema.
// It offers what database/sql uses of a modernc connection: context-aware
// exec, query, prepare and begin, ping, session reset and validity.
type conn struct {
	inner driver.Conn
}

var errUnsupported = errors.New("schemaretry: the driver connection lacks a method database/sql needs")

func (c *conn) Prepare(query string) (driver.Stmt, error) {
	return c.PrepareContext(context.Background(), query)
}

func (c *conn) PrepareContext(ctx context.Context, query string) (driver.Stmt, error) {
	st, err := retry(query, func() (driver.Stmt, error) {
		if p, ok := c.inner.(driver.ConnPrepareContext); ok {
			return p.PrepareContext(ctx, query)
		}
		return c.inner.Prepare(query)
	})
	if err != nil {
		return nil, err
	}
	return &stmt{inner: st, query: query}, nil
}

func (c *conn) Close() error { return c.inner.Close() }

func (c *conn) Begin() (driver.Tx, error) {
	return c.BeginTx(context.Background(), driver.TxOptions{})
}

func (c *conn) BeginTx(ctx context.Context, opts driver.TxOptions) (driver.Tx, error) {
	if b, ok := c.inner.(driver.ConnBeginTx); ok {
		return b.BeginTx(ctx, opts)
	}
	return c.inner.Begin() //nolint:staticcheck // the fallback database/sql itself uses
}

func (c *conn) ExecContext(ctx context.Context, query string, args []driver.NamedValue) (driver.Result, error) {
	e, ok := c.inner.(driver.ExecerContext)
	if !ok {
		return nil, driver.ErrSkip
	}
	return retry(query, func() (driver.Result, error) { return e.ExecContext(ctx, query, args) })
}

func (c *conn) QueryContext(ctx context.Context, query string, args []driver.NamedValue) (driver.Rows, error) {
	q, ok := c.inner.(driver.QueryerContext)
	if !ok {
		return nil, driver.ErrSkip
	}
	return retry(query, func() (driver.Rows, error) { return q.QueryContext(ctx, query, args) })
}

func (c *conn) Ping(ctx context.Context) error {
	if p, ok := c.inner.(driver.Pinger); ok {
		return p.Ping(ctx)
	}
	return nil
}

func (c *conn) ResetSession(ctx context.Context) error {
	if r, ok := c.inner.(driver.SessionResetter); ok {
		return r.ResetSession(ctx)
	}
	return nil
}

func (c *conn) IsValid() bool {
	if v, ok := c.inner.(driver.Validator); ok {
		return v.IsValid()
	}
	return true
}

// A statement prepared once (internal/sqlprep keeps some for the life of
// the app) is compiled again by SQLite itself when the schema moved; a
// failed recompile leaves it marked expired, so running it again compiles
// it again.
type stmt struct {
	inner driver.Stmt
	query string
}

func (s *stmt) Close() error  { return s.inner.Close() }
func (s *stmt) NumInput() int { return s.inner.NumInput() }

func (s *stmt) Exec(args []driver.Value) (driver.Result, error) {
	return s.inner.Exec(args) //nolint:staticcheck // database/sql calls ExecContext
}

func (s *stmt) Query(args []driver.Value) (driver.Rows, error) {
	return s.inner.Query(args) //nolint:staticcheck // database/sql calls QueryContext
}

func (s *stmt) ExecContext(ctx context.Context, args []driver.NamedValue) (driver.Result, error) {
	e, ok := s.inner.(driver.StmtExecContext)
	if !ok {
		return nil, errUnsupported
	}
	return retry(s.query, func() (driver.Result, error) { return e.ExecContext(ctx, args) })
}

func (s *stmt) QueryContext(ctx context.Context, args []driver.NamedValue) (driver.Rows, error) {
	q, ok := s.inner.(driver.StmtQueryContext)
	if !ok {
		return nil, errUnsupported
	}
	return retry(s.query, func() (driver.Rows, error) { return q.QueryContext(ctx, args) })
}
