package routes_test

import (
	"testing"

	"github.com/pocketbase/pocketbase/tests"
)

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
		reader(ownedWant{status: 200, content: []string{`"data":["draft","pending","active","scheduled","rejected","suspended"]`}}))...)
	table = append(table, fx.forRoles("genres", "GET", "/api/media/genres", "",
		reader(ownedWant{status: 200, content: []string{`"title":"Worship"`, `"_id":"` + genreId + `"`}}))...)
	table = append(table, fx.forRoles("sermon categories", "GET", "/api/media/audio-categories?type=sermon", "",
		reader(ownedWant{status: 200, content: []string{`"title":"Teaching","type":"sermon"`}, not: []string{`"type":"podcast"`}}))...)
	table = append(table, fx.forRoles("bad type", "GET", "/api/media/audio-categories?type=album", "",
		map[readerRole]ownedWant{rdListener: {status: 400, content: []string{`"message":"Type must be podcast or sermon."`}}})...)
	fx.run(t, table)
}
