package routes_test

import (
	"net/http"
	"testing"

	"github.com/pocketbase/pocketbase/mails"
	"github.com/pocketbase/pocketbase/tests"

	"selah/testutil"
)

// TestNoEmailChange: Selah has no email change, so PocketBase's own
// request-email-change cannot mail an arbitrary address, however often a
// signed-in user asks (twice in a row here, well inside a minute), nor
// tell them which addresses are registered; its confirm-email-change is
// refused too, for users and admins alike, and PocketBase's email-change
// mail is refused whatever path would send it.
func TestNoEmailChange(t *testing.T) {
	s := newSession(t)
	user := s.user("me@example.com", testutil.UserOpts{})
	s.user("taken@example.com", testutil.UserOpts{})
	admin := testutil.CreateAdmin(t, s.app, "staff@example.com")
	refused := []string{`"status":403`, `Email addresses cannot be changed.`}
	for i, to := range []string{"stranger@example.net", "stranger@example.net", "taken@example.com"} {
		s.do(tests.ApiScenario{
			Name: "request-email-change " + to, Method: http.MethodPost, URL: "/api/collections/users/request-email-change",
			Body: jsonBody(`{"newEmail":"` + to + `"}`), Headers: bearer(testutil.Token(t, user)),
			ExpectedStatus: 403, ExpectedContent: refused,
		})
		if n := s.app.TestMailer.TotalSend(); n != 0 {
			t.Fatalf("after request %d: %d mails sent", i+1, n)
		}
	}
	for _, sc := range []tests.ApiScenario{
		{Name: "admins' request-email-change", Method: http.MethodPost, URL: "/api/collections/admins/request-email-change",
			Body: jsonBody(`{"newEmail":"stranger@example.net"}`), Headers: bearer(testutil.Token(t, admin))},
		{Name: "confirm-email-change", Method: http.MethodPost, URL: "/api/collections/users/confirm-email-change",
			Body: jsonBody(`{"token":"x","password":"` + testutil.Password + `"}`)},
		{Name: "by the collection's id", Method: http.MethodPost, URL: "/api/collections/_pb_users_auth_/request-email-change",
			Body: jsonBody(`{"newEmail":"stranger@example.net"}`), Headers: bearer(testutil.Token(t, user))},
	} {
		sc.ExpectedStatus, sc.ExpectedContent = 403, refused
		s.do(sc)
	}
	if err := mails.SendRecordChangeEmail(s.app, user, "stranger@example.net"); err == nil {
		t.Error("PocketBase's email-change mail was sent")
	}
	if n := s.app.TestMailer.TotalSend(); n != 0 {
		t.Errorf("%d mails sent", n)
	}
}
