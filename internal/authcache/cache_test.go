package authcache

import (
	"errors"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/security"
)

func token(t *testing.T, life time.Duration) string {
	t.Helper()
	s, err := security.NewJWT(jwt.MapClaims{"id": "u1"}, "secret", life)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// finder counts how often the token had to be verified against the database.
type finder struct {
	calls int
	err   error
}

func (f *finder) find(string) (*core.Record, error) {
	f.calls++
	if f.err != nil {
		return nil, f.err
	}
	r := core.NewRecord(core.NewAuthCollection("users"))
	r.Id = "u1"
	r.Set("name", "Grace")
	return r, nil
}

func TestHitsUntilACommit(t *testing.T) {
	v := int64(1)
	cache, f, tok, now := New(8, time.Minute), &finder{}, token(t, time.Hour), time.Now()
	for range 3 {
		r, err := cache.Find(v, tok, now, f.find)
		if err != nil || r.Id != "u1" {
			t.Fatalf("got %v, %v", r, err)
		}
	}
	if f.calls != 1 {
		t.Fatalf("verified %d times with no commit in between, want 1", f.calls)
	}
	v++ // a commit
	cache.Find(v, tok, now, f.find)
	if f.calls != 2 {
		t.Fatal("after a commit the token must be verified again")
	}
}

func TestEachCallerGetsItsOwnCopy(t *testing.T) {
	cache, f, tok := New(8, time.Minute), &finder{}, token(t, time.Hour)
	first, _ := cache.Find(1, tok, time.Now(), f.find)
	first.Set("name", "changed by a handler")
	second, _ := cache.Find(1, tok, time.Now(), f.find)
	if got := second.GetString("name"); got != "Grace" {
		t.Fatalf("a handler's change leaked into the cache: %q", got)
	}
}

func TestAnExpiredTokenIsVerifiedAgain(t *testing.T) {
	cache, f, tok := New(8, time.Minute), &finder{}, token(t, time.Hour)
	cache.Find(1, tok, time.Now(), f.find)
	cache.Find(1, tok, time.Now().Add(2*time.Hour), f.find)
	if f.calls != 2 {
		t.Fatalf("a token past its exp was served from memory (calls %d)", f.calls)
	}
}

func TestFailuresAreNeverKept(t *testing.T) {
	cache, f, tok := New(8, time.Minute), &finder{err: errors.New("invalid signature")}, token(t, time.Hour)
	for range 2 {
		if _, err := cache.Find(1, tok, time.Now(), f.find); err == nil {
			t.Fatal("a failed verification must fail")
		}
	}
	if f.calls != 2 {
		t.Fatalf("a refusal must be checked each time (calls %d)", f.calls)
	}
}

func TestWithoutAVersionEveryRequestIsVerified(t *testing.T) {
	cache, f, tok := New(8, time.Minute), &finder{}, token(t, time.Hour)
	cache.Find(-1, tok, time.Now(), f.find)
	cache.Find(-1, tok, time.Now(), f.find)
	if f.calls != 2 {
		t.Fatalf("calls %d, want 2", f.calls)
	}
}
