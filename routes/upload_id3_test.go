package routes_test

import (
	"bytes"
	"net/http"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"selah/internal/ffmpegrun/hostile"
	"selah/testutil"
)

// Issue 25: an upload that starts with an ID3 tag longer than the sniff
// window, then an HLS playlist naming another episode's file, then a real
// MP3 was accepted (the probe found the MP3's frames past the playlist),
// and ffmpeg rendered the other file. internal/audio now requires an ID3
// tag to be followed right away by frames of its format, so the upload is
// refused as damaged, and nothing is stored. A bare playlist or concat
// script is not audio at all.
func TestUploadRefusesPlaylistBehindID3(t *testing.T) {
	t.Parallel()
	png := pngBytes(t)
	mp3 := audioFixture(t, "cbr.mp3")
	target := "../victimepisode1/sermon_abc.mp3"
	for _, c := range []struct {
		name    string
		data    []byte
		status  int
		message string
	}{
		{"playlist behind a long ID3 tag", hostile.PlaylistBehindID3(5000, hostile.HLS(70, target, target), mp3), 400,
			`"message":"Audio file 1 is damaged or incomplete."`},
		{"HLS playlist", hostile.HLS(70, target), 415,
			`"message":"Audio file 1 is not a supported audio file (MP3, M4A, AAC, Ogg Vorbis, Opus, WAV or FLAC)."`},
		{"ffconcat script", hostile.Concat(target), 415,
			`"message":"Audio file 1 is not a supported audio file (MP3, M4A, AAC, Ogg Vorbis, Opus, WAV or FLAC)."`},
	} {
		fx, headers := &meFixture{}, map[string]string{}
		role := asRole(fx, "user", headers)
		body, ct := multipartBody(t, [][2]string{{"podcastMetadata", albumMeta("")}, {"episodesMetadata", `[{"title":"x"}]`}},
			part{"coverArt", "cover.png", png}, part{"episodeAudios", "sermon.mp3", c.data})
		headers["Content-Type"] = ct
		(&tests.ApiScenario{
			Name: "POST upload-media (" + c.name + ")", Method: http.MethodPost, URL: "/api/media/upload-media",
			Body: bytes.NewReader(body.Bytes()), Headers: headers,
			BeforeTestFunc: func(t testing.TB, app *tests.TestApp, e *core.ServeEvent) {
				role(t, app, e)
				catalogFixture(t, app)
			},
			ExpectedStatus: c.status, ExpectedContent: []string{c.message, `"episodeAudios.0"`},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				assertNothingLeft(t, app)
			},
			TestAppFactory: testutil.Factory,
		}).Test(t)
	}
}
