package listening

import (
	"slices"
	"sync"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// FlushEvery is how often the ledger writes what it collected.
const FlushEvery = time.Second

// Ledger is the write-behind record of listening: the bytes streamed, the
// signed URLs issued (sessions.go), and the resume points saved. Each
// answer of the stream route adds its bytes or its redirect in memory (no
// write transaction per Range request, which would queue every answer on
// SQLite's single writer), and each position save its position and its
// report to the pair's session; the ledger writes them to the `listens` and
// `positions` rows in one transaction every FlushEvery, on app terminate,
// for one pair right before a play report of that pair is judged (Settle),
// so the rules see every byte served and every report, and for one listener
// before their positions are read (SettlePositions).
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
// Each event keeps its time, and a flush applies them in order with the
// same rule as a direct write (Listen.apply): a listen whose first byte is
// older than Window starts over. Events of the last FlushEvery are lost if
// the process is killed; a clean stop writes them.
type Ledger struct {
	app   core.App
	every time.Duration

	// flushMu is held from taking pending bytes out of the map until their
	// transaction ended, so Settle never judges while a pair's bytes are in
	// flight. It is always taken before the database's writer, never after.
	flushMu sync.Mutex

	mu        sync.Mutex
	pending   map[listenKey][]event
	positions positionBook // the last position saved of each pair
	scheduled bool
	timer     *time.Timer
	closed    bool
}

type listenKey struct{ listener, episode string }

// NewLedger makes a ledger writing to app every `every`.
func NewLedger(app core.App, every time.Duration) *Ledger {
	return &Ledger{app: app, every: every, pending: map[listenKey][]event{}, positions: positionBook{}}
}

// Open makes the ledger of app's stream route: it writes every FlushEvery,
// and what it holds when the app terminates (after the HTTP server
// stopped, so the answers still in flight at shutdown are written too).
// Guests' rows past GuestKeep are swept by jobs/ (selahGuestSweep).
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
	return l
}

// Add records n bytes of episode served to listener at `at`.
func (l *Ledger) Add(listener, episode string, n int64, at time.Time) {
	l.AddFrom(listener, "", episode, n, at)
}

// AddFrom is Add for a guest whose request came from address (an
// AddressKey): the guest's listen is only created while the address has a
// place for its key (GuestKeysPerAddress). "" caps nothing (accounts).
func (l *Ledger) AddFrom(listener, address, episode string, n int64, at time.Time) {
	if n <= 0 {
		return
	}
	l.record(listenKey{listener, episode}, event{kind: eventServed, at: at, n: n, address: address})
}

// Redirect records that a signed URL of episode, valid until `until`, was
// issued to listener at `at`: it opens or extends their session.
func (l *Ledger) Redirect(listener, episode string, at, until time.Time) {
	l.RedirectFrom(listener, "", episode, at, until)
}

// RedirectFrom is Redirect for a guest whose request came from address
// (as AddFrom).
func (l *Ledger) RedirectFrom(listener, address, episode string, at, until time.Time) {
	l.record(listenKey{listener, episode}, event{kind: eventRedirected, at: at, until: until, address: address})
}

func (l *Ledger) record(k listenKey, e event) {
	l.mu.Lock()
	l.pending[k] = append(l.pending[k], e)
	l.scheduleLocked()
	l.mu.Unlock()
}

// SavePosition records that listener stopped episode at pos (seconds), now.
func (l *Ledger) SavePosition(listener, episode string, pos float64) {
	l.ReportPosition(listener, episode, pos, time.Now())
}

// ReportPosition records the player's report that listener is at pos
// (seconds) of episode at `at`: the last position of a pair wins, and the
// report is credited to the pair's session, if there is one.
func (l *Ledger) ReportPosition(listener, episode string, pos float64, at time.Time) {
	k := listenKey{listener, episode}
	l.mu.Lock()
	l.positions.set(k, savedPosition{pos: pos})
	l.pending[k] = append(l.pending[k], event{kind: eventReported, at: at, pos: pos})
	l.scheduleLocked()
	l.mu.Unlock()
}

// Report credits the player's report that listener is at pos of episode
// at `at` to the pair's session, saving no position: a guest's listening
// is keyed by address and agent, its positions by its device (KeepPosition).
func (l *Ledger) Report(listener, episode string, pos float64, at time.Time) {
	l.record(listenKey{listener, episode}, event{kind: eventReported, at: at, pos: pos})
}

