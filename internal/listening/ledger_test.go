package listening_test

import (
	"errors"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"selah/internal/listening"
	"selah/testutil"
)

// ledgerFixture: a test app with one listener and two episodes.
func ledgerFixture(t *testing.T) (app *tests.TestApp, listener string, eps [2]string) {
	t.Helper()
	app = testutil.NewApp(t)
	t.Cleanup(app.Cleanup)
	user := testutil.CreateUser(t, app, "listener@example.com", testutil.UserOpts{})
	artist := testutil.CreateUser(t, app, "artist@example.com", testutil.UserOpts{})
	mc, _ := app.FindCollectionByNameOrId("media")
	media := core.NewRecord(mc)
	media.Set("title", "Ledger sermons")
	media.Set("type", "sermon")
	media.Set("artist", artist.Id)
	if err := app.Save(media); err != nil {
		t.Fatal(err)
	}
	ec, _ := app.FindCollectionByNameOrId("episodes")
	for i := range eps {
		ep := core.NewRecord(ec)
		ep.Set("media", media.Id)
		ep.Set("title", "Episode")
		ep.Set("position", i+1)
		if err := app.Save(ep); err != nil {
			t.Fatal(err)
		}
		eps[i] = ep.Id
	}
	return app, user.Id, eps
}

// newLedger is a ledger closed when the test ends, before its app.
func newLedger(t *testing.T, app core.App, every time.Duration) *listening.Ledger {
	l := listening.NewLedger(app, every)
	t.Cleanup(func() { _ = l.Close() })
	return l
}

// listenRow reads a listens row straight from the database.
func listenRow(t *testing.T, app core.App, listener, episode string) (bytes int64, started time.Time, found bool) {
	t.Helper()
	rec, err := app.FindFirstRecordByFilter("listens", "listenerKey = {:l} && episode = {:e}", dbx.Params{"l": listener, "e": episode})
	if err != nil {
		return 0, time.Time{}, false
	}
	return int64(rec.GetInt("bytesServed")), rec.GetDateTime("startedAt").Time(), true
}

func sameMilli(a, b time.Time) bool { return a.UnixMilli() == b.UnixMilli() }

func TestLedgerAccumulates(t *testing.T) {
	app, listener, eps := ledgerFixture(t)
	l := newLedger(t, app, time.Hour) // no timer flush within the test
	t0 := time.Now().Add(-time.Minute)
	l.Add(listener, eps[0], 100, t0)
	l.Add(listener, eps[0], 50, t0.Add(time.Second))
	l.Add(listener, eps[1], 7, t0.Add(2*time.Second))
	l.Add(listener, eps[1], 0, t0.Add(3*time.Second)) // nothing served: nothing recorded
	if _, _, found := listenRow(t, app, listener, eps[0]); found {
		t.Fatal("a listen was written before the flush")
	}
	if l.Pending() != 2 {
		t.Fatalf("%d pairs pending, want 2", l.Pending())
	}
	if err := l.Flush(); err != nil {
		t.Fatal(err)
	}
	if n, started, _ := listenRow(t, app, listener, eps[0]); n != 150 || !sameMilli(started, t0) {
		t.Fatalf("episode 0: %d bytes from %v, want 150 from %v", n, started, t0)
	}
	if n, _, _ := listenRow(t, app, listener, eps[1]); n != 7 {
		t.Fatalf("episode 1: %d bytes, want 7", n)
	}
	// Later bytes add to the same row and keep its first byte's time.
	l.Add(listener, eps[0], 25, t0.Add(time.Minute))
	if err := l.Flush(); err != nil {
		t.Fatal(err)
	}
	if n, started, _ := listenRow(t, app, listener, eps[0]); n != 175 || !sameMilli(started, t0) {
		t.Fatalf("episode 0: %d bytes from %v, want 175 from %v", n, started, t0)
	}
	if l.Pending() != 0 {
		t.Fatalf("%d pairs pending after the flush", l.Pending())
	}
}

// TestLedgerWindowRestart: a listen whose first byte is older than the
// play window starts over, whether the old row is in the database or the
// window ends within one flush's batch.
func TestLedgerWindowRestart(t *testing.T) {
	app, listener, eps := ledgerFixture(t)
	l := newLedger(t, app, time.Hour)
	old := time.Now().Add(-25 * time.Hour)
	l.Add(listener, eps[0], 1000, old)
	if err := l.Flush(); err != nil {
		t.Fatal(err)
	}
	now := time.Now()
	l.Add(listener, eps[0], 10, now)
	if err := l.Flush(); err != nil {
		t.Fatal(err)
	}
	if n, started, _ := listenRow(t, app, listener, eps[0]); n != 10 || !sameMilli(started, now) {
		t.Fatalf("after the window: %d bytes from %v, want 10 from %v", n, started, now)
	}

	// One batch spanning the end of the window: bytes before it count
	// towards the old listen, then a new one starts.
	t0 := time.Now().Add(-48 * time.Hour)
	inside := t0.Add(listening.Window - time.Second)
	after := t0.Add(listening.Window + time.Second)
	l.Add(listener, eps[1], 1, t0)
	l.Add(listener, eps[1], 2, inside)
	l.Add(listener, eps[1], 4, after)
	l.Add(listener, eps[1], 8, after.Add(time.Second))
	if err := l.Flush(); err != nil {
		t.Fatal(err)
	}
	if n, started, _ := listenRow(t, app, listener, eps[1]); n != 12 || !sameMilli(started, after) {
		t.Fatalf("within a batch: %d bytes from %v, want 12 from %v", n, started, after)
	}
}

