package routes

import (
	"errors"
	"net/http"
	"strings"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"

	"selah/internal/accounts"
	"selah/internal/codes"
	"selah/internal/platform"
	"selah/internal/visibility"
)

// Messages of the account routes (API.md "Accounts").
const (
	msgAccountCreated = "Account created successfully"
	msgEmailTaken     = "An account with this email already exists"
	msgVerified       = "Email verified successfully"
	msgBadCode        = "Invalid or expired verification code"
	msgTooManyTries   = "Too many wrong attempts. Please request a new code"
	msgCodeResent     = "New code sent successfully"
	msgWaitForCode    = "Please wait a minute before requesting a new code"
	msgBadLogin       = "Invalid email or password"
	msgUnverified     = "Please verify your email before signing in"
	msgSuspended      = "Your account has been suspended"
	msgSendFailed     = "We could not send your verification code. Please try again later"
	msgPasswordNeeded = "Please enter your password"
)

func (d *deps) registerAccounts(g *router.RouterGroup[*core.RequestEvent]) {
	g.POST("/create-new-account", d.createAccount)
	g.POST("/verify-user", d.verifyUser)
	g.POST("/resend-verification-code", d.resendCode)
	g.POST("/login", d.login)
}

func (d *deps) createAccount(e *core.RequestEvent) error {
	in := &signUpForm{}
	if err := bind(e, in); err != nil {
		return err
	}
	name, email, password := in.Name, in.Email, in.Password

	if !platform.Load(e.App).RegistrationOpen {
		return e.ForbiddenError("New sign-ups are closed for now. Please try again later", nil)
	}
	if blocked, err := accounts.SignUpBlocked(e.App, email); err != nil {
		return err
	} else if blocked {
		return fieldError("email", "blocked_domain", accounts.ErrSignUpBlocked.Error())
	}
	if u, err := e.App.FindAuthRecordByEmail(usersCollection, email); err == nil && u.Verified() {
		return conflict(e)
	}
	// Every sign-up mails a code, so it obeys the code email throttle,
	// whether or not an unverified account of the email exists (the answer
	// does not tell): accounts.SignUp replaces one (account pre-hijacking).
	if !d.throttle.Allow(email, codes.Verify) {
		return e.TooManyRequestsError(msgWaitForCode, nil)
	}
	user, err := accounts.New(e.App, name, email, password)
	if err != nil {
		d.throttle.Forget(email, codes.Verify)
		return err
	}
	code, err := codes.Generate()
	if err != nil {
		d.throttle.Forget(email, codes.Verify)
		return err
	}
	// The email goes out before anything is written: if it fails, the
	// database is as it was (no half-made account, and an earlier
	// unverified one is untouched).
	if err := sendCode(e, user, codes.Verify, code); err != nil {
		logError(e, err)
		d.throttle.Forget(email, codes.Verify)
		return router.NewApiError(http.StatusInternalServerError, msgSendFailed, nil)
	}
	if err := accounts.SignUp(e.App, user, code); err != nil {
		// The code we mailed was never stored, so it cannot be used.
		d.throttle.Forget(email, codes.Verify)
		// Verified meanwhile: the transaction saw it (writes run one at a
		// time, so no later look-up can know more).
		if errors.Is(err, accounts.ErrEmailTaken) {
			return conflict(e)
		}
		return err
	}
	return ok(e, http.StatusCreated, msgAccountCreated, map[string]any{"email": email})
}

func (d *deps) verifyUser(e *core.RequestEvent) error {
	in := &verifyForm{}
	if err := bind(e, in); err != nil {
		return err
	}
	code, email := in.VerificationCode, in.Email

	// One step with the account it verifies (accounts.Verify).
	if err := accounts.Verify(e.App, email, code); err != nil {
		return codeError(e, err, msgBadCode)
	}
	return ok(e, http.StatusOK, msgVerified, map[string]any{"email": email})
}

func (d *deps) resendCode(e *core.RequestEvent) error {
	in := &emailForm{}
	if err := bind(e, in); err != nil {
		return err
	}
	email := in.Email
	if !d.throttle.Allow(email, codes.Verify) {
		return e.TooManyRequestsError(msgWaitForCode, nil)
	}

	// The same answer whether or not the email is registered.
	if user, err := e.App.FindAuthRecordByEmail(usersCollection, email); err == nil && !user.Verified() {
		if err := d.mailCode(e, user, codes.Verify); err != nil {
			return err
		}
	}
	return ok(e, http.StatusOK, msgCodeResent, nil)
}

func (d *deps) login(e *core.RequestEvent) error {
	user, err := d.passwordSignIn(e, usersCollection)
	if err != nil {
		return err
	}
	// Only now, with the password proven, say why the account cannot sign in.
	if !user.Verified() {
		return e.ForbiddenError(msgUnverified, nil)
	}
	if visibility.IsSuspended(user) {
		return e.ForbiddenError(msgSuspended, nil)
	}
	token, err := user.NewAuthToken()
	if err != nil {
		return err
	}
	me, err := toMeJSON(e.App, user)
	if err != nil {
		return err
	}
	return ok(e, http.StatusOK, "Signed in successfully", map[string]any{"token": token, "user": me})
}

// passwordSignIn validates an {email, password} body and returns the
// matching account of the collection, or 401 with one message whether the
// email or the password was wrong.
func (d *deps) passwordSignIn(e *core.RequestEvent, collection string) (*core.Record, error) {
	in := &loginForm{}
	if err := bind(e, in); err != nil {
		return nil, err
	}
	email, password := in.Email, in.Password
	rec, err := e.App.FindAuthRecordByEmail(collection, email)
	if err != nil {
		// The work a registered email's wrong password costs, so the
		// response time does not tell which emails are registered.
		d.timing.EqualizeIn(e.App, collection, password)
		return nil, e.UnauthorizedError(msgBadLogin, nil)
	}
	if !rec.ValidatePassword(password) {
		return nil, e.UnauthorizedError(msgBadLogin, nil)
	}
	return rec, nil
}

// checkCode turns codes.Check's answer into the route's errors.
func checkCode(e *core.RequestEvent, email string, purpose codes.Purpose, code, invalidMsg string) error {
	return codeError(e, codes.Check(e.App, email, purpose, code), invalidMsg)
}

// codeError is the route's answer to codes.Check's error.
func codeError(e *core.RequestEvent, err error, invalidMsg string) error {
	switch {
	case err == nil:
		return nil
	case errors.Is(err, codes.ErrTooManyAttempts):
		return e.TooManyRequestsError(msgTooManyTries, nil)
	case errors.Is(err, codes.ErrInvalid):
		return router.NewBadRequestError(invalidMsg, nil)
	default:
		return err
	}
}

func conflict(e *core.RequestEvent) error {
	return router.NewApiError(http.StatusConflict, msgEmailTaken, nil)
}

func normalizeEmail(s string) string {
	return strings.ToLower(strings.TrimSpace(s))
}
