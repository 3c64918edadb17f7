package mail

import (
	"net/mail"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/tools/mailer"
)

// overlapWriter notes a write that starts while another is still going.
type overlapWriter struct {
	busy, overlaps atomic.Int32
}

func (w *overlapWriter) Write(p []byte) (int, error) {
	if w.busy.Add(1) > 1 {
		w.overlaps.Add(1)
	}
	time.Sleep(time.Millisecond) // a slow terminal
	w.busy.Add(-1)
	return len(p), nil
}

// One LogMailer (the app's) writes concurrent messages one after another:
// its own lock, not a package one, keeps them from interleaving.
func TestLogMailerSerialisesConcurrentMessages(t *testing.T) {
	out := &overlapWriter{}
	l := &LogMailer{Out: out}
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			_ = l.Send(&mailer.Message{From: mail.Address{Address: "a@example.com"}, To: []mail.Address{{Address: "b@example.com"}}, Subject: "s", Text: "t"})
		})
	}
	wg.Wait()
	if n := out.overlaps.Load(); n != 0 {
		t.Errorf("%d messages were written while another was", n)
	}
}
