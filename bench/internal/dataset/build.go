package dataset

import (
	"database/sql"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"golang.org/x/crypto/bcrypt"
	_ "modernc.org/sqlite" // the driver PocketBase uses
)

// Options say where and how big to build.
type Options struct {
	Bin  string // the built selah binary
	Repo string // the repository root (for the audio fixtures)
	Dir  string // output: Dir/big, Dir/small, Dir/files
	Size Size
	Seed uint64
	Log  func(format string, args ...any)
}

// Well-known staff accounts (password Password).
const (
	AdminEmail     = "admin@bench.local"
	SuperuserEmail = "root@bench.local"
)

// Build makes two data dirs from one catalogue: big (Size.Plays plays, the
// audio files in storage) and small (Size.SmallPlays plays, the database
// only, for the stat routes' comparison).
func Build(o Options) (*Manifest, error) {
	started := time.Now()
	big, small, files := filepath.Join(o.Dir, "big"), filepath.Join(o.Dir, "small"), filepath.Join(o.Dir, "files")
	if err := os.RemoveAll(o.Dir); err != nil {
		return nil, err
	}
	// The binary applies its own migrations (whatever other engineers
	// added since) and makes the staff accounts the normal way.
	t0 := time.Now()
	if err := run(o.Bin, "admins", "create", AdminEmail, Password, "--name", "Bench Admin", "--dir", big); err != nil {
		return nil, err
	}
	if err := run(o.Bin, "superuser", "upsert", SuperuserEmail, Password, "--dir", big); err != nil {
		return nil, err
	}
	o.Log("migrations and staff accounts in %s", time.Since(t0).Round(time.Millisecond))
	t0 = time.Now()
	cat, adminId, err := prepareApp(big)
	if err != nil {
		return nil, err
	}
	if cat.pool, err = loadPool(o.Repo); err != nil {
		return nil, err
	}
	if cat.streamFiles, err = makeStreamFiles(filepath.Join(files, "stream"), 16); err != nil {
		return nil, err
	}
	o.Log("audio files in %s", time.Since(t0).Round(time.Millisecond))
	t0 = time.Now()
	r := rand.New(rand.NewPCG(o.Seed, 1))
	p := newPlan(r, o.Size, cat, time.Now().UTC())
	o.Log("planned in %s", time.Since(t0).Round(time.Millisecond))

	ids := func() string { return newId(r) }
	smallCounts := countPlays(p, o.Size.SmallPlays)
	step := func(name string, f func(db *sql.DB) error) func(db *sql.DB) error {
		return func(db *sql.DB) error {
			t := time.Now()
			if err := f(db); err != nil {
				return fmt.Errorf("%s: %w", name, err)
			}
			o.Log("%s in %s", name, time.Since(t).Round(time.Millisecond))
			return nil
		}
	}
	hash, err := bcrypt.GenerateFromPassword([]byte(Password), bcrypt.DefaultCost)
	if err != nil {
		return nil, err
	}
	err = withDB(big, step("catalogue and small plays", func(db *sql.DB) error {
		return withoutRollupTriggers(db, func() error {
			return all(db,
				step("users", func(db *sql.DB) error {
					return writeUsers(db, p, string(hash), func() string { return newTokenKey(r) })
				}),
				step("media", func(db *sql.DB) error { return writeMedia(db, p, smallCounts.media) }),
				step("episodes", func(db *sql.DB) error { return writeEpisodes(db, p, smallCounts.episodes) }),
				step("moderation events", func(db *sql.DB) error { return writeEvents(db, p, adminId, ids) }),
				step("passages", func(db *sql.DB) error { return writePassages(db, p) }),
				step("small plays", func(db *sql.DB) error { return writePlays(db, p, 0, o.Size.SmallPlays, ids) }),
				step("small play_days", func(db *sql.DB) error { return writePlayDays(db, p, smallCounts, ids) }),
			)
		})
	}))
	if err != nil {
		return nil, err
	}
	if err := copyDataDir(big, small); err != nil {
		return nil, err
	}
	bigCounts := countPlays(p, len(p.plays))
	err = withDB(big, step("plays", func(db *sql.DB) error {
		return withoutRollupTriggers(db, func() error {
			return all(db,
				step("more plays", func(db *sql.DB) error { return writePlays(db, p, o.Size.SmallPlays, len(p.plays), ids) }),
				step("counters", func(db *sql.DB) error { return updateCounters(db, p, smallCounts, bigCounts) }),
				step("play_days", func(db *sql.DB) error { return writePlayDays(db, p, bigCounts, ids) }),
			)
		})
	}))
	if err != nil {
		return nil, err
	}
	t := time.Now()
	if err := linkFiles(big, filepath.Join(files, "pool"), p, len(cat.pool)); err != nil {
		return nil, fmt.Errorf("storage: %w", err)
	}
	o.Log("storage links in %s", time.Since(t).Round(time.Millisecond))
	m := newManifest(p, big, small)
	o.Log("dataset built in %s", time.Since(started).Round(time.Millisecond))
	return m, m.save(filepath.Join(o.Dir, "manifest.json"))
}

