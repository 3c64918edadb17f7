package listening_test

import (
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"selah/internal/listening"
)

// A guest's bytes and position are written under the guest key, naming no
// account, beside an account's rows of the same episode; Settle and
// SettlePositions work for a guest key as for an account.
func TestLedgerKeysGuests(t *testing.T) {
	app, account, eps := ledgerFixture(t)
	l := newLedger(t, app, time.Hour)
	guest := listening.GuestKeyWith([]byte("secret"), "203.0.113.7", "Phone", time.Now())
	t0 := time.Now().Add(-time.Minute)
	l.Add(guest, eps[0], 300, t0)
	l.Add(account, eps[0], 100, t0)
	l.SavePosition(guest, eps[0], 12)
	if err := l.Flush(); err != nil {
		t.Fatal(err)
	}
	if n, _, found := listenRow(t, app, guest, eps[0]); !found || n != 300 {
		t.Fatalf("the guest's listen: %d bytes (found %v), want 300", n, found)
	}
	if n, _, _ := listenRow(t, app, account, eps[0]); n != 100 {
		t.Fatalf("the account's listen: %d bytes, want 100", n)
	}
	rec, err := app.FindFirstRecordByFilter("listens", "listenerKey = {:k}", dbx.Params{"k": guest})
	if err != nil || rec.GetString("listener") != "" {
		t.Fatalf("the guest's listen names account %q (%v)", rec.GetString("listener"), err)
	}
	rec, err = app.FindFirstRecordByFilter("listens", "listenerKey = {:k}", dbx.Params{"k": account})
	if err != nil || rec.GetString("listener") != account {
		t.Fatalf("the account's listen names %q, want %q (%v)", rec.GetString("listener"), account, err)
	}
	if pos, found := positionRow(t, app, guest, eps[0]); !found || pos != 12 {
		t.Fatalf("the guest's position: %v (found %v), want 12", pos, found)
	}

	l.Add(guest, eps[0], 50, t0.Add(time.Second))
	err = l.Settle(guest, eps[0], func(tx core.App) error {
		if n, _, _ := listenRow(t, tx, guest, eps[0]); n != 350 {
			t.Errorf("inside the guest's report: %d bytes, want 350", n)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	l.SavePosition(guest, eps[1], 7)
	if err := l.SettlePositions(guest); err != nil {
		t.Fatal(err)
	}
	if pos, found := positionRow(t, app, guest, eps[1]); !found || pos != 7 {
		t.Fatalf("the guest's settled position: %v (found %v), want 7", pos, found)
	}
}

// SweepGuests removes guests' rows untouched for GuestKeep and keeps newer
// ones and every account's.
func TestSweepGuests(t *testing.T) {
	app, account, eps := ledgerFixture(t)
	l := newLedger(t, app, time.Hour)
	oldGuest := listening.GuestKeyWith([]byte("secret"), "203.0.113.7", "Phone", time.Now().Add(-72*time.Hour))
	newGuest := listening.GuestKeyWith([]byte("secret"), "203.0.113.7", "Phone", time.Now())
	for _, k := range []string{oldGuest, newGuest, account} {
		l.Add(k, eps[0], 10, time.Now())
		l.SavePosition(k, eps[0], 3)
	}
	if err := l.Flush(); err != nil {
		t.Fatal(err)
	}
	old := time.Now().Add(-listening.GuestKeep - time.Hour).UTC().Format("2006-01-02 15:04:05.000Z")
	for _, table := range []string{"listens", "positions"} {
		// The account's rows are as old as the old guest's: age alone
		// does not sweep them.
		if _, err := app.DB().Update(table, dbx.Params{"updated": old},
			dbx.In("listenerKey", oldGuest, account)).Execute(); err != nil {
			t.Fatal(err)
		}
	}
	n, err := listening.SweepGuests(app, time.Now())
	if err != nil || n != 2 {
		t.Fatalf("swept %d rows (%v), want the old guest's 2", n, err)
	}
	if _, _, found := listenRow(t, app, oldGuest, eps[0]); found {
		t.Error("the old guest's listen is still there")
	}
	if _, found := positionRow(t, app, oldGuest, eps[0]); found {
		t.Error("the old guest's position is still there")
	}
	for _, k := range []string{newGuest, account} {
		if _, _, found := listenRow(t, app, k, eps[0]); !found {
			t.Errorf("listen of %s swept", k)
		}
		if _, found := positionRow(t, app, k, eps[0]); !found {
			t.Errorf("position of %s swept", k)
		}
	}
}
