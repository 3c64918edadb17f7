package routes_test

import (
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"selah/routes"
	"selah/testutil"
)

func TestStaticSPA(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "index.html"), []byte("<!doctype html><div id=root></div>"), 0o644); err != nil {
		t.Fatal(err)
	}
	factory := func(t testing.TB) *tests.TestApp {
		app := testutil.NewApp(t)
		routes.RegisterStatic(app, &dir)
		return app
	}
	check := func(t testing.TB, _ *tests.TestApp, res *http.Response) {
		for k, want := range map[string]string{
			"X-Content-Type-Options": "nosniff", "X-Frame-Options": "DENY", "Referrer-Policy": "strict-origin-when-cross-origin",
		} {
			if got := res.Header.Get(k); got != want {
				t.Errorf("%s = %q, want %q", k, got, want)
			}
		}
		if csp := res.Header.Get("Content-Security-Policy"); csp == "" || !contains(csp, "script-src 'self';") || !contains(csp, "frame-ancestors 'none'") {
			t.Errorf("CSP %q", csp)
		}
	}
	for _, sc := range []tests.ApiScenario{
		{Name: "GET / (the app)", Method: http.MethodGet, URL: "/", ExpectedStatus: 200, ExpectedContent: []string{`<div id=root>`}},
		{Name: "GET a client route (SPA fallback)", Method: http.MethodGet, URL: "/user/songs", ExpectedStatus: 200, ExpectedContent: []string{`<div id=root>`}},
		{Name: "GET an unknown API path (JSON 404)", Method: http.MethodGet, URL: "/api/nothing", ExpectedStatus: 404,
			ExpectedContent: []string{`"status":404`}, NotExpectedContent: []string{"<div"}},
	} {
		sc.TestAppFactory = factory
		if sc.ExpectedStatus == 200 {
			sc.AfterTestFunc = check
		}
		sc.Test(t)
	}
}

func contains(s, sub string) bool { return strings.Contains(s, sub) }
