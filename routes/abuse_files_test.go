package routes_test

import (
	"bytes"
	"encoding/json"
	"mime"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"selah/internal/moderation"
)

// TestAbuseUploadedFilesNeverActive uploads covers, avatars and audio
// under names a browser would run (.html, .svg, .js) through every way in
// (our upload and edit routes, PocketBase's REST), then fetches each
// through every way out (/api/files with and without thumbs, the stream,
// the feed enclosure) and checks that none is ever served as a document or
// a script: the type is the one the bytes have (or a download), with
// nosniff and a sandboxing CSP.
func TestAbuseUploadedFilesNeverActive(t *testing.T) {
	t.Parallel()
	fx := newAuthzFixture(t)
	app, mux := fx.clone(t)
	defer app.Cleanup()
	me, mine := fx.tokens[user], "/api/media/"+azMePending
	svg := []byte(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>`)

	// In through upload-media: a podcast whose cover and audio are named as
	// pages; approved, so the feed serves its audio too.
	res := abuseDo(mux, http.MethodPost, "/api/media/upload-media", me, multipartFor([][2]string{
		{"podcastMetadata", `{"title":"Named Like Pages","description":"x","genre":"` + genreId + `","type":"podcast","category":"` + podcastCat + `"}`},
		{"episodesMetadata", `[{"title":"One"}]`},
	}, part{"coverArt", "cover.html", fx.png}, part{"episodeAudios", "track.html", fx.mp3}))
	if res.Code != http.StatusCreated {
		t.Fatalf("upload-media: %d %s", res.Code, res.Body)
	}
	var created struct {
		Data struct {
			Media struct {
				Id       string `json:"_id"`
				Episodes []struct {
					Id string `json:"_id"`
				} `json:"episodes"`
			} `json:"media"`
		} `json:"data"`
	}
	must(t, json.Unmarshal(res.Body.Bytes(), &created))
	podcast, ep := created.Data.Media.Id, created.Data.Media.Episodes[0].Id
	must(t, moderation.SetStatus(app, mustFind(t, app, "media", podcast), moderation.Active, nil, ""))

	// Fetches a stored file as a browser would, right after it was stored
	// (each edit replaces the previous file): as is, as a thumbnail, and
	// asking for inline display.
	fetch := func(u string) {
		t.Helper()
		for _, v := range []string{u, u + "?thumb=100x100", u + "?download=0"} {
			res := abuseDo(mux, http.MethodGet, v, me, reqBody{})
			if res.Code != http.StatusOK {
				t.Errorf("GET %s: %d %s", v, res.Code, clipBody(res.Body.String()))
				continue
			}
			assertInert(t, v, res)
		}
	}
	cover := func(id string) string {
		return "/api/files/media/" + id + "/" + mustFind(t, app, "media", id).GetString("coverArt")
	}
	avatar := func() string {
		return "/api/files/users/" + azMe + "/" + mustFind(t, app, "users", azMe).GetString("avatar")
	}
	fetch(cover(podcast))

	// In through our edit routes and PocketBase's REST: PNG bytes under
	// active names.
	for _, name := range []string{"evil.html", "evil.svg", "evil.js", "evil.css", "evil.xml"} {
		abuseMust(t, abuseDo(mux, http.MethodPatch, mine, me, multipartFor(nil, part{"coverArt", name, fx.png})), http.StatusOK)
		fetch(cover(azMePending))
		abuseMust(t, abuseDo(mux, http.MethodPatch, "/api/collections/media/records/"+azMePending, me,
			multipartFor(nil, part{"coverArt", "rest-" + name, fx.png})), http.StatusOK)
		fetch(cover(azMePending))
		abuseMust(t, abuseDo(mux, http.MethodPatch, "/api/users/me", me, multipartFor(nil, part{"avatar", name, fx.png})), http.StatusOK)
		fetch(avatar())
	}
	// An SVG with a script: our route refuses it as an avatar by its bytes,
	// and so must PocketBase's REST (the users collection's avatar types).
	abuseMust(t, abuseDo(mux, http.MethodPatch, "/api/users/me", me, multipartFor(nil, part{"avatar", "face.svg", svg})),
		http.StatusUnsupportedMediaType)
	for _, name := range []string{"face.svg", "face.png"} {
		res := abuseDo(mux, http.MethodPatch, "/api/collections/users/records/"+azMe, me, multipartFor(nil, part{"avatar", name, svg}))
		if res.Code != http.StatusBadRequest {
			t.Errorf("REST accepted an SVG avatar named %s: %d", name, res.Code)
			fetch(avatar())
		}
	}
	// Audio, out through the protected file URL, the stream and the feed.
	audioName := mustFind(t, app, "episodes", ep).GetString("audio")
	for _, u := range []string{
		"/api/files/episodes/" + ep + "/" + audioName + "?token=" + fx.fileTokens[user],
		"/api/media/episodes/" + ep + "/stream",
		enclosureURL(ep, audioName),
	} {
		res := abuseDo(mux, http.MethodGet, u, me, reqBody{})
		if res.Code != http.StatusOK {
			t.Errorf("GET %s: %d %s", u, res.Code, clipBody(res.Body.String()))
			continue
		}
		assertInert(t, u, res)
	}
}

// assertInert fails unless the answer is a media type a browser only
// displays or plays (or a download), with nosniff and a sandboxing CSP.
func assertInert(t *testing.T, url string, res *httptest.ResponseRecorder) {
	t.Helper()
	h := res.Header()
	ct, _, _ := mime.ParseMediaType(h.Get("Content-Type"))
	for _, bad := range []string{"html", "javascript", "ecmascript", "svg", "xml", "text/"} {
		if strings.Contains(ct, bad) {
			t.Errorf("GET %s: served as %q", url, h.Get("Content-Type"))
		}
	}
	disposition := h.Get("Content-Disposition")
	media := strings.HasPrefix(ct, "image/") || strings.HasPrefix(ct, "audio/")
	if !media && !strings.HasPrefix(disposition, "attachment") {
		t.Errorf("GET %s: %q served %q, neither a media type nor a download", url, ct, disposition)
	}
	if h.Get("X-Content-Type-Options") != "nosniff" {
		t.Errorf("GET %s: no X-Content-Type-Options: nosniff", url)
	}
	if csp := h.Get("Content-Security-Policy"); !strings.Contains(csp, "default-src 'none'") || !strings.Contains(csp, "sandbox") {
		t.Errorf("GET %s: CSP %q does not sandbox the file", url, csp)
	}
}

func abuseDo(mux http.Handler, method, url, token string, body reqBody) *httptest.ResponseRecorder {
	req := httptest.NewRequest(method, url, bytes.NewReader(body.data))
	if body.contentType != "" {
		req.Header.Set("Content-Type", body.contentType)
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	res := httptest.NewRecorder()
	mux.ServeHTTP(res, req)
	return res
}

func abuseMust(t *testing.T, res *httptest.ResponseRecorder, status int) {
	t.Helper()
	if res.Code != status {
		t.Fatalf("status %d, want %d: %s", res.Code, status, clipBody(res.Body.String()))
	}
}
