package moderation

import (
	"testing"
	"time"
)

func TestReturnsToReview(t *testing.T) {
	for status, want := range map[string]bool{Active: true, Scheduled: true, Rejected: true, Pending: false, Suspended: false, Draft: false, "": false} {
		if got := ReturnsToReview(status); got != want {
			t.Errorf("ReturnsToReview(%q) = %v, want %v", status, got, want)
		}
	}
}

func TestAwaitsReview(t *testing.T) {
	for status, want := range map[string]bool{Pending: true, Active: false, Rejected: false, Suspended: false} {
		if got := AwaitsReview(status); got != want {
			t.Errorf("AwaitsReview(%q) = %v, want %v", status, got, want)
		}
	}
}

func TestChangeVerdicts(t *testing.T) {
	for _, c := range []struct {
		from, to        string
		approves, tells bool
	}{
		{Pending, Active, true, true},
		{Rejected, Active, true, true},
		{Active, Active, false, false}, // no move: nothing to tell
		{Pending, Rejected, false, true},
		{Active, Pending, false, false}, // back to review after an edit
		{Active, Suspended, false, false},
		{Suspended, Pending, false, false},
		// Scheduled release: the approval tells the creator, the release
		// tells the followers; the creator is not told twice.
		{Pending, Scheduled, false, true},
		{Scheduled, Active, true, false},
		{Scheduled, Rejected, false, true},
		{Draft, Pending, false, false}, // a creator's submission
	} {
		ch := Change{From: c.from, To: c.to}
		if got := ch.Approves(); got != c.approves {
			t.Errorf("%s -> %s: Approves = %v, want %v", c.from, c.to, got, c.approves)
		}
		if got := ch.TellsCreator(); got != c.tells {
			t.Errorf("%s -> %s: TellsCreator = %v, want %v", c.from, c.to, got, c.tells)
		}
	}
}

// The release time's rule: set or moved only into the future and only
// before release; cleared any time before release; an unchanged time is
// never refused (an edit of the title after the time passed).
func TestCheckRelease(t *testing.T) {
	now := time.Date(2026, 12, 1, 6, 0, 0, 0, time.UTC)
	var none time.Time
	for _, c := range []struct {
		status    string
		old, next time.Time
		want      error
	}{
		{Pending, none, now.Add(time.Hour), nil},
		{Pending, none, now, ErrReleaseInPast},
		{Draft, none, now.Add(-time.Minute), ErrReleaseInPast},
		{Scheduled, now.Add(time.Hour), now.Add(2 * time.Hour), nil},
		{Scheduled, now.Add(time.Hour), none, nil},
		{Active, none, now.Add(time.Hour), ErrAlreadyReleased},
		{Active, now.Add(-time.Hour), now.Add(-time.Hour), nil},
	} {
		if got := CheckRelease(c.status, c.old, c.next, now); got != c.want {
			t.Errorf("%s, %v -> %v: %v, want %v", c.status, c.old, c.next, got, c.want)
		}
	}
	if ApprovalOf(Active, now.Add(time.Minute), now) != Scheduled || ApprovalOf(Active, now, now) != Active ||
		ApprovalOf(Active, none, now) != Active || ApprovalOf(Rejected, now.Add(time.Hour), now) != Rejected {
		t.Error("ApprovalOf")
	}
}
