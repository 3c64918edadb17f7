// Command selah is the whole Selah server: PocketBase as a framework with
// our migrations, hooks, routes, commands and the built React app.
package main

import (
	"database/sql"
	"log"
	"os"
	"path/filepath"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase"
	"github.com/pocketbase/pocketbase/core"
	"modernc.org/sqlite"

	"selah/commands"
	"selah/hooks"
	"selah/internal/layers"
	"selah/internal/schemaretry"
	"selah/internal/services"
	"selah/jobs"
	_ "selah/migrations"
	"selah/routes"
)

func main() {
	tuneGC()
	app := pocketbase.NewWithConfig(dbConfig(layers.FromEnv()))

	var publicDir string
	app.RootCmd.PersistentFlags().StringVar(&publicDir, "publicDir", defaultPublicDir(), "the directory of the built front end")
	app.RootCmd.Use = "selah"
	app.RootCmd.Short = "Selah: publish and hear gospel audio"

	// What lives as long as the server is built once, here, and handed on.
	svc := services.Of(app)
	hooks.RegisterWith(app, svc)
	jobs.RegisterWith(app, svc)
	routes.RegisterWith(app, svc)
	outcome := commands.Register(app)
	app.RootCmd.AddCommand(jobs.Command(app, svc))

	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.InstallerFunc = nil // admins are created with `selah admins create`
		return se.Next()
	})
	routes.RegisterStatic(app, &publicDir) // read when serve starts, after flag parsing

	if err := app.Start(); err != nil {
		log.Fatal(err)
	}
	os.Exit(outcome.ExitCode(app.RootCmd, os.Args[1:]))
}

// defaultPublicDir is pb_public beside the working directory when it exists
// (make run, go run), else beside the executable.
func defaultPublicDir() string {
	if st, err := os.Stat("pb_public"); err == nil && st.IsDir() {
		return "pb_public"
	}
	exe, err := os.Executable()
	if err != nil {
		return "pb_public"
	}
	return filepath.Join(filepath.Dir(exe), "pb_public")
}

// dbConfig is PocketBase's configuration with our connections: mapped
// unless the mmap speed layer is switched off (SELAH_MMAP=off;
// internal/layers), and a pool that keeps open what it opens.
//
// PocketBase's pool opens up to 120 read connections but keeps 15 idle:
// under more concurrent requests than that, every burst closed the
// connections it had just opened and the next one opened them again, and
// each new connection parses the whole schema (64 KB, its triggers
// included). In make bench's quick target 1 (64 connections on cached
// lists) that was 49% of the server's CPU, against 0.1% for 8a52592,
// which kept 32 open (perf, 2026-11-29; docs/decisions/0015). 32 kept
// open serve two cores with room to spare. Not a speed layer with
// a switch: a pool that reopens what it just closed is a fault, not a
// choice.
func dbConfig(on layers.Set) pocketbase.Config {
	cfg := pocketbase.Config{DefaultDataDir: "pb_data", DBConnect: connectDB,
		DataMaxOpenConns: dataConns, DataMaxIdleConns: dataConns}
	if !on.On(layers.Mmap) {
		cfg.DBConnect = connectDBUnmapped
	}
	return cfg
}

// dataConns is how many read connections the pool opens and keeps open.
const dataConns = 32

// connectDB opens a database as PocketBase's DefaultDBConnect does (the
// same pragmas, busy_timeout first), and maps the file's first 2 GiB
// (SQLite's compiled-in limit) into memory. In WAL mode a connection drops its whole page cache
// whenever another connection has committed: under a steady write stream
// (50 listening positions a second in make bench's target 7) every list
// page read its index pages again through read(2), copying each. Mapped,
// a page is the kernel's own cached copy. Pages still in the WAL are read
// as before. The pragmas live in the DSN because each pooled connection
// must set them itself. Statements that meet another process's schema
// change are compiled again (internal/schemaretry: Litestream's first run).
func connectDB(dbPath string) (*dbx.DB, error) {
	return open(dbPath + pragmas + "&_pragma=mmap_size(2147418112)")
}

// connectDBUnmapped is connectDB without the mapping (SELAH_MMAP=off).
func connectDBUnmapped(dbPath string) (*dbx.DB, error) { return open(dbPath + pragmas) }

const pragmas = "?_pragma=busy_timeout(10000)&_pragma=journal_mode(WAL)&_pragma=journal_size_limit(200000000)" +
	"&_pragma=synchronous(NORMAL)&_pragma=foreign_keys(ON)&_pragma=temp_store(MEMORY)&_pragma=cache_size(-32000)"

func open(dsn string) (*dbx.DB, error) {
	db := sql.OpenDB(schemaretry.Connector(&sqlite.Driver{}, dsn))
	return dbx.NewFromDB(db, "sqlite"), nil
}
