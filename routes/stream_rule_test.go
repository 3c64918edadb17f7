package routes

import (
	"testing"

	"github.com/pocketbase/pocketbase/core"

	"selah/internal/visibility"
)

// TestMayHearKeepsItsRule: mayHear, now built on internal/visibility,
// answers exactly as the rule it replaced, for every caller, standing,
// ownership, state and creator standing.
func TestMayHearKeepsItsRule(t *testing.T) {
	// before is mayHear as it was written before internal/visibility.
	before := func(who *core.Record, artist, mediaStatus, episodeStatus string, artistActive func() bool) bool {
		switch {
		case who.Collection().Name == adminsCollection, artist == who.Id:
			return true
		case who.Collection().Name != usersCollection || who.GetString("accountStatus") == "suspended",
			mediaStatus != visibility.Active, episodeStatus != visibility.Active:
			return false
		}
		return artistActive()
	}
	account := func(collection, id, status string) *core.Record {
		r := core.NewRecord(core.NewBaseCollection(collection))
		r.Id = id
		r.Set("accountStatus", status)
		return r
	}
	callers := []*core.Record{
		account(usersCollection, "creator", "active"),
		account(usersCollection, "creator", "suspended"),
		account(usersCollection, "listener", "active"),
		account(usersCollection, "listener", "suspended"),
		account(adminsCollection, "staff", ""),
		account(core.CollectionNameSuperusers, "root", ""),
	}
	states := []string{visibility.Pending, visibility.Active, visibility.Rejected, visibility.Suspended, ""}
	n := 0
	for _, who := range callers {
		for _, mediaStatus := range states {
			for _, episodeStatus := range states {
				for _, creatorActive := range []bool{true, false} {
					active := func() bool { return creatorActive }
					got := mayHear(who, "creator", mediaStatus, episodeStatus, active)
					want := before(who, "creator", mediaStatus, episodeStatus, active)
					if got != want {
						t.Errorf("%s %s (%s), media %q, episode %q, creator active %v: %v, was %v",
							who.Collection().Name, who.Id, who.GetString("accountStatus"), mediaStatus, episodeStatus, creatorActive, got, want)
					}
					n++
				}
			}
		}
	}
	if n != 300 {
		t.Fatalf("%d cases", n)
	}
}
