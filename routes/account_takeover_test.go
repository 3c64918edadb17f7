package routes_test

import (
	"errors"
	"net/http"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"selah/internal/codes"
	"selah/testutil"
)

// TestSignUpReplacesUnverifiedAccount: account pre-hijacking. An attacker
// signed up (more than a minute ago) with the victim's address and their own
// password, and their pending account holds media, a file, likes, plays and
// a resume point. The victim signs up: the pending account goes with all of
// it, the attacker's code and token die, the victim verifies the new code,
// and only the victim's password signs in.
func TestSignUpReplacesUnverifiedAccount(t *testing.T) {
	t.Parallel()
	s := newSession(t)
	const victim = "victim@example.com"
	attacker := s.user(victim, testutil.UserOpts{Unverified: true, Name: "Mallory"}) // password testutil.Password
	attacker.Set("bio", "planted by the attacker")
	must(t, s.app.Save(attacker))
	attackerCode, err := codes.Issue(s.app, victim, codes.Verify)
	must(t, err)
	_, err = codes.Issue(s.app, victim, codes.Reset)
	must(t, err)
	attackerToken := testutil.Token(t, attacker)

	planted := saveMedia(t, s.app, attacker, "Planted album")
	plantedEpisode := saveEpisode(t, s.app, planted)
	someone := s.user("someone@example.com", testutil.UserOpts{})
	theirs := saveMedia(t, s.app, someone, "Someone's album")
	theirEpisode := saveEpisode(t, s.app, theirs)
	like := saveRecord(t, s.app, "likes", map[string]any{"user": attacker.Id, "media": theirs.Id})
	play := saveRecord(t, s.app, "plays", map[string]any{"episode": theirEpisode.Id, "media": theirs.Id, "listener": attacker.Id, "listenerKey": "k"})
	position := saveRecord(t, s.app, "positions", map[string]any{"listener": attacker.Id, "episode": theirEpisode.Id, "position": 42})
	fs, err := s.app.NewFilesystem()
	must(t, err)
	defer fs.Close()
	plantedFile := plantedEpisode.BaseFilesPath() + "/" + plantedEpisode.GetString("audio")
	if ok, _ := fs.Exists(plantedFile); !ok {
		t.Fatal("fixture: the planted file was not stored")
	}
	mailsBefore := s.app.TestMailer.TotalSend()

	s.do(tests.ApiScenario{
		Name: "the victim signs up with their own address", Method: http.MethodPost, URL: "/api/users/create-new-account",
		Body:           jsonBody(`{"name":"Victor","email":"Victim@example.com","password":"victims-password-1"}`),
		ExpectedStatus: 201, ExpectedContent: []string{`"message":"Account created successfully"`},
	})
	if got := s.app.TestMailer.TotalSend(); got != mailsBefore+1 {
		t.Fatalf("%d emails sent, want one", got-mailsBefore)
	}
	victimCode := testutil.LastCode(t, s.app)
	if msg := s.app.TestMailer.LastMessage(); msg.To[0].Address != victim || msg.To[0].Name != "Victor" {
		t.Fatalf("the code went to %v", msg.To)
	}

	// Nothing of the pending account survives.
	user, err := s.app.FindAuthRecordByEmail("users", victim)
	must(t, err)
	if user.Id == attacker.Id || user.GetString("name") != "Victor" || user.GetString("bio") != "" || user.Verified() {
		t.Fatalf("the pending account was not replaced: id %s (was %s), name %q, bio %q, verified %v",
			user.Id, attacker.Id, user.GetString("name"), user.GetString("bio"), user.Verified())
	}
	for _, gone := range []struct{ coll, id string }{
		{"users", attacker.Id}, {"media", planted.Id}, {"episodes", plantedEpisode.Id},
		{"likes", like.Id}, {"plays", play.Id}, {"positions", position.Id},
	} {
		if _, err := s.app.FindRecordById(gone.coll, gone.id); err == nil {
			t.Errorf("%s %s of the pending account survived", gone.coll, gone.id)
		}
	}
	if _, err := s.app.FindRecordById("media", theirs.Id); err != nil {
		t.Error("someone else's media went with the pending account")
	}
	waitFor(t, "the pending account's file to be removed", func() bool {
		ok, _ := fs.Exists(plantedFile)
		return !ok
	})
	if err := codes.Check(s.app, victim, codes.Reset, "123456"); !errors.Is(err, codes.ErrInvalid) {
		t.Errorf("the pending account's reset code survived: %v", err)
	}
	s.do(tests.ApiScenario{
		Name: "the pending account's token is dead", Method: http.MethodGet, URL: "/api/users/me",
		Headers: bearer(attackerToken), ExpectedStatus: 401, ExpectedContent: []string{`"success":false`},
	})
	if attackerCode != victimCode {
		s.do(tests.ApiScenario{
			Name: "the code mailed for the attacker's sign-up is void", Method: http.MethodPost, URL: "/api/users/verify-user",
			Body:           jsonBody(`{"email":"victim@example.com","verificationCode":"` + attackerCode + `"}`),
			ExpectedStatus: 400, ExpectedContent: []string{`"message":"Invalid or expired verification code."`},
		})
	}

	s.do(tests.ApiScenario{
		Name: "the victim verifies the code they were sent", Method: http.MethodPost, URL: "/api/users/verify-user",
		Body:           jsonBody(`{"email":"victim@example.com","verificationCode":"` + victimCode + `"}`),
		ExpectedStatus: 200, ExpectedContent: []string{`"message":"Email verified successfully"`},
	})
	s.do(tests.ApiScenario{
		Name: "the attacker's password does not sign in", Method: http.MethodPost, URL: "/api/users/login",
		Body:           jsonBody(`{"email":"victim@example.com","password":"` + testutil.Password + `"}`),
		ExpectedStatus: 401, ExpectedContent: []string{`"message":"Invalid email or password."`},
	})
	s.do(tests.ApiScenario{
		Name: "the victim's password does", Method: http.MethodPost, URL: "/api/users/login",
		Body:           jsonBody(`{"email":"victim@example.com","password":"victims-password-1"}`),
		ExpectedStatus: 200, ExpectedContent: []string{`"token":"`, `"name":"Victor"`},
	})
	s.do(tests.ApiScenario{
		Name: "a verified account is not replaced", Method: http.MethodPost, URL: "/api/users/create-new-account",
		Body:           jsonBody(`{"name":"Mallory","email":"victim@example.com","password":"` + testutil.Password + `"}`),
		ExpectedStatus: 409, ExpectedContent: []string{`"message":"An account with this email already exists."`},
		ExpectedEvents: map[string]int{"OnMailerSend": 0, "OnRecordCreate": 0, "OnRecordDelete": 0},
	})
}

