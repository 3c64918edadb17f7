package hooks_test

import (
	"bytes"
	"encoding/json"
	"math"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"golang.org/x/crypto/bcrypt"

	"selah/internal/authtiming"
	"selah/internal/services"
	"selah/testutil"
)

// signInWork is the bcrypt work one auth-with-password request did: the
// comparisons of the equaliser, by cost, and the comparison PocketBase's
// own check made against the record it found.
type signInWork struct {
	status int
	// realCost is the cost of the hash PocketBase compared the password
	// with, 0 when it compared none (no record reached its check).
	realCost int
	// dummies counts the equaliser's comparisons by cost.
	dummies map[int]int64
}

// comparisons is the total number of bcrypt comparisons and their cost
// (-1 when the comparisons had different costs).
func (w signInWork) comparisons() (n int64, cost int) {
	if w.realCost > 0 {
		n, cost = 1, w.realCost
	}
	for c, k := range w.dummies {
		if k == 0 {
			continue
		}
		if n > 0 && cost != c {
			cost = -1
		}
		if cost != -1 {
			cost = c
		}
		n += k
	}
	return n, cost
}

// authTimingServer serves the app and reports, for each request, what
// PocketBase's password check compared: an observer bound last on
// OnRecordAuthWithPasswordRequest sees the record PocketBase's own final
// step gets, which is `e.Record == nil || !e.Record.ValidatePassword(...)`
// (apis/record_auth_with_password.go): exactly one bcrypt comparison, at
// the stored hash's cost, when a record with a hash reaches it; none
// otherwise.
func authTimingServer(t *testing.T, app core.App) (http.Handler, *int) {
	t.Helper()
	// PocketBase's "*:auth" rule allows two sign-ins per 3 s per address;
	// this test is about the work of each, not their number.
	app.Settings().RateLimits.Enabled = false
	realCost := new(int)
	app.OnRecordAuthWithPasswordRequest().Bind(&hook.Handler[*core.RecordAuthWithPasswordRequestEvent]{
		Id:       "testAuthTimingObserver",
		Priority: math.MaxInt,
		Func: func(e *core.RecordAuthWithPasswordRequestEvent) error {
			*realCost = 0
			if e.Record != nil {
				if h := e.Record.GetString(core.FieldNamePassword + ":hash"); h != "" {
					c, err := bcrypt.Cost([]byte(h))
					if err != nil {
						t.Errorf("stored hash: %v", err)
					}
					*realCost = c
				}
			}
			return e.Next()
		},
	})
	r, err := apis.NewRouter(app)
	if err != nil {
		t.Fatal(err)
	}
	if err := app.OnServe().Trigger(&core.ServeEvent{App: app, Router: r}, func(e *core.ServeEvent) error { return nil }); err != nil {
		t.Fatal(err)
	}
	mux, err := r.BuildMux()
	if err != nil {
		t.Fatal(err)
	}
	return mux, realCost
}

func signIn(t *testing.T, timing *authtiming.Equalizer, mux http.Handler, realCost *int, collection string, body map[string]string) signInWork {
	t.Helper()
	b, _ := json.Marshal(body)
	var before [bcrypt.MaxCost + 1]int64
	for c := range before {
		before[c] = timing.Count(c)
	}
	*realCost = 0
	req := httptest.NewRequest(http.MethodPost, "/api/collections/"+collection+"/auth-with-password", bytes.NewReader(b))
	req.Header.Set("Content-Type", "application/json")
	res := httptest.NewRecorder()
	mux.ServeHTTP(res, req)
	w := signInWork{status: res.Code, realCost: *realCost, dummies: map[int]int64{}}
	for c := range before {
		if d := timing.Count(c) - before[c]; d != 0 {
			w.dummies[c] = d
		}
	}
	return w
}

func saveAccount(t *testing.T, app core.App, collection, email string) *core.Record {
	t.Helper()
	coll, err := app.FindCollectionByNameOrId(collection)
	if err != nil {
		t.Fatal(err)
	}
	r := core.NewRecord(coll)
	r.SetEmail(email)
	r.SetPassword(testutil.Password)
	r.SetVerified(true)
	if coll.Fields.GetByName("name") != nil {
		r.Set("name", "Some One")
	}
	if coll.Fields.GetByName("accountStatus") != nil {
		r.Set("accountStatus", "active")
	}
	if err := app.Save(r); err != nil {
		t.Fatal(err)
	}
	return r
}

