package routes_test

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
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
		for _, url := range []string{
			"/api/media/episodes/" + ep.Id + "/stream",
			// Protected: a file token, as the SDK's getURL adds.
			"/api/files/episodes/" + ep.Id + "/" + name + "?token=" + fx.fileTokens[other],
		} {
			for _, method := range []string{http.MethodGet, http.MethodHead} {
				req := httptest.NewRequest(method, url, nil)
				req.Header.Set("Authorization", fx.tokens[other])
				req.Header.Set("Range", "bytes=0-99")
				res := httptest.NewRecorder()
				mux.ServeHTTP(res, req)
				h := res.Header()
				if res.Code != http.StatusPartialContent || h.Get("Content-Type") != f.mime ||
					h.Get("Content-Disposition") != "inline; filename="+name {
					t.Errorf("%s %s (%s): %d, %q, %q; want 206, %q, inline", method, url, f.file, res.Code,
						h.Get("Content-Type"), h.Get("Content-Disposition"), f.mime)
				}
			}
		}
		// A download is still a download when asked for.
		req := httptest.NewRequest(http.MethodGet, "/api/files/episodes/"+ep.Id+"/"+name+"?download=1&token="+fx.fileTokens[other], nil)
		req.Header.Set("Authorization", fx.tokens[other])
		res := httptest.NewRecorder()
		mux.ServeHTTP(res, req)
		if got := res.Header().Get("Content-Disposition"); got != "attachment; filename="+name {
			t.Errorf("%s as a download: %q", f.file, got)
		}
	}
}
