package routes_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"selah/testutil"
)

const jsonCT = "application/json"

// jsonBody is a request body for a scenario.
func jsonBody(s string) *strings.Reader { return strings.NewReader(s) }

// bearer is an Authorization header with a token.
func bearer(tok string) map[string]string {
	return map[string]string{"Authorization": "Bearer " + tok}
}

// session runs several scenarios against one app, for flows that span
// requests (sign up, then verify, then sign in).
type session struct {
	t   *testing.T
	app *tests.TestApp
}

func newSession(t *testing.T) *session {
	app := testutil.NewApp(t)
	t.Cleanup(app.Cleanup)
	return &session{t: t, app: app}
}

// do runs one scenario on the session's app and returns the response body.
func (s *session) do(sc tests.ApiScenario) string {
	s.t.Helper()
	var body string
	sc.TestAppFactory = func(testing.TB) *tests.TestApp { return s.app }
	sc.DisableTestAppCleanup = true
	after := sc.AfterTestFunc
	sc.AfterTestFunc = func(t testing.TB, app *tests.TestApp, res *http.Response) {
		buf := new(strings.Builder)
		if res.Body != nil {
			_, _ = copyBody(buf, res)
		}
		body = buf.String()
		if after != nil {
			after(t, app, res)
		}
	}
	sc.Test(s.t)
	return body
}

// user creates an account on the session's app.
func (s *session) user(email string, opts testutil.UserOpts) *core.Record {
	return testutil.CreateUser(s.t, s.app, email, opts)
}

// waitFor polls cond until it holds, failing the test after a generous
// deadline; it waits on the condition, not on a fixed sleep.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(10 * time.Millisecond)
	}
}
