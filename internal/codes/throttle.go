package codes

import (
	"strings"
	"sync"
	"time"
)

// ResendInterval is how often one email may be sent a new code.
const ResendInterval = time.Minute

// Throttle allows one code email per address and purpose per interval. It
// keys on the address whether or not an account exists, so its answers do
// not reveal which emails are registered.
type Throttle struct {
	mu       sync.Mutex
	interval time.Duration
	last     map[string]time.Time
	now      func() time.Time
}

// NewThrottle returns a throttle allowing one send per interval.
func NewThrottle(interval time.Duration) *Throttle {
	return &Throttle{interval: interval, last: map[string]time.Time{}, now: time.Now}
}

// Allow reports whether a code may be sent now, and if so records the send.
func (t *Throttle) Allow(email string, purpose Purpose) bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	now := t.now()
	key := string(purpose) + ":" + strings.ToLower(strings.TrimSpace(email))
	if at, ok := t.last[key]; ok && now.Sub(at) < t.interval {
		return false
	}
	t.last[key] = now
	// Keep the map small: forget entries that can no longer block anyone.
	if len(t.last) > 10_000 {
		for k, at := range t.last {
			if now.Sub(at) >= t.interval {
				delete(t.last, k)
			}
		}
	}
	return true
}

// Forget drops the record for email so that the next send is allowed (used
// when a send failed, so the user is not locked out by our own error).
func (t *Throttle) Forget(email string, purpose Purpose) {
	t.mu.Lock()
	defer t.mu.Unlock()
	delete(t.last, string(purpose)+":"+strings.ToLower(strings.TrimSpace(email)))
}
