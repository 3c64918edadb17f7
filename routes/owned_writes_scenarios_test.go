package routes_test

import (
	"testing"

	"github.com/pocketbase/pocketbase/tests"
)

// The tables of the route files that write: each write names the record
// events and mails it fires; a refused one fires none.

// saved is the events of one record save of kind (create, update or
// delete) through PocketBase: the record's and the model's hooks.
func saved(kind string, n int) map[string]int {
	k := map[string]string{"create": "Create", "update": "Update", "delete": "Delete"}[kind]
	return map[string]int{"OnRecord" + k: n, "OnModel" + k: n, "OnRecordAfter" + k + "Success": n}
}

// with adds events to m.
func with(m map[string]int, more map[string]int) map[string]int {
	out := map[string]int{}
	for k, v := range m {
		out[k] = v
	}
	for k, v := range more {
		out[k] = v
	}
	return out
}

// TestPlaysScenarios is plays.go's table: a like is one likes row (and the
// media's count, by trigger: no event), an unlike deletes it, both
// idempotent; a hidden item cannot be liked; a play report with no episode
// is a 400; continue-listening reads.
func TestPlaysScenarios(t *testing.T) {
	t.Parallel()
	fx := newReaderFixture(t)
	like := "/api/media/" + rdOwnerCast + "/like"
	var table []tests.ApiScenario
	table = append(table, fx.forRoles("like", "POST", like, "", refusals(map[readerRole]ownedWant{
		rdListener: {status: 200, content: []string{`"liked":true`, `"likes":1`}, events: saved("create", 1)},
		rdOwner:    {status: 200, content: []string{`"liked":true`, `"likes":1`}, events: saved("create", 1)},
	}))...)
	table = append(table, fx.forRoles("unlike what is not liked", "DELETE", like, "", map[readerRole]ownedWant{
		rdListener: {status: 200, content: []string{`"liked":false`, `"likes":0`}, events: with(saved("delete", 0), saved("create", 0))},
	})...)
	table = append(table, fx.forRoles("like a pending item", "POST", "/api/media/"+rdOwnerDraft+"/like", "", map[readerRole]ownedWant{
		rdListener: {status: 404, content: []string{`"success":false`}},
		rdOther:    {status: 404, content: []string{`"success":false`}},
	})...)
	table = append(table, fx.forRoles("like a suspended creator's item", "POST", "/api/media/"+rdSuspCast+"/like", "", map[readerRole]ownedWant{
		rdListener: {status: 404, content: []string{`"success":false`}},
	})...)
	table = append(table, fx.forRoles("play without an episode", "POST", "/api/media/plays", `{"position":3}`, map[readerRole]ownedWant{
		rdGuest:    {status: 400, content: []string{`"success":false`, `"episodeId"`}},
		rdListener: {status: 400, content: []string{`"success":false`, `"episodeId"`}},
	})...)
	table = append(table, fx.forRoles("continue listening", "GET", "/api/media/continue-listening", "", refusals(map[readerRole]ownedWant{
		rdListener: {status: 200, content: []string{`"data":[]`}},
		rdOwner:    {status: 200, content: []string{`"data":[]`}},
	}))...)
	fx.run(t, table)
}

// TestAdminUsersScenarios is admin_users.go's table (its routes live in
// admin_users.go, admin_users_list.go and admin_users_actions.go): a
// suspension is one users update, a message one messages row and one mail;
// an unknown account is a 404, an empty message or a bad status a 400, with
// nothing written.
func TestAdminUsersScenarios(t *testing.T) {
	t.Parallel()
	fx := newReaderFixture(t)
	listener := fx.ids[rdListener]
	var table []tests.ApiScenario
	table = append(table, fx.forRoles("statistics", "GET", "/api/admin/users/get-user-statistics", "",
		adminsOnly(ownedWant{status: 200, content: []string{`"totalUsers":{"count":4`}}))...)
	table = append(table, fx.forRoles("profile", "GET", "/api/admin/users/"+fx.ids[rdOwner], "",
		adminsOnly(ownedWant{status: 200, content: []string{"owner@example.com", rdDraftTitle, rdCastTitle}}))...)
	table = append(table, fx.forRoles("unknown profile", "GET", "/api/admin/users/nobody000000000", "",
		map[readerRole]ownedWant{rdAdmin: {status: 404, content: []string{`"success":false`}}})...)
	table = append(table, fx.forRoles("suspend", "PUT", "/api/admin/users/"+listener+"/status", `{"accountStatus":"suspended"}`,
		adminsOnly(ownedWant{status: 200, content: []string{"User suspended successfully", `"accountStatus":"suspended"`},
			events: with(saved("update", 1), saved("create", 0))}))...)
	table = append(table, fx.forRoles("bad status", "PUT", "/api/admin/users/"+listener+"/status", `{"accountStatus":"gone"}`,
		map[readerRole]ownedWant{rdAdmin: {status: 400, content: []string{`"success":false`}}})...)
	table = append(table, fx.forRoles("message", "POST", "/api/admin/users/"+listener+"/messages", `{"text":"Welcome aboard"}`,
		adminsOnly(ownedWant{status: 201, content: []string{"Message sent successfully"},
			events: with(saved("create", 1), map[string]int{"OnMailerSend": 1}), after: mailsSent(1)}))...)
	table = append(table, fx.forRoles("empty message", "POST", "/api/admin/users/"+listener+"/messages", `{"text":"  "}`,
		map[readerRole]ownedWant{rdAdmin: {status: 400, content: []string{`"success":false`}, after: mailsSent(0)}})...)
	table = append(table, fx.forRoles("message to nobody", "POST", "/api/admin/users/nobody000000000/messages", `{"text":"Hello"}`,
		map[readerRole]ownedWant{rdAdmin: {status: 404, content: []string{`"success":false`}, after: mailsSent(0)}})...)
	fx.run(t, table)
}

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

