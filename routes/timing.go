package routes

import (
	"sync"

	"golang.org/x/crypto/bcrypt"
)

// dummyHash makes a sign-in with an unknown email cost one bcrypt
// comparison, like a known email with a wrong password, so response times
// do not tell which emails are registered.
var dummyHash = sync.OnceValue(func() []byte {
	h, _ := bcrypt.GenerateFromPassword([]byte("selah-timing-equalizer"), bcrypt.DefaultCost)
	return h
})

func equalizeTiming(password string) {
	_ = bcrypt.CompareHashAndPassword(dummyHash(), []byte(password))
}
