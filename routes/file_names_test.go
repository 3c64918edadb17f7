package routes_test

import (
	"bytes"
	"image"
	"image/color"
	"image/jpeg"
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"selah/testutil"
)

// jpegBytes is a small JPEG image.
func jpegBytes(t testing.TB) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, 8, 8))
	img.Set(2, 2, color.RGBA{40, 90, 200, 255})
	var buf bytes.Buffer
	must(t, jpeg.Encode(&buf, img, nil))
	return buf.Bytes()
}

// TestStoredFileNamesFollowTheBytes: whichever way a cover, an avatar or
// an audio file comes in (our upload and edit routes, PocketBase's REST
// API as its owner or a superuser), its stored name ends with the
// extension of what its bytes are, never the one the client chose
// (evil.html with PNG bytes is stored as evil_….png).
func TestStoredFileNamesFollowTheBytes(t *testing.T) {
	t.Parallel()
	png, jpg := pngBytes(t), jpegBytes(t)
	mp3, flac := audioFixture(t, "cbr.mp3"), audioFixture(t, "tone.flac")
	opus, m4a, wav := audioFixture(t, "opus.opus"), audioFixture(t, "faststart.m4a"), audioFixture(t, "pcm16.wav")
	ogg, aac := audioFixture(t, "vorbis.ogg"), audioFixture(t, "adts.aac")

	// stored reads one file field of one record, found by find.
	type stored struct {
		collection, field string
		find              func(testing.TB, core.App) *core.Record
	}
	byId := func(collection, id, field string) stored {
		return stored{collection, field, func(t testing.TB, app core.App) *core.Record { return mustFind(t, app, collection, id) }}
	}
	user := func(field string) stored {
		return stored{"users", field, func(t testing.TB, app core.App) *core.Record {
			r, err := app.FindAuthRecordByEmail("users", "me@example.com")
			must(t, err)
			return r
		}}
	}
	newest := func(collection, field string, where dbx.Expression) stored {
		return stored{collection, field, func(t testing.TB, app core.App) *core.Record {
			var recs []*core.Record
			must(t, app.RecordQuery(collection).AndWhere(where).OrderBy("created DESC", "rowid DESC").Limit(1).All(&recs))
			if len(recs) == 0 {
				t.Fatalf("no %s record", collection)
			}
			return recs[0]
		}}
	}
	meId := func(app core.App) string {
		r, err := app.FindAuthRecordByEmail("users", "me@example.com")
		must(t, err)
		return r.Id
	}
	firstEpisode := func(app core.App) string {
		var recs []*core.Record
		must(t, app.RecordQuery("episodes").AndWhere(dbx.HashExp{"media": idMine}).Limit(1).All(&recs))
		return recs[0].Id
	}

	type row struct {
		name, method, url string
		urlAt             func(core.App) string // the URL, when it names a record made by the fixture
		who               string                // user or superuser
		fields            [][2]string
		files             []part
		status            int
		want              map[string]stored // extension -> the stored file that must end with it
	}
	rows := []row{
		{name: "upload-media: cover evil.html (PNG), audio x.html (MP3) and x.svg (FLAC)", method: "POST", url: "/api/media/upload-media", who: "user",
			fields: [][2]string{{"podcastMetadata", albumMeta("")}, {"episodesMetadata", `[{"title":"One"},{"title":"Two"}]`}},
			files:  []part{{"coverArt", "evil.html", png}, {"episodeAudios", "x.html", mp3}, {"episodeAudios", "x.svg", flac}},
			status: 201,
			want: map[string]stored{
				".png":  newest("media", "coverArt", dbx.HashExp{"title": "Morning Hymns"}),
				".mp3":  newest("episodes", "audio", dbx.HashExp{"title": "One"}),
				".flac": newest("episodes", "audio", dbx.HashExp{"title": "Two"}),
			}},
		{name: "upload-episode: x.svg (Opus)", method: "POST", url: "/api/media/upload-episode", who: "user",
			fields: [][2]string{{"mediaId", idMine}, {"title", "Encore"}}, files: []part{{"audio", "x.svg", opus}},
			status: 201, want: map[string]stored{".opus": newest("episodes", "audio", dbx.HashExp{"title": "Encore"})}},
		{name: "PATCH /api/media/{id}: cover evil.html (PNG)", method: "PATCH", url: "/api/media/" + idMine, who: "user",
			files: []part{{"coverArt", "evil.html", png}}, status: 200,
			want: map[string]stored{".png": byId("media", idMine, "coverArt")}},
		{name: "PATCH /api/users/me: avatar evil.html (JPEG)", method: "PATCH", url: "/api/users/me", who: "user",
			files: []part{{"avatar", "evil.html", jpg}}, status: 200,
			want: map[string]stored{".jpg": user("avatar")}},
		// PocketBase's REST API, where its rules let a file in.
		{name: "REST media update by its owner: cover evil.png.html (JPEG)", method: "PATCH", url: "/api/collections/media/records/" + idMine, who: "user",
			files: []part{{"coverArt", "evil.png.html", jpg}}, status: 200,
			want: map[string]stored{".jpg": byId("media", idMine, "coverArt")}},
		{name: "REST users update by the account: avatar evil.svg (PNG)", method: "PATCH", who: "user",
			urlAt: func(app core.App) string { return "/api/collections/users/records/" + meId(app) },
			files: []part{{"avatar", "evil.svg", png}}, status: 200,
			want: map[string]stored{".png": user("avatar")}},
		{name: "REST media update by a superuser: cover evil.js (PNG)", method: "PATCH", url: "/api/collections/media/records/" + idTheirsActive, who: "superuser",
			files: []part{{"coverArt", "evil.js", png}}, status: 200,
			want: map[string]stored{".png": byId("media", idTheirsActive, "coverArt")}},
		{name: "REST episode create by a superuser: x.html (Ogg Vorbis)", method: "POST", url: "/api/collections/episodes/records", who: "superuser",
			fields: [][2]string{{"media", idMine}, {"title", "Vorbis"}, {"position", "5"}}, files: []part{{"audio", "x.html", ogg}},
			status: 200, want: map[string]stored{".ogg": newest("episodes", "audio", dbx.HashExp{"title": "Vorbis"})}},
		{name: "REST episode create by a superuser: x.mp3 (ADTS AAC)", method: "POST", url: "/api/collections/episodes/records", who: "superuser",
			fields: [][2]string{{"media", idMine}, {"title", "Raw"}, {"position", "6"}}, files: []part{{"audio", "x.mp3", aac}},
			status: 200, want: map[string]stored{".aac": newest("episodes", "audio", dbx.HashExp{"title": "Raw"})}},
		{name: "REST episode update by a superuser: x.svg (M4A)", method: "PATCH", who: "superuser",
			urlAt: func(app core.App) string { return "/api/collections/episodes/records/" + firstEpisode(app) },
			files: []part{{"audio", "x.svg", m4a}}, status: 200,
			want: map[string]stored{".m4a": newest("episodes", "audio", dbx.HashExp{"media": idMine})}},
		{name: "REST episode update by a superuser: x (WAV, no extension)", method: "PATCH", who: "superuser",
			urlAt: func(app core.App) string { return "/api/collections/episodes/records/" + firstEpisode(app) },
			files: []part{{"audio", "x", wav}}, status: 200,
			want: map[string]stored{".wav": newest("episodes", "audio", dbx.HashExp{"media": idMine})}},
	}
	for _, r := range rows {
		fx, headers := &mediaFixture{}, map[string]string{}
		body, ct := multipartBody(t, r.fields, r.files...)
		headers["Content-Type"] = ct
		sc := &tests.ApiScenario{
			Name: r.name, Method: r.method, URL: r.url, Body: body, Headers: headers,
			ExpectedStatus: r.status, ExpectedContent: []string{`"`}, TestAppFactory: testutil.Factory,
		}
		sc.BeforeTestFunc = func(t testing.TB, app *tests.TestApp, e *core.ServeEvent) {
			asMediaRole(fx, r.who, headers)(t, app, e)
			if r.urlAt != nil {
				sc.URL = r.urlAt(app)
			}
		}
		sc.AfterTestFunc = func(t testing.TB, app *tests.TestApp, _ *http.Response) {
			fsys, err := app.NewFilesystem()
			must(t, err)
			defer fsys.Close()
			for ext, s := range r.want {
				rec := s.find(t, app)
				name := rec.GetString(s.field)
				if !strings.HasSuffix(name, ext) || strings.Count(name, ".") != 1 {
					t.Errorf("%s.%s stored as %q, want a name ending with %s", s.collection, s.field, name, ext)
				}
				if ok, err := fsys.Exists(rec.BaseFilesPath() + "/" + name); err != nil || !ok {
					t.Errorf("%s.%s: no stored file %q (%v)", s.collection, s.field, name, err)
				}
			}
		}
		sc.Test(t)
	}
}
