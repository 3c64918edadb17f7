package publicpage

import (
	"sync/atomic"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"selah/internal/answercache"
)

// sitemapAnswers is how many rendered sitemaps are kept (the index and
// its pages, per site address), and sitemapMaxAge how long one is kept at
// most: nothing in a sitemap depends on the clock, so only a commit makes
// it stale; the age is a backstop.
const (
	sitemapAnswers = 64
	sitemapMaxAge  = time.Hour
)

// SitemapCache is what an app keeps of its sitemaps: one per app
// (internal/services builds it), not per serve, so the answers outlive a
// router rebuild. The sitemap route renders an answer once per data
// version.
type SitemapCache struct {
	Clock   answercache.Versioner
	Answers *answercache.Cache
	Renders atomic.Int64 // how many answers were rendered (tests)
}

// NewSitemapCache is app's sitemap cache, versioned by its data.db.
func NewSitemapCache(app core.App) *SitemapCache {
	return &SitemapCache{Clock: answercache.AppDataVersion(app), Answers: answercache.New(sitemapAnswers, sitemapMaxAge)}
}
