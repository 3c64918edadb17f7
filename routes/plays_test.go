package routes_test

import (
	"testing"

	"github.com/pocketbase/pocketbase/tests"
)

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
