// Package resumable keeps the tus 1.0.0 uploads of API.md ("Resumable
// uploads"): tusd's handler and file store write the bytes under
// pb_data/uploads_tus, and one row per upload in the `uploads` collection
// says whose it is, how big it will be and when it began, so that
// ownership, the quota of unfinished bytes and the 24-hour expiry are each
// one indexed query. Finished uploads are consumed by the media pipeline
// (routes/upload_from_uploads.go), which copies them into PocketBase's
// storage (local or S3) like any other upload.
package resumable

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/security"
	"github.com/tus/tusd/v2/pkg/filestore"
	tusd "github.com/tus/tusd/v2/pkg/handler"
	"github.com/tus/tusd/v2/pkg/memorylocker"
)

// Collection is the name of the collection of uploads in flight.
const Collection = "uploads"

// Expiry is how long an upload may stay unconsumed before its bytes go.
const Expiry = 24 * time.Hour

// Config sets the limits of a Service.
type Config struct {
	// BasePath is where the tus routes are mounted, e.g. "/api/uploads/".
	BasePath string
	// MaxSize is the largest single upload, in bytes.
	MaxSize int64
	// Quota is, per user, the most bytes their unconsumed uploads may
	// declare in all; read at every creation so an admin's change applies.
	Quota func(app core.App) int64
	// Pace is what a request's body must keep up (nil: DefaultPace).
	Pace *Paces
}

// Service is the tus handler plus the bookkeeping around it.
type Service struct {
	app   core.App
	dir   string
	cfg   Config
	store filestore.FileStore
	tus   *tusd.UnroutedHandler
}

// Upload is one row of the uploads collection.
type Upload struct {
	Id       string    `db:"id"`
	Owner    string    `db:"owner"`
	Size     int64     `db:"size"`
	Filename string    `db:"filename"`
	Filetype string    `db:"filetype"`
	Created  time.Time `db:"-"`
}

// Dir is where the bytes of uploads in flight live: on the data dir's disk,
// so copying them into local storage does not cross file systems.
func Dir(app core.App) string { return filepath.Join(app.DataDir(), "uploads_tus") }

// New builds the service for app; its upload dir is created if missing.
func New(app core.App, cfg Config) (*Service, error) {
	s := &Service{app: app, dir: Dir(app), cfg: cfg}
	if err := os.MkdirAll(s.dir, 0o755); err != nil {
		return nil, fmt.Errorf("upload dir: %w", err)
	}
	s.store = filestore.New(s.dir)
	composer := tusd.NewStoreComposer()
	// Core and termination only: no concatenation or deferred length, so
	// every upload declares its size up front and the quota can count it.
	composer.UseCore(s.store)
	composer.UseTerminater(s.store)
	composer.UseLocker(memorylocker.New())
	h, err := tusd.NewUnroutedHandler(tusd.Config{
		StoreComposer:              composer,
		BasePath:                   cfg.BasePath,
		MaxSize:                    cfg.MaxSize,
		DisableDownload:            true,
		RespectForwardedHeaders:    false,
		Logger:                     newLogger(app),
		PreUploadCreateCallback:    s.beforeCreate,
		PreUploadTerminateCallback: s.beforeTerminate,
		Cors:                       &tusd.CorsConfig{Disable: true}, // PocketBase's CORS middleware judges origins; see ExposeHeaders
	})
	if err != nil {
		return nil, err
	}
	s.tus = h
	return s, nil
}

// Handler is tusd's handler for one method, behind its protocol middleware.
// The request's path must end in the upload id (or the base path for POST).
func (s *Service) Handler(method string) http.Handler {
	var h http.HandlerFunc
	switch method {
	case http.MethodPost:
		h = s.tus.PostFile
	case http.MethodHead:
		h = s.tus.HeadFile
	case http.MethodPatch:
		h = s.tus.PatchFile
	case http.MethodDelete:
		h = s.tus.DelFile
	default: // OPTIONS: the middleware answers protocol discovery itself
		h = func(http.ResponseWriter, *http.Request) {}
	}
	if method == http.MethodPost || method == http.MethodPatch {
		// The requests that carry bytes keep a pace (see Pace).
		return s.paced(s.tus.Middleware(h))
	}
	return s.tus.Middleware(h)
}

