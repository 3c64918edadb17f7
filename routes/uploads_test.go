package routes_test

import (
	"bytes"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"selah/internal/platform"
	"selah/internal/resumable"
	"selah/testutil"
)

// finishBody is an upload-media-from-uploads body for an album.
func finishBody(cover string, episodes ...string) string {
	eps := make([]string, len(episodes))
	meta := make([]string, len(episodes))
	for i, id := range episodes {
		eps[i] = strconv.Quote(id)
		meta[i] = `{"title":"Track ` + strconv.Itoa(i+1) + `"}`
	}
	return `{"podcastMetadata":` + albumMeta("") + `,"episodesMetadata":[` + strings.Join(meta, ",") +
		`],"coverUpload":"` + cover + `","episodeUploads":[` + strings.Join(eps, ",") + `]}`
}

// finish posts body to upload-media-from-uploads as token.
func finish(s *session, token, body string, status int, content ...string) string {
	return s.do(tests.ApiScenario{
		Name: "finish", Method: http.MethodPost, URL: "/api/media/upload-media-from-uploads",
		Headers: map[string]string{"Authorization": "Bearer " + token, "Content-Type": jsonCT},
		Body:    strings.NewReader(body), ExpectedStatus: status, ExpectedContent: content,
	})
}

func uploadFile(app core.App, id string) string { return filepath.Join(resumable.Dir(app), id) }

func uploadRows(t *testing.T, app core.App) int {
	t.Helper()
	n, err := app.CountRecords("uploads")
	if err != nil {
		t.Fatal(err)
	}
	return int(n)
}

func TestResumableUploadSurvivesACut(t *testing.T) {
	s := newSession(t)
	catalogFixture(t, s.app)
	me := tusClient{s, testutil.Token(t, s.user("creator@example.com", testutil.UserOpts{}))}
	wav := audioFixture(t, "pcm16.wav")
	flac := audioFixture(t, "tone.flac")

	id, created := me.create(t, len(wav), "hymn.wav", "audio/wav", http.StatusCreated)
	if created.header.Get("Upload-Expires") == "" || !strings.HasPrefix(created.header.Get("Location"), "http") {
		t.Fatalf("creation answered %v", created.header)
	}
	// The first PATCH dies after 3,000 bytes, like a dropped connection.
	cut := me.patch(t, id, 0, &cutReader{data: wav[:3000]}, http.StatusBadRequest)
	if !strings.Contains(cut.body, "The connection dropped before all the data arrived") {
		t.Fatalf("the cut PATCH answered %s", cut.body)
	}
	if off := me.head(t, id, http.StatusOK).header.Get("Upload-Offset"); off != "3000" {
		t.Fatalf("after the cut the server holds %q bytes, want 3000", off)
	}
	// A client that starts over is told where to resume, in our envelope.
	wrong := me.patch(t, id, 0, bytes.NewReader(wav), http.StatusConflict)
	if !strings.Contains(wrong.body, `"success":false`) || !strings.Contains(wrong.body, "resume from there") {
		t.Fatalf("offset mismatch answered %s", wrong.body)
	}
	me.patch(t, id, 3000, bytes.NewReader(wav[3000:]), http.StatusNoContent)
	if got, err := os.ReadFile(uploadFile(s.app, id)); err != nil || !bytes.Equal(got, wav) {
		t.Fatalf("the resumed upload differs from the file sent (err %v)", err)
	}

	cover := me.put(t, pngBytes(t), "cover.png", "image/png")
	second := me.put(t, flac, "two.flac", "audio/flac")
	out := finish(s, me.token, finishBody(cover, id, second), http.StatusCreated,
		`"message":"Album uploaded successfully!"`, `"episodeCount":2`, `"format":"wav"`, `"format":"flac"`)

	// The stored audio is byte for byte what was sent; the uploads are consumed.
	eps, err := s.app.FindAllRecords("episodes")
	if err != nil || len(eps) != 2 {
		t.Fatalf("episodes: %d (err %v), answer %s", len(eps), err, out)
	}
	fsys, err := s.app.NewFilesystem()
	if err != nil {
		t.Fatal(err)
	}
	defer fsys.Close()
	for _, ep := range eps {
		if ep.GetInt("position") != 1 {
			continue
		}
		r, err := fsys.GetReader(ep.BaseFilesPath() + "/" + ep.GetString("audio"))
		if err != nil {
			t.Fatal(err)
		}
		var stored bytes.Buffer
		_, _ = stored.ReadFrom(r)
		r.Close()
		if !bytes.Equal(stored.Bytes(), wav) {
			t.Fatal("the stored episode differs from the uploaded bytes")
		}
	}
	if n := uploadRows(t, s.app); n != 0 {
		t.Fatalf("%d upload rows left after finishing", n)
	}
	if entries, _ := os.ReadDir(resumable.Dir(s.app)); len(entries) != 0 {
		t.Fatalf("%d upload files left after finishing", len(entries))
	}
	// The waveform is computed in the background, after the answer.
	waitFor(t, "both waveforms", func() bool {
		n, _ := s.app.CountRecords("episodes", dbx.HashExp{"peaksStatus": "ready"})
		return n == 2
	})
	mediaId := eps[0].GetString("media")
	s.do(tests.ApiScenario{
		Name: "media with peaks", Method: http.MethodGet, URL: "/api/media/" + mediaId,
		Headers: bearer(me.token), ExpectedStatus: http.StatusOK, ExpectedContent: []string{`"peaks":[`},
		NotExpectedContent: []string{`"peaks":null`},
	})

	// Used uploads cannot make a second item.
	finish(s, me.token, finishBody(cover, id, second), http.StatusNotFound, `"coverUpload"`)
}

