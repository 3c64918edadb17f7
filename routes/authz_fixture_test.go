package routes_test

import (
	"encoding/base64"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
	"github.com/pocketbase/pocketbase/tools/filesystem"
	"github.com/pocketbase/pocketbase/tools/router"

	"selah/hooks"
	"selah/internal/codes"
	"selah/internal/moderation"
	"selah/routes"
	"selah/testutil"
)

// Fixed ids of the matrix's records (15 characters of [a-z0-9]), so a
// row's URL names a record before any app exists.
const (
	azMe         = "azuserme0000001"
	azOther      = "azuserother0001"
	azUnverified = "azuserunver0001"
	azSuspended  = "azusersusp00001"
	azAdmin      = "azadmin00000001"

	azMePending  = "azmediamepnd001" // my album, pending
	azMeActive   = "azmediameact001" // my sermon, approved
	azOtherDraft = "azmediaothdr001" // their album, pending
	azOtherCast  = "azmediaothpc001" // their podcast, approved (rejected first)
	azSuspAlbum  = "azmediasusal001" // the suspended creator's album, approved
	azRtDraft    = "azrtdraft000001" // their other pending album: TestAuthzRealtime approves it

	azEpMePending  = "azepmepnd000001"
	azEpMeActive   = "azepmeact000001"
	azEpOtherDraft = "azepothdr000001"
	azEpOtherCast  = "azepothpc000001"
	azEpSuspAlbum  = "azepsusal000001"

	azMsgOther    = "azmsgother00001"
	azMsgMe       = "azmsgme00000001"
	azPlayOther   = "azplayother0001"
	azLikeOther   = "azlikeother0001"
	azPosOther    = "azposother00001"
	azListenOther = "azlistenoth0001"
	azDownload    = "azdownload00001"
	azPlatform    = "platform0000001" // the one platform_settings row (migration)
)

// Texts that belong to one account: the matrix checks that no answer to
// any other role carries them.
const (
	secretMyDraft      = "My Pending Psalm"
	secretTheirDraft   = "Their Secret Draft"
	secretHiddenHymn   = "Hidden Hymn"
	secretNoteToOther  = "Private note for other"
	secretNoteToMe     = "A note only for me"
	secretRejectReason = "Secret rejection reason"
	secretListenerKey  = "secret-listener-key-of-other"
	secretDownloadKey  = "secret-download-key-of-a-podcast-app"
	secretUploadName   = "other-secret-upload.mp3"
	secretRevision     = "Their Revised Title"
)

// roleAccount is who a role is: email, password and collection.
var roleAccount = map[role]struct{ email, collection string }{
	guest:      {"nobody@example.com", ""},
	user:       {"me@example.com", "users"},
	other:      {"other@example.com", "users"},
	unverified: {"new@example.com", "users"},
	suspended:  {"out@example.com", "users"},
	admin:      {"staff@example.com", "admins"},
	superuser:  {"root@example.com", core.CollectionNameSuperusers},
}

// authzFixture is one app holding every record the matrix needs, built
// once; each request that may write runs on a copy of its data dir.
type authzFixture struct {
	base        *tests.TestApp
	router      *router.Router[*core.RequestEvent] // the base app's, for the route list
	tokens      map[role]string                    // auth tokens ("" for the guest)
	fileTokens  map[role]string                    // file tokens for protected files
	resetTokens map[role]string                    // password reset tokens
	verifyCode  string                             // new@example.com's verification code
	codeHash    string                             // its stored hash
	codeId      string
	eventId     string // a moderation_events row of their podcast
	revisionId  string // the revision waiting on their podcast
	playDayId   string
	uploadId    string            // other's finished tus upload
	png, mp3    []byte            // a cover and an audio file that pass the upload checks
	covers      map[string]string // media id -> cover file name
	audios      map[string]string // episode id -> audio file name
	secrets     map[string][]role // text -> the roles that may see it
}

