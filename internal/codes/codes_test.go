package codes_test

import (
	"errors"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/tools/types"

	"selah/internal/codes"
	"selah/testutil"
)

func TestIssueAndCheck(t *testing.T) {
	app := testutil.NewApp(t)
	defer app.Cleanup()

	first, err := codes.Issue(app, "A@Example.com", codes.Verify)
	if err != nil {
		t.Fatal(err)
	}
	if len(first) != codes.Length {
		t.Fatalf("code %q is not %d digits", first, codes.Length)
	}
	second, err := codes.Issue(app, "a@example.com", codes.Verify)
	if err != nil {
		t.Fatal(err)
	}
	if first != second {
		if err := codes.Check(app, "a@example.com", codes.Verify, first); !errors.Is(err, codes.ErrInvalid) {
			t.Fatalf("a replaced code still works: %v", err)
		}
	}
	if err := codes.Check(app, "a@example.com", codes.Reset, second); !errors.Is(err, codes.ErrInvalid) {
		t.Fatalf("a verify code works for a reset: %v", err)
	}
	if err := codes.Check(app, "a@example.com", codes.Verify, second); err != nil {
		t.Fatalf("the right code failed: %v", err)
	}
	if err := codes.Check(app, "a@example.com", codes.Verify, second); !errors.Is(err, codes.ErrInvalid) {
		t.Fatalf("a used code works twice: %v", err)
	}
}

func TestExpiry(t *testing.T) {
	app := testutil.NewApp(t)
	defer app.Cleanup()
	code, err := codes.Issue(app, "b@example.com", codes.Reset)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := app.FindFirstRecordByData(codes.Collection, "email", "b@example.com")
	if err != nil {
		t.Fatal(err)
	}
	rec.Set("expiresAt", types.NowDateTime().Add(-time.Second))
	if err := app.Save(rec); err != nil {
		t.Fatal(err)
	}
	if err := codes.Check(app, "b@example.com", codes.Reset, code); !errors.Is(err, codes.ErrInvalid) {
		t.Fatalf("an expired code works: %v", err)
	}
}

func TestThrottle(t *testing.T) {
	th := codes.NewThrottle(time.Hour)
	if !th.Allow("x@example.com", codes.Verify) {
		t.Fatal("first send refused")
	}
	if th.Allow("X@example.com ", codes.Verify) {
		t.Fatal("second send within the interval allowed")
	}
	if !th.Allow("x@example.com", codes.Reset) {
		t.Fatal("another purpose is throttled too")
	}
	th.Forget("x@example.com", codes.Verify)
	if !th.Allow("x@example.com", codes.Verify) {
		t.Fatal("Forget did not lift the throttle")
	}
}
