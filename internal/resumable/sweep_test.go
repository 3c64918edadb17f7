package resumable_test

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"selah/internal/resumable"
	"selah/testutil"
)

// row adds an upload row created at t, with its files on disk when withFile.
func row(t *testing.T, app core.App, owner string, created time.Time, withFile bool) string {
	t.Helper()
	coll, err := app.FindCollectionByNameOrId(resumable.Collection)
	if err != nil {
		t.Fatal(err)
	}
	rec := core.NewRecord(coll)
	rec.Set("owner", owner)
	rec.Set("size", 10)
	if err := app.Save(rec); err != nil {
		t.Fatal(err)
	}
	if _, err := app.DB().NewQuery("UPDATE uploads SET created = {:t} WHERE id = {:id}").Bind(map[string]any{
		"t": created.UTC().Format("2006-01-02 15:04:05.000Z"), "id": rec.Id,
	}).Execute(); err != nil {
		t.Fatal(err)
	}
	if withFile {
		write(t, app, rec.Id)
	}
	return rec.Id
}

func write(t *testing.T, app core.App, name string) {
	t.Helper()
	for _, p := range []string{name, name + ".info"} {
		if err := os.WriteFile(filepath.Join(resumable.Dir(app), p), []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func exists(app core.App, name string) bool {
	_, err := os.Stat(filepath.Join(resumable.Dir(app), name))
	return err == nil
}

func TestSweep(t *testing.T) {
	app := testutil.NewApp(t)
	t.Cleanup(app.Cleanup)
	svc, err := resumable.New(app, resumable.Config{BasePath: "/api/uploads/", MaxSize: 1 << 20,
		Quota: func(core.App) int64 { return 1 << 20 }})
	if err != nil {
		t.Fatal(err)
	}
	owner := testutil.CreateUser(t, app, "owner@example.com", testutil.UserOpts{}).Id
	now := time.Now()
	expired := row(t, app, owner, now.Add(-25*time.Hour), true)
	live := row(t, app, owner, now.Add(-time.Hour), true)
	stranded := row(t, app, owner, now.Add(-time.Hour), false) // its file never came
	creating := row(t, app, owner, now, false)                 // its file is about to come
	write(t, app, "orphan000000001")                           // a consumed upload's leftovers

	res, err := svc.Sweep(now)
	if err != nil {
		t.Fatal(err)
	}
	if res != (resumable.SweepResult{Expired: 1, Orphans: 1, Stranded: 1}) {
		t.Fatalf("sweep removed %+v", res)
	}
	for id, want := range map[string]bool{expired: false, live: true, stranded: false, creating: true} {
		_, err := app.FindRecordById(resumable.Collection, id)
		if (err == nil) != want {
			t.Errorf("row %s kept=%v, want %v", id, err == nil, want)
		}
	}
	for name, want := range map[string]bool{expired: false, expired + ".info": false, live: true, live + ".info": true,
		"orphan000000001": false, "orphan000000001.info": false} {
		if exists(app, name) != want {
			t.Errorf("file %s kept=%v, want %v", name, exists(app, name), want)
		}
	}
}

func TestHumanBytes(t *testing.T) {
	for n, want := range map[int64]string{512: "512 bytes", 600 << 10: "600 KB", 1 << 20: "1 MB",
		3 << 29: "1.5 GB", 2 << 30: "2 GB"} {
		if got := resumable.HumanBytes(n); got != want {
			t.Errorf("HumanBytes(%d) = %q, want %q", n, got, want)
		}
	}
}