func newAuthzFixture(t *testing.T) *authzFixture {
	t.Helper()
	app := testutil.NewApp(t)
	t.Cleanup(app.Cleanup)
	fx := &authzFixture{base: app, tokens: map[role]string{}, fileTokens: map[role]string{},
		resetTokens: map[role]string{}, covers: map[string]string{}, audios: map[string]string{}}

	// The rate limiter is per app and per address, and every request here
	// comes from one address: its own tests are in rate_limit_test.go.
	settings := app.Settings()
	settings.RateLimits.Enabled = false
	must(t, app.Save(settings))
	catalogFixture(t, app)

	accounts := map[role]*core.Record{
		user:       azSaveUser(t, app, azMe, "me@example.com", "Me Creator", true, false),
		other:      azSaveUser(t, app, azOther, "other@example.com", "Other Creator", true, false),
		unverified: azSaveUser(t, app, azUnverified, "new@example.com", "New Person", false, false),
		suspended:  azSaveUser(t, app, azSuspended, "out@example.com", "Out Creator", true, true),
	}
	adminColl, _ := app.FindCollectionByNameOrId("admins")
	staff := core.NewRecord(adminColl)
	staff.Id = azAdmin
	staff.SetEmail("staff@example.com")
	testutil.SetFixturePassword(staff)
	staff.SetVerified(true)
	staff.Set("name", "Staff Reviewer")
	must(t, app.Save(staff))
	accounts[admin] = staff
	testutil.SuperuserToken(t, app)
	root, err := app.FindAuthRecordByEmail(core.CollectionNameSuperusers, "root@example.com")
	must(t, err)
	accounts[superuser] = root

	png, mp3 := pngBytes(t), audioFixture(t, "cbr.mp3")
	fx.png, fx.mp3 = png, mp3
	for _, m := range []struct {
		id, ep, title, kind string
		owner               *core.Record
	}{
		{azMePending, azEpMePending, secretMyDraft, "album", accounts[user]},
		{azMeActive, azEpMeActive, "Grace Abounds", "sermon", accounts[user]},
		{azOtherDraft, azEpOtherDraft, secretTheirDraft, "album", accounts[other]},
		{azOtherCast, azEpOtherCast, "Their Open Podcast", "podcast", accounts[other]},
		{azSuspAlbum, azEpSuspAlbum, secretHiddenHymn, "album", accounts[suspended]},
	} {
		fx.covers[m.id] = azSaveMedia(t, app, m.id, m.title, m.kind, m.owner.Id, png)
		fx.audios[m.ep] = azSaveEpisode(t, app, m.ep, m.id, mp3)
	}
	azSaveMedia(t, app, azRtDraft, "Soon Approved", "album", azOther, png)
	// Their podcast was rejected once (the reason stays in its history
	// only), then approved without a reason.
	must(t, moderation.SetStatus(app, mustFind(t, app, "media", azOtherCast), moderation.Rejected, staff, secretRejectReason))
	for _, id := range []string{azMeActive, azOtherCast, azSuspAlbum} {
		must(t, moderation.SetStatus(app, mustFind(t, app, "media", id), moderation.Active, staff, ""))
	}
	// Then they renamed it: the new title waits for review as a revision
	// (the owner and admins see it; the public sees the approved title).
	cast := mustFind(t, app, "media", azOtherCast)
	cast.Set("title", secretRevision)
	must(t, app.Save(cast))
	rev, err := app.FindFirstRecordByData(moderation.RevisionsCollection, "media", azOtherCast)
	must(t, err)
	fx.revisionId = rev.Id
	// The waveform worker would decode these in the background of every
	// copy; they are marked done so no copy writes behind a request.
	_, err = app.DB().Update("episodes", dbx.Params{"peaksStatus": "failed"}, nil).Execute()
	must(t, err)
	// Their podcast's episode failed processing (so it may be retried);
	// the others wait for a rendition worker that test apps hold.
	_, err = app.DB().Update("episodes", dbx.Params{"processing": "failed", "processingError": "Unreadable."},
		dbx.HashExp{"id": azEpOtherCast}).Execute()
	must(t, err)

	azSaveRaw(t, app, "messages", azMsgOther, map[string]any{"from": azAdmin, "to": azOther, "text": secretNoteToOther})
	azSaveRaw(t, app, "messages", azMsgMe, map[string]any{"from": azAdmin, "to": azMe, "text": secretNoteToMe})
	azSaveRaw(t, app, "plays", azPlayOther, map[string]any{"episode": azEpMeActive, "media": azMeActive,
		"listener": azOther, "listenerKey": secretListenerKey})
	azSaveRaw(t, app, "likes", azLikeOther, map[string]any{"user": azOther, "media": azMeActive})
	azSaveRaw(t, app, "positions", azPosOther, map[string]any{"listener": azOther, "episode": azEpMeActive, "position": 42})
	azSaveRaw(t, app, "listens", azListenOther, map[string]any{"listener": azOther, "episode": azEpMeActive,
		"startedAt": "2026-01-01 10:00:00.000Z", "bytesServed": 1000})
	azSaveImport(t, app)
	azSaveRaw(t, app, "downloads", azDownload, map[string]any{"episode": azEpOtherCast, "media": azOtherCast,
		"listenerKey": secretDownloadKey})

	fx.verifyCode, err = codes.Issue(app, "new@example.com", codes.Verify)
	must(t, err)
	code, err := app.FindFirstRecordByData("verification_codes", "email", "new@example.com")
	must(t, err)
	fx.codeId, fx.codeHash = code.Id, code.GetString("codeHash")
	ev, err := app.FindFirstRecordByData("moderation_events", "reason", secretRejectReason)
	must(t, err)
	fx.eventId = ev.Id
	azSaveReports(t, app, fx.eventId)
	day, err := app.FindFirstRecordByData("play_days", "media", azMeActive)
	must(t, err)
	fx.playDayId = day.Id

	for r, rec := range accounts {
		fx.tokens[r] = testutil.Token(t, rec)
		ft, err := rec.NewFileToken()
		must(t, err)
		fx.fileTokens[r] = ft
		rt, err := rec.NewPasswordResetToken()
		must(t, err)
		fx.resetTokens[r] = rt
	}

	var mux http.Handler
	mux, fx.router = serveAuthz(t, app)
	fx.uploadId = azTusUpload(t, mux, fx.tokens[other], mp3)

	fx.secrets = map[string][]role{
		"me@example.com":    {user, admin, superuser},
		"other@example.com": {other, admin, superuser},
		"new@example.com":   {unverified, admin, superuser},
		"out@example.com":   {suspended, admin, superuser},
		"staff@example.com": {admin, superuser},
		"root@example.com":  {superuser},
		secretMyDraft:       {user, admin, superuser},
		secretTheirDraft:    {other, admin, superuser},
		secretHiddenHymn:    {suspended, admin, superuser},
		secretNoteToOther:   {other, superuser},
		secretNoteToMe:      {user, superuser},
		secretRejectReason:  {admin, superuser},
		secretListenerKey:   {superuser},
		secretDownloadKey:   {superuser},
		secretUploadName:    {other, superuser},
		secretImportReason:  {other, admin, superuser},
		secretRevision:      {other, admin, superuser},
		secretReporterEmail: {admin, superuser},
		secretReportText:    {admin, superuser},
		secretAppealText:    {other, admin, superuser},
		// Superusers own the database: PocketBase shows them hidden fields.
		fx.codeHash: {superuser},
	}
	// Hidden fields: nobody, superusers included, reads a password hash or
	// a token key through any route.
	for _, rec := range accounts {
		fresh := mustFind(t, app, rec.Collection().Name, rec.Id)
		fx.secrets[fresh.GetString("password")] = nil
		fx.secrets[fresh.TokenKey()] = nil
	}

	testutil.Checkpoint(t, app)
	return fx
}

