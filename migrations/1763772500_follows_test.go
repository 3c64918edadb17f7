package migrations_test

import (
	"strings"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"selah/testutil/migrated"
)

// follows and follow_notices: locked to REST (nil rules), one follow per
// pair and one notice per item and follower (the database refuses a
// second), cascading with their users and media, indexed for counts and
// the outbox; the rate limits on the follow and unsubscribe routes; the
// down step takes it all away.
func TestFollowsMigration(t *testing.T) {
	t.Parallel()
	app, err := tests.NewTestApp(migrated.Dir(t))
	if err != nil {
		t.Fatal(err)
	}
	defer app.Cleanup()

	for _, name := range []string{"follows", "follow_notices"} {
		c, err := app.FindCollectionByNameOrId(name)
		if err != nil {
			t.Fatal(err)
		}
		for rule, v := range map[string]*string{"list": c.ListRule, "view": c.ViewRule, "create": c.CreateRule, "update": c.UpdateRule, "delete": c.DeleteRule} {
			if v != nil {
				t.Errorf("%s: %s rule %q, want nil (superusers only)", name, rule, *v)
			}
		}
	}
	follows, _ := app.FindCollectionByNameOrId("follows")
	notices, _ := app.FindCollectionByNameOrId("follow_notices")
	for _, want := range []struct {
		c          *core.Collection
		name, cols string
		unique     bool
	}{
		{follows, "idx_follows_follower_creator", "`follower`, `creator`", true},
		{follows, "idx_follows_creator_created", "`creator`, `created`", false},
		{notices, "idx_follow_notices_media_follower", "`media`, `follower`", true},
		{notices, "idx_follow_notices_pending", "`retryAt`, `created`", false},
	} {
		idx := want.c.GetIndex(want.name)
		if idx == "" || !strings.Contains(idx, want.cols) || strings.Contains(idx, "UNIQUE") != want.unique {
			t.Errorf("%s: index %q", want.name, idx)
		}
	}
	// The count of a creator's followers reads the index alone.
	var plan []struct {
		Detail string `db:"detail"`
	}
	if err := app.DB().NewQuery("EXPLAIN QUERY PLAN SELECT COUNT(*) FROM follows WHERE creator = 'x' AND created >= '2026'").All(&plan); err != nil {
		t.Fatal(err)
	}
	if len(plan) == 0 || !strings.Contains(plan[0].Detail, "COVERING INDEX idx_follows_creator_created") {
		t.Errorf("follower count plan: %+v", plan)
	}

	ann := save(t, app, "users", map[string]any{"email": "ann@example.com", "password": "correct-horse-1", "name": "Ann", "accountStatus": "active"})
	bob := save(t, app, "users", map[string]any{"email": "bob@example.com", "password": "correct-horse-1", "name": "Bob", "accountStatus": "active"})
	item := save(t, app, "media", map[string]any{"title": "Show", "type": "podcast", "artist": ann.Id})
	save(t, app, "follows", map[string]any{"follower": bob.Id, "creator": ann.Id, "notify": true})
	if _, err := app.DB().Insert("follows", dbx.Params{"id": "secondfollow001", "follower": bob.Id, "creator": ann.Id}).Execute(); err == nil {
		t.Error("a second follow of the same creator was stored")
	}
	save(t, app, "follow_notices", map[string]any{"media": item.Id, "follower": bob.Id})
	if _, err := app.DB().Insert("follow_notices", dbx.Params{"id": "secondnotice001", "media": item.Id, "follower": bob.Id}).Execute(); err == nil {
		t.Error("a second notice of the same item to the same follower was stored")
	}
	if err := app.Delete(ann); err != nil {
		t.Fatal(err)
	}
	for _, table := range []string{"follows", "follow_notices"} {
		var n int
		if err := app.DB().Select("COUNT(*)").From(table).Row(&n); err != nil || n != 0 {
			t.Errorf("%s: %d rows outlive the creator (%v)", table, n, err)
		}
	}

	labels := func() map[string]bool {
		out := map[string]bool{}
		for _, r := range app.Settings().RateLimits.Rules {
			out[r.Label] = true
		}
		return out
	}
	for _, l := range []string{"POST /api/users/follows/", "DELETE /api/users/follows/", "/api/users/unsubscribe"} {
		if !labels()[l] {
			t.Errorf("no rate limit for %s", l)
		}
	}
	rule, found := app.Settings().RateLimits.FindRateLimitRule([]string{"POST /api/users/follows/abc", "/api/users/follows/abc"})
	if !found || rule.Label != "POST /api/users/follows/" {
		t.Errorf("a follow is limited by %+v", rule)
	}
	rule, found = app.Settings().RateLimits.FindRateLimitRule([]string{"POST /api/users/unsubscribe", "/api/users/unsubscribe"})
	if !found || rule.Label != "/api/users/unsubscribe" {
		t.Errorf("an unsubscribe is limited by %+v", rule)
	}

	var mig *core.Migration
	for _, m := range core.AppMigrations.Items() {
		if m.File == "1763772500_follows.go" {
			mig = m
		}
	}
	if mig == nil {
		t.Fatal("migration not registered")
	}
	if err := app.RunInTransaction(mig.Down); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"follows", "follow_notices"} {
		if _, err := app.FindCollectionByNameOrId(name); err == nil {
			t.Errorf("the down step left %s", name)
		}
	}
	for _, l := range []string{"POST /api/users/follows/", "DELETE /api/users/follows/", "/api/users/unsubscribe"} {
		if labels()[l] {
			t.Errorf("the down step left the rate limit of %s", l)
		}
	}
}
