package mail

import (
	"fmt"
	"net/mail"

	"selah/internal/safetext"
)

// NewItem is the email a follower gets when a creator they follow has a
// new item approved. page is the item's public page; unsubscribePage is
// the page a person opens to stop these emails (it works without signing
// in), oneClick the URL a mail client POSTs to for RFC 8058's one-click
// unsubscribe, named in List-Unsubscribe with List-Unsubscribe-Post. Every
// URL is absolute and already escaped for a URL; the names and the title
// go on one line (safetext.Line), and Send escapes all of it again for the
// subject, the headers and the HTML part.
func NewItem(appName string, to mail.Address, creator, title, kind, page, unsubscribePage, oneClick string) Message {
	appName, creator, title, kind = safetext.Line(appName), safetext.Line(creator), safetext.Line(title), safetext.Line(kind)
	page, unsubscribePage, oneClick = safetext.Line(page), safetext.Line(unsubscribePage), safetext.Line(oneClick)
	return Message{
		To:      to,
		Subject: fmt.Sprintf("New from %s: “%s”", creator, title),
		Text: fmt.Sprintf("%s\n\n%s has a new %s on %s: “%s”.\n\nListen at %s\n\n"+
			"You get this email because you follow %s on %s. "+
			"To stop emails about %s's new items, open %s",
			greeting(to.Name), creator, kind, appName, title, page, creator, appName, creator, unsubscribePage),
		Headers: map[string]string{
			"List-Unsubscribe":      "<" + oneClick + ">",
			"List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
		},
	}
}