// clone is a fresh app on a copy of the fixture's data (about 60 ms),
// with our hooks and routes, served; for a request that may write.
func (fx *authzFixture) clone(t testing.TB) (*tests.TestApp, http.Handler) {
	t.Helper()
	app, err := tests.NewTestApp(fx.base.DataDir())
	must(t, err)
	hooks.Register(app)
	routes.Register(app)
	mux, _ := serveAuthz(t, app)
	return app, mux
}

// serveAuthz runs the app's serve hooks on PocketBase's router, as the
// binary and tests.ApiScenario do, and returns the mux and the router.
func serveAuthz(t testing.TB, app core.App) (http.Handler, *router.Router[*core.RequestEvent]) {
	t.Helper()
	r, err := apis.NewRouter(app)
	must(t, err)
	se := &core.ServeEvent{App: app, Router: r}
	must(t, app.OnServe().Trigger(se, func(e *core.ServeEvent) error { return nil }))
	mux, err := r.BuildMux()
	must(t, err)
	return mux, r
}

func azSaveUser(t testing.TB, app core.App, id, email, name string, verified, isSuspended bool) *core.Record {
	t.Helper()
	coll, _ := app.FindCollectionByNameOrId("users")
	r := core.NewRecord(coll)
	r.Id = id
	r.SetEmail(email)
	testutil.SetFixturePassword(r)
	r.SetVerified(verified)
	r.Set("name", name)
	r.Set("accountStatus", "active")
	if isSuspended {
		r.Set("accountStatus", "suspended")
	}
	must(t, app.Save(r))
	return r
}

