package routes_test

import (
	"errors"
	"testing"

	"github.com/pocketbase/pocketbase/core"

	"selah/internal/codes"
)

// issueAndFail issues a reset code and then spends n wrong attempts on it.
func issueAndFail(t testing.TB, app core.App, email string, n int) {
	t.Helper()
	code, err := codes.Issue(app, email, codes.Reset)
	if err != nil {
		t.Fatal(err)
	}
	wrong := "000000"
	if code == wrong {
		wrong = "111111"
	}
	for i := 0; i < n; i++ {
		if err := codes.Check(app, email, codes.Reset, wrong); !errors.Is(err, codes.ErrInvalid) {
			t.Fatalf("attempt %d: %v", i+1, err)
		}
	}
}
