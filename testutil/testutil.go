// Package testutil builds test apps that run exactly what the binary runs:
// our migrations, hooks, background jobs and routes, on a fresh data dir per test.
package testutil

import (
	"regexp"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"selah/hooks"
	"selah/internal/services"
	"selah/internal/visibility"
	"selah/jobs"
	_ "selah/migrations" // the schema under test
	"selah/routes"
	"selah/testutil/migrated"
)

// Password is the password of every account the helpers create.
const Password = "correct-horse-1"

// NewApp returns a fresh test app with Selah's migrations, hooks, jobs and routes.
func NewApp(t testing.TB) *tests.TestApp {
	t.Helper()
	app, err := tests.NewTestApp(migrated.Dir(t))
	if err != nil {
		t.Fatal(err)
	}
	if err := renewTokenSecrets(app); err != nil {
		app.Cleanup()
		t.Fatal(err)
	}
	register(app)
	return app
}

// NewAppOn is NewApp on a copy of dir: the data dir of a test app a test
// filled once (a fixture, its WAL checkpointed), to be copied for each
// scenario rather than filled again. The copy keeps the fixture's token
// secrets, so tokens made on the fixture hold on every copy.
func NewAppOn(t testing.TB, dir string) *tests.TestApp {
	t.Helper()
	app, err := tests.NewTestApp(dir)
	if err != nil {
		t.Fatal(err)
	}
	register(app)
	return app
}

// register gives app Selah's services, hooks, jobs and routes.
func register(app *tests.TestApp) {
	svc := services.Of(app)
	hooks.RegisterWith(app, svc)
	jobs.RegisterWith(app, svc)
	// Renditions are made only when a test starts the worker itself: one
	// finished in the background would change what a test's stream serves.
	svc.Renditions.Hold()
	routes.RegisterWith(app, svc)
}

// Factory is NewApp for tests.ApiScenario.TestAppFactory.
func Factory(t testing.TB) *tests.TestApp { return NewApp(t) }

// UserOpts tunes CreateUser.
type UserOpts struct {
	Unverified bool
	Suspended  bool
	Premium    bool
	Name       string
}

// CreateUser saves a user with Password (a fixture hash: SetFixturePassword).
func CreateUser(t testing.TB, app core.App, email string, opts UserOpts) *core.Record {
	t.Helper()
	coll, err := app.FindCollectionByNameOrId("users")
	if err != nil {
		t.Fatal(err)
	}
	r := core.NewRecord(coll)
	r.SetEmail(email)
	SetFixturePassword(r)
	r.SetVerified(!opts.Unverified)
	r.Set("name", opts.Name)
	if opts.Name == "" {
		r.Set("name", "Test User")
	}
	r.Set("isPremiumUser", opts.Premium)
	r.Set("accountStatus", visibility.AccountActive)
	if opts.Suspended {
		r.Set("accountStatus", visibility.AccountSuspended)
	}
	if err := app.Save(r); err != nil {
		t.Fatal(err)
	}
	return r
}

// CreateAdmin saves an admin with Password (a fixture hash: SetFixturePassword).
func CreateAdmin(t testing.TB, app core.App, email string) *core.Record {
	t.Helper()
	coll, err := app.FindCollectionByNameOrId("admins")
	if err != nil {
		t.Fatal(err)
	}
	r := core.NewRecord(coll)
	r.SetEmail(email)
	SetFixturePassword(r)
	r.SetVerified(true)
	r.Set("name", "Test Admin")
	if err := app.Save(r); err != nil {
		t.Fatal(err)
	}
	return r
}

// Token returns an auth token of the record.
func Token(t testing.TB, r *core.Record) string {
	t.Helper()
	tok, err := r.NewAuthToken()
	if err != nil {
		t.Fatal(err)
	}
	return tok
}

// SuperuserToken creates a superuser and returns its token.
func SuperuserToken(t testing.TB, app core.App) string {
	t.Helper()
	coll, err := app.FindCollectionByNameOrId(core.CollectionNameSuperusers)
	if err != nil {
		t.Fatal(err)
	}
	r := core.NewRecord(coll)
	r.SetEmail("root@example.com")
	SetFixturePassword(r)
	if err := app.Save(r); err != nil {
		t.Fatal(err)
	}
	return Token(t, r)
}

var codePattern = regexp.MustCompile(`\b[0-9]{6}\b`)

// LastCode returns the six-digit code of the last email the app sent.
func LastCode(t testing.TB, app *tests.TestApp) string {
	t.Helper()
	if app.TestMailer == nil || app.TestMailer.TotalSend() == 0 {
		t.Fatal("no email was sent")
	}
	code := codePattern.FindString(app.TestMailer.LastMessage().Text)
	if code == "" {
		t.Fatalf("no code in the last email: %q", app.TestMailer.LastMessage().Text)
	}
	return code
}
