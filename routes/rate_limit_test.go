package routes_test

import (
	"net/http"
	"testing"

	"github.com/pocketbase/pocketbase/tests"
)

// TestSignInRateLimit: the 21st sign-in attempt within a minute from one
// address is refused with 429, in the API's envelope.
func TestSignInRateLimit(t *testing.T) {
	t.Parallel()
	s := newSession(t)
	for i := 0; i < 20; i++ {
		s.do(tests.ApiScenario{Name: "a wrong sign-in", Method: http.MethodPost, URL: "/api/users/login",
			Body: jsonBody(`{"email":"nobody@example.com","password":"wrong-password"}`), ExpectedStatus: 401,
			ExpectedContent: []string{`"message":"Invalid email or password."`}})
	}
	s.do(tests.ApiScenario{Name: "one sign-in too many", Method: http.MethodPost, URL: "/api/users/login",
		Body: jsonBody(`{"email":"nobody@example.com","password":"wrong-password"}`), ExpectedStatus: 429,
		ExpectedContent: []string{`"success":false`, `"status":429`}})
}
