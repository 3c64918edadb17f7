package listening_test

import (
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"selah/testutil"
)

// positionRow reads a positions row straight from the database.
func positionRow(t *testing.T, app core.App, listener, episode string) (float64, bool) {
	t.Helper()
	rec, err := app.FindFirstRecordByFilter("positions", "listenerKey = {:l} && episode = {:e}", dbx.Params{"l": listener, "e": episode})
	if err != nil {
		return 0, false
	}
	return rec.GetFloat("position"), true
}

// Positions are written behind: nothing until a flush, then the last
// position of each pair, in one row per pair however often it was saved.
func TestLedgerWritesPositionsBehind(t *testing.T) {
	app, listener, eps := ledgerFixture(t)
	l := newLedger(t, app, time.Hour) // no timer flush within the test
	l.SavePosition(listener, eps[0], 10)
	l.SavePosition(listener, eps[0], 12.5)
	l.SavePosition(listener, eps[1], 3)
	if _, found := positionRow(t, app, listener, eps[0]); found {
		t.Fatal("a position was written before any flush")
	}
	if n := l.Pending(); n != 2 {
		t.Fatalf("%d pairs pending, want 2", n)
	}
	if err := l.Flush(); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		ep   string
		want float64
	}{{eps[0], 12.5}, {eps[1], 3}} {
		if got, found := positionRow(t, app, listener, c.ep); !found || got != c.want {
			t.Errorf("position of %s: %v (found %v), want %v", c.ep, got, found, c.want)
		}
	}
	l.SavePosition(listener, eps[0], 20)
	if err := l.Flush(); err != nil {
		t.Fatal(err)
	}
	if got, _ := positionRow(t, app, listener, eps[0]); got != 20 {
		t.Errorf("position after a second save: %v, want 20", got)
	}
	n, err := app.CountRecords("positions", dbx.HashExp{"listener": listener, "episode": eps[0]})
	if err != nil || n != 1 {
		t.Errorf("%d rows for one pair (err %v), want 1", n, err)
	}
	if n := l.Pending(); n != 0 {
		t.Errorf("%d pairs pending after the flush", n)
	}
}

// SettlePositions writes one listener's positions and leaves the others'
// waiting.
func TestLedgerSettlesOneListenersPositions(t *testing.T) {
	app, listener, eps := ledgerFixture(t)
	other := testutil.CreateUser(t, app, "other-listener@example.com", testutil.UserOpts{})
	l := newLedger(t, app, time.Hour)
	l.SavePosition(listener, eps[0], 7)
	l.SavePosition(other.Id, eps[0], 9)
	if err := l.SettlePositions(listener); err != nil {
		t.Fatal(err)
	}
	if got, found := positionRow(t, app, listener, eps[0]); !found || got != 7 {
		t.Errorf("settled position: %v (found %v), want 7", got, found)
	}
	if _, found := positionRow(t, app, other.Id, eps[0]); found {
		t.Error("another listener's position was written too")
	}
	if n := l.Pending(); n != 1 {
		t.Errorf("%d pairs pending, want the other listener's 1", n)
	}
	if err := l.SettlePositions(listener); err != nil { // nothing pending: no write
		t.Fatal(err)
	}
}

// A position whose episode was deleted before the flush is dropped, and
// the others of the batch are written.
func TestLedgerDropsPositionsOfDeletedEpisodes(t *testing.T) {
	app, listener, eps := ledgerFixture(t)
	l := newLedger(t, app, time.Hour)
	l.SavePosition(listener, eps[0], 5)
	l.SavePosition(listener, eps[1], 6)
	ep, err := app.FindRecordById("episodes", eps[1])
	if err != nil {
		t.Fatal(err)
	}
	if err := app.Delete(ep); err != nil {
		t.Fatal(err)
	}
	if err := l.Flush(); err != nil {
		t.Fatal(err)
	}
	if got, found := positionRow(t, app, listener, eps[0]); !found || got != 5 {
		t.Errorf("position of the kept episode: %v (found %v), want 5", got, found)
	}
	if _, found := positionRow(t, app, listener, eps[1]); found {
		t.Error("a position of a deleted episode was written")
	}
	if n := l.Pending(); n != 0 {
		t.Errorf("%d pairs pending, want 0 (the failed one is dropped)", n)
	}
}

// The timer writes positions within its period.
func TestLedgerFlushesPositionsOnItsTimer(t *testing.T) {
	app, listener, eps := ledgerFixture(t)
	l := newLedger(t, app, 10*time.Millisecond)
	l.SavePosition(listener, eps[0], 4)
	deadline := time.Now().Add(10 * time.Second)
	for {
		if got, found := positionRow(t, app, listener, eps[0]); found && got == 4 {
			return
		}
		if time.Now().After(deadline) {
			t.Fatal("the position was not written by the timer")
		}
		time.Sleep(5 * time.Millisecond)
	}
}
