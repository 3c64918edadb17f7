package mail

import (
	"fmt"
	"net/mail"
	"strings"
	"time"

	"selah/internal/safetext"
)

// Every value a template puts into a message is made safe for its place:
// what goes on one line (app name and URL, a person's name, a title, a
// kind) through safetext.Line, so a line break in it cannot start a line
// of its own ("there,\n\nURGENT: ..."), and text written as paragraphs (an
// admin's message, a reviewer's reason) through safetext.Paragraphs. Send
// then escapes the whole text once more for the subject, headers and HTML.

// VerificationCode is the email sent at sign-up and on "resend code".
func VerificationCode(appName, appURL string, to mail.Address, code string, valid time.Duration) Message {
	return codeMessage(appName, appURL, to, code, valid, codeMail{
		subject: "Your %s verification code: %s",
		opening: "Welcome to %s. Your verification code is:",
		page:    "/otp",
		purpose: "to finish creating your account",
		closing: "If you did not sign up, you can ignore this email.",
	})
}

// ResetCode is the email sent by "forgot password".
func ResetCode(appName, appURL string, to mail.Address, code string, valid time.Duration) Message {
	return codeMessage(appName, appURL, to, code, valid, codeMail{
		subject: "Your %s password reset code: %s",
		opening: "Someone asked to reset the password of your %s account. Your code is:",
		page:    "/forgot-password",
		purpose: "to choose a new password",
		closing: "If it was not you, ignore this email: your password stays as it is.",
	})
}

// codeMail is the wording of a mail that carries a one-time code: subject
// and opening take the app's name (the subject the code too), page is where
// the code is entered.
type codeMail struct{ subject, opening, page, purpose, closing string }

// codeMessage is a code mail to to: the code on a line of its own, where
// and for how long it may be entered, and what to do if it was not asked for.
func codeMessage(appName, appURL string, to mail.Address, code string, valid time.Duration, w codeMail) Message {
	appName, code = safetext.Line(appName), safetext.Line(code)
	return Message{
		To:      to,
		Subject: fmt.Sprintf(w.subject, appName, code),
		Text: fmt.Sprintf("%s\n\n"+w.opening+"\n\n%s\n\nEnter it at %s%s within %d minutes %s.\n\n%s",
			greeting(to.Name), appName, code, link(appURL), w.page, int(valid.Minutes()), w.purpose, w.closing),
	}
}

// AdminMessage carries a message an admin wrote to a user. The message
// keeps its own line breaks; it only ever lands in the body.
func AdminMessage(appName, appURL string, to mail.Address, from, text string) Message {
	return Message{
		To:      to,
		Subject: fmt.Sprintf("A message from the %s team", safetext.Line(appName)),
		Text: fmt.Sprintf("%s\n\n%s wrote:\n\n%s\n\nYou can read your messages at %s/app/settings.",
			greeting(to.Name), safetext.Line(from), strings.TrimSpace(safetext.Paragraphs(text)), link(appURL)),
	}
}

func greeting(name string) string {
	if name = safetext.Line(name); name != "" {
		return "Hello " + name + ","
	}
	return "Hello,"
}

// link is the app's address without a trailing slash, on one line.
func link(appURL string) string {
	return strings.TrimRight(safetext.Line(appURL), "/")
}

// StatusChanged tells a creator that an admin approved or rejected their
// upload, with the reason when there is one.
func StatusChanged(appName, appURL string, to mail.Address, title, kind string, approved bool, reason string) Message {
	appName, title, kind = safetext.Line(appName), safetext.Line(title), safetext.Line(kind)
	page := link(appURL) + "/user"
	if approved {
		return Message{
			To:      to,
			Subject: fmt.Sprintf("“%s” is live on %s", title, appName),
			Text: fmt.Sprintf("%s\n\nGood news: your %s “%s” has been approved and listeners can hear it now.\n\nSee it at %s.",
				greeting(to.Name), kind, title, page),
		}
	}
	why := ""
	if reason = strings.TrimSpace(safetext.Paragraphs(reason)); reason != "" {
		why = "\n\nThe reviewer wrote:\n\n" + reason
	}
	return Message{
		To:      to,
		Subject: fmt.Sprintf("“%s” was not approved", title),
		Text: fmt.Sprintf("%s\n\nYour %s “%s” was reviewed and not approved this time.%s\n\n"+
			"You can edit it and it will be reviewed again: %s.", greeting(to.Name), kind, title, why, page),
	}
}

// RevisionDecided tells a creator that an admin approved or rejected the
// changes they made to a live item; the published version stayed live
// while they waited, and stays so after a rejection.
func RevisionDecided(appName, appURL string, to mail.Address, title string, approved bool, reason string) Message {
	appName, title = safetext.Line(appName), safetext.Line(title)
	page := link(appURL) + "/user"
	if approved {
		return Message{
			To:      to,
			Subject: fmt.Sprintf("Your changes to “%s” are live", title),
			Text: fmt.Sprintf("%s\n\nYour changes to “%s” were approved and listeners on %s see them now.\n\nSee it at %s.",
				greeting(to.Name), title, appName, page),
		}
	}
	why := ""
	if reason = strings.TrimSpace(safetext.Paragraphs(reason)); reason != "" {
		why = "\n\nThe reviewer wrote:\n\n" + reason
	}
	return Message{
		To:      to,
		Subject: fmt.Sprintf("Your changes to “%s” were not approved", title),
		Text: fmt.Sprintf("%s\n\nYour changes to “%s” were reviewed and not approved this time. "+
			"The published version stays live as it was.%s\n\nYou can edit it again: %s.", greeting(to.Name), title, why, page),
	}
}
