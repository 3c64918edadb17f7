package testutil

import (
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/security"
)

// Two apps from the one template have their own token secrets, stored and cached alike, so a
// token of one means nothing to the other.
func TestAppsHaveTheirOwnTokenSecrets(t *testing.T) {
	a, b := NewApp(t), NewApp(t)
	defer a.Cleanup()
	defer b.Cleanup()
	secrets := func(app core.App, name string, cached bool) []string {
		var c *core.Collection
		var err error
		if cached {
			c, err = app.FindCachedCollectionByNameOrId(name)
		} else {
			c, err = app.FindCollectionByNameOrId(name)
		}
		if err != nil {
			t.Fatal(err)
		}
		return []string{c.AuthToken.Secret, c.PasswordResetToken.Secret, c.EmailChangeToken.Secret,
			c.VerificationToken.Secret, c.FileToken.Secret}
	}
	colls, err := a.FindAllCollections(core.CollectionTypeAuth)
	if err != nil || len(colls) < 2 {
		t.Fatalf("auth collections: %d, %v", len(colls), err)
	}
	for _, c := range colls {
		inA, cachedA, inB := secrets(a, c.Name, false), secrets(a, c.Name, true), secrets(b, c.Name, false)
		for i := range inA {
			if inA[i] != cachedA[i] {
				t.Errorf("%s secret %d: stored %q, cached %q", c.Name, i, inA[i], cachedA[i])
			}
			if inA[i] == inB[i] || len(inA[i]) != 50 {
				t.Errorf("%s secret %d: %q in one app, %q in the other", c.Name, i, inA[i], inB[i])
			}
		}
	}

	// A user's token is signed with its token key and the collection's secret: the same user in
	// the other app (same key) would not accept it.
	user := CreateUser(t, a, "one@example.com", UserOpts{})
	token := Token(t, user)
	own, other := secrets(a, "users", true)[0], secrets(b, "users", true)[0]
	if _, err := security.ParseJWT(token, user.TokenKey()+other); err == nil {
		t.Fatal("a token of one app verifies with the other's secret")
	}
	if _, err := security.ParseJWT(token, user.TokenKey()+own); err != nil {
		t.Fatalf("the token does not verify with its own app's secret: %v", err)
	}
}
