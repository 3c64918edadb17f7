package downloads

import (
	"sync"
	"time"
)

// Window is the IAB de-duplication window: one download per listener per
// episode per 24 hours.
const Window = 24 * time.Hour

// MaxSpansPerKey bounds the memory a single listener can make the tracker
// hold by asking for many small disjoint ranges; spans beyond it are not
// credited.
const MaxSpansPerKey = 256

// Tracker accumulates, in memory, the bytes of each file served to each
// listener within the window, so that several Range requests that together
// pass the threshold count once. A key's coverage lasts a window from its
// first request; the key itself is dropped once a window has passed since
// both its last request and its last count (swept at most once a minute). When it holds maxKeys keys, a new key is judged on its own
// request alone and not remembered. A restart forgets partial ranges: a
// listener who was half-way through must pass the threshold again.
//
// A Tracker is safe for concurrent use.
type Tracker struct {
	mu        sync.Mutex
	window    time.Duration
	maxKeys   int
	keys      map[string]*entry
	lastSweep time.Time
}

type entry struct {
	start     time.Time // first request of the current window
	counted   time.Time // when this key last counted (zero: not yet)
	coverage  Coverage
	lastTouch time.Time
}

// NewTracker returns a tracker with the given window (Window in
// production) holding at most maxKeys listener-file keys.
func NewTracker(window time.Duration, maxKeys int) *Tracker {
	return &Tracker{window: window, maxKeys: max(maxKeys, 1), keys: map[string]*entry{}}
}

// Serve records that spans of a file were served to key at now, and
// reports whether this request makes the key count: its coverage of the
// audio [from, to) reaches threshold, and the key has not counted within the
// window. After a count the key's coverage starts afresh, and it cannot
// count again until a window has passed since.
func (t *Tracker) Serve(key string, spans []Span, from, to, threshold int64, now time.Time) bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.sweep(now)

	e := t.keys[key]
	if e == nil {
		e = &entry{start: now}
		if len(t.keys) < t.maxKeys {
			t.keys[key] = e
		}
	}
	e.lastTouch = now
	if now.Sub(e.start) >= t.window {
		e.start, e.coverage = now, Coverage{}
	}
	if !e.counted.IsZero() && now.Sub(e.counted) < t.window {
		return false
	}
	for _, s := range spans {
		if e.coverage.Len() >= MaxSpansPerKey {
			break
		}
		e.coverage.Add(s)
	}
	if e.coverage.Covered(from, to) < threshold {
		return false
	}
	e.counted, e.start, e.coverage = now, now, Coverage{}
	return true
}

// Len returns the number of keys remembered.
func (t *Tracker) Len() int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return len(t.keys)
}

// sweep drops the keys whose window and count have both run out.
func (t *Tracker) sweep(now time.Time) {
	every := time.Minute
	if len(t.keys) >= t.maxKeys {
		every = time.Second // full: make room sooner, but not on every request
	}
	if now.Sub(t.lastSweep) < every {
		return
	}
	t.lastSweep = now
	for k, e := range t.keys {
		if now.Sub(e.lastTouch) >= t.window && (e.counted.IsZero() || now.Sub(e.counted) >= t.window) {
			delete(t.keys, k)
		}
	}
}
