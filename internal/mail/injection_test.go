package mail

import (
	"net/mail"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/tests"

	"selah/internal/safetext"
)

// hostile are values a person controls (a name, a title) trying to start a
// line of their own in our mails, smuggle a header, or inject markup.
var hostile = []string{
	"there,\n\nURGENT: your account is locked, reply with your password",
	"there,\r\nURGENT: CRLF",
	"there,\rURGENT: CR alone",
	"there,\u2028URGENT: line separator",
	"there,\u2029URGENT: paragraph separator",
	"there,\u0085URGENT: next line",
	"nul\x00byte\x1b[31mescape",
	"<script>alert(1)</script><b>bold</b>",
	"\u202Eevil override",
	"x\nBcc: victim@example.com",
}

// checkLines fails when text has a control character other than LF, or
// a line that begins with the injected "URGENT" or "Bcc:".
func checkLines(t *testing.T, what, text string) {
	t.Helper()
	for _, r := range text {
		if r != '\n' && safetext.Unsafe(r) {
			t.Errorf("%s holds %U:\n%q", what, r, text)
		}
	}
	for _, line := range strings.Split(text, "\n") {
		if strings.HasPrefix(line, "URGENT") || strings.HasPrefix(line, "Bcc:") {
			t.Errorf("%s: a hostile value starts a line of its own:\n%s", what, text)
		}
	}
}

func checkOneLine(t *testing.T, what, s string) {
	t.Helper()
	if strings.IndexFunc(s, safetext.Unsafe) >= 0 {
		t.Errorf("%s is not one clean line: %q", what, s)
	}
}

func TestTemplatesEscapeHostileValues(t *testing.T) {
	for _, v := range hostile {
		to := mail.Address{Name: v, Address: "creator@example.com"}
		msgs := map[string]Message{
			"verification": VerificationCode(v, "https://selah.example/", to, "123456", 10*time.Minute),
			"reset":        ResetCode(v, "https://selah.example/", to, "123456", 10*time.Minute),
			"admin":        AdminMessage(v, "https://selah.example", to, v, "Hello.\n\nSecond paragraph."),
			"approved":     StatusChanged(v, "https://selah.example", to, v, v, true, ""),
			"rejected":     StatusChanged(v, "https://selah.example", to, v, v, false, "Too quiet."),
		}
		for name, m := range msgs {
			checkOneLine(t, name+" subject", m.Subject)
			checkLines(t, name+" text", m.Text)
			if first := strings.SplitN(m.Text, "\n", 2)[0]; !strings.HasPrefix(first, "Hello ") || !strings.HasSuffix(first, ",") {
				t.Errorf("%s: the greeting is not one line: %q", name, first)
			}
		}
	}
}

// The admin's message and the reviewer's reason keep their line breaks
// (CR LF, CR and the Unicode separators become LF) and lose every other
// control character.
func TestTemplatesKeepParagraphsOfFreeText(t *testing.T) {
	to := mail.Address{Name: "Ann", Address: "ann@example.com"}
	text := "First line\r\nsecond line\rthird\u2028fourth\x00\x07 end\n\nNew paragraph"
	m := AdminMessage("Selah", "https://selah.example", to, "Staff", text)
	want := "First line\nsecond line\nthird\nfourth   end\n\nNew paragraph"
	if !strings.Contains(m.Text, want) {
		t.Errorf("admin message:\n%q\nwant it to hold\n%q", m.Text, want)
	}
	m = StatusChanged("Selah", "https://selah.example", to, "Song", "album", false, "Noise\r\nat 0:10\x00")
	if !strings.Contains(m.Text, "Noise\nat 0:10") || strings.ContainsAny(m.Text, "\r\x00") {
		t.Errorf("reason: %q", m.Text)
	}
}

// Send is the last line of defence, whatever a caller built: the subject
// and the names are one line, the text has no control character but LF,
// and the HTML part escapes everything.
func TestSendEscapesEveryPart(t *testing.T) {
	app, err := tests.NewTestApp(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer app.Cleanup()
	app.Settings().Meta.SenderName = "Selah\r\nBcc: all@example.com"
	for _, v := range hostile {
		app.TestMailer.Reset()
		err := Send(app, Message{
			To:      mail.Address{Name: v, Address: "creator@example.com"},
			Subject: "About " + v,
			Text:    "Hello " + v + ",\n\nBody " + v,
		})
		if err != nil {
			t.Fatal(err)
		}
		sent := app.TestMailer.LastMessage()
		checkOneLine(t, "subject", sent.Subject)
		checkOneLine(t, "from name", sent.From.Name)
		checkOneLine(t, "to name", sent.To[0].Name)
		for _, r := range sent.Text {
			if r != '\n' && safetext.Unsafe(r) {
				t.Errorf("text holds %U: %q", r, sent.Text)
			}
		}
		if strings.ContainsAny(sent.HTML, "\r\x00\u2028\u2029\u0085") {
			t.Errorf("HTML holds a control character: %q", sent.HTML)
		}
		for _, tag := range []string{"<script", "<b>", "</b>"} {
			if strings.Contains(sent.HTML, tag) {
				t.Errorf("HTML part holds a raw %s: %s", tag, sent.HTML)
			}
		}
		if strings.Contains(v, "<script>") && !strings.Contains(sent.HTML, "&lt;script&gt;alert(1)&lt;/script&gt;") {
			t.Errorf("HTML part does not show the name as text: %s", sent.HTML)
		}
	}
}