func TestResumableUploadIsTheOwnersOnly(t *testing.T) {
	s := newSession(t)
	catalogFixture(t, s.app)
	owner := tusClient{s, testutil.Token(t, s.user("owner@example.com", testutil.UserOpts{}))}
	other := tusClient{s, testutil.Token(t, s.user("other@example.com", testutil.UserOpts{}))}
	guest := tusClient{s, ""}
	admin := tusClient{s, testutil.Token(t, testutil.CreateAdmin(t, s.app, "admin@example.com"))}
	suspended := tusClient{s, testutil.Token(t, s.user("out@example.com", testutil.UserOpts{Suspended: true}))}
	wav := audioFixture(t, "pcm16.wav")

	id, _ := owner.create(t, len(wav), "a.wav", "audio/wav", http.StatusCreated)
	owner.patch(t, id, 0, bytes.NewReader(wav[:100]), http.StatusNoContent)

	for name, c := range map[string]tusClient{"another user": other} {
		c.head(t, id, http.StatusNotFound)
		c.patch(t, id, 100, bytes.NewReader(wav[100:]), http.StatusNotFound)
		c.send(t, http.MethodDelete, "/api/uploads/"+id, http.StatusNotFound, nil, nil)
		if off := owner.head(t, id, http.StatusOK).header.Get("Upload-Offset"); off != "100" {
			t.Fatalf("%s changed the upload: offset %s", name, off)
		}
	}
	guest.create(t, 10, "x.wav", "audio/wav", http.StatusUnauthorized)
	guest.patch(t, id, 100, bytes.NewReader(wav[100:]), http.StatusUnauthorized)
	admin.create(t, 10, "x.wav", "audio/wav", http.StatusForbidden)
	suspended.create(t, 10, "x.wav", "audio/wav", http.StatusForbidden)

	// Finishing another user's upload is a 404 naming the field.
	owner.patch(t, id, 100, bytes.NewReader(wav[100:]), http.StatusNoContent)
	cover := owner.put(t, pngBytes(t), "c.png", "image/png")
	finish(s, other.token, finishBody(cover, id), http.StatusNotFound, `"coverUpload"`, `"code":"validation_not_found"`)
	finish(s, "", finishBody(cover, id), http.StatusUnauthorized, "Please sign in")
	if n := uploadRows(t, s.app); n != 2 {
		t.Fatalf("another user's attempts changed the uploads: %d rows", n)
	}

	// The owner cancels: the row and the bytes go.
	owner.send(t, http.MethodDelete, "/api/uploads/"+id, http.StatusNoContent, nil, nil)
	owner.head(t, id, http.StatusNotFound)
	if _, err := os.Stat(uploadFile(s.app, id)); !os.IsNotExist(err) {
		t.Fatalf("cancelled upload's bytes are still there (%v)", err)
	}
}

