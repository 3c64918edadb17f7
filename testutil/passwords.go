package testutil

import (
	"sync"

	"github.com/pocketbase/pocketbase/core"
	"golang.org/x/crypto/bcrypt"
)

// fixtureHash is Password hashed once per process at bcrypt's lowest cost.
// Hashing at the collection's cost (PocketBase's default, 10) took about
// 60 ms of CPU per account and was a third of the routes tests' time; a
// login's comparison costs what the stored hash says, so it is cheap too.
var fixtureHash = sync.OnceValue(func() string {
	h, err := bcrypt.GenerateFromPassword([]byte(Password), bcrypt.MinCost)
	if err != nil {
		panic(err) // only for a password over 72 bytes, which Password is not
	}
	return string(h)
})

// SetFixturePassword sets Password on an auth record as SetPassword does,
// but with a hash at bcrypt's lowest cost: for fixtures only. The product
// and every account made through the API hash at the collection's cost;
// a test of that cost saves the record's password with r.SetPassword.
// The plain value is kept so PocketBase validates it as it would any other.
func SetFixturePassword(r *core.Record) {
	r.SetRaw(core.FieldNamePassword, &core.PasswordFieldValue{Hash: fixtureHash(), Plain: Password})
}
