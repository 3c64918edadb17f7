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
	code, err := generate()
	if err != nil {
		return "", err
	}
	salt := security.RandomString(16)

	rec, err := find(app, email, purpose)
	if errors.Is(err, sql.ErrNoRows) {
		coll, cerr := app.FindCachedCollectionByNameOrId(Collection)
		if cerr != nil {
			return "", cerr
		}
		rec = core.NewRecord(coll)
		rec.Set("email", normalize(email))
		rec.Set("purpose", string(purpose))
	} else if err != nil {
		return "", err
	}
	rec.Set("codeHash", salt+":"+hash(salt, code))
	rec.Set("attempts", 0)
	rec.Set("expiresAt", types.NowDateTime().Add(Lifetime))
	if err := app.Save(rec); err != nil {
		return "", fmt.Errorf("save code: %w", err)
	}
	return code, nil
}

// Check compares code with the stored one. A match consumes the code. A
// miss counts as an attempt; after MaxAttempts misses the code is void and
// every further check (right or wrong) returns ErrTooManyAttempts until a
// new code is issued.
func Check(app core.App, email string, purpose Purpose, code string) error {
	rec, err := find(app, email, purpose)
	if errors.Is(err, sql.ErrNoRows) {
		return ErrInvalid
	}
	if err != nil {
		return err
	}
	if rec.GetInt("attempts") >= MaxAttempts {
		return ErrTooManyAttempts
	}
	if rec.GetDateTime("expiresAt").Time().Before(time.Now()) {
		return ErrInvalid
	}
	salt, want, _ := strings.Cut(rec.GetString("codeHash"), ":")
	if !hmac.Equal([]byte(hash(salt, code)), []byte(want)) {
		rec.Set("attempts", rec.GetInt("attempts")+1)
		if err := app.Save(rec); err != nil {
			return fmt.Errorf("count attempt: %w", err)
		}
		return ErrInvalid
	}
	return app.Delete(rec)
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

func generate() (string, error) {
	n, err := rand.Int(rand.Reader, big.NewInt(1_000_000))
	if err != nil {
		return "", fmt.Errorf("random code: %w", err)
	}
	return fmt.Sprintf("%06d", n.Int64()), nil
}

func hash(salt, code string) string {
	sum := sha256.Sum256([]byte(salt + code))
	return hex.EncodeToString(sum[:])
}

func normalize(email string) string {
	return strings.ToLower(strings.TrimSpace(email))
}
