package routes_test

import (
	"bytes"
	"errors"
	"net/http"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"selah/testutil"
)

// Fixed ids, so request bodies can name them before the test app exists.
const (
	genreId     = "testgenre000001"
	sermonCatId = "testcatsermon01"
	podcastCat  = "testcatpodcast1"
)

// catalogFixture adds a genre and two categories with the fixed ids.
func catalogFixture(t testing.TB, app core.App) {
	t.Helper()
	for _, r := range []struct{ coll, id, title, kind string }{
		{"genres", genreId, "Test Worship", ""},
		{"audio_categories", sermonCatId, "Test Teaching", "sermon"},
		{"audio_categories", podcastCat, "Test Devotional", "podcast"},
	} {
		c, err := app.FindCollectionByNameOrId(r.coll)
		if err != nil {
			t.Fatal(err)
		}
		rec := core.NewRecord(c)
		rec.Id = r.id
		rec.Set("title", r.title)
		if r.kind != "" {
			rec.Set("type", r.kind)
		}
		if err := app.Save(rec); err != nil {
			t.Fatal(err)
		}
	}
}

func albumMeta(extra string) string {
	return `{"title":"Morning Hymns","description":"Quiet hymns for the morning","genre":"` + genreId + `","type":"album"` + extra + `}`
}

