package routes_test

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"selah/internal/moderation"
	"selah/internal/storage"
)

// TestAudioServedInlineWithItsType: every audio format we accept goes out
// with its own type, inline, on the stream route and on /api/files, even
// without the attributes side file (audio placed into storage by the upload
// routes has none): a player opening the URL plays it, no download.
func TestAudioServedInlineWithItsType(t *testing.T) {
	t.Parallel()
	fx := newAuthzFixture(t)
	app, mux := fx.clone(t)
	defer app.Cleanup()

	formats := []struct{ file, ext, mime string }{
		{"cbr.mp3", ".mp3", "audio/mpeg"},
		{"faststart.m4a", ".m4a", "audio/mp4"},
		{"adts.aac", ".aac", "audio/aac"},
		{"vorbis.ogg", ".ogg", "audio/ogg"},
		{"opus.opus", ".opus", "audio/ogg"},
		{"pcm16.wav", ".wav", "audio/wav"},
		{"tone.flac", ".flac", "audio/flac"},
	}
	ids := map[string]string{}
	for i, f := range formats {
		id := "azinline" + string(rune('a'+i)) + "000000"
		ids[f.file] = id
		// Named .mp3 by the client: the stored name follows the bytes.
		azSaveEpisode(t, app, id, azMeActive, audioFixture(t, f.file))
	}
	must(t, moderation.SetStatus(app, mustFind(t, app, "media", azMeActive), moderation.Active, nil, ""))

	for _, f := range formats {
		ep := mustFind(t, app, "episodes", ids[f.file])
		name := ep.GetString("audio")
		if filepath.Ext(name) != f.ext {
			t.Fatalf("%s stored as %q", f.file, name)
		}
		path, _ := storage.LocalPath(app, storage.Key(ep, name))
		if err := os.Remove(storage.AttrsPath(path)); err != nil {
			t.Fatal(err)
		}
		// A listener on the stream; the original on /api/files is its
		// owner's (and staff's) only, with a file token as the SDK's getURL
		// adds.
		for url, who := range map[string]role{
			"/api/media/episodes/" + ep.Id + "/stream":                                    other,
			"/api/files/episodes/" + ep.Id + "/" + name + "?token=" + fx.fileTokens[user]: user,
		} {
			for _, method := range []string{http.MethodGet, http.MethodHead} {
				req := httptest.NewRequest(method, url, nil)
				req.Header.Set("Authorization", fx.tokens[who])
				req.Header.Set("Range", "bytes=0-99")
				res := httptest.NewRecorder()
				mux.ServeHTTP(res, req)
				h := res.Header()
				// The stream names the audio as published (the episode's id),
				// /api/files as stored (its owner's and staff's).
				shown := name
				if strings.HasSuffix(url, "/stream") {
					shown = ep.Id + f.ext
				}
				if res.Code != http.StatusPartialContent || h.Get("Content-Type") != f.mime ||
					h.Get("Content-Disposition") != "inline; filename="+shown {
					t.Errorf("%s %s (%s): %d, %q, %q; want 206, %q, inline", method, url, f.file, res.Code,
						h.Get("Content-Type"), h.Get("Content-Disposition"), f.mime)
				}
			}
		}
		// A download is still a download when asked for.
		req := httptest.NewRequest(http.MethodGet, "/api/files/episodes/"+ep.Id+"/"+name+"?download=1&token="+fx.fileTokens[user], nil)
		req.Header.Set("Authorization", fx.tokens[user])
		res := httptest.NewRecorder()
		mux.ServeHTTP(res, req)
		if got := res.Header().Get("Content-Disposition"); got != "attachment; filename="+name {
			t.Errorf("%s as a download: %q", f.file, got)
		}
	}
}
