package likes_test

import (
	"testing"

	"selah/internal/likes"
	"selah/testutil"
)

// TestSetIsIdempotentAndCounts: liking twice is one like, unliking twice
// none; the count answered is the media's likesCount as the trigger keeps
// it, one per account.
func TestSetIsIdempotentAndCounts(t *testing.T) {
	app := testutil.NewApp(t)
	defer app.Cleanup()
	media := testutil.CreateTuneEpisode(t, app, "creator@example.com", "album", 10).GetString("media")
	a := testutil.CreateUser(t, app, "a@example.com", testutil.UserOpts{})
	b := testutil.CreateUser(t, app, "b@example.com", testutil.UserOpts{})
	for _, step := range []struct {
		user  string
		liked bool
		want  int
	}{
		{a.Id, true, 1}, {a.Id, true, 1}, {b.Id, true, 2},
		{a.Id, false, 1}, {a.Id, false, 1}, {b.Id, false, 0},
	} {
		n, err := likes.Set(app, step.user, media, step.liked)
		if err != nil {
			t.Fatal(err)
		}
		if n != step.want {
			t.Fatalf("after %+v: likes %d, want %d", step, n, step.want)
		}
		rows, err := app.CountRecords("likes")
		if err != nil || int(rows) != step.want {
			t.Fatalf("after %+v: %d likes rows (%v), want %d", step, rows, err, step.want)
		}
	}
}
