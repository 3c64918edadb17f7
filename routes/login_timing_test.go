package routes_test

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"golang.org/x/crypto/bcrypt"

	"selah/internal/services"
	"selah/testutil"
)

// TestLoginEqualisesUnknownEmails: /api/users/login and /api/admin/login
// spend, for an unknown email, one bcrypt comparison at the cost of the
// collection's stored hashes (the comparison a registered email with a
// wrong password costs in rec.ValidatePassword), and none extra for a
// registered email. It reads the app's own counters (services.Of).
func TestLoginEqualisesUnknownEmails(t *testing.T) {
	app := testutil.NewApp(t)
	defer app.Cleanup()
	app.Settings().RateLimits.Enabled = false
	mux, _ := serveAuthz(t, app)
	timing := services.Of(app).Timing

	// users with a non-default cost too: the dummy must follow the
	// collection, not assume bcrypt.DefaultCost.
	for _, tc := range []struct {
		url, collection, email string
		cost                   int
	}{
		{"/api/users/login", "users", "user@example.com", 0},
		{"/api/admin/login", "admins", "admin@example.com", 0},
		{"/api/users/login", "users", "cheap@example.com", 5},
	} {
		if tc.cost != 0 {
			coll, _ := app.FindCollectionByNameOrId(tc.collection)
			coll.Fields.GetByName(core.FieldNamePassword).(*core.PasswordField).Cost = tc.cost
			must(t, app.Save(coll))
		}
		var rec *core.Record
		if tc.collection == "admins" {
			rec = testutil.CreateAdmin(t, app, tc.email)
		} else {
			rec = testutil.CreateUser(t, app, tc.email, testutil.UserOpts{})
		}
		// Hashed at the collection's cost as the product hashes: the
		// fixtures' hash is at bcrypt's lowest, which would hide a dummy
		// made at the wrong cost.
		rec.SetPassword(testutil.Password)
		must(t, app.Save(rec))
		cost, err := bcrypt.Cost([]byte(rec.GetString(core.FieldNamePassword + ":hash")))
		must(t, err)
		want := tc.cost
		if want == 0 {
			want = bcrypt.DefaultCost
		}
		if cost != want {
			t.Fatalf("stored cost %d, want %d", cost, want)
		}
		login := func(email string) (int, int64) {
			before := timing.Count(cost)
			total := int64(0)
			for c := 0; c <= bcrypt.MaxCost; c++ {
				total -= timing.Count(c)
			}
			b, _ := json.Marshal(map[string]string{"email": email, "password": "wrong-password-1"})
			req := httptest.NewRequest(http.MethodPost, tc.url, bytes.NewReader(b))
			req.Header.Set("Content-Type", "application/json")
			res := httptest.NewRecorder()
			mux.ServeHTTP(res, req)
			for c := 0; c <= bcrypt.MaxCost; c++ {
				total += timing.Count(c)
			}
			n := timing.Count(cost) - before
			if n != total {
				t.Errorf("%s %s: %d dummy comparisons at other costs than %d", tc.url, email, total-n, cost)
			}
			return res.Code, n
		}
		if status, n := login(tc.email); status != http.StatusUnauthorized || n != 0 {
			t.Errorf("%s, registered email: %d, %d dummy comparisons, want 401 and 0 (the real one is rec.ValidatePassword's)", tc.url, status, n)
		}
		if status, n := login("ghost@example.com"); status != http.StatusUnauthorized || n != 1 {
			t.Errorf("%s, unknown email: %d, %d dummy comparisons at cost %d, want 401 and 1", tc.url, status, n, cost)
		}
	}
}
