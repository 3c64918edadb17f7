package visibility_test

import (
	"testing"

	"github.com/pocketbase/pocketbase/core"

	"selah/internal/visibility"
)

// TestHearsEpisodeKeepsItsRule: HearsEpisode (the stream's mayHear, now
// visibility's),
// answers exactly as the rule it replaced, for every caller, standing,
// ownership, state and creator standing.
func TestHearsEpisodeKeepsItsRule(t *testing.T) {
	// before is mayHear as it was written before internal/visibility.
	before := func(who *core.Record, artist, mediaStatus, episodeStatus string, artistActive func() bool) bool {
		switch {
		case who.Collection().Name == visibility.AdminsCollection, artist == who.Id:
			return true
		case who.Collection().Name != visibility.UsersCollection || who.GetString("accountStatus") == "suspended",
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
		account(visibility.UsersCollection, "creator", "active"),
		account(visibility.UsersCollection, "creator", "suspended"),
		account(visibility.UsersCollection, "listener", "active"),
		account(visibility.UsersCollection, "listener", "suspended"),
		account(visibility.AdminsCollection, "staff", ""),
		account(core.CollectionNameSuperusers, "root", ""),
	}
	states := []string{visibility.Pending, visibility.Active, visibility.Rejected, visibility.Suspended, ""}
	n := 0
	for _, who := range callers {
		for _, mediaStatus := range states {
			for _, episodeStatus := range states {
				for _, creatorActive := range []bool{true, false} {
					active := func() bool { return creatorActive }
					got := visibility.HearsEpisode(who, "creator", mediaStatus, episodeStatus, active)
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
