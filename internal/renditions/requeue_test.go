package renditions_test

import (
	"testing"

	"selah/internal/renditions"
	"selah/testutil"
)

// TestRequeue sends a done or failed episode back, reset, and leaves a
// pending one (or a missing one) as it is.
func TestRequeue(t *testing.T) {
	app := testutil.NewApp(t)
	defer app.Cleanup()
	ep := testutil.CreateTuneEpisode(t, app, "creator@example.com", "album", 10)
	for _, c := range []struct {
		from string
		want bool
	}{
		{renditions.Done, true}, {renditions.Failed, true}, {renditions.Pending, false},
	} {
		if _, err := app.DB().NewQuery("UPDATE episodes SET processing = {:p}, processingAttempts = 2, " +
			"processingError = 'x', processingProgress = 40 WHERE id = {:id}").
			Bind(map[string]any{"p": c.from, "id": ep.Id}).Execute(); err != nil {
			t.Fatal(err)
		}
		got, err := renditions.Requeue(app, nil, ep.Id)
		if err != nil || got != c.want {
			t.Fatalf("from %s: Requeue = %v, %v; want %v", c.from, got, err, c.want)
		}
		fresh, err := app.FindRecordById("episodes", ep.Id)
		if err != nil {
			t.Fatal(err)
		}
		attempts, progress, msg := fresh.GetInt("processingAttempts"), fresh.GetFloat("processingProgress"), fresh.GetString("processingError")
		if fresh.GetString("processing") != renditions.Pending {
			t.Fatalf("from %s: processing %q", c.from, fresh.GetString("processing"))
		}
		if c.want && (attempts != 0 || progress != 0 || msg != "") {
			t.Fatalf("from %s: not reset: %d %v %q", c.from, attempts, progress, msg)
		}
		if !c.want && (attempts != 2 || progress != 40 || msg != "x") {
			t.Fatalf("from %s: changed: %d %v %q", c.from, attempts, progress, msg)
		}
	}
	if got, err := renditions.Requeue(app, nil, "missing00000000"); err != nil || got {
		t.Fatalf("missing episode: %v, %v", got, err)
	}
}
