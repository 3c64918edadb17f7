package mail

import (
	"fmt"
	"net/mail"
	"strings"
	"time"
)

// VerificationCode is the email sent at sign-up and on "resend code".
func VerificationCode(appName, appURL string, to mail.Address, code string, valid time.Duration) Message {
	return Message{
		To:      to,
		Subject: fmt.Sprintf("Your %s verification code: %s", appName, code),
		Text: fmt.Sprintf("%s\n\nWelcome to %s. Your verification code is:\n\n%s\n\n"+
			"Enter it at %s/otp within %d minutes to finish creating your account.\n\n"+
			"If you did not sign up, you can ignore this email.",
			greeting(to.Name), appName, code, strings.TrimRight(appURL, "/"), int(valid.Minutes())),
	}
}

// ResetCode is the email sent by "forgot password".
func ResetCode(appName, appURL string, to mail.Address, code string, valid time.Duration) Message {
	return Message{
		To:      to,
		Subject: fmt.Sprintf("Your %s password reset code: %s", appName, code),
		Text: fmt.Sprintf("%s\n\nSomeone asked to reset the password of your %s account. Your code is:\n\n%s\n\n"+
			"Enter it at %s/forgot-password within %d minutes to choose a new password.\n\n"+
			"If it was not you, ignore this email: your password stays as it is.",
			greeting(to.Name), appName, code, strings.TrimRight(appURL, "/"), int(valid.Minutes())),
	}
}

// AdminMessage carries a message an admin wrote to a user.
func AdminMessage(appName, appURL string, to mail.Address, from, text string) Message {
	return Message{
		To:      to,
		Subject: fmt.Sprintf("A message from the %s team", appName),
		Text: fmt.Sprintf("%s\n\n%s wrote:\n\n%s\n\nYou can read your messages at %s/app/settings.",
			greeting(to.Name), from, text, strings.TrimRight(appURL, "/")),
	}
}

func greeting(name string) string {
	if name = strings.TrimSpace(name); name != "" {
		return "Hello " + name + ","
	}
	return "Hello,"
}

// StatusChanged tells a creator that an admin approved or rejected their
// upload, with the reason when there is one.
func StatusChanged(appName, appURL string, to mail.Address, title, kind string, approved bool, reason string) Message {
	link := strings.TrimRight(appURL, "/") + "/user"
	if approved {
		return Message{
			To:      to,
			Subject: fmt.Sprintf("%q is live on %s", title, appName),
			Text: fmt.Sprintf("%s\n\nGood news: your %s %q has been approved and listeners can hear it now.\n\nSee it at %s.",
				greeting(to.Name), kind, title, link),
		}
	}
	why := ""
	if strings.TrimSpace(reason) != "" {
		why = "\n\nThe reviewer wrote:\n\n" + reason
	}
	return Message{
		To:      to,
		Subject: fmt.Sprintf("%q was not approved", title),
		Text: fmt.Sprintf("%s\n\nYour %s %q was reviewed and not approved this time.%s\n\n"+
			"You can edit it and it will be reviewed again: %s.", greeting(to.Name), kind, title, why, link),
	}
}
