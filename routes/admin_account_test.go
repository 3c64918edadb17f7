package routes_test

import (
	"net/http"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"selah/internal/platform"
	"selah/testutil"
)

func TestAdminDashboardAndAccount(t *testing.T) {
	t.Parallel()
	runMediaRows(t, []mediaRow{
		{name: "admin", method: "GET", url: "/api/admin/dashboard", who: "admin", status: 200,
			content: []string{`"users":{"active":2,"newThisMonth":3,"suspended":1,"total":3,"verified":3}`,
				`"byType":{"album":4,"podcast":1,"sermon":1}`, `"byStatus":{"active":3,"pending":2,"rejected":1,"suspended":0}`,
				`"pendingCount":2`, `"recentUsers":[`, `"recentMedia":[`, `"plays":{"thisMonth":0,"total":0}`}},
		{name: "user token", method: "GET", url: "/api/admin/dashboard", who: "user", status: 403, content: []string{`"success":false`}},
		{name: "guest", method: "GET", url: "/api/admin/dashboard", status: 401, content: []string{`"success":false`}},

		{name: "admin reads /me", method: "GET", url: "/api/admin/me", who: "admin", status: 200, content: []string{`"admin":{"_id":"`, `"name":"Test Admin"`}},
		{name: "user reads admin /me", method: "GET", url: "/api/admin/me", who: "user", status: 403, content: []string{`"success":false`}},
		{name: "admin renames", method: "PATCH", url: "/api/admin/me", who: "admin", body: `{"name":"Esther"}`, status: 200,
			content: []string{`"name":"Esther"`}},
		{name: "admin, blank name", method: "PATCH", url: "/api/admin/me", who: "admin", body: `{"name":""}`, status: 400,
			content: []string{`"message":"Please enter your full name."`}},
		{name: "admin changes password", method: "POST", url: "/api/admin/change-password", who: "admin",
			body: `{"currentPassword":"` + testutil.Password + `","password":"new-admin-pass"}`, status: 200, content: []string{`"token":"`}},
		{name: "admin, wrong current password", method: "POST", url: "/api/admin/change-password", who: "admin",
			body: `{"currentPassword":"nope-nope","password":"new-admin-pass"}`, status: 400,
			content: []string{`"message":"Your current password is incorrect."`}},

		{name: "admin reads settings", method: "GET", url: "/api/admin/settings", who: "admin", status: 200,
			content: []string{`"senderName":"Selah"`, `"registrationOpen":true`, `"maxUploadMB":2048`}},
		{name: "admin closes sign-ups", method: "PUT", url: "/api/admin/settings", who: "admin",
			body: `{"registrationOpen":false,"maxUploadMB":100,"senderName":"Selah Team"}`, status: 200,
			content: []string{`"registrationOpen":false`, `"maxUploadMB":100`, `"senderName":"Selah Team"`},
			after: func(t testing.TB, app *tests.TestApp) {
				if s := platform.Load(app); s.RegistrationOpen || s.MaxUploadMB != 100 || app.Settings().Meta.SenderName != "Selah Team" {
					t.Fatalf("settings not saved: %+v %q", s, app.Settings().Meta.SenderName)
				}
			}},
		{name: "admin, bad upload limit", method: "PUT", url: "/api/admin/settings", who: "admin", body: `{"maxUploadMB":0}`, status: 400,
			content: []string{`"maxUploadMB"`}},
		{name: "admin, bad switch", method: "PUT", url: "/api/admin/settings", who: "admin", body: `{"registrationOpen":"maybe"}`, status: 400,
			content: []string{`"registrationOpen"`}},
		{name: "admin, bad sender", method: "PUT", url: "/api/admin/settings", who: "admin", body: `{"senderAddress":"nope"}`, status: 400,
			content: []string{`"senderAddress"`}},
		{name: "user reads settings", method: "GET", url: "/api/admin/settings", who: "user", status: 403, content: []string{`"success":false`}},
	})
}

func TestRegistrationClosed(t *testing.T) {
	t.Parallel()
	sc := tests.ApiScenario{
		Name: "POST create-new-account (sign-ups closed)", Method: http.MethodPost, URL: "/api/users/create-new-account",
		Body: jsonBody(`{"name":"Late","email":"late@example.com","password":"password1"}`),
		BeforeTestFunc: func(t testing.TB, app *tests.TestApp, _ *core.ServeEvent) {
			if err := platform.Save(app, platform.Settings{RegistrationOpen: false, MaxUploadMB: 2048}); err != nil {
				t.Fatal(err)
			}
		},
		ExpectedStatus: 403, ExpectedContent: []string{`"message":"New sign-ups are closed for now. Please try again later."`},
		TestAppFactory: testutil.Factory,
	}
	sc.Test(t)
}

