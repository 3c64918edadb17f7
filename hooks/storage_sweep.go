package hooks

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/pocketbase/pocketbase/core"
)

// sweptCollections hold files of ours: covers, audio, avatars.
var sweptCollections = []string{"media", "episodes", "users", "admins"}

// mtimeSlack: file times come from the kernel's coarse clock, which lags
// time.Now() by up to a tick (a few ms), so a file written just after the
// start could look older than it; only files older than the start by this
// much count.
const mtimeSlack = 250 * time.Millisecond

// runningMarker exists in the data dir while a server runs; finding it at
// start means the last run did not stop cleanly (a crash, SIGKILL, power).
const runningMarker = "selah.running"

// registerStorageSweep removes stored files whose record does not exist:
// what a crash between PocketBase's file write and the commit of its
// record (or between a record's deletion and its files') leaves behind.
// Walking every stored file is costly on a large catalogue, so it runs only
// after a run that did not stop cleanly, once, in the background. Only
// files written before this process started are considered, so an upload
// in flight is never touched; every removal is logged.
func registerStorageSweep(app core.App) {
	started := time.Now()
	var once sync.Once
	// The sweep stops and is awaited on terminate, so it never reads a
	// database that is closing.
	ctx, cancel := context.WithCancel(context.Background())
	var running sync.WaitGroup
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		once.Do(func() {
			marker := filepath.Join(se.App.DataDir(), runningMarker)
			_, err := os.Stat(marker)
			crashed := err == nil
			if err := os.WriteFile(marker, []byte(strconv.Itoa(os.Getpid())), 0o644); err != nil {
				se.App.Logger().Warn("could not write the running marker", "error", err)
			}
			if !crashed {
				return
			}
			se.App.Logger().Info("the last run did not stop cleanly: sweeping stored files without a record")
			running.Add(1)
			go func() {
				defer running.Done()
				if n, err := SweepStorage(ctx, se.App, started.Add(-mtimeSlack)); err != nil {
					se.App.Logger().Warn("storage sweep failed", "error", err)
				} else {
					se.App.Logger().Info("storage sweep done", "recordsRemoved", n)
				}
			}()
		})
		return se.Next()
	})
	app.OnTerminate().BindFunc(func(e *core.TerminateEvent) error {
		cancel()
		running.Wait()
		_ = os.Remove(filepath.Join(e.App.DataDir(), runningMarker))
		return e.Next()
	})
}

// SweepStorage deletes the stored files of records that no longer exist,
// among files last written before `before`; it returns how many records'
// files it removed. It works on local storage and S3 alike.
func SweepStorage(ctx context.Context, app core.App, before time.Time) (int, error) {
	fsys, err := app.NewFilesystem()
	if err != nil {
		return 0, err
	}
	defer fsys.Close()
	removed := 0
	for _, name := range sweptCollections {
		coll, err := app.FindCachedCollectionByNameOrId(name)
		if err != nil {
			continue
		}
		objects, err := fsys.List(coll.Id + "/")
		if err != nil {
			return removed, err
		}
		known := map[string]bool{}
		for _, obj := range objects {
			if err := ctx.Err(); err != nil {
				return removed, err
			}
			parts := strings.SplitN(obj.Key, "/", 3)
			if len(parts) < 3 || !obj.ModTime.Before(before) {
				continue
			}
			recordId := parts[1]
			exists, seen := known[recordId]
			if !seen {
				_, err := app.FindRecordById(coll, recordId)
				exists = err == nil
				known[recordId] = exists
			}
			if exists {
				continue
			}
			app.Logger().Info("storage sweep: removing files of a missing record",
				"collection", coll.Name, "record", recordId)
			if errs := fsys.DeletePrefix(coll.Id + "/" + recordId + "/"); len(errs) > 0 {
				return removed, errs[0]
			}
			known[recordId] = true // deleted once is enough
			removed++
		}
	}
	return removed, nil
}