func TestUploadMedia(t *testing.T) {
	t.Parallel()
	png := pngBytes(t)
	mp3 := audioFixture(t, "vbr.mp3")
	flac := audioFixture(t, "tone.flac")
	twoTracks := `[{"title":"Track one","lyrics":"Holy, holy"},{"title":"Track two","genre":"` + genreId + `"}]`
	good := func(meta, episodes string, files ...part) func(testing.TB) (*bytes.Buffer, string) {
		return func(t testing.TB) (*bytes.Buffer, string) {
			return multipartBody(t, [][2]string{{"podcastMetadata", meta}, {"episodesMetadata", episodes}}, files...)
		}
	}
	cover := part{"coverArt", "cover.png", png}
	cases := []struct {
		name     string
		who      string
		body     func(testing.TB) (*bytes.Buffer, string)
		status   int
		content  []string
		leftover bool // a record is expected to exist afterwards
	}{
		{"owner uploads a two-track album", "user", good(albumMeta(""), twoTracks, cover,
			part{"episodeAudios", "one.mp3", mp3}, part{"episodeAudios", "two.flac", flac}), 201,
			[]string{`"message":"Album uploaded successfully!"`, `"adminStatus":"pending"`, `"episodeCount":2`, `"duration":7`,
				`"title":"Track one"`, `"position":2`, `"format":"flac"`, `"coverArt":"/api/files/pbc_selah_media/`}, true},
		{"owner uploads a sermon with passages", "user", good(`{"title":"Born Again","description":"Nicodemus at night","genre":"`+genreId+
			`","type":"sermon","preacher":"Pastor Ann","theme":"Gospel of John","bibleReferences":"John 3:16-18; Rom 8","category":"`+sermonCatId+`","preachedAt":"2025-08-17"}`,
			`[{"title":"Sermon"}]`, cover, part{"episodeAudios", "sermon.mp3", mp3}), 201,
			[]string{`"message":"Sermon uploaded successfully!"`, `"preacher":"Pastor Ann"`, `"theme":"Gospel of John"`,
				`"text":"John 3:16-18"`, `"book":"Romans"`, `"category":{"_id":"` + sermonCatId + `"`, `"preachedAt":"2025-08-17"`}, true},
		{"owner asks for active status", "user", good(albumMeta(`,"adminStatus":"active"`), `[{"title":"x"}]`, cover,
			part{"episodeAudios", "one.mp3", mp3}), 201, []string{`"adminStatus":"pending"`}, true},
		{"guest", "", good(albumMeta(""), `[{"title":"x"}]`, cover, part{"episodeAudios", "one.mp3", mp3}), 401,
			[]string{`"success":false`}, false},
		{"admin token", "admin", good(albumMeta(""), `[{"title":"x"}]`, cover, part{"episodeAudios", "one.mp3", mp3}), 403,
			[]string{`"success":false`}, false},
		{"malformed metadata JSON", "user", good(`{"title":`, `[{"title":"x"}]`, cover, part{"episodeAudios", "one.mp3", mp3}), 400,
			[]string{`"message":"The upload's metadata (podcastMetadata) must be a JSON object."`}, false},
		{"missing fields", "user", good(`{}`, `[{"title":"x"}]`, cover, part{"episodeAudios", "one.mp3", mp3}), 400,
			[]string{`"title":{"code":"validation_required"`, `"genre":{"code":"validation_required"`, `"type":{"code":"validation_required"`}, false},
		{"unknown genre", "user", good(`{"title":"t","description":"d","genre":"nope","type":"album"}`, `[{"title":"x"}]`, cover,
			part{"episodeAudios", "one.mp3", mp3}), 400, []string{`"message":"Unknown genre."`}, false},
		{"unknown type", "user", good(`{"title":"t","description":"d","genre":"`+genreId+`","type":"video"}`, `[{"title":"x"}]`, cover,
			part{"episodeAudios", "one.mp3", mp3}), 400, []string{`"message":"Type must be album, podcast or sermon."`}, false},
		{"bad passage", "user", good(`{"title":"t","description":"d","genre":"`+genreId+`","type":"sermon","bibleReferences":"Hezekiah 3"}`,
			`[{"title":"x"}]`, cover, part{"episodeAudios", "one.mp3", mp3}), 400, []string{`"bibleReferences":{"code":"validation_invalid"`, `Hezekiah`}, false},
		{"episode without title", "user", good(albumMeta(""), `[{"title":"ok"},{"title":" "}]`, cover,
			part{"episodeAudios", "one.mp3", mp3}, part{"episodeAudios", "two.mp3", mp3}), 400,
			[]string{`"episodes.1.title":{"code":"validation_required","message":"Please enter a title."}`}, false},
		{"episode count does not match the files", "user", good(albumMeta(""), twoTracks, cover, part{"episodeAudios", "one.mp3", mp3}), 400,
			[]string{`"message":"Each episode needs one audio file: 2 episodes, 1 audio files."`}, false},
		{"no episodes", "user", good(albumMeta(""), `[]`, cover), 400,
			[]string{`"message":"Add at least one episode or track."`}, false},
		{"no cover", "user", good(albumMeta(""), `[{"title":"x"}]`, part{"episodeAudios", "one.mp3", mp3}), 400,
			[]string{`"message":"Please choose a cover image."`}, false},
		{"PNG renamed .mp3 in position 2", "user", good(albumMeta(""), twoTracks, cover,
			part{"episodeAudios", "one.mp3", mp3}, part{"episodeAudios", "two.mp3", png}), 415,
			[]string{`"message":"Audio file 2 is not a supported audio file (MP3, M4A, AAC, Ogg Vorbis, Opus, WAV or FLAC)."`, `"episodeAudios.1"`}, false},
		{"text file sent as cover.png", "user", good(albumMeta(""), `[{"title":"x"}]`,
			part{"coverArt", "cover.png", []byte("<html><script>alert(1)</script></html>")}, part{"episodeAudios", "one.mp3", mp3}), 415,
			[]string{`"message":"The cover image must be a JPEG, PNG or WebP image."`}, false},
		{"oversized cover", "user", good(albumMeta(""), `[{"title":"x"}]`,
			part{"coverArt", "cover.png", append(png, bytes.Repeat([]byte{0}, 10<<20)...)}, part{"episodeAudios", "one.mp3", mp3}), 413,
			[]string{`"message":"The cover image is larger than the limit of 10 MB."`}, false},
		{"zero-byte audio", "user", good(albumMeta(""), `[{"title":"x"}]`, cover, part{"episodeAudios", "empty.mp3", nil}), 400,
			[]string{`"message":"Audio file 1 is empty."`}, false},
		{"truncated MP3 (tag only)", "user", good(albumMeta(""), `[{"title":"x"}]`, cover,
			part{"episodeAudios", "cut.mp3", truncatedMP3(mp3)}), 400,
			[]string{`"message":"Audio file 1 is damaged or incomplete."`}, false},
		{"JSON body instead of multipart", "user", func(testing.TB) (*bytes.Buffer, string) {
			return bytes.NewBufferString(`{}`), "application/json"
		}, 415, []string{`"message":"Send the upload as multipart/form-data."`}, false},
		{"body cut off mid-file", "user", func(t testing.TB) (*bytes.Buffer, string) {
			b, ct := good(albumMeta(""), `[{"title":"x"}]`, cover, part{"episodeAudios", "one.mp3", mp3})(t)
			return bytes.NewBuffer(b.Bytes()[:b.Len()-len(mp3)/2]), ct
		}, 400, []string{`"message":"The upload was interrupted before it finished. Please try again."`}, false},
	}
	for _, c := range cases {
		fx, headers := &meFixture{}, map[string]string{}
		role := asRole(fx, c.who, headers)
		body, ct := c.body(t)
		headers["Content-Type"] = ct
		leftover := c.leftover
		sc := tests.ApiScenario{
			Name: "POST upload-media (" + c.name + ")", Method: http.MethodPost, URL: "/api/media/upload-media",
			Body: body, Headers: headers,
			BeforeTestFunc: func(t testing.TB, app *tests.TestApp, e *core.ServeEvent) {
				role(t, app, e)
				catalogFixture(t, app)
			},
			ExpectedStatus: c.status, ExpectedContent: c.content,
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				if !leftover {
					assertNothingLeft(t, app)
				}
			},
			TestAppFactory: testutil.Factory,
		}
		sc.Test(t)
	}
}

