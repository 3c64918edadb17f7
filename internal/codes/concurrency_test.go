package codes_test

import (
	"errors"
	"sync"
	"testing"

	"github.com/pocketbase/pocketbase/core"

	"selah/internal/codes"
	"selah/testutil"
)

// race runs check for each guess at once (every goroutine waits at one
// start barrier) and returns each guess's error, in the order of guesses.
func race(guesses []string, check func(guess string) error) []error {
	errs := make([]error, len(guesses))
	start := make(chan struct{})
	var wg sync.WaitGroup
	for i, g := range guesses {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			errs[i] = check(g)
		}()
	}
	close(start)
	wg.Wait()
	return errs
}

func wrongFor(code string) string {
	if code == "000000" {
		return "111111"
	}
	return "000000"
}

// TestCheckCapHoldsUnderConcurrency: thirty wrong guesses at once, for
// either purpose, ten times over; each time exactly five are compared
// (ErrInvalid), every other one is refused unseen (ErrTooManyAttempts), and
// afterwards even the right code is.
func TestCheckCapHoldsUnderConcurrency(t *testing.T) {
	t.Parallel()
	app := testutil.NewApp(t)
	defer app.Cleanup()
	for round := 0; round < 10; round++ {
		for _, purpose := range []codes.Purpose{codes.Verify, codes.Reset} {
			email := "race-" + string(purpose) + "@example.com"
			code, err := codes.Issue(app, email, purpose)
			if err != nil {
				t.Fatal(err)
			}
			guesses := make([]string, 30)
			for i := range guesses {
				guesses[i] = wrongFor(code)
			}
			errs := race(guesses, func(g string) error { return codes.Check(app, email, purpose, g) })
			invalid, tooMany := 0, 0
			for _, err := range errs {
				switch {
				case errors.Is(err, codes.ErrInvalid):
					invalid++
				case errors.Is(err, codes.ErrTooManyAttempts):
					tooMany++
				default:
					t.Fatalf("%s: unexpected answer %v", purpose, err)
				}
			}
			if invalid != codes.MaxAttempts || tooMany != len(guesses)-codes.MaxAttempts {
				t.Fatalf("round %d, %s: %d guesses compared and %d refused, want %d and %d",
					round, purpose, invalid, tooMany, codes.MaxAttempts, len(guesses)-codes.MaxAttempts)
			}
			if err := codes.Check(app, email, purpose, code); !errors.Is(err, codes.ErrTooManyAttempts) {
				t.Fatalf("round %d, %s: the right code after the race: %v, want ErrTooManyAttempts", round, purpose, err)
			}
		}
	}
}

// countCharges makes the database log every attempt charged to a code (a
// test-only trigger) and returns a func reading how many were charged since.
// Once the right code is consumed, later guesses find no code and answer
// ErrInvalid without any comparison, so answers alone cannot say how many
// guesses were compared; the charges can: Check compares a guess only after
// charging it.
func countCharges(t *testing.T, app core.App) func() int {
	t.Helper()
	for _, q := range []string{
		"CREATE TABLE test_charges (n INTEGER)",
		"CREATE TRIGGER test_count_charges AFTER UPDATE OF attempts ON verification_codes" +
			" WHEN NEW.attempts > OLD.attempts BEGIN INSERT INTO test_charges (n) VALUES (NEW.attempts); END",
	} {
		if _, err := app.DB().NewQuery(q).Execute(); err != nil {
			t.Fatal(err)
		}
	}
	return func() int {
		var n int
		if err := app.DB().NewQuery("SELECT COUNT(*) FROM test_charges").Row(&n); err != nil {
			t.Fatal(err)
		}
		if _, err := app.DB().NewQuery("DELETE FROM test_charges").Execute(); err != nil {
			t.Fatal(err)
		}
		return n
	}
}

// TestCheckRightCodeAmongManyGuesses: the right code raced with nineteen
// wrong ones, for every position of the right one in the batch. At most
// five guesses are compared, so the right code wins only as one of the
// first five; it wins at most once and never works after the race.
func TestCheckRightCodeAmongManyGuesses(t *testing.T) {
	t.Parallel()
	app := testutil.NewApp(t)
	defer app.Cleanup()
	charges := countCharges(t, app)
	for round := 0; round < 20; round++ {
		code, err := codes.Issue(app, "mixed@example.com", codes.Reset)
		if err != nil {
			t.Fatal(err)
		}
		charges()
		guesses := make([]string, 20)
		for i := range guesses {
			guesses[i] = wrongFor(code)
		}
		guesses[round] = code
		errs := race(guesses, func(g string) error { return codes.Check(app, "mixed@example.com", codes.Reset, g) })
		accepted := 0
		for _, err := range errs {
			if err == nil {
				accepted++
			} else if !errors.Is(err, codes.ErrInvalid) && !errors.Is(err, codes.ErrTooManyAttempts) {
				t.Fatalf("round %d: unexpected answer %v", round, err)
			}
		}
		if n := charges(); n > codes.MaxAttempts || accepted > 1 {
			t.Fatalf("round %d: %d guesses compared, %d accepted; want at most %d and 1",
				round, n, accepted, codes.MaxAttempts)
		}
		// Either the code was used or it is void: it never works again.
		if err := codes.Check(app, "mixed@example.com", codes.Reset, code); err == nil {
			t.Fatalf("round %d: the code still works after the race", round)
		}
	}
}

// TestCheckRightCodeConsumedOnce: ten checks of the right code at once; one
// wins, the others find it used.
func TestCheckRightCodeConsumedOnce(t *testing.T) {
	t.Parallel()
	app := testutil.NewApp(t)
	defer app.Cleanup()
	for round := 0; round < 5; round++ {
		code, err := codes.Issue(app, "twice@example.com", codes.Verify)
		if err != nil {
			t.Fatal(err)
		}
		guesses := make([]string, 10)
		for i := range guesses {
			guesses[i] = code
		}
		accepted := 0
		for _, err := range race(guesses, func(g string) error { return codes.Check(app, "twice@example.com", codes.Verify, g) }) {
			if err == nil {
				accepted++
			} else if !errors.Is(err, codes.ErrInvalid) && !errors.Is(err, codes.ErrTooManyAttempts) {
				t.Fatalf("unexpected answer %v", err)
			}
		}
		if accepted != 1 {
			t.Fatalf("round %d: the right code was accepted %d times, want once", round, accepted)
		}
	}
}
