package follows

import (
	"context"
	"time"

	"github.com/pocketbase/pocketbase/core"

	selahmail "selah/internal/mail"
	"selah/internal/wakeloop"
)

// The outbox's retry policy: a failed send (the mail server down, a
// refused connection) is tried again after 1, 4, 16 and 64 minutes, then
// given up with its error kept on the row.
const maxAttempts = 5

func backoff(attempts int) time.Duration {
	return time.Minute << (2 * (attempts - 1))
}

// batchSize is how many notices one read of the outbox takes.
const batchSize = 50

// PollEvery is how often the sender looks at the outbox without being
// woken: retries come due, and notices queued by another process (a
// command, the dashboard of a second server) are sent within it.
const PollEvery = time.Minute

// Sender sends the outbox's new-item emails in the background, one at a
// time, through the app's mail client (PocketBase's: SMTP, or our log
// mailer without it). It sends what is waiting when it starts, so notices
// queued before a crash or a restart go out; Wake, called after an
// approval commits, makes it look at once instead of at the next poll.
//
// A notice is marked after its email was handed to the mail client: a
// crash in between sends that one email again at the next start (at least
// once, never lost).
type Sender struct {
	app  core.App
	loop *wakeloop.Loop
}

// NewSender builds the sender of app; nothing runs before Start.
func NewSender(app core.App) *Sender {
	return &Sender{app: app, loop: wakeloop.New(PollEvery)}
}

// Start starts the sender's goroutine, once; it reads the outbox at once
// when a notice is due (asked on the caller's goroutine: wakeloop.Start).
func (s *Sender) Start() {
	s.loop.Start(func() bool {
		due, err := pending(s.app, 1)
		return err != nil || len(due) > 0
	}, s.drain)
}

// Stop ends the sender and waits for the email in flight, so nothing
// writes to a database that is closing. Stop before Start does nothing.
func (s *Sender) Stop() { s.loop.Stop() }

// Wake makes the sender read the outbox now; it never blocks.
func (s *Sender) Wake() { s.loop.Wake() }

// drain sends every notice that is due. A database error, or a notice
// read twice in one round (its outcome was not recorded), ends the round
// (the next wake or poll tries again), so a broken outbox cannot spin.
func (s *Sender) drain(ctx context.Context) {
	seen := map[string]bool{}
	for ctx.Err() == nil {
		batch, err := pending(s.app, batchSize)
		if err != nil {
			s.app.Logger().Error("follow notices: could not read the outbox", "error", err)
			return
		}
		if len(batch) == 0 {
			return
		}
		for _, n := range batch {
			if ctx.Err() != nil || seen[n.Id] {
				return
			}
			seen[n.Id] = true
			if err := s.deliver(n); err != nil {
				s.app.Logger().Error("follow notices: could not record a notice", "notice", n.Id, "error", err)
				return
			}
		}
	}
}

// deliver sends one notice, or records why not; the error is the
// database's (a failed email is recorded on the row, not returned).
func (s *Sender) deliver(n notice) error {
	if !n.Deliver {
		return finish(s.app, n.Id, outcomeSkipped, "")
	}
	msg, err := n.message(s.app)
	if err == nil {
		err = selahmail.Send(s.app, msg)
	}
	if err != nil {
		s.app.Logger().Warn("follow notices: email failed", "notice", n.Id, "attempt", n.Attempts+1, "error", err)
		return retryLater(s.app, n, err.Error())
	}
	return finish(s.app, n.Id, outcomeSent, "")
}