// truncatedMP3 keeps only the ID3 tag (or the first bytes) of an MP3.
func truncatedMP3(mp3 []byte) []byte {
	if len(mp3) > 10 && string(mp3[:3]) == "ID3" {
		size := int(mp3[6])<<21 | int(mp3[7])<<14 | int(mp3[8])<<7 | int(mp3[9])
		if 10+size < len(mp3) {
			return mp3[:10+size]
		}
	}
	return mp3[:64]
}

// TestUploadDurations checks the measured duration of every supported
// format through the whole pipeline, within 0.1 s.
func TestUploadDurations(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		file string
		want string
	}{
		{"vbr.mp3", `"duration":3.5`}, {"faststart.m4a", `"duration":2,`}, {"moovlast.m4a", `"duration":3.5`},
		{"adts.aac", `"duration":2.02`}, {"vorbis.ogg", `"duration":3.5`}, {"opus.opus", `"duration":2,`},
		{"pcm16.wav", `"duration":2,`}, {"tone.flac", `"duration":3.5`}, {"cbr.mp3", `"duration":2.03`},
	} {
		fx, headers := &meFixture{}, map[string]string{}
		role := asRole(fx, "user", headers)
		body, ct := multipartBody(t, [][2]string{{"podcastMetadata", albumMeta("")}, {"episodesMetadata", `[{"title":"x"}]`}},
			part{"coverArt", "c.png", pngBytes(t)}, part{"episodeAudios", c.file, audioFixture(t, c.file)})
		headers["Content-Type"] = ct
		sc := tests.ApiScenario{
			Name: "POST upload-media (" + c.file + ")", Method: http.MethodPost, URL: "/api/media/upload-media",
			Body: body, Headers: headers,
			BeforeTestFunc: func(t testing.TB, app *tests.TestApp, e *core.ServeEvent) {
				role(t, app, e)
				catalogFixture(t, app)
			},
			ExpectedStatus: 201, ExpectedContent: []string{c.want}, TestAppFactory: testutil.Factory,
		}
		sc.Test(t)
	}
}