// KeepPosition saves pos as listener's position in episode (the last one
// of a pair wins), for a guest whose request came from address: a new row
// is only written while the address has a place for the key
// (GuestKeysPerAddress; "" caps nothing).
func (l *Ledger) KeepPosition(listener, address, episode string, pos float64) {
	l.mu.Lock()
	l.positions.set(listenKey{listener, episode}, savedPosition{pos: pos, address: address})
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
	n := len(l.pending)
	for listener, eps := range l.positions {
		for episode := range eps {
			if _, also := l.pending[listenKey{listener, episode}]; !also {
				n++
			}
		}
	}
	return n
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
	l.pending, l.positions = map[listenKey][]event{}, positionBook{}
	l.scheduled = false
	l.mu.Unlock()
	if len(batch) == 0 && len(positions) == 0 {
		return nil
	}
	err := l.app.RunInTransaction(func(tx core.App) error {
		l.writeListens(tx, batch)
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

// Settle writes the pending events of one listener's episode (bytes,
// redirects, reports) and runs fn in the same write transaction, with no
// flush in flight: what fn reads of that `listens` row is every byte
// served and every report so far. If fn fails, the transaction is rolled
// back and the events wait for the next flush.
func (l *Ledger) Settle(listener, episode string, fn func(tx core.App) error) error {
	l.flushMu.Lock()
	defer l.flushMu.Unlock()
	k := listenKey{listener, episode}
	l.mu.Lock()
	events := l.pending[k]
	delete(l.pending, k)
	l.mu.Unlock()
	written := false
	err := l.app.RunInTransaction(func(tx core.App) error {
		if len(events) > 0 {
			if err := writeListen(tx, k, events); err != nil {
				l.app.Logger().Error("could not record a listen", "listener", listener, "episode", episode, "error", err)
			} else {
				written = true
			}
		}
		return fn(tx)
	})
	if err != nil && written {
		l.restore(map[listenKey][]event{k: events})
	}
	return err
}

// SettlePositions writes the pending positions and events of one
// listener, so what is read of their positions next is every position
// they saved.
func (l *Ledger) SettlePositions(listener string) error {
	l.flushMu.Lock()
	defer l.flushMu.Unlock()
	l.mu.Lock()
	mine := positionBook{listener: l.positions[listener]}
	delete(l.positions, listener)
	// The listener's other events (their reports above all) go in the same
	// transaction; the scan is of what a second of listening left pending.
	events := map[listenKey][]event{}
	for k, evs := range l.pending {
		if k.listener == listener {
			events[k] = evs
			delete(l.pending, k)
		}
	}
	l.mu.Unlock()
	if mine.count() == 0 && len(events) == 0 {
		return nil
	}
	err := l.app.RunInTransaction(func(tx core.App) error {
		l.writeListens(tx, events)
		l.writePositions(tx, mine)
		return nil
	})
	if err != nil {
		l.restore(events)
		l.restorePositions(mine)
	}
	return err
}

// writeListens applies each pair's events. A pair that cannot be written
// (its listener or episode was deleted meanwhile) is logged and dropped, as
// a direct write would have failed.
func (l *Ledger) writeListens(tx core.App, batch map[listenKey][]event) {
	for k, evs := range batch {
		if err := writeListen(tx, k, evs); err != nil {
			l.app.Logger().Error("could not record a listen", "listener", k.listener, "episode", k.episode, "error", err)
		}
	}
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
func (l *Ledger) restore(batch map[listenKey][]event) {
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

// writeListen applies events to the listener's listen of an episode, in
// order (Listen.apply). Reports alone never create a listen: without a
// session there is nothing to credit them to. A guest's new listen needs
// a place among its address's keys (guest_caps.go); without one its
// events are dropped: it still hears, but nothing it does counts.
func writeListen(tx core.App, k listenKey, events []event) error {
	rec, err := pairRecord(tx, "listens", k)
	if err != nil {
		return err
	}
	if rec.IsNew() {
		i := slices.IndexFunc(events, event.opensListen)
		if i < 0 {
			return nil
		}
		if ok, err := mayAddRow(tx, "listens", k.listener, events[i].address, events[i].at); !ok || err != nil {
			return err
		}
	}
	l := listenOf(rec)
	before := l
	for _, e := range events {
		l = l.apply(e)
	}
	if !rec.IsNew() && sameListen(before, l) {
		return nil // reports with no session: nothing changed
	}
	setListen(rec, l)
	return tx.Save(rec)
}

// writePosition saves the listener's position in an episode; a guest's
// new row needs a place among its address's keys (guest_caps.go), and
// without one the position is not kept.
func writePosition(tx core.App, k listenKey, p savedPosition) error {
	rec, err := pairRecord(tx, "positions", k)
	if err != nil {
		return err
	}
	if rec.IsNew() {
		if ok, err := mayAddRow(tx, "positions", k.listener, p.address, time.Now()); !ok || err != nil {
			return err
		}
	}
	rec.Set("position", p.pos)
	return tx.Save(rec)
}

// mayAddRow says whether a listener may get a new row in table: always
// for an account, and for a guest whose request named no address (tests
// of the ledger alone); else while its address has a place for the key.
func mayAddRow(tx core.App, table, listener, address string, at time.Time) (bool, error) {
	if address == "" || !IsGuest(listener) {
		return true, nil
	}
	return claimGuestRow(tx, address, table, listener, at)
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
type positionBook map[string]map[string]savedPosition

// savedPosition is a position waiting to be written, with the address
// key of the guest's request that saved it ("" for an account).
type savedPosition struct {
	pos     float64
	address string
}

func (b positionBook) set(k listenKey, p savedPosition) {
	if b[k.listener] == nil {
		b[k.listener] = map[string]savedPosition{}
	}
	b[k.listener][k.episode] = p
}

// count is how many pairs wait.
func (b positionBook) count() int {
	n := 0
	for _, eps := range b {
		n += len(eps)
	}
	return n
}
