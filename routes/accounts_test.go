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

func TestCreateAccount(t *testing.T) {
	t.Parallel()
	url := "/api/users/create-new-account"
	existing := func(t testing.TB, app *tests.TestApp, _ *core.ServeEvent) {
		testutil.CreateUser(t, app, "taken@example.com", testutil.UserOpts{})
	}
	scenarios := []tests.ApiScenario{
		{
			Name: "guest + valid form", Method: http.MethodPost, URL: url,
			Body:            jsonBody(`{"name":"  Ann Lee ","email":"Ann@Example.com","password":"password1"}`),
			ExpectedStatus:  201,
			ExpectedContent: []string{`"success":true`, `"message":"Account created successfully"`, `"email":"ann@example.com"`},
			ExpectedEvents:  map[string]int{"OnRecordCreate": 2, "OnMailerSend": 1},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				u, err := app.FindAuthRecordByEmail("users", "ann@example.com")
				if err != nil {
					t.Fatal(err)
				}
				if u.Verified() || u.GetString("name") != "Ann Lee" || u.GetString("accountStatus") != "active" {
					t.Fatalf("unexpected user %v", u)
				}
				code := testutil.LastCode(t, app)
				rec, err := app.FindFirstRecordByData("verification_codes", "email", "ann@example.com")
				if err != nil {
					t.Fatal(err)
				}
				if strings.Contains(rec.GetString("codeHash"), code) {
					t.Fatal("the code is stored in clear")
				}
			},
		},
		{
			Name: "guest + empty body", Method: http.MethodPost, URL: url, Body: jsonBody(`{}`),
			ExpectedStatus:  400,
			ExpectedContent: []string{`"success":false`, `"message":"Please enter your full name."`, `"email":{"code":"validation_invalid_email","message":"Please enter a valid email address."}`, `"password":{"code":"validation_too_short","message":"Password must be at least 8 characters long."}`},
			ExpectedEvents:  map[string]int{"OnRecordCreate": 0, "OnMailerSend": 0},
		},
		{
			Name: "guest + blank name", Method: http.MethodPost, URL: url,
			Body:            jsonBody(`{"name":"   ","email":"a@example.com","password":"password1"}`),
			ExpectedStatus:  400,
			ExpectedContent: []string{`"message":"Please enter your full name."`},
		},
		{
			Name: "guest + malformed email", Method: http.MethodPost, URL: url,
			Body:            jsonBody(`{"name":"Ann","email":"ann@example","password":"password1"}`),
			ExpectedStatus:  400,
			ExpectedContent: []string{`"message":"Please enter a valid email address."`},
		},
		{
			Name: "guest + short password", Method: http.MethodPost, URL: url,
			Body:            jsonBody(`{"name":"Ann","email":"ann@example.com","password":"short"}`),
			ExpectedStatus:  400,
			ExpectedContent: []string{`"message":"Password must be at least 8 characters long."`},
		},
		{
			Name: "guest + passwords differ", Method: http.MethodPost, URL: url,
			Body:            jsonBody(`{"name":"Ann","email":"ann@example.com","password":"password1","confirmPassword":"password2"}`),
			ExpectedStatus:  400,
			ExpectedContent: []string{`"message":"Passwords do not match."`},
		},
		{
			Name: "guest + oversized name", Method: http.MethodPost, URL: url,
			Body:            jsonBody(`{"name":"` + strings.Repeat("n", 101) + `","email":"ann@example.com","password":"password1"}`),
			ExpectedStatus:  400,
			ExpectedContent: []string{`"message":"Name must be at most 100 characters long."`},
		},
		{
			Name: "guest + oversized password", Method: http.MethodPost, URL: url,
			Body:            jsonBody(`{"name":"Ann","email":"ann@example.com","password":"` + strings.Repeat("p", 72) + `"}`),
			ExpectedStatus:  400,
			ExpectedContent: []string{`"message":"Password must be at most 71 characters long."`},
		},
		{
			Name: "guest + oversized body", Method: http.MethodPost, URL: url,
			Body:            jsonBody(`{"name":"` + strings.Repeat("n", 70<<10) + `"}`),
			ExpectedStatus:  413,
			ExpectedContent: []string{`"success":false`, `"status":413`},
		},
		{
			Name: "guest + malformed JSON", Method: http.MethodPost, URL: url, Body: jsonBody(`{"name":`),
			ExpectedStatus:  400,
			ExpectedContent: []string{`"success":false`, `"message":"The request body is not valid JSON."`},
		},
		{
			Name: "guest + JSON array", Method: http.MethodPost, URL: url, Body: jsonBody(`["a"]`),
			ExpectedStatus:  400,
			ExpectedContent: []string{`"message":"The request body is not valid JSON."`},
		},
		{
			Name: "guest + wrong types", Method: http.MethodPost, URL: url,
			Body:            jsonBody(`{"name":5,"email":["x"],"password":true}`),
			ExpectedStatus:  400,
			ExpectedContent: []string{`"message":"Name must be text."`, `"email":{"code":"validation_invalid_type"`, `"password":{"code":"validation_invalid_type"`},
		},
		{
			Name: "guest + unsupported content type", Method: http.MethodPost, URL: url,
			Body: jsonBody(`name=Ann`), Headers: map[string]string{"Content-Type": "text/plain"},
			ExpectedStatus:  415,
			ExpectedContent: []string{`"success":false`, `"status":415`},
		},
		{
			Name: "guest + email already registered (other case)", Method: http.MethodPost, URL: url,
			Body:            jsonBody(`{"name":"Ann","email":"TAKEN@example.com","password":"password1"}`),
			BeforeTestFunc:  existing,
			ExpectedStatus:  409,
			ExpectedContent: []string{`"success":false`, `"message":"An account with this email already exists."`},
			ExpectedEvents:  map[string]int{"OnMailerSend": 0},
		},
	}
	for _, sc := range scenarios {
		sc.TestAppFactory = testutil.Factory
		sc.Test(t)
	}
}

