package follows_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"

	"selah/internal/follows"
	"selah/testutil"
)

// A token names its follower and creator and nothing else passes: an
// altered signature, swapped ids, another server's token, an auth token.
func TestUnsubscribeTokens(t *testing.T) {
	w := newWorld(t)
	app := w.app
	tok, err := follows.UnsubscribeToken(app, w.fan.Id, w.creator.Id)
	if err != nil {
		t.Fatal(err)
	}
	if f, c, err := follows.CheckToken(app, tok); err != nil || f != w.fan.Id || c != w.creator.Id {
		t.Fatalf("round trip: %q %q %v", f, c, err)
	}
	other, err := follows.UnsubscribeToken(app, w.fan2.Id, w.creator.Id)
	if err != nil || other == tok {
		t.Fatalf("another follower's token: %q %v", other, err)
	}

	parts := strings.Split(tok, ".")
	sig := []byte(parts[2])
	sig[3] ^= 1 // still base64url, another signature
	elsewhere := testutil.NewApp(t)
	defer elsewhere.Cleanup()
	foreign, err := follows.UnsubscribeToken(elsewhere, w.fan.Id, w.creator.Id)
	if err != nil {
		t.Fatal(err)
	}
	for name, bad := range map[string]string{
		"empty":              "",
		"altered signature":  parts[0] + "." + parts[1] + "." + string(sig),
		"swapped ids":        parts[1] + "." + parts[0] + "." + parts[2],
		"another follower":   w.fan2.Id + "." + parts[1] + "." + parts[2],
		"no signature":       parts[0] + "." + parts[1] + ".",
		"extra part":         tok + ".x",
		"another server's":   foreign,
		"an auth token":      testutil.Token(t, w.fan),
		"not base64":         parts[0] + "." + parts[1] + ".!!!",
		"uppercase ids":      strings.ToUpper(parts[0]) + "." + parts[1] + "." + parts[2],
		"truncated signatur": tok[:len(tok)-4],
	} {
		if _, _, err := follows.CheckToken(app, bad); !errors.Is(err, follows.ErrBadToken) {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// Unsubscribing turns the follow's emails off and keeps the follow; again
// changes nothing; a token whose follow has ended still answers.
func TestUnsubscribeKeepsTheFollow(t *testing.T) {
	w := newWorld(t)
	app := w.app
	if _, err := follows.Follow(app, w.fan.Id, w.creator.Id); err != nil {
		t.Fatal(err)
	}
	if _, err := follows.Follow(app, w.fan2.Id, w.creator.Id); err != nil {
		t.Fatal(err)
	}
	tok, _ := follows.UnsubscribeToken(app, w.fan.Id, w.creator.Id)
	for i := range 2 {
		f, c, err := follows.Unsubscribe(app, tok)
		if err != nil || f != w.fan.Id || c != w.creator.Id {
			t.Fatalf("unsubscribe #%d: %q %q %v", i+1, f, c, err)
		}
		if on, err := follows.Subscribed(app, w.fan.Id, w.creator.Id); err != nil || on {
			t.Errorf("after unsubscribe #%d: still subscribed (%v)", i+1, err)
		}
	}
	st, err := follows.StateOf(app, w.fan.Id, w.creator.Id)
	if err != nil || !st.Following || st.Followers != 2 {
		t.Errorf("the follow went with the emails: %+v %v", st, err)
	}
	if on, _ := follows.Subscribed(app, w.fan2.Id, w.creator.Id); !on {
		t.Error("another follower's emails stopped too")
	}
	if _, _, err := follows.Unsubscribe(app, "garbage"); !errors.Is(err, follows.ErrBadToken) {
		t.Errorf("bad token: %v", err)
	}
	var n int
	_ = app.DB().Select("COUNT(*)").From("follows").Where(dbx.HashExp{"notify": true}).Row(&n)
	if n != 1 {
		t.Errorf("%d follows with emails on, want 1", n)
	}
	if _, err := follows.Unfollow(app, w.fan.Id, w.creator.Id); err != nil {
		t.Fatal(err)
	}
	if _, _, err := follows.Unsubscribe(app, tok); err != nil {
		t.Errorf("a token whose follow ended: %v", err)
	}
}
