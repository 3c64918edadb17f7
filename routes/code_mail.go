package routes

import (
	netmail "net/mail"

	"github.com/pocketbase/pocketbase/core"

	"selah/internal/codes"
	"selah/internal/mail"
)

// mailCode issues a fresh code of purpose to user and emails it. When that
// fails the resend throttle is lifted, so our error does not lock the user
// out for a minute.
func (d *deps) mailCode(app core.App, user *core.Record, purpose codes.Purpose) error {
	code, err := codes.Issue(app, user.Email(), purpose)
	if err == nil {
		err = sendCode(app, user, purpose, code)
	}
	if err != nil {
		d.throttle.Forget(user.Email(), purpose)
	}
	return err
}

// sendCode emails a code: the sign-up message or the password reset one.
func sendCode(app core.App, user *core.Record, purpose codes.Purpose, code string) error {
	meta := app.Settings().Meta
	to := netmail.Address{Name: user.GetString("name"), Address: user.Email()}
	msg := mail.VerificationCode(meta.AppName, meta.AppURL, to, code, codes.Lifetime)
	if purpose == codes.Reset {
		msg = mail.ResetCode(meta.AppName, meta.AppURL, to, code, codes.Lifetime)
	}
	return mail.Send(app, msg)
}
