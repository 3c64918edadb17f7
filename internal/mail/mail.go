// Package mail writes and sends Selah's emails through PocketBase's mailer,
// so SMTP settings from the dashboard (or the environment) apply and tests
// capture them in the TestMailer.
package mail

import (
	"fmt"
	"html"
	"net/mail"
	"strings"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/mailer"

	"selah/internal/safetext"
)

// Message is an email before it is addressed from the app's sender.
type Message struct {
	To      mail.Address
	Subject string
	Text    string
	// Headers are extra header fields (List-Unsubscribe); each value is
	// sent as one line.
	Headers map[string]string
}

// Send delivers msg with the app's mail client, in text and simple HTML.
//
// Whatever a template or a caller put in, nothing of it can reach a header
// or fake one: the subject, the display names and the extra headers are
// one line (no CR, LF or other control character, safetext.Line), the body
// keeps its line breaks but no other control character
// (safetext.Paragraphs), and the HTML part is that text, HTML-escaped.
func Send(app core.App, msg Message) error {
	meta := app.Settings().Meta
	text := safetext.Paragraphs(msg.Text)
	m := &mailer.Message{
		From:    mail.Address{Name: safetext.Line(meta.SenderName), Address: meta.SenderAddress},
		To:      []mail.Address{{Name: safetext.Line(msg.To.Name), Address: msg.To.Address}},
		Subject: safetext.Line(msg.Subject),
		Text:    text,
		HTML:    toHTML(text),
	}
	if len(msg.Headers) > 0 {
		m.Headers = make(map[string]string, len(msg.Headers))
		for k, v := range msg.Headers {
			m.Headers[safetext.Line(k)] = safetext.Line(v)
		}
	}
	if err := app.NewMailClient().Send(m); err != nil {
		return fmt.Errorf("send %q to %s: %w", msg.Subject, msg.To.Address, err)
	}
	return nil
}

// toHTML renders plain paragraphs as escaped HTML paragraphs.
func toHTML(text string) string {
	var b strings.Builder
	b.WriteString(`<div style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;color:#1c1917">`)
	for _, p := range strings.Split(strings.TrimSpace(text), "\n\n") {
		b.WriteString("<p>")
		b.WriteString(strings.ReplaceAll(html.EscapeString(p), "\n", "<br>"))
		b.WriteString("</p>")
	}
	b.WriteString("</div>")
	return b.String()
}
