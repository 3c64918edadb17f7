package routes_test

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"testing"

	"github.com/pocketbase/pocketbase/core"

	"selah/internal/demo"
	"selah/internal/renditions"
	"selah/internal/services"
	"selah/internal/storage"
	"selah/internal/transcode"
	"selah/testutil"
)

// With Debian's ffmpeg here: a WAV uploaded through the route is rendered
// by the real engine, and the stream then serves the rendition, an MP3.
func TestRenditionWithRealEngine(t *testing.T) {
	t.Parallel()
	tool, err := transcode.Find()
	if err != nil {
		t.Skipf("no usable ffmpeg here: %v", err)
	}
	app := testutil.NewApp(t)
	t.Cleanup(app.Cleanup)
	catalogFixture(t, app)
	creator := testutil.CreateUser(t, app, "creator@example.com", testutil.UserOpts{})
	token := testutil.Token(t, creator)
	mux, _ := serveAuthz(t, app)

	body, ct := multipartBody(t, [][2]string{{"podcastMetadata", albumMeta("")}, {"episodesMetadata", `[{"title":"Tune"}]`}},
		part{"coverArt", "c.png", pngBytes(t)}, part{"episodeAudios", "tune.wav", demo.Tune("Tune")})
	req := httptest.NewRequest(http.MethodPost, "/api/media/upload-media", body)
	req.Header.Set("Content-Type", ct)
	req.Header.Set("Authorization", "Bearer "+token)
	res := httptest.NewRecorder()
	mux.ServeHTTP(res, req)
	var up struct {
		Data struct {
			Media struct {
				Id       string `json:"_id"`
				Episodes []struct {
					Id string `json:"_id"`
				}
			}
		}
	}
	if err := json.Unmarshal(res.Body.Bytes(), &up); res.Code != 201 || err != nil || len(up.Data.Media.Episodes) != 1 {
		t.Fatalf("upload: %d %s", res.Code, clipBody(res.Body.String()))
	}
	epId := up.Data.Media.Episodes[0].Id

	w := services.Of(app).Renditions
	w.Start(tool.Render)
	t.Cleanup(w.Stop)
	var ep *core.Record
	waitFor(t, "the rendition", func() bool {
		ep = mustFind(t, app, "episodes", epId)
		return ep.GetString("processing") != renditions.Pending
	})
	if ep.GetString("processing") != renditions.Done {
		t.Fatalf("processing %q: %s", ep.GetString("processing"), ep.GetString("processingError"))
	}
	if l := renditions.MeasuredLoudness(ep); l == nil || l.OutputTruePeak > transcode.MaxTruePeak+0.1 {
		t.Errorf("loudness %+v", l)
	}
	stored, _ := storage.LocalPath(app, storage.Key(ep, ep.GetString("rendition")))
	want, err := os.ReadFile(stored)
	if err != nil {
		t.Fatal(err)
	}
	req = httptest.NewRequest(http.MethodGet, "/api/media/episodes/"+epId+"/stream", nil)
	req.Header.Set("Authorization", "Bearer "+token)
	res = httptest.NewRecorder()
	mux.ServeHTTP(res, req)
	if res.Code != 200 || res.Header().Get("Content-Type") != "audio/mpeg" || !bytes.Equal(res.Body.Bytes(), want) {
		t.Errorf("the stream: %d %s, %d bytes; want the rendition's %d bytes of audio/mpeg",
			res.Code, res.Header().Get("Content-Type"), res.Body.Len(), len(want))
	}
	if int64(len(want)) != int64(ep.GetInt("renditionSize")) || ep.GetInt("renditionBitrate") > 160000 {
		t.Errorf("rendition size %d (stored %d), bitrate %d", len(want), ep.GetInt("renditionSize"), ep.GetInt("renditionBitrate"))
	}
}
