package listening

import (
	"sync"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"

	"selah/internal/cronjob"
)

// FlushEvery is how often the ledger writes what it collected.
const FlushEvery = time.Second

// Ledger is the write-behind record of listening: the bytes streamed and
// the resume points saved. Each answer of the stream route adds its bytes
// in memory (no write transaction per Range request, which would queue
// every answer on SQLite's single writer), and each position save its
// position; the ledger writes them to the `listens` and `positions` rows in
// one transaction every FlushEvery, on app terminate, for one pair right
// before a play report of that pair is judged (Settle), so the rules see
// every byte served, and for one listener before their positions are read
// (SettlePositions).
//
// Positions are written behind because a commit is dear to every reader,
// not to the writer: in WAL mode each connection that starts reading after
// another's commit drops its page cache and its mapping of the file. 50
// position saves a second, one commit each, took a third of the catalogue's
// pages a second (docs/BENCHMARKS.md, target 7); one commit a second does
// not.
//
// A listener is a listener key: the id of a users account, or a guest's
// key of the day (GuestKey); the rows are found by `listenerKey`.
//
// Each addition keeps its time, and a flush applies them in order with the
// same rule as a direct write: a listen whose first byte is older than
// Window starts over. Bytes of the last FlushEvery are lost if the process
// is killed; a clean stop writes them.
type Ledger struct {
	app   core.App
	every time.Duration

	// flushMu is held from taking pending bytes out of the map until their
	// transaction ended, so Settle never judges while a pair's bytes are in
	// flight. It is always taken before the database's writer, never after.
	flushMu sync.Mutex

	mu        sync.Mutex
	pending   map[listenKey][]served
	positions positionBook // the last position saved of each pair
	scheduled bool
	timer     *time.Timer
	closed    bool
}

type listenKey struct{ listener, episode string }

// served is one answer's bytes and when they were served.
type served struct {
	at time.Time
	n  int64
}

// NewLedger makes a ledger writing to app every `every`.
func NewLedger(app core.App, every time.Duration) *Ledger {
	return &Ledger{app: app, every: every, pending: map[listenKey][]served{}, positions: positionBook{}}
}

// Open makes the ledger of app's stream route: it writes every FlushEvery,
// and what it holds when the app terminates (after the HTTP server
// stopped, so the answers still in flight at shutdown are written too).
// While the app serves, guests' rows past GuestKeep are swept every hour.
func Open(app core.App) *Ledger {
	l := NewLedger(app, FlushEvery)
	app.OnTerminate().Bind(&hook.Handler[*core.TerminateEvent]{
		Id: "selahListenLedger",
		// After PocketBase's graceful shutdown of the HTTP server
		// (priority 0), before the database is closed.
		Priority: 1000,
		Func: func(e *core.TerminateEvent) error {
			if err := l.Close(); err != nil {
				app.Logger().Error("could not write the bytes streamed", "error", err)
			}
			return e.Next()
		},
	})
	// Guests' rows outlive their key by a day at most (GuestKeep).
	app.OnServe().Bind(&hook.Handler[*core.ServeEvent]{
		Id: "selahGuestSweep",
		Func: func(se *core.ServeEvent) error {
			cronjob.Add(se.App, "selahGuestSweep", "17 * * * *", func() {
				if n, err := SweepGuests(se.App, time.Now()); err != nil {
					se.App.Logger().Error("could not sweep guests' listening rows", "error", err)
				} else if n > 0 {
					se.App.Logger().Info("swept guests' listening rows", "rows", n)
				}
			})
			return se.Next()
		},
	})
	return l
}

// Add records n bytes of episode served to listener at `at`.
func (l *Ledger) Add(listener, episode string, n int64, at time.Time) {
	if n <= 0 {
		return
	}
	k := listenKey{listener, episode}
	l.mu.Lock()
	l.pending[k] = append(l.pending[k], served{at, n})
	l.scheduleLocked()
	l.mu.Unlock()
}

// SavePosition records that listener stopped episode at pos (seconds): the
// last position of a pair wins.
func (l *Ledger) SavePosition(listener, episode string, pos float64) {
	l.mu.Lock()
	l.positions.set(listenKey{listener, episode}, pos)
	l.scheduleLocked()
	l.mu.Unlock()
}

func (l *Ledger) scheduleLocked() {
	if l.scheduled || l.closed || len(l.pending) == 0 && len(l.positions) == 0 {
		return
	}
	l.scheduled = true
	l.timer = time.AfterFunc(l.every, l.tick)
}

func (l *Ledger) tick() {
	if err := l.Flush(); err != nil {
		l.app.Logger().Error("could not write the bytes streamed (will retry)", "error", err)
	}
}

// Pending is how many listener/episode pairs wait to be written.
func (l *Ledger) Pending() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return len(l.pending) + l.positions.count()
}

// Flush writes everything pending in one transaction. A pair that cannot be
// written (its listener or episode was deleted meanwhile) is logged and
// dropped, as a direct write would have; when the transaction itself fails,
// everything goes back to wait for the next flush.
func (l *Ledger) Flush() error {
	l.flushMu.Lock()
	defer l.flushMu.Unlock()
	l.mu.Lock()
	batch, positions := l.pending, l.positions
	l.pending, l.positions = map[listenKey][]served{}, positionBook{}
	l.scheduled = false
	l.mu.Unlock()
	if len(batch) == 0 && len(positions) == 0 {
		return nil
	}
	err := l.app.RunInTransaction(func(tx core.App) error {
		for k, s := range batch {
			if err := writeListen(tx, k, s); err != nil {
				l.app.Logger().Error("could not record a listen", "listener", k.listener, "episode", k.episode, "error", err)
			}
		}
		l.writePositions(tx, positions)
		return nil
	})
	if err != nil {
		l.restore(batch)
		l.restorePositions(positions)
	}
	l.mu.Lock()
	l.scheduleLocked()
	l.mu.Unlock()
	return err
}

