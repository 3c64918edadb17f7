// Package follows is listeners following creators (issue 16): the follows
// themselves (one atomic statement per follow and unfollow), the lists a
// follower reads, the unsubscribe token of the new-item email, and that
// email's outbox (Queue, in the approval's transaction) and sender (Sender,
// a background job).
//
// A creator may be followed only while listeners may see them: not
// suspended, with at least one public item (internal/visibility's rule,
// VisibleCreatorSQL). Follows of a creator who is later hidden stay; they
// show again when the creator does.
package follows

import (
	"database/sql"
	"errors"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/security"
	"github.com/pocketbase/pocketbase/tools/types"

	"selah/internal/visibility"
)

// Errors of Follow and Unfollow.
var (
	// ErrSelf: nobody follows themselves.
	ErrSelf = errors.New("you cannot follow yourself")
	// ErrNoCreator: no creator the follower may see has that id.
	ErrNoCreator = errors.New("no such creator")
)

// idAlphabet is PocketBase's record id alphabet (15 characters of [a-z0-9]).
const idAlphabet = "abcdefghijklmnopqrstuvwxyz0123456789"

// VisibleCreatorSQL is visibility.VisibleCreatorSQL: a creator listeners
// may see.
func VisibleCreatorSQL(u string) string { return visibility.VisibleCreatorSQL(u) }

// State is a follower's relation to a creator, as the follow routes answer.
type State struct {
	Following bool `json:"following" db:"following"`
	Followers int  `json:"followers" db:"followers"`
	// Visible is whether the creator is one the follower may see.
	Visible bool `json:"-" db:"visible"`
}

// Follow makes follower follow creator, with new-item emails on. The check
// that the creator may be seen and the write are one statement, and a
// second follow changes nothing (the unique pair), so concurrent or
// repeated requests leave exactly one follow.
func Follow(app core.App, follower, creator string) (State, error) {
	if follower == creator {
		return State{}, ErrSelf
	}
	var st State
	err := app.RunInTransaction(func(tx core.App) error {
		_, err := tx.DB().NewQuery(`INSERT INTO {{follows}} ([[id]], [[follower]], [[creator]], [[notify]], [[created]])
			SELECT {:id}, {:follower}, u.[[id]], TRUE, {:now} FROM {{users}} u
			WHERE u.[[id]] = {:creator} AND ` + VisibleCreatorSQL("u") + `
			ON CONFLICT ([[follower]], [[creator]]) DO NOTHING`).Bind(dbx.Params{
			"id": security.RandomStringWithAlphabet(15, idAlphabet), "follower": follower, "creator": creator,
			"now": types.NowDateTime().String(),
		}).Execute()
		if err != nil {
			return err
		}
		st, err = stateOf(tx, follower, creator)
		return err
	})
	if err != nil {
		return State{}, err
	}
	if !st.Visible {
		return State{}, ErrNoCreator
	}
	return st, nil
}

// Unfollow ends follower's follow of creator, if any (idempotent, one
// statement). Leaving a creator who has since been hidden works too: only
// when there was nothing to leave is a creator nobody may see ErrNoCreator.
func Unfollow(app core.App, follower, creator string) (State, error) {
	var st State
	var removed int64
	err := app.RunInTransaction(func(tx core.App) error {
		res, err := tx.DB().Delete("follows", dbx.HashExp{"follower": follower, "creator": creator}).Execute()
		if err != nil {
			return err
		}
		if removed, err = res.RowsAffected(); err != nil {
			return err
		}
		st, err = stateOf(tx, follower, creator)
		return err
	})
	if err != nil {
		return State{}, err
	}
	if !st.Visible && removed == 0 {
		return State{}, ErrNoCreator
	}
	return st, nil
}

// StateOf reads whether follower (possibly "") follows creator, the
// creator's follower count and whether listeners may see the creator.
func StateOf(app core.App, follower, creator string) (State, error) {
	return stateOf(app, follower, creator)
}

func stateOf(app core.App, follower, creator string) (State, error) {
	var st State
	err := app.DB().NewQuery(`SELECT
		EXISTS (SELECT 1 FROM {{users}} u WHERE u.[[id]] = {:creator} AND ` + VisibleCreatorSQL("u") + `) AS visible,
		EXISTS (SELECT 1 FROM {{follows}} WHERE [[follower]] = {:follower} AND [[creator]] = {:creator}) AS following,
		(SELECT COUNT(*) FROM {{follows}} WHERE [[creator]] = {:creator}) AS followers`).
		Bind(dbx.Params{"follower": follower, "creator": creator}).One(&st)
	if errors.Is(err, sql.ErrNoRows) {
		return State{}, nil
	}
	return st, err
}
