package systemtest

import (
	"bytes"
	"io"
	"mime/multipart"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
)

// TestLivePodcastEditWaitsForReview (issue 29): a creator edits a live
// podcast's title and adds an episode. Until an admin approves, its feed,
// its page, its public answer and the catalogue answer 200 with the
// approved version and the new episode is nowhere; the creator sees the
// revision. After the approval, every one of them shows the edit.
func TestLivePodcastEditWaitsForReview(t *testing.T) {
	dir := setup(t)
	// The item's page is the built front end's shell with the item's head.
	public, err := filepath.Abs(filepath.Join("..", "pb_public"))
	if err != nil {
		t.Fatal(err)
	}
	s := start(t, dir, "--publicDir", public)
	acc := s.signIn()
	_, creator := s.creator(acc.superuser, "revise@example.com")
	id := s.uploadKind(t, creator, "podcast", "Morning Psalms", wav(1))
	s.must(http.MethodPut, "/api/media/media-status", acc.admin, map[string]string{"mediaId": id, "adminStatus": "active"}, http.StatusOK, nil)

	// What the public sees, each answering 200.
	answers := map[string]string{
		"feed": "/api/feeds/podcasts/" + id + ".xml",
		"page": "/m/" + id,
		"item": "/api/public/media/" + id,
		"list": "/api/media/browse?type=podcast",
	}
	shows := func(when, want, notWant string) {
		t.Helper()
		for what, path := range answers {
			token := ""
			if what == "list" {
				token = acc.admin // the catalogue answers signed-in readers
			}
			status, body := s.get(t, path, token)
			if status != http.StatusOK || !strings.Contains(body, want) || (notWant != "" && strings.Contains(body, notWant)) {
				t.Fatalf("%s: the %s (%s) answered %d; want %q without %q in:\n%.2000s", when, what, path, status, want, notWant, body)
			}
		}
	}
	shows("approved", "Morning Psalms", "")

	var patched struct {
		Message string `json:"message"`
		Data    struct {
			Media struct {
				Title       string `json:"title"`
				AdminStatus string `json:"adminStatus"`
				Revision    *struct {
					Fields []string          `json:"fields"`
					Values map[string]string `json:"values"`
				} `json:"revision"`
			} `json:"media"`
		} `json:"data"`
	}
	s.must(http.MethodPatch, "/api/media/"+id, creator, map[string]string{"title": "Evening Psalms"}, http.StatusOK, &patched)
	m := patched.Data.Media
	if m.Title != "Morning Psalms" || m.AdminStatus != "active" || m.Revision == nil || m.Revision.Values["title"] != "Evening Psalms" ||
		!strings.Contains(patched.Message, "stays live") {
		t.Fatalf("the edit of a live item answered %+v", patched)
	}
	s.addEpisode(t, creator, id, "Psalm 23 at dusk")
	shows("edited, waiting for review", "Morning Psalms", "Evening Psalms")
	if _, feed := s.get(t, answers["feed"], ""); strings.Contains(feed, "Psalm 23 at dusk") {
		t.Fatalf("the new episode is in the feed before its approval:\n%s", feed)
	}

	var approved struct {
		Message string `json:"message"`
	}
	s.must(http.MethodPut, "/api/media/media-status", acc.admin, map[string]string{"mediaId": id, "adminStatus": "active"}, http.StatusOK, &approved)
	if approved.Message != "Changes approved" {
		t.Fatalf("approval answered %q", approved.Message)
	}
	shows("approved again", "Evening Psalms", "")
	if _, feed := s.get(t, answers["feed"], ""); !strings.Contains(feed, "Psalm 23 at dusk") {
		t.Fatalf("the approved episode is not in the feed:\n%s", feed)
	}
	integrity(t, dir)
}

// get is a GET as token ("" for none): its status and body.
func (s *server) get(t *testing.T, path, token string) (int, string) {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, s.url+path, nil)
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	return res.StatusCode, string(raw)
}

// addEpisode adds an episode to media as token (POST upload-episode).
func (s *server) addEpisode(t *testing.T, token, mediaId, title string) {
	t.Helper()
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	_ = mw.WriteField("mediaId", mediaId)
	_ = mw.WriteField("title", title)
	part, _ := mw.CreateFormFile("audio", "new.wav")
	_, _ = part.Write(wav(0.5))
	_ = mw.Close()
	req, _ := http.NewRequest(http.MethodPost, s.url+"/api/media/upload-episode", &body)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	req.Header.Set("Authorization", "Bearer "+token)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	if raw, _ := io.ReadAll(res.Body); res.StatusCode != http.StatusCreated {
		t.Fatalf("upload-episode: %d %s", res.StatusCode, raw)
	}
}
