package routes

import (
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"

	"selah/internal/publicpage"
)

// What crawlers read falls under PocketBase's rate limiter like the rest:
// its rules (Settings → Rate limits; migrations/1763773100_sitemap_rate_
// limits.go) count per address and skip superusers. But the limiter finds
// a rule by the request's path, and a rule's label may hold only letters,
// digits, "_", "-" and "/": no label can name /sitemap.xml or /robots.txt.
// So, for PocketBase's limiter alone, these two paths are read under the
// names its labels can hold: /sitemap.xml as /sitemap/index (counted with
// the index's pages, /sitemap/{n}.xml, under the "/sitemap/" rule) and
// /robots.txt as /robots. The route was chosen before; the handler and
// everything else see the real path, put back right after the limiter.
var crawlerRateLabels = map[string]string{
	publicpage.SitemapPath: "/sitemap/index",
	"/robots.txt":          "/robots",
}

// crawlerRatePathKey keeps the real path while the limiter reads the
// other name.
const crawlerRatePathKey = "selahCrawlerRatePath"

// crawlerRateNames binds, around PocketBase's limiter, the renaming above
// and its undoing.
func crawlerRateNames(se *core.ServeEvent) {
	se.Router.Bind(&hook.Handler[*core.RequestEvent]{
		Id:       "selahCrawlerRateName",
		Priority: apis.DefaultRateLimitMiddlewarePriority - 1,
		Func: func(e *core.RequestEvent) error {
			path := e.Request.URL.Path
			if label, ok := crawlerRateLabels[path]; ok && e.Request.URL.RawPath == "" {
				e.Set(crawlerRatePathKey, path)
				e.Request.URL.Path = label
				defer func() { e.Request.URL.Path = path }()
			}
			return e.Next()
		},
	})
	se.Router.Bind(&hook.Handler[*core.RequestEvent]{
		Id:       "selahCrawlerRatePath",
		Priority: apis.DefaultRateLimitMiddlewarePriority + 1,
		Func: func(e *core.RequestEvent) error {
			if path, ok := e.Get(crawlerRatePathKey).(string); ok {
				e.Request.URL.Path = path
			}
			return e.Next()
		},
	})
}
