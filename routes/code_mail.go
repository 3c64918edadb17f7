package routes

import (
	netmail "net/mail"

	"github.com/pocketbase/pocketbase/core"

	"selah/internal/codes"
	"selah/internal/mail"
	"selah/internal/publicurl"
)

// mailCode issues a fresh code of purpose to user and emails it. When that
// fails the resend throttle is lifted, so our error does not lock the user
// out for a minute.
func (d *deps) mailCode(e *core.RequestEvent, user *core.Record, purpose codes.Purpose) error {
	code, err := codes.Issue(e.App, user.Email(), purpose)
	if err == nil {
		err = sendCode(e, user, purpose, code)
	}
	if err != nil {
		d.throttle.Forget(user.Email(), purpose)
	}
	return err
}

// sendCode emails a code: the sign-up message or the password reset one,
// linking to the public URL (the request's own host when none is set).
func sendCode(e *core.RequestEvent, user *core.Record, purpose codes.Purpose, code string) error {
	name, base := e.App.Settings().Meta.AppName, publicurl.Base(e.App, e.Request)
	to := netmail.Address{Name: user.GetString("name"), Address: user.Email()}
	msg := mail.VerificationCode(name, base, to, code, codes.Lifetime)
	if purpose == codes.Reset {
		msg = mail.ResetCode(name, base, to, code, codes.Lifetime)
	}
	return mail.Send(e.App, msg)
}
