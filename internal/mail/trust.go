package mail

import (
	"fmt"
	"net/mail"
	"strings"

	"selah/internal/safetext"
)

// The mails of reports and appeals (issue 30). As everywhere in this
// package, one-line values go through safetext.Line and written text
// through safetext.Paragraphs.

// reasonOf is a written reason as a paragraph after "The reviewer wrote:",
// or "" when there is none.
func reasonOf(reason string) string {
	if reason = strings.TrimSpace(safetext.Paragraphs(reason)); reason != "" {
		return "\n\nThe reviewer wrote:\n\n" + reason
	}
	return ""
}

// ReportReceived tells a reporter their report of an item arrived.
func ReportReceived(appName string, to mail.Address, title string) Message {
	appName, title = safetext.Line(appName), safetext.Line(title)
	return Message{
		To:      to,
		Subject: fmt.Sprintf("We received your report about “%s”", title),
		Text: fmt.Sprintf("%s\n\nThank you for telling us about “%s”. The %s team will review it, and we will write to you "+
			"if we take it down.\n\nIf you did not send this report, you can ignore this email.", greeting(to.Name), title, appName),
	}
}

// ReportTakenDown tells a reporter that the item they reported was taken down.
func ReportTakenDown(appName string, to mail.Address, title string) Message {
	appName, title = safetext.Line(appName), safetext.Line(title)
	return Message{
		To:      to,
		Subject: fmt.Sprintf("“%s” was taken down", title),
		Text: fmt.Sprintf("%s\n\nThank you for your report. After review, “%s” was taken down from %s.",
			greeting(to.Name), title, appName),
	}
}

// TakenDown tells a creator that their item was taken down after reports,
// with the reason and how to appeal.
func TakenDown(appName, appURL string, to mail.Address, title, reason string) Message {
	appName, title = safetext.Line(appName), safetext.Line(title)
	return Message{
		To:      to,
		Subject: fmt.Sprintf("“%s” was taken down", title),
		Text: fmt.Sprintf("%s\n\nYour “%s” was reported and, after review, taken down: listeners can no longer find or hear it.%s\n\n"+
			"If you think this is a mistake, you can appeal once from the item's page: %s/user.",
			greeting(to.Name), title, reasonOf(reason), link(appURL)),
	}
}

// AppealDecided tells a creator the outcome of their appeal.
func AppealDecided(appName, appURL string, to mail.Address, title string, granted bool, reason string) Message {
	appName, title = safetext.Line(appName), safetext.Line(title)
	if granted {
		return Message{
			To:      to,
			Subject: fmt.Sprintf("Your appeal for “%s” was granted", title),
			Text: fmt.Sprintf("%s\n\nWe looked at your appeal again and restored “%s”: listeners on %s can hear it now.%s\n\nSee it at %s/user.",
				greeting(to.Name), title, appName, reasonOf(reason), link(appURL)),
		}
	}
	return Message{
		To:      to,
		Subject: fmt.Sprintf("Your appeal for “%s” was not granted", title),
		Text: fmt.Sprintf("%s\n\nWe looked at your appeal for “%s” and the decision stands.%s",
			greeting(to.Name), title, reasonOf(reason)),
	}
}
