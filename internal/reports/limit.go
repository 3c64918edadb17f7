package reports

import (
	"os"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/hashicorp/golang-lru/v2/expirable"
)

// Limiter lets a key (a reporter's address or account) make at most max
// reports per window: a fixed window per key, its counts kept in an
// expiring LRU (golang-lru), so memory stays bounded whatever the number
// of callers. PocketBase's own limiter matches path prefixes, and a
// report's path names its item, so it cannot count reports alone.
type Limiter struct {
	max    int
	window time.Duration
	mu     sync.Mutex
	counts *expirable.LRU[string, *count]
	now    func() time.Time
}

type count struct {
	start time.Time
	n     int
}

// Limits on reports: per caller address, and per signed-in account.
const (
	PerWindow = 5
	Window    = time.Hour
)

// LimitEnv names the number of reports a caller may make per Window
// (PerWindow when unset or not a positive number): the browser journeys,
// whose every report comes from 127.0.0.1, raise it.
const LimitEnv = "SELAH_REPORTS_PER_HOUR"

// PerWindowFromEnv is the limit LimitEnv sets (read once, when the
// services are built).
func PerWindowFromEnv() int {
	if n, err := strconv.Atoi(strings.TrimSpace(os.Getenv(LimitEnv))); err == nil && n > 0 {
		return n
	}
	return PerWindow
}

// NewLimiter allows max per window per key.
func NewLimiter(max int, window time.Duration) *Limiter {
	return &Limiter{max: max, window: window, counts: expirable.NewLRU[string, *count](100_000, nil, window), now: time.Now}
}

// Allow counts one try of key and reports whether it is within the limit
// (one step under the lock: two tries at once count twice).
func (l *Limiter) Allow(key string) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.now()
	c, ok := l.counts.Get(key)
	if !ok || now.Sub(c.start) >= l.window {
		c = &count{start: now}
		l.counts.Add(key, c)
	}
	if c.n >= l.max {
		return false
	}
	c.n++
	return true
}