func TestSignUpVerifyAndSignIn(t *testing.T) {
	t.Parallel()
	s := newSession(t)
	s.do(tests.ApiScenario{
		Name: "guest signs up", Method: http.MethodPost, URL: "/api/users/create-new-account",
		Body:           jsonBody(`{"name":"Ruth","email":"ruth@example.com","password":"password1"}`),
		ExpectedStatus: 201, ExpectedContent: []string{`"success":true`},
	})
	code := testutil.LastCode(t, s.app)
	s.do(tests.ApiScenario{
		Name: "unverified user signs in", Method: http.MethodPost, URL: "/api/users/login",
		Body:           jsonBody(`{"email":"ruth@example.com","password":"password1"}`),
		ExpectedStatus: 403, ExpectedContent: []string{`"message":"Please verify your email before signing in."`},
		NotExpectedContent: []string{`"token"`},
	})
	s.do(tests.ApiScenario{
		Name: "guest verifies with a malformed code", Method: http.MethodPost, URL: "/api/users/verify-user",
		Body:           jsonBody(`{"email":"ruth@example.com","verificationCode":"12a4"}`),
		ExpectedStatus: 400, ExpectedContent: []string{`"message":"Please enter all 6 digits."`},
	})
	s.do(tests.ApiScenario{
		Name: "guest verifies with the code", Method: http.MethodPost, URL: "/api/users/verify-user",
		Body:           jsonBody(`{"email":"Ruth@example.com","verificationCode":"` + code + `"}`),
		ExpectedStatus: 200, ExpectedContent: []string{`"message":"Email verified successfully"`},
	})
	s.do(tests.ApiScenario{
		Name: "the used code is spent", Method: http.MethodPost, URL: "/api/users/verify-user",
		Body:           jsonBody(`{"email":"ruth@example.com","verificationCode":"` + code + `"}`),
		ExpectedStatus: 400, ExpectedContent: []string{`"message":"Invalid or expired verification code."`},
	})
	s.do(tests.ApiScenario{
		Name: "verified user signs in (email in another case)", Method: http.MethodPost, URL: "/api/users/login",
		Body:           jsonBody(`{"email":"RUTH@example.com","password":"password1"}`),
		ExpectedStatus: 200,
		ExpectedContent: []string{`"success":true`, `"token":"`, `"email":"ruth@example.com"`, `"accountStatus":"active"`,
			`"isPremiumUser":false`, `"name":"Ruth"`, `"_id":"`, `"createdAt":"`},
		NotExpectedContent: []string{`"password"`, `"tokenKey"`},
	})
}

