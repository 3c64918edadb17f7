package reports

import (
	"sync"
	"testing"
	"time"
)

func TestLimiterAllowsMaxPerWindow(t *testing.T) {
	l := NewLimiter(3, time.Hour)
	now := time.Date(2026, 11, 29, 10, 0, 0, 0, time.UTC)
	l.now = func() time.Time { return now }
	var wg sync.WaitGroup
	allowed := make(chan bool, 10)
	for range 10 {
		wg.Add(1)
		go func() { defer wg.Done(); allowed <- l.Allow("1.2.3.4") }()
	}
	wg.Wait()
	close(allowed)
	n := 0
	for ok := range allowed {
		if ok {
			n++
		}
	}
	if n != 3 {
		t.Fatalf("%d of 10 tries at once allowed, want 3", n)
	}
	if !l.Allow("5.6.7.8") {
		t.Fatal("another key was refused")
	}
	now = now.Add(time.Hour)
	if !l.Allow("1.2.3.4") {
		t.Fatal("refused in the next window")
	}
}

func TestPerWindowFromEnv(t *testing.T) {
	for env, want := range map[string]int{"": PerWindow, "40": 40, "0": PerWindow, "many": PerWindow} {
		t.Setenv(LimitEnv, env)
		if got := PerWindowFromEnv(); got != want {
			t.Errorf("%s=%q: %d, want %d", LimitEnv, env, got, want)
		}
	}
}
