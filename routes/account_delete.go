package routes

import (
	"github.com/pocketbase/pocketbase/core"

	"selah/internal/codes"
)

// deleteAccount removes a user and everything that belongs to them, inside
// the caller's transaction. Every relation to users cascades (media and
// their episodes, plays, likes, positions, listens, messages, uploads), so
// one Delete takes them all; PocketBase removes their stored files (audio,
// covers, the avatar) after the commit, and nothing at all if the
// transaction rolls back. The account's codes go too. Tokens name the
// account's id, so none of them works once it is gone.
//
// Used by DELETE /api/users/me and by a sign-up that replaces an unverified
// account.
func deleteAccount(tx core.App, user *core.Record) error {
	if err := codes.Discard(tx, user.Email()); err != nil {
		return err
	}
	return tx.Delete(user)
}
