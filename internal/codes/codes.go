// Package codes issues and checks the six-digit codes Selah emails for
// account verification and password reset. Codes come from crypto/rand, are
// stored only as a salted hash, expire after ten minutes and die after five
// wrong tries.
package codes

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/security"
	"github.com/pocketbase/pocketbase/tools/types"
)

// Purpose says what a code proves.
type Purpose string

// The two purposes a code can have.
const (
	Verify Purpose = "verify"
	Reset  Purpose = "reset"
)

// Lifetime, MaxAttempts and Length are API.md's rules for codes.
const (
	Lifetime    = 10 * time.Minute
	MaxAttempts = 5
	Length      = 6
)

// Collection is where codes live.
const Collection = "verification_codes"

// Errors Check returns; routes turn them into 400 and 429 answers.
var (
	ErrInvalid         = errors.New("invalid or expired code")
	ErrTooManyAttempts = errors.New("too many wrong attempts")
)

// Issue creates a fresh code for email and purpose, replacing any earlier
// one (so only the newest code works), and returns it in clear for the email.
func Issue(app core.App, email string, purpose Purpose) (string, error) {
	code, err := Generate()
	if err != nil {
		return "", err
	}
	if err := Store(app, email, purpose, code); err != nil {
		return "", err
	}
	return code, nil
}

// Generate returns a new random code without storing it, for a caller that
// must send the code before it commits anything (sign-up: a failed email
// leaves the database as it was). Store makes it valid.
func Generate() (string, error) {
	n, err := rand.Int(rand.Reader, big.NewInt(1_000_000))
	if err != nil {
		return "", fmt.Errorf("random code: %w", err)
	}
	return fmt.Sprintf("%06d", n.Int64()), nil
}

// Store makes code the one valid code of email and purpose (hashed, with a
// fresh attempt count and lifetime), replacing any earlier one.
func Store(app core.App, email string, purpose Purpose, code string) error {
	salt := security.RandomString(16)
	rec, err := find(app, email, purpose)
	if errors.Is(err, sql.ErrNoRows) {
		coll, cerr := app.FindCachedCollectionByNameOrId(Collection)
		if cerr != nil {
			return cerr
		}
		rec = core.NewRecord(coll)
		rec.Set("email", normalize(email))
		rec.Set("purpose", string(purpose))
	} else if err != nil {
		return err
	}
	rec.Set("codeHash", salt+":"+hash(salt, code))
	rec.Set("attempts", 0)
	rec.Set("expiresAt", types.NowDateTime().Add(Lifetime))
	if err := app.Save(rec); err != nil {
		return fmt.Errorf("save code: %w", err)
	}
	return nil
}

// Check compares code with the stored one. A match consumes the code. Every
// check of a live code spends one of its MaxAttempts; after MaxAttempts
// misses the code is void and every further check (right or wrong) returns
// ErrTooManyAttempts until a new code is issued. An expired or unknown code
// is ErrInvalid.
//
// Counting and checking are one step, so concurrent guesses cannot outrun
// the cap: a single conditional UPDATE claims an attempt (only while fewer
// than MaxAttempts were claimed and the code lives) before the hash is
// compared, and SQLite runs writes one at a time, so at most MaxAttempts
// guesses per code are ever compared. A match then consumes the code with a
// DELETE of that very hash, which only one of two concurrent right guesses
// can win.
func Check(app core.App, email string, purpose Purpose, code string) error {
	params := dbx.Params{
		"email":   normalize(email),
		"purpose": string(purpose),
		"max":     MaxAttempts,
		"now":     types.NowDateTime().String(),
	}
	var claimed struct {
		Id       string `db:"id"`
		CodeHash string `db:"codeHash"`
	}
	err := app.DB().NewQuery("UPDATE {{" + Collection + "}} SET [[attempts]] = [[attempts]] + 1" +
		" WHERE [[email]] = {:email} COLLATE NOCASE AND [[purpose]] = {:purpose}" +
		" AND [[attempts]] < {:max} AND [[expiresAt]] > {:now}" +
		" RETURNING [[id]], [[codeHash]]").Bind(params).One(&claimed)
	if errors.Is(err, sql.ErrNoRows) {
		return whyRefused(app, params)
	}
	if err != nil {
		return fmt.Errorf("count attempt: %w", err)
	}

	salt, want, _ := strings.Cut(claimed.CodeHash, ":")
	if !hmac.Equal([]byte(hash(salt, code)), []byte(want)) {
		return ErrInvalid
	}
	res, err := app.DB().NewQuery("DELETE FROM {{" + Collection + "}} WHERE [[id]] = {:id} AND [[codeHash]] = {:hash}").
		Bind(dbx.Params{"id": claimed.Id, "hash": claimed.CodeHash}).Execute()
	if err != nil {
		return fmt.Errorf("consume code: %w", err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return fmt.Errorf("consume code: %w", err)
	} else if n != 1 {
		// A concurrent right guess consumed it first, or a new code
		// replaced it meanwhile.
		return ErrInvalid
	}
	return nil
}

// whyRefused tells why no attempt could be claimed: the code is spent
// (ErrTooManyAttempts), or expired, replaced, used or never issued
// (ErrInvalid).
func whyRefused(app core.App, params dbx.Params) error {
	var row struct {
		Attempts int `db:"attempts"`
	}
	err := app.DB().NewQuery("SELECT [[attempts]] FROM {{" + Collection + "}}" +
		" WHERE [[email]] = {:email} COLLATE NOCASE AND [[purpose]] = {:purpose}").Bind(params).One(&row)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return ErrInvalid
	case err != nil:
		return err
	case row.Attempts >= MaxAttempts:
		return ErrTooManyAttempts
	default:
		return ErrInvalid
	}
}

// Discard removes every code of email (after the account is deleted).
func Discard(app core.App, email string) error {
	_, err := app.DB().NewQuery("DELETE FROM {{" + Collection + "}} WHERE [[email]] = {:email} COLLATE NOCASE").
		Bind(dbx.Params{"email": normalize(email)}).Execute()
	return err
}

func find(app core.App, email string, purpose Purpose) (*core.Record, error) {
	return app.FindFirstRecordByFilter(Collection, "email = {:email} && purpose = {:purpose}",
		dbx.Params{"email": normalize(email), "purpose": string(purpose)})
}

func hash(salt, code string) string {
	sum := sha256.Sum256([]byte(salt + code))
	return hex.EncodeToString(sum[:])
}

func normalize(email string) string {
	return strings.ToLower(strings.TrimSpace(email))
}