// TestSignUpOverPendingAccountThrottled: a sign-up mails a code, so over a
// pending account it obeys the one-code-a-minute throttle too: the second
// sign-up within the minute is refused with 429, sends nothing and changes
// nothing (the first sign-up's account and code stand).
func TestSignUpOverPendingAccountThrottled(t *testing.T) {
	t.Parallel()
	s := newSession(t)
	s.do(tests.ApiScenario{
		Name: "someone signs up with the address", Method: http.MethodPost, URL: "/api/users/create-new-account",
		Body:           jsonBody(`{"name":"First","email":"pending@example.com","password":"first-password-1"}`),
		ExpectedStatus: 201, ExpectedContent: []string{`"success":true`},
	})
	first, err := s.app.FindAuthRecordByEmail("users", "pending@example.com")
	must(t, err)
	code := testutil.LastCode(t, s.app)
	s.do(tests.ApiScenario{
		Name: "a second sign-up within the minute", Method: http.MethodPost, URL: "/api/users/create-new-account",
		Body:           jsonBody(`{"name":"Second","email":"pending@example.com","password":"second-password-1"}`),
		ExpectedStatus: 429, ExpectedContent: []string{`"success":false`, `"message":"Please wait a minute before requesting a new code."`},
		ExpectedEvents: map[string]int{"OnMailerSend": 0, "OnRecordCreate": 0, "OnRecordDelete": 0, "OnRecordUpdate": 0},
	})
	now, err := s.app.FindAuthRecordByEmail("users", "pending@example.com")
	must(t, err)
	if now.Id != first.Id || now.GetString("name") != "First" || !now.ValidatePassword("first-password-1") {
		t.Fatal("a throttled sign-up changed the pending account")
	}
	if err := codes.Check(s.app, "pending@example.com", codes.Verify, code); err != nil {
		t.Fatalf("a throttled sign-up voided the first code: %v", err)
	}
}

// TestSignUpOverPendingAccountMailFails: when the code cannot be mailed,
// the sign-up answers 500 and writes nothing: the pending account, its
// belongings and its code are as they were, and a retry is not throttled.
func TestSignUpOverPendingAccountMailFails(t *testing.T) {
	t.Parallel()
	s := newSession(t)
	pending := s.user("pending@example.com", testutil.UserOpts{Unverified: true, Name: "Pending"})
	media := saveMedia(t, s.app, pending, "Pending album")
	code, err := codes.Issue(s.app, "pending@example.com", codes.Verify)
	must(t, err)
	failing := true
	s.app.OnMailerSend().BindFunc(func(e *core.MailerEvent) error {
		if failing {
			return errors.New("smtp is down")
		}
		return e.Next()
	})
	s.do(tests.ApiScenario{
		Name: "sign-up while mail fails", Method: http.MethodPost, URL: "/api/users/create-new-account",
		Body:           jsonBody(`{"name":"Other","email":"pending@example.com","password":"other-password-1"}`),
		ExpectedStatus: 500, ExpectedContent: []string{`"message":"We could not send your verification code. Please try again later."`},
		ExpectedEvents: map[string]int{"OnRecordCreate": 0, "OnRecordDelete": 0, "OnRecordUpdate": 0},
	})
	if _, err := s.app.FindRecordById("users", pending.Id); err != nil {
		t.Fatal("a failed sign-up removed the pending account")
	}
	if _, err := s.app.FindRecordById("media", media.Id); err != nil {
		t.Fatal("a failed sign-up removed the pending account's media")
	}
	if err := codes.Check(s.app, "pending@example.com", codes.Verify, code); err != nil {
		t.Fatalf("a failed sign-up voided the pending account's code: %v", err)
	}
	failing = false
	s.do(tests.ApiScenario{
		Name: "a retry once mail works", Method: http.MethodPost, URL: "/api/users/create-new-account",
		Body:           jsonBody(`{"name":"Other","email":"pending@example.com","password":"other-password-1"}`),
		ExpectedStatus: 201, ExpectedContent: []string{`"success":true`},
	})
	if _, err := s.app.FindRecordById("users", pending.Id); err == nil {
		t.Fatal("the retry did not replace the pending account")
	}
}

func saveRecord(t testing.TB, app core.App, collection string, data map[string]any) *core.Record {
	t.Helper()
	coll, err := app.FindCollectionByNameOrId(collection)
	must(t, err)
	r := core.NewRecord(coll)
	r.Load(data)
	must(t, app.Save(r))
	return r
}