// ownerKey carries the signed-in user's id from our auth middleware to
// tusd's callbacks (tusd derives its hook context from the request's).
type ownerKey struct{}

// WithOwner marks ctx as a request of the user with the given id.
func WithOwner(ctx context.Context, id string) context.Context {
	return context.WithValue(ctx, ownerKey{}, id)
}

func ownerOf(ctx context.Context) string {
	id, _ := ctx.Value(ownerKey{}).(string)
	return id
}

// ErrNotFound: no such upload, or it is somebody else's.
var ErrNotFound = errors.New("upload not found")

// Find returns the caller's upload with the given id.
func (s *Service) Find(id, owner string) (*Upload, error) {
	rec, err := s.app.FindRecordById(Collection, id)
	if err != nil || owner == "" || rec.GetString("owner") != owner {
		return nil, ErrNotFound
	}
	return toUpload(rec), nil
}

func toUpload(rec *core.Record) *Upload {
	return &Upload{
		Id:       rec.Id,
		Owner:    rec.GetString("owner"),
		Size:     int64(rec.GetInt("size")),
		Filename: rec.GetString("filename"),
		Filetype: rec.GetString("filetype"),
		Created:  rec.GetDateTime("created").Time(),
	}
}

// ExpiresAt is when an upload created at t is removed.
func ExpiresAt(t time.Time) time.Time { return t.Add(Expiry) }

// Offset is how many bytes of the upload the server holds.
func (s *Service) Offset(ctx context.Context, id string) (int64, error) {
	up, err := s.store.GetUpload(ctx, id)
	if err != nil {
		return 0, err
	}
	info, err := up.GetInfo(ctx)
	if err != nil {
		return 0, err
	}
	return info.Offset, nil
}

// Path is the file that holds the upload's bytes.
func (s *Service) Path(id string) string { return filepath.Join(s.dir, id) }

// Consume deletes the rows of the given uploads of owner inside tx, the
// transaction that turns them into media, and fails unless every one was
// still there: two finishes racing for the same upload cannot both win.
// Call RemoveFiles after the transaction commits.
func Consume(tx core.App, owner string, ids []string) error {
	res, err := tx.DB().Delete(Collection, dbx.And(
		dbx.HashExp{"owner": owner},
		dbx.In("id", toAny(ids)...),
	)).Execute()
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n != int64(len(ids)) {
		return ErrNotFound
	}
	return nil
}

// Discard removes uploads of owner, rows and bytes (a finish whose files
// were refused).
func (s *Service) Discard(owner string, ids []string) {
	if _, err := s.app.DB().Delete(Collection, dbx.And(
		dbx.HashExp{"owner": owner},
		dbx.In("id", toAny(ids)...),
	)).Execute(); err != nil {
		s.app.Logger().Warn("could not delete refused uploads", "error", err)
	}
	s.RemoveFiles(ids)
}

// RemoveFiles deletes the bytes and tusd's info file of each upload.
func (s *Service) RemoveFiles(ids []string) {
	for _, id := range ids {
		for _, p := range []string{s.Path(id), s.Path(id) + ".info"} {
			if err := os.Remove(p); err != nil && !errors.Is(err, os.ErrNotExist) {
				s.app.Logger().Warn("could not remove upload file", "path", p, "error", err)
			}
		}
	}
}

func toAny(ids []string) []any {
	out := make([]any, len(ids))
	for i, id := range ids {
		out[i] = id
	}
	return out
}

// newId is a fresh upload id, in PocketBase's record id alphabet.
func newId() string {
	return security.RandomStringWithAlphabet(15, "abcdefghijklmnopqrstuvwxyz0123456789")
}