func TestAdminUpload(t *testing.T) {
	t.Parallel()
	mp3 := audioFixture(t, "cbr.mp3")
	for _, c := range []struct {
		name, who, artist string
		status            int
		content           []string
	}{
		{"admin uploads for a creator", "admin", otherUserId, 201, []string{`"message":"Album uploaded successfully!"`, `"artist":{"_id":"` + otherUserId + `"`, `"adminStatus":"pending"`}},
		{"admin, no creator", "admin", "", 400, []string{`"message":"Please choose the creator this upload belongs to."`}},
		{"admin, suspended creator", "admin", outUserId, 400, []string{`"message":"Unknown or suspended creator."`}},
		{"user token", "user", otherUserId, 403, []string{`"success":false`}},
		{"guest", "", otherUserId, 401, []string{`"success":false`}},
	} {
		fx, headers := &mediaFixture{}, map[string]string{}
		body, ct := multipartBody(t, [][2]string{{"artistId", c.artist}, {"podcastMetadata", albumMeta("")}, {"episodesMetadata", `[{"title":"One"}]`}},
			part{"coverArt", "c.png", pngBytes(t)}, part{"episodeAudios", "one.mp3", mp3})
		headers["Content-Type"] = ct
		sc := tests.ApiScenario{
			Name: "POST admin/upload-media (" + c.name + ")", Method: http.MethodPost, URL: "/api/admin/upload-media",
			Body: body, Headers: headers, BeforeTestFunc: asMediaRole(fx, c.who, headers),
			ExpectedStatus: c.status, ExpectedContent: c.content, TestAppFactory: fixedIdFactory,
		}
		sc.Test(t)
	}
	// The admin-set upload limit applies to uploads (here 1 MB).
	fx, headers := &mediaFixture{}, map[string]string{}
	body, ct := multipartBody(t, [][2]string{{"podcastMetadata", albumMeta("")}, {"episodesMetadata", `[{"title":"One"}]`}},
		part{"coverArt", "c.png", pngBytes(t)}, part{"episodeAudios", "big.mp3", append(mp3, make([]byte, 2<<20)...)})
	headers["Content-Type"] = ct
	role := asMediaRole(fx, "user", headers)
	sc := tests.ApiScenario{
		Name: "POST upload-media (over the admin-set limit)", Method: http.MethodPost, URL: "/api/media/upload-media",
		Body: body, Headers: headers,
		BeforeTestFunc: func(t testing.TB, app *tests.TestApp, e *core.ServeEvent) {
			role(t, app, e)
			if err := platform.Save(app, platform.Settings{RegistrationOpen: true, MaxUploadMB: 1}); err != nil {
				t.Fatal(err)
			}
		},
		ExpectedStatus: 413, ExpectedContent: []string{`"message":"The upload is larger than the limit of 1 MB."`},
		TestAppFactory: testutil.Factory,
	}
	sc.Test(t)
}

func TestAdminUploadEpisode(t *testing.T) {
	t.Parallel()
	mp3 := audioFixture(t, "cbr.mp3")
	for _, c := range []struct {
		name, who, media string
		status           int
		content          []string
	}{
		{"admin adds to a creator's item", "admin", idTheirsPending, 201, []string{`"message":"Episode uploaded successfully!"`, `"position":2`}},
		{"admin, unknown media", "admin", "nothing00000000", 404, []string{`"success":false`}},
		{"user token", "user", idMine, 403, []string{`"success":false`}},
		{"guest", "", idMine, 401, []string{`"success":false`}},
	} {
		fx, headers := &mediaFixture{}, map[string]string{}
		body, ct := multipartBody(t, [][2]string{{"mediaId", c.media}, {"title", "Added by staff"}}, part{"audio", "a.mp3", mp3})
		headers["Content-Type"] = ct
		sc := tests.ApiScenario{
			Name: "POST admin/upload-episode (" + c.name + ")", Method: http.MethodPost, URL: "/api/admin/upload-episode",
			Body: body, Headers: headers, BeforeTestFunc: asMediaRole(fx, c.who, headers),
			ExpectedStatus: c.status, ExpectedContent: c.content, TestAppFactory: testutil.Factory,
		}
		sc.Test(t)
	}
}
