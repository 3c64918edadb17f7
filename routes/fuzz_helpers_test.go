package routes_test

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"selah/testutil"
)

// fuzzServer is one app and its router for a whole fuzz target (one per
// fuzzing worker). tests.ApiScenario builds an app per request, which
// would leave a handful of inputs a second; here each input is one
// ServeHTTP on the mux the binary would serve.
type fuzzServer struct {
	app *tests.TestApp
	mux http.Handler
}

// newFuzzServer builds the app with the catalogue fixture, then runs the
// serve hooks once (as tests.ApiScenario does) to get our routes' mux.
func newFuzzServer(f *testing.F) *fuzzServer {
	app := testutil.NewApp(f)
	f.Cleanup(app.Cleanup)
	// The rate limiter would answer 429 to nearly every input after the
	// first few and hide the handlers from the fuzzer.
	settings := app.Settings()
	settings.RateLimits.Enabled = false
	if err := app.Save(settings); err != nil {
		f.Fatal(err)
	}
	catalogFixture(f, app)
	base, err := apis.NewRouter(app)
	if err != nil {
		f.Fatal(err)
	}
	var mux http.Handler
	err = app.OnServe().Trigger(&core.ServeEvent{App: app, Router: base}, func(e *core.ServeEvent) error {
		var err error
		mux, err = e.Router.BuildMux()
		return err
	})
	if err != nil {
		f.Fatal(err)
	}
	return &fuzzServer{app: app, mux: mux}
}

// do serves one request and forgets the mail it sent (the test mailer
// keeps every message, which would grow for the whole run).
func (s *fuzzServer) do(req *http.Request) *httptest.ResponseRecorder {
	rec := httptest.NewRecorder()
	s.mux.ServeHTTP(rec, req)
	s.app.TestMailer.Reset()
	return rec
}

// token is a fresh token of the account, read again from the database
// each time: an input may have changed its password or suspended it.
func (s *fuzzServer) token(t testing.TB, collection, email string) string {
	t.Helper()
	rec, err := s.app.FindAuthRecordByEmail(collection, email)
	if err != nil {
		return "" // deleted by an earlier input: the request goes as a guest
	}
	return testutil.Token(t, rec)
}

// checkAnswer is the property every fuzz target of the routes asserts: no
// 5xx (a panic is PocketBase's 500), and every 4xx is API.md's failure
// envelope with a sentence a person can act on, never a raw tusd code.
// HEAD answers carry no body, so there only the status is checked.
func checkAnswer(t *testing.T, what string, rec *httptest.ResponseRecorder, method string) {
	t.Helper()
	if rec.Code >= 500 {
		t.Fatalf("%s: status %d: %s", what, rec.Code, rec.Body)
	}
	if rec.Code < 400 || (method == http.MethodHead && rec.Body.Len() == 0) {
		return
	}
	var env struct {
		Success *bool  `json:"success"`
		Status  int    `json:"status"`
		Message string `json:"message"`
	}
	err := json.Unmarshal(rec.Body.Bytes(), &env)
	if err != nil || env.Success == nil || *env.Success || env.Status != rec.Code ||
		strings.TrimSpace(env.Message) == "" || strings.Contains(env.Message, "ERR_") {
		t.Fatalf("%s: status %d without a clear failure envelope: %s", what, rec.Code, rec.Body)
	}
}

// validHeader reports whether a net/http server would accept v as a
// header value; httptest skips that check, so the fuzzers apply it.
func validHeader(v string) bool {
	for i := 0; i < len(v); i++ {
		if c := v[i]; (c < ' ' && c != '\t') || c == 0x7f {
			return false
		}
	}
	return true
}
