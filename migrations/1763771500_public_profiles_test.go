package migrations_test

import (
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"selah/internal/visibility"
	"selah/testutil/migrated"
)

// The public profiles migration's down half restores the users rules and
// field visibility 1763770000_users.go set; up again reapplies its own.
func TestPublicProfilesDownRestoresRules(t *testing.T) {
	t.Parallel()
	app, err := tests.NewTestApp(migrated.Dir(t))
	if err != nil {
		t.Fatal(err)
	}
	defer app.Cleanup()
	var mig *core.Migration
	for _, m := range core.AppMigrations.Items() {
		if m.File == "1763771500_public_profiles.go" {
			mig = m
		}
	}
	if mig == nil {
		t.Fatal("migration 1763771500_public_profiles.go is not registered")
	}
	private := []string{"emailVisibility", "verified", "accountStatus", "isPremiumUser", "updated"}
	check := func(step, list, update string, hidden bool) {
		t.Helper()
		users, err := app.FindCollectionByNameOrId("users")
		if err != nil {
			t.Fatal(err)
		}
		if *users.ListRule != list || *users.ViewRule != list {
			t.Errorf("%s: list/view rules %q / %q, want %q", step, *users.ListRule, *users.ViewRule, list)
		}
		if *users.UpdateRule != update {
			t.Errorf("%s: update rule %q, want %q", step, *users.UpdateRule, update)
		}
		for _, name := range private {
			if f := users.Fields.GetByName(name); f == nil || f.GetHidden() != hidden {
				t.Errorf("%s: field %s hidden should be %v", step, name, hidden)
			}
		}
		for _, name := range []string{"name", "avatar", "bio", "created", "email"} {
			if f := users.Fields.GetByName(name); f == nil || f.GetHidden() {
				t.Errorf("%s: public field %s is hidden or missing", step, name)
			}
		}
	}
	oldUpdate := "id = @request.auth.id && @request.body.accountStatus:isset = false" +
		" && @request.body.isPremiumUser:isset = false && @request.body.verified:isset = false"
	public := "(@request.auth.collectionName = 'users' && id = @request.auth.id)" +
		" || (@request.auth.id != '' && accountStatus != 'suspended' && media_via_artist.adminStatus ?= 'active')" +
		" || (@request.auth.collectionName = 'admins' && media_via_artist.id ?!= '')"
	// In force after every migration: visibility's, which lets guests see
	// public creators (1763773500_guest_rest.go).
	check("up", visibility.PublicCreatorRule(), oldUpdate+" && @request.body.emailVisibility:isset = false", true)
	if err := mig.Down(app); err != nil {
		t.Fatal(err)
	}
	check("down", "id = @request.auth.id", oldUpdate, false)
	if err := mig.Up(app); err != nil {
		t.Fatal(err)
	}
	check("up again", public, oldUpdate+" && @request.body.emailVisibility:isset = false", true)
}
