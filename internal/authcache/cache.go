// Package authcache remembers which record an auth token stands for, so a
// request does not read the account's row again while nothing changed.
//
// An entry holds while the database is at the version it was read at
// (internal/answercache's DataVersion: any commit anywhere ends it, so a
// suspension, a deletion, a new password or a rotated token key is seen
// by the very next request) and while the token itself is unexpired.
// Tokens are verified exactly as PocketBase does, on every miss.
package authcache

import (
	"time"

	"github.com/hashicorp/golang-lru/v2/expirable"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/security"
)

// Cache maps tokens to the records they stand for.
type Cache struct {
	entries *expirable.LRU[string, entry]
}

type entry struct {
	version int64
	record  *core.Record
	expires time.Time
}

// Defaults: one entry per signed-in client seen lately.
const (
	DefaultEntries = 4096
	DefaultMaxAge  = time.Minute
)

// New keeps at most size tokens, none longer than maxAge.
func New(size int, maxAge time.Duration) *Cache {
	return &Cache{entries: expirable.NewLRU[string, entry](size, nil, maxAge)}
}

// Find returns the record token stands for at data version v (negative:
// unknown, always verify), a copy of its own the caller may change. find
// verifies the token on a miss; its failures are not kept, so a token is
// never refused from memory.
func (c *Cache) Find(v int64, token string, now time.Time, find func(token string) (*core.Record, error)) (*core.Record, error) {
	if v < 0 {
		return find(token)
	}
	if e, ok := c.entries.Get(token); ok && e.version == v && now.Before(e.expires) {
		return e.record.Clone(), nil
	}
	rec, err := find(token)
	if err != nil {
		return nil, err
	}
	if exp, ok := expiry(token); ok {
		c.entries.Add(token, entry{version: v, record: rec.Clone(), expires: exp})
	}
	return rec, nil
}

// expiry is the token's exp claim; a token without one is not kept.
func expiry(token string) (time.Time, bool) {
	claims, err := security.ParseUnverifiedJWT(token)
	if err != nil {
		return time.Time{}, false
	}
	exp, ok := claims["exp"].(float64)
	if !ok {
		return time.Time{}, false
	}
	return time.Unix(int64(exp), 0), true
}
