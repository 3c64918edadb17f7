package routes_test

import (
	"testing"

	"github.com/pocketbase/pocketbase/tests"
)

// TestMediaAdminScenarios is media_admin.go's table: an approval is two
// updates (the media and, by the hooks, its episode) and one moderation
// event; history
// is admins' only; a bad status is a 400 with nothing written.
func TestMediaAdminScenarios(t *testing.T) {
	t.Parallel()
	fx := newReaderFixture(t)
	var table []tests.ApiScenario
	table = append(table, fx.forRoles("approve", "PUT", "/api/media/media-status", `{"mediaId":"`+rdOwnerDraft+`","status":"active"}`,
		adminsOnly(ownedWant{status: 200, content: []string{"Status changed to active", rdDraftTitle},
			events: with(saved("update", 2), saved("create", 1))}))...)
	table = append(table, fx.forRoles("bad status", "PUT", "/api/media/media-status", `{"mediaId":"`+rdOwnerDraft+`","status":"gone"}`,
		map[readerRole]ownedWant{rdAdmin: {status: 400, content: []string{`"success":false`}}})...)
	table = append(table, fx.forRoles("history", "GET", "/api/admin/media/"+rdOwnerCast+"/history", "",
		adminsOnly(ownedWant{status: 200, content: []string{`"fromStatus":"pending"`, `"toStatus":"active"`}}))...)
	table = append(table, fx.forRoles("list", "GET", "/api/media/media-by-admin-status?adminStatus=pending", "",
		adminsOnly(ownedWant{status: 200, content: []string{rdDraftTitle}, not: []string{rdCastTitle}}))...)
	fx.run(t, table)
}
