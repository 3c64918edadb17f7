package routes_test

import (
	"net/http"
	"testing"
)

// TestAuthzSuspensionRevokesTokens: however an account is suspended (here
// by a superuser through PocketBase's REST API, as from the dashboard), the
// tokens it held stop working everywhere at once. The matrix's suspended
// role holds a token minted after its suspension, which this makes
// impossible; that is why PocketBase's rules need not name accountStatus.
func TestAuthzSuspensionRevokesTokens(t *testing.T) {
	t.Parallel()
	fx := newAuthzFixture(t)
	app, mux := fx.clone(t)
	defer app.Cleanup()
	theirs := fx.tokens[other]
	audio := "/api/files/episodes/" + azEpOtherDraft + "/" + fx.audios[azEpOtherDraft] + "?token=" + fx.fileTokens[other]

	before := []struct {
		url    string
		status int
	}{{"/api/users/me", 200}, {audio, 200}}
	for _, c := range before {
		if res := abuseDo(mux, http.MethodGet, c.url, theirs, reqBody{}); res.Code != c.status {
			t.Fatalf("before: GET %s: %d", c.url, res.Code)
		}
	}
	res := abuseDo(mux, http.MethodPatch, "/api/collections/users/records/"+azOther, fx.tokens[superuser],
		reqBody{"application/json", []byte(`{"accountStatus":"suspended"}`)})
	abuseMust(t, res, http.StatusOK)

	for _, c := range []struct {
		method, url string
		status      int
	}{
		{http.MethodGet, "/api/users/me", 401},
		{http.MethodPost, "/api/collections/users/auth-refresh", 401},
		{http.MethodGet, audio, 404},
		{http.MethodGet, "/api/media/episodes/" + azEpOtherDraft + "/stream", 401},
	} {
		if res := abuseDo(mux, c.method, c.url, theirs, reqBody{}); res.Code != c.status {
			t.Errorf("after the suspension: %s %s: %d, want %d", c.method, c.url, res.Code, c.status)
		}
	}
}
