package follows_test

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
	"github.com/pocketbase/pocketbase/tools/mailer"

	"selah/hooks"
	"selah/internal/follows"
	"selah/internal/moderation"
	"selah/jobs"
	"selah/routes"
)

// mailsTo are the messages the test mailer holds for an address.
func mailsTo(app *tests.TestApp, address string) int {
	n := 0
	for _, m := range app.TestMailer.Messages() {
		for _, to := range m.To {
			if to.Address == address {
				n++
			}
		}
	}
	return n
}

// lastMailTo is the newest message the test mailer holds for an address:
// the creator's approval email and a follower's notice leave in either
// order (one after the commit, one from the outbox's sender).
func lastMailTo(t *testing.T, app *tests.TestApp, address string) *mailer.Message {
	t.Helper()
	msgs := app.TestMailer.Messages()
	for i := len(msgs) - 1; i >= 0; i-- {
		for _, to := range msgs[i].To {
			if to.Address == address {
				return msgs[i]
			}
		}
	}
	t.Fatalf("no mail to %s", address)
	return nil
}

// An approval queues one notice per follower with emails on, in its own
// transaction; a second approval queues nothing more; the sender sends
// each once with the headers and links, and skips one whose follower has
// unsubscribed since.
func TestApprovalQueuesAndSendsOnce(t *testing.T) {
	w := newWorld(t)
	app := w.app
	serve(t, app)
	for _, fan := range []*core.Record{w.fan, w.fan2} {
		if _, err := follows.Follow(app, fan.Id, w.creator.Id); err != nil {
			t.Fatal(err)
		}
	}
	tok2, _ := follows.UnsubscribeToken(app, w.fan2.Id, w.creator.Id)
	if _, _, err := follows.Unsubscribe(app, tok2); err != nil {
		t.Fatal(err)
	}

	approve(t, app, w.pending, "https://church.example")
	waitFor(t, "the notice sent", func() bool { return notices(t, app, w.pending.Id)[w.fan.Id] == "sent" })
	if got := notices(t, app, w.pending.Id); len(got) != 1 {
		t.Fatalf("notices %v, want only fan's", got)
	}
	if n := mailsTo(app, "fan@example.com"); n != 1 {
		t.Fatalf("%d mails to the follower", n)
	}
	if n := mailsTo(app, "fan2@example.com"); n != 0 {
		t.Errorf("%d mails to the unsubscribed follower", n)
	}
	msg := lastMailTo(t, app, "fan@example.com")
	tok, _ := follows.UnsubscribeToken(app, w.fan.Id, w.creator.Id)
	for _, want := range []string{"A & <B>", "“Next Sermon”", "https://church.example/m/" + w.pending.Id,
		"https://church.example/unsubscribe?token=" + tok} {
		if !strings.Contains(msg.Text, want) {
			t.Errorf("text lacks %q:\n%s", want, msg.Text)
		}
	}
	if !strings.Contains(msg.Subject, "A & <B>") || strings.ContainsAny(msg.Subject, "\r\n") {
		t.Errorf("subject %q", msg.Subject)
	}
	if !strings.Contains(msg.HTML, "A &amp; &lt;B&gt;") || strings.Contains(msg.HTML, "<B>") {
		t.Errorf("the HTML part does not escape the creator's name:\n%s", msg.HTML)
	}
	if got := msg.Headers["List-Unsubscribe"]; got != "<https://church.example/api/users/unsubscribe?token="+tok+">" {
		t.Errorf("List-Unsubscribe %q", got)
	}
	if got := msg.Headers["List-Unsubscribe-Post"]; got != "List-Unsubscribe=One-Click" {
		t.Errorf("List-Unsubscribe-Post %q", got)
	}

	// Sent back to review by an edit, approved again: nothing more.
	fresh, _ := app.FindRecordById("media", w.pending.Id)
	if err := moderation.SetStatus(app, fresh, moderation.Pending, nil, ""); err != nil {
		t.Fatal(err)
	}
	approve(t, app, fresh, "https://church.example")
	if got := notices(t, app, w.pending.Id); len(got) != 1 {
		t.Errorf("a second approval queued more: %v", got)
	}
	if n := mailsTo(app, "fan@example.com"); n != 1 {
		t.Errorf("%d mails to the follower after a second approval", n)
	}
}

// A suspended creator's approved item is not public: nobody is told.
func TestSuspendedCreatorsItemSendsNothing(t *testing.T) {
	w := newWorld(t)
	app := w.app
	serve(t, app)
	if _, err := follows.Follow(app, w.fan.Id, w.creator.Id); err != nil {
		t.Fatal(err)
	}
	w.creator.Set("accountStatus", "suspended")
	if err := app.Save(w.creator); err != nil {
		t.Fatal(err)
	}
	approve(t, app, w.pending, "")
	if got := notices(t, app, w.pending.Id); len(got) != 0 {
		t.Errorf("notices for a suspended creator's item: %v", got)
	}
}

