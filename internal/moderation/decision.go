package moderation

import (
	"context"

	"github.com/pocketbase/pocketbase/core"
)

// A Decision is the authority a save carries to change moderation fields:
// an admin's review (Admin set), staff's (a superuser in the dashboard or a
// command: Admin nil), or the automatic return to review after a content
// edit (Resubmit). It travels in the save's context, never beside the
// record, so nothing else can borrow it. BaseURL is the public address the
// creator's email links to (the request's, when no URL is configured).
type Decision struct {
	Admin    *core.Record
	BaseURL  string
	Resubmit bool
	// Submit is the creator's own move of a draft into review (Submit): it
	// may change the status but, like Resubmit, has none of a review's
	// effects.
	Submit bool
	// Release is the release job's decision that a scheduled item's time
	// has come (by the job's clock): it is not scheduled again.
	Release bool
	// Revision is an admin's verdict on a live item's waiting revision
	// (Approve: approved): the item stays live, so it has none of a
	// review's effects but its own (revision.go, the creator's email).
	Revision bool
	Approve  bool
	// Kind names a decision made for a report or an appeal (a takedown,
	// an appeal's outcome): its history row says so, and its caller mails
	// the creator in its own words instead of the review's email.
	Kind string
	// Explicit marks a decision made through Decide: it is recorded even
	// when the status stays the same, with Reason as its reason.
	Explicit bool
	Reason   string
}

type decisionKey struct{}

// WithDecision returns ctx carrying d: saves made with it may set
// adminStatus, statusReason and reviewedAt.
func WithDecision(ctx context.Context, d Decision) context.Context {
	if ctx == nil {
		ctx = context.Background()
	}
	return context.WithValue(ctx, decisionKey{}, d)
}

// Reviews reports whether d is a review's decision (an admin's, staff's or
// the release job's), with a review's effects: not the automatic return to
// review after an edit, nor a creator's submission of a draft, nor a
// verdict on a revision.
func (d Decision) Reviews() bool { return !d.Resubmit && !d.Submit && !d.Revision }

// DecisionFrom returns the decision a save's context carries.
func DecisionFrom(ctx context.Context) (Decision, bool) {
	if ctx == nil {
		return Decision{}, false
	}
	d, ok := ctx.Value(decisionKey{}).(Decision)
	return d, ok
}

// DecidingApp wraps app so that every record it saves carries d. It is for
// the one path whose save context we do not write: PocketBase's record
// REST handlers (the dashboard, /api/batch) save with a form whose context
// is context.Background, but they save through the request event's app,
// which a request hook may replace.
func DecidingApp(app core.App, d Decision) core.App {
	return &decidingApp{App: app, decision: d}
}

type decidingApp struct {
	core.App
	decision Decision
}

func (a *decidingApp) Save(m core.Model) error {
	return a.App.SaveWithContext(WithDecision(context.Background(), a.decision), m)
}

func (a *decidingApp) SaveWithContext(ctx context.Context, m core.Model) error {
	return a.App.SaveWithContext(WithDecision(ctx, a.decision), m)
}

func (a *decidingApp) SaveNoValidate(m core.Model) error {
	return a.App.SaveNoValidateWithContext(WithDecision(context.Background(), a.decision), m)
}

func (a *decidingApp) SaveNoValidateWithContext(ctx context.Context, m core.Model) error {
	return a.App.SaveNoValidateWithContext(WithDecision(ctx, a.decision), m)
}

// RunInTransaction keeps the decision on the transaction's app, which the
// batch handler saves through.
func (a *decidingApp) RunInTransaction(fn func(txApp core.App) error) error {
	return a.App.RunInTransaction(func(tx core.App) error {
		return fn(DecidingApp(tx, a.decision))
	})
}
