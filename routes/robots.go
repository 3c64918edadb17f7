package routes

import (
	"net/http"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"

	"selah/internal/publicpage"
)

// registerRobots serves /robots.txt (publicpage.Robots): the public pages
// and feeds open to crawlers, the rest closed, and where the sitemap is.
func registerRobots(se *core.ServeEvent) {
	se.Router.GET("/robots.txt", func(e *core.RequestEvent) error {
		e.Response.Header().Set("Cache-Control", "public, max-age=3600")
		return e.Blob(http.StatusOK, "text/plain; charset=utf-8", []byte(publicpage.Robots(pageSite(e))))
	}).Bind(securityHeaders(), apis.SkipSuccessActivityLog())
}
