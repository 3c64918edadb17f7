package routes_test

import (
	"net/http"
	"strings"
	"testing"

	"selah/testutil"
)

// TestResumableMethodOverride: a tus client that cannot send PATCH or
// DELETE (tus-js-client's overridePatchMethod) POSTs to the upload with
// X-HTTP-Method-Override, as tusd allows; it sends, resumes and cancels.
// A POST to an upload without it is a clear 400, and another user's upload
// stays a 404.
func TestResumableMethodOverride(t *testing.T) {
	s := newSession(t)
	me := tusClient{s, testutil.Token(t, s.user("override@example.com", testutil.UserOpts{}))}
	id, _ := me.create(t, 10, "psalm.wav", "audio/wav", http.StatusCreated)
	data := map[string]string{"Content-Type": "application/offset+octet-stream"}

	data["Upload-Offset"], data["X-HTTP-Method-Override"] = "0", "PATCH"
	if a := me.send(t, http.MethodPost, "/api/uploads/"+id, http.StatusNoContent, data, strings.NewReader("psalm")); a.header.Get("Upload-Offset") != "5" {
		t.Fatalf("the overridden PATCH answered %v", a.header)
	}
	data["Upload-Offset"], data["X-HTTP-Method-Override"] = "5", "patch"
	me.send(t, http.MethodPost, "/api/uploads/"+id, http.StatusNoContent, data, strings.NewReader(" 23:1"))
	if a := me.head(t, id, http.StatusOK); a.header.Get("Upload-Offset") != "10" {
		t.Fatalf("HEAD answered %v", a.header)
	}

	if a := me.send(t, http.MethodPost, "/api/uploads/"+id, http.StatusBadRequest, nil, nil); !strings.Contains(a.body, "X-HTTP-Method-Override") {
		t.Fatalf("a bare POST to an upload answered %s", a.body)
	}
	other := tusClient{s, testutil.Token(t, s.user("other-override@example.com", testutil.UserOpts{}))}
	other.send(t, http.MethodPost, "/api/uploads/"+id, http.StatusNotFound, map[string]string{"X-HTTP-Method-Override": "DELETE"}, nil)

	me.send(t, http.MethodPost, "/api/uploads/"+id, http.StatusNoContent, map[string]string{"X-HTTP-Method-Override": "DELETE"}, nil)
	me.head(t, id, http.StatusNotFound)
}
