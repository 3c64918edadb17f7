package routes

import (
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"

	"selah/internal/authcache"
)

// cachedAuthToken sets e.Auth from internal/authcache just before
// PocketBase's own loadAuthToken, which then finds it set and steps aside.
// On a miss it verifies the token exactly as PocketBase does.
func (d *deps) cachedAuthToken(c *authcache.Cache) *hook.Handler[*core.RequestEvent] {
	return &hook.Handler[*core.RequestEvent]{
		Id:       "selahCachedAuthToken",
		Priority: apis.DefaultLoadAuthTokenMiddlewarePriority - 1,
		Func: func(e *core.RequestEvent) error {
			token := bearerToken(e)
			if e.Auth != nil || token == "" {
				return e.Next()
			}
			rec, err := c.Find(d.versionAt(e), token, time.Now(), func(t string) (*core.Record, error) {
				return e.App.FindAuthRecordByToken(t, core.TokenTypeAuth)
			})
			if err == nil {
				e.Auth = rec
			}
			return e.Next()
		},
	}
}

// bearerToken reads the Authorization header as PocketBase does (the
// "Bearer " prefix is optional).
func bearerToken(e *core.RequestEvent) string {
	token := e.Request.Header.Get("Authorization")
	if len(token) > 7 && strings.EqualFold(token[:7], "Bearer ") {
		return token[7:]
	}
	return token
}