func TestVerifyUserAttempts(t *testing.T) {
	t.Parallel()
	s := newSession(t)
	s.user("eve@example.com", testutil.UserOpts{Unverified: true})
	s.do(tests.ApiScenario{
		Name: "guest asks for a code", Method: http.MethodPost, URL: "/api/users/resend-verification-code",
		Body: jsonBody(`{"email":"eve@example.com"}`), ExpectedStatus: 200,
		ExpectedContent: []string{`"message":"New code sent successfully"`},
	})
	code := testutil.LastCode(t, s.app)
	wrong := "000000"
	if code == wrong {
		wrong = "111111"
	}
	for i := 1; i <= 5; i++ {
		s.do(tests.ApiScenario{
			Name: "guest + wrong code", Method: http.MethodPost, URL: "/api/users/verify-user",
			Body:           jsonBody(`{"email":"eve@example.com","verificationCode":"` + wrong + `"}`),
			ExpectedStatus: 400, ExpectedContent: []string{`"message":"Invalid or expired verification code."`},
		})
	}
	s.do(tests.ApiScenario{
		Name: "guest + right code after 5 wrong tries", Method: http.MethodPost, URL: "/api/users/verify-user",
		Body:           jsonBody(`{"email":"eve@example.com","verificationCode":"` + code + `"}`),
		ExpectedStatus: 429, ExpectedContent: []string{`"success":false`, `"status":429`, `"message":"Too many wrong attempts. Please request a new code."`},
	})
	if u, _ := s.app.FindAuthRecordByEmail("users", "eve@example.com"); u.Verified() {
		t.Fatal("a voided code verified the account")
	}
	s.do(tests.ApiScenario{
		Name: "guest asks again within a minute", Method: http.MethodPost, URL: "/api/users/resend-verification-code",
		Body: jsonBody(`{"email":"eve@example.com"}`), ExpectedStatus: 429,
		ExpectedContent: []string{`"message":"Please wait a minute before requesting a new code."`},
	})
}

func TestVerifyUserExpiredCode(t *testing.T) {
	t.Parallel()
	s := newSession(t)
	s.user("old@example.com", testutil.UserOpts{Unverified: true})
	s.do(tests.ApiScenario{
		Name: "guest asks for a code", Method: http.MethodPost, URL: "/api/users/resend-verification-code",
		Body: jsonBody(`{"email":"old@example.com"}`), ExpectedStatus: 200, ExpectedContent: []string{`"success":true`},
	})
	code := testutil.LastCode(t, s.app)
	rec, err := s.app.FindFirstRecordByData("verification_codes", "email", "old@example.com")
	if err != nil {
		t.Fatal(err)
	}
	rec.Set("expiresAt", rec.GetDateTime("created").Add(-time.Minute))
	if err := s.app.Save(rec); err != nil {
		t.Fatal(err)
	}
	s.do(tests.ApiScenario{
		Name: "guest + expired code", Method: http.MethodPost, URL: "/api/users/verify-user",
		Body:           jsonBody(`{"email":"old@example.com","verificationCode":"` + code + `"}`),
		ExpectedStatus: 400, ExpectedContent: []string{`"message":"Invalid or expired verification code."`},
	})
}

func TestResendCode(t *testing.T) {
	t.Parallel()
	url := "/api/users/resend-verification-code"
	scenarios := []tests.ApiScenario{
		{
			Name: "guest + unknown email", Method: http.MethodPost, URL: url, Body: jsonBody(`{"email":"nobody@example.com"}`),
			ExpectedStatus:  200,
			ExpectedContent: []string{`"message":"New code sent successfully"`},
			ExpectedEvents:  map[string]int{"OnMailerSend": 0},
		},
		{
			Name: "guest + already verified email", Method: http.MethodPost, URL: url, Body: jsonBody(`{"email":"done@example.com"}`),
			BeforeTestFunc: func(t testing.TB, app *tests.TestApp, _ *core.ServeEvent) {
				testutil.CreateUser(t, app, "done@example.com", testutil.UserOpts{})
			},
			ExpectedStatus:  200,
			ExpectedContent: []string{`"message":"New code sent successfully"`},
			ExpectedEvents:  map[string]int{"OnMailerSend": 0},
		},
		{
			Name: "guest + missing email", Method: http.MethodPost, URL: url, Body: jsonBody(`{}`),
			ExpectedStatus: 400, ExpectedContent: []string{`"message":"Please enter a valid email address."`},
		},
	}
	for _, sc := range scenarios {
		sc.TestAppFactory = testutil.Factory
		sc.Test(t)
	}
}

