package follows_test

import (
	"context"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"selah/internal/moderation"
	"selah/testutil"
)

// world is a small catalogue: a creator with an approved item and a
// pending one, a suspended creator with an approved item, a creator with
// nothing approved, and two listeners.
type world struct {
	app                          *tests.TestApp
	creator, suspended, quiet    *core.Record
	fan, fan2                    *core.Record
	live, pending, suspendedItem *core.Record
}

func newWorld(t *testing.T) *world {
	t.Helper()
	app := testutil.NewApp(t)
	t.Cleanup(app.Cleanup)
	w := &world{app: app}
	w.creator = testutil.CreateUser(t, app, "creator@example.com", testutil.UserOpts{Name: "A & <B>"})
	w.suspended = testutil.CreateUser(t, app, "banned@example.com", testutil.UserOpts{Name: "Banned"})
	w.quiet = testutil.CreateUser(t, app, "quiet@example.com", testutil.UserOpts{Name: "Quiet"})
	w.fan = testutil.CreateUser(t, app, "fan@example.com", testutil.UserOpts{Name: "Fan One"})
	w.fan2 = testutil.CreateUser(t, app, "fan2@example.com", testutil.UserOpts{Name: "Fan Two"})
	w.live = w.media(t, "Live Sermon", "sermon", w.creator)
	w.pending = w.media(t, "Next Sermon", "sermon", w.creator)
	w.suspendedItem = w.media(t, "Hidden Album", "album", w.suspended)
	w.media(t, "Quiet Draft", "album", w.quiet)
	for _, m := range []*core.Record{w.live, w.suspendedItem} {
		if err := moderation.SetStatus(app, m, moderation.Active, nil, ""); err != nil {
			t.Fatal(err)
		}
	}
	// Newest first must not depend on the clock's resolution.
	if _, err := app.DB().Update("media", dbx.Params{"created": "2024-01-01 00:00:00.000Z"}, dbx.HashExp{"id": w.live.Id}).Execute(); err != nil {
		t.Fatal(err)
	}
	w.suspended.Set("accountStatus", "suspended")
	if err := app.Save(w.suspended); err != nil {
		t.Fatal(err)
	}
	return w
}

func (w *world) media(t *testing.T, title, kind string, owner *core.Record) *core.Record {
	t.Helper()
	coll, err := w.app.FindCollectionByNameOrId("media")
	if err != nil {
		t.Fatal(err)
	}
	m := core.NewRecord(coll)
	m.Set("title", title)
	m.Set("type", kind)
	m.Set("artist", owner.Id)
	if err := w.app.Save(m); err != nil {
		t.Fatal(err)
	}
	return m
}

// serve runs the app's serve hooks, as the binary does: the jobs start.
func serve(t *testing.T, app core.App) {
	t.Helper()
	r, err := apis.NewRouter(app)
	if err != nil {
		t.Fatal(err)
	}
	if err := app.OnServe().Trigger(&core.ServeEvent{App: app, Router: r}, func(*core.ServeEvent) error { return nil }); err != nil {
		t.Fatal(err)
	}
}

// approve approves media as an admin would at base.
func approve(t *testing.T, app core.App, media *core.Record, base string) {
	t.Helper()
	if err := moderation.Decide(context.Background(), app, media, moderation.Active, "", moderation.Decision{BaseURL: base}); err != nil {
		t.Fatal(err)
	}
}

// notices are the outbox's rows of media: follower -> outcome.
func notices(t *testing.T, app core.App, mediaId string) map[string]string {
	t.Helper()
	var rows []struct {
		Follower string `db:"follower"`
		Outcome  string `db:"outcome"`
	}
	err := app.DB().Select("follower", "outcome").From("follow_notices").Where(dbx.HashExp{"media": mediaId}).All(&rows)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, r := range rows {
		out[r.Follower] = r.Outcome
	}
	return out
}

// waitFor polls cond until it holds, failing after a generous deadline.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(10 * time.Millisecond)
	}
}
