package systemtest

import (
	"net/http"
	"strings"
	"testing"
)

// TestRateLimitsSeeTheClientBehindAProxy: with SELAH_TRUSTED_PROXY_HEADERS
// set, as behind a TLS reverse proxy, sign-in attempts are limited per
// client address (from X-Forwarded-For), not per proxy: one client is
// stopped while another, through the same proxy, still gets in.
func TestRateLimitsSeeTheClientBehindAProxy(t *testing.T) {
	t.Setenv("SELAH_TRUSTED_PROXY_HEADERS", "X-Forwarded-For")
	dir := setup(t)
	s := start(t, dir)
	login := func(client string) int {
		req, _ := http.NewRequest(http.MethodPost, s.url+"/api/users/login",
			strings.NewReader(`{"email":"nobody@example.com","password":"wrong-password"}`))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("X-Forwarded-For", client)
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		return res.StatusCode
	}
	limited := false
	for i := 0; i < 25 && !limited; i++ { // the rule allows 20 a minute
		limited = login("203.0.113.7") == http.StatusTooManyRequests
	}
	if !limited {
		t.Fatal("25 failed sign-ins from one client were never limited")
	}
	if code := login("198.51.100.9"); code != http.StatusUnauthorized {
		t.Fatalf("another client behind the same proxy got %d, want 401", code)
	}
}
