package mail

import (
	"bytes"
	"net/mail"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/mails"
	"github.com/pocketbase/pocketbase/tests"
	"github.com/pocketbase/pocketbase/tools/mailer"
)

// PocketBase's own auth mails (what the SDK's requestVerification and
// requestPasswordReset send) are HTML only: the log must still show their
// words and their link.
func TestLogMailerRendersHTMLOnlyMail(t *testing.T) {
	app, err := tests.NewTestApp()
	if err != nil {
		t.Fatal(err)
	}
	defer app.Cleanup()
	app.Settings().Meta.AppURL = "https://selah.example"

	coll := core.NewAuthCollection("people")
	if err := app.Save(coll); err != nil {
		t.Fatal(err)
	}
	user := core.NewRecord(coll)
	user.SetEmail("ada@example.com")
	user.SetPassword("password123")
	if err := app.Save(user); err != nil {
		t.Fatal(err)
	}

	var out bytes.Buffer
	app.OnMailerSend().BindFunc(func(e *core.MailerEvent) error {
		e.Mailer = &LogMailer{Out: &out}
		return e.Next()
	})
	for _, send := range []func(core.App, *core.Record) error{mails.SendRecordVerification, mails.SendRecordPasswordReset} {
		out.Reset()
		if err := send(app, user); err != nil {
			t.Fatal(err)
		}
		got := out.String()
		if !strings.Contains(got, "Hello,") || !strings.Contains(got, "https://selah.example/_/#/auth/confirm-") {
			t.Errorf("logged mail lacks its words or link:\n%s", got)
		}
		if strings.Contains(got, "<p>") || strings.Contains(got, "<a ") {
			t.Errorf("logged mail shows markup:\n%s", got)
		}
	}
}

func TestHTMLToText(t *testing.T) {
	cases := []struct{ in, want string }{
		{`<p>Hello,</p>
<p>Click below.</p>
<p>
  <a class="btn" href="https://x.example/t?a=1&amp;b=2">Verify</a>
</p>
<p>
  Thanks,<br/>
  Selah team
</p>`, "Hello,\n\nClick below.\n\nVerify (https://x.example/t?a=1&b=2)\n\nThanks,\nSelah team"},
		{`<p>Go to <a href="https://x.example">https://x.example</a> now</p>`, "Go to https://x.example now"},
		{`<style>p{color:red}</style><script>alert(1)</script><p>Only &lt;this&gt;</p>`, "Only <this>"},
		{`plain words`, "plain words"},
	}
	for _, c := range cases {
		if got := htmlToText(c.in); got != c.want {
			t.Errorf("htmlToText(%q)\n got %q\nwant %q", c.in, got, c.want)
		}
	}
}

// A message with a text part is logged as written.
func TestLogMailerKeepsText(t *testing.T) {
	var out bytes.Buffer
	l := &LogMailer{Out: &out}
	err := l.Send(&mailer.Message{To: []mail.Address{{Address: "a@example.com"}}, Subject: "S", Text: "the text", HTML: "<p>other</p>"})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "the text") || strings.Contains(out.String(), "other") {
		t.Errorf("got %s", out.String())
	}
}
