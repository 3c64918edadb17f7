package routes_test

import (
	"net/http"
	"net/url"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"selah/testutil"
)

// TestBrowseFindsTranscriptWords (issue 29): browse search finds a word
// said in an episode's transcript, as a prefix like any other word, once
// the transcript is uploaded through its route; not before, not after its
// removal, and not while the episode that says it waits for review on a
// live item.
func TestBrowseFindsTranscriptWords(t *testing.T) {
	s := newSession(t)
	catalogFixture(t, s.app)
	owner := s.user("speaker@example.com", testutil.UserOpts{})
	token := "Bearer " + testutil.Token(t, owner)
	listener := testutil.Token(t, s.user("seeker@example.com", testutil.UserOpts{}))

	m := newMediaRecord(t, s.app, "mediatranscr001", "Sunday Service", "sermon", owner)
	ep := saveEpisode(t, s.app, m)
	if err := setActive(s.app, mustFind(t, s.app, "media", m.Id)); err != nil {
		t.Fatal(err)
	}
	search := func(name, words string, found bool) {
		t.Helper()
		want := `"total":0`
		if found {
			want = `"_id":"` + m.Id + `"`
		}
		s.do(tests.ApiScenario{Name: name, Method: http.MethodGet, URL: "/api/media/browse?search=" + url.QueryEscape(words),
			Headers: bearer(listener), ExpectedStatus: http.StatusOK, ExpectedContent: []string{want}})
	}
	upload := func(ep, vtt string) {
		t.Helper()
		body, ct := transcriptBody("words.vtt", vtt)
		s.do(tests.ApiScenario{Name: "upload a transcript", Method: http.MethodPut, URL: "/api/media/episodes/" + ep + "/transcript",
			Headers: map[string]string{"Authorization": token, "Content-Type": ct}, Body: body,
			ExpectedStatus: http.StatusOK, ExpectedContent: []string{`"message":"Transcript saved"`}})
	}

	search("before the transcript", "mustard", false)
	upload(ep.Id, "WEBVTT\n\n00:00.000 --> 00:04.000\nFaith like a <i>mustard</i> seed\n")
	search("a word said", "mustard", true)
	search("a prefix of one, with a title word", "must sunday", true)
	search("a word not said", "mountain", false)

	// A new episode of the live item waits for review: its words wait too.
	next := saveEpisode(t, s.app, mustFind(t, s.app, "media", m.Id))
	upload(next.Id, "WEBVTT\n\n00:00.000 --> 00:04.000\nMove this mountain\n")
	search("a word of a waiting episode", "mountain", false)
	if err := setActive(s.app, mustFind(t, s.app, "media", m.Id)); err != nil {
		t.Fatal(err)
	}
	search("once it is approved", "mountain", true)

	s.do(tests.ApiScenario{Name: "remove the first transcript", Method: http.MethodDelete, URL: "/api/media/episodes/" + ep.Id + "/transcript",
		Headers: map[string]string{"Authorization": token}, ExpectedStatus: http.StatusOK, ExpectedContent: []string{`"message":"Transcript removed"`}})
	search("after its removal", "mustard", false)
	search("the other's words stay", "mountain", true)
}
