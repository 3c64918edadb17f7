package routes_test

import (
	"net/http"
	"testing"

	"github.com/pocketbase/pocketbase/tests"
)

func TestCatalogRoutes(t *testing.T) {
	t.Parallel()
	runMediaRows(t, []mediaRow{
		{name: "user", method: "GET", url: "/api/media/media-statuses", who: "user", status: 200,
			content: []string{`"data":["draft","pending","active","scheduled","rejected","suspended"]`}},
		{name: "admin", method: "GET", url: "/api/media/media-statuses", who: "admin", status: 200, content: []string{`"pending"`}},
		{name: "guest", method: "GET", url: "/api/media/media-statuses", status: 401, content: []string{`"success":false`}},
		{name: "user", method: "GET", url: "/api/media/genres", who: "user", status: 200,
			content: []string{`"data":{"data":[`, `"title":"Worship"`, `"_id":"` + genreId + `"`}},
		{name: "admin", method: "GET", url: "/api/media/genres", who: "admin", status: 200, content: []string{`"title":"Hymns"`}},
		{name: "guest", method: "GET", url: "/api/media/genres", status: 401, content: []string{`"success":false`}},
		{name: "suspended user", method: "GET", url: "/api/media/genres", who: "suspended", status: 403, content: []string{`"success":false`}},
		{name: "sermon categories", method: "GET", url: "/api/media/audio-categories?type=sermon", who: "user", status: 200,
			content: []string{`"title":"Teaching","type":"sermon"`}, notContent: []string{`"type":"podcast"`}},
		{name: "all categories", method: "GET", url: "/api/media/audio-categories", who: "user", status: 200,
			content: []string{`"title":"Devotional","type":"podcast"`, `"title":"Prayer","type":"sermon"`}},
		{name: "bad type", method: "GET", url: "/api/media/audio-categories?type=album", who: "user", status: 400,
			content: []string{`"message":"Type must be podcast or sermon."`}},
		{name: "guest", method: "GET", url: "/api/media/audio-categories", status: 401, content: []string{`"success":false`}},
	})
}

func TestMediaStats(t *testing.T) {
	t.Parallel()
	runMediaRows(t, []mediaRow{
		{name: "owner", method: "GET", url: "/api/media/media-stats", who: "user", status: 200,
			content: []string{`"totalMedia":3`, `"totalAlbums":1`, `"totalPodcasts":1`, `"totalSermons":1`,
				`"newMediaThisMonthCount":3`, `"totalPlays":0`, `"monthlyPlays":0`}},
		{name: "admin", method: "GET", url: "/api/media/media-stats", who: "admin", status: 403, content: []string{`"success":false`}},
		{name: "guest", method: "GET", url: "/api/media/media-stats", status: 401, content: []string{`"success":false`}},
	})
}

func TestUserMedia(t *testing.T) {
	t.Parallel()
	runMediaRows(t, []mediaRow{
		{name: "own, all", method: "GET", url: "/api/media/user-media/", who: "user", status: 200,
			content: []string{`"total":3`, `"stats":{`, `"approved":1`, `"pending":1`, `"rejected":1`, `"averageApprovalTime":"Under an hour"`,
				`"title":"Pending Praise"`, `"genre":{"_id":"` + genreId + `","title":"Test Worship"}`, `"artist":{"_id":"`}},
		{name: "own, no trailing slash", method: "GET", url: "/api/media/user-media", who: "user", status: 200, content: []string{`"total":3`}},
		{name: "own albums", method: "GET", url: "/api/media/user-media/?type=album", who: "user", status: 200,
			content: []string{`"total":1`, `"stats":{"approved":0`, `"title":"Pending Praise"`}, notContent: []string{"Grace Abounds"}},
		{name: "own approved", method: "GET", url: "/api/media/user-media/?status=approved", who: "user", status: 200,
			content: []string{`"total":1`, `"title":"Grace Abounds"`}, notContent: []string{"Pending Praise"}},
		{name: "own search", method: "GET", url: "/api/media/user-media/?search=quiet", who: "user", status: 200,
			content: []string{`"total":1`, `"title":"Quiet Hour"`}},
		{name: "own, page 2 of 2", method: "GET", url: "/api/media/user-media/?limit=2&page=2", who: "user", status: 200,
			content: []string{`"total":3`, `"page":2`, `"limit":2`}},
		{name: "bad status", method: "GET", url: "/api/media/user-media/?status=live", who: "user", status: 400,
			content: []string{`"status":{"code":"validation_invalid"`}},
		{name: "bad type", method: "GET", url: "/api/media/user-media/?type=video", who: "user", status: 400,
			content: []string{`"message":"Type must be album, podcast or sermon."`}},
		{name: "bad paging", method: "GET", url: "/api/media/user-media/?page=-1", who: "user", status: 400, content: []string{`"page"`}},
		{name: "limit text", method: "GET", url: "/api/media/user-media/?limit=ten", who: "user", status: 400, content: []string{`"limit"`}},
		{name: "guest", method: "GET", url: "/api/media/user-media/", status: 401, content: []string{`"success":false`}},
		{name: "admin", method: "GET", url: "/api/media/user-media/", who: "admin", status: 403, content: []string{`"success":false`}},
	})
}

func TestUserMediaOfAnotherCreator(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name, id string
		status   int
		content  []string
	}{
		{"approved only, no stats", otherUserId, 200, []string{`"total":1`, `"title":"Their Anthem"`}},
		{"suspended creator", outUserId, 404, []string{`"success":false`}},
		{"unknown creator", "nobody000000000", 404, []string{`"success":false`}},
	} {
		fx, headers := &mediaFixture{}, map[string]string{}
		sc := tests.ApiScenario{
			Name: "GET user-media/{id} (" + c.name + ")", Method: http.MethodGet, Headers: headers,
			URL: "/api/media/user-media/" + c.id, BeforeTestFunc: asMediaRole(fx, "user", headers),
			TestAppFactory: fixedIdFactory, ExpectedStatus: c.status, ExpectedContent: c.content,
			NotExpectedContent: []string{"Their Draft", `"stats"`, "Hidden Hymn"},
		}
		sc.Test(t)
	}
}
