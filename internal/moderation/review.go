package moderation

// The review rules other packages ask by name rather than by comparing a
// status themselves (internal/visibility's guard test fails on such a
// comparison outside this package and visibility).

// ReturnsToReview reports whether a content edit of an item (or episode)
// in this state sends it back to the review queue: an approved or rejected
// one does; a pending one is already there, and a suspended one stays
// suspended until an admin lifts it (DESIGN.md's moderation rules).
func ReturnsToReview(status string) bool {
	return status == Active || status == Rejected
}

// AwaitsReview reports whether an item in this state waits for an admin's
// decision: the state every new item starts in.
func AwaitsReview(status string) bool { return status == Pending }

// Approves reports whether the change makes the item approved, which is
// when followers are told of it.
func (c Change) Approves() bool { return c.Changed() && c.To == Active }

// TellsCreator reports whether the creator is emailed about the change: an
// approval or a rejection (a return to review or a suspension is not a
// review's verdict on the content).
func (c Change) TellsCreator() bool {
	return c.Changed() && (c.To == Active || c.To == Rejected)
}
