package resumable

import (
	"fmt"
	"net/http"
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	tusd "github.com/tus/tusd/v2/pkg/handler"
)

// Error codes of our own refusals, next to tusd's ERR_* codes; the routes
// layer turns any of them into API.md's envelope.
const (
	ErrCodeSignIn = "ERR_SIGN_IN"
	ErrCodeQuota  = "ERR_QUOTA_EXCEEDED"
)

// beforeCreate runs inside tusd's POST: it refuses guests and uploads over
// the quota, then records the upload under a fresh id that tusd adopts.
// The row is written before tusd creates the file, so a file without a row
// can only be garbage (see Sweep).
func (s *Service) beforeCreate(ev tusd.HookEvent) (tusd.HTTPResponse, tusd.FileInfoChanges, error) {
	owner := ownerOf(ev.Context)
	if owner == "" {
		return tusd.HTTPResponse{}, tusd.FileInfoChanges{}, tusd.NewError(ErrCodeSignIn,
			"Please sign in to upload", http.StatusUnauthorized)
	}
	size := ev.Upload.Size
	meta := ev.Upload.MetaData
	filename := strings.TrimSpace(meta["filename"])
	if filename == "" {
		filename = strings.TrimSpace(meta["name"]) // Uppy's name for it
	}
	id := newId()
	var created *core.Record
	err := s.app.RunInTransaction(func(tx core.App) error {
		// In one write transaction, so two creations cannot both squeeze
		// under the quota.
		var held int64
		if err := tx.DB().Select("COALESCE(SUM(size), 0)").From(Collection).
			Where(dbx.HashExp{"owner": owner}).Row(&held); err != nil {
			return err
		}
		if quota := s.cfg.Quota(tx); held+size > quota {
			return tusd.NewError(ErrCodeQuota, fmt.Sprintf(
				"You already have %s of unfinished uploads and this file needs %s more; the limit is %s. "+
					"Finish or cancel your other uploads first", HumanBytes(held), HumanBytes(size), HumanBytes(quota)),
				http.StatusRequestEntityTooLarge)
		}
		coll, err := tx.FindCachedCollectionByNameOrId(Collection)
		if err != nil {
			return err
		}
		rec := core.NewRecord(coll)
		rec.Id = id
		rec.Set("owner", owner)
		rec.Set("size", size)
		rec.Set("filename", clip(filename, 255))
		rec.Set("filetype", clip(strings.TrimSpace(meta["filetype"]), 255))
		if err := tx.Save(rec); err != nil {
			return err
		}
		created = rec
		return nil
	})
	if err != nil {
		return tusd.HTTPResponse{}, tusd.FileInfoChanges{}, err
	}
	expires := ExpiresAt(created.GetDateTime("created").Time())
	return tusd.HTTPResponse{Header: tusd.HTTPHeader{"Upload-Expires": expires.UTC().Format(http.TimeFormat)}},
		tusd.FileInfoChanges{ID: id}, nil
}

// beforeTerminate forgets the row of an upload its owner cancels (DELETE);
// tusd then removes the bytes.
func (s *Service) beforeTerminate(ev tusd.HookEvent) (tusd.HTTPResponse, error) {
	_, err := s.app.DB().Delete(Collection, dbx.HashExp{"id": ev.Upload.ID}).Execute()
	return tusd.HTTPResponse{}, err
}

func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n]
}

// HumanBytes writes a size the way our messages do: "1.5 GB", "300 MB".
func HumanBytes(n int64) string {
	switch {
	case n >= 1<<30:
		return trimZero(fmt.Sprintf("%.1f", float64(n)/(1<<30))) + " GB"
	case n >= 1<<20:
		return trimZero(fmt.Sprintf("%.1f", float64(n)/(1<<20))) + " MB"
	case n >= 1<<10:
		return trimZero(fmt.Sprintf("%.1f", float64(n)/(1<<10))) + " KB"
	}
	return fmt.Sprintf("%d bytes", n)
}

func trimZero(s string) string { return strings.TrimSuffix(s, ".0") }
