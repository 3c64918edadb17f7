package listening_test

import (
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"selah/internal/listening"
)

// An address key is of the address's /64 and of the day, and holds
// neither.
func TestAddressKey(t *testing.T) {
	secret := []byte("secret")
	day := time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)
	key := listening.AddressKeyWith(secret, "2001:db8:7:7:aaaa::1", day)
	if same := listening.AddressKeyWith(secret, "2001:db8:7:7:bbbb::2", day.Add(23*time.Hour)); same != key {
		t.Error("two addresses of one /64 on one day have different keys")
	}
	for name, other := range map[string]string{
		"another /64":  listening.AddressKeyWith(secret, "2001:db8:7:8::1", day),
		"the next day": listening.AddressKeyWith(secret, "2001:db8:7:7:aaaa::1", day.Add(24*time.Hour)),
		"another key":  listening.AddressKeyWith([]byte("other"), "2001:db8:7:7:aaaa::1", day),
	} {
		if other == key {
			t.Errorf("%s has the same address key", name)
		}
	}
	if v4 := listening.AddressKeyWith(secret, "203.0.113.7", day); strings.Contains(v4, "203") || len(v4) != 32 {
		t.Errorf("address key %q", v4)
	}
}

// ClaimGuestPlay lets GuestPlaysPerAddress plays of an episode through per
// address key, however many reports race, and counts each episode and
// address apart.
func TestClaimGuestPlay(t *testing.T) {
	app, _, eps := ledgerFixture(t)
	now := time.Now()
	home := listening.AddressKeyWith([]byte("s"), "203.0.113.7", now)
	claims := make(chan bool, 40)
	var wg sync.WaitGroup
	for range 40 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			err := app.RunInTransaction(func(tx core.App) error {
				ok, err := listening.ClaimGuestPlay(tx, home, eps[0], now)
				claims <- ok
				return err
			})
			if err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	close(claims)
	granted := 0
	for ok := range claims {
		if ok {
			granted++
		}
	}
	if granted != listening.GuestPlaysPerAddress {
		t.Fatalf("%d of 40 racing claims granted, want %d", granted, listening.GuestPlaysPerAddress)
	}
	for name, c := range map[string]struct{ address, episode string }{
		"another episode": {home, eps[1]},
		"another address": {listening.AddressKeyWith([]byte("s"), "203.0.113.8", now), eps[0]},
	} {
		var ok bool
		err := app.RunInTransaction(func(tx core.App) (err error) {
			ok, err = listening.ClaimGuestPlay(tx, c.address, c.episode, now)
			return err
		})
		if err != nil || !ok {
			t.Errorf("%s: claim refused (%v)", name, err)
		}
	}
	// A claim rolled back with its transaction gives its place back.
	other := listening.AddressKeyWith([]byte("s"), "198.51.100.1", now)
	for range listening.GuestPlaysPerAddress {
		_ = app.RunInTransaction(func(tx core.App) error {
			_, _ = listening.ClaimGuestPlay(tx, other, eps[0], now)
			return fmt.Errorf("the play's insert failed")
		})
	}
	var ok bool
	if err := app.RunInTransaction(func(tx core.App) (err error) {
		ok, err = listening.ClaimGuestPlay(tx, other, eps[0], now)
		return err
	}); err != nil || !ok {
		t.Errorf("rolled-back claims kept their places (%v)", err)
	}
}

// Guest keys of one address get listens and positions rows up to
// GuestKeysPerAddress each; the keys past it are not stored, an address
// elsewhere and accounts are not touched, and a key with a place keeps
// writing.
func TestLedgerCapsGuestRowsPerAddress(t *testing.T) {
	app, account, eps := ledgerFixture(t)
	l := newLedger(t, app, time.Hour)
	secret := []byte("secret")
	now := time.Now()
	home := listening.AddressKeyWith(secret, "203.0.113.7", now)
	key := func(i int) string { return listening.GuestKeyWith(secret, "203.0.113.7", fmt.Sprint("agent ", i), now) }
	for i := range listening.GuestKeysPerAddress + 5 {
		l.AddFrom(key(i), home, eps[0], 100, now)
		l.KeepPosition(key(i), home, eps[0], 3)
	}
	elsewhere := listening.GuestKeyWith(secret, "198.51.100.1", "agent 0", now)
	l.AddFrom(elsewhere, listening.AddressKeyWith(secret, "198.51.100.1", now), eps[0], 100, now)
	l.Add(account, eps[0], 100, now)
	l.SavePosition(account, eps[0], 4)
	if err := l.Flush(); err != nil {
		t.Fatal(err)
	}
	count := func(table string) int {
		n, err := app.CountRecords(table, dbx.NewExp("listenerKey LIKE 'guest:%'"))
		if err != nil {
			t.Fatal(err)
		}
		return int(n)
	}
	if n := count("listens"); n != listening.GuestKeysPerAddress+1 {
		t.Errorf("%d guest listens, want %d of the address and 1 elsewhere", n, listening.GuestKeysPerAddress)
	}
	if n := count("positions"); n != listening.GuestKeysPerAddress {
		t.Errorf("%d guest positions, want %d", n, listening.GuestKeysPerAddress)
	}
	if _, _, found := listenRow(t, app, account, eps[0]); !found {
		t.Error("the account's listen was not written")
	}
	if _, found := positionRow(t, app, account, eps[0]); !found {
		t.Error("the account's position was not written")
	}
	// A key with a place keeps it: a new episode's rows and updates; one
	// that found none still has none (the flush wrote keys in any order).
	var placed, last string
	for i := range listening.GuestKeysPerAddress + 5 {
		_, positioned := positionRow(t, app, key(i), eps[0])
		_, _, listened := listenRow(t, app, key(i), eps[0])
		switch {
		case positioned && listened:
			placed = key(i)
		case !positioned:
			last = key(i)
		}
	}
	l.AddFrom(placed, home, eps[1], 50, now)
	l.KeepPosition(placed, home, eps[1], 9)
	l.KeepPosition(placed, home, eps[0], 8)
	l.KeepPosition(last, home, eps[1], 9)
	if err := l.Flush(); err != nil {
		t.Fatal(err)
	}
	if pos, found := positionRow(t, app, placed, eps[1]); !found || pos != 9 {
		t.Errorf("a key with a place: position %v (found %v), want 9", pos, found)
	}
	if pos, _ := positionRow(t, app, placed, eps[0]); pos != 8 {
		t.Errorf("a key with a place: updated position %v, want 8", pos)
	}
	if _, _, found := listenRow(t, app, placed, eps[1]); !found {
		t.Error("a key with a place: no listen of another episode")
	}
	if _, found := positionRow(t, app, last, eps[1]); found {
		t.Error("a key past the cap got a position")
	}

	// The sweep takes the caps' past days.
	if _, err := app.DB().NewQuery("UPDATE guest_address_keys SET day = '2000-01-01'").Execute(); err != nil {
		t.Fatal(err)
	}
	if _, err := listening.SweepGuests(app, now); err != nil {
		t.Fatal(err)
	}
	var left int
	if err := app.DB().NewQuery("SELECT COUNT(*) FROM guest_address_keys").Row(&left); err != nil || left != 0 {
		t.Errorf("%d cap rows of past days left (%v)", left, err)
	}
}
