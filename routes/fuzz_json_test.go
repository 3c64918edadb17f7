package routes_test

import (
	"bytes"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"

	"selah/internal/platform"
	"selah/testutil"
)

// fuzzRoute is a route that reads a form body (readBody), and who calls it.
type fuzzRoute struct {
	method, path string
	as           string // "", "user", "admin" or "leaver"
}

// fuzzRoutes are every route that reads a JSON, urlencoded or multipart
// form. {media}, {episode} and {other} are the fixture's ids. DELETE /me
// is called by its own account, so the user the other routes act as stays.
var fuzzRoutes = []fuzzRoute{
	{http.MethodPost, "/api/users/create-new-account", ""},
	{http.MethodPost, "/api/users/verify-user", ""},
	{http.MethodPost, "/api/users/resend-verification-code", ""},
	{http.MethodPost, "/api/users/login", ""},
	{http.MethodPost, "/api/users/forgot-password", ""},
	{http.MethodPost, "/api/users/verify-reset-code", ""},
	{http.MethodPost, "/api/users/reset-password", ""},
	{http.MethodPatch, "/api/users/me", "user"},
	{http.MethodPost, "/api/users/change-password", "user"},
	{http.MethodDelete, "/api/users/me", "leaver"},
	{http.MethodPost, "/api/admin/login", ""},
	{http.MethodPatch, "/api/admin/me", "admin"},
	{http.MethodPost, "/api/admin/change-password", "admin"},
	{http.MethodPut, "/api/admin/settings", "admin"},
	{http.MethodPut, "/api/admin/users/{other}/status", "admin"},
	{http.MethodPost, "/api/admin/users/{other}/messages", "admin"},
	{http.MethodPut, "/api/media/media-status", "admin"},
	{http.MethodPatch, "/api/media/{media}", "user"},
	{http.MethodPost, "/api/media/plays", "user"},
	{http.MethodPut, "/api/media/episodes/{episode}/position", "user"},
	{http.MethodPost, "/api/media/upload-media-from-uploads", "user"},
}

// Content types of the seeds; the fuzzer varies them (and the boundary).
const (
	ctForm      = "application/x-www-form-urlencoded"
	ctMultipart = "multipart/form-data; boundary=fz"
)

// multipartFields is a multipart body with boundary "fz".
func multipartFields(pairs ...string) string {
	var b strings.Builder
	for i := 0; i+1 < len(pairs); i += 2 {
		b.WriteString("--fz\r\nContent-Disposition: form-data; name=\"" + pairs[i] + "\"\r\n\r\n" + pairs[i+1] + "\r\n")
	}
	return b.String() + "--fz--\r\n"
}

// imagePart is a multipart body (boundary "fz") with a small PNG in field
// and the SDK's @jsonPayload.
func imagePart(t testing.TB, field, name, payload string) []byte {
	var b bytes.Buffer
	mw := multipart.NewWriter(&b)
	_ = mw.SetBoundary("fz")
	_ = mw.WriteField("@jsonPayload", payload)
	w, _ := mw.CreateFormFile(field, name)
	_, _ = w.Write(pngBytes(t))
	_ = mw.Close()
	return b.Bytes()
}

