package migrations_test

import (
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"selah/testutil/migrated"
)

// TestSitemapRateLimits: the sitemap with its pages, and robots.txt, fall
// under rules of their own, which down takes away again.
func TestSitemapRateLimits(t *testing.T) {
	t.Parallel()
	app, err := tests.NewTestApp(migrated.Dir(t))
	if err != nil {
		t.Fatal(err)
	}
	defer app.Cleanup()
	if err := app.Settings().RateLimits.Validate(); err != nil {
		t.Fatalf("the rate limits do not validate: %v", err)
	}
	// The names PocketBase's limiter reads /sitemap.xml and /robots.txt
	// under (routes/sitemap_rate_limit.go), and the index's pages.
	cases := map[string]string{
		"/sitemap/index": "/sitemap/",
		"/sitemap/1.xml": "/sitemap/",
		"/sitemap/7.xml": "/sitemap/",
		"/robots":        "/robots",
	}
	for path, label := range cases {
		if rule, ok := ruleFor(app, "GET", path); !ok || rule.Label != label || rule.MaxRequests > 100 {
			t.Errorf("GET %s: rule %+v, want %q", path, rule, label)
		}
	}
	mig := findMigration(t, "1763773100_sitemap_rate_limits.go")
	if err := app.RunInTransaction(mig.Down); err != nil {
		t.Fatal(err)
	}
	for path := range cases {
		if rule, ok := ruleFor(app, "GET", path); ok {
			t.Errorf("after down GET %s falls under %q", path, rule.Label)
		}
	}
}
