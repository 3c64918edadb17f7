package testutil

import (
	"fmt"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/security"
)

// renewTokenSecrets gives every auth collection new token secrets, as each
// install gets when its migrations create them: apps cloned from one
// template would otherwise share them, and tests check that a token or key
// of one install means nothing to another. The secrets are written with one
// UPDATE per collection and set on the app's cached collections, the same
// values in both: app.Save of each collection validated it, synced its table
// and reloaded every collection (about 7% of the routes tests' CPU), and a
// reload after the UPDATEs still parsed every collection again (1%).
func renewTokenSecrets(app core.App) error {
	auth, err := app.FindAllCollections(core.CollectionTypeAuth)
	if err != nil {
		return err
	}
	for _, stored := range auth {
		c, err := app.FindCachedCollectionByNameOrId(stored.Id)
		if err != nil {
			return fmt.Errorf("renewing the token secrets of %s: %w", stored.Name, err)
		}
		params := dbx.Params{"id": c.Id}
		set := ""
		for key, cfg := range map[string]*core.TokenConfig{"authToken": &c.AuthToken,
			"passwordResetToken": &c.PasswordResetToken, "emailChangeToken": &c.EmailChangeToken,
			"verificationToken": &c.VerificationToken, "fileToken": &c.FileToken} {
			cfg.Secret = security.RandomString(50)
			set += fmt.Sprintf(", '$.%s.secret', {:%s}", key, key)
			params[key] = cfg.Secret
		}
		_, err = app.NonconcurrentDB().NewQuery("UPDATE _collections SET options = json_set(options" +
			set + ") WHERE id = {:id}").Bind(params).Execute()
		if err != nil {
			return fmt.Errorf("renewing the token secrets of %s: %w", c.Name, err)
		}
	}
	return nil
}
