package routes_test

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/pocketbase/pocketbase/core"

	"selah/internal/codes"
	"selah/testutil"
)

// codeRoute is a route that checks a code, with the body of one guess.
type codeRoute struct {
	path    string
	purpose codes.Purpose
	body    func(email, code string) string
}

var codeRoutes = []codeRoute{
	{"/api/users/verify-user", codes.Verify, func(email, code string) string {
		return `{"email":"` + email + `","verificationCode":"` + code + `"}`
	}},
	{"/api/users/verify-reset-code", codes.Reset, func(email, code string) string {
		return `{"email":"` + email + `","code":"` + code + `"}`
	}},
}

// raceServer serves the app over a real HTTP server with the rate limiter
// off, so the only thing that stops guesses is the code's attempt cap.
func raceServer(t *testing.T) (core.App, *httptest.Server) {
	t.Helper()
	app := testutil.NewApp(t)
	t.Cleanup(app.Cleanup)
	s := app.Settings()
	s.RateLimits.Enabled = false
	must(t, app.Save(s))
	mux, _ := serveAuthz(t, app)
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return app, srv
}

// guessAll posts every guess at once (each request waits at one start
// barrier) and returns the status of each, in the order of guesses.
func guessAll(t *testing.T, srv *httptest.Server, route codeRoute, email string, guesses []string) []int {
	t.Helper()
	statuses := make([]int, len(guesses))
	start := make(chan struct{})
	var wg sync.WaitGroup
	for i, g := range guesses {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			res, err := srv.Client().Post(srv.URL+route.path, jsonCT, strings.NewReader(route.body(email, g)))
			if err != nil {
				t.Error(err)
				return
			}
			res.Body.Close()
			statuses[i] = res.StatusCode
		}()
	}
	close(start)
	wg.Wait()
	return statuses
}

func otherCode(code string) string {
	if code == "000000" {
		return "111111"
	}
	return "000000"
}

// TestCodeAttemptCapUnderConcurrentGuesses: twenty wrong guesses at once,
// at each route that checks a code, ten times over. Each time five are
// compared (400), the other fifteen are refused (429), and then the right
// code is refused too.
func TestCodeAttemptCapUnderConcurrentGuesses(t *testing.T) {
	t.Parallel()
	for _, route := range codeRoutes {
		t.Run(route.path, func(t *testing.T) {
			app, srv := raceServer(t)
			email := "target@example.com"
			testutil.CreateUser(t, app, email, testutil.UserOpts{Unverified: route.purpose == codes.Verify})
			for round := 0; round < 10; round++ {
				code, err := codes.Issue(app, email, route.purpose)
				must(t, err)
				guesses := make([]string, 20)
				for i := range guesses {
					guesses[i] = otherCode(code)
				}
				counts := map[int]int{}
				for _, s := range guessAll(t, srv, route, email, guesses) {
					counts[s]++
				}
				if counts[http.StatusBadRequest] != codes.MaxAttempts || counts[http.StatusTooManyRequests] != len(guesses)-codes.MaxAttempts {
					t.Fatalf("round %d: answers %v; want %d × 400 (compared) and %d × 429",
						round, counts, codes.MaxAttempts, len(guesses)-codes.MaxAttempts)
				}
				if s := guessAll(t, srv, route, email, []string{code}); s[0] != http.StatusTooManyRequests {
					t.Fatalf("round %d: the right code after the storm: %d, want 429", round, s[0])
				}
			}
		})
	}
}

// TestCodeRightGuessAmongConcurrentGuesses: the right code raced with
// nineteen wrong ones, in every position. At most five guesses are compared
// (the database counts the attempts charged; a guess is compared only after
// its attempt is charged, and guesses arriving after the code was used
// answer 400 without any comparison), so the right code is accepted only as
// one of the first five; it is accepted at most once and never again after.
func TestCodeRightGuessAmongConcurrentGuesses(t *testing.T) {
	t.Parallel()
	for _, route := range codeRoutes {
		t.Run(route.path, func(t *testing.T) {
			app, srv := raceServer(t)
			charges := countCodeCharges(t, app)
			email := "target@example.com"
			for round := 0; round < 20; round += 2 {
				// verify-user needs an unverified account each round.
				if u, err := app.FindAuthRecordByEmail("users", email); err == nil {
					must(t, app.Delete(u))
				}
				testutil.CreateUser(t, app, email, testutil.UserOpts{Unverified: route.purpose == codes.Verify})
				code, err := codes.Issue(app, email, route.purpose)
				must(t, err)
				charges()
				guesses := make([]string, 20)
				for i := range guesses {
					guesses[i] = otherCode(code)
				}
				guesses[round] = code
				counts := map[int]int{}
				for _, s := range guessAll(t, srv, route, email, guesses) {
					counts[s]++
				}
				if n := charges(); n > codes.MaxAttempts || counts[http.StatusOK] > 1 ||
					counts[http.StatusOK]+counts[http.StatusBadRequest]+counts[http.StatusTooManyRequests] != len(guesses) {
					t.Fatalf("round %d: answers %v with %d guesses compared; want at most %d compared and one 200",
						round, counts, n, codes.MaxAttempts)
				}
				if s := guessAll(t, srv, route, email, []string{code}); s[0] == http.StatusOK {
					t.Fatalf("round %d: the right code still works after the storm", round)
				}
			}
		})
	}
}

// countCodeCharges makes the database log every attempt charged to a code
// (a test-only trigger) and returns a func answering how many were charged
// since it was last called.
func countCodeCharges(t *testing.T, app core.App) func() int {
	t.Helper()
	for _, q := range []string{
		"CREATE TABLE test_charges (n INTEGER)",
		"CREATE TRIGGER test_count_charges AFTER UPDATE OF attempts ON verification_codes" +
			" WHEN NEW.attempts > OLD.attempts BEGIN INSERT INTO test_charges (n) VALUES (NEW.attempts); END",
	} {
		_, err := app.DB().NewQuery(q).Execute()
		must(t, err)
	}
	return func() int {
		var n int
		must(t, app.DB().NewQuery("SELECT COUNT(*) FROM test_charges").Row(&n))
		_, err := app.DB().NewQuery("DELETE FROM test_charges").Execute()
		must(t, err)
		return n
	}
}