// TestUploadRollsBackMidway makes the second track's save fail inside the
// transaction (as a full disk would) and checks that the first track, the
// cover and the media record are all gone.
func TestUploadRollsBackMidway(t *testing.T) {
	t.Parallel()
	s := newSession(t)
	catalogFixture(t, s.app)
	token := testutil.Token(t, s.user("disk@example.com", testutil.UserOpts{}))
	s.app.OnRecordCreateExecute("episodes").BindFunc(func(e *core.RecordEvent) error {
		if e.Record.GetInt("position") == 2 {
			return errors.New("no space left on device")
		}
		return e.Next()
	})
	mp3 := audioFixture(t, "vbr.mp3")
	body, ct := multipartBody(t, [][2]string{{"podcastMetadata", albumMeta("")},
		{"episodesMetadata", `[{"title":"one"},{"title":"two"}]`}},
		part{"coverArt", "c.png", pngBytes(t)}, part{"episodeAudios", "1.mp3", mp3}, part{"episodeAudios", "2.mp3", mp3})
	headers := bearer(token)
	headers["Content-Type"] = ct
	s.do(tests.ApiScenario{
		Name: "POST upload-media (disk fails on track 2)", Method: http.MethodPost, URL: "/api/media/upload-media",
		Body: body, Headers: headers, ExpectedStatus: 500,
		ExpectedContent:    []string{`"message":"Something went wrong on our side. Please try again."`},
		NotExpectedContent: []string{"no space left"},
	})
	// PocketBase deletes files of a rolled-back save in the background.
	waitFor(t, "the rolled-back upload's files to be removed", func() bool {
		ok := true
		func() {
			defer func() {
				if recover() != nil {
					ok = false
				}
			}()
			assertNothingLeft(&quietT{}, s.app)
		}()
		return ok
	})
	assertNothingLeft(t, s.app)
}

// quietT turns Fatal into a panic, so a check can be retried by waitFor.
type quietT struct{ testing.TB }

func (quietT) Helper()               {}
func (quietT) Fatalf(string, ...any) { panic("not yet") }
func (quietT) Fatal(...any)          { panic("not yet") }

// TestUploadScenarios is upload.go's table (and admin_upload.go's, its
// admin twin): a creator's album upload is one media create, one episode
// create and one media update (its counters, once the episode is saved)
// and mails no one; a guest, a
// suspended account and the wrong kind of account are refused, and bad
// metadata is a 400, all with nothing written.
func TestUploadScenarios(t *testing.T) {
	t.Parallel()
	fx := newReaderFixture(t)
	png, mp3 := pngBytes(t), audioFixture(t, "vbr.mp3")
	upload := func(name string, r readerRole, url, meta string, extra [][2]string, w ownedWant) tests.ApiScenario {
		fields := append([][2]string{{"podcastMetadata", meta}, {"episodesMetadata", `[{"title":"Track one"}]`}}, extra...)
		body, contentType := multipartBody(t, fields, part{"coverArt", "cover.png", png}, part{"episodeAudios", "one.mp3", mp3})
		sc := fx.scenario(name+" as "+string(r), r, "POST", url, "", w)
		sc.Headers["Content-Type"] = contentType
		sc.Body = body
		return sc
	}
	created := ownedWant{status: 201, content: []string{`"message":"Album uploaded successfully!"`, `"adminStatus":"pending"`},
		events: with(saved("create", 2), map[string]int{"OnRecordDelete": 0, "OnRecordUpdate": 1, "OnMailerSend": 0})}
	refused := func(status int) ownedWant { return ownedWant{status: status, content: []string{`"success":false`}} }
	var table []tests.ApiScenario
	for r, w := range map[readerRole]ownedWant{
		rdGuest: refused(401), rdListener: created, rdOwner: created, rdOther: created, rdAdmin: refused(403), rdSuspended: refused(403),
	} {
		table = append(table, upload("album", r, "/api/media/upload-media", albumMeta(""), nil, w))
	}
	table = append(table, upload("missing fields", rdOwner, "/api/media/upload-media", `{}`, nil,
		ownedWant{status: 400, content: []string{`"title":{"code":"validation_required"`}}))
	for r, w := range map[readerRole]ownedWant{
		rdGuest: refused(401), rdListener: refused(403), rdOwner: refused(403), rdAdmin: refused(400), rdSuspended: refused(403),
	} {
		// An admin's upload names the creator it is for; without one it is a 400.
		table = append(table, upload("admin upload without a creator", r, "/api/admin/upload-media", albumMeta(""), nil, w))
	}
	fx.run(t, table)
}
