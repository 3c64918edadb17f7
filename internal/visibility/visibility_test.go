package visibility_test

import (
	"selah/internal/visibility"
	"testing"

	"github.com/pocketbase/pocketbase/core"
)

func account(collection, id string) *core.Record {
	r := core.NewRecord(core.NewBaseCollection(collection))
	r.Id = id
	return r
}

func TestAllows(t *testing.T) {
	creator, listener := account("users", "creator"), account("users", "listener")
	staff, root := account("admins", "staff"), account(core.CollectionNameSuperusers, "root")
	// An admin whose id happens to be the creator's is staff, not the owner;
	// an account of another collection with the creator's id is neither.
	impostor := account("somethingelse", "creator")
	for _, status := range []string{visibility.Pending, visibility.Active, visibility.Rejected, visibility.Suspended} {
		for _, creatorActive := range []bool{true, false} {
			public := status == visibility.Active && creatorActive
			asked := false
			active := func() bool { asked = true; return creatorActive }
			for _, c := range []struct {
				name string
				who  *core.Record
				want bool
			}{
				{"guest", nil, public},
				{"listener", listener, public},
				{"impostor", impostor, public},
				{"creator", creator, true},
				{"admin", staff, true},
				{"superuser", root, true},
			} {
				asked = false
				if got := visibility.Allows(c.who, "creator", status, active); got != c.want {
					t.Errorf("%s, %s, creator active %v: %v", c.name, status, creatorActive, got)
				}
				if asked && (status != visibility.Active || c.want && c.who != nil && (c.who == creator || visibility.Staff(c.who))) {
					t.Errorf("%s, %s: asked for the creator's standing it did not need", c.name, status)
				}
				for _, episodeStatus := range []string{visibility.Pending, visibility.Active} {
					want := c.want && (episodeStatus == visibility.Active || c.who == creator || visibility.Staff(c.who))
					if got := visibility.AllowsEpisode(c.who, "creator", status, episodeStatus, active); got != want {
						t.Errorf("episode %s of %s, %s, creator active %v: %v", episodeStatus, status, c.name, creatorActive, got)
					}
				}
			}
		}
	}
}

func TestAccountStatuses(t *testing.T) {
	for status, want := range map[string][2]bool{ // suspends, valid
		visibility.AccountSuspended: {true, true},
		visibility.AccountActive:    {false, true},
		"":                          {false, false}, // counts as active (DefaultStanding), but not a value to set
		"inactive":                  {false, false},
	} {
		if got := visibility.Suspends(status); got != want[0] {
			t.Errorf("Suspends(%q) = %v, want %v", status, got, want[0])
		}
		if got := visibility.ValidAccountStatus(status); got != want[1] {
			t.Errorf("ValidAccountStatus(%q) = %v, want %v", status, got, want[1])
		}
	}
}
