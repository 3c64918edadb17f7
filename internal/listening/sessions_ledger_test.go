package listening_test

import (
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"selah/internal/listening"
)

// judgeThroughLedger settles the pair and judges a play report of heard
// seconds at `at`, recording the play when it counts, as the play route
// does.
func judgeThroughLedger(t *testing.T, app core.App, l *listening.Ledger, key, episode string, heard float64, at time.Time) listening.Verdict {
	t.Helper()
	var v listening.Verdict
	err := l.Settle(key, episode, func(tx core.App) error {
		var err error
		v, err = listening.JudgePlay(tx, key, episode, "sermon", listening.Audio{Duration: 1800}, heard, at)
		if err != nil || !v.Counted {
			return err
		}
		ep, err := tx.FindRecordById("episodes", episode)
		if err != nil {
			return err
		}
		coll, _ := tx.FindCachedCollectionByNameOrId("plays")
		play := core.NewRecord(coll)
		play.Set("episode", episode)
		play.Set("media", ep.GetString("media"))
		if !listening.IsGuest(key) {
			play.Set("listener", key)
		}
		play.Set("listenerKey", key)
		return tx.Save(play)
	})
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// TestSessionsThroughTheLedger: the redirects and position reports the
// ledger writes behind earn a play for the listener key they were made
// for only: counted once for real listening, refused for another account
// and for a guest on another address, refused again within 24 h.
func TestSessionsThroughTheLedger(t *testing.T) {
	app, listener, eps := ledgerFixture(t)
	l := newLedger(t, app, time.Hour) // written only when settled
	t0 := time.Now().Add(-2 * time.Minute).Truncate(time.Millisecond)
	sec := func(s float64) time.Time { return t0.Add(time.Duration(s * float64(time.Second))) }

	l.Redirect(listener, eps[0], sec(0), sec(600))
	for i := 1; i <= 5; i++ {
		l.ReportPosition(listener, eps[0], float64(10*i)-0.3, sec(float64(10*i)))
	}
	if v := judgeThroughLedger(t, app, l, listener, eps[0], 60, sec(30)); v.Counted {
		t.Error("a play before the wall time allows counted")
	}
	if v := judgeThroughLedger(t, app, l, listener, eps[0], 60, sec(61)); !v.Counted {
		t.Errorf("real listening: %s", v.Reason)
	}
	if v := judgeThroughLedger(t, app, l, listener, eps[0], 60, sec(90)); v.Counted {
		t.Error("a second play within 24 h counted")
	}

	// Another account reporting the same episode has no session of its own.
	other := "otheraccount01"
	l.ReportPosition(other, eps[0], 60, sec(60))
	if v := judgeThroughLedger(t, app, l, other, eps[0], 60, sec(90)); v.Counted {
		t.Error("another listener's play counted on this session")
	}

	// Guests: the key is the address's; a phone on another network is
	// another key, without the session.
	ua := "Mozilla/5.0 (iPhone)"
	here, err := listening.GuestKey(app, "203.0.113.1", ua, sec(0))
	if err != nil {
		t.Fatal(err)
	}
	there, _ := listening.GuestKey(app, "198.51.100.7", ua, sec(0))
	l.Redirect(here, eps[1], sec(0), sec(600))
	l.ReportPosition(there, eps[1], 40, sec(40))
	if v := judgeThroughLedger(t, app, l, there, eps[1], 60, sec(70)); v.Counted {
		t.Error("a guest on another address counted on this guest's session")
	}
	l.ReportPosition(here, eps[1], 40, sec(40))
	if v := judgeThroughLedger(t, app, l, here, eps[1], 60, sec(70)); !v.Counted {
		t.Errorf("the guest's own listening: %s", v.Reason)
	}
	if n, _ := app.CountRecords("plays"); n != 2 {
		t.Errorf("%d plays, want 2", n)
	}
	// Reports with no session leave no listen behind.
	if _, _, found := listenRow(t, app, other, eps[0]); found {
		t.Error("a report without a session made a listen")
	}
}
