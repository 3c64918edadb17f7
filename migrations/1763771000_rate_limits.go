package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// selahRateLimits cap, per client address, the routes that guess or send
// something: sign-in, codes, sign-up and uploads. Codes also die after five
// wrong tries; this stops one address from cycling through many accounts.
var selahRateLimits = []core.RateLimitRule{
	{Label: "POST /api/users/login", Duration: 60, MaxRequests: 20},
	{Label: "POST /api/admin/login", Duration: 60, MaxRequests: 20},
	{Label: "POST /api/users/verify-user", Duration: 60, MaxRequests: 20},
	{Label: "POST /api/users/verify-reset-code", Duration: 60, MaxRequests: 20},
	{Label: "POST /api/users/create-new-account", Duration: 60, MaxRequests: 10},
	{Label: "POST /api/users/resend-verification-code", Duration: 60, MaxRequests: 10},
	{Label: "POST /api/users/forgot-password", Duration: 60, MaxRequests: 10},
	{Label: "POST /api/media/upload-media", Duration: 60, MaxRequests: 30},
	{Label: "POST /api/media/upload-episode", Duration: 60, MaxRequests: 60},
}

// PocketBase's rate limiter is off by default; turn it on with its default
// rules plus ours. Staff can tune them in the dashboard (Settings > Rate limits).
func init() {
	m.Register(func(app core.App) error {
		s := app.Settings()
		s.RateLimits.Enabled = true
		s.RateLimits.Rules = append(s.RateLimits.Rules, selahRateLimits...)
		return app.Save(s)
	}, func(app core.App) error {
		s := app.Settings()
		s.RateLimits.Rules = withoutRateLimits(s.RateLimits.Rules, selahRateLimits)
		s.RateLimits.Enabled = false
		return app.Save(s)
	})
}
