package resumable

import (
	"os"
	"strings"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"
)

// rowGrace is how long a row may exist without tusd's file: the row is
// written a moment before the file, so only an older one is a leftover of
// a failed creation.
const rowGrace = 10 * time.Minute

// SweepResult counts what a sweep removed, for the log.
type SweepResult struct {
	Expired  int // uploads older than Expiry, bytes and row
	Orphans  int // files without a row (consumed, cancelled or crashed)
	Stranded int // rows whose file never came
}

// Sweep removes app's expired uploads, files no row claims and rows whose
// file never came. It runs at start and then on a schedule (jobs/,
// selahUploadsSweep); it needs no Service, only the upload dir.
func Sweep(app core.App, now time.Time) (SweepResult, error) {
	return (&Service{app: app, dir: Dir(app)}).Sweep(now)
}

// Sweep is the package's Sweep for the service's app.
func (s *Service) Sweep(now time.Time) (SweepResult, error) {
	var res SweepResult
	var expired []string
	cutoff, _ := types.ParseDateTime(now.Add(-Expiry))
	if err := s.app.DB().Select("id").From(Collection).
		Where(dbx.NewExp("created < {:cutoff}", dbx.Params{"cutoff": cutoff.String()})).
		Column(&expired); err != nil {
		return res, err
	}
	for _, id := range expired {
		if _, err := s.app.DB().Delete(Collection, dbx.HashExp{"id": id}).Execute(); err != nil {
			return res, err
		}
		s.RemoveFiles([]string{id})
		res.Expired++
	}

	var ids []string
	if err := s.app.DB().Select("id").From(Collection).Column(&ids); err != nil {
		return res, err
	}
	known := make(map[string]bool, len(ids))
	for _, id := range ids {
		known[id] = true
	}
	entries, err := os.ReadDir(s.dir)
	if err != nil && !os.IsNotExist(err) { // none yet: no upload was ever made
		return res, err
	}
	onDisk := map[string]bool{}
	for _, e := range entries {
		id := strings.TrimSuffix(e.Name(), ".info")
		onDisk[id] = true
		if !known[id] {
			if err := os.Remove(s.Path(e.Name())); err == nil && !strings.HasSuffix(e.Name(), ".info") {
				res.Orphans++
			}
		}
	}

	grace, _ := types.ParseDateTime(now.Add(-rowGrace))
	var old []string
	if err := s.app.DB().Select("id").From(Collection).
		Where(dbx.NewExp("created < {:grace}", dbx.Params{"grace": grace.String()})).
		Column(&old); err != nil {
		return res, err
	}
	for _, id := range old {
		if onDisk[id] {
			continue
		}
		if _, err := s.app.DB().Delete(Collection, dbx.HashExp{"id": id}).Execute(); err != nil {
			return res, err
		}
		res.Stranded++
	}
	return res, nil
}
