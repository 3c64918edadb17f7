package routes_test

import (
	"encoding/json"
	"net/http"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"selah/testutil"
)

func TestForgotPasswordFlow(t *testing.T) {
	t.Parallel()
	s := newSession(t)
	user := s.user("mary@example.com", testutil.UserOpts{})
	oldToken := testutil.Token(t, user)

	s.do(tests.ApiScenario{
		Name: "guest asks for a reset code", Method: http.MethodPost, URL: "/api/users/forgot-password",
		Body:           jsonBody(`{"email":"Mary@example.com"}`),
		ExpectedStatus: 200, ExpectedContent: []string{`"message":"Verification code has been sent to mary@example.com"`},
	})
	code := testutil.LastCode(t, s.app)
	s.do(tests.ApiScenario{
		Name: "guest + malformed code", Method: http.MethodPost, URL: "/api/users/verify-reset-code",
		Body:           jsonBody(`{"email":"mary@example.com","code":"12345"}`),
		ExpectedStatus: 400, ExpectedContent: []string{`"message":"Please enter a valid 6-digit verification code."`},
	})
	wrong := "000000"
	if code == wrong {
		wrong = "999999"
	}
	s.do(tests.ApiScenario{
		Name: "guest + wrong code", Method: http.MethodPost, URL: "/api/users/verify-reset-code",
		Body:           jsonBody(`{"email":"mary@example.com","code":"` + wrong + `"}`),
		ExpectedStatus: 400, ExpectedContent: []string{`"message":"Invalid verification code. Please try again."`},
	})
	res := s.do(tests.ApiScenario{
		Name: "guest + right code", Method: http.MethodPost, URL: "/api/users/verify-reset-code",
		Body:           jsonBody(`{"email":"mary@example.com","code":"` + code + `"}`),
		ExpectedStatus: 200, ExpectedContent: []string{`"message":"Verification successful"`, `"resetToken":"`},
	})
	var answer struct {
		Data struct {
			ResetToken string `json:"resetToken"`
		} `json:"data"`
	}
	if err := json.Unmarshal([]byte(res), &answer); err != nil || answer.Data.ResetToken == "" {
		t.Fatalf("no reset token in %s", res)
	}
	reset := func(token, password string) string {
		return `{"email":"mary@example.com","resetToken":"` + token + `","password":"` + password + `"}`
	}
	s.do(tests.ApiScenario{
		Name: "guest + short new password", Method: http.MethodPost, URL: "/api/users/reset-password",
		Body:           jsonBody(reset(answer.Data.ResetToken, "short")),
		ExpectedStatus: 400, ExpectedContent: []string{`"message":"Password must be at least 8 characters long."`},
	})
	s.do(tests.ApiScenario{
		Name: "guest + forged reset token", Method: http.MethodPost, URL: "/api/users/reset-password",
		Body:           jsonBody(reset("not-a-token", "brand-new-pass")),
		ExpectedStatus: 400, ExpectedContent: []string{`"message":"Your reset session has expired. Please request a new code."`},
	})
	s.do(tests.ApiScenario{
		Name: "guest + reset token for another email", Method: http.MethodPost, URL: "/api/users/reset-password",
		Body:           jsonBody(`{"email":"other@example.com","resetToken":"` + answer.Data.ResetToken + `","password":"brand-new-pass"}`),
		ExpectedStatus: 400, ExpectedContent: []string{`"message":"Your reset session has expired. Please request a new code."`},
	})
	s.do(tests.ApiScenario{
		Name: "guest resets the password", Method: http.MethodPost, URL: "/api/users/reset-password",
		Body:           jsonBody(reset(answer.Data.ResetToken, "brand-new-pass")),
		ExpectedStatus: 200, ExpectedContent: []string{`"message":"Your password has been reset successfully"`},
	})
	s.do(tests.ApiScenario{
		Name: "the reset token works once", Method: http.MethodPost, URL: "/api/users/reset-password",
		Body:           jsonBody(reset(answer.Data.ResetToken, "another-pass-1")),
		ExpectedStatus: 400, ExpectedContent: []string{`"success":false`},
	})
	s.do(tests.ApiScenario{
		Name: "a token issued before the reset is revoked", Method: http.MethodGet, URL: "/api/users/me",
		Headers: bearer(oldToken), ExpectedStatus: 401, ExpectedContent: []string{`"success":false`},
	})
	s.do(tests.ApiScenario{
		Name: "the old password no longer works", Method: http.MethodPost, URL: "/api/users/login",
		Body:           jsonBody(`{"email":"mary@example.com","password":"` + testutil.Password + `"}`),
		ExpectedStatus: 401, ExpectedContent: []string{`"message":"Invalid email or password."`},
	})
	s.do(tests.ApiScenario{
		Name: "the new password works", Method: http.MethodPost, URL: "/api/users/login",
		Body:           jsonBody(`{"email":"mary@example.com","password":"brand-new-pass"}`),
		ExpectedStatus: 200, ExpectedContent: []string{`"token":"`},
	})
}