// FuzzJSONRoutes sends arbitrary bodies under arbitrary content types to
// every form-reading route through the real router. Whatever arrives, the
// answer is a success or a 4xx envelope with a message, never a 5xx.
func FuzzJSONRoutes(f *testing.F) {
	s := newFuzzServer(f)
	me := testutil.CreateUser(f, s.app, "me@example.com", testutil.UserOpts{Name: "Me"})
	other := testutil.CreateUser(f, s.app, "other@example.com", testutil.UserOpts{Name: "Other"})
	testutil.CreateUser(f, s.app, "leaver@example.com", testutil.UserOpts{}) // DELETE /me's caller
	testutil.CreateAdmin(f, s.app, "staff@example.com")
	media := newMediaRecord(f, s.app, idMine, "Pending Praise", "sermon", me)
	episode := saveEpisode(f, s.app, media)
	ids := strings.NewReplacer("{media}", media.Id, "{episode}", episode.Id, "{other}", other.Id)

	for i := range fuzzRoutes {
		route := uint8(i)
		f.Add(route, "application/json", []byte(`{}`))
		f.Add(route, "", []byte(``))
		f.Add(route, "text/plain", []byte(`hello`))
		f.Add(route, "application/json", []byte(`{"email":`))
		f.Add(route, "application/json", []byte(`[1,2]`))
		f.Add(route, "application/json", []byte(`null`))
		f.Add(route, ctMultipart, []byte(multipartFields("@jsonPayload", `{"email":5}`)))
		f.Add(route, ctMultipart, []byte(multipartFields("email", "me@example.com", "name", "Me", "password", "x")))
		f.Add(route, "multipart/form-data", []byte(multipartFields("email", "me@example.com")))
	}
	seeds := map[string][]string{
		"/api/users/create-new-account":          {`{"name":"New Person","email":"new@example.com","password":"long-enough-1","confirmPassword":"long-enough-1"}`, `{"name":7,"email":["a"],"password":{}}`},
		"/api/users/verify-user":                 {`{"email":"me@example.com","verificationCode":"123456"}`, `{"email":"me@example.com","verificationCode":123456}`},
		"/api/users/login":                       {`{"email":"me@example.com","password":"wrong-password"}`, `{"email":"ME@EXAMPLE.COM ","password":null}`},
		"/api/users/reset-password":              {`{"email":"me@example.com","resetToken":"x.y.z","password":"long-enough-1"}`},
		"/api/users/verify-reset-code":           {`{"email":"me@example.com","code":"000000"}`},
		"/api/users/me":                          {`{"name":"Renamed","bio":"Hello"}`, `{"email":"not-me@example.com"}`, `{"name":""}`},
		"/api/users/change-password":             {`{"currentPassword":"wrong-password","password":"long-enough-1","confirmPassword":"long-enough-2"}`},
		"/api/admin/me":                          {`{"name":"Staff"}`},
		"/api/admin/settings":                    {`{"senderName":"Selah","senderAddress":"team@example.com","registrationOpen":true,"maxUploadMB":512}`, `{"registrationOpen":"yes","maxUploadMB":1e99}`, `{"senderAddress":"a@b.c"}`},
		"/api/admin/users/{other}/status":        {`{"accountStatus":"active"}`, `{"status":"suspended"}`, `{"accountStatus":false}`},
		"/api/admin/users/{other}/messages":      {`{"text":"Hello there"}`, `{"text":["x"]}`},
		"/api/media/media-status":                {`{"mediaId":"` + idMine + `","adminStatus":"rejected","reason":"Audio is silent"}`, `{"mediaId":"nope","status":"active"}`},
		"/api/media/{media}":                     {`{"title":"New title","bibleReferences":"John 3:16-18; Rom 8","preachedAt":"2025-08-18","category":"` + sermonCatId + `"}`, `{"bibleReferences":["John 3",{"text":"Jude 3"},7],"genre":"nope"}`, `{"preachedAt":"yesterday","category":null}`},
		"/api/media/plays":                       {`{"episodeId":"` + episode.Id + `","position":61}`, `{"episodeId":"x","position":"NaN"}`},
		"/api/media/episodes/{episode}/position": {`{"position":12.5}`, `{"position":-1}`, `{"position":1e400}`},
		"/api/media/upload-media-from-uploads":   {`{"podcastMetadata":{"title":"T","description":"D","genre":"` + genreId + `","type":"album"},"episodesMetadata":[{"title":"One"}],"coverUpload":"nope","episodeUploads":["a","a"]}`, `{"episodeUploads":"abc"}`},
	}
	for i, r := range fuzzRoutes {
		for _, body := range seeds[r.path] {
			f.Add(uint8(i), "application/json", []byte(body))
		}
	}
	// routeOf is the first route with the path (PATCH before DELETE /me).
	routeOf := func(path string) uint8 {
		return uint8(slices.IndexFunc(fuzzRoutes, func(r fuzzRoute) bool { return r.path == path }))
	}
	f.Add(routeOf("/api/users/create-new-account"), ctForm, []byte("name=New+Person&email=form%40example.com&password=long-enough-1"))
	f.Add(routeOf("/api/media/{media}"), ctForm, []byte("title=&bibleReferences=Hezekiah+1"))
	// The images a PATCH may carry; the client's file name is stored too.
	f.Add(routeOf("/api/users/me"), ctMultipart, imagePart(f, "avatar", "me.png", `{"name":"Me"}`))
	f.Add(routeOf("/api/media/{media}"), ctMultipart, imagePart(f, "coverArt", "cover.png", `{}`))

	f.Fuzz(func(t *testing.T, route uint8, contentType string, body []byte) {
		r := fuzzRoutes[int(route)%len(fuzzRoutes)]
		if !validHeader(contentType) {
			return // a real server refuses such a header before any route
		}
		req := httptest.NewRequest(r.method, ids.Replace(r.path), bytes.NewReader(body))
		req.Header.Set("Content-Type", strings.Trim(contentType, " \t"))
		token := ""
		switch r.as {
		case "user":
			token = s.token(t, "users", "me@example.com")
		case "admin":
			token = s.token(t, "admins", "staff@example.com")
		case "leaver":
			// An input with the matching email deletes the account: the
			// next one gets a new one.
			if token = s.token(t, "users", "leaver@example.com"); token == "" {
				token = testutil.Token(t, testutil.CreateUser(t, s.app, "leaver@example.com", testutil.UserOpts{}))
			}
		}
		if token != "" {
			req.Header.Set("Authorization", "Bearer "+token)
		}
		rec := s.do(req)
		checkAnswer(t, r.method+" "+r.path, rec, r.method)
		if r.path == "/api/admin/settings" {
			// A refused change saves nothing (the row holds the defaults,
			// restored after every input: closed sign-ups or a 1 MB limit
			// would steer later inputs).
			defaults := platform.Settings{RegistrationOpen: true, MaxUploadMB: 2048}
			if got := platform.Load(s.app); rec.Code >= 400 && got != defaults {
				t.Fatalf("a refused settings change (%d) saved %+v", rec.Code, got)
			}
			if err := platform.Save(s.app, defaults); err != nil {
				t.Fatal(err)
			}
		}
	})
}
