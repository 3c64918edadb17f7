package storage

import (
	"context"
	"database/sql"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"
)

// sweptCollections are the collections whose records can have a storage
// folder: every base and auth collection (views store nothing), read from
// the schema so that a new file field or collection needs no change here.
func sweptCollections(app core.App) ([]*core.Collection, error) {
	return app.FindAllCollections(core.CollectionTypeBase, core.CollectionTypeAuth)
}

// findRecord reads the record of a storage folder: missing is true only
// when no such row exists (any other error is the sweep's, which stops:
// a failing read never counts as a missing record).
func findRecord(app core.App, coll *core.Collection, id string) (record *core.Record, missing bool, err error) {
	record, err = app.FindRecordById(coll, id)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, true, nil
	}
	return record, false, err
}

// s3Slack: S3 reports LastModified in whole seconds from its own clock, so
// with S3 only objects older than the start by this much are considered
// (anything an in-flight upload writes is newer).
const s3Slack = 2 * time.Second

// RunningMarker exists in the data dir while a server runs; finding it at
// start means the last run did not stop cleanly (a crash, SIGKILL, power).
const RunningMarker = "selah.running"

// Sweeper removes stored files no record names: those of a record that
// does not exist, what a crash between PocketBase's file write and the
// commit of its record (or between a record's deletion and its files')
// leaves behind, and those in a living record's folder that none of its
// file fields names (sweep_stray.go): a rendition stored by a job that
// crashed before recording it, thumbs of a file that is gone. Walking
// every stored file is costly on a large catalogue, so it runs only after
// a run that did not stop cleanly (a running marker in the data dir,
// written at Start and removed at Stop, was still there), once, in the
// background. Only files
// written before this process began serving are considered, so an upload
// in flight is never touched; every removal is logged.
type Sweeper struct {
	app     core.App
	started time.Time
	once    sync.Once
	ctx     context.Context
	cancel  context.CancelFunc
	running sync.WaitGroup
	mu      sync.Mutex
	marked  bool // this process wrote the running marker
}

// NewSweeper builds the sweeper of app; its start time, the bound of what
// an S3 sweep may remove, is now.
func NewSweeper(app core.App) *Sweeper {
	ctx, cancel := context.WithCancel(context.Background())
	return &Sweeper{app: app, started: time.Now(), ctx: ctx, cancel: cancel}
}

// Start (once) writes the running marker and, when an earlier run left
// its own, sweeps in the background.
func (s *Sweeper) Start() {
	s.once.Do(func() {
		app := s.app
		marker := filepath.Join(app.DataDir(), RunningMarker)
		_, err := os.Stat(marker)
		crashed := err == nil
		if err := os.WriteFile(marker, []byte(strconv.Itoa(os.Getpid())), 0o644); err != nil {
			app.Logger().Warn("could not write the running marker", "error", err)
		}
		s.mu.Lock()
		s.marked = true
		s.mu.Unlock()
		if !crashed {
			return
		}
		before := sweepCutoff(app, marker, s.started)
		app.Logger().Info("the last run did not stop cleanly: sweeping stored files without a record")
		s.running.Add(1)
		go func() {
			defer s.running.Done()
			if n, err := Sweep(s.ctx, app, before); err != nil {
				app.Logger().Warn("storage sweep failed", "error", err)
			} else {
				app.Logger().Info("storage sweep done", "removed", n)
			}
		}()
	})
}

// Stop cancels a sweep in flight and waits for it, so it never reads a
// database that is closing, then removes the running marker: this run
// stopped cleanly. A process that never started (a command such as
// `selah admins create`, which PocketBase also terminates) leaves the
// marker of a server running beside it alone.
func (s *Sweeper) Stop() {
	s.cancel()
	s.running.Wait()
	s.mu.Lock()
	marked := s.marked
	s.mu.Unlock()
	if marked {
		_ = os.Remove(filepath.Join(s.app.DataDir(), RunningMarker))
	}
}

// sweepCutoff is the time before which stored files belong to an earlier
// run. On local storage it is the running marker's own modification time,
// just written: file times come from the kernel's coarse clock, which lags
// time.Now() by up to a tick, so comparing them with the marker's time
// (same clock, written before any request is served) needs no slack, and a
// file written by the crashed run a moment before the restart still counts
// as old.
func sweepCutoff(app core.App, marker string, started time.Time) time.Time {
	if app.Settings().S3.Enabled {
		return started.Add(-s3Slack)
	}
	if info, err := os.Stat(marker); err == nil {
		return info.ModTime()
	}
	return started.Add(-time.Second)
}

