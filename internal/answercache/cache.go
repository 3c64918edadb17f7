// Package answercache keeps the rendered answers of read-only routes (the
// catalogue and admin lists) for as long as the database has not changed.
//
// Whether it changed is asked of SQLite itself (PRAGMA data_version, see
// version.go), not of our hooks: a commit by any code path — a record
// save, a raw UPDATE, a migration, the staff dashboard, another process on
// the same file — makes every kept answer stale at once. So a list can
// never show data older than the last commit, and nothing needs to
// remember to invalidate it.
package answercache

import (
	"net/http"
	"strconv"
	"sync"
	"time"

	"github.com/hashicorp/golang-lru/v2/expirable"
	"golang.org/x/sync/singleflight"

	"selah/internal/gzipcode"
)

// Answer is one rendered response.
type Answer struct {
	Status int
	Header http.Header
	Body   []byte
	// gz is Body gzipped, made on first need and shared by every copy of
	// a kept answer; nil for an answer that was not kept.
	gz *gzipped
}

type gzipped struct {
	once sync.Once
	body []byte
	err  error
}

// Gzipped is the body gzipped (internal/gzipcode, as the answer
// compressor would code it). For a kept answer it is made once, on the
// first request that accepts gzip, and every later one is served the same
// bytes: compressing each answer as it went out was a fifth of the
// server's CPU on the cached lists (decision 0015).
func (a Answer) Gzipped() ([]byte, error) {
	if a.gz == nil {
		return gzipcode.Bytes(a.Body)
	}
	a.gz.once.Do(func() { a.gz.body, a.gz.err = gzipcode.Bytes(a.Body) })
	return a.gz.body, a.gz.err
}

// Versioner says which version of the data a read would see now.
type Versioner interface {
	Version() (int64, error)
}

// Cache maps a request key to its answer at one data version.
type Cache struct {
	entries *expirable.LRU[string, entry]
	flight  singleflight.Group
}

type entry struct {
	version int64
	answer  Answer
}

// Defaults: a few hundred pages of 20 items are a few megabytes, and an
// answer whose content depends on the clock (this month's figures) is at
// most MaxAge old.
const (
	DefaultEntries = 512
	DefaultMaxAge  = 10 * time.Second
)

// New keeps at most size answers, none longer than maxAge.
func New(size int, maxAge time.Duration) *Cache {
	return &Cache{entries: expirable.NewLRU[string, entry](size, nil, maxAge)}
}

// Unknown is the version to pass when it could not be read: the cache
// then steps aside rather than risk serving stale data.
const Unknown int64 = -1

// Get returns the answer for key at data version v (read before the
// request reads anything), rendering it with render when there is none.
// Concurrent misses for the same key and version render once. An answer
// render reports as not keepable (a failure, a non-200) is returned but
// not kept. With v Unknown every call renders.
func (c *Cache) Get(v int64, key string, render func() (Answer, bool, error)) (Answer, error) {
	if v == Unknown {
		a, _, err := render()
		return a, err
	}
	if e, ok := c.entries.Get(key); ok && e.version == v {
		return e.answer, nil
	}
	type result struct {
		answer Answer
		keep   bool
	}
	out, err, _ := c.flight.Do(strconv.FormatInt(v, 10)+"\x00"+key, func() (any, error) {
		a, keep, err := render()
		if err == nil && keep {
			a.gz = &gzipped{}
			c.entries.Add(key, entry{version: v, answer: a})
		}
		return result{a, keep}, err
	})
	if err != nil {
		return Answer{}, err
	}
	return out.(result).answer, nil
}

// Len is how many answers are kept (for tests).
func (c *Cache) Len() int { return c.entries.Len() }
