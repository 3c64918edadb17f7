// Package importfeed imports a podcast from another host (API.md
// "Creators' workflow", POST /api/media/import-feed): its RSS feed is
// fetched and read, the show becomes its creator's draft podcast, and each
// episode's audio is downloaded, its bytes checked and measured as an
// upload's are (internal/audio), and saved with package ingest, keeping
// the episode's guid, publication date and number, so podcast apps that
// follow the new feed know the episodes they have. When every episode was
// tried the item goes to review (moderation.Submit).
//
// Work is background work: Begin records the import and wakes the worker
// (worker.go), which runs one step at a time (the feed, or one episode),
// the imports taking turns, and resumes from the rows after a restart. The
// downloads go through the address guard (guard.go) with limits on size,
// time and redirects (fetch.go); the feed is read by Parse (rss.go).
package importfeed

import (
	"errors"
	"fmt"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"selah/internal/upload"
	"selah/internal/wakeloop"
)

// The states of an import (the imports collection's status).
const (
	StatusFetching  = "fetching"  // the feed is fetched and read (and the draft made)
	StatusImporting = "importing" // its episodes are downloaded, one at a time
	StatusDone      = "done"      // every episode was tried, at least one imported; the item is in review
	StatusFailed    = "failed"    // the feed could not be imported, or no episode could
)

// The states of one episode of an import (import_items' state).
const (
	itemWaiting = "waiting"
	itemDone    = "done"
	itemFailed  = "failed"
)

// Options are an import's limits and the address guard's switch.
type Options struct {
	// AllowPrivate lets downloads reach loopback and private addresses
	// (SELAH_IMPORT_ALLOW_PRIVATE=true: tests, closed networks).
	AllowPrivate bool
	FeedBytes    int64         // the feed's body
	FeedTime     time.Duration // the feed's download
	AudioBytes   int64         // one episode's audio (an upload's limit)
	AudioTime    time.Duration // one episode's download
	ImageBytes   int64         // the artwork
	ImageTime    time.Duration
	MaxItems     int // episodes read from one feed; more are reported, not imported
	// MaxActive is how many unfinished imports one creator may have.
	MaxActive int
	// RetryWaits are the waits before each new try of the feed's or an
	// episode's download that failed in a way that may pass (a 5xx, 429
	// or 408 answer, a dropped connection: retryable): one more try per
	// wait.
	RetryWaits []time.Duration
}

// DefaultOptions are the limits of docs/IMPORT.md.
func DefaultOptions() Options {
	return Options{
		FeedBytes: 20 << 20, FeedTime: 30 * time.Second,
		AudioBytes: upload.MaxAudioBytes, AudioTime: 10 * time.Minute,
		ImageBytes: upload.MaxImageBytes, ImageTime: 30 * time.Second,
		MaxItems: 5000, MaxActive: 3,
		RetryWaits: []time.Duration{5 * time.Second, 30 * time.Second},
	}
}

// AllowPrivateEnv is the switch that lets imports reach loopback and
// private addresses.
const AllowPrivateEnv = "SELAH_IMPORT_ALLOW_PRIVATE"

// OptionsFromEnv are DefaultOptions with SELAH_IMPORT_ALLOW_PRIVATE read
// (once, when the services are built).
func OptionsFromEnv() Options {
	o := DefaultOptions()
	o.AllowPrivate = strings.EqualFold(strings.TrimSpace(os.Getenv(AllowPrivateEnv)), "true")
	return o
}

// Service starts imports and runs them in the background: one per app
// (internal/services), started and stopped by jobs/.
type Service struct {
	app    core.App
	opts   Options
	client *http.Client

	loop *wakeloop.Loop
}

// New builds the import service of app; nothing runs before Start.
func New(app core.App, opts Options) *Service {
	return &Service{app: app, opts: opts, client: newClient(opts.AllowPrivate), loop: wakeloop.New(PollEvery)}
}

// AllowsPrivate reports whether imports may reach loopback and private
// addresses.
func (s *Service) AllowsPrivate() bool { return s.opts.AllowPrivate }

// ErrTooManyActive refuses a new import while the creator has MaxActive
// unfinished ones.
var ErrTooManyActive = errors.New("You already have imports in progress: please wait until one of them finishes")

// Begin records owner's import of the feed at rawURL and wakes the
// worker; it returns the import's id. The address is checked first
// (CheckURL's errors).
func (s *Service) Begin(app core.App, owner, rawURL string) (string, error) {
	u, err := CheckURL(rawURL, s.opts.AllowPrivate)
	if err != nil {
		return "", err
	}
	// The count and the insert are one transaction (PocketBase runs one
	// write transaction at a time): two requests at once cannot both pass
	// the limit.
	var imp *core.Record
	err = app.RunInTransaction(func(tx core.App) error {
		active, err := tx.CountRecords(importsCollection, dbx.HashExp{"owner": owner, "status": []any{StatusFetching, StatusImporting}})
		if err != nil {
			return err
		}
		if s.opts.MaxActive > 0 && int(active) >= s.opts.MaxActive {
			return ErrTooManyActive
		}
		coll, err := tx.FindCachedCollectionByNameOrId(importsCollection)
		if err != nil {
			return err
		}
		imp = core.NewRecord(coll)
		imp.Set("owner", owner)
		imp.Set("url", u.String())
		imp.Set("status", StatusFetching)
		imp.Set("errors", []Problem{})
		if err := tx.Save(imp); err != nil {
			return fmt.Errorf("save import: %w", err)
		}
		return nil
	})
	if err != nil {
		return "", err
	}
	s.Wake()
	return imp.Id, nil
}

// Problem is something an import could not take: an episode (its title
// and guid) or the feed as a whole (no title, no guid), and why.
type Problem struct {
	Title  string `json:"title"`
	GUID   string `json:"guid"`
	Reason string `json:"reason"`
}

// Progress is an import as its owner follows it.
type Progress struct {
	Owner    string
	Status   string
	Total    int // episodes to try
	Done     int // episodes tried (imported or not)
	Imported int
	MediaId  string    // the podcast it fills ("" before it exists, or once removed)
	Problems []Problem // the feed's first, then each episode's, in import order
}

// ErrNotFound is an import that does not exist.
var ErrNotFound = errors.New("no such import")

// Find reads an import's progress.
func Find(app core.App, id string) (*Progress, error) {
	imp, err := app.FindRecordById(importsCollection, id)
	if err != nil {
		return nil, ErrNotFound
	}
	p := &Progress{
		Owner: imp.GetString("owner"), Status: imp.GetString("status"),
		Total: imp.GetInt("total"), Done: imp.GetInt("done"), Imported: imp.GetInt("imported"),
		MediaId: imp.GetString("media"), Problems: feedProblems(imp),
	}
	failed, err := app.FindRecordsByFilter(itemsCollection, "import = {:i} && state = {:s}", "position", 0, 0,
		dbx.Params{"i": imp.Id, "s": itemFailed})
	if err != nil {
		return nil, err
	}
	for _, it := range failed {
		p.Problems = append(p.Problems, Problem{Title: it.GetString("title"), GUID: it.GetString("guid"), Reason: it.GetString("reason")})
	}
	return p, nil
}

// feedProblems are the problems of the feed as a whole, kept on the import.
func feedProblems(imp *core.Record) []Problem {
	var out []Problem
	_ = imp.UnmarshalJSONField("errors", &out)
	if out == nil {
		out = []Problem{}
	}
	return out
}
