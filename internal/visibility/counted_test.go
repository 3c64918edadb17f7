package visibility_test

import (
	"testing"

	"github.com/pocketbase/dbx"

	"selah/internal/visibility"
	"selah/testutil"
)

// TestEpisodeCountedSQL: an approved item counts only its approved
// episodes (lists show it as everyone sees it); an item in any other state
// counts every episode, whatever verdict each still carries.
func TestEpisodeCountedSQL(t *testing.T) {
	t.Parallel()
	app := testutil.NewApp(t)
	defer app.Cleanup()
	cases := []struct {
		media, episode string
		counted        bool
	}{
		{visibility.Active, visibility.Active, true},
		{visibility.Active, visibility.Pending, false}, // a new episode waiting for review
		{visibility.Active, visibility.Rejected, false},
		{visibility.Active, visibility.Suspended, false},
		{visibility.Pending, visibility.Pending, true},
		{visibility.Pending, visibility.Active, true}, // an approved item sent back to review
		{visibility.Pending, visibility.Rejected, true},
		{visibility.Draft, visibility.Draft, true},
		{visibility.Scheduled, visibility.Scheduled, true},
		{visibility.Rejected, visibility.Rejected, true},
		{visibility.Suspended, visibility.Suspended, true},
	}
	for _, c := range cases {
		var got bool
		err := app.DB().NewQuery(`SELECT ` + visibility.EpisodeCountedSQL("e", "m") +
			` FROM (SELECT {:ms} AS adminStatus) m, (SELECT {:es} AS adminStatus) e`).
			Bind(dbx.Params{"ms": c.media, "es": c.episode}).Row(&got)
		if err != nil {
			t.Fatal(err)
		}
		if got != c.counted {
			t.Errorf("an episode %q of an item %q: counted %v, want %v", c.episode, c.media, got, c.counted)
		}
	}
}
