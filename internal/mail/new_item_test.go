package mail

import (
	"bytes"
	"net/mail"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
)

// The new-item email names the creator and the item, links the public
// page and the unsubscribe page, carries RFC 8058's two headers, and no
// value can break out of its line, its header or the HTML.
func TestNewItemMail(t *testing.T) {
	app, err := tests.NewTestApp()
	if err != nil {
		t.Fatal(err)
	}
	defer app.Cleanup()
	app.Settings().Meta.AppName = "Selah"

	msg := NewItem("Selah", mail.Address{Name: "Fan\r\nBcc: x@evil.example", Address: "fan@example.com"},
		"A & <B>", "Psalms\r\nX-Injected: 1", "sermon",
		"https://church.example/m/abc", "https://church.example/unsubscribe?token=t.o.k",
		"https://church.example/api/users/unsubscribe?token=t.o.k")
	if err := Send(app, msg); err != nil {
		t.Fatal(err)
	}
	sent := app.TestMailer.LastMessage()
	if sent.Subject != "New from A & <B>: “Psalms X-Injected: 1”" {
		t.Errorf("subject %q", sent.Subject)
	}
	if sent.To[0].Name != "Fan Bcc: x@evil.example" {
		t.Errorf("to %q", sent.To[0].Name)
	}
	for _, want := range []string{"Hello Fan Bcc: x@evil.example,", "A & <B> has a new sermon on Selah: “Psalms X-Injected: 1”.",
		"Listen at https://church.example/m/abc", "open https://church.example/unsubscribe?token=t.o.k"} {
		if !strings.Contains(sent.Text, want) {
			t.Errorf("text lacks %q:\n%s", want, sent.Text)
		}
	}
	if strings.Contains(sent.Text, "\r") || strings.Contains(sent.Text, "\nX-Injected") {
		t.Errorf("a value broke its line:\n%q", sent.Text)
	}
	if !strings.Contains(sent.HTML, "A &amp; &lt;B&gt;") || strings.Contains(sent.HTML, "<B>") {
		t.Errorf("HTML not escaped:\n%s", sent.HTML)
	}
	if got := sent.Headers["List-Unsubscribe"]; got != "<https://church.example/api/users/unsubscribe?token=t.o.k>" {
		t.Errorf("List-Unsubscribe %q", got)
	}
	if got := sent.Headers["List-Unsubscribe-Post"]; got != "List-Unsubscribe=One-Click" {
		t.Errorf("List-Unsubscribe-Post %q", got)
	}
}

// Extra headers go out on one line each, whatever their value holds.
func TestSendFlattensHeaders(t *testing.T) {
	app, err := tests.NewTestApp()
	if err != nil {
		t.Fatal(err)
	}
	defer app.Cleanup()
	err = Send(app, Message{To: mail.Address{Address: "a@example.com"}, Subject: "S", Text: "t",
		Headers: map[string]string{"List-Unsubscribe": "<https://x.example/u>\r\nBcc: evil@example.com"}})
	if err != nil {
		t.Fatal(err)
	}
	if got := app.TestMailer.LastMessage().Headers["List-Unsubscribe"]; got != "<https://x.example/u> Bcc: evil@example.com" {
		t.Errorf("header %q", got)
	}
}

// The log mailer (no SMTP) shows the extra headers with the others, so a
// person (or the browser tests, which read the server's log) sees them.
func TestLogMailerShowsHeaders(t *testing.T) {
	app, err := tests.NewTestApp()
	if err != nil {
		t.Fatal(err)
	}
	defer app.Cleanup()
	var out bytes.Buffer
	app.OnMailerSend().BindFunc(func(e *core.MailerEvent) error {
		e.Mailer = &LogMailer{Out: &out}
		return e.Next()
	})
	msg := NewItem("Selah", mail.Address{Name: "Fan", Address: "fan@example.com"}, "Ann", "Psalms", "sermon",
		"https://h.example/m/1", "https://h.example/unsubscribe?token=abc", "https://h.example/api/users/unsubscribe?token=abc")
	if err := Send(app, msg); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	want := "Subject: New from Ann: “Psalms”\n" +
		"List-Unsubscribe: <https://h.example/api/users/unsubscribe?token=abc>\n" +
		"List-Unsubscribe-Post: List-Unsubscribe=One-Click\n\n" +
		"Hello Fan,"
	if !strings.Contains(got, want) {
		t.Errorf("logged mail:\n%s\nwant the headers block:\n%s", got, want)
	}
	if !strings.Contains(got, "open https://h.example/unsubscribe?token=abc") {
		t.Errorf("logged mail lacks the unsubscribe link:\n%s", got)
	}
}