func TestResumableUploadExpires(t *testing.T) {
	s := newSession(t)
	me := tusClient{s, testutil.Token(t, s.user("slow@example.com", testutil.UserOpts{}))}
	old, _ := me.create(t, 1000, "old.wav", "audio/wav", http.StatusCreated)
	me.patch(t, old, 0, bytes.NewReader(make([]byte, 500)), http.StatusNoContent)
	fresh, _ := me.create(t, 1000, "fresh.wav", "audio/wav", http.StatusCreated)

	// Age the first upload past 24 hours; the sweep (run when the server
	// starts, and every ten minutes) removes it and nothing else.
	if _, err := s.app.DB().NewQuery("UPDATE uploads SET created = {:t} WHERE id = {:id}").Bind(map[string]any{
		"t": time.Now().Add(-25 * time.Hour).UTC().Format("2006-01-02 15:04:05.000Z"), "id": old,
	}).Execute(); err != nil {
		t.Fatal(err)
	}
	me.head(t, old, http.StatusNotFound)
	me.head(t, fresh, http.StatusOK)
	if _, err := os.Stat(uploadFile(s.app, old)); !os.IsNotExist(err) {
		t.Fatalf("expired upload's bytes are still there (%v)", err)
	}
	if _, err := os.Stat(uploadFile(s.app, old) + ".info"); !os.IsNotExist(err) {
		t.Fatalf("expired upload's info file is still there (%v)", err)
	}
	if n := uploadRows(t, s.app); n != 1 {
		t.Fatalf("%d upload rows, want only the fresh one", n)
	}
}

func TestResumableUploadQuota(t *testing.T) {
	s := newSession(t)
	if err := platform.Save(s.app, platform.Settings{RegistrationOpen: true, MaxUploadMB: 1}); err != nil {
		t.Fatal(err)
	}
	me := tusClient{s, testutil.Token(t, s.user("big@example.com", testutil.UserOpts{}))}
	first, _ := me.create(t, 600<<10, "a.wav", "audio/wav", http.StatusCreated)
	refused := tusClient{s, me.token}.send(t, http.MethodPost, "/api/uploads/", http.StatusRequestEntityTooLarge,
		map[string]string{"Upload-Length": strconv.Itoa(600 << 10)}, nil)
	if !strings.Contains(refused.body, "You already have 600 KB of unfinished uploads") ||
		!strings.Contains(refused.body, "the limit is 1 MB") || !strings.Contains(refused.body, `"success":false`) {
		t.Fatalf("quota answered %s", refused.body)
	}
	// Another user has their own quota; cancelling frees the caller's.
	tusClient{s, testutil.Token(t, s.user("b@example.com", testutil.UserOpts{}))}.create(t, 600<<10, "b.wav", "audio/wav", http.StatusCreated)
	me.send(t, http.MethodDelete, "/api/uploads/"+first, http.StatusNoContent, nil, nil)
	me.create(t, 600<<10, "c.wav", "audio/wav", http.StatusCreated)

	// Sizes the protocol must refuse, in the envelope.
	tooBig := me.send(t, http.MethodPost, "/api/uploads/", http.StatusRequestEntityTooLarge,
		map[string]string{"Upload-Length": strconv.Itoa(501 << 20)}, nil)
	deferred := me.send(t, http.MethodPost, "/api/uploads/", http.StatusBadRequest,
		map[string]string{"Upload-Defer-Length": "1"}, nil)
	bad := me.send(t, http.MethodPost, "/api/uploads/", http.StatusBadRequest, map[string]string{"Upload-Length": "-4"}, nil)
	for _, a := range []tusAnswer{tooBig, deferred, bad} {
		if !strings.Contains(a.body, `"success":false`) || a.header.Get("Content-Type") != "application/json" {
			t.Fatalf("a refused creation answered %d %s", a.status, a.body)
		}
	}
	if !strings.Contains(tooBig.body, "A file can be at most 500 MB") {
		t.Fatalf("max size answered %s", tooBig.body)
	}
	noVersion := tusClient{s, me.token}
	a := noVersion.send(t, http.MethodPatch, "/api/uploads/"+first, http.StatusNotFound, map[string]string{"Tus-Resumable": ""}, nil)
	if !strings.Contains(a.body, "not found") {
		t.Fatalf("patch of a cancelled upload answered %s", a.body)
	}
}

