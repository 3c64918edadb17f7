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
	appName = safetext.Line(appName)
	return Message{
		To:      to,
		Subject: fmt.Sprintf("Your %s verification code: %s", appName, safetext.Line(code)),
		Text: fmt.Sprintf("%s\n\nWelcome to %s. Your verification code is:\n\n%s\n\n"+
			"Enter it at %s/otp within %d minutes to finish creating your account.\n\n"+
			"If you did not sign up, you can ignore this email.",
			greeting(to.Name), appName, safetext.Line(code), link(appURL), int(valid.Minutes())),
	}
}

// ResetCode is the email sent by "forgot password".
func ResetCode(appName, appURL string, to mail.Address, code string, valid time.Duration) Message {
	appName = safetext.Line(appName)
	return Message{
		To:      to,
		Subject: fmt.Sprintf("Your %s password reset code: %s", appName, safetext.Line(code)),
		Text: fmt.Sprintf("%s\n\nSomeone asked to reset the password of your %s account. Your code is:\n\n%s\n\n"+
			"Enter it at %s/forgot-password within %d minutes to choose a new password.\n\n"+
			"If it was not you, ignore this email: your password stays as it is.",
			greeting(to.Name), appName, safetext.Line(code), link(appURL), int(valid.Minutes())),
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
