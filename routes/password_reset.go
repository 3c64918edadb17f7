package routes

import (
	"net/http"
	"strings"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"

	"selah/internal/codes"
)

// Messages of the password reset wizard (SPEC §8 and API.md).
const (
	msgResetSent     = "Verification code has been sent to %s"
	msgResetVerified = "Verification successful"
	msgResetBadCode  = "Invalid verification code. Please try again."
	msgResetDone     = "Your password has been reset successfully"
	msgResetExpired  = "Your reset session has expired. Please request a new code"
)

func (d *deps) registerPasswordReset(g *router.RouterGroup[*core.RequestEvent]) {
	g.POST("/forgot-password", d.forgotPassword)
	g.POST("/verify-reset-code", d.verifyResetCode)
	g.POST("/reset-password", d.resetPassword)
}

func (d *deps) forgotPassword(e *core.RequestEvent) error {
	in := &emailForm{}
	if err := bind(e, in); err != nil {
		return err
	}
	email := in.Email
	if !d.throttle.Allow(email, codes.Reset) {
		return e.TooManyRequestsError(msgWaitForCode, nil)
	}

	// The same answer whether or not the email is registered.
	if user, err := e.App.FindAuthRecordByEmail(usersCollection, email); err == nil {
		if err := d.mailCode(e, user, codes.Reset); err != nil {
			return err
		}
	}
	return ok(e, http.StatusOK, strings.Replace(msgResetSent, "%s", email, 1), nil)
}

func (d *deps) verifyResetCode(e *core.RequestEvent) error {
	in := &verifyResetForm{}
	if err := bind(e, in); err != nil {
		return err
	}
	email, code := in.Email, in.Code
	if err := checkCode(e, email, codes.Reset, code, msgResetBadCode); err != nil {
		return err
	}
	user, err := e.App.FindAuthRecordByEmail(usersCollection, email)
	if err != nil {
		return router.NewBadRequestError(msgResetBadCode, nil)
	}
	// PocketBase's reset token is signed with the account's token key, which
	// changes with the password: the token works once and for ten minutes.
	token, err := user.NewPasswordResetToken()
	if err != nil {
		return err
	}
	return ok(e, http.StatusOK, msgResetVerified, map[string]any{"resetToken": token})
}

func (d *deps) resetPassword(e *core.RequestEvent) error {
	in := &resetPasswordForm{}
	if err := bind(e, in); err != nil {
		return err
	}
	email, token, password := in.Email, in.ResetToken, in.Password

	user, err := e.App.FindAuthRecordByToken(token, core.TokenTypePasswordReset)
	if err != nil || user.Collection().Name != usersCollection || !strings.EqualFold(user.Email(), email) {
		return router.NewBadRequestError(msgResetExpired, nil)
	}
	// A new password rotates the token key: every earlier session and the
	// reset token itself stop working. The code proved the email address.
	user.SetPassword(password)
	user.SetVerified(true)
	if err := e.App.Save(user); err != nil {
		return err
	}
	return ok(e, http.StatusOK, msgResetDone, nil)
}
