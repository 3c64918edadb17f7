package jobs_test

import (
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"selah/internal/moderation"
	"selah/internal/services"
	"selah/jobs"
	"selah/testutil"
)

// scheduledItem saves a creator's sermon (one episode) whose release time
// is `ahead` from now, followed by a listener who asked for emails, and
// approves it: with its time ahead, it is scheduled.
func scheduledItem(t *testing.T, app *tests.TestApp, email string, ahead time.Duration) *core.Record {
	t.Helper()
	ep := testutil.CreateTuneEpisode(t, app, email, "sermon", 90)
	media, err := app.FindRecordById("media", ep.GetString("media"))
	if err != nil {
		t.Fatal(err)
	}
	media.Set(moderation.PublishAtField, time.Now().Add(ahead))
	if err := app.Save(media); err != nil {
		t.Fatal(err)
	}
	listener := testutil.CreateUser(t, app, "fan-"+email, testutil.UserOpts{})
	follows, _ := app.FindCollectionByNameOrId("follows")
	f := core.NewRecord(follows)
	f.Set("follower", listener.Id)
	f.Set("creator", media.GetString("artist"))
	f.Set("notify", true)
	if err := app.Save(f); err != nil {
		t.Fatal(err)
	}
	if err := moderation.SetStatus(app, media, moderation.Active, nil, ""); err != nil {
		t.Fatal(err)
	}
	return media
}

// releaseState is an item's status, its episodes' and its followers'
// emails waiting in the outbox.
func releaseState(t *testing.T, app core.App, mediaId string) (status, episodes string, notices int) {
	t.Helper()
	m, err := app.FindRecordById("media", mediaId)
	if err != nil {
		t.Fatal(err)
	}
	eps, err := app.FindRecordsByFilter("episodes", "media = {:m}", "", 0, 0, dbx.Params{"m": mediaId})
	if err != nil || len(eps) != 1 {
		t.Fatalf("episodes: %d, %v", len(eps), err)
	}
	n, err := app.CountRecords("follow_notices", dbx.HashExp{"media": mediaId})
	if err != nil {
		t.Fatal(err)
	}
	return m.GetString("adminStatus"), eps[0].GetString("adminStatus"), int(n)
}

// An approved item whose release time is ahead waits, scheduled, with its
// episodes and without its followers' emails; at its time it is released
// with an approval's effects, by a clock the test passes.
func TestReleaseAtItsTime(t *testing.T) {
	app := testutil.NewApp(t)
	defer app.Cleanup()
	media := scheduledItem(t, app, "pastor@example.com", time.Hour)
	if s, e, n := releaseState(t, app, media.Id); s != moderation.Scheduled || e != moderation.Scheduled || n != 0 {
		t.Fatalf("approved ahead of its time: %s, episode %s, %d notices", s, e, n)
	}
	// Its review ended at the approval: its approval wait is measured then.
	var n int
	if err := app.DB().Select("COUNT(*)").From("rollup_approvals").Where(dbx.HashExp{"media": media.Id}).Row(&n); err != nil || n != 1 {
		t.Fatalf("approval wait rows of a scheduled item: %d (%v)", n, err)
	}
	if n, err := moderation.ReleaseDue(app, time.Now().Add(59*time.Minute), "http://example.test"); err != nil || n != 0 {
		t.Fatalf("a minute early: released %d (%v)", n, err)
	}
	if n, err := moderation.ReleaseDue(app, time.Now().Add(61*time.Minute), "http://example.test"); err != nil || n != 1 {
		t.Fatalf("at its time: released %d (%v)", n, err)
	}
	if s, e, n := releaseState(t, app, media.Id); s != moderation.Active || e != moderation.Active || n != 1 {
		t.Fatalf("released: %s, episode %s, %d notices", s, e, n)
	}
	events, _ := app.FindRecordsByFilter("moderation_events", "media = {:m}", "created", 0, 0, dbx.Params{"m": media.Id})
	if len(events) != 2 || events[1].GetString("fromStatus") != moderation.Scheduled || events[1].GetString("toStatus") != moderation.Active {
		t.Fatalf("history: %d events", len(events))
	}
}

// The release job runs every minute and once at start, so an item whose
// time passed while the server was down is released when it starts.
func TestReleaseJobCatchesUpAtStart(t *testing.T) {
	app := testutil.NewApp(t)
	defer app.Cleanup()
	var release *jobs.Job
	for _, j := range jobs.Table(app, services.Of(app)) {
		if j.Name == "selahRelease" {
			release = &j
		}
	}
	if release == nil || release.Cron != "* * * * *" || !release.AtStart {
		t.Fatalf("the release job is not a minutely cron job run at start: %+v", release)
	}
	media := scheduledItem(t, app, "host@example.com", time.Hour)
	// The server was down past the release time.
	if _, err := app.DB().NewQuery("UPDATE media SET publishAt = {:t} WHERE id = {:id}").
		Bind(dbx.Params{"t": time.Now().Add(-10 * time.Minute).UTC().Format("2006-01-02 15:04:05.000Z"), "id": media.Id}).Execute(); err != nil {
		t.Fatal(err)
	}
	release.Run()
	if s, e, n := releaseState(t, app, media.Id); s != moderation.Active || e != moderation.Active || n != 1 {
		t.Fatalf("after the run at start: %s, episode %s, %d notices", s, e, n)
	}
}

// Two releases at once (the job's run and a second run, or a creator's
// clear racing the job) release an item once: one history row, one set of
// followers' emails.
func TestReleaseRacesReleaseOnce(t *testing.T) {
	app := testutil.NewApp(t)
	defer app.Cleanup()
	media := scheduledItem(t, app, "race@example.com", time.Hour)
	later := time.Now().Add(2 * time.Hour)
	done := make(chan int, 4)
	for range 4 {
		go func() {
			n, err := moderation.ReleaseDue(app, later, "http://example.test")
			if err != nil {
				t.Error(err)
			}
			done <- n
		}()
	}
	total := 0
	for range 4 {
		total += <-done
	}
	releases, err := app.CountRecords("moderation_events", dbx.HashExp{"media": media.Id, "toStatus": moderation.Active})
	if err != nil {
		t.Fatal(err)
	}
	if s, _, n := releaseState(t, app, media.Id); total != 1 || releases != 1 || s != moderation.Active || n != 1 {
		t.Fatalf("released %d times, %d history rows to active, status %s, %d notices", total, releases, s, n)
	}
}
