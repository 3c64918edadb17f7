package routes

import (
	"errors"
	"net/http"
	"strings"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"

	"selah/internal/codes"
	"selah/internal/platform"
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
	b, err := readBody(e)
	if err != nil {
		return err
	}
	f := &form{}
	name := strings.TrimSpace(b.text(f, "name"))
	email := normalizeEmail(b.text(f, "email"))
	password := b.text(f, "password")
	f.name("name", name)
	f.email("email", email)
	f.newPassword("password", password)
	if b.has("confirmPassword") && b.text(f, "confirmPassword") != password {
		f.add("confirmPassword", "mismatch", msgPasswordMatch)
	}
	if err := f.err(); err != nil {
		return err
	}

	if !platform.Load(e.App).RegistrationOpen {
		return e.ForbiddenError("New sign-ups are closed for now. Please try again later", nil)
	}
	if _, err := e.App.FindAuthRecordByEmail(usersCollection, email); err == nil {
		return conflict(e)
	}

	var user *core.Record
	var code string
	err = e.App.RunInTransaction(func(tx core.App) error {
		coll, err := tx.FindCachedCollectionByNameOrId(usersCollection)
		if err != nil {
			return err
		}
		user = core.NewRecord(coll)
		user.Set("name", name)
		user.SetEmail(email)
		user.SetPassword(password)
		user.SetVerified(false)
		user.Set("accountStatus", "active")
		if err := tx.Save(user); err != nil {
			return err
		}
		code, err = codes.Issue(tx, email, codes.Verify)
		return err
	})
	if err != nil {
		// Two sign-ups racing for one email: the unique index decides.
		if _, findErr := e.App.FindAuthRecordByEmail(usersCollection, email); findErr == nil {
			return conflict(e)
		}
		return err
	}

	d.throttle.Allow(email, codes.Verify)
	if err := sendCode(e.App, user, codes.Verify, code); err != nil {
		// No half-made account: without its code nobody could ever use it.
		logError(e, err)
		d.throttle.Forget(email, codes.Verify)
		_ = codes.Discard(e.App, email)
		if delErr := e.App.Delete(user); delErr != nil {
			logError(e, delErr)
		}
		return router.NewApiError(http.StatusInternalServerError, msgSendFailed, nil)
	}
	return ok(e, http.StatusCreated, msgAccountCreated, map[string]any{"email": email})
}

func (d *deps) verifyUser(e *core.RequestEvent) error {
	b, err := readBody(e)
	if err != nil {
		return err
	}
	f := &form{}
	code := strings.TrimSpace(b.text(f, "verificationCode"))
	email := normalizeEmail(b.text(f, "email"))
	f.matches("verificationCode", code, sixDigits, msgOtp)
	f.email("email", email)
	if err := f.err(); err != nil {
		return err
	}

	if err := checkCode(e, email, codes.Verify, code, msgBadCode); err != nil {
		return err
	}
	user, err := e.App.FindAuthRecordByEmail(usersCollection, email)
	if err != nil {
		return router.NewBadRequestError(msgBadCode, nil)
	}
	if !user.Verified() {
		user.SetVerified(true)
		if err := e.App.Save(user); err != nil {
			return err
		}
	}
	return ok(e, http.StatusOK, msgVerified, map[string]any{"email": email})
}

func (d *deps) resendCode(e *core.RequestEvent) error {
	b, err := readBody(e)
	if err != nil {
		return err
	}
	f := &form{}
	email := normalizeEmail(b.text(f, "email"))
	f.email("email", email)
	if err := f.err(); err != nil {
		return err
	}
	if !d.throttle.Allow(email, codes.Verify) {
		return e.TooManyRequestsError(msgWaitForCode, nil)
	}

	// The same answer whether or not the email is registered.
	if user, err := e.App.FindAuthRecordByEmail(usersCollection, email); err == nil && !user.Verified() {
		if err := d.mailCode(e.App, user, codes.Verify); err != nil {
			return err
		}
	}
	return ok(e, http.StatusOK, msgCodeResent, nil)
}

func (d *deps) login(e *core.RequestEvent) error {
	user, err := passwordSignIn(e, usersCollection)
	if err != nil {
		return err
	}
	// Only now, with the password proven, say why the account cannot sign in.
	if !user.Verified() {
		return e.ForbiddenError(msgUnverified, nil)
	}
	if user.GetString("accountStatus") == "suspended" {
		return e.ForbiddenError(msgSuspended, nil)
	}
	token, err := user.NewAuthToken()
	if err != nil {
		return err
	}
	return ok(e, http.StatusOK, "Signed in successfully", map[string]any{"token": token, "user": toUserJSON(user)})
}

// passwordSignIn validates an {email, password} body and returns the
// matching account of the collection, or 401 with one message whether the
// email or the password was wrong.
func passwordSignIn(e *core.RequestEvent, collection string) (*core.Record, error) {
	b, err := readBody(e)
	if err != nil {
		return nil, err
	}
	f := &form{}
	email := normalizeEmail(b.text(f, "email"))
	password := b.text(f, "password")
	f.email("email", email)
	f.required("password", password, msgPasswordNeeded)
	if !f.failed("password") && len(password) > 1024 {
		f.add("password", "too_long", "Password is too long")
	}
	if err := f.err(); err != nil {
		return nil, err
	}
	rec, err := e.App.FindAuthRecordByEmail(collection, email)
	if err != nil {
		equalizeTiming(password)
		return nil, e.UnauthorizedError(msgBadLogin, nil)
	}
	if !rec.ValidatePassword(password) {
		return nil, e.UnauthorizedError(msgBadLogin, nil)
	}
	return rec, nil
}

// checkCode turns codes.Check's answer into the route's errors.
func checkCode(e *core.RequestEvent, email string, purpose codes.Purpose, code, invalidMsg string) error {
	err := codes.Check(e.App, email, purpose, code)
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