func TestForgotPassword(t *testing.T) {
	t.Parallel()
	scenarios := []tests.ApiScenario{
		{
			Name: "POST forgot-password (unknown email)", URL: "/api/users/forgot-password", Body: jsonBody(`{"email":"who@example.com"}`),
			ExpectedStatus:  200,
			ExpectedContent: []string{`"message":"Verification code has been sent to who@example.com"`},
			ExpectedEvents:  map[string]int{"OnMailerSend": 0},
		},
		{
			Name: "POST forgot-password (invalid email)", URL: "/api/users/forgot-password", Body: jsonBody(`{"email":"who"}`),
			ExpectedStatus: 400, ExpectedContent: []string{`"message":"Please enter a valid email address."`},
		},
		{
			Name: "POST verify-reset-code (no code was issued)", URL: "/api/users/verify-reset-code",
			Body:           jsonBody(`{"email":"who@example.com","code":"123456"}`),
			ExpectedStatus: 400, ExpectedContent: []string{`"message":"Invalid verification code. Please try again."`},
		},
		{
			Name: "POST verify-reset-code (5 wrong tries before)", URL: "/api/users/verify-reset-code",
			Body: jsonBody(`{"email":"kim@example.com","code":"123456"}`),
			BeforeTestFunc: func(t testing.TB, app *tests.TestApp, _ *core.ServeEvent) {
				testutil.CreateUser(t, app, "kim@example.com", testutil.UserOpts{})
				issueAndFail(t, app, "kim@example.com", 5)
			},
			ExpectedStatus: 429, ExpectedContent: []string{`"status":429`, `"message":"Too many wrong attempts. Please request a new code."`},
		},
		{
			Name: "POST reset-password (missing token)", URL: "/api/users/reset-password",
			Body:           jsonBody(`{"email":"kim@example.com","password":"password1"}`),
			ExpectedStatus: 400, ExpectedContent: []string{`"message":"Your reset session has expired. Please request a new code."`},
		},
	}
	for _, sc := range scenarios {
		sc.Method = http.MethodPost
		sc.TestAppFactory = testutil.Factory
		sc.Test(t)
	}
}

// TestPasswordResetScenarios is password_reset.go's table: a reset code
// is mailed to a registered address only, with the same answer either
// way; a bad address is a 400.
func TestPasswordResetScenarios(t *testing.T) {
	t.Parallel()
	fx := newReaderFixture(t)
	var table []tests.ApiScenario
	table = append(table, fx.forRoles("forgot password", "POST", "/api/users/forgot-password", `{"email":"listener@example.com"}`,
		map[readerRole]ownedWant{
			rdGuest:    {status: 200, content: []string{"Verification code has been sent to listener@example.com"}, events: map[string]int{"OnMailerSend": 1}, after: mailsSent(1)},
			rdListener: {status: 200, content: []string{"Verification code has been sent to listener@example.com"}, events: map[string]int{"OnMailerSend": 1}, after: mailsSent(1)},
		})...)
	table = append(table, fx.forRoles("forgot password of nobody", "POST", "/api/users/forgot-password", `{"email":"who@example.com"}`,
		map[readerRole]ownedWant{rdGuest: {status: 200, content: []string{"Verification code has been sent to who@example.com"}, after: mailsSent(0)}})...)
	table = append(table, fx.forRoles("bad address", "POST", "/api/users/forgot-password", `{"email":"who"}`,
		map[readerRole]ownedWant{rdGuest: {status: 400, content: []string{`"message":"Please enter a valid email address."`}}})...)
	fx.run(t, table)
}