// TestAuthWithPasswordCostsTheSameForUnknownEmails: on PocketBase's own
// auth-with-password of every auth collection, a registered email with a
// wrong password and an unknown email each cost exactly one bcrypt
// comparison, at the cost of the registered account's stored hash, so the
// response time does not tell which emails are registered. Not parallel:
// it reads the process-wide comparison counters.
func TestAuthWithPasswordCostsTheSameForUnknownEmails(t *testing.T) {
	app := testutil.NewApp(t)
	defer app.Cleanup()
	mux, realCost := authTimingServer(t, app)
	timing := services.Of(app).Timing // the comparisons this app spent

	// users also with a non-default cost: the dummy must follow the
	// collection's cost, not assume bcrypt.DefaultCost.
	for _, tc := range []struct {
		collection string
		cost       int // 0: the collection's own (PocketBase's default)
	}{
		{"users", 0}, {"admins", 0}, {core.CollectionNameSuperusers, 0}, {"users", 5},
	} {
		if tc.cost != 0 {
			coll, _ := app.FindCollectionByNameOrId(tc.collection)
			coll.Fields.GetByName(core.FieldNamePassword).(*core.PasswordField).Cost = tc.cost
			if err := app.Save(coll); err != nil {
				t.Fatal(err)
			}
		}
		email := "known-" + tc.collection + "@example.com"
		if tc.cost != 0 {
			email = "known-cost@example.com"
		}
		acc := saveAccount(t, app, tc.collection, email)
		wantCost, err := bcrypt.Cost([]byte(acc.GetString(core.FieldNamePassword + ":hash")))
		if err != nil {
			t.Fatal(err)
		}
		if tc.cost != 0 && wantCost != tc.cost {
			t.Fatalf("stored hash cost %d, want %d", wantCost, tc.cost)
		}
		probes := []struct {
			name string
			body map[string]string
		}{
			{"registered email, wrong password", map[string]string{"identity": email, "password": "wrong-password-1"}},
			{"registered email in capitals, wrong password", map[string]string{"identity": "KNOWN" + email[5:], "password": "wrong-password-1"}},
			{"unknown email", map[string]string{"identity": "ghost@example.com", "password": "wrong-password-1"}},
			{"unknown email, identityField", map[string]string{"identity": "ghost@example.com", "password": "wrong-password-1", "identityField": "email"}},
			{"unknown email, password over 72 bytes", map[string]string{"identity": "ghost@example.com", "password": string(bytes.Repeat([]byte("x"), 100))}},
			{"not an email", map[string]string{"identity": "ghost", "password": "wrong-password-1"}},
		}
		for _, p := range probes {
			w := signIn(t, timing, mux, realCost, tc.collection, p.body)
			if w.status != http.StatusBadRequest {
				t.Errorf("%s (cost %d), %s: status %d, want 400", tc.collection, wantCost, p.name, w.status)
			}
			n, cost := w.comparisons()
			if n != 1 || cost != wantCost {
				t.Errorf("%s (cost %d), %s: %d bcrypt comparisons at cost %d (PocketBase's at %d, the equaliser's %v), want 1 at %d",
					tc.collection, wantCost, p.name, n, cost, w.realCost, w.dummies, wantCost)
			}
		}

		// The right password still signs in (the dashboard's superuser
		// sign-in among them), without an equaliser comparison.
		w := signIn(t, timing, mux, realCost, tc.collection, map[string]string{"identity": email, "password": testutil.Password})
		if w.status != http.StatusOK || len(w.dummies) != 0 {
			t.Errorf("%s, right password: status %d, equaliser %v", tc.collection, w.status, w.dummies)
		}
	}
}

// TestAuthWithPasswordRefusedBeforeTheCheckCostsNothing: where PocketBase
// refuses before looking the identity up (password auth off, an invalid
// body), known and unknown emails get the same answer and no bcrypt work.
func TestAuthWithPasswordRefusedBeforeTheCheckCostsNothing(t *testing.T) {
	app := testutil.NewApp(t)
	defer app.Cleanup()
	saveAccount(t, app, "users", "known@example.com")
	coll, _ := app.FindCollectionByNameOrId("users")
	coll.PasswordAuth.Enabled = false
	coll.OTP.Enabled = true // a collection needs one way in
	if err := app.Save(coll); err != nil {
		t.Fatal(err)
	}
	mux, realCost := authTimingServer(t, app)
	timing := services.Of(app).Timing // the comparisons this app spent
	for _, email := range []string{"known@example.com", "ghost@example.com"} {
		w := signIn(t, timing, mux, realCost, "users", map[string]string{"identity": email, "password": "wrong-password-1"})
		if n, _ := w.comparisons(); w.status != http.StatusForbidden || n != 0 {
			t.Errorf("password auth off, %s: status %d, %d comparisons", email, w.status, n)
		}
	}
	coll.PasswordAuth.Enabled = true
	if err := app.Save(coll); err != nil {
		t.Fatal(err)
	}
	for _, email := range []string{"known@example.com", "ghost@example.com"} {
		w := signIn(t, timing, mux, realCost, "users", map[string]string{"identity": email})
		if n, _ := w.comparisons(); w.status != http.StatusBadRequest || n != 0 {
			t.Errorf("no password, %s: status %d, %d comparisons", email, w.status, n)
		}
	}
}