// Settle writes the pending bytes of one listener's episode and runs fn in
// the same write transaction, with no flush in flight: what fn reads of
// that `listens` row is every byte served so far. If fn fails, the
// transaction is rolled back and the bytes wait for the next flush.
func (l *Ledger) Settle(listener, episode string, fn func(tx core.App) error) error {
	l.flushMu.Lock()
	defer l.flushMu.Unlock()
	k := listenKey{listener, episode}
	l.mu.Lock()
	spans := l.pending[k]
	delete(l.pending, k)
	l.mu.Unlock()
	written := false
	err := l.app.RunInTransaction(func(tx core.App) error {
		if len(spans) > 0 {
			if err := writeListen(tx, k, spans); err != nil {
				l.app.Logger().Error("could not record a listen", "listener", listener, "episode", episode, "error", err)
			} else {
				written = true
			}
		}
		return fn(tx)
	})
	if err != nil && written {
		l.restore(map[listenKey][]served{k: spans})
	}
	return err
}

// SettlePositions writes the pending positions of one listener, so what
// is read of their positions next is every position they saved.
func (l *Ledger) SettlePositions(listener string) error {
	l.flushMu.Lock()
	defer l.flushMu.Unlock()
	l.mu.Lock()
	mine := positionBook{listener: l.positions[listener]}
	delete(l.positions, listener)
	l.mu.Unlock()
	if mine.count() == 0 {
		return nil
	}
	err := l.app.RunInTransaction(func(tx core.App) error {
		l.writePositions(tx, mine)
		return nil
	})
	if err != nil {
		l.restorePositions(mine)
	}
	return err
}

// writePositions saves each pair's position. A pair that cannot be written
// (its listener or episode was deleted meanwhile) is logged and dropped, as
// a direct save would have failed.
func (l *Ledger) writePositions(tx core.App, positions positionBook) {
	for listener, eps := range positions {
		for episode, pos := range eps {
			if err := writePosition(tx, listenKey{listener, episode}, pos); err != nil {
				l.app.Logger().Error("could not save a position", "listener", listener, "episode", episode, "error", err)
			}
		}
	}
}

// restorePositions puts positions that were not written back, unless a
// newer one of the same pair came since.
func (l *Ledger) restorePositions(positions positionBook) {
	l.mu.Lock()
	defer l.mu.Unlock()
	for listener, eps := range positions {
		for episode, pos := range eps {
			if _, newer := l.positions[listener][episode]; !newer {
				l.positions.set(listenKey{listener, episode}, pos)
			}
		}
	}
	l.scheduleLocked()
}

// restore puts a batch that was not written back in front of what came
// since.
func (l *Ledger) restore(batch map[listenKey][]served) {
	l.mu.Lock()
	defer l.mu.Unlock()
	for k, s := range batch {
		l.pending[k] = append(s, l.pending[k]...)
	}
	l.scheduleLocked()
}

// Close stops the timer and writes what is pending. Bytes added after
// Close wait in memory (nothing flushes them).
func (l *Ledger) Close() error {
	l.mu.Lock()
	l.closed = true
	if l.timer != nil {
		l.timer.Stop()
	}
	l.mu.Unlock()
	return l.Flush()
}

// writeListen adds served bytes to the listener's listen of an episode,
// in order; a listen whose first byte is older than Window starts over.
func writeListen(tx core.App, k listenKey, spans []served) error {
	rec, err := pairRecord(tx, "listens", k)
	if err != nil {
		return err
	}
	started := rec.GetDateTime("startedAt").Time()
	bytes := int64(rec.GetInt("bytesServed"))
	for _, s := range spans {
		if started.IsZero() || s.at.Sub(started) > Window {
			started, bytes = s.at, 0
		}
		bytes += s.n
	}
	rec.Set("startedAt", started)
	rec.Set("bytesServed", bytes)
	return tx.Save(rec)
}

// writePosition saves the listener's position in an episode.
func writePosition(tx core.App, k listenKey, pos float64) error {
	rec, err := pairRecord(tx, "positions", k)
	if err != nil {
		return err
	}
	rec.Set("position", pos)
	return tx.Save(rec)
}

// pairRecord is the collection's row of a listener key and episode, or a
// new one (unsaved) when there is none. tx holds the writer, so nothing can
// create the row between the look-up and the save. An account's row also
// names the account (`listener`), so it goes when the account does; a
// guest's names none.
func pairRecord(tx core.App, collection string, k listenKey) (*core.Record, error) {
	rec, err := tx.FindFirstRecordByFilter(collection, "listenerKey = {:l} && episode = {:e}", dbx.Params{"l": k.listener, "e": k.episode})
	if err == nil {
		return rec, nil
	}
	coll, err := tx.FindCachedCollectionByNameOrId(collection)
	if err != nil {
		return nil, err
	}
	rec = core.NewRecord(coll)
	rec.Set("listenerKey", k.listener)
	if !IsGuest(k.listener) {
		rec.Set("listener", k.listener)
	}
	rec.Set("episode", k.episode)
	return rec, nil
}

// positionBook holds pending positions by listener, then episode, so one
// listener's are taken out without looking at anyone else's (every item
// page a listener opens settles theirs).
type positionBook map[string]map[string]float64

func (b positionBook) set(k listenKey, pos float64) {
	if b[k.listener] == nil {
		b[k.listener] = map[string]float64{}
	}
	b[k.listener][k.episode] = pos
}

// count is how many pairs wait.
func (b positionBook) count() int {
	n := 0
	for _, eps := range b {
		n += len(eps)
	}
	return n
}
