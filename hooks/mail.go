package hooks

import (
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/mailer"

	"selah/internal/mail"
)

// registerMail makes "no SMTP configured" mean "write the mail to the log"
// instead of PocketBase's sendmail fallback, which on most machines fails
// and loses the verification code. A mailer swapped in earlier (the tests'
// TestMailer) is left alone. The app's one LogMailer writes every message.
func registerMail(app core.App, logMailer *mail.LogMailer) {
	app.OnMailerSend().Bind(&hook.Handler[*core.MailerEvent]{
		Id: "selahLogMailer",
		Func: func(e *core.MailerEvent) error {
			if _, fallback := e.Mailer.(*mailer.Sendmail); fallback && !e.App.Settings().SMTP.Enabled {
				e.Mailer = logMailer
			}
			return e.Next()
		},
	})
}