// A notice whose item was hidden after the approval is skipped, not sent.
func TestHiddenSinceApprovalIsSkipped(t *testing.T) {
	w := newWorld(t)
	app := w.app
	if _, err := follows.Follow(app, w.fan.Id, w.creator.Id); err != nil {
		t.Fatal(err)
	}
	approve(t, app, w.pending, "") // not served yet: the notice waits
	if got := notices(t, app, w.pending.Id); got[w.fan.Id] != "" || len(got) != 1 {
		t.Fatalf("queued: %v", got)
	}
	fresh, _ := app.FindRecordById("media", w.pending.Id)
	if err := moderation.SetStatus(app, fresh, moderation.Suspended, nil, "taken down"); err != nil {
		t.Fatal(err)
	}
	serve(t, app)
	waitFor(t, "the notice skipped", func() bool { return notices(t, app, w.pending.Id)[w.fan.Id] == "skipped" })
	if n := mailsTo(app, "fan@example.com"); n != 0 {
		t.Errorf("%d mails about a hidden item", n)
	}
}

// Notices waiting when the server stopped are sent when it starts again:
// a new app on the same data.
func TestPendingNoticesSurviveARestart(t *testing.T) {
	w := newWorld(t)
	first := w.app
	if _, err := follows.Follow(first, w.fan.Id, w.creator.Id); err != nil {
		t.Fatal(err)
	}
	approve(t, first, w.pending, "https://church.example") // no serve: no sender ran
	if got := notices(t, first, w.pending.Id); got[w.fan.Id] != "" {
		t.Fatalf("queued: %v", got)
	}
	if n := mailsTo(first, "fan@example.com"); n != 0 {
		t.Fatal("mail sent before any sender ran")
	}
	if _, err := first.DB().NewQuery("PRAGMA wal_checkpoint(TRUNCATE)").Execute(); err != nil {
		t.Fatal(err)
	}

	second, err := tests.NewTestApp(first.DataDir())
	if err != nil {
		t.Fatal(err)
	}
	defer second.Cleanup()
	hooks.Register(second)
	jobs.Register(second)
	routes.Register(second)
	serve(t, second)
	waitFor(t, "the notice sent after the restart", func() bool { return notices(t, second, w.pending.Id)[w.fan.Id] == "sent" })
	if n := mailsTo(second, "fan@example.com"); n != 1 {
		t.Errorf("%d mails after the restart", n)
	}
	if !strings.Contains(second.TestMailer.LastMessage().Text, "https://church.example/m/"+w.pending.Id) {
		t.Errorf("the link lost the approval's address:\n%s", second.TestMailer.LastMessage().Text)
	}
}

// A mail server that refuses is tried again later, and given up after
// the last attempt with its error kept; the approval itself stands.
func TestFailedSendIsRetriedThenGivenUp(t *testing.T) {
	w := newWorld(t)
	app := w.app
	app.OnMailerSend().BindFunc(func(e *core.MailerEvent) error { return errors.New("mail server down") })
	if _, err := follows.Follow(app, w.fan.Id, w.creator.Id); err != nil {
		t.Fatal(err)
	}
	approve(t, app, w.pending, "")
	m, _ := app.FindRecordById("media", w.pending.Id)
	if m.GetString("adminStatus") != moderation.Active {
		t.Fatal("the approval did not stand")
	}
	type row struct {
		Attempts int    `db:"attempts"`
		RetryAt  string `db:"retryAt"`
		Outcome  string `db:"outcome"`
		Error    string `db:"error"`
	}
	read := func() row {
		var r row
		_ = app.DB().Select("attempts", "retryAt", "outcome", "error").From("follow_notices").
			Where(dbx.HashExp{"media": w.pending.Id}).One(&r)
		return r
	}
	// A sender of this test's own (the app is not served, so the jobs'
	// sender never runs), woken after each retry is brought forward.
	s := follows.NewSender(app)
	s.Start()
	defer s.Stop()
	for attempt := 1; attempt <= 5; attempt++ {
		waitFor(t, "a failed attempt", func() bool { return read().Attempts == attempt })
		r := read()
		if !strings.Contains(r.Error, "mail server down") {
			t.Fatalf("attempt %d: %+v", attempt, r)
		}
		if attempt < 5 {
			if r.Outcome != "" || r.RetryAt <= time.Now().UTC().Format("2006-01-02 15:04:05") {
				t.Fatalf("attempt %d is not retried later: %+v", attempt, r)
			}
			if _, err := app.DB().Update("follow_notices", dbx.Params{"retryAt": ""}, dbx.HashExp{"outcome": ""}).Execute(); err != nil {
				t.Fatal(err)
			}
			s.Wake()
		}
	}
	if r := read(); r.Outcome != "failed" {
		t.Errorf("not given up after the last attempt: %+v", r)
	}
	if n := mailsTo(app, "fan@example.com"); n != 0 {
		t.Errorf("%d refused mails counted as sent", n)
	}
}