func TestLogin(t *testing.T) {
	t.Parallel()
	url := "/api/users/login"
	accounts := func(t testing.TB, app *tests.TestApp, _ *core.ServeEvent) {
		testutil.CreateUser(t, app, "ok@example.com", testutil.UserOpts{})
		testutil.CreateUser(t, app, "new@example.com", testutil.UserOpts{Unverified: true})
		testutil.CreateUser(t, app, "banned@example.com", testutil.UserOpts{Suspended: true})
		testutil.CreateAdmin(t, app, "staff@example.com")
	}
	login := func(email, password string) *strings.Reader {
		return jsonBody(`{"email":"` + email + `","password":"` + password + `"}`)
	}
	scenarios := []tests.ApiScenario{
		{Name: "verified user + right password", Body: login("ok@example.com", testutil.Password), ExpectedStatus: 200,
			ExpectedContent: []string{`"success":true`, `"token":"`, `"user":{`}},
		{Name: "verified user + wrong password", Body: login("ok@example.com", "wrong-password"), ExpectedStatus: 401,
			ExpectedContent: []string{`"success":false`, `"message":"Invalid email or password."`}, NotExpectedContent: []string{`"token"`}},
		{Name: "unknown email", Body: login("ghost@example.com", testutil.Password), ExpectedStatus: 401,
			ExpectedContent: []string{`"message":"Invalid email or password."`}},
		{Name: "unverified user", Body: login("new@example.com", testutil.Password), ExpectedStatus: 403,
			ExpectedContent: []string{`"message":"Please verify your email before signing in."`}},
		{Name: "unverified user + wrong password", Body: login("new@example.com", "wrong-password"), ExpectedStatus: 401,
			ExpectedContent: []string{`"message":"Invalid email or password."`}},
		{Name: "suspended user", Body: login("banned@example.com", testutil.Password), ExpectedStatus: 403,
			ExpectedContent: []string{`"message":"Your account has been suspended."`}, NotExpectedContent: []string{`"token"`}},
		{Name: "admin credentials on the user login", Body: login("staff@example.com", testutil.Password), ExpectedStatus: 401,
			ExpectedContent: []string{`"message":"Invalid email or password."`}},
		{Name: "missing password", Body: jsonBody(`{"email":"ok@example.com"}`), ExpectedStatus: 400,
			ExpectedContent: []string{`"message":"Please enter your password."`}},
		{Name: "blank email", Body: jsonBody(`{"email":" ","password":"x"}`), ExpectedStatus: 400,
			ExpectedContent: []string{`"message":"Please enter a valid email address."`}},
		{Name: "password of the wrong type", Body: jsonBody(`{"email":"ok@example.com","password":12345678}`), ExpectedStatus: 400,
			ExpectedContent: []string{`"message":"Password must be text."`}},
		{Name: "malformed JSON", Body: jsonBody(`{"email"`), ExpectedStatus: 400,
			ExpectedContent: []string{`"message":"The request body is not valid JSON."`}},
	}
	for _, sc := range scenarios {
		sc.Name = "POST login (" + sc.Name + ")"
		sc.Method, sc.URL = http.MethodPost, url
		sc.BeforeTestFunc = accounts
		sc.TestAppFactory = testutil.Factory
		sc.Test(t)
	}
}

