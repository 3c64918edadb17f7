package moderation

import "testing"

func TestReturnsToReview(t *testing.T) {
	for status, want := range map[string]bool{Active: true, Rejected: true, Pending: false, Suspended: false, "": false} {
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
