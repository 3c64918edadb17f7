// Package accounts holds the rules of a listener's or creator's account
// that are more than a save: a sign-up replacing an unverified account of
// the same email (account pre-hijacking), its verification, and the
// deletion of an account with everything it made.
package accounts

import (
	"database/sql"
	"errors"

	"github.com/pocketbase/pocketbase/core"

	"selah/internal/codes"
	"selah/internal/visibility"
)

// Collection is the accounts' auth collection.
const Collection = "users"

// ErrEmailTaken stops a sign-up whose address a verified account holds.
var ErrEmailTaken = errors.New("email taken by a verified account")

// New is an unsaved, unverified, active account.
func New(app core.App, name, email, password string) (*core.Record, error) {
	coll, err := app.FindCachedCollectionByNameOrId(Collection)
	if err != nil {
		return nil, err
	}
	user := core.NewRecord(coll)
	user.Set("name", name)
	user.SetEmail(email)
	user.SetPassword(password)
	user.SetVerified(false)
	user.Set("accountStatus", visibility.AccountActive)
	return user, nil
}

// SignUp saves user (New) with the verification code mailed to it, in one
// transaction. An unverified account of the same email proves nothing
// about who owns the address: it may be someone else's sign-up with this
// email and their password, waiting for the owner to type the code we mail
// them (account pre-hijacking). So it is deleted whole (Delete) and the
// new account saved as a new record, not the old one edited: its id is
// new, so no token, file, relation or field of the old account survives.
// A verified account of the email is ErrEmailTaken, and nothing changes;
// SQLite runs one writer at a time, so this look-up is the last word.
func SignUp(app core.App, user *core.Record, code string) error {
	email := user.Email()
	return app.RunInTransaction(func(tx core.App) error {
		old, err := tx.FindAuthRecordByEmail(Collection, email)
		switch {
		case err == nil && old.Verified():
			return ErrEmailTaken
		case err == nil:
			if err := Delete(tx, old); err != nil {
				return err
			}
		case !errors.Is(err, sql.ErrNoRows):
			return err
		}
		if err := tx.Save(user); err != nil {
			return err
		}
		return codes.Store(tx, email, codes.Verify, code)
	})
}

// Verify checks a verification code and verifies the account it was
// mailed for, in one transaction: a sign-up that replaces an unverified
// account (SignUp, also a transaction) cannot slip in between, so a code
// verifies the account it was mailed for or nothing. The attempt a wrong
// code costs is committed all the same. Its error is codes.Check's
// (codes.ErrInvalid when no account has the email).
func Verify(app core.App, email, code string) error {
	var checkErr error
	err := app.RunInTransaction(func(tx core.App) error {
		if checkErr = codes.Check(tx, email, codes.Verify, code); checkErr != nil {
			return nil
		}
		user, err := tx.FindAuthRecordByEmail(Collection, email)
		if err != nil {
			checkErr = codes.ErrInvalid
			return nil
		}
		if user.Verified() {
			return nil
		}
		user.SetVerified(true)
		return tx.Save(user)
	})
	if err != nil {
		return err
	}
	return checkErr
}

// Delete removes a user and everything that belongs to them, inside the
// caller's transaction. Every relation to users cascades (media and their
// episodes, plays, likes, positions, listens, messages, uploads), so one
// Delete takes them all; PocketBase removes their stored files (audio,
// covers, the avatar) after the commit, and nothing at all if the
// transaction rolls back. The account's codes go too. Tokens name the
// account's id, so none of them works once it is gone.
//
// Used by DELETE /api/users/me and by a sign-up that replaces an unverified
// account.
func Delete(tx core.App, user *core.Record) error {
	if err := codes.Discard(tx, user.Email()); err != nil {
		return err
	}
	return tx.Delete(user)
}
