package routes_test

import (
	"testing"

	"github.com/pocketbase/pocketbase/tests"
)

// TestUserMediaScenarios is user_media.go's table: a creator's own list
// has every status and the stat cards; another creator's page only what
// listeners may see; a suspended creator's page is a 404; bad filters are
// a 400. Reads fire no event.
func TestUserMediaScenarios(t *testing.T) {
	t.Parallel()
	fx := newReaderFixture(t)
	owner := fx.ids[rdOwner]
	var table []tests.ApiScenario
	table = append(table, fx.forRoles("own list", "GET", "/api/media/user-media", "", refusals(map[readerRole]ownedWant{
		rdOwner:    {status: 200, content: []string{rdCastTitle, rdSermonTitle, rdDraftTitle, `"stats":{`, `"total":3`}},
		rdListener: {status: 200, content: []string{`"total":0`}, not: []string{rdCastTitle}},
	}))...)
	table = append(table, fx.forRoles("the owner's page", "GET", "/api/media/user-media/"+owner, "", refusals(map[readerRole]ownedWant{
		rdOwner:    {status: 200, content: []string{rdCastTitle, rdDraftTitle}},
		rdListener: {status: 200, content: []string{rdCastTitle, rdSermonTitle, `"total":2`}, not: []string{rdDraftTitle, `"stats"`}},
		rdOther:    {status: 200, content: []string{rdCastTitle, rdSermonTitle, `"total":2`}, not: []string{rdDraftTitle, `"stats"`}},
	}))...)
	table = append(table, fx.forRoles("a suspended creator's page", "GET", "/api/media/user-media/"+fx.ids[rdSuspended], "", map[readerRole]ownedWant{
		rdListener: {status: 404, content: []string{`"success":false`}, not: []string{rdSuspTitle}},
	})...)
	table = append(table, fx.forRoles("bad type", "GET", "/api/media/user-media?type=video", "", map[readerRole]ownedWant{
		rdOwner: {status: 400, content: []string{`"message":"Type must be album, podcast or sermon."`}},
	})...)
	table = append(table, fx.forRoles("bad status", "GET", "/api/media/user-media?status=gone", "", map[readerRole]ownedWant{
		rdOwner: {status: 400, content: []string{`"success":false`, `"status"`}},
	})...)
	fx.run(t, table)
}
