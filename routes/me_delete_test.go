package routes_test

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"net/http"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
	"github.com/pocketbase/pocketbase/tools/filesystem"

	"selah/testutil"
)

func pngBytes(t testing.TB) []byte {
	img := image.NewRGBA(image.Rect(0, 0, 8, 8))
	img.Set(1, 1, color.RGBA{200, 160, 40, 255})
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestPatchMeAvatar(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name    string
		file    []byte
		status  int
		content string
	}{
		{"png avatar", pngBytes(t), 200, `"avatar":"/api/files/_pb_users_auth_/`},
		{"text file named .png", []byte("<html><script>alert(1)</script></html>"), 415, `"message":"The avatar must be a JPEG, PNG or WebP image."`},
		{"avatar over the body limit", bytes.Repeat([]byte{0x89}, 12<<20), 413, `"status":413`},
	}
	for _, c := range cases {
		fx, headers := &meFixture{}, map[string]string{}
		body, mp, err := tests.MockMultipartData(map[string]string{"name": "Pictured"})
		if err != nil {
			t.Fatal(err)
		}
		// MockMultipartData adds its own files; build ours by hand instead.
		body.Reset()
		mw := newMultipart(body)
		_ = mw.WriteField("name", "Pictured")
		fw, _ := mw.CreateFormFile("avatar", "me.png")
		_, _ = fw.Write(c.file)
		_ = mw.Close()
		headers["Content-Type"] = mw.FormDataContentType()
		_ = mp
		sc := tests.ApiScenario{
			Name: "PATCH /api/users/me (" + c.name + ")", Method: http.MethodPatch, URL: "/api/users/me",
			Body: body, Headers: headers, BeforeTestFunc: asRole(fx, "user", headers),
			ExpectedStatus: c.status, ExpectedContent: []string{c.content},
			TestAppFactory: testutil.Factory,
		}
		sc.Test(t)
	}
}

func TestDeleteMe(t *testing.T) {
	t.Parallel()
	s := newSession(t)
	me := s.user("gone@example.com", testutil.UserOpts{})
	other := s.user("stay@example.com", testutil.UserOpts{})
	token := testutil.Token(t, me)
	media := saveMedia(t, s.app, me, "My album")
	episode := saveEpisode(t, s.app, media)
	theirs := saveMedia(t, s.app, other, "Their album")
	fs, err := s.app.NewFilesystem()
	if err != nil {
		t.Fatal(err)
	}
	defer fs.Close()
	audioKey := episode.BaseFilesPath() + "/" + episode.GetString("audio")

	s.do(tests.ApiScenario{
		Name: "user deletes their account", Method: http.MethodDelete, URL: "/api/users/me",
		Body: jsonBody(`{"email":"GONE@example.com"}`), Headers: bearer(token),
		ExpectedStatus: 200, ExpectedContent: []string{`"message":"Your account has been deleted"`},
	})
	for _, check := range []struct {
		coll, id string
	}{{"users", me.Id}, {"media", media.Id}, {"episodes", episode.Id}} {
		if _, err := s.app.FindRecordById(check.coll, check.id); err == nil {
			t.Fatalf("%s %s survived the account deletion", check.coll, check.id)
		}
	}
	// PocketBase removes files in the background after the commit.
	waitFor(t, "the episode's audio file to be removed", func() bool {
		exists, _ := fs.Exists(audioKey)
		return !exists
	})
	if _, err := s.app.FindRecordById("media", theirs.Id); err != nil {
		t.Fatal("another user's media was deleted")
	}
	s.do(tests.ApiScenario{
		Name: "the deleted account cannot sign in", Method: http.MethodPost, URL: "/api/users/login",
		Body:           jsonBody(`{"email":"gone@example.com","password":"` + testutil.Password + `"}`),
		ExpectedStatus: 401, ExpectedContent: []string{`"message":"Invalid email or password."`},
	})
	s.do(tests.ApiScenario{
		Name: "its token no longer works", Method: http.MethodGet, URL: "/api/users/me", Headers: bearer(token),
		ExpectedStatus: 401, ExpectedContent: []string{`"success":false`},
	})
}

func saveMedia(t testing.TB, app core.App, owner *core.Record, title string) *core.Record {
	t.Helper()
	coll, _ := app.FindCollectionByNameOrId("media")
	m := core.NewRecord(coll)
	m.Set("title", title)
	m.Set("type", "album")
	m.Set("artist", owner.Id)
	m.Set("adminStatus", "pending")
	if err := app.Save(m); err != nil {
		t.Fatal(err)
	}
	return m
}

func saveEpisode(t testing.TB, app core.App, media *core.Record) *core.Record {
	t.Helper()
	coll, _ := app.FindCollectionByNameOrId("episodes")
	e := core.NewRecord(coll)
	e.Set("media", media.Id)
	e.Set("title", "Track one")
	e.Set("position", 1)
	f, err := filesystem.NewFileFromBytes([]byte("ID3\x03\x00\x00\x00\x00\x00\x00not really audio"), "track.mp3")
	if err != nil {
		t.Fatal(err)
	}
	e.Set("audio", f)
	if err := app.Save(e); err != nil {
		t.Fatal(err)
	}
	return e
}
