// Package authtiming makes a password sign-in with an unknown identity cost
// the same work as one with a registered identity and a wrong password: one
// bcrypt comparison at the cost the collection hashes its passwords with.
// Without it a sign-in answers in about 1 ms for an unknown email and about
// 60 ms for a registered one, and the response time tells which emails are
// registered.
//
// Both password sign-ins use it: our POST /api/users/login and
// /api/admin/login (routes/accounts.go) and PocketBase's own
// /api/collections/{collection}/auth-with-password for every auth collection
// (hooks/auth_timing.go).
package authtiming

import (
	"sync"
	"sync/atomic"

	"github.com/pocketbase/pocketbase/core"
	"golang.org/x/crypto/bcrypt"
)

// DefaultCost is the bcrypt cost PocketBase hashes a password with when the
// collection's password field sets none (core.PasswordField.Cost == 0).
const DefaultCost = bcrypt.DefaultCost

// defaultDummy is a bcrypt hash, at DefaultCost, of a random password
// nobody kept. Written out so the first unknown-email sign-in does not pay
// for generating it (and the server start does not either).
const defaultDummy = "$2a$10$VaAC1tLnhl9Mdb0BbQNCFOKrq/lsK9Sqb39oP0qEbGViGWOfYnvBC"

// Equalizer spends the dummy comparisons, and counts them. One is built
// per app (internal/services) and handed to both sign-ins.
type Equalizer struct {
	// dummies holds a dummy hash per cost other than DefaultCost, made on
	// first use.
	dummies sync.Map // int -> func() []byte
	// counts[c] is how many comparisons Equalize has spent at cost c.
	counts [bcrypt.MaxCost + 1]atomic.Int64
}

// New is an Equalizer that has spent nothing yet.
func New() *Equalizer { return &Equalizer{} }

// Cost is the bcrypt cost of the password hashes the auth collection makes,
// as PocketBase's core.PasswordField decides it: the field's Cost, or
// bcrypt.DefaultCost when that is zero.
func Cost(c *core.Collection) int {
	if c != nil {
		if f, ok := c.Fields.GetByName(core.FieldNamePassword).(*core.PasswordField); ok && f.Cost > 0 {
			return f.Cost
		}
	}
	return DefaultCost
}

// Equalize spends one bcrypt comparison of password against a dummy hash of
// the collection's cost: the work a registered account's wrong password
// costs. Call it where a sign-in found no account. The result is ignored.
func (q *Equalizer) Equalize(c *core.Collection, password string) {
	q.EqualizeCost(Cost(c), password)
}

// EqualizeIn is Equalize for the auth collection named (or with id)
// collection; an unknown collection gets DefaultCost.
func (q *Equalizer) EqualizeIn(app core.App, collection, password string) {
	c, err := app.FindCachedCollectionByNameOrId(collection)
	if err != nil {
		c = nil
	}
	q.Equalize(c, password)
}

// EqualizeCost spends one bcrypt comparison of password at cost.
func (q *Equalizer) EqualizeCost(cost int, password string) {
	if cost < bcrypt.MinCost || cost > bcrypt.MaxCost {
		cost = DefaultCost
	}
	q.counts[cost].Add(1)
	_ = bcrypt.CompareHashAndPassword(q.dummy(cost), []byte(password))
}

// Count is how many comparisons q has spent at cost. Tests read it before
// and after a request.
func (q *Equalizer) Count(cost int) int64 {
	if cost < 0 || cost > bcrypt.MaxCost {
		return 0
	}
	return q.counts[cost].Load()
}

func (q *Equalizer) dummy(cost int) []byte {
	if cost == DefaultCost {
		return []byte(defaultDummy)
	}
	f, _ := q.dummies.LoadOrStore(cost, sync.OnceValue(func() []byte {
		h, _ := bcrypt.GenerateFromPassword([]byte("selah-timing-equalizer"), cost)
		return h
	}))
	return f.(func() []byte)()
}
