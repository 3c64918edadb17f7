// Package wakeloop is a background worker's loop: one goroutine that does
// its work when it starts (if work waits), then whenever it is woken and at
// every poll, until it is stopped. The follow notices' sender and the feed
// importer run on it; each brings its own work, poll interval and first
// look. (The rendition and waveform workers keep queues of their own.)
package wakeloop

import (
	"context"
	"sync"
	"time"
)

// Loop runs one worker's goroutine. The zero value is not usable: New.
type Loop struct {
	every time.Duration
	wake  chan struct{}
	once  sync.Once

	mu     sync.Mutex
	cancel context.CancelFunc
	done   chan struct{}
}

// New is a loop that polls every interval; nothing runs before Start.
func New(every time.Duration) *Loop {
	return &Loop{every: every, wake: make(chan struct{}, 1)}
}

// Start starts the goroutine, once. waiting runs first, on the caller's
// goroutine, and says whether work waits now: then work runs at once,
// else at the first wake or poll. (Asked from the loop's own goroutine,
// the question raced the server's first requests for a database
// connection, and each new SQLite connection reads the whole schema.)
// work runs on the loop's goroutine only, one round at a time, and should
// return soon after ctx ends.
func (l *Loop) Start(waiting func() bool, work func(ctx context.Context)) {
	l.once.Do(func() {
		ctx, cancel := context.WithCancel(context.Background())
		l.mu.Lock()
		l.cancel, l.done = cancel, make(chan struct{})
		l.mu.Unlock()
		go l.run(ctx, waiting(), work)
	})
}

// Stop ends the loop and waits for the round in flight, so nothing writes
// to a database that is closing. Stop before Start does nothing.
func (l *Loop) Stop() {
	l.mu.Lock()
	cancel, done := l.cancel, l.done
	l.mu.Unlock()
	if cancel != nil {
		cancel()
		<-done
	}
}

// Wake makes the loop run its work now (or right after the round in
// flight); it never blocks, and wakes while a round runs count as one.
func (l *Loop) Wake() {
	select {
	case l.wake <- struct{}{}:
	default:
	}
}

func (l *Loop) run(ctx context.Context, look bool, work func(context.Context)) {
	defer close(l.done)
	tick := time.NewTicker(l.every)
	defer tick.Stop()
	for {
		if look {
			work(ctx)
		}
		look = true
		select {
		case <-ctx.Done():
			return
		case <-l.wake:
		case <-tick.C:
		}
	}
}
