package moderation

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/pocketbase/pocketbase/core"

	"selah/internal/visibility"
)

// Statuses are the review states, in the order the API lists them
// (GET /api/media/media-statuses, the lists' status filters).
var Statuses = []string{Draft, Pending, Active, Scheduled, Rejected, Suspended}

// Decidable are the states an admin's decision may set: a draft is its
// creator's to submit, and an approval of an item whose release time is
// ahead makes it Scheduled by itself (release.go).
var Decidable = []string{Pending, Active, Rejected, Suspended}

// The review states, defined by internal/visibility (which says which of
// them is shown to whom); moderation moves an item between them. Active is
// shown to people as "Approved".
const (
	Draft     = visibility.Draft
	Pending   = visibility.Pending
	Active    = visibility.Active
	Scheduled = visibility.Scheduled
	Rejected  = visibility.Rejected
	Suspended = visibility.Suspended
)

// ErrUnknownStatus is returned for a status not in Decidable.
var ErrUnknownStatus = errors.New("unknown status")

// Appealable reports whether an item in this state may be appealed by its
// creator: it was rejected, or taken down (suspended).
func Appealable(status string) bool { return status == Rejected || status == Suspended }

// ErrDraft is returned for a decision on a draft: its creator has not sent
// it to review.
var ErrDraft = errors.New("This draft has not been submitted for review yet")

// Valid reports whether s is one of Statuses (a list filter's value).
func Valid(s string) bool { return slices.Contains(Statuses, s) }

// ValidDecision reports whether an admin's decision may set s.
func ValidDecision(s string) bool { return slices.Contains(Decidable, s) }

// SetStatus moves media to status on an admin's decision (admin may be nil
// for a superuser or a command). See Decide.
func SetStatus(app core.App, media *core.Record, status string, admin *core.Record, reason string) error {
	return Decide(context.Background(), app, media, status, reason, Decision{Admin: admin})
}

// Decide saves a review decision in one transaction: the media's status,
// reason and review time. The save carries the decision in its context,
// and the hooks (hooks/moderation.go) give it the effects every status
// change has, whichever way it is made: episodes follow, the history row,
// the creator's email after the commit.
func Decide(ctx context.Context, app core.App, media *core.Record, status, reason string, d Decision) error {
	_, err := DecideOutcome(ctx, app, media, status, reason, d)
	return err
}

// Outcome is what a decision did: moved the item's status, or gave a
// verdict on the changes waiting on a live item (OnRevision).
type Outcome int

const (
	StatusMoved Outcome = iota
	RevisionApproved
	RevisionRejected
)

// DecideOutcome is Decide, telling what the decision did: whether it was
// a verdict on a revision is read in the decision's own transaction, so
// what the admin is told is what was done.
func DecideOutcome(ctx context.Context, app core.App, media *core.Record, status, reason string, d Decision) (Outcome, error) {
	if !ValidDecision(status) {
		return StatusMoved, fmt.Errorf("%w: %q", ErrUnknownStatus, status)
	}
	d.Explicit = true
	d.Reason = strings.TrimSpace(reason)
	outcome := StatusMoved
	err := app.RunInTransaction(func(tx core.App) error {
		// Save a fresh copy: the caller's may predate episode counters the
		// hooks updated since, and saving it would write them back.
		fresh, err := tx.FindRecordById("media", media.Id)
		if err != nil {
			return err
		}
		if IsDraft(fresh.GetString("adminStatus")) {
			return ErrDraft
		}
		if verdict, approve, err := OnRevision(tx, fresh, status); err != nil {
			return err
		} else if verdict {
			revs, err := revisionsOf(tx, fresh.Id)
			if err != nil {
				return err
			}
			if err := decideRevision(ctx, tx, fresh, revs, approve, d); err != nil {
				return err
			}
			media.Load(fresh.FieldsData())
			outcome = RevisionRejected
			if approve {
				outcome = RevisionApproved
			}
			return nil
		}
		fresh.Set("adminStatus", status)
		fresh.Set("statusReason", d.Reason)
		if err := tx.SaveWithContext(WithDecision(ctx, d), fresh); err != nil {
			return fmt.Errorf("save media status: %w", err)
		}
		media.Load(fresh.FieldsData())
		return nil
	})
	if err != nil {
		return StatusMoved, err
	}
	return outcome, nil
}

// Record appends a moderation_events row: who (an admin, or nil for staff
// and commands) moved media from one status to another, and why.
func Record(app core.App, mediaId, from, to string, admin *core.Record, reason string) error {
	return RecordKind(app, mediaId, from, to, admin, reason, "")
}

// RecordKind is Record of a row of a kind beyond a status change (the
// moderation_events kind: a takedown, dismissed reports, an appeal's
// outcome; "" for none).
func RecordKind(app core.App, mediaId, from, to string, admin *core.Record, reason, kind string) error {
	events, err := app.FindCachedCollectionByNameOrId("moderation_events")
	if err != nil {
		return err
	}
	ev := core.NewRecord(events)
	ev.Set("media", mediaId)
	if admin != nil && admin.Collection().Name == "admins" {
		ev.Set("admin", admin.Id)
	}
	ev.Set("fromStatus", from)
	ev.Set("toStatus", to)
	ev.Set("reason", reason)
	ev.Set("kind", kind)
	if err := app.Save(ev); err != nil {
		return fmt.Errorf("record status change: %w", err)
	}
	return nil
}

// StatusIsSQL is the admin lists' filter by one review state, on the media
// row alias m, with the state bound as +? in a prepared statement.
func StatusIsSQL(m string) string { return m + ".adminStatus = +?" }
