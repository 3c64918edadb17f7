package answercache

import (
	"context"
	"database/sql"
	"errors"
	"sync"
)

// DataVersion reads SQLite's PRAGMA data_version on one connection kept
// for that purpose. The pragma's value changes whenever another
// connection commits to the database file (SQLite's documentation), and
// this connection never writes, so any commit anywhere is seen. Values are
// only comparable on the same connection, hence the dedicated one.
type DataVersion struct {
	mu   sync.Mutex
	db   func() *sql.DB // the pool to take the connection from (it can be replaced: tests, restores)
	from *sql.DB
	conn *sql.Conn
	stmt *sql.Stmt
}

// NewDataVersion reads versions through a connection of the pool db
// returns (asked again whenever the connection fails).
func NewDataVersion(db func() *sql.DB) *DataVersion { return &DataVersion{db: db} }

var errNoDB = errors.New("answercache: no database")

// Version is the current data version.
func (d *DataVersion) Version() (int64, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	pool := d.db()
	if pool == nil {
		return 0, errNoDB
	}
	if d.conn == nil || d.from != pool {
		d.closeLocked()
		if err := d.openLocked(pool); err != nil {
			return 0, err
		}
	}
	var v int64
	if err := d.stmt.QueryRow().Scan(&v); err != nil {
		// A closed or broken connection: start over on the next call.
		d.closeLocked()
		return 0, err
	}
	return v, nil
}

func (d *DataVersion) openLocked(pool *sql.DB) error {
	conn, err := pool.Conn(context.Background())
	if err != nil {
		return err
	}
	stmt, err := conn.PrepareContext(context.Background(), "PRAGMA data_version")
	if err != nil {
		conn.Close()
		return err
	}
	d.from, d.conn, d.stmt = pool, conn, stmt
	return nil
}

// Close gives the connection back.
func (d *DataVersion) Close() {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.closeLocked()
}

func (d *DataVersion) closeLocked() {
	if d.stmt != nil {
		d.stmt.Close()
	}
	if d.conn != nil {
		d.conn.Close()
	}
	d.from, d.conn, d.stmt = nil, nil, nil
}
