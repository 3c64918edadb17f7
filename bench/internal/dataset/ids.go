package dataset

import (
	"math/rand/v2"
	"strconv"
	"time"
)

const idAlphabet = "abcdefghijklmnopqrstuvwxyz0123456789"

// newId is a PocketBase record id: 15 characters of [a-z0-9].
func newId(r *rand.Rand) string {
	return randomString(r, 15, idAlphabet)
}

// newTokenKey is an auth record's tokenKey (unique, 50 characters).
func newTokenKey(r *rand.Rand) string {
	return randomString(r, 50, idAlphabet+"ABCDEFGHIJKLMNOPQRSTUVWXYZ")
}

func randomString(r *rand.Rand, n int, alphabet string) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alphabet[r.IntN(len(alphabet))]
	}
	return string(b)
}

// pbTime is PocketBase's stored date format; its text order is time order.
func pbTime(t time.Time) string {
	return t.UTC().Format("2006-01-02 15:04:05.000Z")
}

// between is a uniformly random instant in [from, to].
func between(r *rand.Rand, from, to time.Time) time.Time {
	if !to.After(from) {
		return from
	}
	return from.Add(time.Duration(r.Int64N(int64(to.Sub(from)))))
}

func itoa(i int) string { return strconv.Itoa(i) }
