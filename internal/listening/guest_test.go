package listening_test

import (
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"selah/internal/listening"
	"selah/testutil"
)

// A guest key is the same all day for one address and user agent, another
// on the next UTC day, for another address or another agent; it holds no
// address; an IPv6 address counts by its /64.
func TestGuestKey(t *testing.T) {
	secret := []byte("a server secret")
	day := time.Date(2026, 3, 1, 0, 0, 1, 0, time.UTC)
	const ip, ua = "203.0.113.7", "Mozilla/5.0 (iPhone)"
	key := listening.GuestKeyWith(secret, ip, ua, day)
	if !listening.IsGuest(key) {
		t.Fatalf("%q is not a guest key", key)
	}
	if strings.Contains(key, ip) || strings.Contains(key, "203") || strings.Contains(key, "iPhone") {
		t.Fatalf("the key %q holds the address or the agent", key)
	}
	if same := listening.GuestKeyWith(secret, ip, ua, day.Add(23*time.Hour+59*time.Minute)); same != key {
		t.Error("the key changed within the day")
	}
	// A zone other than UTC does not move the day.
	if same := listening.GuestKeyWith(secret, ip, ua, day.In(time.FixedZone("UTC-5", -5*3600))); same != key {
		t.Error("the key depends on the time zone of the clock")
	}
	for name, other := range map[string]string{
		"the next day":      listening.GuestKeyWith(secret, ip, ua, day.Add(24*time.Hour)),
		"the day before":    listening.GuestKeyWith(secret, ip, ua, day.Add(-2*time.Second)),
		"another address":   listening.GuestKeyWith(secret, "203.0.113.8", ua, day),
		"another agent":     listening.GuestKeyWith(secret, ip, "Mozilla/5.0 (Android)", day),
		"another secret":    listening.GuestKeyWith([]byte("another install"), ip, ua, day),
		"an account's key?": "azuserme0000001",
	} {
		if other == key {
			t.Errorf("%s gives the same key", name)
		}
	}
	if listening.IsGuest("azuserme0000001") {
		t.Error("a users id reads as a guest key")
	}
	a := listening.GuestKeyWith(secret, "2001:db8:1:2:aaaa::1", ua, day)
	b := listening.GuestKeyWith(secret, "2001:db8:1:2:bbbb::9", ua, day)
	c := listening.GuestKeyWith(secret, "2001:db8:1:3::1", ua, day)
	if a != b || a == c {
		t.Errorf("IPv6: same /64 equal %v, other /64 different %v", a == b, a != c)
	}
	// The day's salt is not derivable from another day's: they differ,
	// and each is a keyed hash of its own date.
	if string(listening.DaySalt(secret, day)) == string(listening.DaySalt(secret, day.Add(24*time.Hour))) {
		t.Error("two days share a salt")
	}
}

// GuestKey reads the server secret of the app: the same client gets the
// same key from two calls, and another app (another install) another key.
func TestGuestKeyOfAnApp(t *testing.T) {
	app := testutil.NewApp(t)
	t.Cleanup(app.Cleanup)
	now := time.Now()
	k1, err := listening.GuestKey(app, "198.51.100.4", "Podcast app", now)
	if err != nil {
		t.Fatal(err)
	}
	k2, _ := listening.GuestKey(app, "198.51.100.4", "Podcast app", now)
	other := testutil.NewApp(t)
	t.Cleanup(other.Cleanup)
	k3, _ := listening.GuestKey(other, "198.51.100.4", "Podcast app", now)
	if k1 != k2 || k1 == k3 {
		t.Fatalf("same app same key %v, other install other key %v", k1 == k2, k1 != k3)
	}
}

// A guest stream token opens its episode until it expires, and nothing
// else: not another episode, not after its time, not altered, not from
// another install; it names no account.
func TestGuestStreamToken(t *testing.T) {
	app := testutil.NewApp(t)
	t.Cleanup(app.Cleanup)
	now := time.Now()
	tok, err := listening.NewGuestStreamToken(app, "episode0000001a", now.Add(time.Hour))
	if err != nil {
		t.Fatal(err)
	}
	if !listening.IsGuestStreamToken(tok) {
		t.Fatalf("%q does not read as a guest stream token", tok)
	}
	if err := listening.CheckGuestStreamToken(app, tok, "episode0000001a", now); err != nil {
		t.Fatalf("a fresh token was refused: %v", err)
	}
	if _, err := listening.CheckStreamToken(app, tok, "episode0000001a", now); err == nil {
		t.Error("a guest token passed as an account's stream token")
	}
	parts := strings.Split(tok, ".")
	other := testutil.NewApp(t)
	t.Cleanup(other.Cleanup)
	for name, c := range map[string]struct {
		app     core.App
		token   string
		episode string
		at      time.Time
	}{
		"another episode":      {app, tok, "episode0000002b", now},
		"after its expiry":     {app, tok, "episode0000001a", now.Add(time.Hour + time.Second)},
		"a later expiry":       {app, strings.Join([]string{parts[0], parts[1], "9999999999", parts[3]}, "."), "episode0000001a", now},
		"a forged signature":   {app, strings.Join(append(parts[:3:3], "AAAA"), "."), "episode0000001a", now},
		"another install":      {other, tok, "episode0000001a", now},
		"an account's form":    {app, "users.x.episode0000001a.9999999999.sig", "episode0000001a", now},
		"too few parts":        {app, "guest.episode0000001a.9999999999", "episode0000001a", now},
		"a non-numeric expiry": {app, "guest.episode0000001a.soon." + parts[3], "episode0000001a", now},
	} {
		if err := listening.CheckGuestStreamToken(c.app, c.token, c.episode, c.at); err == nil {
			t.Errorf("%s: the token was accepted", name)
		}
	}
}
