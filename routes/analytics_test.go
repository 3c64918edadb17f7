package routes_test

import (
	"net/http"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"selah/testutil"
)

// playsFixture: listeningFixture plus two plays of the song by two
// listeners, counted today.
func playsFixture(t testing.TB, app *tests.TestApp, fx *meFixture) {
	listeningFixture(t, app, fx)
	coll, _ := app.FindCollectionByNameOrId("plays")
	for _, who := range []string{"me@example.com", "out@example.com"} {
		u, _ := app.FindAuthRecordByEmail("users", who)
		p := core.NewRecord(coll)
		p.Set("episode", idSongEp)
		p.Set("media", idSongMedia)
		p.Set("listener", u.Id)
		p.Set("listenerKey", u.Id)
		if err := app.Save(p); err != nil {
			t.Fatal(err)
		}
	}
}

func TestAnalytics(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name, who, url string
		status         int
		content        []string
	}{
		{"creator, 7 days", "other", "/api/media/analytics?days=7", 200,
			[]string{`"totals":{"downloads":0,"plays":2,"guestPlays":0,"signedInPlays":2,"uniqueListeners":2}`, `"top":[{"_id":"` + idSongMedia + `","plays":2,"title":"Streamed Song"}]`, `"listeners":2`}},
		{"creator, one item", "other", "/api/media/analytics?days=30&mediaId=" + idSermonMedia, 200,
			[]string{`"totals":{"downloads":0,"plays":0,"guestPlays":0,"signedInPlays":0,"uniqueListeners":0}`}},
		{"creator, CSV", "other", "/api/media/analytics.csv?days=7", 200, []string{"date,plays,guestPlays,signedInPlays,downloads,listeners"}},
		{"another creator's figures", "user", "/api/media/analytics?days=7", 200, []string{`"plays":0`}},
		{"another creator's item", "user", "/api/media/analytics?mediaId=" + idSongMedia, 404, []string{`"success":false`}},
		{"bad days", "other", "/api/media/analytics?days=12", 400, []string{`"message":"The period must be 7, 30 or 90 days."`}},
		{"admin token", "admin", "/api/media/analytics", 403, []string{`"success":false`}},
		{"guest", "", "/api/media/analytics", 401, []string{`"success":false`}},
	} {
		fx, headers := &meFixture{}, map[string]string{}
		who := c.who
		sc := tests.ApiScenario{
			Name: "GET " + c.url + " (" + c.name + ")", Method: http.MethodGet, URL: c.url, Headers: headers,
			BeforeTestFunc: func(t testing.TB, app *tests.TestApp, _ *core.ServeEvent) {
				playsFixture(t, app, fx)
				if who == "other" {
					other, _ := app.FindAuthRecordByEmail("users", "other@example.com")
					headers["Authorization"] = "Bearer " + testutil.Token(t, other)
				} else if tok := fx.token(who); tok != "" {
					headers["Authorization"] = "Bearer " + tok
				}
			},
			ExpectedStatus: c.status, ExpectedContent: c.content, TestAppFactory: testutil.Factory,
		}
		sc.Test(t)
	}
}

// TestAnalyticsScenarios is analytics.go's table: a creator's own report
// and CSV; another creator's item is a 404; a bad period a 400.
func TestAnalyticsScenarios(t *testing.T) {
	t.Parallel()
	fx := newReaderFixture(t)
	var table []tests.ApiScenario
	table = append(table, fx.forRoles("report", "GET", "/api/media/analytics?days=7", "", refusals(map[readerRole]ownedWant{
		rdOwner:    {status: 200, content: []string{`"days":[`, `"totals":`}},
		rdOther:    {status: 200, content: []string{`"days":[`}},
		rdListener: {status: 200, content: []string{`"days":[`}},
	}))...)
	table = append(table, fx.forRoles("one item", "GET", "/api/media/analytics?mediaId="+rdOwnerCast, "", map[readerRole]ownedWant{
		rdOwner: {status: 200, content: []string{`"days":[`}},
		rdOther: {status: 404, content: []string{`"success":false`}, not: []string{rdCastTitle}},
	})...)
	table = append(table, fx.forRoles("bad period", "GET", "/api/media/analytics?days=8", "", map[readerRole]ownedWant{
		rdOwner: {status: 400, content: []string{`"message":"The period must be 7, 30 or 90 days."`}},
	})...)
	table = append(table, fx.forRoles("csv", "GET", "/api/media/analytics.csv?days=30", "", refusals(map[readerRole]ownedWant{
		rdOwner: {status: 200, content: []string{"date,plays,guestPlays,signedInPlays,downloads,listeners,followers", "rank,mediaId,title,plays"}},
	}))...)
	fx.run(t, table)
}
