package migrations_test

import (
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"selah/testutil/migrated"
)

// ruleFor is the rule PocketBase's limiter applies to a request to path
// with method (apis.rateLimit's labels, for a guest).
func ruleFor(app core.App, method, path string) (core.RateLimitRule, bool) {
	return app.Settings().RateLimits.FindRateLimitRule([]string{method + " " + path, path}, "", "@guest")
}

// Reads and listening writes get limits sized for a crowd behind one
// address; what guesses, sends mail or writes accounts keeps its own
// per-address cap, and everything else PocketBase's "/api/" rule.
func TestReadRateLimits(t *testing.T) {
	t.Parallel()
	app, err := tests.NewTestApp(migrated.Dir(t))
	if err != nil {
		t.Fatal(err)
	}
	defer app.Cleanup()
	if err := app.Settings().RateLimits.Validate(); err != nil {
		t.Fatalf("the rate limits do not validate: %v", err)
	}
	for _, r := range app.Settings().RateLimits.Rules {
		if err := r.Validate(); err != nil {
			t.Errorf("rule %q: %v", r.Label, err)
		}
	}
	if !app.Settings().RateLimits.Enabled {
		t.Fatal("the limiter is off")
	}
	for _, c := range []struct {
		method, path string
		label        string
		atLeast      int // requests per 10 s
	}{
		{"GET", "/api/media/episodes/abc/stream", "GET /api/media/episodes/", 1000},
		{"HEAD", "/api/media/episodes/abc/stream", "HEAD /api/media/episodes/", 1000},
		{"PUT", "/api/media/episodes/abc/position", "PUT /api/media/episodes/", 400},
		{"POST", "/api/media/plays", "POST /api/media/plays", 400},
		{"GET", "/api/public/media/abc", "/api/public/", 600},
		{"GET", "/api/public/creators/abc", "/api/public/", 600},
		{"GET", "/api/feeds/podcasts/abc.xml", "/api/feeds/", 1000},
		{"HEAD", "/api/feeds/episodes/abc/a.mp3", "/api/feeds/", 1000},
		{"GET", "/api/oembed", "/api/oembed", 400},
		{"GET", "/api/media/browse", "GET /api/media/", 600},
		{"GET", "/api/media/abc", "GET /api/media/", 600},
		{"GET", "/api/media/following", "GET /api/media/", 600},
		{"GET", "/api/files/pbc_selah_media/abc/cover.png", "GET /api/files/", 1000},
		{"GET", "/api/users/me", "GET /api/users/me", 400},
		{"GET", "/m/abc", "GET /m/", 400},
		{"GET", "/embed/media/abc", "GET /embed/", 400},
	} {
		rule, ok := ruleFor(app, c.method, c.path)
		if !ok || rule.Label != c.label {
			t.Errorf("%s %s: rule %q, want %q", c.method, c.path, rule.Label, c.label)
			continue
		}
		if per10 := rule.MaxRequests * 10 / int(rule.Duration); per10 < c.atLeast {
			t.Errorf("%s %s: %d requests per 10 s, want at least %d", c.method, c.path, per10, c.atLeast)
		}
	}
	// Guessing, mail and accounts keep their caps; other writes the
	// catch-all.
	for _, c := range []struct{ method, path, label string }{
		{"POST", "/api/users/login", "POST /api/users/login"},
		{"POST", "/api/users/verify-user", "POST /api/users/verify-user"},
		{"POST", "/api/users/verify-reset-code", "POST /api/users/verify-reset-code"},
		{"POST", "/api/users/forgot-password", "POST /api/users/forgot-password"},
		{"POST", "/api/users/create-new-account", "POST /api/users/create-new-account"},
		{"POST", "/api/media/upload-media", "POST /api/media/upload-media"},
		{"PATCH", "/api/users/me", "/api/"},
		{"POST", "/api/users/change-password", "/api/"},
		{"POST", "/api/media/abc/like", "/api/"},
		{"PUT", "/api/admin/users/abc/status", "/api/"},
		{"PATCH", "/api/media/abc", "/api/"},
	} {
		if rule, _ := ruleFor(app, c.method, c.path); rule.Label != c.label {
			t.Errorf("%s %s: rule %q, want %q", c.method, c.path, rule.Label, c.label)
		}
	}

	// Down takes ours away; up again keeps a label staff already set.
	mig := findMigration(t, "1763772400_read_rate_limits.go")
	if err := app.RunInTransaction(mig.Down); err != nil {
		t.Fatal(err)
	}
	if rule, _ := ruleFor(app, "GET", "/api/media/episodes/abc/stream"); rule.Label != "/api/" {
		t.Fatalf("after down the stream falls under %q, want /api/", rule.Label)
	}
	s := app.Settings()
	s.RateLimits.Rules = append(s.RateLimits.Rules, core.RateLimitRule{Label: "/api/feeds/", Duration: 10, MaxRequests: 77})
	if err := app.Save(s); err != nil {
		t.Fatal(err)
	}
	if err := app.RunInTransaction(mig.Up); err != nil {
		t.Fatal(err)
	}
	if rule, _ := ruleFor(app, "GET", "/api/feeds/podcasts/x.xml"); rule.MaxRequests != 77 {
		t.Errorf("staff's own feeds rule became %d requests", rule.MaxRequests)
	}
	if rule, _ := ruleFor(app, "GET", "/api/media/episodes/abc/stream"); rule.Label != "GET /api/media/episodes/" {
		t.Errorf("after up again the stream falls under %q", rule.Label)
	}
}
