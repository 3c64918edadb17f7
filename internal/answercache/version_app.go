package answercache

import (
	"database/sql"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// AppDataVersion is the data version of app's data.db, read on the
// concurrent (read) pool, asked again whenever that pool is replaced (tests,
// restores). Its connection is given back on terminate, before PocketBase
// closes the pool.
func AppDataVersion(app core.App) *DataVersion {
	clock := NewDataVersion(func() *sql.DB {
		if db, ok := app.ConcurrentDB().(*dbx.DB); ok {
			return db.DB()
		}
		return nil
	})
	app.OnTerminate().BindFunc(func(e *core.TerminateEvent) error {
		clock.Close()
		return e.Next()
	})
	return clock
}