// TestLedgerSettle: a play report sees the bytes not yet flushed, in its
// own transaction; a report that fails leaves them pending.
func TestLedgerSettle(t *testing.T) {
	app, listener, eps := ledgerFixture(t)
	l := newLedger(t, app, time.Hour)
	t0 := time.Now().Add(-time.Minute)
	l.Add(listener, eps[0], 300, t0)
	l.Add(listener, eps[1], 5, t0)

	boom := errors.New("boom")
	err := l.Settle(listener, eps[0], func(tx core.App) error {
		if n, _, _ := listenRow(t, tx, listener, eps[0]); n != 300 {
			t.Errorf("inside a failing report: %d bytes, want 300", n)
		}
		return boom
	})
	if !errors.Is(err, boom) {
		t.Fatalf("Settle returned %v, want the report's error", err)
	}
	if _, _, found := listenRow(t, app, listener, eps[0]); found {
		t.Fatal("a failed report's transaction was not rolled back")
	}
	if l.Pending() != 2 {
		t.Fatalf("%d pairs pending after a failed report, want 2", l.Pending())
	}

	l.Add(listener, eps[0], 20, t0.Add(time.Second))
	err = l.Settle(listener, eps[0], func(tx core.App) error {
		if n, started, _ := listenRow(t, tx, listener, eps[0]); n != 320 || !sameMilli(started, t0) {
			t.Errorf("inside the report: %d bytes from %v, want 320 from %v", n, started, t0)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n, _, _ := listenRow(t, app, listener, eps[0]); n != 320 {
		t.Fatalf("after the report: %d bytes, want 320", n)
	}
	if l.Pending() != 1 {
		t.Fatalf("%d pairs pending, want 1 (the other episode is not settled)", l.Pending())
	}
	if _, _, found := listenRow(t, app, listener, eps[1]); found {
		t.Fatal("Settle wrote another pair")
	}
}

// TestLedgerTimer: what is added is written within the flush interval
// without anyone asking.
func TestLedgerTimer(t *testing.T) {
	app, listener, eps := ledgerFixture(t)
	l := newLedger(t, app, 20*time.Millisecond)
	l.Add(listener, eps[0], 42, time.Now())
	deadline := time.Now().Add(5 * time.Second)
	for {
		if n, _, _ := listenRow(t, app, listener, eps[0]); n == 42 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the timer never flushed")
		}
		time.Sleep(10 * time.Millisecond)
	}
	// And again for what comes after a flush.
	l.Add(listener, eps[0], 8, time.Now())
	for {
		if n, _, _ := listenRow(t, app, listener, eps[0]); n == 50 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the timer did not flush a second time")
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// TestLedgerDropsWhatCannotBeWritten: bytes of an episode deleted before
// the flush are dropped (as a direct write would have failed); the rest of
// the batch is written.
func TestLedgerDropsWhatCannotBeWritten(t *testing.T) {
	app, listener, eps := ledgerFixture(t)
	l := newLedger(t, app, time.Hour)
	l.Add(listener, eps[0], 10, time.Now())
	l.Add(listener, "gone00000000000", 10, time.Now())
	if err := l.Flush(); err != nil {
		t.Fatal(err)
	}
	if n, _, _ := listenRow(t, app, listener, eps[0]); n != 10 {
		t.Fatalf("%d bytes, want 10", n)
	}
	if l.Pending() != 0 {
		t.Fatalf("%d pairs still pending", l.Pending())
	}
}

// TestLedgerFlushOnTerminate: the app's ledger writes what it holds when
// the app terminates, before the database closes.
func TestLedgerFlushOnTerminate(t *testing.T) {
	app, listener, eps := ledgerFixture(t)
	l := listening.Open(app)
	l.Add(listener, eps[0], 77, time.Now())
	checked := false
	err := app.OnTerminate().Trigger(&core.TerminateEvent{App: app}, func(e *core.TerminateEvent) error {
		// PocketBase closes the database after the hooks; the bytes must be there by then.
		if n, _, _ := listenRow(t, app, listener, eps[0]); n != 77 {
			t.Errorf("at terminate: %d bytes written, want 77", n)
		}
		checked = true
		return nil
	})
	if err != nil || !checked {
		t.Fatalf("terminate: %v (checked %v)", err, checked)
	}
}
