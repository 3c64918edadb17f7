package routes_test

import (
	"bytes"
	"context"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
)

// TestAuthzMatrix sends every row of the declaration (authz_routes_test.go,
// authz_pb_routes_test.go, authz_rest_test.go) as every role and checks
// the status, that no answer carries another account's data (the
// fixture's secrets), and what some roles must see. It first checks the
// declaration against the router: a registered /api route without a row,
// a row whose route is gone, or a collection without REST rows fails.
func TestAuthzMatrix(t *testing.T) {
	t.Parallel()
	fx := newAuthzFixture(t)
	rows := concat(selahRows(), pocketbaseRows(), restRows(), guestRESTRows(), guestListeningRows(), followsRows(), importsRows(), reportsRows())
	checkRouteCoverage(t, registeredRoutes(fx.router), rows)
	checkCollectionCoverage(t, fx)

	// Requests that cannot write share one copy; a request that may write
	// and is expected to succeed gets a copy of its own, so no row sees
	// another row's changes.
	shared, sharedMux := fx.clone(t)
	defer func() { shared.Cleanup() }()
	cases := 0
	for _, row := range rows {
		for _, r := range allRoles {
			exp, ok := row.want[r]
			if !ok {
				t.Errorf("%s: no status declared for %s", row.label(), r)
				continue
			}
			cases++
			if writes(row.method()) && exp < 300 {
				app, mux := fx.clone(t)
				checkAuthzAnswer(t, fx, row, r, fx.send(mux, row, r))
				app.Cleanup()
				continue
			}
			res := fx.send(sharedMux, row, r)
			checkAuthzAnswer(t, fx, row, r, res)
			if writes(row.method()) && res.Code < 300 {
				// A write that was meant to be refused went through: the
				// failure is reported above; start the shared copy afresh
				// so later rows are not judged on its leftovers.
				shared.Cleanup()
				shared, sharedMux = fx.clone(t)
			}
		}
	}
	t.Logf("%d rows, %d requests", len(rows), cases)
}

func writes(method string) bool {
	return method != http.MethodGet && method != http.MethodHead && method != http.MethodOptions
}

// send makes the row's request as the role: its token in the
// Authorization header (none for the guest).
func (fx *authzFixture) send(mux http.Handler, row authzRow, r role) *httptest.ResponseRecorder {
	c := roleCtx{fx: fx, role: r}
	url := row.pattern()
	if row.url != nil {
		url = row.url(c)
	}
	var body []byte
	contentType := ""
	if row.body != nil {
		b := row.body(c)
		body, contentType = b.data, b.contentType
	}
	req := httptest.NewRequest(row.method(), url, bytes.NewReader(body))
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	for k, v := range row.headers {
		req.Header.Set(k, v)
	}
	if tok := fx.tokens[r]; tok != "" {
		req.Header.Set("Authorization", "Bearer "+tok)
	}
	if row.timeout > 0 {
		ctx, cancel := context.WithTimeout(req.Context(), row.timeout)
		defer cancel()
		req = req.WithContext(ctx)
	}
	res := httptest.NewRecorder()
	mux.ServeHTTP(res, req)
	return res
}

func checkAuthzAnswer(t *testing.T, fx *authzFixture, row authzRow, r role, res *httptest.ResponseRecorder) {
	t.Helper()
	body := res.Body.String()
	if exp := row.want[r]; res.Code != exp && !slices.Contains(row.alt[r], res.Code) {
		t.Errorf("%s as %s: status %d, want %d\n%s", row.label(), r, res.Code, exp, clipBody(body))
	}
	for secret, allowed := range fx.secrets {
		if secret != "" && !slices.Contains(allowed, r) && strings.Contains(body, secret) {
			t.Errorf("%s as %s: the answer leaks %q\n%s", row.label(), r, secret, clipBody(body))
		}
	}
	for _, s := range row.see[r] {
		if !strings.Contains(body, s) {
			t.Errorf("%s as %s: %q missing from the answer\n%s", row.label(), r, s, clipBody(body))
		}
	}
	for _, s := range row.hide[r] {
		if strings.Contains(body, s) {
			t.Errorf("%s as %s: %q is in the answer\n%s", row.label(), r, s, clipBody(body))
		}
	}
}

func clipBody(s string) string {
	if len(s) > 400 {
		return s[:400] + "…"
	}
	return s
}

// checkRouteCoverage fails for every /api route of the router without a
// row, and every row naming a route the router does not have.
func checkRouteCoverage(t *testing.T, registered []string, rows []authzRow) {
	t.Helper()
	declared := map[string]bool{}
	for _, row := range rows {
		declared[row.route] = true
	}
	have := map[string]bool{}
	for _, route := range registered {
		have[route] = true
		path := route[strings.IndexByte(route, ' ')+1:]
		if (path == "/api" || strings.HasPrefix(path, "/api/")) && !declared[route] {
			t.Errorf("route %q has no row in the authorization matrix: add one (authz_routes_test.go)", route)
		}
	}
	for route := range declared {
		if !have[route] {
			t.Errorf("the matrix has a row for %q, which is not registered any more", route)
		}
	}
}

// checkCollectionCoverage fails for every collection of the app (ours and
// users; PocketBase's system collections aside) that restCollections does
// not declare, and for declared ones that no longer exist.
func checkCollectionCoverage(t *testing.T, fx *authzFixture) {
	t.Helper()
	declared := map[string]bool{}
	for _, c := range concatCollections(restCollections(), followsCollections(), importsCollections()) {
		declared[c.name] = true
	}
	colls, err := fx.base.FindAllCollections()
	must(t, err)
	have := map[string]bool{}
	for _, c := range colls {
		if c.System {
			continue
		}
		have[c.Name] = true
		if !declared[c.Name] {
			t.Errorf("collection %q has no REST rows in the authorization matrix (authz_rest_test.go)", c.Name)
		}
	}
	for name := range declared {
		if !have[name] {
			t.Errorf("the matrix declares collection %q, which does not exist", name)
		}
	}
}

func concatCollections(parts ...[]restCollection) []restCollection {
	var out []restCollection
	for _, p := range parts {
		out = append(out, p...)
	}
	return out
}