// TestMeScenarios is me.go's table: a profile edit is one users update; a
// too long name a 400 with nothing written; messages and the profile read.
func TestMeScenarios(t *testing.T) {
	t.Parallel()
	fx := newReaderFixture(t)
	var table []tests.ApiScenario
	table = append(table, fx.forRoles("profile", "GET", "/api/users/me", "", refusals(map[readerRole]ownedWant{
		rdListener: {status: 200, content: []string{"listener@example.com"}},
		rdOwner:    {status: 200, content: []string{"owner@example.com"}, not: []string{"listener@example.com"}},
	}))...)
	table = append(table, fx.forRoles("rename", "PATCH", "/api/users/me", `{"name":"Lee Renamed"}`, refusals(map[readerRole]ownedWant{
		rdListener: {status: 200, content: []string{`"name":"Lee Renamed"`}, events: with(saved("update", 1), saved("create", 0))},
	}))...)
	table = append(table, fx.forRoles("empty name", "PATCH", "/api/users/me", `{"name":""}`, map[readerRole]ownedWant{
		rdListener: {status: 400, content: []string{`"success":false`, `"name"`}},
	})...)
	table = append(table, fx.forRoles("messages", "GET", "/api/users/messages", "", refusals(map[readerRole]ownedWant{
		rdListener: {status: 200, content: []string{`"data":[]`, `"totalCount":0`}},
	}))...)
	table = append(table, fx.forRoles("delete with the wrong email", "DELETE", "/api/users/me", `{"email":"someone@example.com"}`, map[readerRole]ownedWant{
		rdListener: {status: 400, content: []string{`"success":false`}},
	})...)
	fx.run(t, table)
}

// TestFollowsScenarios is follows.go's table: a follow is one follows row,
// written by one SQL insert (internal/follows: no record event fires); a
// suspended creator cannot be followed.
func TestFollowsScenarios(t *testing.T) {
	t.Parallel()
	fx := newReaderFixture(t)
	var table []tests.ApiScenario
	table = append(table, fx.forRoles("follow", "POST", "/api/users/follows/"+fx.ids[rdOwner], "", refusals(map[readerRole]ownedWant{
		rdListener: {status: 200, content: []string{`"success":true`}, after: followRowsNow(1)},
		rdOther:    {status: 200, content: []string{`"success":true`}, after: followRowsNow(1)},
	}))...)
	table = append(table, fx.forRoles("follow a suspended creator", "POST", "/api/users/follows/"+fx.ids[rdSuspended], "", map[readerRole]ownedWant{
		rdListener: {status: 404, content: []string{`"success":false`}, after: followRowsNow(0)},
	})...)
	table = append(table, fx.forRoles("follows", "GET", "/api/users/follows", "", refusals(map[readerRole]ownedWant{
		rdListener: {status: 200, content: []string{`"success":true`}},
	}))...)
	fx.run(t, table)
}

// TestEpisodeProcessingScenarios is episode_processing.go's table: a
// reprocess of a pending episode is a 409 and writes nothing; another's
// episode is a 404; the worker's columns change by one UPDATE, so no
// record event fires even when it is accepted.
func TestEpisodeProcessingScenarios(t *testing.T) {
	t.Parallel()
	fx := newReaderFixture(t)
	url := "/api/media/episodes/" + rdEpCast + "/reprocess"
	fx.run(t, fx.forRoles("reprocess", "POST", url, "", map[readerRole]ownedWant{
		rdGuest:     {status: 401, content: []string{`"success":false`}},
		rdListener:  {status: 404, content: []string{`"success":false`}},
		rdOther:     {status: 404, content: []string{`"success":false`}},
		rdSuspended: {status: 403, content: []string{`"success":false`}},
		rdOwner:     {status: 409, content: []string{"This episode is already being processed"}},
		rdAdmin:     {status: 409, content: []string{"This episode is already being processed"}},
	}))
}

// followRowsNow is an after check: the follows table holds n rows.
func followRowsNow(n int) func(t testing.TB, app *tests.TestApp) {
	return func(t testing.TB, app *tests.TestApp) {
		if got, err := app.CountRecords("follows"); err != nil || int(got) != n {
			t.Fatalf("%d follows rows (%v), want %d", got, err, n)
		}
	}
}
