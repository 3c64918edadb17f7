package migrations

import (
	"slices"

	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// Rate limits sized for a crowd behind one address.
//
// PocketBase's limiter counts requests per client address (e.RealIP()) and
// rule, in fixed windows. A request is matched against the rules' labels
// (core.RateLimitsConfig.FindRateLimitRule) in this order: a label equal to
// "METHOD /path", then labels ending in "/" that prefix "METHOD /path",
// then a label equal to "/path", then "/"-ending labels that prefix
// "/path". Among prefixes the first in the list wins, not the longest, so
// the rules below go before PocketBase's catch-all "/api/" (300 requests
// per 10 s). PocketBase's own collection routes are matched by tag first
// ("*:auth", "*:create"), then by these labels.
//
// "/api/" alone cut a congregation off: a church's Wi-Fi, a school, or
// phones behind a carrier's NAT are one address, and after 300 requests
// in 10 s the stream answered 429 mid-sermon. The catch-all stays for what
// is not listed here (writes, account changes), and selahRateLimits
// (1763771000_rate_limits.go) keeps its per-address caps on what guesses,
// sends mail or makes accounts: those labels are exact, so they are found
// before any prefix below.
//
// Sizing: a crowd of 500 listeners behind one address ("hundreds"), each
// with a player's pace, doubled for headroom (starts, seeks, reloads all
// land together when a preacher says "open the link"):
//   - the stream: an <audio> element asks for a range at most every 2 s
//     (Safari's pace; Chrome and Firefox far less): 500 x 5 per 10 s =
//     2,500, doubled: 5,000. The feeds' enclosures are the same bytes for
//     podcast apps: 5,000.
//   - positions: a save every 10 s, plus one on pause or page hide: 500 x 2
//     = 1,000, doubled: 2,000.
//   - plays: one report per episode heard, all reaching the threshold
//     within seconds when they started together: 500, doubled: 1,000.
//   - the public JSON: a page asks for the item and its creator, the embed
//     for the item: 500 x 3 = 1,500, doubled: 3,000. oEmbed: one per page
//     unfurled: 1,000.
//   - the app's reads (browse and search, one item, continue-listening,
//     following, the catalogue lists): a few per page view, 500 x 3 =
//     1,500, doubled: 3,000; covers through /api/files: 20 on a browse
//     page, 500 x 20 = 10,000 (browsers keep them after that).
//   - the signed-in listener's own reads (profile, follows) and realtime
//     (connect and subscribe): 500 x 2 = 1,000, doubled: 2,000.
//   - the pages /m/, /c/ and /embed/ (server-rendered HTML, not under
//     /api): no rule matched them at all, so one address could ask for them
//     without end; now one load per listener, 500, with a fourfold margin
//     for reloads and link previews: 2,000. The static files of the app
//     stay unlimited (served from disk, no query).
var readRateLimits = []core.RateLimitRule{
	// Listening: the stream (GET and HEAD; the owner's original too),
	// positions (PUT .../position) and plays.
	{Label: "GET /api/media/episodes/", Duration: 10, MaxRequests: 5000},
	{Label: "HEAD /api/media/episodes/", Duration: 10, MaxRequests: 5000},
	{Label: "PUT /api/media/episodes/", Duration: 10, MaxRequests: 2000},
	{Label: "POST /api/media/plays", Duration: 10, MaxRequests: 1000},
	// What anyone may read without an account.
	{Label: "/api/public/", Duration: 10, MaxRequests: 3000},
	{Label: "/api/feeds/", Duration: 10, MaxRequests: 5000},
	{Label: "/api/oembed", Duration: 10, MaxRequests: 1000},
	// The app's reads (after the stream's more specific prefix).
	{Label: "GET /api/media/", Duration: 10, MaxRequests: 3000},
	{Label: "GET /api/files/", Duration: 10, MaxRequests: 10000},
	{Label: "GET /api/users/me", Duration: 10, MaxRequests: 2000},
	{Label: "GET /api/users/follows", Duration: 10, MaxRequests: 2000},
	{Label: "/api/realtime", Duration: 10, MaxRequests: 2000},
	// Server-rendered pages.
	{Label: "GET /m/", Duration: 10, MaxRequests: 2000},
	{Label: "GET /c/", Duration: 10, MaxRequests: 2000},
	{Label: "GET /embed/", Duration: 10, MaxRequests: 2000},
}

func init() {
	m.Register(func(app core.App) error {
		s := app.Settings()
		// Ours go in front of the rest, so they come before the "/api/"
		// prefix; a label staff already set keeps its numbers and moves
		// there too (behind "/api/" it would never be reached).
		rest := slices.Clone(s.RateLimits.Rules)
		front := make([]core.RateLimitRule, 0, len(readRateLimits))
		for _, r := range readRateLimits {
			if i := slices.IndexFunc(rest, func(have core.RateLimitRule) bool { return have.Label == r.Label }); i >= 0 {
				r = rest[i]
				rest = slices.Delete(rest, i, i+1)
			}
			front = append(front, r)
		}
		s.RateLimits.Rules = append(front, rest...)
		return app.Save(s)
	}, func(app core.App) error {
		s := app.Settings()
		s.RateLimits.Rules = withoutRateLimits(s.RateLimits.Rules, readRateLimits)
		return app.Save(s)
	})
}
