package migrations

import (
	"slices"

	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// Rate limits for what crawlers read: /sitemap.xml, its pages under
// /sitemap/ and /robots.txt. No rule matched them (they are not under
// /api/), so one address could ask for the sitemap without end; each
// answer walked the whole catalogue, and 24 at once slowed every read of
// the app. The sitemap is now rendered once per data version
// (routes/sitemap.go), but a commit makes it stale, so a flood beside
// writes would still render it again and again.
//
// PocketBase matches an exact label or a label ending in "/" as a prefix
// (see 1763772400_read_rate_limits.go for the order), and a label holds
// only letters, digits, "_", "-" and "/": routes/sitemap_rate_limit.go
// lets the limiter read /sitemap.xml as /sitemap/index and /robots.txt as
// /robots, so "/sitemap/" counts the sitemap with its index's pages
// (/sitemap/{n}.xml: publicpage.SitemapPagePath) and "/robots" robots.txt.
// Each rule counts per address over its window. Sizing: a crawler reads
// robots.txt and the sitemap a few times a day, and an index's pages once
// each in a run (a million URLs are 20 pages); a few crawlers may share an
// address. A browser never asks for these: a crowd behind one address is
// not concerned.
var sitemapRateLimits = []core.RateLimitRule{
	{Label: "/sitemap/", Duration: 60, MaxRequests: 60},
	{Label: "/robots", Duration: 60, MaxRequests: 30},
}

func init() {
	m.Register(func(app core.App) error {
		s := app.Settings()
		// In front, as 1763772400 does: before any prefix staff may add;
		// a label staff already set keeps its numbers.
		rest := slices.Clone(s.RateLimits.Rules)
		front := make([]core.RateLimitRule, 0, len(sitemapRateLimits))
		for _, r := range sitemapRateLimits {
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
		s.RateLimits.Rules = withoutRateLimits(s.RateLimits.Rules, sitemapRateLimits)
		return app.Save(s)
	})
}
