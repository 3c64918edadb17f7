package routes_test

import (
	"net/http"
	"strings"
	"testing"
)

// TestAbuseNoAccountEnumeration: every tokenless route that takes an email
// answers a registered address (verified, unverified, suspended, an admin's)
// exactly as it answers an unknown one: same status, same body once the
// address itself is blanked out. The one difference API.md allows is
// create-new-account's 409 for a taken email.
func TestAbuseNoAccountEnumeration(t *testing.T) {
	t.Parallel()
	fx := newAuthzFixture(t)
	unknown := "ghost@example.com"
	registered := []string{"me@example.com", "new@example.com", "out@example.com", "staff@example.com"}
	wrong := "not-the-password-1"

	type probe struct {
		name, url string
		body      func(email string) string
		status    int // the one answer every address gets
	}
	probes := []probe{
		{"forgot-password", "/api/users/forgot-password", func(e string) string { return `{"email":"` + e + `"}` }, 200},
		{"resend-verification-code", "/api/users/resend-verification-code", func(e string) string { return `{"email":"` + e + `"}` }, 200},
		{"login with a wrong password", "/api/users/login", func(e string) string {
			return `{"email":"` + e + `","password":"` + wrong + `"}`
		}, 401},
		{"admin login with a wrong password", "/api/admin/login", func(e string) string {
			return `{"email":"` + e + `","password":"` + wrong + `"}`
		}, 401},
		{"verify-user with a wrong code", "/api/users/verify-user", func(e string) string {
			return `{"email":"` + e + `","verificationCode":"` + wrongCode(fx.verifyCode) + `"}`
		}, 400},
		{"verify-reset-code with a wrong code", "/api/users/verify-reset-code", func(e string) string {
			return `{"email":"` + e + `","code":"000000"}`
		}, 400},
		{"reset-password with a made-up token", "/api/users/reset-password", func(e string) string {
			return `{"email":"` + e + `","resetToken":"made-up","password":"a-new-password-1"}`
		}, 400},
		{"PocketBase request-password-reset", "/api/collections/users/request-password-reset", func(e string) string {
			return `{"email":"` + e + `"}`
		}, 204},
		{"PocketBase request-verification", "/api/collections/users/request-verification", func(e string) string {
			return `{"email":"` + e + `"}`
		}, 204},
		{"PocketBase auth-with-password, wrong password", "/api/collections/users/auth-with-password", func(e string) string {
			return `{"identity":"` + e + `","password":"` + wrong + `"}`
		}, 400},
		{"PocketBase request-otp (off)", "/api/collections/users/request-otp", func(e string) string {
			return `{"email":"` + e + `"}`
		}, 403},
	}

	// One copy for all: the code throttle is per address, so each address
	// gets its first answer.
	app, mux := fx.clone(t)
	defer app.Cleanup()
	answer := func(p probe, email string) (int, string) {
		res := abuseDo(mux, http.MethodPost, p.url, "", reqBody{"application/json", []byte(p.body(email))})
		return res.Code, strings.ReplaceAll(res.Body.String(), email, "<email>")
	}
	for _, p := range probes {
		status, body := answer(p, unknown)
		if status != p.status {
			t.Errorf("%s, unknown email: %d, want %d: %s", p.name, status, p.status, body)
		}
		for _, email := range registered {
			if s, b := answer(p, email); s != status || b != body {
				t.Errorf("%s tells %s from an unknown email:\n registered: %d %s\n unknown:    %d %s", p.name, email, s, b, status, body)
			}
		}
	}

	// The code throttle is keyed on the address, registered or not: a
	// second code within the minute is refused alike.
	for _, url := range []string{"/api/users/forgot-password", "/api/users/resend-verification-code"} {
		p := probe{name: url, url: url, body: func(e string) string { return `{"email":"` + e + `"}` }}
		status, body := answer(p, unknown)
		for _, email := range registered {
			if s, b := answer(p, email); s != status || b != body || s != http.StatusTooManyRequests {
				t.Errorf("second %s: %s got %d %s, unknown got %d %s", url, email, s, b, status, body)
			}
		}
	}

	// Sign-up may say the email is taken (API.md): 409 for every verified
	// user's address. An unverified account is replaced as if the address
	// were free, and sign-up mails a code, so it obeys the same throttle:
	// within the minute, the unknown address (sent a code above) and the
	// unverified one get the same 429; a fresh address gets 201.
	signUp := probe{name: "create-new-account", url: "/api/users/create-new-account", body: func(e string) string {
		return `{"name":"Some One","email":"` + e + `","password":"a-good-password-1"}`
	}}
	status, body := answer(signUp, unknown)
	if status != http.StatusTooManyRequests {
		t.Errorf("sign-up with a throttled free email: %d %s", status, body)
	}
	if s, b := answer(signUp, "new@example.com"); s != status || b != body {
		t.Errorf("sign-up tells an unverified account from an unknown email:\n unverified: %d %s\n unknown:    %d %s", s, b, status, body)
	}
	if s, b := answer(signUp, "fresh@example.com"); s != http.StatusCreated {
		t.Errorf("sign-up with a free email: %d %s", s, b)
	}
	for _, email := range []string{"me@example.com", "out@example.com"} {
		if s, b := answer(signUp, email); s != http.StatusConflict {
			t.Errorf("sign-up with %s: %d %s", email, s, b)
		}
	}
}

func wrongCode(code string) string {
	if code == "000000" {
		return "111111"
	}
	return "000000"
}