// Sweep deletes, among files last written before `before`, the stored
// files of records that no longer exist and the files of living records
// that none of their file fields names (with thumbs of files that are
// gone); it returns how many record folders and stray files it removed.
// It works on local storage and S3 alike.
func Sweep(ctx context.Context, app core.App, before time.Time) (int, error) {
	if IsLocal(app) {
		return sweepLocal(ctx, app, before)
	}
	return sweepObjects(ctx, app, before)
}

// sweepLocal walks each record's folder on disk (RecordFolders).
// Unlike the blob listing it also sees what the listing hides: a lone
// attributes side file (a crash between the two removals of PocketBase's
// file delete) and empty folders. A folder of a missing record with
// anything, itself included, changed at or after `before` belongs to this
// run (a record being saved, or audio renamed into a new record's folder,
// which keeps the file's older time) and is left alone; a living record's
// folder is judged entry by entry (sweepStrayLocal).
func sweepLocal(ctx context.Context, app core.App, before time.Time) (int, error) {
	colls, err := sweptCollections(app)
	if err != nil {
		return 0, err
	}
	removed := 0
	for _, coll := range colls {
		folders, err := RecordFolders(app, coll)
		if err != nil {
			return removed, err
		}
		for _, folder := range folders {
			if err := ctx.Err(); err != nil {
				return removed, err
			}
			if ownChangedSince(folder.Path, before) {
				continue
			}
			record, missing, err := findRecord(app, coll, folder.RecordId)
			if err != nil {
				return removed, err
			}
			if !missing {
				n, err := sweepStrayLocal(app, record, folder.Path, before)
				removed += n
				if err != nil {
					return removed, err
				}
				continue
			}
			if changedSince(folder.Path, before) {
				continue
			}
			app.Logger().Info("storage sweep: removing files of a missing record",
				"collection", coll.Name, "record", folder.RecordId)
			if err := os.RemoveAll(folder.Path); err != nil {
				return removed, err
			}
			removed++
		}
	}
	return removed, nil
}

// changedSince reports whether the folder, or anything in it, was modified
// at or after t (or could not be read, which counts as changed: when in
// doubt, keep).
func changedSince(folder string, t time.Time) bool {
	changed := false
	err := filepath.WalkDir(folder, func(_ string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		if !info.ModTime().Before(t) {
			changed = true
			return filepath.SkipAll
		}
		return nil
	})
	return changed || err != nil
}

// sweepObjects lists the bucket (S3), where there are no attribute files
// or folders, only objects with their own times: an object is written
// whole with a new time (nothing is renamed in with an older one), so a
// living record's objects are judged one by one, each record read after
// the listing.
func sweepObjects(ctx context.Context, app core.App, before time.Time) (int, error) {
	colls, err := sweptCollections(app)
	if err != nil {
		return 0, err
	}
	fsys, err := app.NewFilesystem()
	if err != nil {
		return 0, err
	}
	defer fsys.Close()
	removed := 0
	for _, coll := range colls {
		objects, err := fsys.List(CollectionPrefix(coll))
		if err != nil {
			return removed, err
		}
		// A missing record whose objects include a new one is in flight:
		// decide per record once all its objects are seen.
		fresh := map[string]bool{}
		old := map[string][]string{} // a record's objects older than before
		var order []string
		for _, obj := range objects {
			recordId, ok := RecordIdOfKey(coll, obj.Key)
			if !ok {
				continue
			}
			if _, seen := fresh[recordId]; !seen {
				order = append(order, recordId)
			}
			isNew := !obj.ModTime.Before(before)
			fresh[recordId] = fresh[recordId] || isNew
			if !isNew {
				old[recordId] = append(old[recordId], obj.Key)
			}
		}
		for _, recordId := range order {
			if err := ctx.Err(); err != nil {
				return removed, err
			}
			record, missing, err := findRecord(app, coll, recordId)
			if err != nil {
				return removed, err
			}
			if !missing {
				named := namedFiles(record)
				for _, key := range old[recordId] {
					if !stray(named, strings.TrimPrefix(key, RecordPrefix(coll, recordId))) {
						continue
					}
					app.Logger().Info("storage sweep: removing a file no record names",
						"collection", coll.Name, "record", recordId, "key", key)
					if err := fsys.Delete(key); err != nil && !errors.Is(err, filesystem.ErrNotFound) {
						return removed, err
					}
					removed++
				}
				continue
			}
			if fresh[recordId] {
				continue
			}
			app.Logger().Info("storage sweep: removing files of a missing record",
				"collection", coll.Name, "record", recordId)
			if errs := fsys.DeletePrefix(RecordPrefix(coll, recordId)); len(errs) > 0 {
				return removed, errs[0]
			}
			removed++
		}
	}
	return removed, nil
}