func TestResumableFinishRefusesWhatIsNotAudio(t *testing.T) {
	s := newSession(t)
	catalogFixture(t, s.app)
	me := tusClient{s, testutil.Token(t, s.user("creator@example.com", testutil.UserOpts{}))}
	wav := audioFixture(t, "pcm16.wav")
	cover := me.put(t, pngBytes(t), "cover.png", "image/png")
	good := me.put(t, wav, "good.wav", "audio/wav")
	fake := me.put(t, []byte("<html><script>alert(1)</script></html>"+strings.Repeat(" ", 5000)), "evil.mp3", "audio/mpeg")

	// A metadata mistake keeps the uploads, so the creator can fix it and finish.
	finish(s, me.token, `{"podcastMetadata":{"type":"album"},"episodesMetadata":[{"title":"x"}],"coverUpload":"`+cover+
		`","episodeUploads":["`+good+`"]}`, http.StatusBadRequest, `"title"`)
	finish(s, me.token, `{"episodeUploads":"nope"}`, http.StatusBadRequest, `"episodeUploads"`)
	finish(s, me.token, finishBody(cover, good, good), http.StatusBadRequest, `"episodeUploads.1"`, "only once")
	if n := uploadRows(t, s.app); n != 3 {
		t.Fatalf("a metadata error removed uploads: %d rows left of 3", n)
	}
	// An unfinished upload is named.
	half, _ := me.create(t, len(wav), "half.wav", "audio/wav", http.StatusCreated)
	me.patch(t, half, 0, bytes.NewReader(wav[:10]), http.StatusNoContent)
	finish(s, me.token, finishBody(cover, half), http.StatusConflict, `"episodeUploads.0"`, "has not finished uploading")

	// Bytes that are not audio: refused, and every upload of the request goes.
	finish(s, me.token, finishBody(cover, good, fake), http.StatusUnsupportedMediaType,
		`"episodeAudios.1"`, "Audio file 2 is not a supported audio file")
	assertNothingLeft(t, s.app)
	for _, id := range []string{cover, good, fake} {
		if _, err := os.Stat(uploadFile(s.app, id)); !os.IsNotExist(err) {
			t.Fatalf("refused upload %s is still on disk (%v)", id, err)
		}
	}
	if n := uploadRows(t, s.app); n != 1 { // only the unfinished one
		t.Fatalf("%d upload rows left, want 1", n)
	}
}

func TestResumableDiscovery(t *testing.T) {
	s := newSession(t)
	a := tusClient{s, ""}.send(t, http.MethodOptions, "/api/uploads/", http.StatusOK, nil, nil)
	if ext := a.header.Get("Tus-Extension"); ext != "creation,creation-with-upload,termination,expiration" {
		t.Fatalf("Tus-Extension %q", ext)
	}
	if a.header.Get("Tus-Max-Size") != strconv.Itoa(500<<20) || a.header.Get("Tus-Version") != "1.0.0" {
		t.Fatalf("discovery headers %v", a.header)
	}
}
