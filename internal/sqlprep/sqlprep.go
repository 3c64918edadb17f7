// Package sqlprep keeps the statements of the hottest read paths prepared
// on the app's read pool, so SQLite parses each once per connection rather
// than once per request.
//
// Parsing was an eighth of a rendered list page's CPU and most of a stream
// look-up's (perf, docs/BENCHMARKS.md): modernc's SQLite parses a statement
// as fast as C would run it several times over. database/sql's Stmt
// prepares itself again on each pooled connection it meets, so one Stmt per
// statement text serves every connection.
//
// Statements are plain SQLite with positional parameters, no dbx
// placeholders. A bound value compared with an indexed column is written
// `+?`: with ANALYZE's sqlite_stat4 present, a bare `?` that may sway the
// plan makes SQLite compile the statement again for each new value.
package sqlprep

import (
	"database/sql"
	"errors"
	"sync"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"selah/internal/layers"
)

// Statements are the prepared statements of one app, by text; closed when
// the app terminates, prepared again if it serves again.
//
// They also carry the speed layers switched at start (internal/layers):
// every read path with a kept alternative (the catalogue, the month seek,
// the totals) is handed them, and picks its path by them.
type Statements struct {
	mu     sync.RWMutex
	stmts  map[string]*sql.Stmt
	layers layers.Set
}

// New keeps statements for app, closing them on its terminate, with the
// layers the environment switches (layers.FromEnv, read once here).
func New(app core.App) *Statements { return NewWith(app, layers.FromEnv()) }

// NewWith is New with the layers given (tests of both paths).
func NewWith(app core.App, on layers.Set) *Statements {
	s := &Statements{stmts: map[string]*sql.Stmt{}, layers: on}
	app.OnTerminate().BindFunc(func(e *core.TerminateEvent) error {
		s.mu.Lock()
		for q, stmt := range s.stmts {
			stmt.Close()
			delete(s.stmts, q)
		}
		s.mu.Unlock()
		return e.Next()
	})
	return s
}

// Layers are the speed layers on for this app's reads.
func (s *Statements) Layers() layers.Set { return s.layers }

// ErrNoPool is returned for an app in a transaction: a statement prepared
// on the pool would read outside it, without its uncommitted writes.
var ErrNoPool = errors.New("sqlprep: a prepared statement cannot run in a transaction")

// Get is the statement for query on app's read pool, prepared on first
// use.
func (s *Statements) Get(app core.App, query string) (*sql.Stmt, error) {
	db, ok := app.ConcurrentDB().(*dbx.DB)
	if !ok || app.IsTransactional() {
		return nil, ErrNoPool
	}
	s.mu.RLock()
	stmt := s.stmts[query]
	s.mu.RUnlock()
	if stmt != nil {
		return stmt, nil
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if stmt := s.stmts[query]; stmt != nil {
		return stmt, nil
	}
	stmt, err := db.DB().Prepare(query)
	if err != nil {
		return nil, err
	}
	s.stmts[query] = stmt
	return stmt, nil
}

// Query runs a prepared query (parsed on the spot when the prepared layer
// is off: SELAH_PREPARED=off).
func (s *Statements) Query(app core.App, query string, args ...any) (*sql.Rows, error) {
	if !s.layers.On(layers.Prepared) {
		db, ok := app.ConcurrentDB().(*dbx.DB)
		if !ok || app.IsTransactional() {
			return nil, ErrNoPool
		}
		return db.DB().Query(query, args...)
	}
	stmt, err := s.Get(app, query)
	if err != nil {
		return nil, err
	}
	return stmt.Query(args...)
}

// QueryRow runs a prepared query for one row (parsed on the spot when
// the prepared layer is off).
func (s *Statements) QueryRow(app core.App, query string, args ...any) (*sql.Row, error) {
	if !s.layers.On(layers.Prepared) {
		db, ok := app.ConcurrentDB().(*dbx.DB)
		if !ok || app.IsTransactional() {
			return nil, ErrNoPool
		}
		return db.DB().QueryRow(query, args...), nil
	}
	stmt, err := s.Get(app, query)
	if err != nil {
		return nil, err
	}
	return stmt.QueryRow(args...), nil
}

// Strings runs a prepared query of one text column.
func (s *Statements) Strings(app core.App, query string, args ...any) ([]string, error) {
	rows, err := s.Query(app, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var v string
		if err := rows.Scan(&v); err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, rows.Err()
}

// Int runs a prepared query of one integer.
func (s *Statements) Int(app core.App, query string, args ...any) (int, error) {
	row, err := s.QueryRow(app, query, args...)
	if err != nil {
		return 0, err
	}
	var n int
	err = row.Scan(&n)
	return n, err
}