// azSaveMedia saves a pending media item with a PNG cover and returns the
// cover's stored name.
func azSaveMedia(t testing.TB, app core.App, id, title, kind, owner string, cover []byte) string {
	t.Helper()
	coll, _ := app.FindCollectionByNameOrId("media")
	m := core.NewRecord(coll)
	m.Id = id
	m.Set("title", title)
	m.Set("description", "About "+title)
	m.Set("type", kind)
	m.Set("genre", genreId)
	if kind == "podcast" {
		m.Set("category", podcastCat)
	}
	m.Set("artist", owner)
	f, err := filesystem.NewFileFromBytes(cover, "cover.png")
	must(t, err)
	m.Set("coverArt", f)
	must(t, app.Save(m))
	return m.GetString("coverArt")
}

// azSaveEpisode saves an episode with real MP3 bytes and returns the
// audio's stored name.
func azSaveEpisode(t testing.TB, app core.App, id, media string, audio []byte) string {
	t.Helper()
	coll, _ := app.FindCollectionByNameOrId("episodes")
	e := core.NewRecord(coll)
	e.Id = id
	e.Set("media", media)
	e.Set("title", "Episode of "+media)
	e.Set("position", 1)
	e.Set("duration", 2)
	f, err := filesystem.NewFileFromBytes(audio, "track.mp3")
	must(t, err)
	e.Set("audio", f)
	must(t, app.Save(e))
	return e.GetString("audio")
}

func azSaveRaw(t testing.TB, app core.App, collection, id string, data map[string]any) {
	t.Helper()
	coll, err := app.FindCollectionByNameOrId(collection)
	must(t, err)
	r := core.NewRecord(coll)
	r.Id = id
	r.Load(data)
	must(t, app.Save(r))
}

// azTusUpload sends a whole file through tus as the token's user and
// returns the upload id.
func azTusUpload(t testing.TB, mux http.Handler, token string, data []byte) string {
	t.Helper()
	meta := "filename " + base64.StdEncoding.EncodeToString([]byte(secretUploadName)) +
		",filetype " + base64.StdEncoding.EncodeToString([]byte("audio/mpeg"))
	req := httptest.NewRequest(http.MethodPost, "/api/uploads/", nil)
	req.Header.Set("Authorization", "Bearer "+token)
	req.Header.Set("Tus-Resumable", "1.0.0")
	req.Header.Set("Upload-Length", strconv.Itoa(len(data)))
	req.Header.Set("Upload-Metadata", meta)
	res := httptest.NewRecorder()
	mux.ServeHTTP(res, req)
	if res.Code != http.StatusCreated {
		t.Fatalf("tus create: %d %s", res.Code, res.Body)
	}
	loc := res.Header().Get("Location")
	id := loc[strings.LastIndex(loc, "/")+1:]
	req = httptest.NewRequest(http.MethodPatch, "/api/uploads/"+id, strings.NewReader(string(data)))
	req.Header.Set("Authorization", "Bearer "+token)
	req.Header.Set("Tus-Resumable", "1.0.0")
	req.Header.Set("Upload-Offset", "0")
	req.Header.Set("Content-Type", "application/offset+octet-stream")
	res = httptest.NewRecorder()
	mux.ServeHTTP(res, req)
	if res.Code != http.StatusNoContent {
		t.Fatalf("tus patch: %d %s", res.Code, res.Body)
	}
	return id
}

func mustFind(t testing.TB, app core.App, collection, id string) *core.Record {
	t.Helper()
	r, err := app.FindRecordById(collection, id)
	must(t, err)
	return r
}

func must(t testing.TB, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