// prepareApp turns PocketBase's rate limiter off (all the load comes from
// one address; superusers are exempt anyway, our tokens are not) and reads
// the seeded genres and categories and the admin's id.
func prepareApp(dir string) (catalog, string, error) {
	var cat catalog
	app := core.NewBaseApp(core.BaseAppConfig{DataDir: dir})
	if err := app.Bootstrap(); err != nil {
		return cat, "", err
	}
	defer app.ResetBootstrapState()
	s := app.Settings()
	s.RateLimits.Enabled = false
	if err := app.Save(s); err != nil {
		return cat, "", err
	}
	db := app.DB()
	if err := db.Select("id").From("genres").OrderBy("title").Column(&cat.genres); err != nil {
		return cat, "", err
	}
	if err := db.NewQuery("SELECT id FROM audio_categories WHERE type = 'podcast'").Column(&cat.podcastCats); err != nil {
		return cat, "", err
	}
	if err := db.NewQuery("SELECT id FROM audio_categories WHERE type = 'sermon'").Column(&cat.sermonCats); err != nil {
		return cat, "", err
	}
	var adminId string
	err := db.NewQuery("SELECT id FROM admins WHERE email = {:e}").Bind(map[string]any{"e": AdminEmail}).Row(&adminId)
	return cat, adminId, err
}

// withDB opens a data dir's database for bulk writing, runs fill, then
// ANALYZE and a checkpoint, so the file is complete on its own.
func withDB(dir string, fill func(*sql.DB) error) error {
	// synchronous(OFF): a crash mid-build means building again anyway.
	db, err := sql.Open("sqlite", filepath.Join(dir, "data.db")+
		"?_pragma=busy_timeout(10000)&_pragma=journal_mode(WAL)&_pragma=synchronous(OFF)&_pragma=cache_size(-262144)&_pragma=temp_store(MEMORY)")
	if err != nil {
		return err
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	if err := all(db, fill, analyze); err != nil {
		return err
	}
	_, err = db.Exec("PRAGMA wal_checkpoint(TRUNCATE)")
	return err
}

func all(db *sql.DB, steps ...func(*sql.DB) error) error {
	for _, s := range steps {
		if err := s(db); err != nil {
			return err
		}
	}
	return nil
}

// analyze gives the planner the statistics PocketBase's periodic
// PRAGMA optimize would have gathered on a database that has been in use.
func analyze(db *sql.DB) error {
	_, err := db.Exec("ANALYZE")
	return err
}

// copyDataDir copies the database files (not storage) to a new data dir.
func copyDataDir(from, to string) error {
	if err := os.MkdirAll(to, 0o755); err != nil {
		return err
	}
	for _, name := range []string{"data.db", "auxiliary.db"} {
		if err := copyFile(filepath.Join(from, name), filepath.Join(to, name)); err != nil {
			return err
		}
	}
	return nil
}

func run(bin string, args ...string) error {
	out, err := exec.Command(bin, args...).CombinedOutput()
	if err != nil {
		return fmt.Errorf("%s %v: %w\n%s", bin, args, err, out)
	}
	return nil
}
