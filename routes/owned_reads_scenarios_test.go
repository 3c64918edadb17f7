package routes_test

import (
	"testing"

	"github.com/pocketbase/pocketbase/tests"
)

// The tables of the route files that only read: each role, good and bad
// input, and no event fired by any request.

// TestMediaCatalogScenarios is media_catalog.go's table: statuses, genres
// and categories are any signed-in reader's (admins too); a bad type is a
// 400.
func TestMediaCatalogScenarios(t *testing.T) {
	t.Parallel()
	fx := newReaderFixture(t)
	reader := func(w ownedWant) map[readerRole]ownedWant {
		m := map[readerRole]ownedWant{}
		for _, r := range []readerRole{rdListener, rdOwner, rdOther, rdAdmin} {
			m[r] = w
		}
		m[rdGuest] = ownedWant{status: 401, content: []string{`"success":false`}}
		m[rdSuspended] = ownedWant{status: 403, content: []string{`"message":"Your account has been suspended."`}}
		return m
	}
	var table []tests.ApiScenario
	table = append(table, fx.forRoles("statuses", "GET", "/api/media/media-statuses", "",
		reader(ownedWant{status: 200, content: []string{`"data":["pending","active","rejected","suspended"]`}}))...)
	table = append(table, fx.forRoles("genres", "GET", "/api/media/genres", "",
		reader(ownedWant{status: 200, content: []string{`"title":"Worship"`, `"_id":"` + genreId + `"`}}))...)
	table = append(table, fx.forRoles("sermon categories", "GET", "/api/media/audio-categories?type=sermon", "",
		reader(ownedWant{status: 200, content: []string{`"title":"Teaching","type":"sermon"`}, not: []string{`"type":"podcast"`}}))...)
	table = append(table, fx.forRoles("bad type", "GET", "/api/media/audio-categories?type=album", "",
		map[readerRole]ownedWant{rdListener: {status: 400, content: []string{`"message":"Type must be podcast or sermon."`}}})...)
	fx.run(t, table)
}

// TestMediaStatsScenarios is media_stats.go's table: a creator's dashboard
// counts their own items only.
func TestMediaStatsScenarios(t *testing.T) {
	t.Parallel()
	fx := newReaderFixture(t)
	fx.run(t, fx.forRoles("creator dashboard", "GET", "/api/media/media-stats", "", refusals(map[readerRole]ownedWant{
		rdOwner:    {status: 200, content: []string{`"totalMedia":2`, `"totalAlbums":1`, `"totalPodcasts":1`}},
		rdOther:    {status: 200, content: []string{`"totalMedia":1`, `"totalPodcasts":1`}},
		rdListener: {status: 200, content: []string{`"totalMedia":0`}},
	})))
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

// TestAdminDashboardScenarios is admin_dashboard.go's table: the admin
// home's figures are admins' only.
func TestAdminDashboardScenarios(t *testing.T) {
	t.Parallel()
	fx := newReaderFixture(t)
	fx.run(t, fx.forRoles("dashboard", "GET", "/api/admin/dashboard", "",
		adminsOnly(ownedWant{status: 200, content: []string{`"success":true`}})))
}

// TestAdminUsersListScenarios is admin_users_list.go's table: the list and
// its CSV, filtered; a bad status is a 400.
func TestAdminUsersListScenarios(t *testing.T) {
	t.Parallel()
	fx := newReaderFixture(t)
	var table []tests.ApiScenario
	table = append(table, fx.forRoles("list", "GET", "/api/admin/users/get-paginated-list-of-users", "",
		adminsOnly(ownedWant{status: 200, content: []string{`"totalCount":4`, "owner@example.com"}}))...)
	table = append(table, fx.forRoles("suspended only", "GET", "/api/admin/users/get-paginated-list-of-users?status=suspended", "",
		map[readerRole]ownedWant{rdAdmin: {status: 200, content: []string{`"totalCount":1`, "out@example.com"}, not: []string{"owner@example.com"}}})...)
	table = append(table, fx.forRoles("bad status", "GET", "/api/admin/users/get-paginated-list-of-users?status=gone", "",
		map[readerRole]ownedWant{rdAdmin: {status: 400, content: []string{`"message":"Status must be active or suspended."`}}})...)
	table = append(table, fx.forRoles("csv", "GET", "/api/admin/users/export.csv?search=owner", "",
		adminsOnly(ownedWant{status: 200, content: []string{"id,name,email,status", "owner@example.com"}, not: []string{"other@example.com"}}))...)
	fx.run(t, table)
}
