package routes

import (
	"github.com/pocketbase/pocketbase/core"

	"selah/internal/services"
)

// RegisterStaticWithSitemapLimit is RegisterStatic with sitemaps of at
// most limit URLs, so a test reaches the sitemap index with a few items.
func RegisterStaticWithSitemapLimit(app core.App, publicDir *string, limit int) {
	registerStatic(app, publicDir, limit)
}

// SitemapRenders is how many sitemap answers app has rendered (each one
// read the catalogue); a kept answer served again is not counted.
func SitemapRenders(app core.App) int64 { return services.Of(app).Sitemaps.Renders.Load() }