func TestAdminLogin(t *testing.T) {
	t.Parallel()
	accounts := func(t testing.TB, app *tests.TestApp, _ *core.ServeEvent) {
		testutil.CreateAdmin(t, app, "staff@example.com")
		testutil.CreateUser(t, app, "ok@example.com", testutil.UserOpts{})
	}
	scenarios := []tests.ApiScenario{
		{Name: "admin + right password", Body: jsonBody(`{"email":"Staff@example.com","password":"` + testutil.Password + `"}`),
			ExpectedStatus: 200, ExpectedContent: []string{`"success":true`, `"token":"`, `"admin":{"_id":"`, `"name":"Test Admin"`, `"email":"staff@example.com"`}},
		{Name: "admin + wrong password", Body: jsonBody(`{"email":"staff@example.com","password":"nope-nope"}`),
			ExpectedStatus: 401, ExpectedContent: []string{`"message":"Invalid email or password."`}},
		{Name: "user credentials", Body: jsonBody(`{"email":"ok@example.com","password":"` + testutil.Password + `"}`),
			ExpectedStatus: 401, ExpectedContent: []string{`"message":"Invalid email or password."`}},
		{Name: "empty body", Body: jsonBody(``),
			ExpectedStatus: 400, ExpectedContent: []string{`"message":"Please enter a valid email address."`}},
	}
	for _, sc := range scenarios {
		sc.Name = "POST admin/login (" + sc.Name + ")"
		sc.Method, sc.URL = http.MethodPost, "/api/admin/login"
		sc.BeforeTestFunc = accounts
		sc.TestAppFactory = testutil.Factory
		sc.Test(t)
	}
}

// TestAccountsScenarios is accounts.go's table: the account routes answer
// by the body, not the caller's token, so every role gets the same; a
// sign-up is one users create, its code's create and one mail; a verified
// address is a 409 with nothing written; a sign-in writes nothing.
func TestAccountsScenarios(t *testing.T) {
	t.Parallel()
	fx := newReaderFixture(t)
	every := func(w ownedWant) map[readerRole]ownedWant {
		m := map[readerRole]ownedWant{}
		for _, r := range readerRoles {
			m[r] = w
		}
		return m
	}
	login := func(email, password string) string {
		return `{"email":"` + email + `","password":"` + password + `"}`
	}
	var table []tests.ApiScenario
	table = append(table, fx.forRoles("sign-up", "POST", "/api/users/create-new-account",
		`{"name":"Nia New","email":"nia@example.com","password":"password1"}`,
		every(ownedWant{status: 201, content: []string{`"email":"nia@example.com"`},
			events: with(saved("create", 2), map[string]int{"OnMailerSend": 1, "OnRecordDelete": 0}), after: mailsSent(1)}))...)
	table = append(table, fx.forRoles("sign-up with a verified address", "POST", "/api/users/create-new-account",
		`{"name":"Someone","email":"owner@example.com","password":"password1"}`,
		every(ownedWant{status: 409, content: []string{`"message":"An account with this email already exists."`}, after: mailsSent(0)}))...)
	table = append(table, fx.forRoles("sign-up without a name", "POST", "/api/users/create-new-account",
		`{"email":"nia@example.com","password":"password1"}`,
		map[readerRole]ownedWant{rdGuest: {status: 400, content: []string{`"message":"Please enter your full name."`}, after: mailsSent(0)}})...)
	table = append(table, fx.forRoles("sign-in", "POST", "/api/users/login", login("listener@example.com", testutil.Password),
		every(ownedWant{status: 200, content: []string{`"token":"`, "listener@example.com", `"isCreator":false`}}))...)
	table = append(table, fx.forRoles("a creator's sign-in", "POST", "/api/users/login", login("owner@example.com", testutil.Password),
		map[readerRole]ownedWant{rdGuest: {status: 200, content: []string{`"token":"`, "owner@example.com", `"isCreator":true`}}})...)
	table = append(table, fx.forRoles("suspended account's sign-in", "POST", "/api/users/login", login("out@example.com", testutil.Password),
		map[readerRole]ownedWant{rdGuest: {status: 403, content: []string{`"message":"Your account has been suspended."`}}})...)
	table = append(table, fx.forRoles("wrong password", "POST", "/api/users/login", login("listener@example.com", "not the password"),
		map[readerRole]ownedWant{rdGuest: {status: 401, content: []string{`"message":"Invalid email or password."`}}})...)
	table = append(table, fx.forRoles("admin's credentials", "POST", "/api/users/login", login("staff@example.com", testutil.Password),
		map[readerRole]ownedWant{rdGuest: {status: 401, content: []string{`"message":"Invalid email or password."`}}})...)
	table = append(table, fx.forRoles("resend to a verified account", "POST", "/api/users/resend-verification-code",
		`{"email":"owner@example.com"}`,
		map[readerRole]ownedWant{rdGuest: {status: 200, content: []string{"New code sent successfully"}, after: mailsSent(0)}})...)
	fx.run(t, table)
}
