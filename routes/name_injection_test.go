package routes_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"selah/testutil"
)

// TestNamesRefuseLineBreaks: a name goes into our mails' greeting, so no
// write path stores one with a line break or a control character: our
// routes answer 400 with a sentence, PocketBase's REST API (a user on their
// own record, a superuser on anyone's) and a plain app.Save are refused by
// the users/admins validation hook.
func TestNamesRefuseLineBreaks(t *testing.T) {
	t.Parallel()
	s := newSession(t)
	user := s.user("me@example.com", testutil.UserOpts{Name: "Me"})
	admin := testutil.CreateAdmin(t, s.app, "staff@example.com")
	userToken, adminToken := testutil.Token(t, user), testutil.Token(t, admin)
	superToken := testutil.SuperuserToken(t, s.app)
	const msg = `"message":"Name cannot contain line breaks or control characters."`

	for _, name := range []string{
		`there,\n\nURGENT: your account is locked`, `a\rb`, `a\u2028b`, `a\u0000b`, `a\tb`, `a\u202eb`,
	} {
		s.do(tests.ApiScenario{
			Name: "sign-up with name " + name, Method: http.MethodPost, URL: "/api/users/create-new-account",
			Body:           jsonBody(`{"name":"` + name + `","email":"new@example.com","password":"password1"}`),
			ExpectedStatus: 400, ExpectedContent: []string{msg, `"name":{"code":"validation_invalid_characters"`},
			ExpectedEvents: map[string]int{"OnMailerSend": 0, "OnRecordCreate": 0},
		})
		s.do(tests.ApiScenario{
			Name: "profile update with name " + name, Method: http.MethodPatch, URL: "/api/users/me",
			Body: jsonBody(`{"name":"` + name + `"}`), Headers: bearer(userToken),
			ExpectedStatus: 400, ExpectedContent: []string{msg},
		})
		s.do(tests.ApiScenario{
			Name: "admin profile update with name " + name, Method: http.MethodPatch, URL: "/api/admin/me",
			Body: jsonBody(`{"name":"` + name + `"}`), Headers: bearer(adminToken),
			ExpectedStatus: 400, ExpectedContent: []string{msg},
		})
		s.do(tests.ApiScenario{
			Name: "REST update of one's own name " + name, Method: http.MethodPatch,
			URL: "/api/collections/users/records/" + user.Id, Body: jsonBody(`{"name":"` + name + `"}`), Headers: bearer(userToken),
			ExpectedStatus: 400, ExpectedContent: []string{`"name":{"code":"validation_invalid_characters","message":"Name cannot contain line breaks or control characters."}`},
		})
		s.do(tests.ApiScenario{
			Name: "superuser REST update of a name " + name, Method: http.MethodPatch,
			URL: "/api/collections/users/records/" + user.Id, Body: jsonBody(`{"name":"` + name + `"}`), Headers: bearer(superToken),
			ExpectedStatus: 400, ExpectedContent: []string{`"name":{"code":"validation_invalid_characters"`},
		})
		s.do(tests.ApiScenario{
			Name: "superuser REST update of an admin's name " + name, Method: http.MethodPatch,
			URL: "/api/collections/admins/records/" + admin.Id, Body: jsonBody(`{"name":"` + name + `"}`), Headers: bearer(superToken),
			ExpectedStatus: 400, ExpectedContent: []string{`"name":{"code":"validation_invalid_characters"`},
		})
	}
	if fresh, _ := s.app.FindRecordById("users", user.Id); fresh.GetString("name") != "Me" {
		t.Fatalf("the name changed to %q", fresh.GetString("name"))
	}

	// A plain save, as a script would do it.
	fresh, err := s.app.FindRecordById("users", user.Id)
	must(t, err)
	fresh.Set("name", "Me\nURGENT")
	if err := s.app.Save(fresh); err == nil {
		t.Fatal("app.Save stored a name with a line break")
	}

	// A name stored before the rule does not block other changes; a
	// name with no unsafe character is still accepted everywhere.
	legacy, err := s.app.FindRecordById("users", user.Id)
	must(t, err)
	legacy.Set("name", "Old\nName")
	must(t, s.app.SaveNoValidate(legacy))
	legacy, err = s.app.FindRecordById("users", user.Id)
	must(t, err)
	legacy.Set("bio", "still editable")
	if err := s.app.Save(legacy); err != nil {
		t.Fatalf("a record with a legacy name cannot be saved: %v", err)
	}
	s.do(tests.ApiScenario{
		Name: "a clean new name", Method: http.MethodPatch, URL: "/api/users/me",
		Body: jsonBody(`{"name":"Zoë O'Brien 李"}`), Headers: bearer(userToken),
		ExpectedStatus: 200, ExpectedContent: []string{`"name":"Zoë O'Brien 李"`},
	})
}

// TestStatusMailFlattensTitleAndName: a media title may hold line breaks
// (it is the creator's text), and a name may date from before the rule;
// in the approval mail neither starts a line of its own or reaches the
// subject, and the HTML part shows them as text.
func TestStatusMailFlattensTitleAndName(t *testing.T) {
	t.Parallel()
	s := newSession(t)
	creator := s.user("creator@example.com", testutil.UserOpts{Name: "Creator"})
	creator.Set("name", "there,\n\nURGENT: your account is locked")
	must(t, s.app.SaveNoValidate(creator))
	media := saveMedia(t, s.app, creator, "Psalms\r\nBcc: all@example.com\n\nURGENT: <b>reply</b>")
	admin := testutil.CreateAdmin(t, s.app, "staff@example.com")
	s.do(tests.ApiScenario{
		Name: "admin approves", Method: http.MethodPut, URL: "/api/media/media-status",
		Body: jsonBody(`{"mediaId":"` + media.Id + `","adminStatus":"active"}`), Headers: bearer(testutil.Token(t, admin)),
		ExpectedStatus: 200, ExpectedContent: []string{`"message":"Status changed to active"`},
	})
	if s.app.TestMailer.TotalSend() == 0 {
		t.Fatal("no mail to the creator")
	}
	m := s.app.TestMailer.LastMessage()
	if strings.ContainsAny(m.Subject, "\r\n") || strings.ContainsAny(m.To[0].Name, "\r\n") {
		t.Fatalf("a line break reached a header: subject %q, to %q", m.Subject, m.To[0].Name)
	}
	if strings.Contains(m.Text, "\r") {
		t.Fatalf("CR in the text: %q", m.Text)
	}
	for _, line := range strings.Split(m.Text, "\n") {
		if strings.HasPrefix(line, "URGENT") || strings.HasPrefix(line, "Bcc:") {
			t.Fatalf("a hostile value starts a line of its own:\n%s", m.Text)
		}
	}
	if !strings.HasPrefix(m.Text, "Hello there, URGENT: your account is locked,\n") {
		t.Fatalf("the greeting is not one line:\n%s", m.Text)
	}
	if strings.Contains(m.HTML, "<b>reply") || !strings.Contains(m.HTML, "&lt;b&gt;reply&lt;/b&gt;") {
		t.Fatalf("the HTML part does not escape the title: %s", m.HTML)
	}
}
