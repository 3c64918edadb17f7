package testutil

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
	"github.com/pocketbase/pocketbase/tools/security"
)

// Migrating a fresh data dir (PocketBase's system migrations and ours) took
// about half a second of CPU per test app, most of a routes test's cost. So
// each test process migrates once, keeps the resulting files in memory, and
// every test app starts from a copy of them: the same schema and settings a
// fresh install gets, since these are the bytes those migrations wrote.
// Held in memory rather than on disk so that no directory outlives the tests.
var migrated struct {
	once  sync.Once
	files map[string][]byte // path relative to the data dir -> contents
	err   error
}

// MigratedDir returns a new data dir, under t's temp dir, holding every
// migration applied, for tests.NewTestApp to clone and open: what
// tests.NewTestApp(t.TempDir()) would make, without running every migration
// again (the migrations' own tests start from it, with no hooks).
func MigratedDir(t testing.TB) string {
	t.Helper()
	migrated.once.Do(func() { migrated.files, migrated.err = migrateOnce() })
	if migrated.err != nil {
		t.Fatalf("migrating the template data dir: %v", migrated.err)
	}
	dir := t.TempDir()
	for rel, data := range migrated.files {
		path := filepath.Join(dir, rel)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// migrateOnce runs every migration on an empty data dir, exactly as
// tests.NewTestApp does, closes the databases (which checkpoints SQLite's
// WAL into the main files) and reads the files back.
func migrateOnce() (map[string][]byte, error) {
	empty, err := os.MkdirTemp("", "selah_template_*")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(empty)
	app, err := tests.NewTestApp(empty)
	if err != nil {
		return nil, err
	}
	defer app.Cleanup()
	if err := app.ResetBootstrapState(); err != nil {
		return nil, err
	}
	files := map[string][]byte{}
	err = filepath.WalkDir(app.DataDir(), func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		if !d.Type().IsRegular() {
			return fmt.Errorf("%s: not a regular file", path)
		}
		rel, err := filepath.Rel(app.DataDir(), path)
		if err != nil {
			return err
		}
		files[rel], err = os.ReadFile(path)
		return err
	})
	return files, err
}

// renewTokenSecrets gives every auth collection new token secrets, as each
// install gets when its migrations create them: apps cloned from one
// template would otherwise share them, and tests check that a token or key
// of one install means nothing to another. The secrets are written with one
// UPDATE per collection and set on the app's cached collections, the same
// values in both: app.Save of each collection validated it, synced its table
// and reloaded every collection (about 7% of the routes tests' CPU), and a
// reload after the UPDATEs still parsed every collection again (1%).
func renewTokenSecrets(app core.App) error {
	auth, err := app.FindAllCollections(core.CollectionTypeAuth)
	if err != nil {
		return err
	}
	for _, stored := range auth {
		c, err := app.FindCachedCollectionByNameOrId(stored.Id)
		if err != nil {
			return fmt.Errorf("renewing the token secrets of %s: %w", stored.Name, err)
		}
		params := dbx.Params{"id": c.Id}
		set := ""
		for key, cfg := range map[string]*core.TokenConfig{"authToken": &c.AuthToken,
			"passwordResetToken": &c.PasswordResetToken, "emailChangeToken": &c.EmailChangeToken,
			"verificationToken": &c.VerificationToken, "fileToken": &c.FileToken} {
			cfg.Secret = security.RandomString(50)
			set += fmt.Sprintf(", '$.%s.secret', {:%s}", key, key)
			params[key] = cfg.Secret
		}
		_, err = app.NonconcurrentDB().NewQuery("UPDATE _collections SET options = json_set(options" +
			set + ") WHERE id = {:id}").Bind(params).Execute()
		if err != nil {
			return fmt.Errorf("renewing the token secrets of %s: %w", c.Name, err)
		}
	}
	return nil
}
