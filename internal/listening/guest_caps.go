package listening

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"selah/internal/downloads"
	"selah/internal/serverkey"
)

// Caps per address. A guest is keyed by its address and user agent, and
// anyone can send any user agent: 25 of them from one address were 25
// listeners, so 25 plays, and 2,000 position saves 2,000 rows. What an
// address (an IPv6 /64, as downloads.CutIP cuts it) may add in a UTC day
// is bounded here, at sizes a household or a small group reaches. The
// caps bound what counts and what is stored, never what plays: a request
// past a cap is answered as before (a play report 202 "not counted", a
// position save 204) and the audio streams.
const (
	// GuestPlaysPerAddress is how many guest plays of one episode from one
	// address count in a UTC day (API.md).
	GuestPlaysPerAddress = 5
	// GuestKeysPerAddress is how many guest keys of one address get rows
	// in a listening table (listens, positions) in a UTC day; a key past
	// it has its listening and positions kept nowhere that day.
	GuestKeysPerAddress = 50
)

// ReasonAddressCap is why a guest play past GuestPlaysPerAddress is not
// counted.
const ReasonAddressCap = "this episode was counted often enough from this network today"

// AddressKeyWith is the key of a client's address (IPv6 cut to its /64)
// on now's UTC day: an HMAC under a salt of the day (never stored), so it
// cannot be turned back into the address, and two days' keys of one
// address cannot be linked.
func AddressKeyWith(secret []byte, ip string, now time.Time) string {
	day := now.UTC().Format(time.DateOnly)
	mac := hmac.New(sha256.New, serverkey.Derive(secret, "selah guest address\x00"+day))
	mac.Write([]byte(downloads.CutIP(ip)))
	return hex.EncodeToString(mac.Sum(nil)[:16])
}

// AddressKey is AddressKeyWith under the install's secret.
func AddressKey(app core.App, ip string, now time.Time) (string, error) {
	secret, err := serverkey.Secret(app)
	if err != nil {
		return "", err
	}
	return AddressKeyWith(secret, ip, now), nil
}

// ClaimGuestPlay takes one of the address's counted plays of episode
// today, inside tx (the transaction that judges the play and inserts
// it, so the claim and the play commit or roll back together). false
// when the address has counted GuestPlaysPerAddress plays of it today.
// One conditional statement: the count and the increment cannot be
// split by another report.
func ClaimGuestPlay(tx core.App, address, episode string, now time.Time) (bool, error) {
	res, err := tx.DB().NewQuery(`INSERT INTO {{guest_address_plays}} ([[address]], [[day]], [[episode]], [[plays]])
		VALUES ({:a}, {:day}, {:e}, 1)
		ON CONFLICT ([[address]], [[episode]]) DO UPDATE SET [[plays]] = [[plays]] + 1 WHERE [[plays]] < {:cap}`).
		Bind(dbx.Params{"a": address, "day": now.UTC().Format(time.DateOnly), "e": episode, "cap": GuestPlaysPerAddress}).Execute()
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// claimGuestRow gives a guest key a place among its address's keys of
// today in table (listens or positions), if it has one or one is free;
// false when GuestKeysPerAddress other keys took them. Called inside the
// ledger's write transaction, which holds the database's only writer, so
// two flushes cannot both take the last place.
func claimGuestRow(tx core.App, address, table, listener string, now time.Time) (bool, error) {
	params := dbx.Params{"a": address, "t": table, "l": listener, "day": now.UTC().Format(time.DateOnly), "cap": GuestKeysPerAddress}
	_, err := tx.DB().NewQuery(`INSERT OR IGNORE INTO {{guest_address_keys}} ([[address]], [[tbl]], [[listener]], [[day]])
		SELECT {:a}, {:t}, {:l}, {:day}
		WHERE (SELECT COUNT(*) FROM {{guest_address_keys}} WHERE [[address]] = {:a} AND [[tbl]] = {:t}) < {:cap}`).
		Bind(params).Execute()
	if err != nil {
		return false, err
	}
	var n int
	err = tx.DB().NewQuery(`SELECT COUNT(*) FROM {{guest_address_keys}}
		WHERE [[address]] = {:a} AND [[tbl]] = {:t} AND [[listener]] = {:l}`).Bind(params).Row(&n)
	return n == 1, err
}
