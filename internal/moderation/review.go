package moderation

// The review rules other packages ask by name rather than by comparing a
// status themselves (internal/visibility's guard test fails on such a
// comparison outside this package and visibility).

import "time"

// ReturnsToReview reports whether a content edit of an item (or episode)
// in this state sends it back to the review queue: an approved or rejected
// one does; a pending one is already there, and a suspended one stays
// suspended until an admin lifts it (DESIGN.md's moderation rules).
// A scheduled item is approved content not yet released: an edit sends it
// back too. A draft stays a draft until its creator submits it.
func ReturnsToReview(status string) bool {
	return status == Active || status == Scheduled || status == Rejected
}

// IsDraft reports whether an item in this state is its creator's draft:
// never reviewed until submitted (Submit).
func IsDraft(status string) bool { return status == Draft }

// Released reports whether an item in this state has been released: an
// approved item that is live. A release time may be set or moved only
// before (CheckRelease).
func Released(status string) bool { return status == Active }

// AwaitsReview reports whether an item in this state waits for an admin's
// decision: the state every new item starts in.
func AwaitsReview(status string) bool { return status == Pending }

// Approves reports whether the change makes the item public, which is when
// followers are told of it: an approval, or the release of a scheduled one.
func (c Change) Approves() bool { return c.Changed() && c.To == Active }

// TellsCreator reports whether the creator is emailed about the change: an
// approval (scheduled or not) or a rejection (a return to review or a
// suspension is not a review's verdict on the content, and a scheduled
// item's release was announced with its approval).
func (c Change) TellsCreator() bool {
	return c.Changed() && (c.To == Scheduled || c.To == Rejected || c.To == Active && c.From != Scheduled)
}

// ApprovalOf is the state an approval gives an item whose release time is
// publishAt ("" for none): Scheduled while that time is ahead of now.
func ApprovalOf(to string, publishAt, now time.Time) string {
	if to == Active && publishAt.After(now) {
		return Scheduled
	}
	return to
}
